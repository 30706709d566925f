// What a command reads and writes, injected by main(): output streams, input, working directory, environment and
// exit status. Commands reach them through cli(), never through `process`, so the CLI also runs inside a process.
import { AsyncLocalStorage } from 'node:async_hooks';

/** An output stream: the process's own, or one a caller collects. */
export type Output = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

export interface CliIo {
  stdout: Output;
  stderr: Output;
  stdin: NodeJS.ReadableStream;
  /** What relative paths on the command line mean, and what messages show paths relative to. */
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
}

/** One run of the command line: its io and the exit status it sets. */
export interface CliRun extends CliIo {
  exitCode: number;
}

const runs = new AsyncLocalStorage<CliRun>();

/** The run in progress: what the command writes to and reads from. */
export function cli(): CliRun {
  const run = runs.getStore();
  if (!run) throw new Error('internal: no awm command is running');
  return run;
}

/** Runs `body` as one command-line run over `io`; resolves to the exit status it set. */
export async function withCli(io: CliIo, body: () => Promise<void>): Promise<number> {
  const run: CliRun = { ...io, exitCode: 0 };
  await runs.run(run, body);
  return run.exitCode;
}

/** The process's own streams, working directory and environment. */
export function processIo(): CliIo {
  return { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, cwd: process.cwd(), env: process.env };
}
