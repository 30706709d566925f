// PROHIBITED_FIELD cases.
import { ruleTester } from '../helpers/rule-tester.js';

const title = '  - {name: title, kind: descriptive, type: string, portable_snapshot: true}';
const field = (name: string) => `  - {name: ${name}, kind: reference, type: name, portable_snapshot: true}`;

ruleTester('PROHIBITED_FIELD', {
  valid: [
    { name: 'the bundled model' },
    { name: 'a qualified name', edits: [{ file: 'terms/Task.yaml', search: title, replace: field('agent_run_id') }] },
    {
      name: 'a word that merely starts with a bare token',
      edits: [{ file: 'terms/Task.yaml', search: title, replace: field('session_count') }],
    },
    {
      name: 'a documented compatibility mapping',
      edits: [
        { file: 'terms/Task.yaml', search: title, replace: field('session_id') },
        {
          file: 'mappings/project-interop.yaml',
          search: 'compatibility_field_mappings: []',
          replace:
            'compatibility_field_mappings:\n  - {term: Task, field: session_id, notes: project-interop names the owning session this way.}',
        },
      ],
    },
  ],
  invalid: [
    {
      name: 'a bare session reference',
      edits: [{ file: 'terms/Task.yaml', search: title, replace: field('session_id') }],
      errors: [{ line: 27, column: 12, message: 'field "session_id" is an unqualified "session"' }],
    },
    {
      name: 'a bare agent list',
      edits: [{ file: 'terms/Task.yaml', search: title, replace: field('agent_ids') }],
      errors: [{ line: 27, column: 12, message: 'unqualified "agent"' }],
    },
    {
      name: 'a bare context in camelCase',
      edits: [{ file: 'terms/Task.yaml', search: title, replace: field('Context') }],
      errors: [{ line: 27, column: 12, message: 'unqualified "context"' }],
    },
    {
      name: 'a deprecated alias of another term',
      edits: [{ file: 'terms/Task.yaml', search: title, replace: field('agent_session_id') }],
      errors: [
        {
          line: 27,
          column: 12,
          message: 'field "agent_session_id" uses "agent-session", a deprecated alias of AgentRun; use agent_run_id',
        },
      ],
    },
    {
      name: 'an identity field that is not among the fields',
      edits: [{ file: 'terms/Task.yaml', search: '  field: task_id', replace: '  field: context_id' }],
      errors: [{ line: 16, column: 10, message: 'unqualified "context"' }],
    },
  ],
});
