// `awm runtime follow`: committed facts printed as they come, until told to stop or the reader goes away.
import { followFacts } from '../../runtime/follow.js';
import { followLine } from '../../runtime/format/facts.js';
import type { Runtime } from '../../runtime/runtime.js';
import { ExitCode } from '../exit-codes.js';
import { cli, drained } from '../io.js';
import { onStopSignal } from '../stop-signals.js';
import type { SubcommandOptions } from './options.js';

/**
 * Prints facts after --from as they are committed, one line each, until --until or --limit is
 * reached, SIGINT or SIGTERM arrives, or whoever reads the output goes away. Waits for a slow reader.
 */
export async function followCommand(runtime: Runtime, argv: SubcommandOptions): Promise<number> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  const { stdout, stdoutClosed, dropPendingOutput } = cli();
  // Told to stop, a follower ends now: what its reader has not taken yet is dropped.
  const removeSignalListeners = onStopSignal(() => {
    dropPendingOutput?.();
    stop();
  });
  stdoutClosed.addEventListener('abort', stop);
  // A signal or a reader gone while the output is full ends the wait for room too.
  const room = async () => {
    if (controller.signal.aborted) return;
    let resolve = () => {};
    const aborted = new Promise<void>((done) => (resolve = done));
    controller.signal.addEventListener('abort', resolve);
    try {
      await Promise.race([drained(stdout), aborted]);
    } finally {
      controller.signal.removeEventListener('abort', resolve);
    }
  };
  try {
    const facts = followFacts(runtime.store, {
      from: argv.from ?? 0,
      ...(argv.until === undefined ? {} : { until: argv.until }),
      ...(argv.limit === undefined ? {} : { limit: argv.limit }),
      signal: controller.signal,
    });
    for await (const fact of facts) {
      const line = argv.format === 'jsonl' ? JSON.stringify(fact) : followLine(fact);
      if (!stdout.write(`${line}\n`)) await room();
      if (controller.signal.aborted) break;
    }
  } finally {
    removeSignalListeners();
    stdoutClosed.removeEventListener('abort', stop);
  }
  return ExitCode.ok;
}
