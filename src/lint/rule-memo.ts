// Which lint rules an edit cannot affect: an edit of no term section a rule reads leaves its findings as they were.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Model } from '../model/model.js';
import type { LintConfig } from './config.js';
import type { RuleMemo, RuleOutput } from './lint-model.js';
import type { AnyRule } from './rule.js';

/** A model as last linted, with what each rule found in it. */
export interface LintedVersion {
  model: Model;
  config: LintConfig;
  outputs: ReadonlyMap<string, RuleOutput>;
}

/**
 * The top-level term sections (`lifecycle`, `relationships`, ...) whose content or damage differs
 * between two versions of a model, or undefined when the edit reaches further: a file other than
 * a term's changed, a term appeared, vanished or was renamed. Terms of unchanged files share their
 * data between versions, so only the edited ones are compared section by section.
 */
export function changedTermSections(
  before: Model,
  after: Model,
  changedFiles: ReadonlySet<string>,
): Set<string> | undefined {
  const termFiles = new Set([...after.terms.values()].map((term) => term.source.absolutePath));
  if ([...changedFiles].some((file) => !termFiles.has(file))) return undefined;
  // A package file a crosswalk pins lies outside the model: it is read again on every link, and when
  // what was found changed (an upgrade, an install) every rule runs again.
  if (packageSourcesChanged(before, after)) return undefined;
  if (before.terms.size !== after.terms.size) return undefined;
  const sections = new Set<string>();
  for (const [key, term] of after.terms) {
    const old = before.terms.get(key);
    if (!old || old.source.absolutePath !== term.source.absolutePath) return undefined;
    // Damage can spread in linking (a relationship to a term that lost its key), so every term is compared.
    for (const section of symmetricDifference(old.damaged, term.damaged)) sections.add(section);
    if (old.data === term.data) continue;
    const data = term.data as unknown as Record<string, unknown>;
    const oldData = old.data as unknown as Record<string, unknown>;
    for (const section of new Set([...Object.keys(oldData), ...Object.keys(data)]))
      if (JSON.stringify(oldData[section]) !== JSON.stringify(data[section])) sections.add(section);
  }
  return sections;
}

/** Whether any crosswalk's pinned package files were found differently in the two versions. */
function packageSourcesChanged(before: Model, after: Model): boolean {
  for (const [system, mapping] of after.mappings) {
    const old = before.mappings.get(system)?.packageSources ?? new Map();
    if (old.size !== mapping.packageSources.size) return true;
    for (const [name, { found }] of mapping.packageSources) {
      const was = old.get(name)?.found;
      if (!was || was.kind !== found.kind) return true;
      if (found.kind === 'ok' ? was.kind === 'ok' && was.content !== found.content : !sameJson(was, found)) return true;
    }
  }
  return false;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function symmetricDifference(a: ReadonlySet<string> = new Set(), b: ReadonlySet<string> = new Set()): string[] {
  return [...[...a].filter((x) => !b.has(x)), ...[...b].filter((x) => !a.has(x))];
}

/** Whether a finding, or an edit of one of its fixes, lies in one of `files` (whose positions an edit moved). */
function touches(diagnostic: Diagnostic, files: ReadonlySet<string>): boolean {
  if (files.has(diagnostic.absolutePath)) return true;
  return (diagnostic.fixes ?? []).some((fix) => fix.edits.some((edit) => files.has(edit.absolutePath)));
}

/**
 * A memo for linting `model` after `changedFiles` (absolute paths) changed since `previous` was
 * linted: a rule's earlier output is reused when the configuration is the same, the edit changed
 * no term section the rule reads (`reads`, which covers the terms it reports on and their
 * neighbours), and none of its findings lies in a changed file. Every output, reused or not, is
 * collected in `outputs` for the next edit; `reused` names the rules that did not run.
 */
export function ruleMemo(
  previous: LintedVersion | undefined,
  model: Model,
  config: LintConfig,
  changedFiles: ReadonlySet<string>,
): { memo: RuleMemo; outputs: Map<string, RuleOutput>; reused: Set<string> } {
  const outputs = new Map<string, RuleOutput>();
  const reused = new Set<string>();
  const sections =
    previous && previous.config === config ? changedTermSections(previous.model, model, changedFiles) : undefined;
  const stillRight = (rule: AnyRule, output: RuleOutput) =>
    !rule.reads.some((section) => sections!.has(section)) &&
    ![...output.diagnostics, ...output.withheld].some((d) => touches(d, changedFiles));
  return {
    outputs,
    reused,
    memo: {
      reuse(rule) {
        const output = sections && previous?.outputs.get(rule.code);
        if (!output || !stillRight(rule, output)) return undefined;
        reused.add(rule.code);
        return output;
      },
      record(rule, output) {
        outputs.set(rule.code, output);
      },
    },
  };
}
