// STATE_MAP_UNKNOWN_STATE: a state map names a state the AWM term, or the native lifecycle it translates, does not
// declare.
import { correctionFix, defineRule, msg } from '../src/lint/rule-api.js';
import { choicesHint, didYouMean } from '../src/diagnostics/suggest.js';
import { nativeLifecycleOf } from '../src/model/native-lifecycle.js';

export default defineRule({
  code: 'STATE_MAP_UNKNOWN_STATE',
  severity: 'error',
  summary: 'A state map translates a native state the native lifecycle lacks, or into a state the AWM term lacks.',
  description:
    "A crosswalk's `state_maps` entry for an AWM term translates the states of the native lifecycle " +
    "of the term's `native_term` (under `native_lifecycles`) into the states of the AWM term's " +
    'lifecycle, and native conformance checking relies on both ends. The rule reports an ' +
    "`awm_state` that is not one of the AWM lifecycle's states (with the closest one), a state map " +
    'for a term that has no lifecycle, a state map whose native term has no native lifecycle in the ' +
    'crosswalk, a native state the native lifecycle does not list, and an `other_states` mapping ' +
    'for a native lifecycle that leaves no states to configuration. A native state mapped to null ' +
    '(no AWM equivalent) is not a finding. A state map for a term the model lacks is MAPPING_UNKNOWN_TERM.',
  messages: {
    awmState: msg`native state "${'native'}" maps to "${'state'}", which is not a state of
      ${'term'}${'suggestion'}${'choices'}`,
    noLifecycle: msg`${'term'} has no lifecycle, so the ${'system'} crosswalk cannot map states onto it`,
    noNativeLifecycle: msg`the ${'system'} crosswalk declares no native lifecycle for ${'native'}, the native term of
      ${'term'}, so there are no native states to map`,
    nativeState: msg`"${'native'}" is not a state of the native lifecycle of ${'nativeTerm'}${'suggestion'}`,
    otherStates: msg`the native lifecycle of ${'nativeTerm'} leaves no states to configuration (it has no
      other_states)`,
  },
  reads: ['lifecycle'],
  example: {
    file: 'mappings/vox.yaml',
    passing: '        awm_state: ready\n',
    failing: '        awm_state: readdy\n',
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      const { source, system, data } = mapping;
      for (const [key, stateMap] of Object.entries(data.state_maps ?? {})) {
        const term = model.terms.get(key);
        if (!term) continue;
        const at = { source, term: key };
        const lifecycle = term.data.lifecycle;
        if (!lifecycle) {
          report({
            ...at,
            path: ['state_maps', key],
            atKey: true,
            messageId: 'noLifecycle',
            params: { term: key, system },
          });
          continue;
        }
        const nativeTerm = data.terms[key]?.native_term ?? null;
        const native = nativeLifecycleOf(data, key);
        if (!native) {
          report({
            ...at,
            path: ['state_maps', key],
            atKey: true,
            messageId: 'noNativeLifecycle',
            params: { system, native: nativeTerm ?? '(none)', term: key },
          });
        }
        const mappings = Object.entries(stateMap.states).map(([state, m]) => ({
          state,
          m,
          path: ['state_maps', key, 'states', state],
        }));
        if (stateMap.other_states)
          mappings.push({ state: 'other states', m: stateMap.other_states, path: ['state_maps', key, 'other_states'] });
        for (const { state, m, path } of mappings) {
          if (native && nativeTerm && path.at(-2) === 'states' && !native.states.includes(state))
            report({
              ...at,
              path,
              atKey: true,
              messageId: 'nativeState',
              params: { native: state, nativeTerm, suggestion: didYouMean(state, native.states) },
              fixes: [correctionFix(source, path, state, native.states, 'key')],
            });
          if (m.awm_state !== null && !lifecycle.states.includes(m.awm_state)) {
            const awmPath = [...path, 'awm_state'];
            report({
              ...at,
              path: awmPath,
              messageId: 'awmState',
              params: {
                native: state,
                state: m.awm_state,
                term: key,
                suggestion: didYouMean(m.awm_state, lifecycle.states),
                choices: choicesHint('declared states', lifecycle.states),
              },
              fixes: [correctionFix(source, awmPath, m.awm_state, lifecycle.states)],
            });
          }
        }
        if (native && nativeTerm && stateMap.other_states && !native.other_states)
          report({
            ...at,
            path: ['state_maps', key, 'other_states'],
            atKey: true,
            messageId: 'otherStates',
            params: { nativeTerm },
          });
      }
    }
  },
});
