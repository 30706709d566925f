// `awm build` as data: the findings that stop it, or what it wrote, or (with --check) which files are stale.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { compareDiagnostics, hasErrors, hasFatalErrors } from '../diagnostics/diagnostic.js';
import type { LintConfig } from '../lint/config.js';
import type { Model } from '../model/model.js';
import { checkEmittable, emitModel } from './emit-model.js';
import {
  compareOutputs,
  OutputDirectoryError,
  writeOutputs,
  type FileState,
  type WriteSummary,
} from './output-directory.js';
import { readPackageLicense } from './package-license.js';

export interface BuildRequest {
  /** The absolute output directory. */
  outDir: string;
  /** Compare with what is there instead of writing. */
  check: boolean;
  /** Write into a folder awm did not make. */
  force: boolean;
  /** Where the LICENSE the model package carries is looked for. */
  cwd: string;
  config: LintConfig;
}

/**
 * How a build ended, with every finding about the model (sorted): `not-built` when any is an error
 * (nothing written); `refused` when the output directory cannot take the output; otherwise what
 * --check found (`stale`, empty when everything is current) or what the build wrote.
 */
export type BuildOutcome = { diagnostics: Diagnostic[] } & (
  | { status: 'not-built' }
  | { status: 'refused'; problem: string }
  | { status: 'checked'; stale: FileState[]; files: number }
  | { status: 'written'; summary: WriteSummary }
);

/**
 * Builds (or with `check`, compares) the output of a model whose findings are known: nothing when
 * any of them, or of the package's LICENSE or of what the generators check, is an error. File
 * system errors other than the output directory's are thrown.
 */
export async function buildModel(
  model: Model | undefined,
  found: readonly Diagnostic[],
  request: BuildRequest,
): Promise<BuildOutcome> {
  const license = readPackageLicense(request.cwd);
  const diagnostics = [...found, ...license.diagnostics, ...(model ? checkEmittable(model) : [])].sort(
    compareDiagnostics,
  );
  if (!model || hasErrors(diagnostics) || hasFatalErrors(diagnostics)) return { diagnostics, status: 'not-built' };
  const files = await emitModel(model, {
    package: {
      ...(request.config.packageName === undefined ? {} : { name: request.config.packageName }),
      ...(license.text === undefined ? {} : { license: license.text }),
    },
  });
  try {
    if (request.check) {
      const states = await compareOutputs(request.outDir, files);
      const stale = states.filter((state) => state.status !== 'unchanged');
      // The manifest is one more file than the build emits.
      return { diagnostics, status: 'checked', stale, files: files.length + 1 };
    }
    return {
      diagnostics,
      status: 'written',
      summary: await writeOutputs(request.outDir, files, { force: request.force }),
    };
  } catch (error) {
    if (error instanceof OutputDirectoryError) return { diagnostics, status: 'refused', problem: error.message };
    throw error;
  }
}
