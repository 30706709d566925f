// Runs awm for the tests: in process through the CLI's main function with collected output (runAwm, fast), or in a
// child process as a user would (runAwmProcess, startAwm) where the process itself is under test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { CliRequest } from './cli-worker.js';
import { repoPath } from './paths.js';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The environment awm runs in under test: no colour forced, no stack traces. */
const cliEnv = () => ({ ...process.env, FORCE_COLOR: '0', AWM_DEBUG: '' });

/** A command that runs longer than this is taken to hang; the worker is replaced and the test fails. */
const commandTimeoutMs = 120_000;

let worker: Worker | undefined;

/**
 * Runs awm with `args` in `cwd`, feeding `input` (if any) to its stdin: the CLI's main function in
 * a worker thread that keeps the modules loaded between commands, waited for synchronously.
 */
export function runAwm(args: readonly string[], cwd: string, input?: string): CliResult {
  if (!worker) {
    worker = new Worker(new URL('./cli-worker.js', import.meta.url));
    // The tests' process may end while the worker waits for its next command.
    worker.unref();
  }
  const done = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const request: CliRequest = {
    args: [...args],
    cwd,
    env: cliEnv(),
    done,
    reply: port2,
    ...(input === undefined ? {} : { input }),
  };
  worker.postMessage(request, [port2]);
  if (Atomics.wait(done, 0, 0, commandTimeoutMs) === 'timed-out') {
    void worker.terminate();
    worker = undefined;
    throw new Error(`awm ${args.join(' ')} did not finish within ${commandTimeoutMs / 1000} s`);
  }
  const reply = receiveMessageOnPort(port1);
  port1.close();
  if (!reply) throw new Error(`awm ${args.join(' ')}: the CLI worker finished without a reply`);
  return reply.message as CliResult;
}

/** Runs the compiled awm executable in a child process, as a user's shell would. */
export function runAwmProcess(args: readonly string[], cwd: string, input?: string): CliResult {
  const result = spawnSync(process.execPath, [repoPath('dist', 'src', 'cli', 'main.js'), ...args], {
    cwd,
    encoding: 'utf8',
    ...(input === undefined ? {} : { input }),
    env: cliEnv(),
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A parsed `file:line:col severity message CODE` line of awm's compact output. */
export interface ReportedDiagnostic {
  file: string;
  line: number;
  column: number;
  severity: string;
  message: string;
  code: string;
}

export function parseCompact(output: string): ReportedDiagnostic[] {
  const found: ReportedDiagnostic[] = [];
  for (const line of output.split('\n')) {
    const match = /^(.+?):(\d+):(\d+) (error|warning) (.*) ([A-Z][A-Z0-9_]+)$/.exec(line);
    if (!match) continue;
    const [, file, row, column, severity, message, code] = match;
    found.push({
      file: file!,
      line: Number(row),
      column: Number(column),
      severity: severity!,
      message: message!,
      code: code!,
    });
  }
  return found;
}

/** Whether output contains something that looks like a JavaScript stack trace. */
export function hasStackTrace(output: string): boolean {
  return /^\s+at .+(\(.+:\d+:\d+\)|:\d+:\d+)$/m.test(output);
}

/** A running awm process: its output so far, and its end. */
export interface RunningAwm {
  readonly child: ChildProcess;
  output(): { stdout: string; stderr: string };
  exited: Promise<CliResult>;
}

/** Starts awm with `args` in `cwd` without waiting for it (for commands that run until told to stop, like follow). */
export function startAwm(args: readonly string[], cwd: string): RunningAwm {
  const child = spawn(process.execPath, [repoPath('dist', 'src', 'cli', 'main.js'), ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: cliEnv(),
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<CliResult>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
  return { child, output: () => ({ stdout, stderr }), exited };
}
