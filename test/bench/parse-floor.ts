// The benchmark floor: a process that only reads and parses a model's YAML files, nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';

const dir = process.argv[2];
if (!dir) throw new Error('usage: parse-floor <model-dir>');
let documents = 0;
for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.yaml')) continue;
  const document = parseDocument(readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
  if (document.toJS() !== undefined) documents++;
}
if (documents === 0) throw new Error(`no YAML documents under ${dir}`);
