// Splits a stream of text into numbered lines without ever holding a line longer than a limit.
import { StringDecoder } from 'node:string_decoder';

/** A line of the stream (1-based), without its line ending; or, for a line over the limit, only its number. */
export type TextLine = { line: number; text: string } | { line: number; tooLong: true };

/**
 * Turns chunks (bytes decoded as UTF-8 across chunk boundaries, or strings) into lines. A line
 * longer than `maxLength` characters comes out as `tooLong` as soon as it passes the limit, and the
 * rest of it is dropped as it streams past, so memory stays bounded whatever the input. `\r\n` ends
 * a line like `\n`; a last line without a newline is a line; a byte order mark before the first line
 * is no part of it. Synchronous, so a fast reader pays no promise per line.
 */
export class LineSplitter {
  private readonly decoder = new StringDecoder('utf8');
  private pending = '';
  private line = 0;
  private skipping = false;
  private started = false;

  constructor(private readonly maxLength: number) {}

  /** The lines `chunk` completes. */
  write(chunk: string | Buffer): TextLine[] {
    return this.split(typeof chunk === 'string' ? chunk : this.decoder.write(chunk));
  }

  /** The lines left at the end of the stream. */
  end(): TextLine[] {
    const lines = this.split(this.decoder.end());
    if (!this.skipping && this.pending.length > 0)
      lines.push({ line: this.line + 1, text: withoutReturn(this.pending) });
    this.pending = '';
    return lines;
  }

  private split(decoded: string): TextLine[] {
    let text = decoded;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const lines: TextLine[] = [];
    let start = 0;
    for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
      this.line += 1;
      if (this.skipping) this.skipping = false;
      else {
        const content =
          this.pending.length > 0 ? this.pending + text.slice(start, newline) : text.slice(start, newline);
        lines.push(
          content.length > this.maxLength
            ? { line: this.line, tooLong: true }
            : { line: this.line, text: withoutReturn(content) },
        );
      }
      this.pending = '';
      start = newline + 1;
    }
    if (this.skipping) return lines;
    this.pending += text.slice(start);
    if (this.pending.length > this.maxLength) {
      lines.push({ line: this.line + 1, tooLong: true });
      this.pending = '';
      this.skipping = true;
    }
    return lines;
  }
}

/** The lines of `chunks` (a file stream, stdin), as LineSplitter makes them. */
export async function* textLines(
  chunks: AsyncIterable<string | Buffer>,
  maxLength: number,
): AsyncGenerator<TextLine, void, undefined> {
  const splitter = new LineSplitter(maxLength);
  for await (const chunk of chunks) yield* splitter.write(chunk);
  yield* splitter.end();
}

const withoutReturn = (text: string) => (text.endsWith('\r') ? text.slice(0, -1) : text);
