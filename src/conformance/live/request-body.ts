// An HTTP request's body read whole, within a byte limit before and after gzip, streaming, so a bomb is refused early.
import type { IncomingMessage } from 'node:http';
import { createGunzip } from 'node:zlib';

/** The body, or why it was not read: 413 too large (compressed or not), 400 a broken gzip stream, 415 an encoding. */
export type BodyResult = { ok: true; bytes: Buffer } | { ok: false; status: 400 | 413 | 415; message: string };

const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

/**
 * Reads `request`'s body, gunzipping it when Content-Encoding says gzip. Stops reading as soon as
 * the bytes received, or the bytes gzip has produced from them, pass `maxBytes`: a 10 kB gzip
 * bomb that would inflate to gigabytes is refused after `maxBytes` of output, holding no more.
 */
export function readBody(request: IncomingMessage, maxBytes: number): Promise<BodyResult> {
  const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity' && encoding !== 'gzip')
    return Promise.resolve({ ok: false, status: 415, message: `unsupported Content-Encoding "${encoding}"` });
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes)
    return Promise.resolve({
      ok: false,
      status: 413,
      message: `the body is ${declared} bytes, over the limit of ${mib(maxBytes)}`,
    });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let produced = 0;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const tooLarge = (what: string) =>
      settle({ ok: false, status: 413, message: `${what} is over the limit of ${mib(maxBytes)}` });
    const collect = (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > maxBytes) return false;
      chunks.push(chunk);
      return true;
    };
    request.on('error', () => settle({ ok: false, status: 400, message: 'the request was cut off' }));
    if (encoding === 'identity') {
      request.on('data', (chunk: Buffer) => {
        if (settled) return;
        if (!collect(chunk)) tooLarge('the body');
      });
      request.on('end', () => settle({ ok: true, bytes: Buffer.concat(chunks, produced) }));
      return;
    }
    const gunzip = createGunzip();
    request.on('data', (chunk: Buffer) => {
      if (settled) return;
      received += chunk.length;
      if (received > maxBytes) {
        gunzip.destroy();
        return tooLarge('the compressed body');
      }
      gunzip.write(chunk);
    });
    request.on('end', () => gunzip.end());
    gunzip.on('data', (chunk: Buffer) => {
      if (settled) return;
      if (!collect(chunk)) {
        gunzip.destroy();
        tooLarge('the decompressed body');
      }
    });
    gunzip.on('error', (error) => settle({ ok: false, status: 400, message: `not gzip: ${error.message}` }));
    gunzip.on('end', () => settle({ ok: true, bytes: Buffer.concat(chunks, produced) }));
  });
}
