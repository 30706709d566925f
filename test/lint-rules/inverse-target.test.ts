// INVERSE_TARGET: the inverse end points at another term, or names another relationship as its own inverse.
import { ruleTester } from '../helpers/rule-tester.js';

/** Session contains Tasks and Runs; `tasks` names `inverse` on line 6. */
const session = (inverse: string) => `
  relationships:
    - name: tasks
      kind: contains
      target: Task
      cardinality: 0..*
      inverse: ${inverse}
      inverse_cardinality: "1"
    - {name: runs, kind: contains, target: Run, cardinality: 0..*}
`;

/** Task's way back to its Session (`inverse` on line 6), and a relationship to a Run. */
const task = (inverse: string) => `
  relationships:
    - name: session
      kind: references
      target: Session
      cardinality: "1"
      inverse: ${inverse}
      inverse_cardinality: 0..*
    - {name: run, kind: references, target: Run, cardinality: 0..1}
`;

ruleTester('INVERSE_TARGET', {
  valid: [
    { name: 'the ends point at each other', terms: { Session: session('session'), Task: task('tasks'), Run: '' } },
    {
      name: 'a self-referencing pair (Task.depends_on and Task.dependents)',
      terms: {
        Task: `
          relationships:
            - {name: depends_on, kind: references, target: Task, cardinality: 0..*,
                inverse: dependents, inverse_cardinality: 0..*}
            - {name: dependents, kind: references, target: Task, cardinality: 0..*,
                inverse: depends_on, inverse_cardinality: 0..*}
        `,
      },
    },
    {
      name: 'an inverse end that declares no inverse of its own',
      terms: {
        Session: session('session'),
        Task: 'relationships:\n  - {name: session, kind: references, target: Session, cardinality: "1"}',
        Run: '',
      },
    },
  ],
  invalid: [
    {
      name: 'an inverse that targets another term, and the end it leaves pointing elsewhere',
      terms: { Session: session('run'), Task: task('tasks'), Run: '' },
      errors: [
        { file: 'terms/Session.yaml', line: 6, column: 14, message: 'but Task.run targets Run, not Session' },
        {
          file: 'terms/Task.yaml',
          line: 6,
          column: 14,
          message: 'relationship "session" names inverse "tasks", but Session.tasks names "run" as its inverse',
        },
      ],
    },
    {
      name: 'an inverse that names another relationship back',
      terms: { Session: session('session'), Task: task('runs'), Run: '' },
      errors: [
        { file: 'terms/Session.yaml', line: 6, column: 14, message: 'but Task.session names "runs" as its inverse' },
        { file: 'terms/Task.yaml', line: 6, column: 14, message: 'but Session.runs targets Run, not Task' },
      ],
    },
    {
      name: 'a parent whose inverse targets another term',
      terms: {
        Session: session('session'),
        Task: `
          parent:
            term: Session
            cardinality: "1"
            inverse: runs
            inverse_cardinality: 0..*
        `,
        Run: '',
      },
      errors: [
        {
          file: 'terms/Task.yaml',
          line: 4,
          column: 12,
          message: 'parent names inverse "runs", but Session.runs targets Run, not Task',
        },
      ],
    },
  ],
});
