// CROSSWALK_TBD_RELEASED: a crosswalk past draft that still leaves a term's fidelity to be decided.
import { defineRule, msg } from 'agent-work-model/rules';

export default defineRule({
  code: 'CROSSWALK_TBD_RELEASED',
  severity: 'warning',
  summary: 'A crosswalk past draft still has an entry at fidelity tbd.',
  description:
    'A crosswalk in draft may leave entries to be decided. Once its status is proposed or later, every entry ' +
    'says how the systems relate: exact, close, broad, narrow, related or none. The finding points at the ' +
    "entry's fidelity.",
  messages: {
    tbd: msg`the ${'system'} crosswalk is ${'status'} but leaves ${'term'} at fidelity tbd`,
  },
  // Crosswalks are not term documents: the rule reads no term section, so an edit of a term never re-runs it.
  reads: [],
  example: {
    file: 'mappings/hoziron.yaml',
    passing: 'status: draft\n...\n  Principal:\n    fidelity: tbd',
    failing: 'status: proposed\n...\n  Principal:\n    fidelity: tbd',
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      const { status, terms } = mapping.data;
      if (status === 'draft') continue;
      for (const [term, entry] of Object.entries(terms ?? {})) {
        if (entry?.fidelity !== 'tbd') continue;
        report({
          source: mapping.source,
          path: ['terms', term, 'fidelity'],
          term,
          messageId: 'tbd',
          params: { system: mapping.system, status, term },
        });
      }
    }
  },
});
