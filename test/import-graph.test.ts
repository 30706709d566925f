// The layers of src/ import only downward: no cycle between files or groups, no edge up, none into generated/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { repoPath } from './helpers/paths.js';

/**
 * The layer of every group of src/ (a directory under src/, or a file at its root), lowest first.
 * A group may import a group of a lower layer, or one of its own layer listed in `siblingEdges`.
 */
const layers: readonly (readonly string[])[] = [
  // The core every layer reads: model types and queries, diagnostics as data and their formatters.
  ['model', 'diagnostics', 'format', 'package-info', 'package-root', 'write-text-file'],
  ['load'],
  ['validate'],
  ['link'],
  // The pipeline composed (load -> validate -> link), and the one model resolver built on it.
  ['compile', 'model-input'],
  // What the linter and the runtime both ask: whether a name or a value is a credential.
  ['credentials'],
  ['lint', 'emit', 'diff', 'map', 'runtime', 'conformance'],
  // The docs site: the generated docs, the guides and every catalogue, rendered together; the RuleTester, which
  // compiles snippet models and lints them with one rule.
  ['site', 'rule-tester'],
  ['lsp', 'cli', 'index'],
];

/** Imports between groups of one layer that are allowed, each with its reason. */
const siblingEdges: Readonly<Record<string, string>> = {
  'model -> diagnostics': 'a source file locates ranges, which diagnostics are made of',
  'format -> diagnostics': 'formatters print diagnostics',
  'package-info -> package-root': "the package's metadata is read from its root",
  'model-input -> compile': 'a model directory is compiled by the pipeline',
  'emit -> lint': 'the generated docs document every lint rule',
  'emit -> map': "the generated docs show each crosswalk's coverage",
  'lint -> map': 'mapping lint rules read state maps as the map layer does',
  'map -> diff': 'a crosswalk diff is the model diff restricted to mappings',
  'map -> conformance': 'native conformance projects a trace, then checks it as conformance does',
  'cli -> lsp': '`awm lsp` starts the language server',
  'runtime -> diff': "a log moves to a new model only when the model diff's changes are compatible for the runtime",
};

const layerOf = new Map(layers.flatMap((groups, layer) => groups.map((group) => [group, layer] as const)));

/** Every TypeScript source of src/ and lint-rules/ (the lint layer's rules), relative to the repository. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(repoPath(dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\.c?ts$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(relative);
    }
  };
  walk('src');
  walk('lint-rules');
  return files.sort();
}

/** The group a source file belongs to: its folder under src/ (lint-rules/ belongs to lint). */
function groupOf(file: string): string {
  if (file.startsWith('lint-rules/')) return 'lint';
  const [, first, ...rest] = file.split('/');
  return rest.length > 0 ? first! : first!.replace(/\.c?ts$/, '');
}

interface Import {
  target: string;
  /** `import type` / `export type`: erased from the JavaScript, so it cannot make a load-order cycle. */
  typeOnly: boolean;
}

/** The relative modules a file imports: static, type-only, re-exported and dynamic imports alike. */
function importsOf(file: string): Import[] {
  const text = readFileSync(repoPath(file), 'utf8');
  const found: Import[] = [];
  const statement = /(?:\b(import|export)(\s+type)?\b[^;']*?\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g;
  for (const match of text.matchAll(statement)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[3]!));
    found.push({ target: target.replace(/\.js$/, '.ts').replace(/\.cjs$/, '.cts'), typeOnly: match[2] !== undefined });
  }
  return found;
}

const files = sourceFiles();
const imports = new Map(files.map((file) => [file, importsOf(file)]));
const edges = new Map([...imports].map(([file, found]) => [file, found.map((entry) => entry.target)]));

test('the import scan sees the pipeline (a scan that found nothing would pass everything)', () => {
  assert.ok(files.length > 100, `${files.length} files`);
  assert.ok(edges.get('src/compile.ts')!.includes('src/link/link-model.ts'));
  assert.ok(edges.get('src/index.ts')!.length > 20);
});

test('every group of src/ has a layer', () => {
  const unplaced = [...new Set(files.map(groupOf))].filter((group) => !layerOf.has(group));
  assert.equal(unplaced, [], 'add each new directory or root file of src/ to `layers` in test/import-graph.test.ts');
});

test('src/ imports nothing outside src/ and lint-rules/ (never generated/, the build output, or test/)', () => {
  const outside = [...edges].flatMap(([file, targets]) =>
    targets.filter((target) => !/^(src|lint-rules)\//.test(target)).map((target) => `${file} -> ${target}`),
  );
  assert.equal(outside, []);
});

test('no import goes to a higher layer, or sideways except where listed', () => {
  const violations: string[] = [];
  for (const [file, targets] of edges) {
    const from = groupOf(file);
    for (const target of targets) {
      const to = groupOf(target);
      if (from === to || !layerOf.has(from) || !layerOf.has(to)) continue;
      const fromLayer = layerOf.get(from)!;
      const toLayer = layerOf.get(to)!;
      if (toLayer < fromLayer || (toLayer === fromLayer && `${from} -> ${to}` in siblingEdges)) continue;
      violations.push(`${file} -> ${target} (${from} -> ${to}: ${toLayer > fromLayer ? 'upward' : 'sideways'})`);
    }
  }
  assert.equal(violations, []);
});

test('the runtime and conformance never import the linter', () => {
  const found = [...edges].flatMap(([file, targets]) =>
    ['runtime', 'conformance'].includes(groupOf(file))
      ? targets.filter((target) => groupOf(target) === 'lint').map((target) => `${file} -> ${target}`)
      : [],
  );
  assert.equal(found, []);
});

test('validation parses no YAML: it checks the data load parsed', () => {
  const parsers = ['src/load/parse-yaml.ts', 'src/load/parse-fast.ts'];
  const found = [...edges].flatMap(([file, targets]) =>
    groupOf(file) === 'validate'
      ? targets.filter((target) => parsers.includes(target)).map((target) => `${file} -> ${target}`)
      : [],
  );
  assert.equal(found, []);
  assert.ok(edges.get('src/load/load-model.ts')!.includes('src/load/parse-yaml.ts'), 'the scan sees load parse');
});

test('the runtime core does no I/O: it imports neither a store nor the service around it', () => {
  const core = (file: string) => file.startsWith('src/runtime/core/');
  const found = [...edges].flatMap(([file, targets]) =>
    core(file)
      ? targets
          .filter((target) => target.startsWith('src/runtime/') && !core(target))
          .map((target) => `${file} -> ${target}`)
      : [],
  );
  assert.equal(found, []);
  const drivers = files
    .filter(core)
    .filter((file) =>
      /from '(node:fs|node:path|node:net|pg|better-sqlite3)'/.test(readFileSync(repoPath(file), 'utf8')),
    );
  assert.equal(drivers, []);
});

test('a runtime store adapter imports no other adapter', () => {
  const adapterOf = (file: string) => /^src\/runtime\/store\/(sqlite|postgres)\//.exec(file)?.[1];
  const found = [...edges].flatMap(([file, targets]) => {
    const own = adapterOf(file);
    return own ? targets.filter((t) => adapterOf(t) && adapterOf(t) !== own).map((t) => `${file} -> ${t}`) : [];
  });
  assert.equal(found, []);
});

test('the groups form no cycle', () => {
  const groupEdges = new Map<string, Set<string>>();
  for (const [file, targets] of edges)
    for (const target of targets) {
      const [from, to] = [groupOf(file), groupOf(target)];
      if (from !== to) groupEdges.set(from, new Set([...(groupEdges.get(from) ?? []), to]));
    }
  assert.equal(findCycle(groupEdges), undefined);
});

test('the modules form no cycle (type-only imports aside: they are erased)', () => {
  const valueEdges = new Map(
    [...imports].map(([file, found]) => [file, new Set(found.filter((entry) => !entry.typeOnly).map((e) => e.target))]),
  );
  assert.equal(findCycle(valueEdges), undefined);
});

test('a command module is imported by the command index alone: nothing imports back into it', () => {
  const commandModule = (file: string) =>
    /^src\/cli\/commands\/[^/]+\.ts$/.test(file) && file !== 'src/cli/commands/index.ts';
  const found = [...edges].flatMap(([file, targets]) =>
    file === 'src/cli/commands/index.ts' ? [] : targets.filter(commandModule).map((target) => `${file} -> ${target}`),
  );
  assert.equal(found, []);
});

test('the CLI modules form no cycle, type-only imports included (a shell imports its options, never back)', () => {
  const cli = (file: string) => file.startsWith('src/cli/');
  const cliEdges = new Map(
    [...edges].filter(([file]) => cli(file)).map(([file, targets]) => [file, new Set(targets.filter(cli))]),
  );
  assert.equal(findCycle(cliEdges), undefined);
});

/** A cycle of the graph as a path that ends where it starts, or undefined (depth-first, three colours). */
function findCycle(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

test.run();
