// MAPPING_PARENT_UNMAPPED: a term mapped as a kind of itself while the parent the model requires for it has no
// counterpart.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { translatesRecords } from '../src/model/fidelity.js';

export default defineRule({
  code: 'MAPPING_PARENT_UNMAPPED',
  severity: 'warning',
  summary: 'A term is mapped while the parent the model requires for it is mapped `none`.',
  description:
    'The model gives some terms exactly one parent (`parent`: a Turn belongs to one AgentRun, an ' +
    'AgentRun to one WorkSession). A native concept mapped `exact`, `close`, `broad`, `narrow` (or ' +
    'the unaudited `partial`) is claimed to be a kind of the AWM term, and so to have that parent; ' +
    'when the same crosswalk maps the parent `none`, the two claims contradict each other, and ' +
    'every native record translated into the child fails conformance with MISSING_PARENT. Either ' +
    'the parent has a counterpart after all, or the native concept is only `related`: a different ' +
    'kind of thing in a similar place, which does not translate. A `related`, `none` or `tbd` ' +
    'child, or a `tbd` parent, is not reported.',
  messages: {
    orphan: msg`${'term'} is mapped ${'fidelity'} to ${'native'}, but its parent ${'parent'} is mapped none in the
      ${'system'} crosswalk: map ${'parent'}, or map ${'term'} related`,
  },
  reads: ['parent'],
  example: {
    file: 'mappings/vox.yaml',
    passing: '  Turn:\n    fidelity: related',
    failing: '  Turn:\n    fidelity: close',
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      const entries = mapping.data.terms;
      for (const term of model.terms.values()) {
        const entry = entries[term.key];
        const parent = term.data.parent?.term;
        if (!entry || !parent || !translatesRecords(entry.fidelity)) continue;
        if (entries[parent]?.fidelity !== 'none') continue;
        report({
          source: mapping.source,
          path: ['terms', term.key, 'fidelity'],
          term: term.key,
          messageId: 'orphan',
          params: {
            term: term.key,
            fidelity: entry.fidelity,
            native: entry.native_term ?? '(none)',
            parent,
            system: mapping.system,
          },
        });
      }
    }
  },
});
