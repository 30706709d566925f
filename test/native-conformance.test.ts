// awm conformance --system: native traces from each source's own examples, checked against the native lifecycles, then
// projected.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkNativeTrace } from '../src/conformance/native-trace.js';
import type { Finding } from '../src/conformance/findings.js';
import { buildTraceModel } from '../src/conformance/trace-model.js';
import type { MappingDocument } from '../src/model/documents.js';
import { loadCompiledModel } from '../src/runtime/load-runtime-model.js';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';
import { tempDir } from './helpers/temp-model.js';
import { yamlCrosswalkFidelities } from './helpers/yaml-model.js';

const fixtures = repoPath('test', 'fixtures', 'conformance', 'native');
const compiledModel = repoPath('generated', 'model.json');
interface Expected {
  system: string;
  /** Illegal traces: the line of the one record the native lifecycle does not allow. */
  fails_at?: number;
  events: number;
  findings: Finding[];
}
const expected = (stem: string) =>
  JSON.parse(readFileSync(path.join(fixtures, `${stem}.expected.json`), 'utf8')) as Expected;
const stems = readdirSync(fixtures)
  .filter((file) => file.endsWith('.jsonl'))
  .map((file) => file.replace(/\.jsonl$/, ''))
  .sort();
const systems = ['awaken-workforce', 'hoziron', 'vox'];

test('each system has at least two legal and two illegal native traces; illegal ones fail at one line', () => {
  for (const system of systems) {
    const legal = stems.filter((stem) => stem.startsWith(`${system}-legal-`));
    const illegal = stems.filter((stem) => stem.startsWith(`${system}-illegal-`));
    assert.ok(legal.length >= 2, `${system}: ${legal.length} legal traces`);
    assert.ok(illegal.length >= 2, `${system}: ${illegal.length} illegal traces`);
    for (const stem of legal)
      assert.equal(
        expected(stem).findings.filter((finding) => finding.severity === 'error'),
        [],
        `${stem} has no error`,
      );
    for (const stem of illegal) {
      const errors = expected(stem).findings.filter((finding) => finding.severity === 'error');
      assert.is(errors.length, 1, `${stem} has one error`);
      assert.is(errors[0]!.line, expected(stem).fails_at, `${stem} fails at the line of its one bad record`);
    }
  }
});

for (const stem of stems) {
  test(`awm conformance --system: ${stem} gives exactly the expected findings`, () => {
    const { system, events, findings } = expected(stem);
    const file = path.join(fixtures, `${stem}.jsonl`);
    const args = ['conformance', '--system', system, file, '--format', 'json', '--model', compiledModel];
    const result = runAwm(args, repoPath());
    const errors = findings.filter((finding) => finding.severity === 'error').length;
    assert.is(result.status, errors === 0 ? 0 : 1, result.stderr);
    assert.is(result.stderr, '');
    assert.equal(JSON.parse(result.stdout), {
      model: compiledModel,
      findings,
      events,
      errors,
      warnings: findings.length - errors,
    });
  });
}

test('the library gives the same findings whatever the chunking', async () => {
  const compiled = await loadCompiledModel(compiledModel);
  const built = buildTraceModel(compiled);
  if (!built.ok) throw new Error(built.problems.join('\n'));
  const { system, findings } = expected('awaken-workforce-legal-how-it-fits');
  const crosswalk = compiled.mappings!.find((mapping) => mapping.system === system)!;
  const text = readFileSync(path.join(fixtures, 'awaken-workforce-legal-how-it-fits.jsonl'));
  for (const size of [1, 13]) {
    const seen: Finding[] = [];
    const chunks = (async function* () {
      for (let at = 0; at < text.length; at += size) yield text.subarray(at, at + size);
    })();
    await checkNativeTrace(chunks, built.traceModel, crosswalk, compiled.terms, (finding) => seen.push(finding));
    assert.equal(seen, findings, `chunks of ${size}`);
  }
});

const countAsParents =
  'records of a term mapped without a state map, or in a state with no AWM state, still count as parents';
test(countAsParents, async () => {
  const compiled = await loadCompiledModel(compiledModel);
  const built = buildTraceModel(compiled);
  if (!built.ok) throw new Error(built.problems.join('\n'));
  const crosswalk: MappingDocument = {
    system: 'twins',
    description: 'test',
    status: 'draft',
    fidelity_overview: 'partial',
    verified_against: null,
    notes: 'test',
    compatibility_field_mappings: [],
    terms: {
      AgentProfile: { fidelity: 'partial', native_term: 'Bot' },
      AgentInstance: { fidelity: 'partial', native_term: 'Bot' },
      WorkSession: { fidelity: 'partial', native_term: 'Job' },
      AgentRun: { fidelity: 'partial', native_term: 'Step' },
      Task: { fidelity: 'partial', native_term: 'Chore' },
    },
    native_lifecycles: {
      Job: { states: ['NEW', 'HELD'], initial: 'NEW', terminal: [], transitions: [{ from: 'NEW', to: 'HELD' }] },
    },
    state_maps: {
      WorkSession: {
        states: {
          NEW: { awm_state: 'proposed', fidelity: 'exact' },
          HELD: { awm_state: null, fidelity: 'none', notes: 'on hold' },
        },
      },
    },
  };
  const trace = [
    { term: 'Bot', id: 'b-1', at: '2026-01-01T00:00:00Z' },
    { term: 'Job', id: 'j-1', state: 'NEW', at: '2026-01-01T00:00:01Z' },
    { term: 'Job', id: 'j-1', state: 'HELD', at: '2026-01-01T00:00:02Z' },
    { term: 'Job', id: 'j-2', state: 'HELD', at: '2026-01-01T00:00:03Z' },
    { term: 'Step', id: 's-1', state: 'whatever', at: '2026-01-01T00:00:04Z', refs: { Job: 'j-1' } },
    { term: 'Chore', id: 'c-1', state: 'TODO', at: '2026-01-01T00:00:05Z', refs: { work_session_id: 'j-2' } },
    { term: 'Widget', id: 'w-1', at: '2026-01-01T00:00:06Z' },
  ];
  const run = async (strict: boolean) => {
    const seen: Finding[] = [];
    const summary = await checkNativeTrace(
      Readable.from([trace.map((event) => JSON.stringify(event)).join('\n')]),
      built.traceModel,
      crosswalk,
      compiled.terms,
      (f) => seen.push(f),
      { strict },
    );
    return { seen, summary };
  };
  const { seen, summary } = await run(false);
  assert.equal(
    seen.map((f) => `${f.line} ${f.code} ${f.severity} ${f.message}`),
    [
      '1 PROJECTION_LOSS warning Bot is ambiguous, standing for AgentProfile and AgentInstance with no single state ' +
        'map to tell them apart, in the twins crosswalk: its records are not checked, not projected to the AWM',
      '3 PROJECTION_LOSS warning Job state "HELD" has no WorkSession state in the twins crosswalk: on hold',
      '4 NOT_INITIAL error Job j-2 is first seen in state HELD; its lifecycle starts in NEW',
      '4 PROJECTION_LOSS warning Job state "HELD" has no WorkSession state in the twins crosswalk: on hold',
      '7 UNMAPPED_TERM warning "Widget" is not a term of the twins crosswalk; its records are not checked',
    ],
    'the Step and the Chore find their parents: a record whose state could not be projected still counts',
  );
  assert.is(summary.events, 7);
  assert.equal([summary.errors, summary.warnings], [1, 4]);
  const strict = await run(true);
  assert.equal(
    strict.seen.filter((f) => f.code === 'UNMAPPED_TERM').map((f) => f.severity),
    ['error'],
  );
});

test('--strict makes an unknown native term an error; stylish output labels findings with native names', () => {
  const dir = tempDir('awm-native-');
  try {
    const trace = path.join(dir, 'trace.jsonl');
    writeFileSync(
      trace,
      [
        '{"term":"Agent","id":"agent_a","state":"IDLE","at":"2026-05-01T07:00:00Z"}',
        '{"term":"Telegram","id":"chat-1","at":"2026-05-01T07:00:01Z"}',
        '{"term":"Agent","id":"agent_a","state":"DEAD","at":"2026-05-01T07:00:02Z"}',
      ].join('\n'),
    );
    const args = ['conformance', '--system', 'vox', trace, '--model', compiledModel];
    const lenient = runAwm([...args, '--format', 'json'], dir);
    const strict = runAwm([...args, '--format', 'json', '--strict'], dir);
    const code = (output: string) =>
      (JSON.parse(output) as { findings: Finding[] }).findings.map((f) => `${f.line} ${f.code} ${f.severity}`);
    assert.equal(code(lenient.stdout), ['2 UNMAPPED_TERM warning', '3 ILLEGAL_TRANSITION error']);
    assert.equal(code(strict.stdout), ['2 UNMAPPED_TERM error', '3 ILLEGAL_TRANSITION error']);
    const stylish = runAwm(args, dir);
    assert.is(stylish.status, 1);
    assert.match(
      stylish.stdout,
      new RegExp(
        String.raw`\n\s+3 {2}error {4}Agent agent_a: IDLE -> DEAD is not a move of the native lifecycle of Agent ` +
          String.raw`in the vox crosswalk \(from IDLE: ACTIVE\) \[Agent DEAD\] {2}ILLEGAL_TRANSITION\n`,
      ),
    );
    assert.match(stylish.stdout, `✖ 2 findings (1 error, 1 warning) in 3 events (checked against ${compiledModel})`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test(
  '--model defaults to ./model, which says so, so a crosswalk added there is found; an unknown system is a usage ' +
    'error',
  () => {
    const dir = tempDir('awm-native-');
    try {
      cpSync(repoPath('model'), path.join(dir, 'model'), { recursive: true });
      const acme = readFileSync(repoPath('model', 'mappings', 'project-interop.yaml'), 'utf8')
        .replace('system: project-interop', 'system: acme')
        .replace('    native_term: Project\n', '    native_term: Workspace\n');
      writeFileSync(path.join(dir, 'model', 'mappings', 'acme.yaml'), acme);
      const trace = path.join(dir, 'acme.jsonl');
      writeFileSync(trace, '{"term":"Workspace","id":"w-1","state":"active","at":"2026-05-01T07:00:00Z"}\n');
      const found = runAwm(['conformance', '--system', 'acme', trace], dir);
      assert.is(found.status, 0, found.stdout + found.stderr);
      assert.match(found.stdout, 'acme.jsonl: 1 event, no findings (checked against model)');
      const unknown = runAwm(['conformance', '--system', 'hozirn', trace, '--format', 'json'], dir);
      assert.is(unknown.status, 2);
      assert.is(unknown.stdout, '');
      assert.match(
        unknown.stderr,
        'awm conformance: unknown system "hozirn" (did you mean "hoziron"?); model has crosswalks for: ' +
          ['acme', ...yamlCrosswalkFidelities().keys()].sort().join(', '),
      );
      assert.not.ok(hasStackTrace(unknown.stderr));
      const bundled = runAwm(['conformance', trace, '--format', 'json'], path.join(dir, 'model'));
      assert.match(JSON.parse(bundled.stdout).model, /^the model bundled with awm \(\d+\.\d+\.\d+\)$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test.run();
