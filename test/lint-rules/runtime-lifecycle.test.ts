// RUNTIME_LIFECYCLE: a term whose lifecycle the runtime's rules rely on (RunAttempt, Project) has none.
import { ruleTester } from '../helpers/rule-tester.js';

const lifecycle = `
  lifecycle:
    initial: open
    states: [open, done]
    terminal: [done]
    transitions: [{from: open, to: done}]
`;

ruleTester('RUNTIME_LIFECYCLE', {
  valid: [
    { name: 'both terms have lifecycles', terms: { RunAttempt: lifecycle, Project: lifecycle } },
    { name: 'a model without the terms', terms: { Principal: '' } },
  ],
  invalid: [
    {
      name: 'a Project without a lifecycle',
      terms: { RunAttempt: lifecycle, Project: 'key: Project' },
      errors: [
        {
          file: 'terms/Project.yaml',
          line: 1,
          column: 6,
          term: 'Project',
          message: 'Project has no lifecycle, but the runtime needs one for a policy its own authority replaces',
        },
      ],
    },
    {
      name: 'a RunAttempt without a lifecycle',
      terms: { RunAttempt: 'key: RunAttempt', Project: lifecycle },
      errors: [
        {
          file: 'terms/RunAttempt.yaml',
          line: 1,
          column: 6,
          message: 'RunAttempt has no lifecycle, but the runtime needs one for one open child at a time',
        },
      ],
    },
  ],
});
