// STATE_MAP_TRANSITION_LOSS: a native transition that translates into a move the AWM lifecycle does not allow.
import { msg } from '../src/diagnostics/message.js';
import { defineRule } from '../src/lint/rule.js';
import { translateTransition } from '../src/map/state-map.js';

export default defineRule({
  code: 'STATE_MAP_TRANSITION_LOSS',
  severity: 'warning',
  summary: 'A native transition maps to a pair of AWM states that is not a legal AWM transition.',
  description:
    'Each native transition a state map lists is translated through the map into a pair of AWM ' +
    "states. When that pair is not one of the AWM term's transitions (or leaves a terminal state), " +
    'the native system does something the AWM cannot express, and every trace that takes the ' +
    'transition fails native conformance checking with ILLEGAL_TRANSITION. The finding names the ' +
    'pair. A transition between two native states that map to the same AWM state is not reported ' +
    '(the checker sees no move), nor is one touching a native state mapped to null (the map ' +
    'already says it has no equivalent) or to an undeclared state (STATE_MAP_UNKNOWN_STATE). A ' +
    'warning: it records a real difference between the systems, which the crosswalk documents ' +
    'rather than hides.',
  messages: {
    loss: msg`native transition ${'from'} -> ${'to'} maps to ${'awmFrom'} -> ${'awmTo'}, which is not a transition of ${'term'}${'reason'}`,
  },
  reads: ['lifecycle'],
  example: {
    file: 'mappings/vox.yaml',
    passing: '      - {from: IDLE, to: ACTIVE}',
    failing: '      - {from: ACTIVE, to: IDLE}',
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      for (const [key, stateMap] of Object.entries(mapping.data.state_maps ?? {})) {
        const lifecycle = model.terms.get(key)?.data.lifecycle;
        if (!lifecycle) continue;
        (stateMap.transitions ?? []).forEach((transition, index) => {
          const { awmFrom, awmTo, verdict } = translateTransition(stateMap, lifecycle, transition);
          if (verdict !== 'illegal' && verdict !== 'terminal') return;
          report({
            source: mapping.source,
            path: ['state_maps', key, 'transitions', index],
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
