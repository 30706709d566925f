// Reads either side of a comparison as a compiled model: a model directory or a model.json, on disk or in a git revision.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileModel } from './compile.js';
import { createDiagnostic, wholeFile, type Diagnostic, type DiagnosticTarget } from './diagnostics/diagnostic.js';
import { bundleModel, type ModelBundle } from './emit/bundle.js';
import { displayPath } from './load/display-path.js';
import { GitRevision, gitModelSource, type Opened } from './load/git-source.js';
import { maxBundleBytes, parseBundle } from './load/load-bundle.js';
import { directorySource, type ModelSource } from './load/model-source.js';
import { readModelText, type ReadResult } from './load/read-text.js';

/** One side of a comparison, read and checked. */
export interface ModelInput {
  /** As output names it: `model`, `generated/model.json`, `HEAD:model`. */
  name: string;
  /** Present when the model was read without errors. */
  bundle?: ModelBundle;
  /** Every diagnostic of reading it (warnings included). */
  diagnostics: Diagnostic[];
  /** Where `model.version` is written, for a diagnostic about the version. */
  locateVersion(): DiagnosticTarget;
}

const versionPath = ['model', 'version'];

/** A model directory, compiled (load, validate, link) and bundled as `awm build` would. */
function compiledInput(source: ModelSource): ModelInput {
  const { model, diagnostics } = compileModel(source);
  const failed = diagnostics.some((diagnostic) => diagnostic.severity === 'error');
  return {
    name: source.name,
    ...(model && !failed ? { bundle: bundleModel(model) } : {}),
    diagnostics,
    // model.yaml holds the metadata under the same path as the compiled model.
    locateVersion: () =>
      model
        ? { ...model.modelSource.fileName, range: model.modelSource.locate(versionPath), path: 'model.version' }
        : { file: source.name, absolutePath: source.dir, range: wholeFile },
  };
}

/** A compiled model.json whose text has been read (or failed to be). */
function bundleInput(name: string, read: ReadResult, locator: string): ModelInput {
  if (!read.ok)
    return {
      name,
      diagnostics: [read.diagnostic],
      locateVersion: () => ({ file: name, absolutePath: locator, range: wholeFile }),
    };
  const loaded = parseBundle(read.text, name, locator);
  return {
    name,
    ...(loaded.bundle ? { bundle: loaded.bundle } : {}),
    diagnostics: loaded.diagnostics,
    locateVersion: () => loaded.locate(versionPath),
  };
}

/** Whether a path names a compiled model rather than a model directory. */
const isBundleFile = (file: string) => file.endsWith('.json');

/**
 * The model at `modelPath` in the working tree: a directory of YAML documents, or a compiled
 * model.json. A path that does not exist is reported as a missing model directory (exit 2).
 */
export function readWorkingModel(modelPath: string, cwd: string): Opened<ModelInput> {
  const absolute = path.resolve(cwd, modelPath);
  const name = displayPath(absolute, cwd);
  if (existsSync(absolute) && !statSync(absolute).isDirectory()) {
    if (!isBundleFile(absolute))
      return { ok: false, problem: `"${name}" is neither a model directory nor a compiled model (.json)` };
    return { ok: true, value: bundleInput(name, readModelText(absolute, name, maxBundleBytes), absolute) };
  }
  return { ok: true, value: compiledInput(directorySource(absolute, cwd)) };
}

/**
 * The model to compare with. An existing file or directory is read from disk. Anything else is
 * a git revision, read without touching the working tree: `REV` reads the same path as the
 * working model (`modelPath`) in that revision, `REV:path` names the path explicitly (from the
 * repository root, or from the working directory when it starts with ./ or ../, as git does).
 */
export function readComparedModel(against: string, modelPath: string, cwd: string): Opened<ModelInput> {
  if (existsSync(path.resolve(cwd, against))) return readWorkingModel(against, cwd);
  const colon = against.indexOf(':');
  const revisionName = colon < 0 ? against : against.slice(0, colon);
  // The revision is looked up in the repository that holds the working model, wherever the command runs.
  const repositoryDir = nearestDirectory(path.resolve(cwd, modelPath));
  const opened = GitRevision.open(revisionName, repositoryDir);
  if (!opened.ok) {
    const problem = /not a git repository/.test(opened.problem)
      ? `${displayPath(repositoryDir, cwd)} is not inside a git repository`
      : opened.problem;
    return {
      ok: false,
      problem: `--against "${against}" is neither a file or directory nor a git revision: ${problem}`,
    };
  }
  const revision = opened.value;
  const explicit = colon < 0 ? undefined : against.slice(colon + 1).replace(/\/+$/, '');
  const repoPath =
    explicit === undefined || /^\.\.?(\/|$)/.test(explicit)
      ? revision.repoPath(explicit ?? modelPath, cwd)
      : explicit.replace(/^\/+/, '');
  if (repoPath === undefined)
    return { ok: false, problem: `"${explicit ?? modelPath}" lies outside the git repository at ${revision.top}` };
  const name = revision.describe(repoPath);
  const type = revision.typeOf(repoPath);
  if (type === undefined)
    return { ok: false, problem: `${name} does not exist: revision ${revision.name} has no "${repoPath || '.'}"` };
  if (type === 'tree') return { ok: true, value: compiledInput(gitModelSource(revision, repoPath)) };
  if (!isBundleFile(repoPath))
    return { ok: false, problem: `${name} is neither a model directory nor a compiled model (.json)` };
  return { ok: true, value: bundleInput(name, revision.readText(repoPath, maxBundleBytes), name) };
}

/** The directory `target` is or lies in, or its nearest ancestor that exists. */
function nearestDirectory(target: string): string {
  let dir = target;
  while (!(existsSync(dir) && statSync(dir).isDirectory()) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** The diagnostic for a version that does not acknowledge the changes. */
export function versionBumpDiagnostic(input: ModelInput, explanation: string): Diagnostic {
  return createDiagnostic('VERSION_BUMP', input.locateVersion(), { detail: explanation });
}
