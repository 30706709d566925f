// Benchmark: native conformance (a trace in Awaken Workforce's names, translated through its crosswalk) against the
// same trace in AWM names.
import { createWriteStream, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { printTable, sampleProcess, summary, type Row } from './measure.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');
const floor = repoPath('dist', 'test', 'bench', 'json-lines-floor.js');

/**
 * WorkUnits (AgentRuns) of many Issues (WorkSessions), each queued, active, then ended; the same
 * events in Awaken's names (`WorkUnit`, `active`, `refs.Issue`) or in AWM's (`AgentRun`,
 * `running`, `refs.work_session_id`), so the difference between the two runs is the translation.
 */
async function writeWorkUnits(file: string, lines: number, names: 'native' | 'awm'): Promise<void> {
  const out = createWriteStream(file);
  const term = names === 'native' ? 'WorkUnit' : 'AgentRun';
  const states = names === 'native' ? ['queued', 'active', 'succeeded'] : ['assigned', 'running', 'succeeded'];
  let clock = Date.parse('2026-04-01T00:00:00Z');
  let buffer = '';
  for (let written = 0, unit = 0; written < lines; unit++) {
    const issue = `ISS-${Math.floor(unit / 20)}`;
    for (let s = 0; s < states.length && written < lines; s++, written++) {
      clock += 1;
      const refs = s === 0 ? { refs: names === 'native' ? { Issue: issue } : { work_session_id: issue } } : {};
      const event = { term, id: `wu-${unit}`, state: states[s], at: new Date(clock).toISOString(), ...refs };
      buffer += `${JSON.stringify(event)}\n`;
    }
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      buffer = '';
    }
  }
  out.end(buffer);
  await new Promise<void>((resolve) => out.once('close', () => resolve()));
}

export default async function benchMapping(): Promise<void> {
  const work = tempDir('awm-bench-mapping-');
  try {
    const rows: Row[] = [];
    for (const lines of [250_000, 1_000_000]) {
      const nativeFile = path.join(work, `native-${lines}.jsonl`);
      const awmFile = path.join(work, `awm-${lines}.jsonl`);
      await writeWorkUnits(nativeFile, lines, 'native');
      await writeWorkUnits(awmFile, lines, 'awm');
      const mebibytes = (statSync(nativeFile).size / 1024 / 1024).toFixed(0);
      const label = `${lines.toLocaleString('en-US')} lines (${mebibytes} MiB)`;
      const base = summary(sampleProcess([floor, nativeFile], 3, work));
      const plain = summary(
        sampleProcess([awm, 'conformance', '--allow-partial', awmFile, '--format', 'json'], 3, work),
      );
      const native = summary(
        sampleProcess(
          [awm, 'conformance', '--system', 'awaken-workforce', '--allow-partial', nativeFile, '--format', 'json'],
          3,
          work,
        ),
      );
      rows.push({ model: label, command: 'read + JSON.parse (floor)', ...base, ratio: 1 });
      rows.push({
        model: label,
        command: 'awm conformance (AWM names)',
        ...plain,
        ratio: plain.medianMs / base.medianMs,
      });
      rows.push({
        model: label,
        command: 'awm conformance --system awaken-workforce',
        ...native,
        ratio: native.medianMs / base.medianMs,
      });
      console.log(`${label}: translation costs ${(native.medianMs / plain.medianMs).toFixed(2)}x the AWM-named check`);
      rmSync(nativeFile);
      rmSync(awmFile);
    }
    console.log(
      'Native conformance, whole process, median of 3 runs after a warm-up ' +
        '(baseline = read the file and JSON.parse each line)',
    );
    printTable(rows);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
