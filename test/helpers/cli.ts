// Runs the compiled awm CLI in a child process, as a user would.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { repoPath } from './paths.js';

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs awm with `args` in `cwd`, feeding `input` (if any) to its stdin. */
export function runAwm(args: readonly string[], cwd: string, input?: string): CliResult {
  const result = spawnSync(process.execPath, [repoPath('dist', 'src', 'cli', 'main.js'), ...args], {
    cwd,
    encoding: 'utf8',
    ...(input === undefined ? {} : { input }),
    env: { ...process.env, FORCE_COLOR: '0', AWM_DEBUG: '' },
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
    env: { ...process.env, FORCE_COLOR: '0', AWM_DEBUG: '' },
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
