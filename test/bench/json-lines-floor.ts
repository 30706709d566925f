// The conformance floor: a process that only reads a JSON Lines file and parses each line, nothing else.
import { createReadStream } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

const file = process.argv[2];
if (!file) throw new Error('usage: json-lines-floor <trace.jsonl>');
const decoder = new StringDecoder('utf8');
let pending = '';
let parsed = 0;
for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 })) {
  const text = pending + decoder.write(chunk as Buffer);
  let start = 0;
  for (let newline = text.indexOf('\n'); newline !== -1; newline = text.indexOf('\n', start)) {
    if (JSON.parse(text.slice(start, newline)) !== null) parsed++;
    start = newline + 1;
  }
  pending = text.slice(start);
}
if (parsed === 0) throw new Error('nothing parsed');
