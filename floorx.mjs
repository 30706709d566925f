import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument, Parser, Lexer, parse } from 'yaml';
const dir = process.argv[2]; const mode = process.argv[3];
const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(e => e.isFile() && e.name.endsWith('.yaml')).map(e => path.join(e.parentPath, e.name));
const t0 = performance.now();
let n = 0;
for (const f of files) {
  const text = readFileSync(f, 'utf8');
  if (mode === 'read') { n += text.length; continue; }
  if (mode === 'lex') { for (const t of new Lexer().lex(text)) n++; continue; }
  if (mode === 'cst') { for (const t of new Parser().parse(text)) n++; continue; }
  if (mode === 'doc') { n += parseDocument(text) ? 1 : 0; continue; }
  const doc = parseDocument(text); n += doc.toJS() ? 1 : 0;
}
console.log(mode, files.length, (performance.now() - t0).toFixed(0), 'ms');
