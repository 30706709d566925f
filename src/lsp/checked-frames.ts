// The client's bytes on their way to the protocol reader, checked message header by message header: a malformed
// header ends the input, so the server closes the connection with a reason instead of going silent for good
// (vscode-jsonrpc reports such a header to no one and then reads the rest of the stream as headers).
import { Transform } from 'node:stream';

/** A header section longer than this is no LSP header, which has one or two short fields. */
export const maxHeaderBytes = 8192;

const separator = Buffer.from('\r\n\r\n');

/** Why a header section (without its closing blank line) is not one LSP can read, or its Content-Length. */
function readHeader(text: string): { length: number } | { problem: string } {
  let length: number | undefined;
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) return { problem: `the header line ${quote(line)}, which is not "Name: value"` };
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-length') continue;
    const value = line.slice(colon + 1).trim();
    if (!/^\d{1,15}$/.test(value)) return { problem: `Content-Length ${quote(value)}, which is not a number of bytes` };
    length = Number(value);
  }
  return length === undefined ? { problem: `a message header without Content-Length: ${quote(text)}` } : { length };
}

/** A header's text as shown in a message: quoted, control characters escaped, cut short. */
function quote(text: string): string {
  const shown = JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}...` : text);
  return shown.replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A pass-through stream that checks each message's header as it goes by and, at the first malformed one, says why
 * through `onMalformed` and ends: what follows it cannot be split into messages. A header is passed on once it is
 * whole and checked, a body as it comes; the bytes are unchanged.
 */
export function checkedFrames(onMalformed: (problem: string) => void): Transform {
  /** Bytes of a header section seen so far (it may span chunks). */
  let header = Buffer.alloc(0);
  /** Bytes of the current message's body still to come. */
  let bodyLeft = 0;
  let ended = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (ended) return done();
      let at = 0;
      while (at < chunk.length) {
        if (bodyLeft > 0) {
          const taken = Math.min(bodyLeft, chunk.length - at);
          this.push(chunk.subarray(at, at + taken));
          bodyLeft -= taken;
          at += taken;
          continue;
        }
        const seen = header.length;
        const section = seen === 0 ? chunk.subarray(at) : Buffer.concat([header, chunk.subarray(at)]);
        const end = section.indexOf(separator);
        if (end > maxHeaderBytes || (end < 0 && section.length > maxHeaderBytes))
          return fail(this, `a message header of more than ${maxHeaderBytes} bytes`);
        if (end < 0) {
          header = Buffer.from(section);
          break;
        }
        const read = readHeader(section.subarray(0, end).toString('latin1'));
        if ('problem' in read) return fail(this, read.problem);
        const headerLength = end + separator.length;
        this.push(section.subarray(0, headerLength));
        at += headerLength - seen;
        header = Buffer.alloc(0);
        bodyLeft = read.length;
      }
      done();

      function fail(stream: Transform, problem: string): void {
        ended = true;
        onMalformed(problem);
        stream.push(null);
        done();
      }
    },
  });
}
