// Variations of the published model's lifecycles (states and transitions added and removed, whole lifecycles
// removed), and the property that any of them that lints without errors is a model the runtime accepts.
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { parse, stringify } from 'yaml';
import { lintRules } from '../../lint-rules/index.js';
import { compileModel } from '../../src/compile.js';
import { loadLintConfig } from '../../src/lint/config.js';
import { lint } from '../../src/lint/lint.js';
import { bundleModel } from '../../src/model/bundle.js';
import type { LifecycleDocument } from '../../src/model/documents.js';
import { buildRuntimeModel } from '../../src/runtime/runtime-model.js';
import { repoPath } from './paths.js';
import { readModelFiles, snippetSource } from './snippet-model.js';

const published = readModelFiles(repoPath('model'));
export const lifecycleFiles = Object.keys(published)
  .filter((file) => file.startsWith('terms/') && (parse(published[file]!) as { lifecycle?: unknown }).lifecycle)
  .sort();
export const { config } = loadLintConfig({ rules: lintRules, cwd: repoPath() });

/** One edit of one lifecycle; indexes are taken modulo what the lifecycle has, so every edit applies. */
export type Edit =
  | { kind: 'add-state'; name: string; terminal: boolean; from: number; to: number[] }
  | { kind: 'remove-state'; state: number }
  | { kind: 'add-transition'; from: number; to: number }
  | { kind: 'remove-transition'; transition: number }
  | { kind: 'toggle-terminal'; state: number }
  | { kind: 'remove-lifecycle' };

const index = fc.nat({ max: 20 });
const edit: fc.Arbitrary<Edit> = fc.oneof(
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
  fc.record({ kind: fc.constant('remove-lifecycle' as const) }),
);

function apply(lifecycle: LifecycleDocument, change: Exclude<Edit, { kind: 'remove-lifecycle' }>): void {
  const { states } = lifecycle;
  const at = <T>(items: readonly T[], i: number) => items[i % items.length]!;
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
    case 'toggle-terminal': {
      const state = at(states, change.state);
      lifecycle.terminal = lifecycle.terminal.includes(state)
        ? lifecycle.terminal.filter((s) => s !== state)
        : [...lifecycle.terminal, state];
    }
  }
}

/** The published model with each edit applied to the lifecycle of the term file it names. */
export function varied(edits: readonly { file: number; change: Edit }[]): Record<string, string> {
  const documents = new Map<string, { lifecycle?: LifecycleDocument }>();
  for (const { file, change } of edits) {
    const name = lifecycleFiles[file % lifecycleFiles.length]!;
    const document = documents.get(name) ?? (parse(published[name]!) as { lifecycle?: LifecycleDocument });
    documents.set(name, document);
    // An edit of a lifecycle an earlier edit removed is no edit.
    if (change.kind === 'remove-lifecycle') delete document.lifecycle;
    else if (document.lifecycle) apply(document.lifecycle, change);
  }
  const files = { ...published };
  for (const [name, document] of documents) files[name] = stringify(document, { lineWidth: 0 });
  return files;
}

/**
 * Checks `runs` random variations (1 to 3 edits each): every one that lints without errors must be accepted by
 * buildRuntimeModel, the function `awm runtime init` builds its model with. Returns how many of each kind were seen.
 */
export function checkLintRuntimeAgreement(runs: number, seed?: number): { clean: number; refusedByLint: number } {
  let clean = 0;
  let refusedByLint = 0;
  fc.assert(
    fc.property(fc.array(fc.record({ file: index, change: edit }), { minLength: 1, maxLength: 3 }), (edits) => {
      const compiled = compileModel(snippetSource(varied(edits), 'model'));
      const errors = lint(compiled, config).diagnostics.filter((d) => d.severity === 'error');
      if (errors.length > 0 || !compiled.model) {
        refusedByLint += 1;
        return;
      }
      clean += 1;
      const built = buildRuntimeModel(bundleModel(compiled.model));
      assert.ok(built.ok, `lint found no error, yet the runtime refuses: ${built.ok ? '' : built.problems.join('; ')}`);
    }),
    { numRuns: runs, ...(seed === undefined ? {} : { seed }) },
  );
  return { clean, refusedByLint };
}
