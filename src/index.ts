// The library API: compile a model directory and use its linked form, diagnostics and output.
export { compileModel, type CompileResult } from './compile.js';
export { loadModel, type LoadedModel, type LoadedDocument } from './load/load-model.js';
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
