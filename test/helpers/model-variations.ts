// Variations of the published model (lifecycle states and transitions, fields, owners, relationships, terms and
// the model rules' scope, added, changed and removed), and the property that any of them that lints without errors
// is a model the runtime accepts.
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { parse, stringify } from 'yaml';
import { lintRules } from '../../lint-rules/index.js';
import { compileModel } from '../../src/compile.js';
import { loadLintConfig } from '../../src/lint/config.js';
import { lint } from '../../src/lint/lint.js';
import { bundleModel } from '../../src/model/bundle.js';
import type { LifecycleDocument, TermDocument } from '../../src/model/documents.js';
import { buildRuntimeModel } from '../../src/runtime/core/runtime-model.js';
import { repoPath } from './paths.js';
import { readModelFiles, snippetSource } from './snippet-model.js';

const published = readModelFiles(repoPath('model'));
/** Every term file of the published model, sorted: what an edit's `file` indexes (modulo their number). */
export const termFiles = Object.keys(published)
  .filter((file) => file.startsWith('terms/'))
  .sort();
const ruleFiles = Object.keys(published)
  .filter((file) => file.startsWith('rules/'))
  .sort();
export const { config } = loadLintConfig({ rules: lintRules, cwd: repoPath() });

/** One edit of one lifecycle; indexes are taken modulo what the lifecycle has, so every edit applies. */
export type LifecycleEdit =
  | { kind: 'add-state'; name: string; terminal: boolean; from: number; to: number[] }
  | { kind: 'remove-state'; state: number }
  | { kind: 'add-transition'; from: number; to: number }
  | { kind: 'remove-transition'; transition: number }
  | { kind: 'toggle-terminal'; state: number }
  | { kind: 'misspell-transition'; transition: number; end: 'from' | 'to' }
  | { kind: 'remove-lifecycle' };

/** One edit of a term outside its lifecycle, or of the model around it; indexes are taken modulo, as above. */
export type TermEdit =
  | { kind: 'remove-field'; field: number }
  | { kind: 'rename-field'; field: number }
  | { kind: 'unreference-field'; field: number }
  | { kind: 'retype-field'; field: number; type: string }
  | { kind: 'unknown-owner'; owner: string }
  | { kind: 'remove-relationship'; relationship: number }
  | { kind: 'pin-relationship'; relationship: number }
  | { kind: 'toggle-immutable' }
  | { kind: 'remove-term' }
  /** Takes the term out of every model rule's `applies_to`, so the lint codes the rules scope check it no more. */
  | { kind: 'unscope-term' };

export type Edit = LifecycleEdit | TermEdit;

const index = fc.nat({ max: 20 });
const lifecycleEdit: fc.Arbitrary<LifecycleEdit> = fc.oneof(
  fc.record({
    kind: fc.constant('add-state' as const),
    name: fc.constantFrom('deferred', 'parked', 'on_hold'),
    terminal: fc.boolean(),
    from: index,
    to: fc.array(index, { maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('remove-state' as const), state: index }),
  fc.record({ kind: fc.constant('add-transition' as const), from: index, to: index }),
  fc.record({ kind: fc.constant('remove-transition' as const), transition: index }),
  fc.record({ kind: fc.constant('toggle-terminal' as const), state: index }),
  fc.record({
    kind: fc.constant('misspell-transition' as const),
    transition: index,
    end: fc.constantFrom('from' as const, 'to' as const),
  }),
  fc.record({ kind: fc.constant('remove-lifecycle' as const) }),
);
const termEdit: fc.Arbitrary<TermEdit> = fc.oneof(
  fc.record({ kind: fc.constant('remove-field' as const), field: index }),
  fc.record({ kind: fc.constant('rename-field' as const), field: index }),
  fc.record({ kind: fc.constant('unreference-field' as const), field: index }),
  fc.record({
    kind: fc.constant('retype-field' as const),
    field: index,
    type: fc.constantFrom('string', 'object', 'name', 'PolicyDocument'),
  }),
  // A misspelt role, a role of no catalogue, a term, and a blank owner.
  fc.record({
    kind: fc.constant('unknown-owner' as const),
    owner: fc.constantFrom('work-session-coordinater', 'nobody', 'Principal', ''),
  }),
  fc.record({ kind: fc.constant('remove-relationship' as const), relationship: index }),
  fc.record({ kind: fc.constant('pin-relationship' as const), relationship: index }),
  fc.record({ kind: fc.constant('toggle-immutable' as const) }),
  fc.record({ kind: fc.constant('remove-term' as const) }),
  fc.record({ kind: fc.constant('unscope-term' as const) }),
);
const edit: fc.Arbitrary<Edit> = fc.oneof(lifecycleEdit, termEdit);

const lifecycleEditKinds: ReadonlySet<Edit['kind']> = new Set([
  'add-state',
  'remove-state',
  'add-transition',
  'remove-transition',
  'toggle-terminal',
  'misspell-transition',
]);
const isLifecycleEdit = (change: Edit): change is Exclude<LifecycleEdit, { kind: 'remove-lifecycle' }> =>
  lifecycleEditKinds.has(change.kind);

const at = <T>(items: readonly T[], i: number) => items[i % items.length]!;

function applyToLifecycle(lifecycle: LifecycleDocument, change: Exclude<LifecycleEdit, { kind: 'remove-lifecycle' }>) {
  const { states } = lifecycle;
  switch (change.kind) {
    case 'add-state': {
      if (states.includes(change.name)) return;
      lifecycle.transitions.push({ from: at(states, change.from), to: change.name });
      for (const to of change.to) lifecycle.transitions.push({ from: change.name, to: at(states, to) });
      states.push(change.name);
      if (change.terminal) lifecycle.terminal.push(change.name);
      return;
    }
    case 'remove-state': {
      const state = at(states, change.state);
      states.splice(states.indexOf(state), 1);
      lifecycle.terminal = lifecycle.terminal.filter((s) => s !== state);
      lifecycle.transitions = lifecycle.transitions.filter((t) => t.from !== state && t.to !== state);
      return;
    }
    case 'add-transition':
      lifecycle.transitions.push({ from: at(states, change.from), to: at(states, change.to) });
      return;
    case 'remove-transition':
      if (lifecycle.transitions.length > 0)
        lifecycle.transitions.splice(change.transition % lifecycle.transitions.length, 1);
      return;
    case 'misspell-transition':
      if (lifecycle.transitions.length > 0) at(lifecycle.transitions, change.transition)[change.end] += 'd';
      return;
    case 'toggle-terminal': {
      const state = at(states, change.state);
      lifecycle.terminal = lifecycle.terminal.includes(state)
        ? lifecycle.terminal.filter((s) => s !== state)
        : [...lifecycle.terminal, state];
    }
  }
}

/** The documents being varied, parsed once each, by file name; a removed file maps to undefined. */
type Documents = Map<string, Record<string, unknown> | undefined>;

function documentOf(documents: Documents, file: string): Record<string, unknown> | undefined {
  if (!documents.has(file)) documents.set(file, parse(published[file]!) as Record<string, unknown>);
  return documents.get(file);
}

function applyToTerm(term: TermDocument, change: Exclude<TermEdit, { kind: 'remove-term' | 'unscope-term' }>) {
  const { fields, relationships } = term;
  switch (change.kind) {
    case 'remove-field':
      fields.splice(change.field % fields.length, 1);
      return;
    case 'rename-field':
      at(fields, change.field).name += '_renamed';
      return;
    case 'unreference-field': {
      const field = at(fields, change.field);
      if (field.kind === 'reference') field.kind = 'descriptive';
      return;
    }
    case 'retype-field':
      at(fields, change.field).type = change.type as TermDocument['fields'][number]['type'];
      return;
    case 'unknown-owner':
      term.authority.owner = change.owner;
      return;
    case 'remove-relationship':
      if (relationships.length > 0) relationships.splice(change.relationship % relationships.length, 1);
      return;
    case 'pin-relationship':
      if (relationships.length > 0) at(relationships, change.relationship).kind = 'pins';
      return;
    case 'toggle-immutable':
      term.mutability = term.mutability === 'immutable' ? 'mutable' : 'immutable';
  }
}

/** The model rules of every rule set, as `documents` has them. */
function modelRules(documents: Documents): { applies_to: string[] }[] {
  return ruleFiles.flatMap((file) => (documentOf(documents, file) as { rules: { applies_to: string[] }[] }).rules);
}

/**
 * Takes a term out of every model rule: a rule naming sections (`fields`) or `*` applies to the model's other
 * terms by name instead; one left with no term applies to the first other term, since `applies_to` is never empty.
 */
function unscopeTerm(documents: Documents, key: string) {
  const others = (documentOf(documents, 'model.yaml') as { term_order: string[] }).term_order.filter((k) => k !== key);
  const keys = new Set(others);
  for (const rule of modelRules(documents)) {
    const named = rule.applies_to.some((entry) => !keys.has(entry) && entry !== key) ? others : rule.applies_to;
    const left = named.filter((entry) => entry !== key);
    rule.applies_to = left.length > 0 ? left : others.slice(0, 1);
  }
}

/** Removes a term with what names it by key: its entry in term_order, relationships to it, a parent link to it. */
function removeTerm(documents: Documents, file: string) {
  const key = (documentOf(documents, file) as unknown as TermDocument).key;
  documents.set(file, undefined);
  const model = documentOf(documents, 'model.yaml') as { term_order: string[] };
  model.term_order = model.term_order.filter((entry) => entry !== key);
  for (const other of termFiles) {
    const term = documentOf(documents, other) as TermDocument | undefined;
    if (!term) continue;
    term.relationships = term.relationships.filter((r) => r.target !== key);
    if (term.parent?.term === key) delete term.parent;
  }
  for (const rule of modelRules(documents)) rule.applies_to = rule.applies_to.filter((entry) => entry !== key);
}

/** The published model with each edit applied to the term file it names (or to the model around that term). */
export function varied(edits: readonly { file: number; change: Edit }[]): Record<string, string> {
  const documents: Documents = new Map();
  for (const { file, change } of edits) {
    const name = at(termFiles, file);
    const term = documentOf(documents, name) as unknown as TermDocument | undefined;
    // An edit of a term, or of a lifecycle, that an earlier edit removed is no edit.
    if (!term) continue;
    if (change.kind === 'remove-lifecycle') delete (term as { lifecycle?: unknown }).lifecycle;
    else if (change.kind === 'remove-term') removeTerm(documents, name);
    else if (change.kind === 'unscope-term') unscopeTerm(documents, term.key);
    else if (isLifecycleEdit(change)) {
      if (term.lifecycle) applyToLifecycle(term.lifecycle, change);
    } else applyToTerm(term, change);
  }
  const files: Record<string, string> = { ...published };
  for (const [name, document] of documents) {
    if (document) files[name] = stringify(document, { lineWidth: 0 });
    else delete files[name];
  }
  return files;
}

/**
 * One or two terms, each edited one to three times, and in one case of four first taken out of the model rules'
 * scope: mistakes that only show together (an unknown owner where no rule checks owners) meet on one term.
 */
const variation = fc
  .array(
    fc.record({
      file: index,
      unscoped: fc.nat({ max: 3 }).map((n) => n === 0),
      changes: fc.array(edit, { minLength: 1, maxLength: 3 }),
    }),
    { minLength: 1, maxLength: 2 },
  )
  .map((groups) =>
    groups.flatMap(({ file, unscoped, changes }) =>
      [...(unscoped ? [{ kind: 'unscope-term' as const }] : []), ...changes].map((change) => ({ file, change })),
    ),
  );

/** How many variations of each kind a run saw. */
export interface AgreementCounts {
  clean: number;
  refusedByLint: number;
}

/**
 * Checks `runs` random variations: every one that lints without errors must be accepted by
 * buildRuntimeModel, the function `awm runtime init` builds its model with. Returns how many of each kind were seen.
 */
export function checkLintRuntimeAgreement(runs: number, seed?: number): AgreementCounts {
  const counts: AgreementCounts = { clean: 0, refusedByLint: 0 };
  fc.assert(
    fc.property(variation, (edits) => {
      const compiled = compileModel(snippetSource(varied(edits), 'model'));
      const errors = lint(compiled, config).diagnostics.filter((d) => d.severity === 'error');
      if (errors.length > 0 || !compiled.model) {
        counts.refusedByLint += 1;
        return;
      }
      counts.clean += 1;
      const built = buildRuntimeModel(bundleModel(compiled.model));
      assert.ok(built.ok, `lint found no error, yet the runtime refuses: ${built.ok ? '' : built.problems.join('; ')}`);
    }),
    { numRuns: runs, ...(seed === undefined ? {} : { seed }) },
  );
  return counts;
}
