// "Did you mean" suggestions for misspelt keys and vocabulary words.

/** Most edits a suggestion may be from the word: a plausible typo, not a different name. */
const maxEdits = 3;

/**
 * A name longer than this is no typo of a name (the longest term key of a 20,000-term model is a few dozen
 * characters): it gets no suggestion, and longer candidates are never suggested, so the search stays bounded
 * (and its recursion shallow) whatever a hostile model or trace holds.
 */
const longestSuggested = 256;

/** How many answers an index remembers: a trace repeats its unknown names line after line. */
const rememberedAnswers = 4096;

/** Case and separators do not count as edits: `work-session` means `WorkSession`. */
function fold(word: string): string {
  return word.toLowerCase().replace(/[-_ ]/g, '');
}

/** Edits within which `word` has a suggestion: a third of its length, at least 1, at most maxEdits. */
function editBudget(word: string): number {
  return Math.min(maxEdits, Math.max(1, Math.floor(word.length / 3)));
}

/** A node of the candidates' prefix trie: the candidate spelt by the path to it, if any. */
interface TrieNode {
  readonly children: Map<string, TrieNode>;
  /** Position of the candidate ending here among the candidates, -1 for none. */
  order: number;
}

function trieNode(): TrieNode {
  return { children: new Map(), order: -1 };
}

/** The best candidate found so far: fewest edits, then the earliest candidate. */
interface Best {
  distance: number;
  order: number;
}

/**
 * The candidates of one question ("which of these did the author mean?"), indexed once so that
 * each word costs what its near neighbours cost rather than a pass over every candidate. The
 * Levenshtein distance is computed down a prefix trie (one row of the distance table per trie
 * node), so candidates sharing a prefix share its work and a branch is left as soon as every cell
 * of its row is past the budget; a BK-tree or a symmetric-delete index does badly on names that
 * differ in a few places only (`Term00038`, `Term00039`), which is what a large model has.
 */
export class Suggestions {
  readonly #given: readonly string[];
  readonly #candidates: string[] = [];
  readonly #byFold = new Map<string, number[]>();
  readonly #root = trieNode();
  readonly #answers = new Map<string, string | undefined>();
  #longest = 0;
  #built = false;

  /** Takes the candidates in order (the first of equally close ones wins); indexes them when first asked. */
  constructor(candidates: Iterable<string>) {
    this.#given = [...candidates];
  }

  #build(): void {
    this.#built = true;
    for (const candidate of this.#given) {
      if (candidate.length > longestSuggested + maxEdits) continue;
      let node = this.#root;
      for (const char of candidate) {
        const child = node.children.get(char) ?? trieNode();
        node.children.set(char, child);
        node = child;
      }
      if (node.order >= 0) continue;
      node.order = this.#candidates.length;
      this.#candidates.push(candidate);
      this.#longest = Math.max(this.#longest, candidate.length);
      const folded = fold(candidate);
      const same = this.#byFold.get(folded);
      if (same) same.push(node.order);
      else this.#byFold.set(folded, [node.order]);
    }
  }

  /**
   * The candidate closest to `word`, if it is close enough to be a plausible typo: within a third of
   * the word's length (at least 1, at most 3 edits), or equal ignoring case and separators. Of
   * equally close candidates, the first.
   */
  closest(word: string): string | undefined {
    if (this.#answers.has(word)) return this.#answers.get(word);
    const answer = this.#search(word);
    if (this.#answers.size >= rememberedAnswers) this.#answers.clear();
    this.#answers.set(word, answer);
    return answer;
  }

  #search(word: string): string | undefined {
    if (!this.#built) this.#build();
    if (word.length > longestSuggested) return undefined;
    const sameFold = this.#byFold.get(fold(word))?.find((order) => this.#candidates[order] !== word);
    if (sameFold !== undefined) return this.#candidates[sameFold];
    const budget = editBudget(word);
    const chars = [...word];
    // No candidate is within budget of a word longer than every candidate by more than the budget.
    if (chars.length - budget > this.#longest) return undefined;
    const best: Best = { distance: budget + 1, order: Infinity };
    // The empty candidate, if given, ends at the root: as far from the word as the word is long.
    if (this.#root.order >= 0 && chars.length > 0 && chars.length <= budget) {
      best.distance = chars.length;
      best.order = this.#root.order;
    }
    const firstRow = Array.from({ length: chars.length + 1 }, (_, j) => j);
    for (const [char, child] of this.#root.children) this.#descend(child, char, chars, firstRow, best);
    return best.distance <= budget ? this.#candidates[best.order] : undefined;
  }

  /** Fills the distance row of `node` (reached by `char`) from its parent's row, and goes on while it can improve. */
  #descend(node: TrieNode, char: string, word: readonly string[], above: readonly number[], best: Best): void {
    const row = [above[0]! + 1];
    let smallest = row[0]!;
    for (let j = 1; j <= word.length; j++) {
      const cell = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (word[j - 1] === char ? 0 : 1));
      row.push(cell);
      if (cell < smallest) smallest = cell;
    }
    const distance = row[word.length]!;
    // The word itself is no suggestion; any other candidate at distance 0 was found by its fold.
    if (node.order >= 0 && distance > 0) {
      if (distance < best.distance || (distance === best.distance && node.order < best.order)) {
        best.distance = distance;
        best.order = node.order;
      }
    }
    // Cells only grow down a branch: past the best distance, nothing below can beat or tie it.
    if (smallest > best.distance) return;
    for (const [next, child] of node.children) this.#descend(child, next, word, row, best);
  }
}

/** Candidates as given, or indexed once by the caller that asks about many words. */
export type Candidates = Iterable<string> | Suggestions;

function indexed(candidates: Candidates): Suggestions {
  return candidates instanceof Suggestions ? candidates : new Suggestions(candidates);
}

/**
 * The candidate closest to `word`, if it is close enough to be a plausible typo: within a third of
 * the word's length (at least 1, at most 3 edits), or equal ignoring case and separators.
 */
export function closestMatch(word: string, candidates: Candidates): string | undefined {
  return indexed(candidates).closest(word);
}

/** ` (did you mean "x"?)` or the empty string, ready to append to a message. */
export function didYouMean(word: string, candidates: Candidates): string {
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
