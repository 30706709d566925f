// The worker thread behind runAwm: runs the CLI's main function over collected streams, one command at a time,
// and wakes the waiting test thread when the command has finished.
import { Readable, Writable } from 'node:stream';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { main } from '../../src/cli/program.js';

export interface CliRequest {
  args: string[];
  cwd: string;
  input?: string;
  env: Record<string, string | undefined>;
  /** Set to 1 (and notified) when the reply has been posted. */
  done: Int32Array;
  reply: MessagePort;
}

/** A stream that appends what is written to it to a string. */
function collector(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      text += String(chunk);
      callback();
    },
  });
  return { stream, text: () => text };
}

parentPort!.on('message', async (request: CliRequest) => {
  const stdout = collector();
  const stderr = collector();
  // A worker cannot chdir: library code that resolves a path against the process's working
  // directory (path.resolve) sees the command's instead, as it would in a process of its own.
  const processCwd = process.cwd;
  process.cwd = () => request.cwd;
  let status: number | null = null;
  try {
    status = await main(request.args, {
      stdout: stdout.stream,
      stderr: stderr.stream,
      stdin: Readable.from(request.input === undefined ? [] : [request.input]),
      cwd: request.cwd,
      env: request.env,
    });
  } catch (error) {
    stderr.stream.write(`cli-worker: ${(error as Error).stack ?? String(error)}\n`);
  } finally {
    process.cwd = processCwd;
    request.reply.postMessage({ status, stdout: stdout.text(), stderr: stderr.text() });
    request.reply.close();
    Atomics.store(request.done, 0, 1);
    Atomics.notify(request.done, 0);
  }
});
