// One measurement per process for the conformance benchmark: the memory the checker retains as a trace goes by.
// Usage: node --expose-gc conformance-probe.js <trace.jsonl> <lines>; prints {"mebibytes": [...]} on stdout.
import { openSync, readSync } from 'node:fs';
import { checkLines, type LineChecker } from '../../src/conformance/check-trace.js';
import { ConformanceChecker } from '../../src/conformance/checker.js';
import { buildTraceModel } from '../../src/conformance/trace-model.js';
import { loadCompiledModel } from '../../src/runtime/load-runtime-model.js';

const [file, linesArg] = process.argv.slice(2);
const lines = Number(linesArg);
if (!file || !(lines > 0)) throw new Error('usage: conformance-probe <trace.jsonl> <lines>');

const built = buildTraceModel(await loadCompiledModel());
if (!built.ok) throw new Error(built.problems.join('\n'));
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

/**
 * Memory retained after a full garbage collection at each quarter of the trace, over the memory
 * before the check: the JavaScript heap and the memory outside it (the checker's typed arrays).
 * The checker is wrapped so the sample is taken between two lines.
 */
const quarter = Math.floor(lines / 4);
const samples: number[] = [];
const retained = () => {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};
gc();
const base = retained();
const checker = new ConformanceChecker(built.traceModel);
const sample = (line: number) => {
  if (line % quarter !== 0) return;
  gc();
  samples.push((retained() - base) / 1024 / 1024);
};
const probe: LineChecker = {
  malformed: (line, detail, report) => checker.malformed(line, detail, report),
  check(record, line, report) {
    checker.check(record, line, report);
    sample(line);
  },
  checkEvent(event, line, report) {
    checker.checkEvent(event, line, report);
    sample(line);
  },
};

function* chunks(fd: number): Generator<Buffer> {
  for (;;) {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    const read = readSync(fd, chunk);
    if (read === 0) return;
    yield chunk.subarray(0, read);
  }
}
const summary = await checkLines(chunks(openSync(file, 'r')), probe, () => undefined);
if (summary.errors > 0) throw new Error(`the trace has ${summary.errors} errors`);
process.stdout.write(`${JSON.stringify({ mebibytes: samples })}\n`);
