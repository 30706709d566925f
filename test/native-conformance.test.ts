// awm conformance --system: native-vocabulary traces of each crosswalk, translated and checked, with the exact
// findings.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkNativeTrace } from '../src/map/native-trace.js';
import type { MappingDocument } from '../src/model/documents.js';
import type { Finding } from '../src/runtime/conformance/findings.js';
import { buildTraceModel } from '../src/runtime/conformance/trace-model.js';
import { loadCompiledModel } from '../src/runtime/model-source.js';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';

const fixtures = repoPath('test', 'fixtures', 'conformance', 'native');
interface Expected {
  system: string;
  options?: { allowPartial?: boolean };
  events: number;
  findings: Finding[];
}
const expected = (stem: string) =>
  JSON.parse(readFileSync(path.join(fixtures, `${stem}.expected.json`), 'utf8')) as Expected;
const stems = readdirSync(fixtures)
  .filter((file) => file.endsWith('.jsonl'))
  .map((file) => file.replace(/\.jsonl$/, ''))
  .sort();

test('every crosswalk of a system with a lifecycle mapping has a legal and an illegal native trace', () => {
  assert.equal(stems, [
    'awaken-workforce-illegal',
    'awaken-workforce-legal',
    'hoziron-illegal',
    'hoziron-legal',
    'vox-illegal',
    'vox-legal',
  ]);
  for (const stem of stems.filter((name) => name.endsWith('-legal')))
    assert.equal(expected(stem).findings, [], `${stem} has no findings`);
  for (const stem of stems.filter((name) => name.endsWith('-illegal')))
    assert.ok(expected(stem).findings.length > 0, `${stem} has findings`);
});

for (const stem of stems) {
  test(`awm conformance --system: ${stem} gives exactly the expected findings`, () => {
    const { system, options, events, findings } = expected(stem);
    const args = [
      'conformance',
      '--system',
      system,
      path.join(fixtures, `${stem}.jsonl`),
      '--format',
      'json',
      ...(options?.allowPartial ? ['--allow-partial'] : []),
    ];
    const result = runAwm(args, repoPath());
    assert.is(result.status, findings.length === 0 ? 0 : 1, result.stderr);
    assert.is(result.stderr, '');
    assert.equal(JSON.parse(result.stdout), { findings, events });
  });
}

test('the library gives the same findings whatever the chunking', async () => {
  const compiled = await loadCompiledModel();
  const built = buildTraceModel(compiled);
  if (!built.ok) throw new Error(built.problems.join('\n'));
  const { system, options, findings } = expected('awaken-workforce-illegal');
  const crosswalk = compiled.mappings!.find((mapping) => mapping.system === system)!;
  const text = readFileSync(path.join(fixtures, 'awaken-workforce-illegal.jsonl'));
  for (const size of [1, 13]) {
    const seen: Finding[] = [];
    const chunks = (async function* () {
      for (let at = 0; at < text.length; at += size) yield text.subarray(at, at + size);
    })();
    await checkNativeTrace(
      chunks,
      built.traceModel,
      crosswalk,
      compiled.terms,
      (finding) => seen.push(finding),
      options,
    );
    assert.equal(seen, findings, `chunks of ${size}`);
  }
});

test(
  'a native term two AWM terms share, with no state map to choose, is UNMAPPED_TERM; refs accept native term ' +
    'names',
  async () => {
    const compiled = await loadCompiledModel();
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
      },
      state_maps: {
        WorkSession: {
          states: {
            NEW: { awm_state: 'proposed', fidelity: 'exact' },
            GONE: { awm_state: null, fidelity: 'none', notes: 'purged' },
          },
        },
        AgentRun: { states: { TODO: { awm_state: 'assigned', fidelity: 'exact' } } },
      },
    };
    const trace = [
      { term: 'Bot', id: 'b-1', at: '2026-01-01T00:00:00Z' },
      { term: 'Job', id: 'j-1', state: 'NEW', at: '2026-01-01T00:00:01Z' },
      { term: 'Step', id: 's-1', state: 'TODO', at: '2026-01-01T00:00:02Z', refs: { Job: 'j-1' } },
      { term: 'Job', id: 'j-1', state: 'GONE', at: '2026-01-01T00:00:03Z' },
    ];
    const seen: Finding[] = [];
    const summary = await checkNativeTrace(
      Readable.from([trace.map((event) => JSON.stringify(event)).join('\n')]),
      built.traceModel,
      crosswalk,
      compiled.terms,
      (f) => seen.push(f),
    );
    assert.equal(
      seen.map((f) => `${f.line} ${f.code} ${f.message}`),
      [
        '1 UNMAPPED_TERM "Bot" cannot be translated by the twins crosswalk: it stands for AgentProfile and ' +
          'AgentInstance, and no single state map tells them apart',
        '4 UNMAPPED_STATE Job state "GONE" has no WorkSession equivalent: purged',
      ],
    );
    assert.is(summary.events, 4, 'an untranslatable record still counts as an event');
  },
);

test('stylish output labels findings with the native names; an unknown system is a usage error', () => {
  const dirty = runAwm(
    ['conformance', '--system', 'vox', 'test/fixtures/conformance/native/vox-illegal.jsonl'],
    repoPath(),
  );
  assert.is(dirty.status, 1);
  assert.match(
    dirty.stdout,
    new RegExp(
      String.raw`\n\s+2 {2}error {2}AgentInstance agent_c: ready -> starting is not a transition of AgentInstance ` +
        String.raw`\(from ready: busy, stopping, failed\) \[Agent IDLE\] {2}ILLEGAL_TRANSITION\n`,
    ),
  );
  assert.match(dirty.stdout, '✖ 8 findings in 11 events');
  const unknown = runAwm(
    ['conformance', '--system', 'hozirn', 'test/fixtures/conformance/native/vox-legal.jsonl', '--format', 'json'],
    repoPath(),
  );
  assert.is(unknown.status, 2);
  assert.is(unknown.stdout, '');
  assert.match(
    unknown.stderr,
    'awm conformance: unknown system "hozirn" (did you mean "hoziron"?); the model has crosswalks for: ' +
      'awaken-workforce, hoziron, project-interop, vox',
  );
  assert.not.ok(hasStackTrace(unknown.stderr));
});

test.run();
