// Checks a command's field values against the types the model declares (parseCommand has kept credentials out).
import { didYouMean } from '../../diagnostics/suggest.js';
import { isUri } from '../../model/uri.js';
import { canonicalize } from './canonical.js';
import { nestsDeeperThan } from './commands.js';
import { nameRule, toName } from './names.js';
import { grantProblem, policyProblem } from './policy.js';
import { refuse, type Refusal } from './refusals.js';
import type { FieldSpec, TermSpec } from './runtime-model.js';

const maxStringLength = 64 * 1024;
const maxFieldsBytes = 1024 * 1024;
const maxDepth = 64;

/** Why `value` is not a valid value of the field's declared type, or undefined when it is. */
export function fieldValueProblem(field: FieldSpec, value: unknown): string | undefined {
  const where = `field ${field.name}`;
  switch (field.type) {
    case 'name':
      return toName(value) !== undefined ? undefined : `${where} must be ${nameRule}`;
    case 'uri':
      return typeof value === 'string' && value.length <= maxStringLength && isUri(value)
        ? undefined
        : `${where} must be a URI (RFC 3986: a scheme and ASCII only, %-escapes of two hex digits)`;
    case 'string':
      return typeof value === 'string' && value.length <= maxStringLength
        ? undefined
        : `${where} must be a string of at most ${maxStringLength} characters`;
    case 'integer':
      return Number.isSafeInteger(value) ? undefined : `${where} must be an integer`;
    case 'list':
      return Array.isArray(value) ? depthProblem(where, value) : `${where} must be an array`;
    case 'object':
      return value !== null && typeof value === 'object' && !Array.isArray(value)
        ? depthProblem(where, value)
        : `${where} must be an object`;
    case 'PolicyDocument':
      return policyProblem(value, where);
    case 'Grant':
      return grantProblem(value, where);
  }
}

function depthProblem(where: string, value: unknown): string | undefined {
  return nestsDeeperThan(value, maxDepth) ? `${where} nests deeper than ${maxDepth} levels` : undefined;
}

/**
 * Checks the fields of a new entity: every name declared by the term, every value of its type.
 * Returns the fields with the identity added.
 */
export function checkFields(
  spec: TermSpec,
  id: string,
  fields: Record<string, unknown>,
): { fields: Record<string, unknown> } | { refusal: Refusal } {
  const subject = { term: spec.key, id };
  const checked: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    const field = spec.fields.get(name);
    if (!field)
      return {
        refusal: refuse(
          'UNKNOWN_FIELD',
          { term: spec.key, field: name, suggestion: didYouMean(name, spec.fields.keys()) },
          subject,
        ),
      };
    if (name === spec.identityField && toName(value) !== id) {
      return {
        refusal: refuse(
          'INVALID_FIELD',
          { detail: `field ${name} must equal the command's id "${id}" or be omitted` },
          subject,
        ),
      };
    }
    const problem = fieldValueProblem(field, value);
    if (problem) return { refusal: refuse('INVALID_FIELD', { detail: `${spec.key} ${id}: ${problem}` }, subject) };
    // A name refers to an entity by its id, which is stored in NFC.
    checked[name] = field.type === 'name' ? toName(value) : value;
  }
  checked[spec.identityField] = id;
  if (canonicalize(checked).length > maxFieldsBytes) {
    return {
      refusal: refuse(
        'INVALID_FIELD',
        { detail: `${spec.key} ${id}: fields exceed ${maxFieldsBytes} bytes of JSON` },
        subject,
      ),
    };
  }
  // A plain object again, in model field order, so stored JSON and projections look ordinary.
  return {
    fields: Object.fromEntries(
      [...spec.fields.keys()].filter((name) => name in checked).map((name) => [name, checked[name]]),
    ),
  };
}
