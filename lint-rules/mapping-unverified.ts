// MAPPING_UNVERIFIED: a crosswalk claims an exact match without naming what it was verified against.
import { defineRule, msg } from '../src/lint/rule-api.js';
import type { ModelPath } from '../src/model/model-file.js';

export default defineRule({
  code: 'MAPPING_UNVERIFIED',
  severity: 'error',
  summary: 'A crosswalk claims `exact` fidelity while `verified_against` is null.',
  description:
    'An exact match is a promise that translations lose nothing, and a promise needs evidence: ' +
    'the document or revision it was checked against. While `verified_against` is null, the rule ' +
    'reports every `exact` in the crosswalk: the `fidelity_overview`, the fidelity of each term ' +
    'entry, and the fidelity of each native state in `state_maps`. `partial`, `none` and `tbd` ' +
    'make no such promise and need no verification.',
  messages: {
    unverified: msg`${'what'} claims fidelity "exact", but the ${'system'} crosswalk is verified against nothing
      (verified_against: null)`,
  },
  reads: [],
  example: {
    file: 'mappings/project-interop.yaml',
    passing: '    fidelity: partial\n    native_term: Project',
    failing: '    fidelity: exact\n    native_term: Project',
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      const { data, source, system } = mapping;
      if (data.verified_against !== null) continue;
      const flag = (what: string, path: ModelPath, term?: string) =>
        report({
          source,
          path,
          ...(term === undefined ? {} : { term }),
          messageId: 'unverified',
          params: { what, system },
        });
      if (data.fidelity_overview === 'exact') flag('the fidelity overview', ['fidelity_overview']);
      for (const [term, entry] of Object.entries(data.terms)) {
        if (entry.fidelity === 'exact') flag(`the entry for ${term}`, ['terms', term, 'fidelity'], term);
      }
      for (const [term, stateMap] of Object.entries(data.state_maps ?? {})) {
        for (const [state, mapping] of Object.entries(stateMap.states)) {
          if (mapping.fidelity === 'exact')
            flag(`native state "${state}" of ${term}`, ['state_maps', term, 'states', state, 'fidelity'], term);
        }
      }
    }
  },
});
