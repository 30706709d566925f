// REQUIRED_RELATIONSHIP: a relationship a model rule requires is absent or has the wrong cardinality.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { cardinalityRange } from '../src/model/queries.js';

interface Requirement {
  /** The term that must declare the relationship; one of the rule's applies_to terms. */
  from: string;
  to: string;
  /** An exact cardinality, or `many`: any cardinality whose upper bound is `*`. */
  cardinality: string;
}

/**
 * What each model rule's statement requires, by model rule id. Statements are prose, so their
 * structure is written down here once; the rule checks a requirement only when the model still
 * has the rule and the requirement's `from` term is among its applies_to terms.
 */
const requirements: Record<string, Requirement[]> = {
  // "A WorkSession has zero or more ResourceBindings, AgentRuns, HostConversation attachments, Tasks, and Artifacts."
  'worksession-children': ['ResourceBinding', 'AgentRun', 'HostConversation', 'Task', 'Artifact'].map((to) => ({
    from: 'WorkSession',
    to,
    cardinality: '0..*',
  })),
  // "An AgentRun ... has zero or more RunAttempts and Turns."
  'agentrun-one-worksession': ['RunAttempt', 'Turn'].map((to) => ({ from: 'AgentRun', to, cardinality: '0..*' })),
  // "An AgentInstance may execute many RunAttempts. Replacing or restarting an instance does not change the AgentRun
  // identity."
  'instance-not-assignment': [
    { from: 'AgentInstance', to: 'RunAttempt', cardinality: 'many' },
    { from: 'RunAttempt', to: 'AgentRun', cardinality: '1' },
  ],
};

function satisfies(cardinality: string, wanted: string): boolean {
  return wanted === 'many' ? cardinalityRange(cardinality).max === Infinity : cardinality === wanted;
}

export default defineRule({
  code: 'REQUIRED_RELATIONSHIP',
  severity: 'error',
  summary: 'A relationship that a model rule requires is absent or has the wrong cardinality.',
  description:
    'Three published rules require relationships: `worksession-children` (WorkSession to ' +
    'ResourceBinding, AgentRun, HostConversation, Task and Artifact, each `0..*`), ' +
    '`agentrun-one-worksession` (AgentRun to RunAttempt and Turn, each `0..*`) and ' +
    '`instance-not-assignment` (AgentInstance to RunAttempt with an upper bound of `*`, and ' +
    'RunAttempt to AgentRun with `1`, so that replacing an instance makes a new attempt under the ' +
    'same run). A requirement is met by any relationship from the term to the target with that ' +
    'cardinality. It is checked only while the model has the rule and lists the term in its ' +
    "applies_to. A missing relationship is reported at the term's `relationships` key, a wrong " +
    'cardinality at the cardinality.',
  messages: {
    missing: msg`${'from'} has no relationship to ${'to'}; model rule ${'rule'} requires one with cardinality
      ${'cardinality'}`,
    cardinality: msg`relationship "${'name'}" to ${'to'} has cardinality "${'actual'}"; model rule ${'rule'} requires
      ${'cardinality'}`,
  },
  reads: ['relationships'],
  example: {
    file: 'terms/WorkSession.yaml',
    passing: '  - name: tasks\n    kind: contains\n    target: Task\n    cardinality: 0..*',
    failing: '  - name: tasks\n    kind: contains\n    target: Task\n    cardinality: 0..1',
  },
  check({ model, modelRules, termsOf, report }) {
    for (const modelRule of modelRules) {
      const subjects = new Set(termsOf(modelRule).map((term) => term.key));
      for (const requirement of requirements[modelRule.id] ?? []) {
        const term = model.terms.get(requirement.from);
        if (!term || !subjects.has(term.key)) continue;
        const wanted = requirement.cardinality === 'many' ? 'with an upper bound of *' : `"${requirement.cardinality}"`;
        const candidates = term.data.relationships
          .map((data, index) => ({ data, index }))
          .filter(({ data }) => data.target === requirement.to);
        if (candidates.some(({ data }) => satisfies(data.cardinality, requirement.cardinality))) continue;
        const at = { source: term.source, term: term.key };
        const first = candidates[0];
        if (first) {
          report({
            ...at,
            path: ['relationships', first.index, 'cardinality'],
            messageId: 'cardinality',
            params: {
              name: first.data.name,
              to: requirement.to,
              actual: first.data.cardinality,
              rule: modelRule.id,
              cardinality: wanted,
            },
          });
        } else {
          report({
            ...at,
            path: ['relationships'],
            atKey: true,
            messageId: 'missing',
            params: { from: term.key, to: requirement.to, rule: modelRule.id, cardinality: wanted },
          });
        }
      }
    }
  },
});
