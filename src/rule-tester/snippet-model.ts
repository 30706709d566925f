// Snippet models for the RuleTester: a ModelFiles over YAML snippets, with the documents and keys a case leaves
// out filled in.
import { parse } from 'yaml';
import type { ModelFiles } from '../load/model-files.js';
import { readError } from '../load/read-text.js';
import { snakeName } from '../model/names.js';

/**
 * A model directory whose files are strings: `terms/Task.yaml` -> its text. Diagnostics name files as given;
 * pinned npm packages are resolved from `packagesFrom` (else only from awm's own installation).
 */
export function snippetSource(
  files: Readonly<Record<string, string>>,
  name = 'snippets',
  packagesFrom?: string,
): ModelFiles {
  const paths = Object.keys(files).sort();
  return {
    dir: `<${name}>`,
    ...(packagesFrom === undefined ? {} : { packagesFrom }),
    name,
    problem: () => undefined,
    listFiles: () => paths,
    locate: (relative) => `<${name}>/${relative}`,
    display: (relative) => relative,
    readText: (relative) => {
      const text = files[relative];
      const file = { file: relative, absolutePath: `<${name}>/${relative}` };
      return text === undefined ? readError(file, 'no such snippet') : { ok: true, text };
    },
  };
}

/** Text without the indentation its lines share, and without leading and trailing blank lines. */
export function dedent(text: string): string {
  const lines = text
    .replace(/^\s*\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
  return `${lines.map((line) => line.slice(indent)).join('\n')}\n`;
}

/** The authority roles every snippet model has; terms are owned by the first unless they say otherwise. */
export const snippetRoles = ['test-owner', 'other-owner'] as const;

/** A model rule of the snippet model's one rule set. */
export interface SnippetRule {
  id?: string;
  /** Default `*`. */
  appliesTo?: readonly string[];
  lintCodes?: readonly string[];
}

export interface SnippetModel {
  /** Term snippets by key: the keys a term must have and the snippet leaves out are appended after it. */
  terms?: Readonly<Record<string, string>>;
  /** Crosswalk snippets by system: completed like terms, as mappings/<system>.yaml. */
  mappings?: Readonly<Record<string, string>>;
  /** Any other file, verbatim (a rule set, or a replacement for a default document). */
  files?: Readonly<Record<string, string>>;
  /** The model rules, in rules/snippet-rules.yaml; none by default. */
  rules?: readonly SnippetRule[];
}

/**
 * The files of a small, valid model: model.yaml (its term_order lists the terms in the order
 * given), authority-roles.yaml, the rule set of `rules`, and each term snippet completed.
 * Snippets are dedented, so their first line is line 1 of the file and columns count from 1.
 */
export function snippetModelFiles(spec: SnippetModel): Record<string, string> {
  const terms = Object.entries(spec.terms ?? {});
  const files: Record<string, string> = {
    'model.yaml': [
      'model:',
      '  name: Snippet model',
      '  version: 0.1.0',
      '  status: draft',
      '  license: Apache-2.0',
      '  canonical_source: model/',
      '  description: A small model for one test.',
      'generated_notice: Generated.',
      `term_order: [${terms.map(([key]) => key).join(', ')}]`,
      '',
    ].join('\n'),
    'authority-roles.yaml': [
      'authority_roles:',
      ...snippetRoles.map((id) => `  - {id: ${id}, description: A role of the snippet model.}`),
      '',
    ].join('\n'),
  };
  if (spec.rules?.length) files['rules/snippet-rules.yaml'] = ruleSet(spec.rules);
  for (const [key, snippet] of terms) files[`terms/${key}.yaml`] = completeTerm(key, dedent(snippet));
  for (const [system, snippet] of Object.entries(spec.mappings ?? {}))
    files[`mappings/${system}.yaml`] = completeMapping(system, dedent(snippet));
  return { ...files, ...spec.files };
}

function ruleSet(rules: readonly SnippetRule[]): string {
  const lines = ['id: snippet-rules', 'title: Snippet rules', 'description: The rules of a test model.', 'rules:'];
  rules.forEach((rule, index) => {
    const appliesTo = (rule.appliesTo ?? ['*']).map((entry) => JSON.stringify(entry)).join(', ');
    lines.push(
      `  - id: ${rule.id ?? `rule-${index + 1}`}`,
      '    level: MUST',
      `    enforcement: ${rule.lintCodes?.length ? 'lint' : 'documentary'}`,
      `    applies_to: [${appliesTo}]`,
      ...(rule.lintCodes?.length ? [`    lint_codes: [${rule.lintCodes.join(', ')}]`] : []),
      '    statement: The rule holds.',
    );
  });
  return `${lines.join('\n')}\n`;
}

/** A term snippet with every required key it lacks appended, so its own lines keep their positions. */
export function completeTerm(key: string, snippet: string): string {
  const given = (parse(snippet) ?? {}) as Record<string, unknown>;
  const identity = (given.identity as { field?: string } | undefined)?.field ?? `${snakeName(key)}_id`;
  const immutable = given.mutability === 'immutable';
  const defaults: Record<string, string> = {
    key: `key: ${key}`,
    definition: `definition: ${key}, a term of a test model.`,
    purpose: 'purpose: Exercise one lint rule.',
    status: 'status: accepted',
    mutability: 'mutability: mutable',
    authority: `authority: {owner: ${snippetRoles[0]}, mutable: ${!immutable}}`,
    identity: `identity: {field: ${identity}, kind: name, authorization: false}`,
    fields: `fields:\n  - {name: ${identity}, kind: identity, type: name, portable_snapshot: true}`,
    relationships: 'relationships: []',
    invariants: 'invariants: []',
    aliases: 'aliases: []',
    deprecated_aliases: 'deprecated_aliases: []',
    non_synonyms: 'non_synonyms: []',
    examples: 'examples: []',
    anti_examples: 'anti_examples: []',
    mapping_hooks: 'mapping_hooks: {}',
  };
  return withDefaults(snippet, given, defaults);
}

/** A crosswalk snippet with every required key it lacks appended. */
export function completeMapping(system: string, snippet: string): string {
  const given = (parse(snippet) ?? {}) as Record<string, unknown>;
  return withDefaults(snippet, given, {
    system: `system: ${system}`,
    description: `description: The ${system} crosswalk of a test model.`,
    status: 'status: draft',
    fidelity_overview: 'fidelity_overview: partial',
    verified_against: 'verified_against: null',
    notes: 'notes: Written for one test.',
    compatibility_field_mappings: 'compatibility_field_mappings: []',
    terms: 'terms: {}',
  });
}

/** `snippet`, then the default line of every top-level key it does not give. */
function withDefaults(snippet: string, given: Record<string, unknown>, defaults: Record<string, string>): string {
  const missing = Object.entries(defaults).filter(([name]) => !(name in given));
  return missing.length === 0 ? snippet : `${snippet}${missing.map(([, line]) => line).join('\n')}\n`;
}
