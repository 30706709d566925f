// RUNTIME_REFERENCE_FIELD: a term the runtime records lacks the reference field that names its parent or a pin.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { referenceProblem, runtimeManagement, runtimeReferences } from '../src/model/runtime-terms.js';

export default defineRule({
  code: 'RUNTIME_REFERENCE_FIELD',
  severity: 'error',
  summary:
    'A term the runtime records has no reference field naming its parent or a pinned term, so ' +
    '`awm runtime init` refuses the model.',
  description:
    'The reference runtime records the terms with a lifecycle and the immutable ones. Of each it keeps the ' +
    'parent and every relationship of kind `pins` for the entity\u2019s life, and it finds them by a field ' +
    'of kind `reference` named as the target\u2019s identity field (a Task names its WorkSession by ' +
    '`work_session_id`). It refuses a model in which that field is missing or of another kind, by the ' +
    'same check. The finding is at the field\u2019s kind, or at the parent or relationship when the field ' +
    'is missing. A target the model does not define is UNKNOWN_REFERENCE, not this code.',
  messages: {
    missing: msg`${'term'} has no reference field "${'field'}" naming ${'what'}, which the runtime
      needs to record it`,
    notReference: msg`field "${'field'}" is of kind ${'kind'}, but the runtime needs it as the reference naming
      ${'what'}`,
  },
  reads: ['fields', 'identity', 'lifecycle', 'mutability', 'parent', 'relationships'],
  example: {
    file: 'terms/WorkSession.yaml',
    passing: '{name: project_snapshot_id, kind: reference,',
    failing: '{name: project_snapshot_id, kind: descriptive,',
  },
  check({ model, report }) {
    for (const term of model.terms.values()) {
      if (!runtimeManagement(term.data)) continue;
      for (const reference of runtimeReferences(term.data)) {
        const problem = referenceProblem(term.data, reference.target, (key) => model.terms.get(key)?.data);
        // A target the model does not define is reported where it is named (UNKNOWN_REFERENCE).
        if (problem?.kind !== 'no-reference-field') continue;
        const viaParent = reference.relationship === undefined;
        const params = {
          term: term.key,
          field: problem.field,
          what: viaParent
            ? `its parent ${reference.target}`
            : `the ${reference.target} it pins by "${term.data.relationships[reference.relationship!]!.name}"`,
        };
        const at = { source: term.source, term: term.key };
        if (problem.found)
          report({
            ...at,
            path: ['fields', term.data.fields.lastIndexOf(problem.found), 'kind'],
            messageId: 'notReference',
            params: { ...params, kind: problem.found.kind },
          });
        else
          report({
            ...at,
            path: viaParent ? ['parent', 'term'] : ['relationships', reference.relationship!, 'name'],
            messageId: 'missing',
            params,
          });
      }
    }
  },
});
