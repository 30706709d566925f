// MAPPING_INCOMPLETE: a crosswalk has no entry for one of the model's terms.
import { defineRule, msg } from '../src/lint/rule-api.js';

export default defineRule({
  code: 'MAPPING_INCOMPLETE',
  severity: 'warning',
  summary: 'A crosswalk has no entry for a term of the model.',
  description:
    'A crosswalk covers the whole model: every term gets an entry, even when the answer is ' +
    '`none` (the system has no such concept) or `tbd` (not yet known). A missing entry cannot be ' +
    'told apart from an oversight, and `awm mapping coverage` counts it as missing. Reported once ' +
    "per missing term, at the crosswalk's `terms` key. A warning: a new term is added to the model " +
    'before every crosswalk maintainer has looked at it.',
  messages: {
    missing: msg`the ${'system'} crosswalk has no entry for ${'term'}; add one (fidelity tbd when not yet known)`,
  },
  reads: ['key'],
  example: {
    file: 'mappings/project-interop.yaml',
    passing: '  Task: {fidelity: tbd, native_term: null}\n  Artifact: {fidelity: tbd, native_term: null}',
    failing: '  Artifact: {fidelity: tbd, native_term: null}',
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      for (const term of model.terms.keys()) {
        if (term in mapping.data.terms) continue;
        report({
          source: mapping.source,
          path: ['terms'],
          atKey: true,
          term,
          messageId: 'missing',
          params: { system: mapping.system, term },
        });
      }
    }
  },
});
