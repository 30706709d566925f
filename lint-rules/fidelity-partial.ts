// FIDELITY_PARTIAL: the unaudited level `partial` in a crosswalk that names what it was verified against.
import { defineRule, msg } from '../src/lint/rule-api.js';

export default defineRule({
  code: 'FIDELITY_PARTIAL',
  severity: 'error',
  summary: 'An audited crosswalk uses the unaudited fidelity `partial`.',
  description:
    "`partial` is the published model's level for a crosswalk nobody has checked (verified_against: " +
    'null): a likely match of no particular kind. Once a crosswalk names what it was verified ' +
    'against, every entry uses the rubric: `close` (the same kind of thing, scopes differing a little ' +
    'either way), `broad` or `narrow` (the native concept is the broader or the narrower), or ' +
    '`related` (a different kind of thing in the same place), so that a fidelity means the same in ' +
    'every crosswalk and its SSSOM predicate is exact. The rule reports each `partial` entry of such a ' +
    'crosswalk; an unaudited crosswalk may keep it, as the published project-interop does.',
  messages: {
    partial: msg`the ${'system'} crosswalk is verified against a document, so the entry for ${'term'} must say how it
      matches: close, broad, narrow or related, not partial`,
  },
  reads: [],
  example: {
    file: 'mappings/awaken-workforce.yaml',
    passing: '  Project:\n    fidelity: close',
    failing: '  Project:\n    fidelity: partial',
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      if (mapping.data.verified_against === null) continue;
      for (const [term, entry] of Object.entries(mapping.data.terms)) {
        if (entry.fidelity !== 'partial') continue;
        report({
          source: mapping.source,
          path: ['terms', term, 'fidelity'],
          term,
          messageId: 'partial',
          params: { system: mapping.system, term },
        });
      }
    }
  },
});
