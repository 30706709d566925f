// Checks a finding a rule reports before it becomes a diagnostic: plugins are plain JavaScript, not type-checked.
import type { Model } from '../model/model.js';
import type { AnyRule } from './rule.js';

/** Each model's files as a set, made once: a plugin rule may report thousands of findings. */
const filesOf = new WeakMap<Model, ReadonlySet<unknown>>();

function isModelFile(model: Model, source: unknown): boolean {
  let files = filesOf.get(model);
  if (!files) {
    files = new Set(model.files);
    filesOf.set(model, files);
  }
  return files.has(source);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 1;

function rangeProblem(range: unknown): string | undefined {
  if (typeof range !== 'object' || range === null) return 'has no range';
  const { line, column, endLine, endColumn } = range as Record<string, unknown>;
  return [line, column, endLine, endColumn].every(isCount) ? undefined : 'has a range without 1-based positions';
}

function fixProblem(fix: unknown, index: number): string | undefined {
  if (fix === undefined) return undefined;
  if (typeof fix !== 'object' || fix === null) return `fixes[${index}] is not an object`;
  const { title, edits } = fix as Record<string, unknown>;
  if (!isString(title)) return `fixes[${index}] has no title`;
  if (!Array.isArray(edits) || edits.length === 0) return `fixes[${index}] has no edits`;
  for (const [at, edit] of edits.entries()) {
    if (typeof edit !== 'object' || edit === null) return `fixes[${index}].edits[${at}] is not an object`;
    const { absolutePath, newText, range } = edit as Record<string, unknown>;
    if (!isString(absolutePath) || !isString(newText))
      return `fixes[${index}].edits[${at}] needs absolutePath and newText strings`;
    const problem = rangeProblem(range);
    if (problem) return `fixes[${index}].edits[${at}] ${problem}`;
  }
  return undefined;
}

/** Why `finding` is not one `rule` may report about `model`, or undefined when it is well formed. */
export function findingProblem(rule: AnyRule, model: Model, finding: unknown): string | undefined {
  if (typeof finding !== 'object' || finding === null) return 'the finding is not an object';
  const { messageId, params, source, path, atKey, term, fixes } = finding as Record<string, unknown>;
  const template =
    isString(messageId) && Object.hasOwn(rule.messages, messageId) ? rule.messages[messageId] : undefined;
  if (!template) return `messageId ${JSON.stringify(messageId)} is not one of ${Object.keys(rule.messages).join(', ')}`;
  if (typeof params !== 'object' || params === null) return `message "${messageId}" needs params`;
  for (const name of template.params)
    if (!isString((params as Record<string, unknown>)[name]))
      return `message "${messageId}" needs the string param "${name}"`;
  if (!isModelFile(model, source)) return 'source is not a file of the model (use term.source)';
  if (!Array.isArray(path) || !path.every((part) => isString(part) || Number.isInteger(part)))
    return 'path is not a list of keys and indexes';
  if (atKey !== undefined && typeof atKey !== 'boolean') return 'atKey is not true or false';
  if (term !== undefined && !isString(term)) return 'term is not a string';
  if (fixes === undefined) return undefined;
  if (!Array.isArray(fixes)) return 'fixes is not a list';
  for (const [index, fix] of fixes.entries()) {
    const problem = fixProblem(fix, index);
    if (problem) return problem;
  }
  return undefined;
}
