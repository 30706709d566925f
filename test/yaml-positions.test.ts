// Positions and comments found without yaml's syntax tree agree with what yaml's parser reports.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LineCounter, parse, parseAllDocuments, Parser } from 'yaml';
import { findInlineDirectives, yamlComments, type CommentToken } from '../src/lint/inline-directives.js';
import { sectionFrom, ModelFile, type ModelPath } from '../src/model/model-file.js';
import { repoPath } from './helpers/paths.js';

/** Every YAML text under a folder of the repository, with its path inside the folder. */
function yamlFileEntries(folder: string): { name: string; text: string }[] {
  const root = repoPath(folder);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|md)$/.test(entry.name))
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { name: path.relative(root, file), text: readFileSync(file, 'utf8') };
    });
}

/** Every YAML text under a folder of the repository. */
function yamlFiles(folder: string): string[] {
  return yamlFileEntries(folder).map(({ text }) => text);
}

/** Texts that put comments and line breaks where a scan could go wrong. */
const tricky = [
  '',
  'a: 1',
  'a: 1\n',
  'a: 1\r\nb: 2\r\n',
  'a: "x\ry"\rb: 2\n',
  '# top\na: 1 # after\n# end',
  'a: |\n  # text, not a comment\n  more\nb: 2 # comment\n',
  '--- |\n# block text at column 0\n...\n# a comment\n',
  'a: [1, # inside a flow sequence\n  2]\nb: {c: 1, # inside a flow map\n  d: 2}\n',
  'a: \'not # a comment\'\nb: "nor # this"\nc: plain#text\nd: x #yes\n',
  'a: "multi\n  line # still text\n  end" # but this\n',
  '---\n# first\na: 1\n---\n# second\nb: 2\n',
  'a: >-\n  folded\n\n  # text\n# comment after\n',
  '? complex # key comment\n: value\n',
  'a: &x 1 # anchor\nb: *x # alias\n',
  'a:\n  - b # in a list\n  -   # empty entry\n  - [c, d] # flow\n',
  '%YAML 1.2\n# directive comment\n---\na: 1\n',
  'a: b\n\n\n# after blank lines\n',
  'bad: [unclosed # comment\n',
];

const samples = [...tricky, ...yamlFiles('model'), ...yamlFiles('test/fixtures')];

/** The oracle: comment tokens of yaml's concrete syntax tree. */
function treeComments(text: string): CommentToken[] {
  const found: CommentToken[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) walk(item);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const token = node as { type?: string; offset?: number; source?: string };
    if (token.type === 'comment' && typeof token.offset === 'number' && typeof token.source === 'string') {
      found.push({ offset: token.offset, source: token.source });
      return;
    }
    for (const value of Object.values(node)) walk(value);
  };
  for (const document of new Parser().parse(text)) walk(document);
  return found.sort((a, b) => a.offset - b.offset);
}

test(`comments: the lexer's and the syntax tree's agree on ${samples.length} texts`, () => {
  for (const text of samples)
    assert.equal([...yamlComments(text)], treeComments(text), JSON.stringify(text.slice(0, 80)));
});

test('line starts and positions: a scan of the text agrees with the LineCounter of a parse of well-formed YAML', () => {
  const wellFormed = samples.filter((text) =>
    parseAllDocuments(text).every((document) => document.errors.length === 0),
  );
  assert.ok(wellFormed.length > 30, `${wellFormed.length} well-formed samples`);
  for (const text of wellFormed) {
    const counter = new LineCounter();
    for (const _ of new Parser(counter.addNewLine).parse(text));
    const source = new ModelFile('/x.yaml', 'x.yaml', text);
    assert.equal(source.lineStarts, counter.lineStarts, JSON.stringify(text.slice(0, 80)));
    for (let offset = 0; offset <= text.length; offset += Math.max(1, Math.floor(text.length / 97)))
      assert.equal(source.linePos(offset), counter.linePos(offset), `offset ${offset}`);
  }
});

test('positions in any text, broken YAML included, count the line feeds before them', () => {
  for (const text of samples) {
    const source = new ModelFile('/x.yaml', 'x.yaml', text);
    for (let offset = 0; offset <= text.length; offset += Math.max(1, Math.floor(text.length / 61))) {
      const before = text.slice(0, offset);
      const line = before.split('\n').length;
      const col = offset - (before.lastIndexOf('\n') + 1) + 1;
      assert.equal(source.linePos(offset), { line, col }, `offset ${offset} of ${JSON.stringify(text.slice(0, 40))}`);
    }
  }
});

/** Every path into some data, and for each mapping one key it lacks (a finding about something missing). */
function pathsOf(data: unknown, prefix: ModelPath = []): ModelPath[] {
  const paths: ModelPath[] = [prefix];
  if (Array.isArray(data)) {
    data.forEach((item, index) => {
      paths.push(...pathsOf(item, [...prefix, index]));
    });
  } else if (data !== null && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) paths.push(...pathsOf(value, [...prefix, key]));
    paths.push([...prefix, 'absent_key', 0]);
  }
  return paths;
}

test('a large file locates a path by parsing its top-level entry alone, exactly where the whole parse puts it', () => {
  const files = readdirSync(repoPath('model'), { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && entry.name.endsWith('.yaml'),
  );
  let compared = 0;
  for (const entry of files) {
    const original = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    // Padded past the threshold with a comment at column 0, which belongs to the last entry.
    const text = `${original}\n# ${'padding '.repeat(sectionFrom / 8)}\n`;
    const sectioned = new ModelFile('/x.yaml', entry.name, text);
    const whole = new ModelFile('/x.yaml', entry.name, text);
    assert.ok(whole.document.contents, entry.name);
    // Every path but the root (the whole document) and those missing at the top (found by the whole parse);
    // those come last.
    const paths = pathsOf(parse(original)).slice(1);
    const [inEntries, missingAtTop] = [
      paths.filter((p) => p[0] !== 'absent_key'),
      paths.filter((p) => p[0] === 'absent_key'),
    ];
    const compare = (modelPath: ModelPath) => {
      for (const target of ['value', 'key'] as const) {
        const expected = whole.locate(modelPath, target);
        assert.equal(sectioned.locate(modelPath, target), expected, `${entry.name} ${JSON.stringify(modelPath)}`);
        compared++;
      }
    };
    inEntries.forEach(compare);
    assert.not.ok(sectioned.isParsed, `${entry.name} was located without parsing all of it`);
    missingAtTop.forEach(compare);
  }
  assert.ok(compared > 5000, `${compared} places compared`);
});

test('a large file whose entry cannot be told apart by its text is parsed whole, and located the same', () => {
  const padding = `# ${'padding '.repeat(sectionFrom / 8)}\n`;
  for (const [text, whole] of [
    [`terms:\n  A: 1\nterms:\n  B: 2\n${padding}`, true], // a key written twice: the first one counts
    [`"terms":\n  A: 1\n${padding}`, true], // a quoted key
    [`{\nterms:\n  {A: 1}\n}\n${padding}`, true], // a flow mapping: `terms:` at column 0 starts no entry
    [`terms: &t\n  A: 1\nother: *t\n${padding}`, false], // an anchor used elsewhere: the entry is clean on its own
  ] as const) {
    const source = new ModelFile('/x.yaml', 'x.yaml', text);
    const expected = new ModelFile('/x.yaml', 'x.yaml', text);
    assert.ok(expected.document);
    assert.equal(source.locate(['terms', 'A']), expected.locate(['terms', 'A']), text.slice(0, 30));
    assert.is(source.isParsed, whole, `${JSON.stringify(text.slice(0, 30))} parsed whole`);
  }
});

test('suppression comments read around their markers are those a whole parse finds', () => {
  // Seeded: marker comments inserted before random lines of every model file, indented like the line after them
  // (so some land inside block scalars or quoted text, where they are not comments). Each file's seed comes from its
  // name, so adding a file to the model leaves the lines chosen in the others as they were.
  let seed = 7;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  const texts = yamlFileEntries('model').filter(({ text }) => text.length > 0);
  let compared = 0;
  for (const { name, text: original } of texts) {
    seed = [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 2 ** 31, 7);
    for (let round = 0; round < 4; round++) {
      const lines = original.split('\n');
      for (let k = 1 + random(3); k > 0; k--) {
        const at = random(lines.length);
        const indent = /^[ \t]*/.exec(lines[at] ?? '')![0];
        lines.splice(at, 0, `${indent}# awm-disable-next-line CODE_${at} -- inserted at ${at}`);
      }
      const text = lines.join('\n');
      const source = new ModelFile('/x.yaml', 'x.yaml', text);
      const found = findInlineDirectives(source).map((d) => [d.range.line, d.codes.join(',')]);
      const expected = treeComments(text)
        .filter((comment) => /^#\s*awm-disable-next-line\b/.test(comment.source))
        .map((comment) => [source.linePos(comment.offset).line, /CODE_\d+|[A-Z_]+/.exec(comment.source.slice(24))![0]]);
      assert.equal(found, expected, text.slice(0, 60));
      compared++;
    }
  }
  assert.ok(compared > 50, `${compared} texts`);
});

test.run();
