// The benchmark floor: a process that only reads and parses a model's YAML files, with `yaml` or js-yaml.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import jsyaml from 'js-yaml';
import { parseDocument } from 'yaml';

const [dir, parser = 'yaml'] = process.argv.slice(2);
if (!dir || !['yaml', 'js-yaml'].includes(parser)) throw new Error('usage: parse-floor <model-dir> [yaml|js-yaml]');
// yaml with the options awm's careful loader uses: its default duplicate-key check is quadratic in a mapping's size,
// which a crosswalk of 20,000 entries turns into a minute.
const parse =
  parser === 'yaml'
    ? (text: string) => parseDocument(text, { schema: 'core', uniqueKeys: false }).toJS() as unknown
    : (text: string) => jsyaml.load(text);
let documents = 0;
for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.yaml')) continue;
  if (parse(readFileSync(path.join(entry.parentPath, entry.name), 'utf8')) !== undefined) documents++;
}
if (documents === 0) throw new Error(`no YAML documents under ${dir}`);
