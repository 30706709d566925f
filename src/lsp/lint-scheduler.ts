// When the server lints: once a burst of edits has settled, at least every so often while typing, or at once on demand.

/**
 * Edits that arrive within this long of each other are linted once. A client replaying a burst of changes, or
 * keystrokes queued while a lint ran, would otherwise be linted one by one, each result stale on arrival.
 */
const settleMs = 25;
/** Typing without a pause still gets diagnostics this often. */
const maxLintDelayMs = 400;

export class LintScheduler {
  #timer: NodeJS.Timeout | undefined;
  /** When the oldest change not yet linted arrived. */
  #pendingSince: number | undefined;

  constructor(private readonly lint: () => void) {}

  /** Lints once the burst of changes this one belongs to has settled. */
  schedule(): void {
    this.#pendingSince ??= Date.now();
    clearTimeout(this.#timer);
    const wait = Math.max(0, Math.min(settleMs, this.#pendingSince + maxLintDelayMs - Date.now()));
    this.#timer = setTimeout(() => this.#run(), wait);
  }

  /** Lints now if a change is still waiting: a request is answered from the text the editor shows. */
  flush(): void {
    if (this.#timer) this.#run();
  }

  #run(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pendingSince = undefined;
    this.lint();
  }
}
