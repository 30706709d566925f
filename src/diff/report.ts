// A whole comparison: both models, every change, and the verdict on the version bump.
import type { ModelBundle } from '../model/bundle.js';
import { classifications, type Change, type Classification } from './change.js';
import { diffBundles } from './diff-bundles.js';
import { checkVersion, type VersionCheck } from './semver.js';

/** One side of the comparison as output names it: `HEAD:model`, `model`, `generated/model.json`. */
export interface ModelSide {
  name: string;
  version: string;
}

export interface DiffReport {
  before: ModelSide;
  after: ModelSide;
  changes: Change[];
  version: VersionCheck;
}

/** Compares two compiled models and checks that the new one's version acknowledges the changes. */
export function compareModels(
  before: { name: string; bundle: ModelBundle },
  after: { name: string; bundle: ModelBundle },
): DiffReport {
  const changes = diffBundles(before.bundle, after.bundle);
  return {
    before: { name: before.name, version: before.bundle.model.version },
    after: { name: after.name, version: after.bundle.model.version },
    changes,
    version: checkVersion(before.bundle.model.version, after.bundle.model.version, changes),
  };
}

/** How many changes of each classification, worst first. */
export function countByClassification(changes: readonly Change[]): Record<Classification, number> {
  const counts = Object.fromEntries(classifications.map((classification) => [classification, 0])) as Record<
    Classification,
    number
  >;
  for (const change of changes) counts[change.classification]++;
  return counts;
}

/** "2 breaking, 1 compatible, 0 informational changes" */
export function describeCounts(changes: readonly Change[]): string {
  const counts = countByClassification(changes);
  return (
    `${classifications.map((classification) => `${counts[classification]} ${classification}`).join(', ')} ` +
    `change${changes.length === 1 ? '' : 's'}`
  );
}

/**
 * The exit status of `awm diff`: 0 when model.version acknowledges the changes (breaking ones
 * included: the bump is the acknowledgement), 1 (VERSION_BUMP) when it does not.
 */
export function diffExitStatus(report: DiffReport): 0 | 1 {
  return report.version.ok ? 0 : 1;
}
