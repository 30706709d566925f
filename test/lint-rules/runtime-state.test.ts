// RUNTIME_STATE: a durable definition declares live runtime state (pid, port, heartbeat, a current run).
import { ruleTester } from '../helpers/rule-tester.js';

/** A Project with one more field (line 3, name at column 12). */
const fields = (name: string) =>
  `fields:\n  - {name: project_id, kind: identity, type: name, portable_snapshot: true}\n` +
  `  - {name: ${name}, kind: metadata, type: string, portable_snapshot: true}`;

/** The published rule's subjects: Project and ProjectSnapshot. */
const definitions = [{ appliesTo: ['Project', 'ProjectSnapshot'] }];

ruleTester('RUNTIME_STATE', {
  valid: [
    {
      name: 'a term the rule does not apply to (an AgentInstance has an endpoint)',
      rules: definitions,
      terms: {
        Project: '',
        ProjectSnapshot: '',
        AgentInstance: fields('endpoint').replace('project_id', 'agent_instance_id'),
      },
    },
    {
      name: 'a word that contains "port" without being one',
      rules: definitions,
      terms: { Project: fields('report_id'), ProjectSnapshot: '' },
    },
    {
      name: 'a durable pointer to a session',
      rules: definitions,
      terms: { Project: fields('first_work_session_id'), ProjectSnapshot: '' },
    },
    {
      name: 'a relationship to an episode term without a live prefix',
      rules: definitions,
      terms: {
        Project: 'relationships:\n  - {name: workspaces, kind: references, target: Workspace, cardinality: 0..*}',
        ProjectSnapshot: '',
        Workspace: '',
      },
    },
    {
      name: 'a live prefix before something that is no episode',
      rules: definitions,
      terms: { Project: fields('current_version'), ProjectSnapshot: '' },
    },
  ],
  invalid: [
    {
      name: 'a pointer to the active session',
      rules: definitions,
      terms: { Project: fields('active_work_session_id'), ProjectSnapshot: '' },
      errors: [
        {
          line: 3,
          column: 12,
          message:
            'field "active_work_session_id" is runtime state ("active" points at a live episode); Project is a ' +
            'durable definition',
        },
      ],
    },
    {
      name: 'a heartbeat',
      rules: definitions,
      terms: { Project: fields('last_heartbeat_at'), ProjectSnapshot: '' },
      errors: [{ line: 3, column: 12, message: '("heartbeat" is process state)' }],
    },
    {
      name: 'a port in a snapshot',
      rules: definitions,
      terms: { Project: '', ProjectSnapshot: fields('listen_port').replace('project_id', 'project_snapshot_id') },
      errors: [{ file: 'terms/ProjectSnapshot.yaml', line: 3, column: 12, message: '"port" is process state' }],
    },
    {
      name: 'a relationship to the current workspace',
      rules: definitions,
      terms: {
        Project: `
          relationships:
            - name: current_workspace
              kind: references
              target: Workspace
              cardinality: 0..1
        `,
        ProjectSnapshot: '',
        Workspace: '',
      },
      errors: [
        {
          line: 2,
          column: 11,
          message: 'relationship "current_workspace" is runtime state ("current" points at a live episode)',
        },
      ],
    },
    {
      name: 'a relationship whose live prefix points at an episode term, whatever its name',
      rules: definitions,
      terms: {
        Project: 'relationships:\n  - {name: latest_home, kind: references, target: Workspace, cardinality: 0..1}',
        ProjectSnapshot: '',
        Workspace: '',
      },
      errors: [{ line: 2, column: 12, message: '("latest" points at a live Workspace)' }],
    },
  ],
});
