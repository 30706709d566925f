// The library API: compile a model directory and use its linked form, diagnostics and output; diff two versions.
export { compileModel, type CompileResult } from './compile.js';
export { loadModel, type LoadedModel, type LoadedDocument } from './load/load-model.js';
export { directorySource, type ModelSource } from './load/model-source.js';
export { GitRevision, gitModelSource } from './load/git-source.js';
export { parseBundle, type LoadedBundle } from './load/load-bundle.js';
export { readWorkingModel, readComparedModel, type ModelInput } from './model-input.js';
export { diffBundles } from './diff/diff-bundles.js';
export { compareModels, diffExitStatus, type DiffReport, type ModelSide } from './diff/report.js';
export { checkVersion, requiredBump, type Bump, type VersionCheck } from './diff/semver.js';
export { changeCatalog, type ChangeKind } from './diff/change-catalog.js';
export type { Change, Classification, Consumer, ChangelogSection } from './diff/change.js';
export { formatStylish } from './diff/format/stylish.js';
export { formatJson } from './diff/format/json.js';
export { formatMarkdown, type MarkdownOptions } from './diff/format/markdown.js';
export { validateModel, type ValidatedModel, type ValidDocument } from './validate/validate-model.js';
export { linkModel, type LinkResult } from './link/link-model.js';
export { emitModel, generators } from './emit/emit-model.js';
export { bundleModel, type ModelBundle, type BundleOptions } from './emit/bundle.js';
export { canonicalJson } from './emit/canonical-json.js';
export type { GeneratedFile, Generator } from './emit/generated-file.js';
export { diagnosticCatalog, type DiagnosticCode, type Severity } from './diagnostics/catalog.js';
export type { Diagnostic, SourceRange } from './diagnostics/diagnostic.js';
export type * from './model/documents.js';
export type * from './model/model.js';
// The model's own types (AgentRun, AgentRunState, AgentRunTransitions, TermKey, ...), generated
// from model/ into generated/types/ by `awm build`, so downstream code imports them from the root.
export * from '../generated/types/index.js';
