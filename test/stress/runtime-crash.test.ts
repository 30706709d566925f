// SIGKILL at random points while a process appends: after each kill the database is sound and kept every promise.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { crashCycles, prepareCrashDatabase } from '../helpers/crash-harness.js';
import { bundledRuntimeModel } from '../helpers/runtime.js';
import { tempDir } from '../helpers/temp-model.js';

const kills = 50;

test(
  `${kills} SIGKILLs: integrity_check passes, acknowledged batches survive whole, no batch is partial, replay ` +
    `equals the projection, the chain verifies`,
  async () => {
    const dir = tempDir('awm-crash-');
    const file = path.join(dir, 'runtime.db');
    try {
      const model = await bundledRuntimeModel();
      await prepareCrashDatabase(file, model);
      const report = await crashCycles(file, model, kills);
      assert.is(report.kills, kills);
      assert.ok(
        report.acknowledgedBatches >= kills,
        `every worker acknowledged a batch before its kill (${report.acknowledgedBatches})`,
      );
      console.log(
        `  ${report.kills} kills, ${report.acknowledgedBatches} acknowledged batches, ${report.facts} facts verified`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test.run();
