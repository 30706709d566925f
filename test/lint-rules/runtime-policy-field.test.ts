// RUNTIME_POLICY_FIELD: a field the runtime's policy rules read is missing from its term, or has another type.
import { ruleTester } from '../helpers/rule-tester.js';

/** A term's fields: its identity (`<term>_id`), then `extra` entries as written. */
const fields = (identity: string, ...extra: string[]) =>
  [`fields:\n  - {name: ${identity}, kind: identity, type: name, portable_snapshot: true}`, ...extra].join('\n');
const field = (name: string, type: string, kind = 'descriptive') =>
  `  - {name: ${name}, kind: ${kind}, type: ${type}, portable_snapshot: true}`;

ruleTester('RUNTIME_POLICY_FIELD', {
  valid: [
    {
      name: 'every field the policy rules read, of its type',
      terms: {
        Project: fields('project_id', field('policy', 'PolicyDocument', 'policy')),
        WorkSession: fields(
          'work_session_id',
          field('policy', 'PolicyDocument', 'policy'),
          field('project_snapshot_id', 'name', 'reference'),
        ),
      },
    },
    { name: 'a model without the terms', terms: { Principal: '' } },
  ],
  invalid: [
    {
      name: 'a Project without its policy',
      terms: { Project: fields('project_id') },
      errors: [
        {
          file: 'terms/Project.yaml',
          line: 1,
          column: 1,
          term: 'Project',
          message: 'Project has no field policy of type PolicyDocument, which the runtime policy rules read',
        },
      ],
    },
    {
      name: 'a ResourceBinding whose grant has another type, and no resource_id',
      terms: { ResourceBinding: fields('resource_binding_id', field('grant', 'object')) },
      errors: [
        {
          line: 3,
          column: 44,
          message: 'ResourceBinding field grant has type object, but the runtime policy rules read it as Grant',
        },
        { line: 1, column: 1, message: 'ResourceBinding has no field resource_id of type name' },
      ],
    },
  ],
});
