// The sections of real package files (A2A, MCP, OpenTelemetry declarations) against what their runtimes and lines say.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { packageFileKind, packageSections } from '../src/model/package-sections.js';
import { QuoteIndex, type SourceSection } from '../src/model/source-quotes.js';
import { jobSchema, jobsDeclarations } from './helpers/fixture-package.js';
import { repoPath } from './helpers/paths.js';

const installed = (file: string) => repoPath('node_modules', file);
const read = (file: string) => readFileSync(installed(file), 'utf8');
const sectionsOf = (file: string) => packageSections(packageFileKind(file)!, read(file));
const titles = (sections: readonly SourceSection[], level: number, prefix = '') =>
  sections
    .filter((s) => s.level === level && s.title.startsWith(prefix))
    .map((s) => s.title)
    .sort();
/** The member names of a runtime TypeScript enum object (numeric enums also map values back to names). */
const enumMembers = (object: Record<string, unknown>) => Object.keys(object).filter((key) => !/^-?\d+$/.test(key));

const a2aFile = '@a2a-js/sdk/dist/a2a-CJdXl9vi.d.ts';

test("A2A: TaskState's members are the sections under TaskState, as the SDK's runtime enum lists them", async () => {
  const { TaskState } = (await import('@a2a-js/sdk')) as unknown as { TaskState: Record<string, unknown> };
  const sections = sectionsOf(a2aFile);
  assert.equal(
    titles(sections, 2, 'TaskState.'),
    enumMembers(TaskState)
      .map((name) => `TaskState.${name}`)
      .sort(),
  );
  // A quote from a member's doc comment stands under that member, and under TaskState.
  const index = new QuoteIndex(read(a2aFile), sections, { commentStars: true });
  const interrupted =
    'Indicates that the agent requires additional user input to proceed. This is an interrupted state.';
  assert.equal(index.check('TaskState.TASK_STATE_INPUT_REQUIRED', interrupted), { kind: 'ok' });
  assert.equal(index.check('TaskState', interrupted), { kind: 'ok' });
  assert.equal(index.check('TaskState.TASK_STATE_WORKING', interrupted), {
    kind: 'elsewhere',
    titles: ['TaskState.TASK_STATE_INPUT_REQUIRED'],
  });
  // REJECTED's comment runs over three lines: quoted across them with or without the *.
  const across = 'This may be done during initial task creation or later once an agent has determined';
  assert.equal(index.check('TaskState.TASK_STATE_REJECTED', across), { kind: 'ok' });
  assert.equal(index.check('TaskState.TASK_STATE_REJECTED', across.replace('agent has', 'agent * has')), {
    kind: 'ok',
  });
});

test("A2A: every interface's members, read by indentation from its lines, are its level-2 sections", () => {
  const lines = read(a2aFile).split('\n');
  const sections = sectionsOf(a2aFile);
  let checked = 0;
  lines.forEach((line, index) => {
    const opened = /^interface (\w+) \{$/.exec(line);
    if (!opened) return;
    const members: string[] = [];
    for (let i = index + 1; lines[i] !== '}'; i += 1) {
      const member = /^ {4}(\w+)\??:/.exec(lines[i]!);
      if (member) members.push(`${opened[1]}.${member[1]}`);
    }
    assert.equal(titles(sections, 2, `${opened[1]}.`), members.sort(), opened[1]);
    checked += 1;
  });
  assert.ok(checked > 20, `${checked} interfaces`);
});

test('MCP: the top-level declarations of spec.types.d.ts, found by their lines, are its level-1 sections', () => {
  const file = '@modelcontextprotocol/sdk/dist/esm/spec.types.d.ts';
  const declared = read(file)
    .split('\n')
    .map((line) => /^export (?:declare )?(?:interface|type|const|enum|class|function) (\w+)/.exec(line)?.[1])
    .filter((name) => name !== undefined)
    .sort();
  const sections = sectionsOf(file);
  assert.equal(titles(sections, 1), declared);
  const index = new QuoteIndex(read(file), sections, { commentStars: true });
  assert.equal(index.check('TaskStatus', '"working" | "input_required" | "completed" | "failed" | "cancelled"'), {
    kind: 'ok',
  });
});

test("OpenTelemetry: the attribute file's sections are its module's exports, operations under theirs", async () => {
  const file = '@opentelemetry/semantic-conventions/dist/experimental_attributes.d.mts';
  // The runtime module beside the declarations (imported by path: the package exports it only through an index).
  const runtime = (await import(pathToFileURL(installed(file.replace(/\.d\.mts$/, '.mjs'))).href)) as Record<
    string,
    unknown
  >;
  const sections = sectionsOf(file);
  assert.equal(titles(sections, 1), Object.keys(runtime).sort());
  assert.equal(titles(sections, 2), []);
  const index = new QuoteIndex(read(file), sections, { commentStars: true });
  const operations = Object.keys(runtime).filter((name) => name.startsWith('GEN_AI_OPERATION_NAME_VALUE_'));
  assert.ok(operations.length >= 9, `${operations.length} operation names`);
  for (const name of operations)
    assert.equal(index.check(name, `Enum value "${String(runtime[name])}" for attribute`), { kind: 'ok' }, name);
});

test("OpenTelemetry API: SpanStatusCode's members are the sections the runtime enum lists", async () => {
  const { SpanStatusCode } = (await import('@opentelemetry/api')) as unknown as {
    SpanStatusCode: Record<string, unknown>;
  };
  const sections = sectionsOf('@opentelemetry/api/dist/trace/status.d.mts');
  assert.equal(
    titles(sections, 2, 'SpanStatusCode.'),
    enumMembers(SpanStatusCode)
      .map((name) => `SpanStatusCode.${name}`)
      .sort(),
  );
  assert.equal(titles(sections, 1), ['SpanStatus', 'SpanStatusCode']);
});

test('the fixture declarations: sections start at the doc comment above, run to the next one of their level', () => {
  const sections = packageSections('declarations', jobsDeclarations);
  const at = (title: string) => sections.find((s) => s.title === title);
  assert.equal(at('JobState'), { title: 'JobState', level: 1, start: 1, end: 11 });
  assert.equal(at('JobState.JOB_STATE_QUEUED'), { title: 'JobState.JOB_STATE_QUEUED', level: 2, start: 3, end: 5 });
  assert.equal(at('JobState.JOB_STATE_DONE'), { title: 'JobState.JOB_STATE_DONE', level: 2, start: 5, end: 11 });
  assert.equal(at('Job'), { title: 'Job', level: 1, start: 11, end: 20 });
  assert.equal(at('Job.id'), { title: 'Job.id', level: 2, start: 13, end: 15 });
  assert.equal(sections.length, 6);
});

test("JSON: $defs members and their properties, at their keys' lines", () => {
  assert.equal(packageSections('json', jobSchema), [
    { title: 'Job', level: 1, start: 3, end: 14 },
    { title: 'Job.id', level: 2, start: 6, end: 14 },
  ]);
  assert.equal(
    packageSections('json', '{\n  "a": {},\n  "b": {"properties": {"c": {}}}\n}').map((s) => [s.title, s.start]),
    [
      ['a', 2],
      ['b', 3],
      ['b.c', 3],
    ],
  );
  assert.equal(packageSections('json', '{ not json'), []);
  // Nested deeper than the parser's stack: no sections, and no crash.
  assert.equal(packageSections('json', `${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}`), []);
  // A schema's own keys ($schema, title) are no sections when it has definitions.
  assert.equal(
    packageSections('json', '{"$schema": "x", "definitions": {"T": {"properties": {"p": {}}}}}').map((s) => s.title),
    ['T', 'T.p'],
  );
});

test('the quote index: case, whitespace and NFC as before, beyond ASCII too, with every character on its line', () => {
  // U+0130 lower-cases to two UTF-16 units, so the normalised text grows longer than the text.
  const text = `${'\u0130'.repeat(40)} Ärger\n  * Café au   LAIT\nDone.`;
  const sections = [{ title: 'All', level: 1, start: 1, end: 4 }];
  const index = new QuoteIndex(text, sections, { commentStars: true });
  assert.equal(index.occurrences('a\u0308rger'), [{ first: 1, last: 1 }], 'NFC: a and a combining diaeresis are ä');
  assert.equal(index.occurrences('ärger café au lait done.'), [{ first: 1, last: 3 }]);
  assert.equal(index.occurrences('ärger * café'), [{ first: 1, last: 2 }]);
  assert.equal(new QuoteIndex(text, sections).occurrences('ärger café'), [], 'the * stays without commentStars');
  assert.equal(index.occurrences('i\u0307'.repeat(40)), [{ first: 1, last: 1 }]);
});

test('Markdown: headings outside code fences', () => {
  const text = '# One\ntext\n```\n# not a heading\n```\n## Two ##\n';
  assert.equal(packageSections('markdown', text), [
    { title: 'One', level: 1, start: 1, end: 8 },
    { title: 'Two', level: 2, start: 6, end: 8 },
  ]);
});

test.run();
