// INVERSE_MISSING: a relationship or parent names an inverse the other term does not declare.
import { ruleTester } from '../helpers/rule-tester.js';

/** Task contains Reviews, and says each Review's `task` relationship is the way back. */
const task = `
  relationships:
    - name: reviews
      kind: contains
      target: Review
      cardinality: 0..*
      inverse: task
      inverse_cardinality: "1"
`;

/** Review's way back to its Task. */
const reviewToTask = `
  relationships:
    - {name: task, kind: references, target: Task, cardinality: "1", inverse: reviews, inverse_cardinality: 0..*}
`;

ruleTester('INVERSE_MISSING', {
  valid: [
    { name: 'both ends declare each other', terms: { Task: task, Review: reviewToTask } },
    {
      name: 'a relationship without an inverse is not checked',
      terms: {
        Task: 'relationships:\n  - {name: reviews, kind: contains, target: Review, cardinality: 0..*}',
        Review: '',
      },
    },
    {
      name: 'a parent whose inverse the parent declares',
      terms: {
        Task: task,
        Review: `
          relationships:
            - {name: task, kind: references, target: Task, cardinality: "1",
                inverse: reviews, inverse_cardinality: 0..*}
          parent: {term: Task, cardinality: "1", inverse: reviews, inverse_cardinality: 0..*}
        `,
      },
    },
    {
      name: 'a term the model rule does not apply to',
      rules: [{ appliesTo: ['Review'] }],
      terms: { Task: task, Review: '' },
    },
  ],
  invalid: [
    {
      name: 'a relationship whose inverse the target lacks',
      terms: { Task: task, Review: '' },
      errors: [
        {
          line: 6,
          column: 14,
          message: 'relationship "reviews" names inverse "task", but Review declares no relationship of that name',
          fixes: [
            {
              title: 'Add relationship "task" to Review',
              edits: [
                '\n  - name: task\n    kind: references\n    target: Task\n    cardinality: "1"\n' +
                  '    inverse: reviews\n    inverse_cardinality: 0..*',
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'a parent whose inverse the parent lacks, with a suggestion',
      terms: {
        Task: task,
        Review: `
          relationships:
            - {name: task, kind: references, target: Task, cardinality: "1",
                inverse: reviews, inverse_cardinality: 0..*}
          parent:
            term: Task
            cardinality: "1"
            inverse: review
            inverse_cardinality: 0..*
        `,
      },
      errors: [
        {
          file: 'terms/Review.yaml',
          line: 7,
          column: 12,
          message:
            'parent names inverse "review", but Task declares no relationship of that name (did you mean "reviews"?)',
          fixes: [
            { title: 'Change "review" to "reviews"', edits: ['reviews'] },
            {
              title: 'Add relationship "review" to Task',
              edits: [
                '  - name: review\n    kind: contains\n    target: Review\n    cardinality: 0..*\n' +
                  '    inverse: task\n    inverse_cardinality: "1"\n',
              ],
            },
          ],
        },
      ],
    },
  ],
});
