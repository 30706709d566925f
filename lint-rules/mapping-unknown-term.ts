// MAPPING_UNKNOWN_TERM: a crosswalk names a term the model does not define.
import { correctionFix, defineRule, msg } from '../src/lint/rule-api.js';
import { didYouMean, Suggestions } from '../src/diagnostics/suggest.js';
import type { ModelPath } from '../src/model/model-file.js';

export default defineRule({
  code: 'MAPPING_UNKNOWN_TERM',
  severity: 'error',
  summary: 'A crosswalk names an AWM term the model does not define.',
  description:
    'Every place a crosswalk (a file under model/mappings/) names an AWM term must name a term of ' +
    'the model: the keys of `terms` and `state_maps`, the `term` of each false friend and of each ' +
    'compatibility field mapping. An entry for a term that does not exist is never translated and ' +
    'usually hides a typo or a rename; the finding suggests the closest term key.',
  messages: {
    unknown: msg`${'what'} of the ${'system'} crosswalk names "${'name'}", which is not a term of the
      model${'suggestion'}`,
  },
  reads: ['key'],
  example: {
    file: 'mappings/vox.yaml',
    passing: '  Task:\n    fidelity: none',
    failing: '  Tasks:\n    fidelity: none',
  },
  check({ model, report }) {
    const keys = new Suggestions(model.terms.keys());
    for (const mapping of model.mappings.values()) {
      const { data, source, system } = mapping;
      const check = (name: string, what: string, path: ModelPath, atKey: boolean) => {
        if (model.terms.has(name) || model.unreadableTerms.has(name)) return;
        report({
          source,
          path,
          atKey,
          messageId: 'unknown',
          params: { what, system, name, suggestion: didYouMean(name, keys) },
          fixes: [correctionFix(source, path, name, keys, atKey ? 'key' : 'value')],
        });
      };
      for (const name of Object.keys(data.terms)) check(name, 'an entry', ['terms', name], true);
      for (const name of Object.keys(data.state_maps ?? {})) check(name, 'a state map', ['state_maps', name], true);
      for (const [index, friend] of (data.false_friends ?? []).entries())
        check(friend.term, 'a false friend', ['false_friends', index, 'term'], false);
      for (const [index, entry] of data.compatibility_field_mappings.entries())
        check(entry.term, 'a compatibility field mapping', ['compatibility_field_mappings', index, 'term'], false);
    }
  },
});
