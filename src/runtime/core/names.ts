// The runtime's name rule: ids, command ids, terms and states are well-formed Unicode, compared and stored in NFC.

/** The longest name, in UTF-16 code units of its NFC form. */
export const maxNameLength = 256;

/** How a name is described in refusals. */
export const nameRule =
  `a name (1-${maxNameLength} characters of well-formed Unicode, no whitespace or control ` + `characters)`;

/**
 * A name as the runtime stores and compares it: NFC, so that one name typed two ways (`é` composed,
 * or `e` and a combining accent) is one entity, one stream, one command. Undefined when `value` is
 * not a name: not a string, empty, too long, with whitespace or control characters, or not
 * well-formed (a lone surrogate cannot be stored as UTF-8, so what a store kept would not be what
 * was hashed).
 */
export function toName(value: unknown): string | undefined {
  if (typeof value !== 'string' || !isWellFormed(value)) return undefined;
  const name = value.normalize('NFC');
  return name.length > 0 && name.length <= maxNameLength && !/[\s\p{Cc}]/u.test(name) ? name : undefined;
}

/** Whether `value` is a name, as toName defines it, already in NFC. */
export function isName(value: unknown): value is string {
  return toName(value) === value;
}

/** A surrogate that is not half of a pair. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether `text` is a sequence of Unicode scalar values: no lone surrogate (String.prototype.isWellFormed, ES2024). */
export function isWellFormed(text: string): boolean {
  return !loneSurrogate.test(text);
}
