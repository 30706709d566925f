// Synthetic models and traces whose every term is named three ways: right, one edit off, and far from any term.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeSyntheticModel } from './synthetic-model.js';

/**
 * How a name is spelt: `right`, `near` (one substitution off, so did-you-mean finds the term) or
 * `far` (no term within the typo budget, so the search finds nothing and must say so quickly).
 */
export type Spelling = 'right' | 'near' | 'far';

export const spellings: readonly Spelling[] = ['right', 'near', 'far'];

/** The synthetic generator's term keys all start so; the misspellings replace this prefix. */
const prefix = 'SyntheticTerm';
const misspelt: Record<Spelling, string> = { right: prefix, near: 'SynthetikTerm', far: 'Unlisted' };

/** `name` (a synthetic term key) spelt as `spelling` says. */
export function spell(name: string, spelling: Spelling): string {
  return name.startsWith(prefix) ? misspelt[spelling] + name.slice(prefix.length) : name;
}

/**
 * Writes the synthetic model of `termCount` terms to `dir` with the target of every generated
 * term's `references` relationship spelt as `spelling` says: one unknown reference per term.
 */
export function writeMisspeltModel(dir: string, termCount: number, spelling: Spelling): string {
  const modelDir = writeSyntheticModel(dir, termCount);
  const terms = path.join(modelDir, 'terms');
  for (const file of readdirSync(terms).filter((name) => name.startsWith(prefix))) {
    const text = readFileSync(path.join(terms, file), 'utf8');
    const respelt = text.replace(
      /(\n {2}- name: referenced_\d+\n {4}kind: references\n {4}target: )(\w+)/,
      (_, head: string, target: string) => head + spell(target, spelling),
    );
    if (respelt === text && spelling !== 'right') throw new Error(`${file} has no references relationship`);
    writeFileSync(path.join(terms, file), respelt);
  }
  return modelDir;
}

/**
 * Writes a trace of `lines` events, each a new entity of a generated term with a lifecycle
 * (every other one), in its initial state, naming its parent, its term spelt as `spelling` says;
 * for `--allow-partial`, since parents are never seen.
 */
export function writeSpeltTrace(file: string, termCount: number, lines: number, spelling: Spelling): void {
  const lifecycleTerms = Math.ceil((termCount - 16) / 2);
  const events: string[] = [];
  for (let i = 0; i < lines; i++) {
    const index = (i % lifecycleTerms) * 2;
    const term = spell(`${prefix}${String(index).padStart(5, '0')}`, spelling);
    const at = new Date(Date.UTC(2026, 2, 1) + i).toISOString();
    // Every generated term but the first belongs to the one before it (named by its identity field).
    const refs = index === 0 ? undefined : { [`synthetic_term${String(index - 1).padStart(5, '0')}_id`]: `p-${i}` };
    events.push(JSON.stringify({ term, id: `e-${i}`, state: 'queued', at, ...(refs ? { refs } : {}) }));
  }
  writeFileSync(file, `${events.join('\n')}\n`);
}
