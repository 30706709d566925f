// The conformance hot path reads lines from their bytes: it must read exactly what decoding and JSON.parse would.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkLines, checkTrace, type LineChecker } from '../src/conformance/check-trace.js';
import { ConformanceChecker } from '../src/conformance/checker.js';
import { EntityTable } from '../src/conformance/entity-table.js';
import { instantOf, parseInstant, readEvent } from '../src/conformance/event.js';
import type { Finding } from '../src/conformance/findings.js';
import { NativeChecker, nativeVocabulary } from '../src/conformance/native-trace.js';
import { NameTable, readUsualLine } from '../src/conformance/usual-line.js';
import { loadCompiledModel } from '../src/runtime/load-runtime-model.js';
import { writeTrace, writeWorkUnits } from './bench/trace-generator.js';
import { bundledTraceModel } from './helpers/bundled-trace-model.js';
import { repoPath } from './helpers/paths.js';
import { tempDir } from './helpers/temp-model.js';

/** What the slow path makes of a line: JSON.parse, then readEvent. */
function oracle(line: string) {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return undefined;
  }
  const event = readEvent(record);
  if ('problem' in event) return undefined;
  return { term: event.term, id: event.id, state: event.state, at: event.at, time: event.time, refs: event.refs };
}

/** What the fast path makes of a line, or undefined when it leaves the line to the slow path. */
function fast(line: string) {
  const bytes = Buffer.from(`${line}\n`);
  const event = readUsualLine(bytes, 0, bytes.length - 1, new NameTable());
  if (!event) return undefined;
  return { term: event.term, id: event.id, state: event.state, at: event.at, time: event.time, refs: event.refs };
}

const usual = [
  '{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01T10:00:00Z"}',
  '{"term":"Task","id":"t","state":"pending","at":"2026-03-01T10:00:00.123Z","refs":{"work_session_id":"ws-1"}}',
  '{"term":"Project","id":"p","at":"2026-03-01T10:00:00+02:00"}',
  '{"term":"RunAttempt","id":"a","state":"queued","at":"2026-03-01T10:00:00.5-05:30","refs":{}}',
  '{"term":"Task","id":"t","state":"","at":"2026-03-01T10:00:00Z","refs":{"a":"1","b":"","a":"3"}}',
  '{"term":"","id":"x y","state":"open","at":"0042-01-01T00:00:00Z"}',
  '{"term":"Turn","id":"turn-1","state":"open","at":"2024-02-29T23:59:59.999999Z","refs":{"agent_run_id":"run-1"}}',
];

test('every line in the usual shape is read exactly as JSON.parse and readEvent read it', () => {
  for (const line of usual) {
    const read = fast(line);
    assert.ok(read, `the fast path takes ${line}`);
    assert.equal(read, oracle(line), line);
  }
});

test('anything else is left to the slow path (which then reads it as before), never misread', () => {
  const others = [
    // escapes, control characters, non-ASCII, DEL: only JSON.parse reads these right
    '{"term":"WorkSession","id":"ws\\u002d1","state":"proposed","at":"2026-03-01T10:00:00Z"}',
    '{"term":"WorkSession","id":"ws\\"1","state":"proposed","at":"2026-03-01T10:00:00Z"}',
    '{"term":"WorkSession","id":"wś-1","state":"proposed","at":"2026-03-01T10:00:00Z"}',
    '{"term":"WorkSession","id":"ws\t1","state":"proposed","at":"2026-03-01T10:00:00Z"}',
    '{"term":"WorkSession","id":"ws\u007f1","state":"proposed","at":"2026-03-01T10:00:00Z"}',
    // spaces, order, other members, other types
    '{"term": "WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01T10:00:00Z"}',
    '{"id":"ws-1","term":"WorkSession","state":"proposed","at":"2026-03-01T10:00:00Z"}',
    '{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01T10:00:00Z","note":"x"}',
    '{"term":"WorkSession","id":"ws-1","state":null,"at":"2026-03-01T10:00:00Z"}',
    '{"term":"Task","id":"t","state":"pending","at":"2026-03-01T10:00:00Z","refs":{"work_session_id":7}}',
    '{"term":"Task","id":"t","state":"pending","at":"2026-03-01T10:00:00Z","refs":{"x":{"y":"z"}}}',
    // __proto__ is an own member under JSON.parse; an assignment would set the prototype
    '{"term":"Task","id":"t","state":"pending","at":"2026-03-01T10:00:00Z","refs":{"__proto__":"ws-1"}}',
    // not in the usual form of a date-time, or not one at all
    '{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-01-01T24:00:00Z"}',
    '{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01 10:00:00Z"}',
    '{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01T10:00:00"}',
    // empty id, trailing text, truncated, not JSON
    '{"term":"WorkSession","id":"","state":"proposed","at":"2026-03-01T10:00:00Z"}',
    '{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01T10:00:00Z"} ',
    '{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01T10:00:00Z"}}',
    '{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01T10:00:00Z"',
    '{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01T10:00:00Z","refs":{"a":"b",}}',
    '{"term":"WorkSession"',
    '',
  ];
  for (const line of others) assert.is(fast(line), undefined, line);
});

test('the fast path agrees with JSON.parse on lines mutated at random: it reads them alike or leaves them', () => {
  let seed = 12345;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const alphabet = '"\\{}:,. -_aZ09\t\u00e9\u007f';
  let read = 0;
  for (let round = 0; round < 20_000; round++) {
    const base = usual[random(usual.length)]!;
    const at = random(base.length);
    const mutated =
      random(2) === 0
        ? base.slice(0, at) + alphabet[random(alphabet.length)] + base.slice(at + 1)
        : base.slice(0, at) + base.slice(at + 1);
    const fromBytes = fast(mutated);
    if (fromBytes === undefined) continue;
    read += 1;
    assert.equal(fromBytes, oracle(mutated), mutated);
  }
  assert.ok(read > 1000, `the fast path read ${read} mutated lines`);
});

/**
 * The oracle: Date.parse, except that RFC 3339 has no day past the end of its month (Date.parse rolls
 * 2026-02-30 over into March) and no hour 24; the calendar check asks Date, not our arithmetic.
 */
function rfc3339Instant(at: string): number {
  const day = Number(at.slice(8, 10));
  const probe = new Date(0);
  probe.setUTCFullYear(Number(at.slice(0, 4)), Number(at.slice(5, 7)) - 1, day);
  return probe.getUTCDate() === day && at.slice(11, 13) !== '24' ? Date.parse(at) : Number.NaN;
}

test('timestamps: instantOf reads RFC 3339 as Date.parse does within the calendar, parseInstant the rest', () => {
  let seed = 99;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  for (let i = 0; i < 20_000; i++) {
    const fraction = random(3) === 0 ? '' : `.${pad(random(1_000_000_000), 9).slice(0, 1 + random(9))}`;
    const zone = random(2) === 0 ? 'Z' : `${random(2) === 0 ? '+' : '-'}${pad(random(24), 2)}:${pad(random(60), 2)}`;
    const date = `${pad(random(10_000), 4)}-${pad(1 + random(12), 2)}-${pad(1 + random(31), 2)}`;
    const time = `${pad(random(24), 2)}:${pad(random(60), 2)}:${pad(random(60), 2)}`;
    const at = `${date}T${time}${fraction}${zone}`;
    const expected = rfc3339Instant(at);
    // As strings, so that NaN equals NaN.
    assert.is(String(parseInstant(at)), String(expected), at);
    assert.is(String(instantOf(Buffer.from(at), 0, at.length)), String(expected), at);
  }
  for (const at of ['2026-02-29T00:00:00Z', '2024-02-31T12:00:00Z', '0000-01-01T00:00:00Z', '1969-12-31T23:59:59.999Z'])
    assert.is(String(parseInstant(at)), String(rfc3339Instant(at)), at);
  assert.ok(Number.isNaN(parseInstant('2024-02-31T12:00:00Z')), 'not a day of the calendar');
  // Many fraction digits, also more than the scratch buffer holds: the first three count.
  for (const digits of [30, 100]) {
    const long = `2026-03-01T10:00:02.${'9'.repeat(digits)}+01:00`;
    assert.is(parseInstant(long), Date.parse(long), `${digits} digits`);
  }
  // RFC 3339 is ASCII: a full-width digit is not a date-time, however Date.parse might read it.
  assert.ok(Number.isNaN(parseInstant('２026-03-01T10:00:02Z')));
  // Hour 24, which Date.parse reads as the next midnight, is not RFC 3339.
  const midnight = '2026-01-01T24:00:00Z';
  assert.ok(Number.isNaN(instantOf(Buffer.from(midnight), 0, midnight.length)));
  assert.ok(Number.isNaN(parseInstant(midnight)));
  // Not RFC 3339 (the offset lacks its colon), though Date.parse would read it.
  assert.ok(Number.isNaN(parseInstant('2026-03-01T10:00:02.123+0200')));
});

test('the entity table finds ids through growth, long ids and other scripts', () => {
  const table = new EntityTable(1);
  const target = new EntityTable(0);
  const ids: string[] = [];
  for (let i = 0; i < 5000; i++) ids.push(`entity-${i}`);
  ids.push('x'.repeat(10_000), 'wś-ünïcode', '\ud800 lone surrogate', '');
  ids.forEach((id, i) => {
    assert.is(table.add(id, 1, i), i);
  });
  assert.is(table.size, ids.length);
  ids.forEach((id, i) => {
    assert.is(table.find(id), i, id.slice(0, 20));
    assert.is(table.id(i), id, id.slice(0, 20));
  });
  const absent = ['entity-5000', 'entity-', 'x'.repeat(9_999), 'wś-ünïcodE'];
  for (const id of absent) assert.is(table.find(id), -1);

  // References: to an entity seen (by index), to one not seen yet (by id), and whether a slot still holds one.
  const parent = target.add('ws-1', 0, 0);
  table.refer(0, 0, 'ws-1', target);
  assert.is(table.referenced(0, 0, target), 'ws-1');
  assert.ok(table.holds(0, 0, 'ws-1', parent));
  assert.not.ok(table.holds(0, 0, 'ws-2', target.find('ws-2')));
  table.refer(1, 0, 'ws-9', target);
  assert.is(table.referenced(1, 0, target), 'ws-9');
  assert.ok(table.holds(1, 0, 'ws-9', target.find('ws-9')));
  assert.is(table.referenced(2, 0, target), undefined);
});

const model = bundledTraceModel;

const trace = [
  '{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01T10:00:00Z"}',
  '{"term":"WorkSession","id":"ws-1","state":"open","at":"2026-03-01T10:00:01Z"}',
  // the slow path (a space) and the fast path share one table of entities
  '{"term": "Task","id":"t-1","state":"pending","at":"2026-03-01T10:00:02Z","refs":{"work_session_id":"ws-1"}}',
  '{"term":"Task","id":"t-1","state":"succeeded","at":"2026-03-01T10:00:03Z"}',
  '{"term":"Task","id":"t-1","state":"ready","at":"2026-03-01T10:00:04Z","refs":{"work_session_id":"ws-2"}}',
  '{"term":"WorkSession","id":"wś-2","state":"open","at":"2026-03-01T10:00:05Z"}',
  '{"term":"WorkSession","id":"wś-2","state":"proposed","at":"2026-03-01T10:00:06Z"}',
].join('\n');

async function findingsOf(chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>) {
  const findings: Finding[] = [];
  await checkTrace(chunks, await model(), (finding) => findings.push(finding));
  return findings.map((finding) => `${finding.line} ${finding.code} ${finding.id}`);
}

test('checkLines reads strings, Uint8Arrays, and one buffer refilled for every chunk alike', async () => {
  const expected = await findingsOf([trace]);
  assert.equal(expected, [
    '4 ILLEGAL_TRANSITION t-1',
    '5 PARENT_CHANGED t-1',
    '5 ILLEGAL_TRANSITION t-1',
    '6 NOT_INITIAL wś-2',
    '7 ILLEGAL_TRANSITION wś-2',
  ]);
  const bytes = Buffer.from(trace);
  for (const size of [1, 5, 64, 4096]) {
    const views: Uint8Array[] = [];
    for (let at = 0; at < bytes.length; at += size) views.push(new Uint8Array(bytes.subarray(at, at + size)));
    assert.equal(await findingsOf(views), expected, `Uint8Array chunks of ${size}`);
    function* refilled(): Generator<Buffer> {
      const buffer = Buffer.alloc(size);
      for (let at = 0; at < bytes.length; at += size) {
        const read = bytes.copy(buffer, 0, at, Math.min(bytes.length, at + size));
        yield buffer.subarray(0, read);
        buffer.fill(0x7b);
      }
    }
    assert.equal(await findingsOf(refilled()), expected, `one buffer of ${size}, refilled`);
  }
});

test('a line checker without checkEvent gets every line parsed, as before', async () => {
  const lines: unknown[] = [];
  const summary = await checkLines(
    [trace],
    { check: (record) => lines.push(record), malformed: () => assert.unreachable('no malformed line') },
    () => undefined,
  );
  assert.is(summary.events, 7);
  assert.equal(
    lines,
    trace.split('\n').map((line) => JSON.parse(line)),
  );
});

/** Where a line checker's lines go: counts the lines its fast path took. */
function counting(checker: LineChecker): { checker: LineChecker; fast: () => number } {
  let fast = 0;
  return {
    fast: () => fast,
    checker: {
      check: (record, line, report) => checker.check(record, line, report),
      malformed: (line, detail, report) => checker.malformed(line, detail, report),
      checkEvent(event, line, report) {
        fast += 1;
        checker.checkEvent!(event, line, report);
      },
    },
  };
}

/** The same checker with no fast path: every line decoded and given to JSON.parse. */
const slowOnly = (checker: LineChecker): LineChecker => ({
  check: (record, line, report) => checker.check(record, line, report),
  malformed: (line, detail, report) => checker.malformed(line, detail, report),
});

/** A checker for `system`'s native vocabulary, or for AWM names when there is none. */
async function checkerFor(system: string | undefined): Promise<LineChecker> {
  if (!system) return new ConformanceChecker(await model());
  const compiled = await loadCompiledModel();
  const mapping = compiled.mappings!.find((crosswalk) => crosswalk.system === system)!;
  return new NativeChecker(await model(), nativeVocabulary(mapping, compiled.terms));
}

async function findingsThrough(checker: LineChecker, text: string): Promise<{ findings: Finding[]; events: number }> {
  const findings: Finding[] = [];
  const { events } = await checkLines([Buffer.from(text)], checker, (finding) => findings.push(finding));
  return { findings, events };
}

/**
 * The same event written as the fast path never reads it (the slow path must read it alike):
 * spaces around the punctuation, the members in reverse order, an extra member, or every
 * character of the id and of the term escaped.
 */
function rewritten(line: string, how: number): string {
  if (line.trim() === '') return line;
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return line;
  const escaped = (value: unknown) =>
    typeof value === 'string'
      ? `"${[...value].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"`
      : JSON.stringify(value);
  const entries = Object.entries(record);
  switch (how % 4) {
    case 0:
      return `{ ${entries.map(([key, value]) => `${JSON.stringify(key)} : ${JSON.stringify(value)}`).join(' , ')} }`;
    case 1:
      return JSON.stringify(Object.fromEntries(entries.reverse()));
    case 2:
      return JSON.stringify({ ...record, note: 'ünïcode \u2028 "quoted"' });
    default:
      return `{${entries
        .map(
          ([key, value]) =>
            `${JSON.stringify(key)}:${key === 'id' || key === 'term' ? escaped(value) : JSON.stringify(value)}`,
        )
        .join(',')}}`;
  }
}

const fixtureTraces = [
  ...readdirSync(repoPath('test', 'fixtures', 'conformance'))
    .filter((file) => file.endsWith('.jsonl'))
    .map((file) => ({ file: repoPath('test', 'fixtures', 'conformance', file), system: undefined })),
  ...readdirSync(repoPath('test', 'fixtures', 'conformance', 'native'))
    .filter((file) => file.endsWith('.jsonl'))
    .map((file) => ({
      file: repoPath('test', 'fixtures', 'conformance', 'native', file),
      system: ['awaken-workforce', 'hoziron', 'vox'].find((system) => file.startsWith(`${system}-`)),
    })),
];

test('every fixture trace: the same findings through the fast path, the slow path and rewritten lines', async () => {
  assert.ok(fixtureTraces.length >= 19, `${fixtureTraces.length} fixture traces`);
  for (const { file, system } of fixtureTraces) {
    const text = readFileSync(file, 'utf8');
    const fast = counting(await checkerFor(system));
    const expected = await findingsThrough(fast.checker, text);
    assert.ok(fast.fast() > 0, `the fast path took lines of ${file}`);
    assert.equal(await findingsThrough(slowOnly(await checkerFor(system)), text), expected, `${file}, slow path`);
    for (let how = 0; how < 4; how++) {
      const other = text
        .split('\n')
        .map((line) => rewritten(line, how))
        .join('\n');
      const rewrittenChecker = counting(await checkerFor(system));
      assert.equal(await findingsThrough(rewrittenChecker.checker, other), expected, `${file}, rewritten ${how}`);
      assert.is(rewrittenChecker.fast(), 0, `${file}, rewritten ${how}: no line left for the fast path`);
    }
  }
});

test('a generated trace with faults: the same findings through both paths, lines of both kinds mixed', async () => {
  const work = tempDir('awm-fast-path-');
  try {
    for (const [system, write] of [
      [undefined, (file: string) => writeTrace(file, 20_000, 'workflow')],
      ['awaken-workforce', (file: string) => writeWorkUnits(file, 6_000, 'native')],
    ] as const) {
      const file = path.join(work, `${system ?? 'awm'}.jsonl`);
      await write(file);
      const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
      // Seeded faults: lines dropped, repeated, swapped with the next, states swapped between lines.
      let seed = 2026;
      const random = (n: number) => {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        return seed % n;
      };
      const faulty: string[] = [];
      for (let i = 0; i < lines.length; i++) {
        const fault = random(50);
        if (fault === 0) continue;
        if (fault === 1) faulty.push(lines[i]!, lines[i]!);
        else if (fault === 2 && i + 1 < lines.length) faulty.push(lines[i + 1]!, lines[i++]!);
        else if (fault === 3) {
          const other = lines[random(lines.length)]!.match(/"state":"[^"]*"/)?.[0];
          faulty.push(other ? lines[i]!.replace(/"state":"[^"]*"/, other) : lines[i]!);
        } else faulty.push(lines[i]!);
      }
      const text = faulty.join('\n');
      const fast = counting(await checkerFor(system));
      const expected = await findingsThrough(fast.checker, text);
      assert.ok(expected.findings.length > 50, `${system ?? 'awm'}: ${expected.findings.length} findings`);
      assert.is(fast.fast(), expected.events);
      assert.equal(await findingsThrough(slowOnly(await checkerFor(system)), text), expected, `${system ?? 'awm'}`);
      // One line in three rewritten for the slow path: the two paths share the checker's entities.
      const mixed = faulty.map((line, i) => (i % 3 === 0 ? rewritten(line, i) : line)).join('\n');
      assert.equal(await findingsThrough(await checkerFor(system), mixed), expected, `${system ?? 'awm'}, mixed`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test.run();
