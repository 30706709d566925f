// IMMUTABLE_VIOLATION cases.
import { ruleTester } from '../helpers/rule-tester.js';

const lifecycle =
  'lifecycle:\n  initial: draft\n  states: [draft, published]\n  terminal: [published]\n  transitions:\n    - {from: draft, to: published}\ninvariants:';
const snapshotRelationship =
  'relationships:\n  - name: snapshot\n    kind: contains\n    target: ProjectSnapshot\n    cardinality: 0..1\n  - name: work_session\n    kind: references\n    target: WorkSession';

ruleTester('IMMUTABLE_VIOLATION', {
  valid: [
    { name: 'the bundled model: Project contains the ProjectSnapshots its own catalogue publishes' },
    {
      name: 'a WorkSession that observes its snapshot',
      edits: [{ file: 'terms/WorkSession.yaml', search: '    kind: pins', replace: '    kind: observes' }],
    },
  ],
  invalid: [
    {
      name: 'a WorkSession that contains its snapshot',
      edits: [{ file: 'terms/WorkSession.yaml', search: '    kind: pins', replace: '    kind: contains' }],
      errors: [
        {
          line: 32,
          column: 11,
          message: 'relationship "project_snapshot" reaches the immutable ProjectSnapshot by "contains"',
        },
      ],
    },
    {
      name: 'an immutable term with a mutable authority',
      edits: [{ file: 'terms/ProjectSnapshot.yaml', search: '  mutable: false', replace: '  mutable: true' }],
      errors: [
        { line: 13, column: 12, message: 'ProjectSnapshot is immutable but its authority claims mutable: true' },
      ],
    },
    {
      name: 'an immutable term with transitions',
      edits: [{ file: 'terms/ProjectSnapshot.yaml', search: 'invariants:', replace: lifecycle }],
      errors: [{ line: 57, column: 3, message: 'lifecycle declares transitions' }],
    },
    {
      name: 'another authority reaching an immutable subject by a mutating kind',
      edits: [
        {
          file: 'terms/Artifact.yaml',
          search: 'relationships:\n  - name: work_session\n    kind: references\n    target: WorkSession',
          replace: snapshotRelationship,
        },
      ],
      errors: [{ line: 31, column: 11, message: 'relationship "snapshot" reaches the immutable ProjectSnapshot' }],
    },
  ],
});
