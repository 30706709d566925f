// Writes a synthetic model of any size: the bundled model plus generated terms with relationships and lifecycles.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Document, isMap, isSeq } from 'yaml';
import type { ModelBundle } from '../../src/model/bundle.js';
import type { TermDocument } from '../../src/model/documents.js';
import { repoPath } from '../helpers/paths.js';

const states = ['queued', 'running', 'blocked', 'succeeded', 'failed', 'cancelled'];

function termKey(index: number): string {
  return `SyntheticTerm${String(index).padStart(5, '0')}`;
}

function snake(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

/** The term that term `index` references: spread across the model, never itself when count > 1. */
function referenceOf(index: number, count: number): number {
  return (index * 7 + 3) % count;
}

/**
 * One generated term: a chain link (contains the next term, observed back by it), a reference
 * to a term further on with its inverse, four fields (five with the parent's reference) and, for every other
 * term, a lifecycle.
 */
function syntheticTerm(index: number, count: number, referencedBy: readonly number[][]): Record<string, unknown> {
  const key = termKey(index);
  const id = `${snake(key)}_id`;
  const relationships: Record<string, unknown>[] = [];
  if (index + 1 < count) {
    relationships.push({
      name: 'next_terms',
      kind: 'contains',
      target: termKey(index + 1),
      cardinality: '0..*',
      inverse: 'previous_term',
      inverse_cardinality: '1',
    });
  }
  if (index > 0) {
    relationships.push({
      name: 'previous_term',
      kind: 'observes',
      target: termKey(index - 1),
      cardinality: '1',
      inverse: 'next_terms',
      inverse_cardinality: '0..*',
    });
  }
  const referenced = referenceOf(index, count);
  relationships.push({
    name: `referenced_${referenced}`,
    kind: 'references',
    target: termKey(referenced),
    cardinality: '0..1',
    inverse: `referenced_by_${index}`,
    inverse_cardinality: '0..*',
  });
  for (const source of referencedBy[index] ?? []) {
    relationships.push({
      name: `referenced_by_${source}`,
      kind: 'observes',
      target: termKey(source),
      cardinality: '0..*',
      inverse: `referenced_${index}`,
      inverse_cardinality: '0..1',
    });
  }
  const term: Record<string, unknown> = {
    key,
    definition: `Synthetic term number ${index}, generated to measure the toolkit on a large model.`,
    purpose: 'Exercise loading, validation, linking and emission at scale.',
    status: 'draft',
    mutability: 'mutable',
    authority: { owner: 'work-session-coordinator', mutable: true },
    identity: { field: id, kind: 'name', authorization: false },
    ...(index > 0
      ? { parent: { term: termKey(index - 1), cardinality: '1', inverse: 'next_terms', inverse_cardinality: '0..*' } }
      : {}),
    fields: [
      { name: id, kind: 'identity', type: 'name', portable_snapshot: true },
      { name: 'display_name', kind: 'descriptive', type: 'string', portable_snapshot: true },
      { name: 'sequence', kind: 'metadata', type: 'integer', portable_snapshot: true },
      { name: 'policy', kind: 'policy', type: 'PolicyDocument', portable_snapshot: true },
      // The runtime records a term with a lifecycle by its parent, named by the parent's identity field.
      ...(index > 0
        ? [{ name: `${snake(termKey(index - 1))}_id`, kind: 'reference', type: 'name', portable_snapshot: true }]
        : []),
    ],
    relationships,
    ...(index % 2 === 0
      ? {
          lifecycle: {
            initial: 'queued',
            states,
            terminal: ['succeeded', 'failed', 'cancelled'],
            transitions: [
              { from: 'queued', to: 'running' },
              { from: 'running', to: 'blocked' },
              { from: 'blocked', to: 'running' },
              { from: 'running', to: 'succeeded' },
              { from: 'running', to: 'failed' },
              { from: 'queued', to: 'cancelled' },
              { from: 'blocked', to: 'cancelled' },
            ],
          },
        }
      : {}),
    invariants: [{ code: 'synthetic', level: 'SHOULD', text: 'A synthetic term SHOULD only appear in benchmarks.' }],
    aliases: [`synthetic-${index}`],
    deprecated_aliases: [],
    non_synonyms: [{ term: 'WorkSession', reason: 'A synthetic term is not a work episode.' }],
    examples: ['A row in a benchmark.'],
    anti_examples: ['A term someone relies on.'],
    mapping_hooks: {},
  };
  return term;
}

/** YAML in the bundled model's style: one line per field, state list and transition. */
function toModelYaml(term: Record<string, unknown>): string {
  const document = new Document(term);
  for (const path of [['fields'], ['lifecycle', 'transitions']]) {
    const list = document.getIn(path, true);
    if (isSeq(list)) for (const item of list.items) if (isMap(item)) item.flow = true;
  }
  for (const path of [['lifecycle', 'states'], ['lifecycle', 'terminal'], ['aliases'], ['deprecated_aliases']]) {
    const list = document.getIn(path, true);
    if (isSeq(list)) list.flow = true;
  }
  return document.toString({ lineWidth: 100, flowCollectionPadding: false });
}

/** The generated terms of a model of `termCount` terms (the sixteen bundled ones come first, so `termCount - 16`). */
export function syntheticTerms(termCount: number): Record<string, unknown>[] {
  const generated = termCount - 16;
  const referencedBy: number[][] = Array.from({ length: generated }, () => []);
  for (let source = 0; source < generated; source++) referencedBy[referenceOf(source, generated)]!.push(source);
  return Array.from({ length: generated }, (_, index) => syntheticTerm(index, generated, referencedBy));
}

export interface SyntheticOptions {
  /**
   * `bundled` (the default): the bundled crosswalks as they are, so each lacks every generated term
   * (a MAPPING_INCOMPLETE warning per term and crosswalk). `complete`: each also has the entry
   * `awm mapping init` scaffolds for every generated term (`{fidelity: tbd, native_term: null}`).
   */
  crosswalks?: 'bundled' | 'complete';
}

/** Adds the scaffolded entry of every key to each crosswalk of a model directory, first under `terms:`. */
function completeCrosswalks(modelDir: string, keys: readonly string[]): void {
  const mappings = path.join(modelDir, 'mappings');
  const entries = keys.map((key) => `  ${key}: {fidelity: tbd, native_term: null}\n`).join('');
  for (const name of readdirSync(mappings).filter((file) => file.endsWith('.yaml'))) {
    const text = readFileSync(path.join(mappings, name), 'utf8');
    const at = text.indexOf('\nterms:\n');
    if (at < 0) throw new Error(`${name} has no terms section`);
    const start = at + '\nterms:\n'.length;
    writeFileSync(path.join(mappings, name), text.slice(0, start) + entries + text.slice(start));
  }
}

/**
 * Writes a model of `termCount` terms to `dir`: the bundled model's sixteen terms, roles, rules
 * and crosswalk, plus generated terms up to the count. Returns the model directory.
 */
export function writeSyntheticModel(dir: string, termCount: number, options: SyntheticOptions = {}): string {
  const modelDir = path.join(dir, 'model');
  cpSync(repoPath('model'), modelDir, { recursive: true });
  const keys: string[] = [];
  mkdirSync(path.join(modelDir, 'terms'), { recursive: true });
  for (const term of syntheticTerms(termCount)) {
    keys.push(term.key as string);
    writeFileSync(path.join(modelDir, 'terms', `${term.key as string}.yaml`), toModelYaml(term));
  }
  const modelYaml = readFileSync(path.join(modelDir, 'model.yaml'), 'utf8');
  writeFileSync(path.join(modelDir, 'model.yaml'), `${modelYaml}${keys.map((key) => `  - ${key}\n`).join('')}`);
  if (options.crosswalks === 'complete') completeCrosswalks(modelDir, keys);
  return modelDir;
}

/**
 * The compiled model (model.json data) of writeSyntheticModel(dir, termCount), assembled
 * directly: the bundled model's compiled form plus the generated terms, in term order. At 20,000
 * terms this takes a second instead of a minute of writing and compiling YAML.
 */
export function syntheticBundle(termCount: number): ModelBundle {
  const bundle = JSON.parse(readFileSync(repoPath('generated', 'model.json'), 'utf8')) as ModelBundle;
  return { ...bundle, terms: [...bundle.terms, ...(syntheticTerms(termCount) as unknown as TermDocument[])] };
}
