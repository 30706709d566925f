// A LintSession that re-runs only the rules an edit can affect reports what a full lint reports, edit after edit.
import { readdirSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lintRules } from '../lint-rules/index.js';
import { LintSession, type SessionResult } from '../src/lint/lint-session.js';
import { copyModel } from './helpers/temp-model.js';

/** A small seeded generator (mulberry32), so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const model = copyModel();
const termFiles = readdirSync(model.file('terms')).map((name) => `terms/${name}`);
const originals = new Map([...termFiles, 'model.yaml'].map((file) => [file, model.read(file)]));
const roles = ['agent-runtime', 'host-product', 'no-such-role'];
const terms = ['Task', 'AgentRun', 'WorkSession', 'Principal', 'NoSuchTerm'];

/** Edits an editor might make in the middle of typing, each of one kind of section; some break the schema. */
const edits: ((text: string, pick: <T>(list: readonly T[]) => T) => string)[] = [
  (text) => text.replace(/to: (\w+)\}/, 'to: $1x}'),
  (text) => text.replace(/states: \[(\w+), /, 'states: [$1z, '),
  (text, pick) => text.replace(/owner: [\w-]+/, `owner: ${pick(roles)}`),
  (text, pick) => text.replace(/target: \w+/, `target: ${pick(terms)}`),
  (text) => text.replace(/inverse: (\w+)/, 'inverse: $1s'),
  (text, pick) => text.replace(/cardinality: \S+/, `cardinality: ${pick(['"1"', '0..1', '0..*', 'many'])}`),
  (text) =>
    text.replace(
      'fields:\n',
      'fields:\n  - {name: session_id, kind: reference, type: name, portable_snapshot: true}\n',
    ),
  (text, pick) => text.replace(/aliases: \[[^\]]*\]/, `aliases: [${pick(['run', 'task', 'attempt'])}]`),
  (text, pick) =>
    text.replace(/mutability: \w+/, `mutability: ${pick(['mutable', 'immutable', 'ephemeral', 'fixed'])}`),
  (text, pick) => {
    // Any line may go: a required key, half a relationship, a state.
    const lines = text.split('\n');
    lines.splice(pick([...lines.keys()].slice(1)), 1);
    return lines.join('\n');
  },
];

const options = { rules: lintRules, modelDir: 'model', cwd: model.root };
const reportOf = (result: SessionResult) =>
  JSON.stringify({
    configDiagnostics: result.configDiagnostics,
    diagnostics: result.report?.diagnostics,
    withheld: result.report?.withheld,
    suppressed: result.report?.suppressed,
  });

test('after each of 50 random edits, the incremental result equals a full lint of the same buffers', () => {
  const next = random(20261130);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const session = new LintSession(options);
  session.run();
  const buffers = new Map<string, string>();
  let reused = 0;
  for (let step = 0; step < 50; step++) {
    const file = next() < 0.05 ? 'model.yaml' : pick(termFiles);
    const current = buffers.get(file) ?? originals.get(file)!;
    // Now and then a buffer goes back to what is on disk, as an undo would.
    const text =
      next() < 0.15
        ? originals.get(file)!
        : file === 'model.yaml'
          ? current.replace(/\n {2}- \w+/, '')
          : pick(edits)(current, pick);
    buffers.set(file, text);
    session.setOverlay(model.file(file), text);
    const incremental = session.run();
    reused += incremental.reusedRules.size;

    const fresh = new LintSession(options);
    for (const [path, buffer] of buffers) fresh.setOverlay(model.file(path), buffer);
    assert.is(reportOf(incremental), reportOf(fresh.run()), `step ${step}: ${file}`);
  }
  // The test would pass with no reuse at all; make sure the incremental path was taken.
  assert.ok(reused > 0, 'some rules were reused');
});

test('an edit of a section no rule reads re-runs no rule', () => {
  const session = new LintSession(options);
  const file = model.file('terms/Task.yaml');
  session.run();
  session.setOverlay(
    file,
    originals.get('terms/Task.yaml')!.replace('  Describe planned', '  Indeed, describe planned'),
  );
  const result = session.run();
  assert.equal([...result.reusedRules].sort(), lintRules.map((rule) => rule.code).sort());
});

test('an edited crosswalk quote is checked as edited, and again once the edit is undone', () => {
  // The evidence rules share a crosswalk's claims per document: an edited buffer must not get the claims of before.
  const file = 'mappings/awaken-workforce.yaml';
  const original = model.read(file);
  const quote = 'a Project is the innermost container an object belongs to';
  assert.ok(original.includes(quote));
  const session = new LintSession(options);
  const codesIn = (result: SessionResult) =>
    (result.report?.diagnostics ?? []).filter((d) => d.file.endsWith(file)).map((d) => d.code);
  assert.not.ok(codesIn(session.run()).includes('EVIDENCE_NOT_IN_SOURCE'));
  session.setOverlay(model.file(file), original.replace(quote, 'a Project is a thing the source never says'));
  assert.ok(codesIn(session.run()).includes('EVIDENCE_NOT_IN_SOURCE'), 'the edited quote is looked up');
  session.setOverlay(model.file(file), original);
  assert.not.ok(codesIn(session.run()).includes('EVIDENCE_NOT_IN_SOURCE'), 'and the undone one too');
});

test.after(() => model.dispose());

test.run();
