// Splits a stream of text into numbered lines without ever holding a line longer than a limit.
import { StringDecoder } from 'node:string_decoder';

/** A line of the stream (1-based), without its line ending; or, for a line over the limit, only its number. */
export type TextLine = { line: number; text: string } | { line: number; tooLong: true };

/**
 * The lines of `chunks` (a file stream, stdin, strings), decoded as UTF-8 across chunk boundaries.
 * A line longer than `maxLength` characters is yielded as `tooLong` as soon as it passes the limit,
 * and the rest of it is dropped as it streams past, so memory stays bounded whatever the input.
 * `\r\n` ends a line like `\n`; a last line without a newline is a line; a byte order mark before
 * the first line is no part of it.
 */
export async function* textLines(
  chunks: AsyncIterable<string | Buffer>,
  maxLength: number,
): AsyncGenerator<TextLine, void, undefined> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let line = 0;
  let skipping = false;
  let started = false;
  const lines: TextLine[] = [];
  const consume = (decoded: string) => {
    let text = decoded;
    if (!started && text.length > 0) {
      started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let start = 0;
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
      line += 1;
      if (skipping) skipping = false;
      else {
        const content = pending + text.slice(start, newline);
        lines.push(content.length > maxLength ? { line, tooLong: true } : { line, text: withoutReturn(content) });
      }
      pending = '';
      start = newline + 1;
    }
    if (skipping) return;
    pending += text.slice(start);
    if (pending.length > maxLength) {
      lines.push({ line: line + 1, tooLong: true });
      pending = '';
      skipping = true;
    }
  };
  for await (const chunk of chunks) {
    consume(typeof chunk === 'string' ? chunk : decoder.write(chunk));
    yield* lines.splice(0);
  }
  consume(decoder.end());
  if (!skipping && pending.length > 0) lines.push({ line: line + 1, text: withoutReturn(pending) });
  yield* lines.splice(0);
}

const withoutReturn = (text: string) => (text.endsWith('\r') ? text.slice(0, -1) : text);
