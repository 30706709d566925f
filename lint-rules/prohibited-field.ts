// PROHIBITED_FIELD: a field or identity named by a bare session/agent/context token or a deprecated alias.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { bareTokens, fieldCore, snakeName } from '../src/model/names.js';
import type { Term } from '../src/model/model.js';

export default defineRule({
  code: 'PROHIBITED_FIELD',
  severity: 'error',
  summary: 'A field or identity name is a bare `session`, `agent` or `context`, or a deprecated alias of a term.',
  description:
    'Unqualified session, agent and context are the ambiguous words the model exists to replace. ' +
    'A field name (and `identity.field`) is prohibited when its core, the name in snake_case ' +
    'without a trailing `_id` or `_ids`, is `session`, `agent` or `context`, or is a deprecated ' +
    'alias of any term in snake_case (`agent_session_id` for AgentRun\'s deprecated "agent ' +
    'session"). Exception: a name listed for the term in a mapping\'s ' +
    "`compatibility_field_mappings`, which documents a native system's field kept for " +
    'compatibility. An identity field that is also listed in `fields` is reported once, at the field. ' +
    'Applies to the terms of the model rules that name this code.',
  messages: {
    bare: msg`field "${'field'}" is an unqualified "${'core'}"; name what it is, such as work_session or agent_run`,
    deprecated: msg`field "${'field'}" uses "${'alias'}", a deprecated alias of ${'term'}; use ${'replacement'}`,
  },
  reads: ['fields', 'identity', 'deprecated_aliases'],
  example: {
    file: 'terms/Task.yaml',
    passing: '  - {name: work_session_id, kind: reference, type: name, portable_snapshot: true}',
    failing: '  - {name: session_id, kind: reference, type: name, portable_snapshot: true}',
  },
  check({ model, report, scopedTerms }) {
    const deprecated = new Map<string, { alias: string; term: Term }>();
    for (const term of model.terms.values()) {
      for (const alias of term.data.deprecated_aliases) {
        // Spellings that fold together ("agent-session", "agent session") are quoted as first written.
        if (!deprecated.has(snakeName(alias))) deprecated.set(snakeName(alias), { alias, term });
      }
    }
    const exempt = new Set<string>();
    for (const mapping of model.mappings.values()) {
      for (const entry of mapping.data.compatibility_field_mappings) exempt.add(`${entry.term}.${entry.field}`);
    }
    for (const term of scopedTerms()) {
      const check = (name: string, path: (string | number)[]) => {
        if (exempt.has(`${term.key}.${name}`)) return;
        const core = fieldCore(name);
        const at = { source: term.source, path, term: term.key };
        if (bareTokens.has(core)) {
          report({ ...at, messageId: 'bare', params: { field: name, core } });
          return;
        }
        const alias = deprecated.get(core);
        if (alias) {
          const replacement = `${snakeName(alias.term.key)}${name.slice(core.length)}`;
          report({
            ...at,
            messageId: 'deprecated',
            params: { field: name, alias: alias.alias, term: alias.term.key, replacement },
          });
        }
      };
      for (const [index, field] of term.data.fields.entries()) check(field.name, ['fields', index, 'name']);
      const identity = term.data.identity.field;
      if (!term.data.fields.some((field) => field.name === identity)) check(identity, ['identity', 'field']);
    }
  },
});
