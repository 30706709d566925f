// STATE_MAP_UNKNOWN_STATE: a state map names a state the AWM term, or the state map itself, does not declare.
import { msg } from '../src/diagnostics/message.js';
import { choicesHint, didYouMean } from '../src/diagnostics/suggest.js';
import { correctionFix } from '../src/load/text-edits.js';
import { defineRule } from '../src/lint/rule.js';

export default defineRule({
  code: 'STATE_MAP_UNKNOWN_STATE',
  severity: 'error',
  summary: 'A state map translates a native state into a state the AWM term does not declare.',
  description:
    "A crosswalk's `state_maps` entry for a term translates the native system's states into the states of " +
    "the AWM term's lifecycle, and native conformance checking relies on it. The rule reports a " +
    "`awm_state` that is not one of the lifecycle's states (with the closest one), a state map for " +
    'a term that has no lifecycle at all, and a native transition whose `from` or `to` is not one ' +
    'of the native states the map lists. A native state mapped to null (no AWM equivalent) is ' +
    'not a finding. A state map for a term the model lacks is MAPPING_UNKNOWN_TERM.',
  messages: {
    awmState: msg`native state "${'native'}" maps to "${'state'}", which is not a state of ${'term'}${'suggestion'}${'choices'}`,
    noLifecycle: msg`${'term'} has no lifecycle, so the ${'system'} crosswalk cannot map states onto it`,
    transition: msg`native transition names "${'native'}", which the ${'term'} state map does not list${'suggestion'}`,
  },
  reads: ['lifecycle'],
  example: { file: 'mappings/vox.yaml', passing: '        awm_state: ready\n', failing: '        awm_state: readdy\n' },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      const { source, system } = mapping;
      for (const [key, stateMap] of Object.entries(mapping.data.state_maps ?? {})) {
        const term = model.terms.get(key);
        if (!term) continue;
        const lifecycle = term.data.lifecycle;
        if (!lifecycle) {
          report({
            source,
            path: ['state_maps', key],
            atKey: true,
            term: key,
            messageId: 'noLifecycle',
            params: { term: key, system },
          });
          continue;
        }
        for (const [native, { awm_state: state }] of Object.entries(stateMap.states)) {
          if (state === null || lifecycle.states.includes(state)) continue;
          const path = ['state_maps', key, 'states', native, 'awm_state'];
          report({
            source,
            path,
            term: key,
            messageId: 'awmState',
            params: {
              native,
              state,
              term: key,
              suggestion: didYouMean(state, lifecycle.states),
              choices: choicesHint('declared states', lifecycle.states),
            },
            fixes: [correctionFix(source, path, state, lifecycle.states)],
          });
        }
        const natives = Object.keys(stateMap.states);
        (stateMap.transitions ?? []).forEach((transition, index) => {
          for (const end of ['from', 'to'] as const) {
            const native = transition[end];
            if (native in stateMap.states) continue;
            const path = ['state_maps', key, 'transitions', index, end];
            report({
              source,
              path,
              term: key,
              messageId: 'transition',
              params: { native, term: key, suggestion: didYouMean(native, natives) },
              fixes: [correctionFix(source, path, native, natives)],
            });
          }
        });
      }
    }
  },
});
