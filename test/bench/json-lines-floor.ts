// The conformance floor: a process that only reads a JSON Lines file and parses each line, nothing else.
// Usage: json-lines-floor <trace.jsonl> [stream|sync]. `stream` (the default) reads it as a read
// stream of 1 MiB chunks (the floor the benchmark has always used); `sync` reads it as awm
// conformance does, 64 KiB at a time with readSync into one buffer, which costs less CPU than a stream.
import { createReadStream, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

const [file, reading = 'stream'] = process.argv.slice(2);
if (!file || !['stream', 'sync'].includes(reading))
  throw new Error('usage: json-lines-floor <trace.jsonl> [stream|sync]');

function* readSynchronously(path: string): Generator<Buffer> {
  const fd = openSync(path, 'r');
  const buffer = Buffer.allocUnsafe(64 * 1024);
  for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) yield buffer.subarray(0, read);
}

const chunks = reading === 'sync' ? readSynchronously(file) : createReadStream(file, { highWaterMark: 1024 * 1024 });
const decoder = new StringDecoder('utf8');
let pending = '';
let parsed = 0;
for await (const chunk of chunks) {
  const text = pending + decoder.write(chunk as Buffer);
  let start = 0;
  for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
    if (JSON.parse(text.slice(start, newline)) !== null) parsed++;
    start = newline + 1;
  }
  pending = text.slice(start);
}
if (parsed === 0) throw new Error('nothing parsed');
