// Every kind of bad input gets a located diagnostic, the right exit status, and leaves generated/ alone.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { diagnosticCatalog } from '../src/diagnostics/catalog.js';
import { hasStackTrace, parseCompact, runAwm } from './helpers/cli.js';
import { copyModel, type TempModel } from './helpers/temp-model.js';

interface Expected {
  code: string;
  file: string;
  line: number;
  column: number;
  /** A fragment the message must contain. */
  message?: string;
  severity?: 'error' | 'warning';
}

interface Case {
  name: string;
  edit(model: TempModel): void;
  /** Exactly the diagnostics expected, in output order. */
  expect: Expected[];
  status: number;
  args?: string[];
}

const billionLaughs = [
  'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
  'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
  'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
  'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
  'e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
  'f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]',
  'g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]',
  'h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]',
  'i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]',
].join('\n');

const run = 'terms/AgentRun.yaml';
const runFile = 'model/terms/AgentRun.yaml';

const cases: Case[] = [
  {
    name: 'YAML syntax error',
    edit: (m) => m.replace(run, 'status: accepted', 'status: [accepted'),
    expect: [{ code: 'YAML_SYNTAX', file: runFile, line: 10, column: 1, message: 'Flow sequence' }],
    status: 1,
  },
  {
    name: 'duplicate key',
    edit: (m) => m.replace(run, 'mutability: mutable\n', 'mutability: mutable\nstatus: draft\n'),
    expect: [
      {
        code: 'DUPLICATE_KEY',
        file: runFile,
        line: 11,
        column: 1,
        message: 'duplicate key "status" (first defined on line 9)',
      },
    ],
    status: 1,
  },
  {
    name: 'unknown key, with a suggestion',
    edit: (m) =>
      m.replace(run, '    cardinality: "1"\n    inverse: agent_runs', '    cardnality: "1"\n    inverse: agent_runs'),
    expect: [
      {
        code: 'SCHEMA_VIOLATION',
        file: runFile,
        line: 30,
        column: 5,
        message: 'missing required key "cardinality" in "relationships[0]"',
      },
      {
        code: 'SCHEMA_VIOLATION',
        file: runFile,
        line: 33,
        column: 5,
        message: 'unknown key "cardnality" (did you mean "cardinality"?)',
      },
    ],
    status: 1,
  },
  {
    name: 'wrong type, with a hint to quote',
    edit: (m) => m.replace(run, '  term: WorkSession\n  cardinality: "1"', '  term: WorkSession\n  cardinality: 1'),
    expect: [
      {
        code: 'SCHEMA_VIOLATION',
        file: runFile,
        line: 21,
        column: 16,
        message: '"parent.cardinality" must be a string, got the number 1 (quote it: "1")',
      },
    ],
    status: 1,
  },
  {
    name: 'missing required key',
    edit: (m) => m.replace(run, '  mutable: true\n', ''),
    expect: [
      {
        code: 'SCHEMA_VIOLATION',
        file: runFile,
        line: 11,
        column: 1,
        message: 'missing required key "mutable" in "authority"',
      },
    ],
    status: 1,
  },
  {
    name: 'value outside a closed vocabulary, with a suggestion',
    edit: (m) => m.replace(run, 'kind: contains', 'kind: containz'),
    expect: [
      {
        code: 'SCHEMA_VIOLATION',
        file: runFile,
        line: 43,
        column: 11,
        message: 'got "containz" (did you mean "contains"?)',
      },
    ],
    status: 1,
  },
  {
    name: 'cardinality range that admits nothing',
    edit: (m) => m.replace(run, 'cardinality: 0..1', 'cardinality: 3..2'),
    expect: [
      {
        code: 'SCHEMA_VIOLATION',
        file: runFile,
        line: 39,
        column: 18,
        message: 'must be a cardinality: 1, 0..1, 0..*, 1..*, or n..m with n <= m',
      },
    ],
    status: 1,
  },
  {
    name: 'relationship with an inverse but no inverse cardinality',
    edit: (m) =>
      m.replace(run, '    inverse: assigned_runs\n    inverse_cardinality: 0..*\n', '    inverse: assigned_runs\n'),
    expect: [
      {
        code: 'SCHEMA_VIOLATION',
        file: runFile,
        line: 36,
        column: 5,
        message: 'has "inverse" but is missing "inverse_cardinality"',
      },
    ],
    status: 1,
  },
  {
    name: 'document that is a list, not a mapping',
    edit: (m) => m.write(run, '- key: AgentRun\n'),
    expect: [
      {
        code: 'SCHEMA_VIOLATION',
        file: runFile,
        line: 1,
        column: 1,
        message: 'the document must be a mapping, got a list',
      },
    ],
    status: 1,
  },
  {
    name: 'alias bomb ("billion laughs")',
    edit: (m) => m.write(run, `key: AgentRun\n${billionLaughs}\n`),
    expect: [{ code: 'ALIAS_LIMIT', file: runFile, line: 3, column: 8, message: 'limit of 100' }],
    status: 1,
  },
  {
    name: 'alias without an anchor',
    edit: (m) => m.replace(run, 'status: accepted', 'status: *nowhere'),
    expect: [{ code: 'ALIAS_LIMIT', file: runFile, line: 9, column: 9, message: 'alias *nowhere refers to no anchor' }],
    status: 1,
  },
  {
    name: 'alias inside the node it refers to',
    edit: (m) => m.replace(run, 'anti_examples:\n', 'anti_examples: &loop\n  - *loop\n'),
    expect: [
      { code: 'ALIAS_LIMIT', file: runFile, line: 115, column: 5, message: 'refers to a node that contains it' },
    ],
    status: 1,
  },
  {
    name: '__proto__ key',
    edit: (m) => m.replace(run, 'authority:\n', 'authority:\n  __proto__: {polluted: true}\n'),
    expect: [{ code: 'FORBIDDEN_KEY', file: runFile, line: 12, column: 3, message: '"__proto__"' }],
    status: 1,
  },
  {
    name: 'explicit tag outside the core schema',
    edit: (m) => m.replace(run, 'status: accepted', 'status: !!binary YWNjZXB0ZWQ='),
    expect: [{ code: 'YAML_SYNTAX', file: runFile, line: 9, column: 18, message: 'tag "!!binary" is not supported' }],
    status: 1,
  },
  {
    name: 'several YAML documents in one file',
    edit: (m) => m.write(run, `${m.read(run)}---\nkey: Other\n`),
    expect: [
      {
        code: 'YAML_SYNTAX',
        file: runFile,
        line: 121,
        column: 1,
        message: 'one YAML document, but another one starts here',
      },
    ],
    status: 1,
  },
  {
    name: 'empty file',
    edit: (m) => m.write('terms/Turn.yaml', '# nothing here yet\n'),
    expect: [{ code: 'EMPTY_FILE', file: 'model/terms/Turn.yaml', line: 1, column: 1 }],
    status: 1,
  },
  {
    name: 'file that is not UTF-8',
    edit: (m) =>
      m.write(
        run,
        Buffer.concat([Buffer.from('key: AgentRun\ndefinition: caf'), Buffer.from([0xe9]), Buffer.from('\n')]),
      ),
    expect: [{ code: 'ENCODING', file: runFile, line: 2, column: 16, message: 'invalid byte 0xE9 at offset 29' }],
    status: 1,
  },
  {
    name: '5 MB file',
    edit: (m) => m.write('terms/Huge.yaml', `key: Huge\ndefinition: ${'x'.repeat(5 * 1024 * 1024)}\n`),
    expect: [
      {
        code: 'FILE_TOO_LARGE',
        file: 'model/terms/Huge.yaml',
        line: 1,
        column: 1,
        message: '5.0 MiB, over the 1.0 MiB limit',
      },
    ],
    status: 1,
  },
  {
    name: 'missing model directory',
    edit: () => {},
    args: ['--model', 'no-such-model'],
    expect: [{ code: 'MODEL_NOT_FOUND', file: 'no-such-model', line: 1, column: 1, message: 'does not exist' }],
    status: 2,
  },
  {
    name: 'model path that is a file',
    edit: () => {},
    args: ['--model', 'model/model.yaml'],
    expect: [{ code: 'MODEL_NOT_FOUND', file: 'model/model.yaml', line: 1, column: 1, message: 'is not a directory' }],
    status: 2,
  },
  {
    name: 'empty model.yaml',
    edit: (m) => m.write('model.yaml', ''),
    expect: [{ code: 'EMPTY_FILE', file: 'model/model.yaml', line: 1, column: 1 }],
    status: 1,
  },
  {
    name: 'missing model.yaml',
    edit: (m) => rmSync(m.file('model.yaml')),
    expect: [{ code: 'MISSING_FILE', file: 'model', line: 1, column: 1, message: 'expected model/model.yaml' }],
    status: 1,
  },
  {
    name: 'relationship to an unknown term, with a suggestion',
    edit: (m) => m.replace(run, 'target: AgentProfile', 'target: AgentProfil'),
    expect: [
      {
        code: 'UNKNOWN_REFERENCE',
        file: runFile,
        line: 38,
        column: 13,
        message: 'target "AgentProfil" does not name a term (did you mean "AgentProfile"?)',
      },
    ],
    status: 1,
  },
  {
    name: 'duplicate term',
    edit: (m) => m.write('terms/AgentRunCopy.yaml', m.read(run)),
    expect: [
      {
        code: 'DUPLICATE_TERM',
        file: 'model/terms/AgentRunCopy.yaml',
        line: 2,
        column: 6,
        message: 'already defined in model/terms/AgentRun.yaml',
      },
    ],
    status: 1,
  },
  {
    name: 'term missing from term_order',
    edit: (m) => m.write('terms/Extra.yaml', m.read(run).replace('key: AgentRun', 'key: Extra')),
    expect: [
      {
        code: 'TERM_NOT_ORDERED',
        file: 'model/terms/Extra.yaml',
        line: 2,
        column: 6,
        message: 'not listed in term_order in model/model.yaml',
      },
    ],
    status: 1,
  },
  {
    name: 'term_order entry naming no term',
    edit: (m) => m.replace('model.yaml', '  - Principal', '  - Principal\n  - Principle'),
    expect: [
      {
        code: 'UNKNOWN_REFERENCE',
        file: 'model/model.yaml',
        line: 34,
        column: 5,
        message: '"Principle" does not name a term defined under terms/ (did you mean "Principal"?)',
      },
    ],
    status: 1,
  },
  {
    name: 'term file not named after its key',
    edit: (m) => {
      m.write('terms/Agent-Run.yaml', m.read(run));
      m.write(run, '');
    },
    expect: [
      {
        code: 'FILE_NAME',
        file: 'model/terms/Agent-Run.yaml',
        line: 2,
        column: 6,
        message: 'must be defined in a file named terms/AgentRun.yaml',
      },
      { code: 'EMPTY_FILE', file: runFile, line: 1, column: 1 },
    ],
    status: 1,
  },
  {
    name: 'YAML file where no model document belongs (a warning only)',
    edit: (m) => m.write('notes.yaml', 'todo: true\n'),
    expect: [{ code: 'UNKNOWN_FILE', file: 'model/notes.yaml', line: 1, column: 1, severity: 'warning' }],
    status: 0,
  },
];

const sentinel = '{"sentinel": "left by the test"}';

for (const testCase of cases) {
  test(testCase.name, () => {
    const model = copyModel();
    try {
      testCase.edit(model);
      const outDir = path.join(model.root, 'generated');
      mkdirSync(outDir);
      writeFileSync(path.join(outDir, 'model.json'), sentinel);
      // As a previous build left it: awm replaces only files its manifest lists.
      writeFileSync(path.join(outDir, '.awm-manifest'), 'model.json\n');
      const before = statSync(path.join(outDir, 'model.json')).mtimeMs;

      const result = runAwm(['build', ...(testCase.args ?? [])], model.root);
      const output = result.stdout + result.stderr;
      assert.is(result.status, testCase.status, `exit status\n${output}`);
      assert.not.ok(hasStackTrace(output), `stack trace in output:\n${output}`);

      // Lint findings are the lint rules' tests' business; these cases are about reading the model.
      const reported = parseCompact(result.stderr).filter(({ code }) => code in diagnosticCatalog);
      assert.equal(
        reported.map(({ code, file, line, column }) => ({ code, file, line, column })),
        testCase.expect.map(({ code, file, line, column }) => ({ code, file, line, column })),
        output,
      );
      testCase.expect.forEach((expected, index) => {
        const actual = reported[index]!;
        if (expected.message)
          assert.ok(
            actual.message.includes(expected.message),
            `message "${actual.message}" lacks "${expected.message}"`,
          );
        assert.is(actual.severity, expected.severity ?? 'error');
      });

      if (testCase.status !== 0) {
        assert.is(readFileSync(path.join(outDir, 'model.json'), 'utf8'), sentinel, 'generated/model.json was touched');
        assert.is(statSync(path.join(outDir, 'model.json')).mtimeMs, before);
        assert.ok(result.stderr.includes('nothing written'), 'says that nothing was written');
      }
    } finally {
      model.dispose();
    }
  });
}

test.run();
