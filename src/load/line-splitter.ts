// Splits a byte stream into numbered lines, never holding one longer than a limit: traces, commands, checkpoints.
//
// One splitter for every JSON Lines input, so each counts its limit the same way: in bytes of the
// line without its line ending (and without a byte order mark before the first line).

/** Where the lines of a stream go, one call each, in order. */
export interface LineHandler {
  /**
   * Line `line` (1-based) is `bytes[start..end)`, without its `\n` or `\r\n`; `offset` is where
   * `bytes[start]` stands in the stream. The bytes are valid only during the call (the chunk
   * holding them may be refilled). Returns false to stop reading.
   */
  line(bytes: Buffer, start: number, end: number, line: number, offset: number): boolean;
  /** Line `line` is longer than the limit: told once, as soon as it passes the limit; its bytes are dropped. */
  tooLong(line: number): void;
}

/** `longer than 16 MiB`: a line limit as the messages of every caller state it. */
export function longerThan(maxLength: number): string {
  const mebibyte = 1024 * 1024;
  if (maxLength % mebibyte === 0) return `longer than ${maxLength / mebibyte} MiB`;
  if (maxLength % 1024 === 0) return `longer than ${maxLength / 1024} KiB`;
  return `longer than ${maxLength} bytes`;
}

/** Whether `bytes[start..end)` begins with the UTF-8 byte order mark EF BB BF. */
function startsWithByteOrderMark(bytes: Buffer, start: number, end: number): boolean {
  return end - start >= 3 && bytes[start] === 0xef && bytes[start + 1] === 0xbb && bytes[start + 2] === 0xbf;
}

/**
 * Splits chunks into lines on the byte 0x0A, which never occurs inside a UTF-8 character, so a
 * line's bytes decode alone as they would within the whole stream. A last line without a newline
 * is a line. Nothing of a chunk is kept once write() returns, except the start of a line it ends
 * inside (copied), so the chunks may all be one buffer, refilled.
 */
export class LineSplitter {
  private line = 0;
  /** Bytes of the stream before the chunk being split. */
  private chunkOffset = 0;
  /** The start of a line the chunks so far ended inside: held[0..heldLength), growing by doubling. */
  private held = Buffer.alloc(0);
  private heldLength = 0;
  /** Where the held line starts in the stream. */
  private heldOffset = 0;
  /** Dropping the rest of a line already told as too long. */
  private skipping = false;
  private stopped = false;

  constructor(
    private readonly maxLength: number,
    private readonly handler: LineHandler,
  ) {}

  /** Hands the lines `chunk` completes to the handler; false once the handler has stopped the reading. */
  write(chunk: string | Uint8Array): boolean {
    if (this.stopped) return false;
    // Buffer's indexOf finds a byte many times faster than Uint8Array's.
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk)
        : Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let start = 0;
    for (let newline = bytes.indexOf(10); newline !== -1; newline = bytes.indexOf(10, start)) {
      this.line += 1;
      let going = true;
      if (this.skipping) this.skipping = false;
      else if (this.heldLength > 0) {
        this.hold(bytes, 0, newline);
        going = this.emit(this.held, 0, this.heldLength, this.heldOffset);
      } else going = this.emit(bytes, start, newline, this.chunkOffset + start);
      this.heldLength = 0;
      start = newline + 1;
      if (!going) {
        this.stopped = true;
        return false;
      }
    }
    if (!this.skipping && start < bytes.length) {
      if (this.heldLength === 0) this.heldOffset = this.chunkOffset + start;
      this.hold(bytes, start, bytes.length);
      // A line may end in `\r\n`, and the first may start with a byte order mark: neither counts.
      const allowed =
        this.maxLength + 1 + (this.line === 0 && startsWithByteOrderMark(this.held, 0, this.heldLength) ? 3 : 0);
      if (this.heldLength > allowed) {
        this.handler.tooLong(this.line + 1);
        this.heldLength = 0;
        this.skipping = true;
      }
    }
    this.chunkOffset += bytes.length;
    return true;
  }

  /** Hands over the last line when the stream does not end with a newline. */
  end(): void {
    if (this.stopped || this.skipping || this.heldLength === 0) return;
    this.line += 1;
    this.emit(this.held, 0, this.heldLength, this.heldOffset);
    this.heldLength = 0;
    this.stopped = true;
  }

  /** Hands `bytes[from..newline)` to the handler as the current line, without its line ending. */
  private emit(bytes: Buffer, from: number, newline: number, offset: number): boolean {
    const bom = this.line === 1 && startsWithByteOrderMark(bytes, from, newline) ? 3 : 0;
    const start = from + bom;
    const end = newline > start && bytes[newline - 1] === 13 ? newline - 1 : newline;
    if (end - start > this.maxLength) {
      this.handler.tooLong(this.line);
      return true;
    }
    return this.handler.line(bytes, start, end, this.line, offset + bom);
  }

  private hold(bytes: Buffer, from: number, to: number): void {
    const length = to - from;
    if (this.heldLength + length > this.held.length) {
      const grown = Buffer.alloc(Math.max(256, 2 * this.held.length, this.heldLength + length));
      grown.set(this.held.subarray(0, this.heldLength));
      this.held = grown;
    }
    this.held.set(bytes.subarray(from, to), this.heldLength);
    this.heldLength += length;
  }
}

/** Splits `chunks` (a file stream, stdin, one buffer refilled) into lines for `handler`, until it stops. */
export async function splitLines(
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  maxLength: number,
  handler: LineHandler,
): Promise<void> {
  const splitter = new LineSplitter(maxLength, handler);
  for await (const chunk of chunks) if (!splitter.write(chunk)) return;
  splitter.end();
}

/** A line as text (1-based number, without its line ending); or, for a line over the limit, only its number. */
export type TextLine = { line: number; text: string } | { line: number; tooLong: true };

/**
 * The lines of `chunks` decoded as UTF-8 (a malformed byte becomes U+FFFD, as a decoder makes it),
 * for inputs read a line at a time as text: `runtime apply`'s commands, checkpoint files.
 */
export async function* textLines(
  chunks: AsyncIterable<string | Uint8Array>,
  maxLength: number,
): AsyncGenerator<TextLine, void, undefined> {
  let ready: TextLine[] = [];
  const splitter = new LineSplitter(maxLength, {
    line(bytes, start, end, line) {
      ready.push({ line, text: bytes.toString('utf8', start, end) });
      return true;
    },
    tooLong(line) {
      ready.push({ line, tooLong: true });
    },
  });
  for await (const chunk of chunks) {
    splitter.write(chunk);
    const lines = ready;
    ready = [];
    yield* lines;
  }
  splitter.end();
  yield* ready;
}
