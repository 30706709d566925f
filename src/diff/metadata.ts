// Diff of the model's metadata (model.yaml) apart from its version, which the semver check judges.
import type { ModelBundle } from '../model/bundle.js';
import type { Change } from './change.js';
import { createChange } from './change-catalog.js';
import { sameJson } from './lists.js';
import { inModel } from './targets.js';

export function diffMetadata(before: ModelBundle, after: ModelBundle): Change[] {
  const changes: Change[] = [];
  const keys = new Set([...Object.keys(before.model), ...Object.keys(after.model)]);
  keys.delete('version');
  for (const key of [...keys].sort()) {
    const was = (before.model as unknown as Record<string, unknown>)[key];
    const is = (after.model as unknown as Record<string, unknown>)[key];
    if (!sameJson(was, is))
      changes.push(createChange('MODEL_METADATA_CHANGED', inModel('model', key), { what: `model ${key}` }));
  }
  if (before.generated_notice !== after.generated_notice) {
    changes.push(createChange('MODEL_METADATA_CHANGED', inModel('generated_notice'), { what: 'generated_notice' }));
  }
  return changes;
}
