// Benchmark: awm conformance against a read-and-JSON.parse floor, its memory, and native conformance against AWM-named.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { sampleInterleaved, summary, table } from './measure.js';
import { spellings, writeSpeltTrace } from './misspelt-model.js';
import { syntheticBundle } from './synthetic-model.js';
import { writeTrace, writeWorkUnits } from './trace-generator.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');
const floor = repoPath('dist', 'test', 'bench', 'json-lines-floor.js');
const probe = repoPath('dist', 'test', 'bench', 'conformance-probe.js');
const runs = 5;
/** awm conformance, run where there is no ./model: against the model bundled with awm, as a downstream system would. */
const conformance = (...args: string[]) => [awm, 'conformance', ...args, '--format', 'json'];
type Summary = ReturnType<typeof summary>;

const load = () =>
  loadavg()
    .map((average) => average.toFixed(1))
    .join(' / ');
const count = (lines: number) => lines.toLocaleString('en-US');
const mebibytes = (file: string) => `${(statSync(file).size / 1024 / 1024).toFixed(0)} MiB`;

/** Memory (heap and typed arrays) retained after a full GC at each quarter of the trace, in MiB (--expose-gc). */
function retainedMemory(file: string, lines: number): number[] {
  const result = spawnSync(process.execPath, ['--expose-gc', probe, file, String(lines)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`conformance-probe ${file}: ${result.stderr}`);
  return (JSON.parse(result.stdout) as { mebibytes: number[] }).mebibytes;
}

/**
 * Did-you-mean at scale: 200,000 lines on a 4,000-term model, each naming a term spelt right, one edit off (each
 * line an UNKNOWN_TERM with a suggestion) or far from any term (with none), taking turns.
 */
function unknownTerms(work: string): void {
  const terms = 4000;
  const lines = 200_000;
  const model = path.join(work, 'model-4000.json');
  writeFileSync(model, JSON.stringify(syntheticBundle(terms)));
  const traces = spellings.map((spelling) => {
    const file = path.join(work, `spelt-${spelling}.jsonl`);
    writeSpeltTrace(file, terms, lines, spelling);
    return file;
  });
  const results = sampleInterleaved(
    traces.map((trace) => conformance('--model', model, '--allow-partial', trace)),
    runs,
    work,
    { okStatuses: [0, 1] },
  ).map(summary);
  console.log(`\nUnknown terms: ${count(lines)} lines on a ${count(terms)}-term model.json, median of ${runs} runs`);
  table(
    ['terms spelt', 'ms', 'CPU ms', 'x right CPU'],
    results.map((result, i) => [
      spellings[i]!,
      result.medianMs.toFixed(0),
      result.cpuMs.toFixed(0),
      (result.cpuMs / results[0]!.cpuMs).toFixed(2),
    ]),
  );
  console.log('target: every line naming an unknown term within 2x of the lines naming known ones');
  for (const trace of traces) rmSync(trace);
}

/**
 * The usual-line shortcut on and off, in one run: the same 1,000,000 events written as
 * JSON.stringify writes them (read from their bytes) and with id and term swapped (the same bytes,
 * which the byte path does not take, so every line goes through JSON.parse), each beside the
 * JSON.parse floors on its own file. AWM_BENCH_BASELINE, the path of another build's
 * dist/src/cli/main.js, adds that build on the usual file: before and after a change, in one run.
 * Exported, to be run alone.
 */
export async function bytePath(work: string): Promise<void> {
  const lines = 1_000_000;
  const usual = path.join(work, 'usual.jsonl');
  const idFirst = path.join(work, 'id-first.jsonl');
  await writeTrace(usual, lines, 'workflow', 'usual');
  await writeTrace(idFirst, lines, 'workflow', 'id-first');
  const rows = [
    { name: 'on (usual lines)', awm, file: usual },
    { name: 'off (id first: all JSON.parse)', awm, file: idFirst },
  ];
  const baseline = process.env.AWM_BENCH_BASELINE;
  if (baseline) rows.push({ name: 'before (AWM_BENCH_BASELINE), on', awm: baseline, file: usual });
  const commands = rows.flatMap((row) => [
    [row.awm, ...conformance(row.file).slice(1)],
    [floor, row.file, 'stream'],
    [floor, row.file, 'sync'],
  ]);
  const results = sampleInterleaved(commands, runs, work).map(summary);
  console.log(
    `\nThe byte path (src/conformance/usual-line.ts) on and off: awm conformance on ${count(lines)} workflow ` +
      `lines (${mebibytes(usual)}), whole process, median of ${runs} runs, all commands taking turns; ` +
      'floors = a node process reading the same file and JSON.parsing each line, as a read stream or with ' +
      'readSync; x floor = floor time / awm time (wall clock; CPU in brackets)',
  );
  const ratio = (base: Summary, checked: Summary) =>
    `${(base.medianMs / checked.medianMs).toFixed(2)} (${(base.cpuMs / checked.cpuMs).toFixed(2)})`;
  table(
    ['byte path', 'awm ms', 'events/s', 'awm CPU ms', 'x stream floor', 'x readSync floor'],
    rows.map((row, i) => {
      const [checked, stream, sync] = results.slice(3 * i, 3 * i + 3) as [Summary, Summary, Summary];
      return [
        row.name,
        checked.medianMs.toFixed(0),
        count(Math.round(lines / (checked.medianMs / 1000))),
        checked.cpuMs.toFixed(0),
        ratio(stream, checked),
        ratio(sync, checked),
      ];
    }),
  );
  console.log('the byte path is kept only while on is at least 0.8x its floor and off is not');
  rmSync(usual);
  rmSync(idFirst);
}

export default async function benchConformance(): Promise<void> {
  const work = tempDir('awm-bench-conformance-');

  try {
    console.log(`${cpus().length} cores; load average (1 / 5 / 15 min) at the start: ${load()}`);
    await bytePath(work);

    const speedRows: string[][] = [];
    const memoryRows: string[][] = [];
    for (const [shape, lines] of [
      ['workflow', 250_000],
      ['workflow', 1_000_000],
      ['fixed', 1_000_000],
    ] as const) {
      const file = path.join(work, `${shape}-${lines}.jsonl`);
      const { entities } = await writeTrace(file, lines, shape);
      const label = `${shape} ${count(lines)} lines (${mebibytes(file)}, ${count(entities)} entities)`;
      if (shape === 'workflow') {
        const [stream, sync, checked] = sampleInterleaved(
          [[floor, file, 'stream'], [floor, file, 'sync'], conformance(file)],
          runs,
          work,
        ).map(summary) as [Summary, Summary, Summary];
        for (const [name, base] of [
          ['read stream', stream],
          ['readSync, as awm', sync],
        ] as const)
          speedRows.push([
            label,
            name,
            base.medianMs.toFixed(0),
            checked.medianMs.toFixed(0),
            (base.medianMs / checked.medianMs).toFixed(2),
            base.cpuMs.toFixed(0),
            checked.cpuMs.toFixed(0),
            (base.cpuMs / checked.cpuMs).toFixed(2),
            checked.peakMiB.toFixed(0),
          ]);
      }
      if (lines === 1_000_000) {
        const memory = retainedMemory(file, lines);
        memoryRows.push([
          `${shape} (${count(entities)} entities)`,
          ...memory.map((m) => m.toFixed(1)),
          ((memory.at(-1)! * 1024 * 1024) / entities).toFixed(0),
        ]);
      }
      rmSync(file);
    }
    console.log(
      `\nawm conformance in AWM names, whole process, median of ${runs} runs after a warm-up, the three ` +
        'commands taking turns; floor = a node process that reads the file and JSON.parses each line, as a ' +
        'read stream of 1 MiB chunks or, as awm does, with readSync 64 KiB at a time; x floor = floor time / ' +
        'awm time (wall clock, and CPU time user + system)',
    );
    table(
      ['trace', 'floor', 'floor ms', 'awm ms', 'x floor', 'floor CPU ms', 'awm CPU ms', 'x floor CPU', 'awm peak MiB'],
      speedRows,
    );
    console.log('target: at least 0.8x the floor on the 1,000,000-line trace');
    console.log(
      '\nawm conformance memory retained after a full GC (JavaScript heap and typed arrays), MiB, ' +
        'at each quarter of a 1,000,000-line trace',
    );
    table(['trace', '250k lines', '500k', '750k', '1M', 'bytes/entity'], memoryRows);
    console.log(
      'target: flat in the number of lines (the fixed trace: 20,000 entities moving between states); ' +
        'it grows only with distinct entities',
    );

    const nativeRows: string[][] = [];
    for (const lines of [250_000, 1_000_000]) {
      const nativeFile = path.join(work, `native-${lines}.jsonl`);
      const awmFile = path.join(work, `awm-${lines}.jsonl`);
      await writeWorkUnits(nativeFile, lines, 'native');
      await writeWorkUnits(awmFile, lines, 'awm');
      // The Issues (WorkSessions) the units belong to are not in the trace: --allow-partial.
      const [plain, native] = sampleInterleaved(
        [
          conformance('--allow-partial', awmFile),
          conformance('--system', 'awaken-workforce', '--allow-partial', nativeFile),
        ],
        runs,
        work,
      ).map(summary) as [Summary, Summary];
      nativeRows.push([
        `WorkUnits, ${count(lines)} lines (${mebibytes(nativeFile)})`,
        plain.medianMs.toFixed(0),
        native.medianMs.toFixed(0),
        (native.medianMs / plain.medianMs).toFixed(2),
        plain.cpuMs.toFixed(0),
        native.cpuMs.toFixed(0),
        (native.cpuMs / plain.cpuMs).toFixed(2),
      ]);
      rmSync(nativeFile);
      rmSync(awmFile);
    }
    console.log(
      "\nNative conformance (--system awaken-workforce, the trace in Awaken's names) against the same events " +
        `in AWM names, whole process, median of ${runs} runs taking turns; x AWM = native time / AWM-named time`,
    );
    table(['trace', 'AWM names ms', 'native ms', 'x AWM', 'AWM CPU ms', 'native CPU ms', 'x AWM CPU'], nativeRows);
    console.log('target: at most 1.5x the AWM-named check');
    unknownTerms(work);
    console.log(`\nload average at the end: ${load()}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
