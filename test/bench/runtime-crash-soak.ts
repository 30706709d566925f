// `npm run soak [-- kills]`: the crash test at length (default 500 SIGKILLs), on one growing database.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadRuntimeModel } from '../../src/runtime/load-runtime-model.js';
import { crashCycles, prepareCrashDatabase } from '../helpers/crash-harness.js';
import { tempDir } from '../helpers/temp-model.js';

const kills = Number(process.argv[2] ?? 500);
const dir = tempDir('awm-soak-');
const file = path.join(dir, 'runtime.db');
try {
  const model = await loadRuntimeModel();
  await prepareCrashDatabase(file, model);
  const started = Date.now();
  const report = await crashCycles(file, model, kills, 80);
  console.log(
    `${report.kills} SIGKILLs in ${((Date.now() - started) / 1000).toFixed(0)} s: every reopen passed ` +
      `integrity_check and verify; ` +
      `${report.acknowledgedBatches} acknowledged batches all present, ${report.unacknowledgedCommitted} committed ` +
      `just before a kill, no partial batch; ${report.facts} facts`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
