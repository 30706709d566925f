// Watch mode: awm lint --watch and awm build --watch run again on every change, pick up awm.config.yaml, see atomic
// saves and deletions, and keep going when the model folder is replaced or moved away and back.
import { cpSync, existsSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startAwm, type RunningAwm } from './helpers/cli.js';
import { pluginProject } from './helpers/plugin-project.js';
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

/** Saves as editors and `sed -i` do: the new text goes to a temporary file beside the file, renamed over it. */
function atomicWrite(file: string, text: string): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

interface Finding {
  code: string;
  severity: string;
  message: string;
}

/** The findings of each JSON lint report printed so far, one report per run. */
const reports = (running: RunningAwm) =>
  running
    .output()
    .stdout.split(/\n(?=\{)/)
    .filter((chunk) => chunk.trim() !== '')
    .flatMap((chunk) => {
      try {
        return [(JSON.parse(chunk) as { diagnostics: Finding[] }).diagnostics];
      } catch {
        return []; // The report being printed right now.
      }
    });

/** Waits until the last report printed satisfies `predicate`. */
async function lastReport(
  running: RunningAwm,
  predicate: (findings: Finding[]) => boolean,
  what: string,
): Promise<void> {
  const started = Date.now();
  for (;;) {
    const last = reports(running).at(-1);
    if (last && predicate(last)) return;
    if (Date.now() - started > patienceMs) throw new Error(`no report with ${what}:\n${running.output().stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const errorCodes = (findings: Finding[]) => findings.filter((f) => f.severity === 'error').map((f) => f.code);

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

test("awm lint --watch runs the configuration's plugins, on each edit and as the plugin list changes", async () => {
  const project = pluginProject();
  project.config('plugins:\n  - ./house-rules.mjs\n');
  const running = startAwm(['lint', '--watch', '--format', 'json'], project.root);
  const says = (text: string) => (findings: Finding[]) => findings.some((f) => f.message.includes(text));
  try {
    await lastReport(
      running,
      (findings) => findings.some((f) => f.code === 'house/INVARIANT_LEVEL_KEYWORD'),
      'a plugin',
    );
    project.replace(
      'terms/Task.yaml',
      '    level: MUST\n    text: A Task MUST belong',
      '    level: MAY\n    text: A Task MUST belong',
    );
    await lastReport(running, says('invariant session-scoped of Task has level MAY'), 'the edited invariant');
    project.config('plugins:\n  - ./house-rules.mjs\n  - awm-plugin-acme\n');
    await lastReport(
      running,
      (findings) => findings.some((f) => f.code.startsWith('acme/')),
      "the added plugin's rules",
    );
  } finally {
    running.child.kill('SIGINT');
    await running.exited;
    project.dispose();
  }
});

test('awm build --watch writes after a fix and atomic saves, refuses on errors, survives the model away', async () => {
  const model = modelWithReview(broken);
  const out = path.join(model.root, 'generated');
  const running = startAwm(['build', '--watch'], model.root);
  try {
    await waitFor(running, 'stderr', 'nothing written to generated/');
    assert.not.ok(existsSync(out));
    atomicWrite(model.file(reviewFile), reviewText);
    await waitFor(running, 'stdout', 'awm build:');
    assert.ok(existsSync(path.join(out, 'model.json')));
    // A second save the same way: Node's recursive watch lost the file after the first.
    atomicWrite(model.file(reviewFile), edit(reviewText, 'Record whether', 'Keep track of whether'));
    await waitFor(running, 'stdout', 'wrote generated/model.json', 2);
    assert.match(readFileSync(path.join(out, 'model.json'), 'utf8'), 'Keep track of whether');
    // The model directory disappears (a branch switch) and comes back: the watcher carries on.
    renameSync(model.modelDir, `${model.modelDir}.away`);
    await waitFor(running, 'stderr', 'MODEL_NOT_FOUND');
    renameSync(`${model.modelDir}.away`, model.modelDir);
    model.write(reviewFile, edit(reviewText, 'Record whether', 'Record if'));
    await waitFor(running, 'stdout', 'wrote generated/model.json', 3);
    assert.match(readFileSync(path.join(out, 'model.json'), 'utf8'), 'Record if');
  } finally {
    running.child.kill('SIGINT');
    await running.exited;
    model.dispose();
  }
});

test('awm lint --watch sees atomic saves, again and again, and a deleted file', async () => {
  const model = modelWithReview();
  const review = model.file(reviewFile);
  const running = startAwm(['lint', '--watch', '--format', 'json'], model.root);
  try {
    await lastReport(running, (findings) => errorCodes(findings).length === 0, 'no errors');
    for (let save = 1; save <= 2; save++) {
      atomicWrite(review, broken);
      await lastReport(running, (findings) => errorCodes(findings).includes('LIFECYCLE_STATE'), `save ${save}`);
      atomicWrite(review, reviewText);
      await lastReport(running, (findings) => errorCodes(findings).length === 0, `save ${save} undone`);
    }
    unlinkSync(review);
    await lastReport(
      running,
      (findings) => findings.some((f) => f.code === 'UNKNOWN_REFERENCE' && f.message.includes('"Review"')),
      'term_order naming the deleted Review',
    );
  } finally {
    running.child.kill('SIGINT');
    await running.exited;
    model.dispose();
  }
});

test('awm lint --watch survives the model folder (or one in it) replaced or moved away and back; says so', async () => {
  const model = modelWithReview();
  const running = startAwm(['lint', '--watch', '--format', 'json'], model.root);
  const replacement = `${model.modelDir}.new`;
  try {
    await lastReport(running, (findings) => errorCodes(findings).length === 0, 'no errors');
    // A branch switch or a sync tool: a new folder, made beside the old, takes its place.
    cpSync(model.modelDir, replacement, { recursive: true });
    writeFileSync(path.join(replacement, reviewFile), broken);
    renameSync(model.modelDir, `${model.modelDir}.old`);
    renameSync(replacement, model.modelDir);
    rmSync(`${model.modelDir}.old`, { recursive: true });
    await waitFor(running, 'stderr', 'awm: model/ was replaced; watching the new folder');
    await lastReport(running, (findings) => errorCodes(findings).includes('LIFECYCLE_STATE'), 'the new folder linted');
    // The new folder is the one watched: an edit in it is seen.
    atomicWrite(model.file(reviewFile), reviewText);
    await lastReport(running, (findings) => errorCodes(findings).length === 0, 'the fix in the new folder');
    renameSync(model.modelDir, `${model.modelDir}.away`);
    await waitFor(running, 'stderr', 'awm: model/ was moved or deleted; waiting for it to come back');
    // Edits to the folder moved away are not the model's.
    writeFileSync(path.join(`${model.modelDir}.away`, reviewFile), broken);
    renameSync(`${model.modelDir}.away`, model.modelDir);
    await waitFor(running, 'stderr', 'awm: model/ is back; watching it again');
    await lastReport(running, (findings) => errorCodes(findings).includes('LIFECYCLE_STATE'), 'the folder back');
    model.write(reviewFile, reviewText);
    await lastReport(running, (findings) => errorCodes(findings).length === 0, 'an edit after the return');
    // A folder inside the model replaced the same way: what it holds is read anew.
    const terms = model.file('terms');
    cpSync(terms, `${terms}.new`, { recursive: true });
    writeFileSync(path.join(`${terms}.new`, path.basename(reviewFile)), broken);
    renameSync(terms, `${terms}.old`);
    renameSync(`${terms}.new`, terms);
    await lastReport(running, (findings) => errorCodes(findings).includes('LIFECYCLE_STATE'), 'the new terms/');
    rmSync(`${terms}.old`, { recursive: true });
  } finally {
    running.child.kill('SIGINT');
    await running.exited;
    model.dispose();
  }
});

test.run();
