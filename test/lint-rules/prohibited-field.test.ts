// PROHIBITED_FIELD: a field or identity named by a bare session, agent or context, or by a deprecated alias.
import { ruleTester } from '../helpers/rule-tester.js';

/** Task's fields: its identity, then `name` (line 3, name at column 12). */
const fields = (name: string) =>
  `fields:\n  - {name: task_id, kind: identity, type: name, portable_snapshot: true}\n` +
  `  - {name: ${name}, kind: reference, type: name, portable_snapshot: true}`;

/** AgentRun, once called an agent session. */
const agentRun = 'deprecated_aliases: [agent-session]';

ruleTester('PROHIBITED_FIELD', {
  valid: [
    { name: 'a qualified name', terms: { Task: fields('agent_run_id'), AgentRun: agentRun } },
    { name: 'a word that merely starts with a bare token', terms: { Task: fields('session_count') } },
    {
      name: 'a documented compatibility mapping',
      terms: { Task: fields('session_id') },
      mappings: {
        'project-interop': `
          compatibility_field_mappings:
            - {term: Task, field: session_id, notes: project-interop names the owning session this way.}
        `,
      },
    },
    {
      name: 'a term the model rule does not apply to',
      rules: [{ appliesTo: ['AgentRun'] }],
      terms: { Task: fields('session_id'), AgentRun: agentRun },
    },
  ],
  invalid: [
    {
      name: 'a bare session reference',
      terms: { Task: fields('session_id') },
      errors: [{ line: 3, column: 12, message: 'field "session_id" is an unqualified "session"' }],
    },
    {
      name: 'a bare agent list',
      terms: { Task: fields('agent_ids') },
      errors: [{ line: 3, column: 12, message: 'unqualified "agent"' }],
    },
    {
      name: 'a bare context in camelCase',
      terms: { Task: fields('Context') },
      errors: [{ line: 3, column: 12, message: 'unqualified "context"' }],
    },
    {
      name: 'a deprecated alias of another term',
      terms: { Task: fields('agent_session_id'), AgentRun: agentRun },
      errors: [
        {
          line: 3,
          column: 12,
          message: 'field "agent_session_id" uses "agent-session", a deprecated alias of AgentRun; use agent_run_id',
        },
      ],
    },
    {
      name: 'a compatibility mapping exempts only its own term',
      terms: { Task: fields('session_id'), Review: fields('session_id').replace(/task_id/g, 'review_id') },
      mappings: {
        'project-interop': 'compatibility_field_mappings:\n  - {term: Task, field: session_id, notes: Compatibility.}',
      },
      errors: [{ file: 'terms/Review.yaml', line: 3, column: 12, message: '"session_id"' }],
    },
    {
      name: 'a bare token that is also a deprecated alias is reported once, as bare',
      terms: { Task: fields('session_id'), WorkSession: 'deprecated_aliases: [session]' },
      errors: [{ line: 3, column: 12, message: 'field "session_id" is an unqualified "session"' }],
    },
    {
      name: 'an identity field that is not among the fields',
      terms: {
        Task: `
          identity:
            field: context_id
            kind: name
            authorization: false
          fields:
            - {name: task_id, kind: identity, type: name, portable_snapshot: true}
        `,
      },
      errors: [{ line: 2, column: 10, message: 'unqualified "context"' }],
    },
  ],
});
