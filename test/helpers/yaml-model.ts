// The model's term order and crosswalk entries as its YAML states them, read with the yaml package alone: the oracle
// for tests that must follow the model as it grows instead of pinning today's terms.
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { repoPath } from './paths.js';

/** term_order in model/model.yaml. */
export function yamlTermOrder(): string[] {
  return (parse(readFileSync(repoPath('model', 'model.yaml'), 'utf8')) as { term_order: string[] }).term_order;
}

/** Each crosswalk in model/mappings/*.yaml by system: the fidelity of every term it has an entry for. */
export function yamlCrosswalkFidelities(): Map<string, Record<string, string>> {
  const dir = repoPath('model', 'mappings');
  const crosswalks = new Map<string, Record<string, string>>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.yaml'))) {
    const crosswalk = parse(readFileSync(`${dir}/${name}`, 'utf8')) as {
      system: string;
      terms: Record<string, { fidelity: string }>;
    };
    crosswalks.set(
      crosswalk.system,
      Object.fromEntries(Object.entries(crosswalk.terms).map(([key, entry]) => [key, entry.fidelity])),
    );
  }
  return crosswalks;
}

/** How many `# awm-disable-next-line` comments the model's YAML files hold, for one code or for any. */
export function yamlSuppressionComments(code?: string): number {
  const marker = code === undefined ? '# awm-disable-next-line ' : `# awm-disable-next-line ${code} `;
  const count = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return total + count(file);
      if (!entry.name.endsWith('.yaml')) return total;
      return total + readFileSync(file, 'utf8').split(marker).length - 1;
    }, 0);
  return count(repoPath('model'));
}
