// CLOSING_RULE: a closing rule of the runtime (a cascade, a refusal) that the model's lifecycles cannot carry.
import { closingRuleName, closingRuleProblems, closingRules, type ClosingProblem } from '../src/model/closing-rules.js';
import { buildMachine, lifecycleProblems, type Machine } from '../src/model/machine.js';
import { defineRule, msg } from '../src/lint/rule-api.js';
import type { ModelPath } from '../src/model/model-file.js';
import type { Term } from '../src/model/model.js';

/** The machine of a term with a sound lifecycle; an unsound one is LIFECYCLE_STATE's and TERMINAL_EXIT's to report. */
function soundMachine(term: Term): Machine | undefined {
  const { lifecycle } = term.data;
  if (!lifecycle || lifecycleProblems(term.key, lifecycle).length > 0) return undefined;
  return buildMachine({ ...term.data, lifecycle });
}

/** Where in its term a problem's state is: its entry under `states`, or the list that should hold it. */
function statePath(term: Term, state: string, list: 'states' | 'terminal'): ModelPath {
  const index = term.data.lifecycle?.states.indexOf(state) ?? -1;
  return index >= 0 && list === 'states' ? ['lifecycle', 'states', index] : ['lifecycle', list];
}

export default defineRule({
  code: 'CLOSING_RULE',
  severity: 'error',
  summary: "The lifecycles cannot carry one of the runtime's closing rules, so `awm runtime init` refuses the model.",
  description:
    'When a WorkSession or an AgentRun reaches a terminal state, the reference runtime cascades its open ' +
    'children to a terminal state (a WorkSession `aborted` cancels its Tasks and AgentRuns) or refuses the ' +
    "move while they are open (the runtime operator guide's cascades). Each rule needs " +
    'its terms to have lifecycles, the states it closes on and cascades to to be terminal, and every ' +
    'non-terminal state of the child to have a transition to the cascade target: a Task state `deferred` ' +
    'with no move to `cancelled` could not be cancelled when its session aborts. The runtime refuses such ' +
    'a model by the same check; the finding is at the state that causes it. A model without the terms ' +
    'a closing rule names is not one the runtime runs, and that rule is not checked.',
  messages: {
    illegalCascade: msg`${'term'} cannot move ${'state'} -> ${'target'}, which the runtime closing rule
      ${'rule'} needs (add the transition, or make "${'state'}" terminal)`,
    notTerminal: msg`"${'state'}" is not a terminal state of ${'term'}, but the runtime closing rule ${'rule'}
      needs it as its ${'role'}`,
    noLifecycle: msg`${'term'} has no lifecycle, but the runtime closing rule ${'rule'} needs one`,
  },
  reads: ['lifecycle'],
  example: {
    file: 'terms/Task.yaml',
    passing: '    - {from: blocked, to: cancelled}',
    failing: '    - {from: blocked, to: failed}',
  },
  check({ model, report }) {
    const machines = new Map<string, Machine | undefined>();
    const machineOf = (key: string) => {
      if (!machines.has(key)) machines.set(key, model.terms.get(key) && soundMachine(model.terms.get(key)!));
      return machines.get(key);
    };
    // A model without the terms a rule names is not one the runtime runs; the rules it can run are checked.
    const applicable = closingRules.filter((rule) => model.terms.has(rule.parent) && model.terms.has(rule.child));
    for (const problem of closingRuleProblems(applicable, machineOf)) {
      const term = model.terms.get(problem.term)!;
      const rule = closingRuleName(problem.rule);
      // A lifecycle that is there but unsound is reported by the lifecycle rules.
      if (problem.kind === 'no-lifecycle' && term.data.lifecycle) continue;
      report({ source: term.source, term: term.key, ...located(term, problem, rule) });
    }
  },
});

function located(term: Term, problem: ClosingProblem, rule: string) {
  switch (problem.kind) {
    case 'no-lifecycle':
      return { path: ['key'], messageId: 'noLifecycle', params: { term: term.key, rule } } as const;
    case 'not-terminal':
      return {
        path: statePath(
          term,
          problem.state,
          term.data.lifecycle?.states.includes(problem.state) ? 'states' : 'terminal',
        ),
        messageId: 'notTerminal',
        params: { term: term.key, state: problem.state, rule, role: problem.role },
      } as const;
    case 'illegal-cascade':
      return {
        path: statePath(term, problem.state, 'states'),
        messageId: 'illegalCascade',
        params: { term: term.key, state: problem.state, target: problem.target, rule },
      } as const;
  }
}
