// TERMINAL_EXIT: a transition out of a terminal state, or a lifecycle that starts in one.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { lifecycleFaults } from '../src/model/machine.js';

export default defineRule({
  code: 'TERMINAL_EXIT',
  severity: 'error',
  summary: 'A transition leaves a terminal state, or the initial state is terminal.',
  description:
    'Terminal states are final: the runtime refuses any move out of them and conformance checking ' +
    'reports one as ILLEGAL_TRANSITION. A transition declared from a terminal state (to another ' +
    'state or to itself) contradicts the lifecycle and is an error, and so is an initial state listed as ' +
    'terminal: every entity would be created finished, and the runtime refuses such a lifecycle. Checked for ' +
    'every term with a lifecycle.',
  messages: {
    exit: msg`transition ${'from'} -> ${'to'} leaves the terminal state "${'from'}" of ${'term'}`,
    initial: msg`the initial state "${'state'}" of ${'term'} is terminal, so every ${'term'} would be created finished`,
  },
  reads: ['lifecycle'],
  example: {
    file: 'terms/Project.yaml',
    passing: '    - from: active\n      to: archived',
    failing: '    - from: archived\n      to: active',
  },
  check({ model, report }) {
    for (const term of model.terms.values()) {
      if (!term.data.lifecycle) continue;
      for (const fault of lifecycleFaults(term.data.lifecycle)) {
        const at = { source: term.source, term: term.key };
        if (fault.kind === 'initial-terminal')
          report({
            ...at,
            path: ['lifecycle', 'initial'],
            messageId: 'initial',
            params: { state: fault.state, term: term.key },
          });
        else if (fault.kind === 'terminal-exit')
          report({
            ...at,
            path: ['lifecycle', 'transitions', fault.transition, 'from'],
            messageId: 'exit',
            params: { from: fault.from, to: fault.to, term: term.key },
          });
      }
    }
  },
});
