// The library API: compile a model directory and use its linked form, diagnostics and output; diff two versions; map to
// other systems; run its lifecycles.
// The API's declarations use Node's types (Buffer, AbortSignal): TypeScript consumers need @types/node, and
// this reference says so ("Cannot find type definition file for 'node'") instead of failing on a name.
/// <reference types="node" preserve="true" />
export { compileModel, type CompileOptions, type CompileResult } from './compile.js';
export { loadModel, type LoadedModel, type LoadedDocument } from './load/load-model.js';
export { directoryModelFiles, type ModelFiles } from './load/model-files.js';
export { GitRevision, gitModelFiles } from './load/git-model-files.js';
export { parseBundle, type LoadedBundle } from './validate/parse-bundle.js';
export { resolveModel, resolveComparedModel, type ModelInput, type ResolveOptions } from './model-input.js';
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
export { emitModel, generators, type EmitOptions } from './emit/emit-model.js';
export { defaultPackageName, type PackageOptions } from './emit/package/emit-package.js';
export { lint, type LintReport, type LintRunOptions } from './lint/lint.js';
export {
  loadLintConfig,
  loadLintConfigWithPlugins,
  type LintConfig,
  type LintConfigOptions,
  type LoadedConfig,
} from './lint/config.js';
export { createBaseline, type Baseline } from './lint/baseline.js';
export type { SuppressedDiagnostic, Suppression } from './lint/suppressions.js';
export { lintRules } from '../lint-rules/index.js';
export { bundleModel, type ModelBundle, type BundleOptions } from './model/bundle.js';
export { canonicalJson } from './emit/canonical-json.js';
export type { GeneratedFile, Generator } from './emit/generated-file.js';
export { diagnosticCatalog, type DiagnosticCode, type Severity } from './diagnostics/catalog.js';
export type { Diagnostic, Fix, FileRange, TextEdit } from './diagnostics/diagnostic.js';
export type * from './model/documents.js';
export type * from './model/model.js';
export { openRuntime, createRuntime, Runtime, type RuntimeOptions } from './runtime/runtime.js';
export type {
  Command,
  EntityCommand,
  CreateCommand,
  PublishCommand,
  TransitionCommand,
  AddDependencyCommand,
  SetPolicyCommand,
  LogCommand,
  GrantRoleCommand,
  RevokeRoleCommand,
  SetEnforcementCommand,
  ChangeModelCommand,
} from './runtime/core/commands.js';
export { ModelMismatchError } from './runtime/log-model.js';
export {
  runtimeImpacts,
  type MigrationPlan,
  type ClassifiedChange,
  type RuntimeVerdict,
} from './runtime/model-migration.js';
export type { LogSettings } from './runtime/core/authority.js';
export type { Accepted, BatchResult, CommandResult } from './runtime/core/results.js';
export type { Refusal, RefusalCode } from './runtime/core/refusals.js';
export { transition, type Machine, type TransitionResult, type TransitionRefusal } from './model/machine.js';
export { buildRuntimeModel, type RuntimeModel, type TermSpec } from './runtime/core/runtime-model.js';
export { loadRuntimeModel, loadCompiledModel, RuntimeModelError } from './runtime/load-runtime-model.js';
export type { Entity } from './runtime/core/projection.js';
export type { StoredFact, NewFact, FactType, FactData, Actor } from './runtime/core/facts.js';
export type {
  FactStore,
  WriteTransaction,
  StoreReader,
  StoreMeta,
  RecordedCommand,
} from './runtime/core/store-port.js';
export { RuntimeUserError, type UserErrorOutcome } from './runtime/core/user-error.js';
export {
  VersionConflictError,
  StoreBusyError,
  StoreOpenError,
  StoreUnavailableError,
} from './runtime/core/store-port.js';
export { DriverMissingError, type DriverName } from './runtime/store/drivers.js';
export { openSqliteStore, type SqliteStoreOptions } from './runtime/store/sqlite/sqlite-store.js';
export {
  openPostgresStore,
  PostgresStore,
  type PostgresStoreOptions,
} from './runtime/store/postgres/postgres-store.js';
export { followFacts, FollowGapError, type FollowOptions } from './runtime/follow.js';
export type { VerifyReport, RebuildReport } from './runtime/verify.js';
export {
  checkpointLine,
  CheckpointKeyError,
  keyId,
  newCheckpointKeyPair,
  privateKeyOf,
  publicKeyOf,
  readCheckpoint,
  readHead,
  signCheckpoint,
  type Checkpoint,
  type CheckpointClaim,
  type SignedCheckpoint,
} from './runtime/checkpoint.js';
export type { PortableSnapshot } from './runtime/snapshot-export.js';
export { policyNarrows, grantNarrows, grantCoveredBy, type PolicyDocument, type Grant } from './runtime/core/policy.js';
export {
  checkLines,
  checkTrace,
  type CheckTraceOptions,
  type LineChecker,
  type TraceSummary,
} from './conformance/check-trace.js';
export { ConformanceChecker, type CheckerOptions, type StateCheck } from './conformance/checker.js';
export { readEvent, type TraceEvent } from './conformance/event.js';
export { buildTraceModel, type TraceModel } from './conformance/trace-model.js';
export type { Finding, FindingCode, FindingSeverity, NativeName } from './conformance/findings.js';
export {
  checkNativeTrace,
  NativeChecker,
  nativeVocabulary,
  type NativeCheckOptions,
  type NativeVocabulary,
} from './conformance/native-trace.js';
export {
  mappingCoverage,
  coverageLevels,
  type SystemCoverage,
  type StateMapCoverage,
  type CoverageLevel,
} from './map/coverage.js';
export { exportSssom, sssomPredicate, sssomNamespaces, type SssomExport } from './map/sssom.js';
export { diffCrosswalks, type CrosswalkChanges } from './map/crosswalk-diff.js';
