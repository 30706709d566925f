// "Did you mean" suggestions for misspelt keys and vocabulary words.

/** Levenshtein distance between two short strings (keys, enum values), in O(|a|·|b|). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The candidate closest to `word`, if it is close enough to be a plausible typo: within a third of
 * the word's length (at least 1, at most 3 edits), or equal ignoring case and separators.
 */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const fold = (s: string) => s.toLowerCase().replace(/[-_ ]/g, '');
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (candidate === word) continue;
    const distance = fold(candidate) === fold(word) ? 0 : editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** ` (did you mean "x"?)` or the empty string, ready to append to a message. */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const match = closestMatch(word, candidates);
  return match === undefined ? '' : ` (did you mean "${match}"?)`;
}

/** How many choices a message lists before it only counts the rest. */
const listedChoices = 12;

/**
 * `; <noun>: a, b, c` listing the valid choices, so that a message names the fix even when no
 * choice is close to the mistake; a long list ends with how many more there are.
 */
export function choicesHint(noun: string, choices: Iterable<string>): string {
  const all = [...choices];
  if (all.length === 0) return `; there are no ${noun}`;
  const shown = all.slice(0, listedChoices).join(', ');
  return `; ${noun}: ${shown}${all.length > listedChoices ? `, and ${all.length - listedChoices} more` : ''}`;
}
