// STATE_MAP_TRANSITION_LOSS: a native move that translates into one the AWM lifecycle does not allow.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { nativeLifecycleOf, stateMapping, translateTransition } from '../src/model/native-lifecycle.js';

export default defineRule({
  code: 'STATE_MAP_TRANSITION_LOSS',
  severity: 'warning',
  summary: 'A native transition, or the native initial state, maps to something the AWM lifecycle does not allow.',
  description:
    'Each transition of the native lifecycle a state map translates becomes, through the map, a ' +
    "pair of AWM states. When that pair is not one of the AWM term's transitions (or leaves a " +
    'terminal state), the native system does something the AWM cannot express: native conformance ' +
    'checking accepts the move, which is legal in the source, and reports it as PROJECTION_LOSS. ' +
    "Likewise when the native lifecycle's initial state maps to a state other than the AWM " +
    "lifecycle's initial one. The finding names what the move becomes. A transition between two " +
    'native states that map to one AWM state is not reported (the AWM sees no move), nor is one ' +
    'touching a native state mapped to null (the map already says it has no equivalent) or to an ' +
    'undeclared state (STATE_MAP_UNKNOWN_STATE). A warning: it records a real difference between the ' +
    'systems, which the crosswalk documents, and suppresses in place with the reason, rather than hides.',
  messages: {
    loss: msg`native transition ${'from'} -> ${'to'} maps to ${'awmFrom'} -> ${'awmTo'}, which is not a transition of
      ${'term'}${'reason'}`,
    initial: msg`the native lifecycle of ${'nativeTerm'} starts in ${'native'}, which maps to ${'awmState'}; ${'term'}
      starts in ${'initial'}`,
  },
  reads: ['lifecycle'],
  example: {
    file: 'mappings/vox.yaml',
    passing: '      - from: IDLE\n        to: ACTIVE\n',
    failing: '      - from: ACTIVE\n        to: IDLE\n',
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      for (const [key, stateMap] of Object.entries(mapping.data.state_maps ?? {})) {
        const lifecycle = model.terms.get(key)?.data.lifecycle;
        const native = nativeLifecycleOf(mapping.data, key);
        const nativeTerm = mapping.data.terms[key]?.native_term;
        if (!lifecycle || !native || !nativeTerm) continue;
        const at = ['native_lifecycles', nativeTerm];
        if (native.initial !== null) {
          const awmState = stateMapping(stateMap, native, native.initial)?.awm_state;
          if (awmState && lifecycle.states.includes(awmState) && awmState !== lifecycle.initial)
            report({
              source: mapping.source,
              path: [...at, 'initial'],
              term: key,
              messageId: 'initial',
              params: { nativeTerm, native: native.initial, awmState, term: key, initial: lifecycle.initial },
            });
        }
        native.transitions.forEach((transition, index) => {
          const { awmFrom, awmTo, verdict } = translateTransition(stateMap, native, lifecycle, transition);
          if (verdict !== 'illegal' && verdict !== 'terminal') return;
          report({
            source: mapping.source,
            path: [...at, 'transitions', index],
            term: key,
            messageId: 'loss',
            params: {
              from: transition.from,
              to: transition.to,
              awmFrom: awmFrom!,
              awmTo: awmTo!,
              term: key,
              reason: verdict === 'terminal' ? ` (${awmFrom} is terminal)` : '',
            },
          });
        });
      }
    }
  },
});
