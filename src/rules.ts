// The public rule API (agent-work-model/rules): what built-in and plugin lint rules are written with.
export {
  defineRule,
  type RuleDefinition,
  type RuleContext,
  type Finding,
  type FindingLocation,
  type RuleExample,
  type TermSection,
  type AnyRule,
  type PluginOrigin,
} from './lint/rule.js';
export { definePlugin, type LintPlugin } from './lint/plugin.js';
export { msg, type MessageTemplate } from './diagnostics/message.js';
export { replaceScalar, appendToList, insertLineBefore, correctionFix } from './load/text-edits.js';
export type { Severity } from './diagnostics/catalog.js';
export type { Fix, FileRange, TextEdit } from './diagnostics/diagnostic.js';
export type { ModelFile, ModelPath, LocateTarget } from './model/model-file.js';
export type * from './model/model.js';
export type * from './model/documents.js';
