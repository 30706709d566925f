// STATE_MAP_INCOMPLETE: a state map leaves a state of the native lifecycle it translates without a mapping.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { nativeLifecycleOf } from '../src/model/native-lifecycle.js';

export default defineRule({
  code: 'STATE_MAP_INCOMPLETE',
  severity: 'warning',
  summary: 'A state map leaves a state of its native lifecycle unmapped.',
  description:
    "A state map translates the native lifecycle of its AWM term's native term. Every state that " +
    'lifecycle lists needs an entry, mapping it to an AWM state or to null with the reason there is ' +
    'none, and a lifecycle that leaves further states to configuration (`other_states`) needs an ' +
    '`other_states` entry too: native conformance checking cannot project a state the map does ' +
    'not mention, and reports every event in it as PROJECTION_LOSS. Reported once per missing ' +
    'state, at the state map. A warning: the crosswalk is incomplete, not wrong.',
  messages: {
    state: msg`the ${'term'} state map does not map "${'native'}", a state of the native lifecycle of ${'nativeTerm'}`,
    otherStates: msg`the ${'term'} state map does not map the states the native lifecycle of ${'nativeTerm'} leaves to
      configuration (other_states)`,
  },
  reads: [],
  example: {
    file: 'mappings/vox.yaml',
    passing: '      ERROR:\n',
    failing: '      ERRORS:\n',
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      for (const [term, stateMap] of Object.entries(mapping.data.state_maps ?? {})) {
        const native = nativeLifecycleOf(mapping.data, term);
        const nativeTerm = mapping.data.terms[term]?.native_term;
        if (!native || !nativeTerm) continue;
        const at = { source: mapping.source, path: ['state_maps', term], atKey: true, term };
        for (const state of native.states) {
          if (!(state in stateMap.states))
            report({ ...at, messageId: 'state', params: { term, native: state, nativeTerm } });
        }
        if (native.other_states && !stateMap.other_states)
          report({ ...at, messageId: 'otherStates', params: { term, nativeTerm } });
      }
    }
  },
});
