// One receiver for the live benchmark's memory: runLive in this process, its heap and RSS after a full GC at the end.
// Usage: node --expose-gc live-probe.js [--model <dir>]; prints {"port"} when listening, {"memory"} after SIGTERM.
import { runLive } from '../../src/conformance/live/run-live.js';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const args = process.argv.slice(2);
const model = args[0] === '--model' ? args[1] : undefined;

/** RSS and heap in MiB after a full collection. */
const memory = () => {
  gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  const mib = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  return { rssMiB: mib(rss), heapMiB: mib(heapUsed), externalMiB: mib(external) };
};

const stop = new AbortController();
process.once('SIGTERM', () => stop.abort());
let before: ReturnType<typeof memory> | undefined;
let findings = 0;
const outcome = await runLive(
  {
    host: '127.0.0.1',
    port: 0,
    maxBodyBytes: 64 * 1024 * 1024,
    system: 'otel-genai',
    strict: false,
    allowPartial: false,
    cwd: process.cwd(),
    stop: stop.signal,
    ...(model === undefined ? {} : { model }),
  },
  {
    listening: (address) => {
      before = memory();
      process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
    },
    finding: () => {
      findings += 1;
    },
  },
);
if (!outcome.ok) throw new Error(outcome.problem);
process.stdout.write(
  `${JSON.stringify({ memory: { before, after: memory() }, events: outcome.summary.events, findings })}\n`,
);
