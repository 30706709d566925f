// What the careful YAML loader makes of a text, and the bundled model's YAML: the fast loader's oracle and corpus.
import { readdirSync, readFileSync } from 'node:fs';
import { parseYaml } from '../../src/load/parse-yaml.js';
import { ModelFile } from '../../src/model/model-file.js';
import { repoPath } from './paths.js';

/** The careful loader's data for `text`, and the codes of what it reports. */
export function careful(text: string): { data?: unknown; codes: string[] } {
  const parsed = parseYaml(new ModelFile('/virtual.yaml', 'virtual.yaml', text), 'a document');
  return { data: parsed.data, codes: parsed.diagnostics.map((d) => d.code) };
}

/** The text of every YAML file of the bundled model. */
export const modelFiles = readdirSync(repoPath('model'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.yaml'))
  .map((entry) => readFileSync(`${entry.parentPath}/${entry.name}`, 'utf8'));
