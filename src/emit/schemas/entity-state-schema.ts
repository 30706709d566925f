// The JSON Schema of EntityState: an entity's term, identity and lifecycle state, the state allowed by the term.
import type { Model, Term } from '../../model/model.js';
import { commonRef } from './common-schema.js';
import type { JsonSchema } from './json-schema.js';
import { entityStateSchemaFile, generatedSchemaBase } from './schema-ids.js';

/** The terms that have a lifecycle, in model order. */
export const lifecycleTerms = (model: Model): Term[] => [...model.terms.values()].filter((term) => term.data.lifecycle);

/** What an EntityState is, for its schema and its TypeScript type. */
export const entityStateDescription =
  "An entity's lifecycle state on the wire: the entity's term, its identity (the value of the term's identity " +
  'field) and the state it is in. The term decides which states are allowed.';

/**
 * One `if`/`then` per term rather than a `oneOf`: a validator then reports a wrong state at
 * `/state` alone, instead of one failure for each term the message is not.
 */
export function entityStateSchema(model: Model): JsonSchema | undefined {
  const terms = lifecycleTerms(model);
  if (terms.length === 0) return undefined;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: generatedSchemaBase + entityStateSchemaFile,
    $comment: model.generatedNotice,
    title: 'EntityState',
    description: entityStateDescription,
    type: 'object',
    properties: {
      term: { description: 'The term of the entity: one that has a lifecycle.', enum: terms.map((term) => term.key) },
      id: { $ref: commonRef('Name'), description: "The entity's identity: the value of its term's identity field." },
      state: { description: "The entity's lifecycle state, one of its term's states.", type: 'string' },
    },
    required: ['term', 'id', 'state'],
    additionalProperties: false,
    allOf: terms.map((term) => ({
      if: { properties: { term: { const: term.key } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword; a schema is never awaited.
      then: { properties: { state: { enum: term.data.lifecycle!.states } } },
    })),
  };
}
