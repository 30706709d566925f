// RUNTIME_STATE: a definition-time term declares live runtime state.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { livePrefixes, nameTokens, runtimeStateReason } from '../src/model/names.js';

/** Terms whose identity pointers are live state for the same reason. */
const episodeTerms = new Set([
  'WorkSession',
  'AgentRun',
  'RunAttempt',
  'Workspace',
  'HostConversation',
  'Turn',
  'AgentInstance',
]);

export default defineRule({
  code: 'RUNTIME_STATE',
  severity: 'error',
  summary: 'A term the rule applies to declares active runtime state.',
  description:
    'Project and ProjectSnapshot are durable definitions; runtime state in them goes stale the moment ' +
    'a process dies. A field or relationship name is runtime state when one of its words is pid, ' +
    'port, heartbeat, lease, endpoint, hostname or socket, or when it starts with current, active, ' +
    'live, running, open or latest and points at a session, run, attempt, workspace, conversation, ' +
    'turn or instance (`current_workspace_id`, `active_runs`). A relationship with such a prefix to ' +
    'WorkSession, AgentRun, RunAttempt, Workspace, HostConversation, Turn or AgentInstance is reported ' +
    'whatever its target word. Names are split into words, so `report_id` is not a port. The terms ' +
    'come from the applies_to of the model rules that name this code.',
  messages: {
    field: msg`field "${'name'}" is runtime state (${'reason'}); ${'term'} is a durable definition`,
    relationship: msg`relationship "${'name'}" is runtime state (${'reason'}); ${'term'} is a durable definition`,
  },
  reads: ['fields', 'relationships'],
  example: {
    file: 'terms/Project.yaml',
    passing: '  - {name: display_name, kind: descriptive, type: string, portable_snapshot: true}',
    failing: '  - {name: active_work_session_id, kind: reference, type: name, portable_snapshot: true}',
  },
  check({ report, scopedTerms }) {
    for (const term of scopedTerms()) {
      const at = { source: term.source, term: term.key };
      term.data.fields.forEach((field, index) => {
        const reason = runtimeStateReason(field.name);
        if (reason)
          report({
            ...at,
            path: ['fields', index, 'name'],
            messageId: 'field',
            params: { name: field.name, reason, term: term.key },
          });
      });
      term.data.relationships.forEach((relationship, index) => {
        const prefix = nameTokens(relationship.name)[0] ?? '';
        const reason =
          runtimeStateReason(relationship.name) ??
          (livePrefixes.has(prefix) && episodeTerms.has(relationship.target)
            ? `"${prefix}" points at a live ${relationship.target}`
            : undefined);
        if (reason)
          report({
            ...at,
            path: ['relationships', index, 'name'],
            messageId: 'relationship',
            params: { name: relationship.name, reason, term: term.key },
          });
      });
    }
  },
});
