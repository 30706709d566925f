// The JSON Schema of one term's exchange shape (its fields), in full or as its portable-snapshot subset.
import type { FieldDocument, FieldType } from '../../model/documents.js';
import type { Model, Term } from '../../model/model.js';
import { isRequiredReference, referencedTerm } from '../../model/queries.js';
import { commonRef } from './common-schema.js';
import type { JsonSchema } from './json-schema.js';
import { generatedSchemaBase, termSchemaFile, termTypeName, type SchemaVariant } from './schema-ids.js';

/** How each field type of the model is written in JSON Schema. */
const fieldTypeSchemas: Record<FieldType, () => JsonSchema> = {
  name: () => ({ $ref: commonRef('Name') }),
  uri: () => ({ type: 'string', format: 'uri' }),
  string: () => ({ type: 'string' }),
  integer: () => ({ type: 'integer' }),
  list: () => ({ type: 'array' }),
  object: () => ({ type: 'object' }),
  PolicyDocument: () => ({ $ref: commonRef('PolicyDocument') }),
  Grant: () => ({ $ref: commonRef('Grant') }),
};

/** `a` or `an` before a term key. */
export const article = (word: string) => (/^[AEIOU]/.test(word) ? 'an' : 'a');

/** What a field is, in a sentence: its role from its kind, then the model's notes. */
export function fieldDescription(model: Model, term: Term, field: FieldDocument): string {
  const sentences: string[] = [];
  const identity = term.data.identity;
  if (field.kind === 'identity' && field.name === identity.field) {
    sentences.push(`Identity of the ${term.key}: a name${identity.authorization ? '' : ', never an authorization'}.`);
  } else if (field.kind === 'reference') {
    const target = referencedTerm(model, field);
    sentences.push(
      target
        ? `Reference to ${article(target.key)} ${target.key}, by its ${target.data.identity.field}.`
        : 'Reference to another entity.',
    );
    if (target && isRequiredReference(model, term, field))
      sentences.push(`Required: ${article(term.key)} ${term.key} has exactly one ${target.key}.`);
  } else {
    sentences.push(`${field.kind[0]!.toUpperCase()}${field.kind.slice(1)} field.`);
  }
  if (field.notes) sentences.push(field.notes);
  if (!field.portable_snapshot) sentences.push('Left out of portable snapshots.');
  return sentences.join(' ');
}

/** The fields a variant of the term's shape carries, in model order. */
export function variantFields(term: Term, variant: SchemaVariant): FieldDocument[] {
  return term.data.fields.filter((field) => variant === 'exchange' || field.portable_snapshot);
}

/**
 * The schema of a term: one property per field, nothing else allowed. The fields the variant
 * carries of its identity and of its required references (see isRequiredReference) are required,
 * in model order.
 */
export function termSchema(model: Model, term: Term, variant: SchemaVariant): JsonSchema {
  const fields = variantFields(term, variant);
  const properties: Record<string, JsonSchema> = {};
  for (const field of fields)
    properties[field.name] = { ...fieldTypeSchemas[field.type](), description: fieldDescription(model, term, field) };
  const identity = term.data.identity.field;
  const required = fields
    .filter((field) => field.name === identity || isRequiredReference(model, term, field))
    .map((field) => field.name);
  const description =
    variant === 'exchange'
      ? `${term.data.definition}\n\n${term.data.purpose}`
      : `The portable-snapshot shape of ${article(term.key)} ${term.key}: only the fields that may travel in a ` +
        `portable project or session snapshot.\n\n${term.data.definition}`;
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: generatedSchemaBase + termSchemaFile(term.key, variant),
    $comment: model.generatedNotice,
    title: termTypeName(term.key, variant),
    description,
    ...(term.data.status === 'deprecated' ? { deprecated: true } : {}),
    type: 'object',
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}
