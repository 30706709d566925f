// What a lint rule is: its catalogue entry (code, severity, messages, docs) and its check.
import type { MessageTemplate } from '../diagnostics/message.js';
import type { Severity } from '../diagnostics/catalog.js';
import type { Fix } from '../diagnostics/diagnostic.js';
import type { TermDocument } from '../model/documents.js';
import type { ModelPath, ModelFile } from '../model/model-file.js';
import type { Model, Rule as ModelRule, Term } from '../model/model.js';

/** The parameter names of a message template. */
type ParamsOf<T> = T extends MessageTemplate<infer P> ? P : never;

/** Where a finding points: a file and a model path inside it (at the value, or at its key). */
export interface FindingLocation {
  source: ModelFile;
  path: ModelPath;
  /** Point at the key that introduces `path` rather than at its value. */
  atKey?: boolean;
  /** The term the finding is about. */
  term?: string;
  /** Changes that resolve the finding (see src/load/text-edits.ts for building their edits). */
  fixes?: (Fix | undefined)[];
}

export type Finding<M extends Record<string, MessageTemplate<string>>> = {
  [K in keyof M]: FindingLocation & { messageId: K; params: Readonly<Record<ParamsOf<M[K]>, string>> };
}[keyof M];

export interface RuleContext<M extends Record<string, MessageTemplate<string>>> {
  readonly model: Model;
  /** The model's rules (model/rules/) whose `lint_codes` name this rule's code, in model order. */
  readonly modelRules: readonly ModelRule[];
  /**
   * The terms a model rule applies to: its `applies_to` term keys, or every term when it applies
   * to `*` or to a section of every term (`fields`, `identity`, ...).
   */
  termsOf(modelRule: ModelRule): readonly Term[];
  /** The terms any of `modelRules` applies to, each once, in the order the rules list them (found once per run). */
  scopedTerms(): readonly Term[];
  report(finding: Finding<M>): void;
}

/** A documented example: an excerpt of a bundled model file that passes, and an edit of it that fails. */
export interface RuleExample {
  /** The file under model/, such as `terms/AgentRun.yaml`. */
  file: string;
  /** Text that occurs in the bundled model file and passes the rule. */
  passing: string;
  /** The same text edited so that the rule reports it. */
  failing: string;
}

export interface RuleDefinition<
  M extends Record<string, MessageTemplate<string>> = Record<string, MessageTemplate<string>>,
> {
  /** SCREAMING_SNAKE_CASE code; the rule's file is the code in kebab-case. */
  code: string;
  severity: Severity;
  /** One sentence: what the rule reports. */
  summary: string;
  /** What it checks and, where the model's rule leaves room, what was decided and why. */
  description: string;
  messages: M;
  /**
   * The sections of term documents the rule reads, of the terms it reports on and of their
   * neighbours. When a schema error costs a term part of such a section, the rule's findings
   * about that term and its neighbours are withheld until it is fixed. An editor's LintSession
   * also keeps the rule's findings across an edit that changes none of these sections, so list
   * every section the rule's outcome depends on.
   */
  reads: readonly TermSection[];
  example: RuleExample;
  check(context: RuleContext<M>): void;
  /** A page documenting the rule, for editors and SARIF (a plugin's; built-in rules link to awm's documentation). */
  url?: string;
  /** Set by awm on the rules it loads from a plugin (their code then reads `plugin/CODE`); a rule never sets it. */
  readonly plugin?: PluginOrigin;
}

/** Where a plugin rule came from: the plugin's name and the module awm.config.yaml named. */
export interface PluginOrigin {
  name: string;
  /** The `plugins:` entry as written (a relative path or a package name). */
  specifier: string;
  /** The URL of the module awm imported. */
  module: string;
}

/** A top-level key of a term document. */
export type TermSection = keyof TermDocument;

/** Identity function that checks a rule's metadata and keeps its message types. */
export function defineRule<const M extends Record<string, MessageTemplate<string>>>(
  rule: RuleDefinition<M>,
): RuleDefinition<M> {
  if (!isRuleCode(rule.code)) throw new Error(`lint rule code "${rule.code}" is not SCREAMING_SNAKE_CASE`);
  if (rule.summary.trim() === '' || rule.description.trim() === '')
    throw new Error(`lint rule ${rule.code} needs a summary and a description`);
  if (Object.keys(rule.messages).length === 0) throw new Error(`lint rule ${rule.code} has no messages`);
  return rule;
}

/** Whether `code` is a rule's own code: SCREAMING_SNAKE_CASE (a plugin's rules get their prefix on loading). */
export function isRuleCode(code: unknown): code is string {
  return typeof code === 'string' && /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(code);
}

/** `INVERSE_MISSING` -> `inverse-missing`: the rule's file name and documentation page. */
export function kebabCode(code: string): string {
  return code.toLowerCase().replace(/_/g, '-').replace(/\//g, '--');
}

/** Any rule, whatever its messages: what the engine, the docs and the formatters handle. */
export type AnyRule = RuleDefinition<Record<string, MessageTemplate<string>>>;
