// The diff formatters: a CHANGELOG section in Markdown, JSON for machines, stylish for people.
import { Chalk } from 'chalk';
import { readFileSync } from 'node:fs';
import MarkdownIt from 'markdown-it';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { formatJson } from '../src/diff/format/json.js';
import { formatMarkdown } from '../src/diff/format/markdown.js';
import { formatStylish } from '../src/diff/format/stylish.js';
import { compareModels } from '../src/diff/report.js';
import type { ModelBundle } from '../src/model/bundle.js';
import { publishedModelFixture } from './helpers/paths.js';

const before = JSON.parse(readFileSync(publishedModelFixture, 'utf8')) as ModelBundle;
const after = structuredClone(before);
const task = after.terms.find((term) => term.key === 'Task')!;
task.fields = task.fields.filter((field) => field.name !== 'title');
task.aliases.push('to_do');
task.relationships.push({ name: 'reviewer', kind: 'references', target: 'Principal', cardinality: '0..*' });
after.model.version = '0.2.0';
const report = compareModels({ name: 'HEAD:model', bundle: before }, { name: 'model', bundle: after });

test('markdown is a Keep a Changelog section: breaking entries marked, names as code, the rest escaped', () => {
  assert.fixture(
    formatMarkdown(report, { date: '2025-01-31' }),
    [
      '## [0.2.0] - 2025-01-31',
      '',
      '### Added',
      '',
      '- `Task`: relationship `reviewer` to `Principal` added (0..\\*); optional: existing data stays valid without ' +
        'it (runtime, docs).',
      '- `Task`: alias `to_do` added; another name for people and lookups; existing names are unchanged (docs).',
      '',
      '### Removed',
      '',
      '- **Breaking:** `Task`: field `title` removed; code that reads it no longer compiles, and payloads that carry ' +
        'it are rejected (types, wire, runtime, docs).',
      '',
    ].join('\n'),
  );
});

test('markdown leaves an arrow as written: ">" quotes only at the start of a line', () => {
  const moved = structuredClone(before);
  moved.terms.find((term) => term.key === 'Task')!.lifecycle!.transitions.push({ from: 'failed', to: 'ready' });
  const section = formatMarkdown(compareModels({ name: 'a', bundle: before }, { name: 'b', bundle: moved }), {
    date: '2025-01-31',
  });
  const line = section.split('\n').find((text) => text.startsWith('- `Task`: transition'));
  assert.ok(line?.startsWith('- `Task`: transition `failed` -> `ready` added;'), line);
  // A CommonMark renderer reads it as the same words, with no block quote and no stray backslash.
  const html = new MarkdownIt().render(line!);
  assert.match(html, '<code>failed</code> -&gt; <code>ready</code> added;');
  assert.not.match(html, '\\');
});

test('markdown heads an unchanged version as Unreleased, and says when nothing changed', () => {
  const same = compareModels({ name: 'a', bundle: before }, { name: 'b', bundle: before });
  assert.is(formatMarkdown(same, { date: '2025-01-31' }), '## [Unreleased]\n\nNo changes to the model.\n');
});

/** The parts of `awm diff --format json` these tests read. */
interface DiffJson {
  summary: unknown;
  before: unknown;
  version: { ok: boolean; required: string };
  changes: { kind: string }[];
}

test('json carries the summary, the version verdict and every change', () => {
  const parsed = JSON.parse(formatJson(report)) as DiffJson;
  assert.equal(parsed.summary, { breaking: 1, compatible: 1, informational: 1 });
  assert.equal(parsed.before, { name: 'HEAD:model', version: '0.1.0' });
  assert.is(parsed.version.ok, true);
  assert.is(parsed.version.required, 'minor');
  assert.equal(
    parsed.changes.map((change: { kind: string }) => change.kind),
    ['FIELD_REMOVED', 'RELATIONSHIP_ADDED', 'ALIAS_ADDED'],
  );
  assert.equal(Object.keys(parsed.changes[0]!), [
    'kind',
    'classification',
    'consumers',
    'subject',
    'path',
    'message',
    'reason',
  ]);
});

test('stylish groups by subject, with consumers and reason under each change, and closes with the verdict', () => {
  const lines = formatStylish(report, new Chalk({ level: 0 })).split('\n');
  assert.is(lines[0], 'HEAD:model 0.1.0 -> model 0.2.0');
  assert.is(lines[2], 'Task');
  assert.is(lines[3], '  breaking       field "title" removed  FIELD_REMOVED');
  assert.is(
    lines[4],
    '                 types, wire, runtime, docs: code that reads it no longer compiles, and payloads that carry it ' +
      'are rejected',
  );
  assert.ok(lines.includes('1 breaking, 1 compatible, 1 informational changes'));
  assert.ok(
    lines.includes(
      'model.version 0.1.0 -> 0.2.0 is a minor bump; 1 breaking change needs at least a minor bump below 1.0.0',
    ),
  );
});

test.run();
