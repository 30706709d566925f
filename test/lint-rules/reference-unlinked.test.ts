// REFERENCE_UNLINKED cases.
import { ruleTester } from '../helpers/rule-tester.js';

const turnRunField = '  - {name: agent_run_id, kind: reference, type: name, portable_snapshot: true}';
const assignedPrincipal = {
  file: 'terms/AgentRun.yaml',
  line: 28,
  column: 12,
  message:
    'reference field "assigned_principal_id" holds a Principal identity, but AgentRun has no relationship to Principal',
};
const principalRelationship =
  'relationships:\n  - name: assigned_principal\n    kind: references\n    target: Principal\n    cardinality: 0..1\n  - name: work_session\n';

ruleTester('REFERENCE_UNLINKED', {
  valid: [
    {
      name: 'a role-qualified reference backed by a relationship',
      edits: [
        {
          file: 'terms/AgentRun.yaml',
          search: 'relationships:\n  - name: work_session\n',
          replace: principalRelationship,
        },
      ],
    },
  ],
  invalid: [
    {
      name: 'the bundled model: AgentRun.assigned_principal_id has no relationship to Principal',
      errors: [assignedPrincipal],
    },
    {
      name: 'an exact identity name without a relationship',
      edits: [
        {
          file: 'terms/Turn.yaml',
          search: turnRunField,
          replace: `${turnRunField}\n  - {name: principal_id, kind: reference, type: name, portable_snapshot: true}`,
        },
      ],
      errors: [
        assignedPrincipal,
        {
          line: 27,
          column: 12,
          message:
            'reference field "principal_id" holds a Principal identity, but Turn has no relationship to Principal',
        },
      ],
    },
    {
      name: 'a plural reference',
      edits: [
        {
          file: 'terms/Turn.yaml',
          search: turnRunField,
          replace: `${turnRunField}\n  - {name: reviewer_principal_ids, kind: reference, type: list, portable_snapshot: true}`,
        },
      ],
      errors: [
        assignedPrincipal,
        { line: 27, column: 12, message: '"reviewer_principal_ids" holds a Principal identity' },
      ],
    },
  ],
});
