// generated/schemas/common.schema.json: Name, PolicyDocument and Grant, the value types terms share.
import type { JsonSchema } from './json-schema.js';
import { commonSchemaFile, generatedSchemaBase } from './schema-ids.js';

/**
 * The pattern of a name (a field of type `name`): one or more characters, none of them
 * whitespace or a control character. Written with escapes only, so that every JSON Schema
 * implementation reads the same expression.
 */
export const namePattern = '^[^\\s\\u0000-\\u001F\\u007F-\\u009F]+$';

/** The pattern of one action in a grant: a lower-case action name, or `*` for every action. */
export const actionPattern = '^(?:[a-z][a-z0-9_.:-]*|\\*)$';

/** The shared definitions a term schema can refer to, by their `$defs` key. */
export type CommonDefinition = 'Name' | 'PolicyDocument' | 'Grant';

/** A `$ref` from a term schema (in the same directory) to a shared definition. */
export function commonRef(definition: CommonDefinition): string {
  return `${commonSchemaFile}#/$defs/${definition}`;
}

export function commonSchema(notice: string): JsonSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: generatedSchemaBase + commonSchemaFile,
    $comment: notice,
    title: 'Agent Work Model shared definitions',
    description:
      'Value types that term schemas share: Name, PolicyDocument and Grant. The model names PolicyDocument and Grant ' +
      'as field types without defining them; these are their definitions.',
    $defs: {
      Name: {
        title: 'Name',
        description:
          'A name: the identity of an entity, or a reference to one. Any non-empty string without whitespace or ' +
          'control characters (such as "run-42" or "urn:example:project:alpha"). A name identifies; it never ' +
          'authorizes: holding one grants nothing.',
        type: 'string',
        minLength: 1,
        pattern: namePattern,
      },
      PolicyDocument: {
        title: 'PolicyDocument',
        description:
          'A policy: the grants it lists and nothing else. Anything not granted is denied, so the empty policy ' +
          'allows nothing. A policy P narrows a policy Q when every grant of P is covered by some grant of Q; the ' +
          'empty policy narrows every policy. Policy only narrows across trust boundaries: a child binding or ' +
          'run never holds a grant its parent project or session does not cover.',
        type: 'object',
        properties: {
          grants: {
            description: 'The grants of the policy, each a resource and the actions allowed on it.',
            type: 'array',
            items: { $ref: '#/$defs/Grant' },
          },
        },
        required: ['grants'],
        additionalProperties: false,
      },
      Grant: {
        title: 'Grant',
        description:
          "Permission to perform some actions on some resources. A grant g is covered by a grant h when h's resource " +
          "matches g's (for a pattern in g, h's pattern must be equal or broader: h is \"*\", or h's prefix is a " +
          'prefix of g\'s prefix) and every action of g is among h\'s actions (or h has "*").',
        type: 'object',
        properties: {
          resource: {
            description:
              'A resource name (such as a resource_id), or a pattern ending in "*" that matches every name starting ' +
              'with the part before the "*"; "*" alone matches every resource.',
            type: 'string',
            minLength: 1,
            pattern: namePattern,
          },
          actions: {
            description:
              'The actions allowed: lower-case action names such as "read", "write" or "execute", or "*" for every ' +
              'action. At least one, each once.',
            type: 'array',
            items: { type: 'string', pattern: actionPattern },
            minItems: 1,
            uniqueItems: true,
          },
        },
        required: ['resource', 'actions'],
        additionalProperties: false,
      },
    },
  };
}
