// The diff benchmark's floor: a process that only reads and parses the JSON files it is given, nothing else.
import { readFileSync } from 'node:fs';

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: json-floor <file.json>...');
let terms = 0;
for (const file of files) terms += (JSON.parse(readFileSync(file, 'utf8')) as { terms: unknown[] }).terms.length;
if (terms === 0) throw new Error('no terms in the files');
