// NATIVE_LIFECYCLE_STATE: a native lifecycle's initial state, terminal state or transition end that it does not list.
import { correctionFix, defineRule, msg } from '../src/lint/rule-api.js';
import { didYouMean } from '../src/diagnostics/suggest.js';

export default defineRule({
  code: 'NATIVE_LIFECYCLE_STATE',
  severity: 'error',
  summary: "A native lifecycle's `initial`, a `terminal` state or a transition end is not one of its `states`.",
  description:
    'A crosswalk declares each native lifecycle as its source describes it (`native_lifecycles`), ' +
    'and native conformance checking runs it as a state machine, so it must be closed as an AWM ' +
    'lifecycle is (LIFECYCLE_STATE): `initial`, every `terminal` state and both ends of every ' +
    'transition must be among its `states`. A lifecycle whose `initial` is null leaves the first state ' +
    'to configuration, which it must say with `other_states`; a lifecycle with `other_states` may ' +
    'name unlisted states nowhere, since the states it lists are the ones the source names.',
  messages: {
    undeclared: msg`${'role'} "${'state'}" is not one of the states of the native lifecycle of
      ${'native'}${'suggestion'}`,
    noInitial: msg`the native lifecycle of ${'native'} has no initial state, so it must declare other_states: the
      states its configuration adds`,
  },
  reads: [],
  example: {
    file: 'mappings/vox.yaml',
    passing: '    initial: IDLE\n',
    failing: '    initial: IDLEE\n',
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      for (const [native, lifecycle] of Object.entries(mapping.data.native_lifecycles ?? {})) {
        const at = ['native_lifecycles', native];
        const check = (state: string, role: string, path: (string | number)[]) => {
          if (lifecycle.states.includes(state)) return;
          report({
            source: mapping.source,
            path: [...at, ...path],
            messageId: 'undeclared',
            params: { role, state, native, suggestion: didYouMean(state, lifecycle.states) },
            fixes: [correctionFix(mapping.source, [...at, ...path], state, lifecycle.states)],
          });
        };
        if (lifecycle.initial !== null) check(lifecycle.initial, 'initial state', ['initial']);
        else if (!lifecycle.other_states)
          report({ source: mapping.source, path: [...at, 'initial'], messageId: 'noInitial', params: { native } });
        lifecycle.terminal.forEach((state, index) => {
          check(state, 'terminal state', ['terminal', index]);
        });
        lifecycle.transitions.forEach((transition, index) => {
          check(transition.from, 'transition source', ['transitions', index, 'from']);
          check(transition.to, 'transition target', ['transitions', index, 'to']);
        });
      }
    }
  },
});
