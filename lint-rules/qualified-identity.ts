// QUALIFIED_IDENTITY: an identity field name is not a qualified snake_case name ending in _id.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { bareTokens } from '../src/model/names.js';

const snakeIdentity = /^[a-z][a-z0-9]*(_[a-z0-9]+)*_id$/;

export default defineRule({
  code: 'QUALIFIED_IDENTITY',
  severity: 'error',
  summary: '`identity.field` is not qualified snake_case ending in `_id`.',
  description:
    'Identity field names travel between systems, so they must say what they identify: lower-case ' +
    'snake_case ending in `_id`, with a qualifier before it that is not a bare session, agent or ' +
    'context token. `work_session_id` passes; `id`, `agentId`, `session_id`, `agent_id` and ' +
    '`context_id` fail. One word of qualification (`task_id`) is enough. Applies to the terms of the ' +
    'model rules that name this code.',
  messages: {
    shape: msg`identity field "${'field'}" must be snake_case ending in _id, such as ${'suggestion'}`,
    bare: msg`identity field "${'field'}" is an unqualified ${'token'} id; name what it identifies, such as
      ${'suggestion'}`,
  },
  reads: ['identity'],
  example: { file: 'terms/Task.yaml', passing: '  field: task_id', failing: '  field: taskId' },
  check({ report, scopedTerms }) {
    for (const term of scopedTerms()) {
      const field = term.data.identity.field;
      const suggestion = `${term.key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()}_id`;
      const at = { source: term.source, path: ['identity', 'field'], term: term.key };
      if (!snakeIdentity.test(field)) {
        report({ ...at, messageId: 'shape', params: { field, suggestion } });
      } else if (bareTokens.has(field.slice(0, -'_id'.length))) {
        report({ ...at, messageId: 'bare', params: { field, token: field.slice(0, -'_id'.length), suggestion } });
      }
    }
  },
});
