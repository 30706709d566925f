// The one model resolver every command reads its model through: a model directory or a compiled model.json,
// on disk or (for the side `awm diff` compares with) in a git revision.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { createDiagnostic, wholeFile, type Diagnostic, type DiagnosticTarget } from './diagnostics/diagnostic.js';
import { displayPath } from './load/display-path.js';
import type { GitRevision, Opened } from './load/git-model-files.js';
import type { ModelFiles } from './load/model-files.js';
import { maxBundleBytes, readModelText, type ReadResult } from './load/read-text.js';
import { bundleModel, type ModelBundle } from './model/bundle.js';
import type { Model } from './model/model.js';

export type { Opened };

/** A model, read and checked. */
export interface ModelInput {
  /** As output names it: `model`, `generated/model.json`, `HEAD:model`. */
  name: string;
  /** The compiled model; present when the model was read without errors. */
  bundle?: ModelBundle;
  /** The linked model, when a model directory was read (even one with errors, when model.yaml was read). */
  model?: Model;
  /** Every diagnostic of reading it (warnings included), sorted by file and position. */
  diagnostics: Diagnostic[];
  /** Where `model.version` is written, for a diagnostic about the version. */
  locateVersion(): DiagnosticTarget;
}

export interface ResolveOptions {
  /** What relative paths are resolved against and messages are relative to; the process's by default. */
  cwd?: string;
  /**
   * `directory`: only a model directory will do (build, validate, lint need the YAML); anything
   * else is reported as a model directory that is missing or is not one. `any` (the default): a
   * model directory or a compiled model.json.
   */
  accept?: 'directory' | 'any';
  /**
   * The file is the package's own compiled model, kept current by `awm build --check`: parse it
   * without loading the schema validators (the runtime's fast start). Only for `accept: 'any'`.
   */
  trusted?: boolean;
}

const versionPath = ['model', 'version'];

/** A model directory, compiled (load, validate, link) and bundled as `awm build` would. */
async function compiledInput(modelFiles: ModelFiles): Promise<ModelInput> {
  // The compiler (yaml, the schema validators) loads only when a model directory is read.
  const { compileModel } = await import('./compile.js');
  const { model, diagnostics } = compileModel(modelFiles);
  const failed = diagnostics.some((diagnostic) => diagnostic.severity === 'error');
  return {
    name: modelFiles.name,
    ...(model ? { model } : {}),
    ...(model && !failed ? { bundle: bundleModel(model) } : {}),
    diagnostics,
    // model.yaml holds the metadata under the same path as the compiled model.
    locateVersion: () =>
      model
        ? { ...model.modelFile.fileName, range: model.modelFile.locate(versionPath), path: 'model.version' }
        : { file: modelFiles.name, absolutePath: modelFiles.dir, range: wholeFile },
  };
}

/** A compiled model.json whose text has been read (or failed to be). */
async function bundleInput(name: string, read: ReadResult, locator: string, trusted = false): Promise<ModelInput> {
  const wholeBundle = () => ({ file: name, absolutePath: locator, range: wholeFile });
  if (!read.ok) return { name, diagnostics: [read.diagnostic], locateVersion: wholeBundle };
  if (trusted) {
    const bundle = JSON.parse(read.text) as ModelBundle;
    return { name, bundle, diagnostics: [], locateVersion: wholeBundle };
  }
  const { parseBundle } = await import('./validate/parse-bundle.js');
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
 * Reads the model at `location` in the working tree: a directory of YAML documents, or (unless
 * only a directory is accepted) a compiled model.json. A path that does not exist is reported as
 * a missing model (MODEL_NOT_FOUND, exit 2); a file that is neither is a problem (`ok: false`).
 */
export async function resolveModel(
  location: string,
  options: ResolveOptions & { accept: 'directory' },
): Promise<Opened<ModelInput> & { ok: true }>;
export async function resolveModel(location: string, options?: ResolveOptions): Promise<Opened<ModelInput>>;
export async function resolveModel(location: string, options: ResolveOptions = {}): Promise<Opened<ModelInput>> {
  const cwd = options.cwd ?? process.cwd();
  const absolute = path.resolve(cwd, location);
  const name = displayPath(absolute, cwd);
  if (options.accept !== 'directory' && existsSync(absolute) && !statSync(absolute).isDirectory()) {
    if (!isBundleFile(absolute))
      return { ok: false, problem: `"${name}" is neither a model directory nor a compiled model (.json)` };
    const read = readModelText(absolute, name, maxBundleBytes);
    return { ok: true, value: await bundleInput(name, read, absolute, options.trusted) };
  }
  if (options.accept !== 'directory' && isBundleFile(absolute) && !existsSync(absolute)) {
    const problem = 'does not exist';
    return {
      ok: true,
      value: {
        name,
        diagnostics: [
          createDiagnostic(
            'MODEL_NOT_FOUND',
            { file: name, absolutePath: absolute, range: wholeFile },
            { dir: name, problem },
          ),
        ],
        locateVersion: () => ({ file: name, absolutePath: absolute, range: wholeFile }),
      },
    };
  }
  const { directoryModelFiles } = await import('./load/model-files.js');
  return { ok: true, value: await compiledInput(directoryModelFiles(absolute, cwd)) };
}

/**
 * The model to compare with. An existing file or directory is read from disk. Anything else is
 * a git revision, read without touching the working tree: `REV` reads the same path as the
 * working model (`modelPath`) in that revision, `REV:path` names the path explicitly (from the
 * repository root, or from the working directory when it starts with ./ or ../, as git does).
 */
export async function resolveComparedModel(
  against: string,
  modelPath: string,
  cwd = process.cwd(),
): Promise<Opened<ModelInput>> {
  if (existsSync(path.resolve(cwd, against))) return resolveModel(against, { cwd });
  const { GitRevision, gitModelFiles } = await import('./load/git-model-files.js');
  const colon = against.indexOf(':');
  const revisionName = colon < 0 ? against : against.slice(0, colon);
  // The revision is looked up in the repository that holds the working model, wherever the command runs.
  const repositoryDir = nearestDirectory(path.resolve(cwd, modelPath));
  const opened: Opened<GitRevision> = GitRevision.open(revisionName, repositoryDir);
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
  if (type === 'tree') return { ok: true, value: await compiledInput(gitModelFiles(revision, repoPath)) };
  if (!isBundleFile(repoPath))
    return { ok: false, problem: `${name} is neither a model directory nor a compiled model (.json)` };
  return { ok: true, value: await bundleInput(name, revision.readText(repoPath, maxBundleBytes), name) };
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
