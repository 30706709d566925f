// awm conformance: fixtures with the exact findings expected, the translation hook, streaming limits, the CLI.
import { createReadStream, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLines, checkTrace, type CheckTraceOptions } from '../src/conformance/check-trace.js';
import { ConformanceChecker } from '../src/conformance/checker.js';
import { readEvent } from '../src/conformance/event.js';
import type { Finding } from '../src/conformance/findings.js';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { bundledTraceModel } from './helpers/bundled-trace-model.js';
import { repoPath } from './helpers/paths.js';
import { tempDir } from './helpers/temp-model.js';

const fixtures = repoPath('test', 'fixtures', 'conformance');
interface Expected {
  options?: CheckTraceOptions;
  events: number;
  findings: Finding[];
}

const model = bundledTraceModel;

async function check(chunks: AsyncIterable<string | Buffer>, options: CheckTraceOptions = {}) {
  const findings: Finding[] = [];
  const summary = await checkTrace(chunks, await model(), (finding) => findings.push(finding), options);
  return { ...summary, findings };
}

async function* inChunks(text: string | Buffer, size: number): AsyncIterable<Buffer> {
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

for (const name of readdirSync(fixtures)
  .filter((file) => file.endsWith('.jsonl'))
  .sort()) {
  const stem = name.replace(/\.jsonl$/, '');
  test(`fixture ${stem}: exactly the expected findings`, async () => {
    const expected = JSON.parse(readFileSync(path.join(fixtures, `${stem}.expected.json`), 'utf8')) as Expected;
    const result = await check(createReadStream(path.join(fixtures, name)), expected.options);
    assert.equal(result.findings, expected.findings);
    assert.is(result.events, expected.events);
    // The same bytes split at every awkward place (inside lines, inside UTF-8 sequences) give the same findings.
    const text = readFileSync(path.join(fixtures, name));
    for (const size of [1, 7, 64])
      assert.equal(
        (await check(inChunks(text, size), expected.options)).findings,
        expected.findings,
        `chunks of ${size}`,
      );
  });
}

test('every finding code is covered by a fixture (native traces in native/, wire recordings in wire/)', async () => {
  const { findingCatalog } = await import('../src/conformance/findings.js');
  const seen = new Set<string>();
  for (const dir of [fixtures, path.join(fixtures, 'native'), path.join(fixtures, 'wire')]) {
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.expected.json'))) {
      for (const finding of (JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Expected).findings)
        seen.add(finding.code);
    }
  }
  // A refused HTTP request only happens to the live receiver: test/conformance-live.test.ts covers it.
  const liveOnly = ['REFUSED_REQUEST'];
  assert.equal([...seen, ...liveOnly].sort(), Object.keys(findingCatalog).sort());
});

test('without --allow-partial the partial trace is reported as starting mid-way', async () => {
  const result = await check(createReadStream(path.join(fixtures, 'partial.jsonl')));
  assert.equal(
    result.findings.map((f) => `${f.line} ${f.code}`),
    ['1 NOT_INITIAL', '1 MISSING_PARENT', '2 NOT_INITIAL', '5 NOT_INITIAL', '5 MISSING_PARENT', '6 ILLEGAL_TRANSITION'],
  );
});

test('a line checker of its own can turn a native vocabulary into AWM events before they are checked', async () => {
  const native = [
    { kind: 'episode', key: 'E1', status: 'STARTED', ts: '2026-03-01T10:00:00Z' },
    { kind: 'job', key: 'J1', episode: 'E1', status: 'QUEUED', ts: '2026-03-01T10:00:01Z' },
    { kind: 'heartbeat', key: 'J1', ts: '2026-03-01T10:00:02Z' },
    { kind: 'job', key: 'J1', episode: 'E1', status: 'DONE', ts: '2026-03-01T10:00:03Z' },
    { kind: 'job', key: 'J1', episode: 'E1', status: 'RUNNING', ts: '2026-03-01T10:00:04Z' },
  ];
  const episodeStates: Record<string, string[]> = { STARTED: ['proposed', 'open'] };
  const jobStates: Record<string, string> = { QUEUED: 'assigned', RUNNING: 'running', DONE: 'succeeded' };
  const awm = new ConformanceChecker(await model());
  const checker = {
    malformed: awm.malformed.bind(awm),
    check(record: unknown, line: number, report: (finding: Finding) => void) {
      const event = record as { kind: string; key: string; episode?: string; status?: string; ts: string };
      const events =
        event.kind === 'episode'
          ? episodeStates[event.status!]!.map((state) => ({ term: 'WorkSession', id: event.key, state, at: event.ts }))
          : event.kind === 'job'
            ? [
                {
                  term: 'AgentRun',
                  id: event.key,
                  state: jobStates[event.status!],
                  at: event.ts,
                  refs: { work_session_id: event.episode },
                },
              ]
            : [];
      for (const translated of events) awm.check(translated, line, report);
    },
  };
  const findings: Finding[] = [];
  const text = native.map((event) => JSON.stringify(event)).join('\n');
  const summary = await checkLines(inChunks(text, 1024), checker, (finding) => findings.push(finding));
  assert.is(summary.events, 5, 'events are lines: one native line checked two events, the heartbeat none');
  assert.equal(
    findings.map((f) => `${f.line} ${f.code} ${f.term} ${f.id}`),
    ['4 ILLEGAL_TRANSITION AgentRun J1', '5 ILLEGAL_TRANSITION AgentRun J1'],
  );
});

test('timestamps: the fast reader agrees with Date.parse on RFC 3339, and anything else is MALFORMED_EVENT', () => {
  const accepted = [
    '2026-03-01T10:00:02Z',
    '2026-03-01T10:00:02.5Z',
    '2026-03-01T10:00:02.123456789+02:00',
    '2024-02-29T00:00:00Z',
    '0042-01-01T00:00:00-05:30',
  ];
  for (const at of accepted) {
    const event = readEvent({ term: 'Project', id: 'p', at });
    assert.ok(!('problem' in event), at);
    assert.is((event as { time: number }).time, Date.parse(at), at);
  }
  for (const at of [
    '2026-03-01 10:00:02Z',
    '2026-03-01T10:00:02',
    '2026-13-01T00:00:00Z',
    '2026-01-01T23:60:00Z',
    '2026-01-01T00:00:00+25:00',
    '2026-01-01T00:00:00.Z',
    // Date.parse takes these (rolling 30 February over into March); RFC 3339 does not.
    '2026-02-30T00:00:00Z',
    '2026-04-31T00:00:00Z',
    '2025-02-29T00:00:00Z',
    '2026-01-01T24:00:00Z',
  ])
    assert.ok('problem' in readEvent({ term: 'Project', id: 'p', at }), at);
});

test('a line over the limit is reported once and skipped without being held; checking continues', async () => {
  const long =
    '{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01T10:00:00Z",' +
    `"pad":"${'x'.repeat(5000)}"}`;
  const text = [long, '{"term":"WorkSession","id":"ws-2","state":"open","at":"2026-03-01T10:00:00Z"}', long].join('\n');
  for (const size of [100, 100_000]) {
    const result = await check(inChunks(text, size), { maxLineLength: 1000 });
    assert.equal(
      result.findings.map((f) => `${f.line} ${f.code} ${f.message}`),
      [
        '1 MALFORMED_EVENT line is longer than 1000 bytes',
        '2 NOT_INITIAL WorkSession ws-2 is first seen in state open; its lifecycle starts in proposed',
        '3 MALFORMED_EVENT line is longer than 1000 bytes',
      ],
    );
    assert.is(result.events, 3);
  }
});

test('CRLF line endings and a last line without a newline are read like any other', async () => {
  const text =
    '{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01T10:00:00Z"}\r\n' +
    '{"term":"WorkSession","id":"ws-1","state":"closed","at":"2026-03-01T10:00:01Z"}';
  const result = await check(inChunks(text, 3));
  assert.equal(
    result.findings.map((f) => `${f.line} ${f.code}`),
    ['2 ILLEGAL_TRANSITION'],
  );
});

test('a date that is not in the calendar is malformed; a leap day, offsets and fractions are dates', async () => {
  const event = (id: string, at: string) => `{"term":"WorkSession","id":"${id}","state":"proposed","at":"${at}"}`;
  const text = [
    event('a', '2026-02-30T10:00:00Z'),
    event('b', '2026-13-01T10:00:00Z'),
    event('c', '2026-04-31T10:00:00Z'),
    event('d', '2026-01-01T24:00:00Z'),
    event('e', '2026-01-01T10:60:00Z'),
    event('f', '2024-02-29T10:00:00Z'),
    event('g', '2026-03-01T10:00:00.125+05:30'),
  ].join('\n');
  const result = await check(inChunks(text, 64));
  assert.equal(
    result.findings.map((f) => `${f.line} ${f.code}`),
    ['1 MALFORMED_EVENT', '2 MALFORMED_EVENT', '3 MALFORMED_EVENT', '4 MALFORMED_EVENT', '5 MALFORMED_EVENT'],
  );
  assert.match(
    result.findings[0]!.message,
    '"at" is not an RFC 3339 date-time with a time zone: "2026-02-30T10:00:00Z"',
  );
});

test('a UTF-8 byte order mark before the first line is read past, as build reads one in YAML', async () => {
  const text = '\ufeff{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01T10:00:00Z"}\n';
  for (const size of [1, 2, 64]) {
    const result = await check(inChunks(text, size));
    assert.equal(result.findings, [], `chunks of ${size}`);
    assert.is(result.events, 1);
  }
});

test('awm conformance --format json prints the findings and the event count; exit 1 with findings', () => {
  const result = runAwm(['conformance', path.join(fixtures, 'lifecycle.jsonl'), '--format', 'json'], repoPath());
  assert.is(result.status, 1, result.stderr);
  const expected = JSON.parse(readFileSync(path.join(fixtures, 'lifecycle.expected.json'), 'utf8')) as Expected;
  const errors = expected.findings.length;
  assert.equal(JSON.parse(result.stdout), {
    model: 'model',
    findings: expected.findings,
    events: expected.events,
    errors,
    warnings: 0,
  });
});

test('awm conformance on a clean trace exits 0; stylish output names lines and codes', () => {
  const clean = runAwm(['conformance', path.join(fixtures, 'legal.jsonl')], repoPath());
  assert.is(clean.status, 0, clean.stdout + clean.stderr);
  assert.match(clean.stdout, 'legal.jsonl: 33 events, no findings (checked against model)');
  const cleanJson = runAwm(['conformance', path.join(fixtures, 'legal.jsonl'), '--format', 'json'], repoPath());
  assert.equal(JSON.parse(cleanJson.stdout), { model: 'model', findings: [], events: 33, errors: 0, warnings: 0 });
  const dirty = runAwm(['conformance', 'test/fixtures/conformance/parents.jsonl'], repoPath());
  assert.is(dirty.status, 1);
  assert.match(dirty.stdout, 'test/fixtures/conformance/parents.jsonl\n');
  const aborted = 'Task task-1 is created under WorkSession ws-2, which is already aborted (terminal)';
  assert.match(dirty.stdout, ` 13  error    ${aborted}  PARENT_TERMINAL\n`);
  assert.match(dirty.stdout, '✖ 5 findings (5 errors, 0 warnings) in 15 events (checked against model)');
});

test('awm conformance --allow-partial, stdin, and usage or I/O errors (exit 2, no stack, no half-written JSON)', () => {
  const partial = runAwm(
    ['conformance', path.join(fixtures, 'partial.jsonl'), '--allow-partial', '--format', 'json'],
    repoPath(),
  );
  assert.is(partial.status, 1);
  assert.is(JSON.parse(partial.stdout).findings.length, 2);
  const stdin = runAwm(['conformance', '-'], repoPath(), readFileSync(path.join(fixtures, 'time.jsonl'), 'utf8'));
  assert.is(stdin.status, 1);
  assert.match(stdin.stdout, '<stdin>\n');
  assert.match(stdin.stdout, '✖ 2 findings (2 errors, 0 warnings) in 7 events (checked against model)');
  const dir = tempDir('awm-conformance-');
  try {
    const missing = runAwm(['conformance', 'nope.jsonl', '--format', 'json'], dir);
    assert.is(missing.status, 2);
    assert.is(missing.stdout, '');
    assert.match(missing.stderr, 'awm conformance: cannot read nope.jsonl: ENOENT');
    const directory = runAwm(['conformance', '.'], dir);
    assert.is(directory.status, 2);
    assert.match(directory.stderr, 'it is a directory');
    writeFileSync(path.join(dir, 'model.json'), '{"not": "a model"}');
    const badModel = runAwm(
      ['conformance', path.join(fixtures, 'legal.jsonl'), '--model', path.join(dir, 'model.json')],
      dir,
    );
    assert.is(badModel.status, 2);
    // The one model resolver locates what is wrong in the file.
    assert.match(badModel.stderr, 'model.json:1:2 error unknown key "not" SCHEMA_VIOLATION');
    assert.match(badModel.stderr, 'awm conformance: the model model.json could not be read');
    const usage = runAwm(['conformance', 'x.jsonl', '--format', 'sarif'], dir);
    assert.is(usage.status, 2);
    for (const output of [missing, directory, badModel, usage])
      assert.not.ok(hasStackTrace(output.stderr), output.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
