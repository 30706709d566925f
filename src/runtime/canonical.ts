// Canonical JSON (RFC 8785 style) and SHA-256 digests: the bytes that hashes and idempotency compare.
import { createHash } from 'node:crypto';

/**
 * Serialises a JSON value with object keys sorted (by UTF-16 code units, as RFC 8785 orders
 * them), no whitespace, and ECMAScript number formatting, so equal values give equal bytes.
 * `undefined` members are dropped, as JSON.stringify drops them.
 */
export function canonicalize(value: unknown): string {
  return JSON.stringify(value, sortedReplacer) ?? 'null';
}

function sortedReplacer(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  // A null prototype keeps a "__proto__" key an ordinary member instead of a prototype change.
  const sorted = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value).sort()) sorted[key] = (value as Record<string, unknown>)[key];
  return sorted;
}

/** Lower-case hex SHA-256 of a UTF-8 string. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The content address of a ProjectSnapshot: SHA-256 of the canonical JSON of its resolved definition. */
export function definitionHash(resolvedDefinition: unknown): string {
  return sha256(canonicalize(resolvedDefinition));
}
