// Text from a model or a trace made safe to print: characters a terminal obeys rather than shows, written as escapes.

/**
 * Control characters (C0, DEL, C1: ESC starts the sequences that move the cursor, recolour or retitle a
 * terminal; BEL rings it) and the bidirectional marks, embeddings, overrides and isolates that reorder
 * what a line shows (the "Trojan Source" characters).
 */
const unprintable = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** `\u001b`: the JSON spelling of a character, which reads the same in a message and in JSON output. */
const escaped = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * `text` with every character a terminal would act on written as a `\uXXXX` escape; other text unchanged. On
 * JSON.stringify's output (which escapes C0 only) it gives the same JSON value, safe to show as it is.
 */
export function printable(text: string): string {
  return text.replace(unprintable, escaped);
}
