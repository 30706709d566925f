// Watch mode: awm lint --watch and awm build --watch run again on every change, pick up awm.config.yaml, and keep
// going.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startAwm, type RunningAwm } from './helpers/cli.js';
import { edit, modelWithReview, reviewFile, reviewText } from './helpers/review-term.js';

/** How long a test waits for the watcher to report a change. */
const patienceMs = 20_000;

/** Resolves when `stream` of the running command has grown to contain `text` `times` times. */
function waitFor(running: RunningAwm, stream: 'stdout' | 'stderr', text: string, times = 1): Promise<string> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const output = running.output()[stream];
      if (output.split(text).length - 1 >= times) return resolve(output);
      if (Date.now() - started > patienceMs)
        return reject(new Error(`no "${text}" (x${times}) in ${stream}:\n${output}`));
      setTimeout(poll, 25);
    };
    poll();
  });
}

const broken = edit(reviewText, '{from: open, to: rejected}', '{from: open, to: withdrawn}');

test('awm lint --watch lints again on each change and when awm.config.yaml changes', async () => {
  const model = modelWithReview();
  const running = startAwm(['lint', '--watch', '--format', 'json'], model.root);
  try {
    await waitFor(running, 'stderr', 'watching for changes', 1);
    model.write(reviewFile, broken);
    await waitFor(running, 'stdout', '"code": "LIFECYCLE_STATE"');
    await waitFor(running, 'stderr', 'awm lint --watch: problems');
    writeFileSync(path.join(model.root, 'awm.config.yaml'), 'rules:\n  LIFECYCLE_STATE: off\n');
    await waitFor(running, 'stderr', 'awm lint --watch: clean', 2);
    // A broken configuration is reported, and fixing it is picked up too.
    writeFileSync(path.join(model.root, 'awm.config.yaml'), 'rules:\n  LIFECYCLE_STAT: off\n');
    await waitFor(running, 'stderr', 'awm lint --watch: cannot lint');
    writeFileSync(path.join(model.root, 'awm.config.yaml'), 'rules: {}\n');
    await waitFor(running, 'stderr', 'awm lint --watch: problems', 2);
  } finally {
    running.child.kill('SIGINT');
    const ended = await running.exited;
    model.dispose();
    assert.is(ended.status, 1, 'the last run found problems');
  }
});

test('awm build --watch writes after a fix, refuses on errors, and survives the model going away', async () => {
  const model = modelWithReview(broken);
  const out = path.join(model.root, 'generated');
  const running = startAwm(['build', '--watch'], model.root);
  try {
    await waitFor(running, 'stderr', 'nothing written to generated/');
    assert.not.ok(existsSync(out));
    model.write(reviewFile, reviewText);
    await waitFor(running, 'stdout', 'awm build:');
    assert.ok(existsSync(path.join(out, 'model.json')));
    // The model directory disappears (a branch switch) and comes back: the watcher carries on.
    renameSync(model.modelDir, `${model.modelDir}.away`);
    await waitFor(running, 'stderr', 'MODEL_NOT_FOUND');
    renameSync(`${model.modelDir}.away`, model.modelDir);
    model.write(reviewFile, edit(reviewText, 'Record whether', 'Record if'));
    await waitFor(running, 'stdout', 'wrote generated/model.json', 2);
    assert.match(readFileSync(path.join(out, 'model.json'), 'utf8'), 'Record if');
  } finally {
    running.child.kill('SIGINT');
    await running.exited;
    model.dispose();
  }
});

test.run();
