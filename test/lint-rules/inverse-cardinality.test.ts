// INVERSE_CARDINALITY: the two ends of an inverse pair, or a parent and its child relationship, disagree on
// cardinality.
import { ruleTester } from '../helpers/rule-tester.js';

/** Session contains Tasks: `cardinality` on line 5, `inverse_cardinality` on line 7. */
const session = (cardinality: string, inverseCardinality: string) => `
  relationships:
    - name: tasks
      kind: contains
      target: Task
      cardinality: ${cardinality}
      inverse: session
      inverse_cardinality: ${inverseCardinality}
`;

/** Task belongs to one Session, and mirrors its parent in `session` (inverse_cardinality on line 12). */
const task = (inverseCardinality: string) => `
  parent:
    term: Session
    cardinality: "1"
    inverse: tasks
    inverse_cardinality: 0..*
  relationships:
    - name: session
      kind: references
      target: Session
      cardinality: "1"
      inverse: tasks
      inverse_cardinality: ${inverseCardinality}
`;

ruleTester('INVERSE_CARDINALITY', {
  valid: [
    { name: 'both ends and the parent agree', terms: { Session: session('0..*', '"1"'), Task: task('0..*') } },
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
      name: 'relationships without an inverse, or whose inverse is missing, are left to INVERSE_MISSING',
      terms: {
        Session: 'relationships:\n  - {name: tasks, kind: contains, target: Task, cardinality: 0..*}',
        Task: `
          parent: {term: Session, cardinality: "1", inverse: task_list, inverse_cardinality: 0..1}
          relationships:
            - {name: session, kind: references, target: Session, cardinality: "1",
                inverse: task_list, inverse_cardinality: 0..1}
        `,
      },
    },
    {
      name: 'an inverse that points at another term is left to INVERSE_TARGET',
      terms: {
        Session: '',
        Task: `
          relationships:
            - {name: session, kind: references, target: Session, cardinality: "1",
                inverse: runs, inverse_cardinality: 0..1}
        `,
        Run: 'relationships:\n  - {name: runs, kind: references, target: Run, cardinality: 0..*}',
      },
    },
    {
      name: 'a term the model rule does not apply to',
      rules: [{ appliesTo: ['Other'] }],
      terms: { Session: session('0..*', '0..1'), Task: task('0..*'), Other: '' },
    },
  ],
  invalid: [
    {
      name: 'an inverse cardinality the other end contradicts, and the parent it breaks',
      terms: { Session: session('0..*', '0..1'), Task: task('0..*') },
      errors: [
        {
          file: 'terms/Session.yaml',
          line: 7,
          column: 26,
          message: 'relationship "tasks" says Task.session has "0..1" as cardinality, but Task.session declares "1"',
        },
        {
          file: 'terms/Task.yaml',
          line: 3,
          column: 16,
          message: 'parent says Session.tasks has "1" as inverse_cardinality, but Session.tasks declares "0..1"',
        },
      ],
    },
    {
      name: 'a mismatch reported once, on the end declared first',
      terms: { Session: session('0..*', '"1"'), Task: task('0..1') },
      errors: [
        {
          line: 5,
          column: 18,
          message:
            'relationship "tasks" says Task.session has "0..*" as inverse_cardinality, but Task.session declares ' +
            '"0..1"',
        },
      ],
    },
    {
      name: 'a parent whose inverse cardinality the parent contradicts',
      terms: { Session: session('1..*', '"1"'), Task: task('0..*') },
      errors: [
        { line: 5, column: 18 },
        {
          file: 'terms/Task.yaml',
          line: 5,
          column: 24,
          message: 'parent says Session.tasks has "0..*" as cardinality, but Session.tasks declares "1..*"',
        },
      ],
    },
  ],
});
