// `awm diff` as data: both models resolved, their findings, and the classified report when both could be read.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { resolveComparedModel, resolveModel, versionBumpDiagnostic } from '../model-input.js';
import { compareModels, type DiffReport } from './report.js';

/**
 * Why the models could not even be opened (`problem`), or their findings and either the names of
 * those that could not be read as valid models or the report, with the finding about the version
 * bump when it is not the one the changes call for.
 */
export type ModelsDiff =
  | { ok: false; problem: string }
  | { ok: true; diagnostics: Diagnostic[]; unreadable: string[] }
  | { ok: true; diagnostics: Diagnostic[]; report: DiffReport; versionBump?: Diagnostic };

/** Compares the model at `modelPath` with `against` (a git revision, a model directory or a model.json). */
export async function diffModels(modelPath: string, against: string, cwd: string): Promise<ModelsDiff> {
  // The working model first: when it cannot be read, --against is not worth resolving.
  const after = await resolveModel(modelPath, { cwd });
  if (!after.ok) return after;
  const before = after.value.bundle ? await resolveComparedModel(against, modelPath, cwd) : undefined;
  if (before && !before.ok) return before;
  const sides = before ? [before.value, after.value] : [after.value];
  const diagnostics = sides.flatMap((side) => side.diagnostics);
  if (!before?.value.bundle || !after.value.bundle)
    return { ok: true, diagnostics, unreadable: sides.filter((side) => !side.bundle).map((side) => side.name) };
  const report = compareModels(
    { name: before.value.name, bundle: before.value.bundle },
    { name: after.value.name, bundle: after.value.bundle },
  );
  if (report.version.ok) return { ok: true, diagnostics, report };
  return { ok: true, diagnostics, report, versionBump: versionBumpDiagnostic(after.value, report.version.explanation) };
}
