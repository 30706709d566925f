// The public rule API (agent-work-model/rules): what built-in and plugin lint rules are written with, and what a
// plugin's factory is given. Built-in rules import it as a plugin does.
export { defineRule } from './rule.js';
export { definePlugin } from './plugin.js';
export { msg } from '../diagnostics/message.js';
export { replaceScalar, appendToList, insertLineBefore, correctionFix } from '../load/text-edits.js';
export type {
  RuleDefinition,
  RuleContext,
  Finding,
  FindingLocation,
  RuleExample,
  TermSection,
  AnyRule,
  PluginOrigin,
} from './rule.js';
export type { LintPlugin } from './plugin.js';
export type { MessageTemplate } from '../diagnostics/message.js';
export type { Severity } from '../diagnostics/catalog.js';
export type { Fix, FileRange, TextEdit } from '../diagnostics/diagnostic.js';
export type { ModelFile, ModelPath, LocateTarget } from '../model/model-file.js';
export type * from '../model/model.js';
export type * from '../model/documents.js';
