// Workspace symbols: the model's definitions whose names match what the user typed, best matches first.
import type { Occurrence } from '../link/symbol-index.js';

/** How well `query` matches `name`: 0 a prefix, 1 a substring, 2 its letters in order; undefined no match. */
function matchRank(name: string, query: string): number | undefined {
  const lower = name.toLowerCase();
  if (lower.startsWith(query)) return 0;
  if (lower.includes(query)) return 1;
  let from = 0;
  for (const char of query) {
    from = lower.indexOf(char, from) + 1;
    if (from === 0) return undefined;
  }
  return 2;
}

/** More would be a list nobody reads (a 20,000-term model has some 200,000 definitions); typing narrows it. */
export const workspaceSymbolLimit = 1000;

/**
 * The definitions matching `query` (case-insensitive), prefixes first, then substrings, then
 * scattered letters. A query is matched against the name as written (`work_session`), or against
 * the full name (`Task.work_session`, `Task#ready`) when it names the term too.
 */
export function matchingDefinitions(definitions: readonly Occurrence[], query: string): Occurrence[] {
  const wanted = query.trim().toLowerCase();
  const qualified = /[.#]/.test(wanted);
  const ranked: { occurrence: Occurrence; rank: number }[] = [];
  for (const occurrence of definitions) {
    const rank = matchRank(qualified ? occurrence.name : occurrence.text, wanted);
    if (rank !== undefined) ranked.push({ occurrence, rank });
  }
  // A stable sort keeps the model's own order (file by file) within a rank.
  ranked.sort((a, b) => a.rank - b.rank);
  return ranked.slice(0, workspaceSymbolLimit).map((entry) => entry.occurrence);
}
