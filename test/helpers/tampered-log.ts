// The log both stores' tampering suites attack: a project, its snapshot, an open session and a running AgentRun.
import { allowAll } from './runtime.js';

/** The commands of the log every attack starts from; the suites name their ids. */
export const tamperedLogCommands = [
  { command_id: 'c-project', type: 'create', term: 'Project', id: 'p-a', fields: { policy: allowAll } },
  {
    command_id: 'c-snapshot',
    type: 'publish',
    term: 'ProjectSnapshot',
    id: 's-a',
    fields: { project_id: 'p-a', revision: 'r1', resolved_definition: { policy: allowAll } },
  },
  {
    command_id: 'c-session',
    type: 'create',
    term: 'WorkSession',
    id: 'ws-a',
    fields: { project_snapshot_id: 's-a', policy: allowAll },
  },
  { command_id: 'c-open', type: 'transition', term: 'WorkSession', id: 'ws-a', to: 'open' },
  { command_id: 'c-run', type: 'create', term: 'AgentRun', id: 'r1', fields: { work_session_id: 'ws-a' } },
  { command_id: 'c-start', type: 'transition', term: 'AgentRun', id: 'r1', to: 'running' },
];
