// What a command reads and writes, injected by main(): output streams, input, working directory, environment and
// exit status. Commands reach them through cli(), never through `process`, so the CLI also runs inside a process.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import { ExitCode } from './exit-codes.js';

/** An output stream: the process's own, or one a caller collects. */
export type Output = NodeJS.WritableStream & { isTTY?: boolean; columns?: number };

export interface CliIo {
  stdout: Output;
  stderr: Output;
  stdin: NodeJS.ReadableStream;
  /** What relative paths on the command line mean, and what messages show paths relative to. */
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  /**
   * Drops output still waiting for a reader that does not read, once the command has cleaned up: a
   * follower stopped by a signal ends then, not when the reader gets round to it.
   */
  dropPendingOutput?(): void;
}

/** One run of the command line: its io and the exit status it sets. */
export interface CliRun extends CliIo {
  exitCode: number;
  /** Aborted when whoever reads stdout has gone (EPIPE): output ends there, quietly; work that only prints stops. */
  stdoutClosed: AbortSignal;
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
  const closed = new AbortController();
  const run: CliRun = { ...io, exitCode: 0, stdoutClosed: closed.signal };
  const onError = (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') closed.abort();
  };
  noteFailures(io.stdout);
  io.stdout.on('error', onError);
  try {
    await runs.run(run, body);
  } finally {
    io.stdout.removeListener('error', onError);
  }
  return run.exitCode;
}

/** Streams a write failed on: process.stdout stays open after EPIPE, and says it needs a drain that never comes. */
const failed = new WeakSet<Output>();
const noted = new WeakSet<Output>();

function noteFailures(stream: Output): void {
  if (noted.has(stream)) return;
  noted.add(stream);
  stream.on('error', () => failed.add(stream));
}

/**
 * Resolves once `stream` takes more output, or will never take any (closed or failed): a command
 * that writes much waits here, so output piles up in the pipe, not in memory.
 */
export function drained(stream: Output): Promise<void> {
  const { writableNeedDrain, destroyed } = stream as Partial<Writable>;
  if (!writableNeedDrain || destroyed || failed.has(stream)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      for (const event of ['drain', 'close', 'error'] as const) stream.removeListener(event, done);
      resolve();
    };
    for (const event of ['drain', 'close', 'error'] as const) stream.once(event, done);
  });
}

/** Passes `chunks` on, waiting before each until `stream` takes more: input is read only as fast as output goes. */
export async function* pacedBy<T>(chunks: AsyncIterable<T> | Iterable<T>, stream: Output): AsyncGenerator<T> {
  for await (const chunk of chunks) {
    await drained(stream);
    yield chunk;
  }
}

/**
 * Makes the process's own streams end quietly when their reader goes away (`awm lint | head`):
 * EPIPE is no error of the command, which keeps the exit status it sets. Any other failure to
 * write says so once, with exit status 2 (failure), instead of a stack trace.
 */
export function quietOnClosedPipe(stream: NodeJS.WriteStream, name: string): void {
  let reported = false;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' || reported) return;
    reported = true;
    process.exitCode = ExitCode.failure;
    if (stream !== process.stderr) process.stderr.write(`awm: cannot write ${name}: ${error.message}\n`);
  });
}

let dropRequested = false;

/** The process's own streams, working directory and environment. */
export function processIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    cwd: process.cwd(),
    env: process.env,
    dropPendingOutput: () => (dropRequested = true),
  };
}

/** Whether a command over processIo() asked to drop its pending output: the process then exits without flushing. */
export function pendingOutputDropped(): boolean {
  return dropRequested;
}
