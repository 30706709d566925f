// RUNTIME_STATE cases.
import { ruleTester } from '../helpers/rule-tester.js';

const description = '  - {name: description, kind: descriptive, type: string, portable_snapshot: true}';
const field = (name: string) => `  - {name: ${name}, kind: metadata, type: string, portable_snapshot: true}`;

ruleTester('RUNTIME_STATE', {
  valid: [
    { name: 'the bundled model, where AgentInstance (not a subject) has an endpoint' },
    {
      name: 'a word that contains "port" without being one',
      edits: [{ file: 'terms/Project.yaml', search: description, replace: field('report_id') }],
    },
    {
      name: 'a durable pointer to a session',
      edits: [{ file: 'terms/Project.yaml', search: description, replace: field('first_work_session_id') }],
    },
  ],
  invalid: [
    {
      name: 'a pointer to the active session',
      edits: [{ file: 'terms/Project.yaml', search: description, replace: field('active_work_session_id') }],
      errors: [
        {
          line: 28,
          column: 12,
          message:
            'field "active_work_session_id" is runtime state ("active" points at a live episode); Project is a durable definition',
        },
      ],
    },
    {
      name: 'a heartbeat',
      edits: [{ file: 'terms/Project.yaml', search: description, replace: field('last_heartbeat_at') }],
      errors: [{ line: 28, column: 12, message: '("heartbeat" is process state)' }],
    },
    {
      name: 'a port in a snapshot',
      edits: [
        {
          file: 'terms/ProjectSnapshot.yaml',
          search: '  - {name: definition_hash,',
          replace: '  - {name: listen_port,',
        },
      ],
      errors: [{ line: 34, column: 12, message: '"port" is process state' }],
    },
    {
      name: 'a relationship to the current workspace',
      edits: [
        {
          file: 'terms/Project.yaml',
          search: '  - name: work_profiles\n    kind: references\n    target: WorkProfile',
          replace: '  - name: current_workspace\n    kind: references\n    target: Workspace',
        },
      ],
      errors: [{ line: 44, column: 11, message: 'relationship "current_workspace" is runtime state' }],
    },
  ],
});
