// generated/schemas/common.schema.json: Name, PolicyDocument and Grant, the value types terms share.
import type { JsonSchema } from './json-schema.js';
import { commonSchemaFile, generatedSchemaBase } from './schema-ids.js';

/**
 * The characters a name (a field of type `name`) never holds: the C0 and C1 controls and what
 * ECMAScript's `\s` matches (space, no-break space, the other Zs spaces, U+2028, U+2029 and
 * U+FEFF), the set the runtime refuses. Listed as code points because `\s` is a different set
 * in each engine (U+FEFF, U+001C-U+001F and U+0085 are in some and not in others). A schema says
 * "no character of this class anywhere" (`not` + `pattern`) rather than `^[^...]+$`, since
 * Python's `$` also matches before a final line feed.
 */
export const nameForbiddenCharacters =
  '[\\u0000-\\u0020\\u007F-\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]';

/** A string of at least one character, none of them forbidden in a name. */
const nameShape = () => ({ type: 'string', minLength: 1, not: { pattern: nameForbiddenCharacters } }) as const;

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
        ...nameShape(),
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
            ...nameShape(),
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
