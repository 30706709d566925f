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

/** A `# awm-disable-next-line <code> -- <reason>` comment in a crosswalk, and the line it silences. */
export interface YamlInlineSuppression {
  /** The crosswalk, from the repository root: model/mappings/hoziron.yaml. */
  file: string;
  /** The comment's line (1-based). */
  line: number;
  reason: string;
  /** The text of the node it silences, on the next line: a sequence item's first line, or a key's value. */
  silenced: string;
}

/** Every in-place suppression of `code` in the crosswalks, in the order of their files and lines. */
export function yamlInlineSuppressions(code: string): YamlInlineSuppression[] {
  const dir = repoPath('model', 'mappings');
  const marker = `# awm-disable-next-line ${code} -- `;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .flatMap((name) => {
      const lines = readFileSync(`${dir}/${name}`, 'utf8').split('\n');
      return lines.flatMap((text, index) => {
        const at = text.indexOf(marker);
        if (at === -1) return [];
        const reason = text.slice(at + marker.length).trim();
        const next = (lines[index + 1] ?? '').trim();
        const silenced = next.startsWith('- ') ? next.slice(2) : next.replace(/^[^:]+:\s*/, '');
        return [{ file: `model/mappings/${name}`, line: index + 1, reason, silenced }];
      });
    });
}
