// Canonical JSON (RFC 8785 style) and SHA-256 digests: the bytes that hashes and idempotency compare.
import { createHash } from 'node:crypto';

/**
 * Serialises a JSON value with object keys sorted (by UTF-16 code units, as RFC 8785 orders
 * them), no whitespace, and ECMAScript number formatting, so equal values give equal bytes.
 * Members whose value is undefined are dropped, as JSON.stringify drops them. Written by hand
 * rather than as a JSON.stringify replacer: it builds no sorted copies, and every command pays it.
 */
export function canonicalize(value: unknown): string {
  return serialize(value) ?? 'null';
}

function serialize(value: unknown): string | undefined {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++) out += `${i === 0 ? '' : ','}${serialize(value[i]) ?? 'null'}`;
        return `${out}]`;
      }
      const toJSON = (value as { toJSON?: unknown }).toJSON;
      if (typeof toJSON === 'function') return serialize(toJSON.call(value));
      const record = value as Record<string, unknown>;
      let out = '{';
      let first = true;
      for (const key of Object.keys(record).sort()) {
        const member = serialize(record[key]);
        if (member === undefined) continue;
        out += `${first ? '' : ','}${JSON.stringify(key)}:${member}`;
        first = false;
      }
      return `${out}}`;
    }
    default:
      return undefined;
  }
}

/** Lower-case hex SHA-256 of a UTF-8 string. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The content address of a ProjectSnapshot: SHA-256 of the canonical JSON of its resolved definition. */
export function definitionHash(resolvedDefinition: unknown): string {
  return sha256(canonicalize(resolvedDefinition));
}
