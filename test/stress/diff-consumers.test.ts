// Each change kind's consumers agree with what the generators and the runtime actually produce: for every diff case
// the model is built before and after the edit. A consumer whose artefacts changed must be named by the change, and
// every consumer a change kind names must be affected in at least one case of that kind alone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { changeCatalog, type ChangeKind } from '../../src/diff/change-catalog.js';
import { consumers, type Consumer } from '../../src/diff/change.js';
import { compareModels } from '../../src/diff/report.js';
import { emitModel } from '../../src/emit/emit-model.js';
import { exportSssom } from '../../src/map/sssom.js';
import type { ModelBundle } from '../../src/model/bundle.js';
import { buildRuntimeModel } from '../../src/runtime/core/runtime-model.js';
import { buildTraceModel } from '../../src/conformance/trace-model.js';
import { bundleModel } from '../helpers/bundle-model.js';
import { diffCases, published } from '../helpers/diff-cases.js';

const sortedText = (items: Iterable<string>) => [...items].sort().join('\n');

/**
 * Generated TypeScript as a compiler sees it: comments dropped, and the order of declarations,
 * members and union alternatives ignored (none of them changes what code compiles).
 */
function typeDeclarations(source: string): string {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  return sortedText(
    code
      .split(/[;{}]/)
      .map((statement) => statement.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .map((statement) =>
        statement.includes('|')
          ? statement.replace(
              /=\s*\|?(.*)$/,
              (_, union: string) => `= ${sortedText(union.split('|').map((m) => m.trim()))}`,
            )
          : statement,
      ),
  );
}

/** A JSON Schema as a validator sees it: without annotations, with keys and string sets in a canonical order. */
function schemaAssertions(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => schemaAssertions(item));
    return ['required', 'enum', 'type'].includes(key) && items.every((item) => typeof item === 'string')
      ? [...items].sort()
      : items;
  }
  if (value === null || typeof value !== 'object') return value;
  const annotations = new Set(['title', 'description', '$comment', 'examples', 'deprecated']);
  return Object.fromEntries(
    Object.keys(value)
      .filter((name) => key === 'properties' || !annotations.has(name))
      .sort()
      .map((name) => [name, schemaAssertions((value as Record<string, unknown>)[name], name)]),
  );
}

/** The runtime's behaviour: its model's fingerprint (or why it cannot run), and the conformance checker's tables. */
function runtimeBehaviour(bundle: ModelBundle): string {
  const runtime = buildRuntimeModel(bundle);
  const trace = buildTraceModel(bundle);
  const tables = trace.ok
    ? [...trace.traceModel.terms.values()]
        .map((term) => ({
          key: term.key,
          initial: term.machine?.initial,
          terminal: [...(term.machine?.terminal ?? [])].sort(),
          moves: sortedText(
            [...(term.machine?.transitions ?? [])].flatMap(([from, to]) => [...to].map((t) => `${from}>${t}`)),
          ),
          fixed: sortedText(term.fixed.map((reference) => `${reference.field}:${reference.term}`)),
        }))
        .sort((a, b) => (a.key < b.key ? -1 : 1))
    : trace.problems;
  return JSON.stringify([runtime.ok ? runtime.runtimeModel.fingerprint : runtime.problems, tables]);
}

/** What each consumer reads, in the form that matters to it; a consumer is affected when its form differs. */
async function artefacts(bundle: ModelBundle): Promise<Record<Consumer | 'model.json', string>> {
  const files = await emitModel(bundleModel(bundle));
  const under = (prefix: string, form: (content: string) => string) =>
    files
      .filter((file) => file.path.startsWith(prefix))
      .map((file) => `${file.path}\n${form(file.content)}`)
      .join('\n');
  return {
    types: under('types/', typeDeclarations),
    wire: under('schemas/', (content) => JSON.stringify(schemaAssertions(JSON.parse(content)))),
    docs: under('docs/', (content) => content),
    'model.json': under('model.json', (content) => content),
    runtime: runtimeBehaviour(bundle),
    // The crosswalks as mapping tools read them: the documents and their SSSOM export.
    crosswalk: JSON.stringify(bundle.mappings) + exportSssom(bundle).text,
  };
}

const baselines = new Map<string, Promise<Awaited<ReturnType<typeof artefacts>>>>();
/** Per change kind, the consumers affected in some case that reports that kind. */
const evidence = new Map<ChangeKind, Set<Consumer>>();

for (const { name, setup, edit } of diffCases) {
  test(name, async () => {
    const before = structuredClone(published);
    setup?.(before);
    const after = structuredClone(before);
    edit(after);
    const key = JSON.stringify(before);
    if (!baselines.has(key)) baselines.set(key, artefacts(before));
    const [old, now] = [await baselines.get(key)!, await artefacts(after)];
    const changed = (Object.keys(now) as (keyof typeof now)[]).filter((group) => old[group] !== now[group]);
    const affected = changed.filter((group): group is Consumer => group !== 'model.json');
    const { changes } = compareModels({ name: 'before', bundle: before }, { name: 'after', bundle: after });
    const kinds = [...new Set(changes.map((change) => change.kind))];
    const named = new Set(changes.flatMap((change) => change.consumers));
    for (const kind of kinds)
      for (const consumer of affected) evidence.set(kind, new Set([...(evidence.get(kind) ?? []), consumer]));
    assert.ok(changed.includes('model.json'), 'every change shows in model.json');
    assert.equal(
      affected.filter((consumer) => !named.has(consumer)),
      [],
      `${kinds.join(', ')} names ${[...named].join(' ')}, but these artefacts changed too`,
    );
  });
}

test('every consumer a change kind names is affected in a case of that kind', () => {
  const unevidenced = Object.entries(changeCatalog).flatMap(([kind, spec]) =>
    spec.consumers
      .filter((consumer) => !evidence.get(kind as ChangeKind)?.has(consumer))
      .map((consumer) => `${kind} ${consumer}`),
  );
  assert.equal(unevidenced, [], `consumers: ${consumers.join(', ')}`);
});

test.run();
