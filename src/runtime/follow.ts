// Following the log: every committed fact after a checkpoint, in position order, exactly once, waiting for new ones.
import type { StoredFact } from './core/facts.js';
import type { FactStore } from './core/store-port.js';
import { RuntimeUserError } from './core/user-error.js';

export interface FollowOptions {
  /**
   * The checkpoint: the position of the last fact already handled; following starts after it (default 0, the whole
   * log).
   */
  from?: number;
  /** Stop after delivering the fact at this position. */
  until?: number;
  /** Stop after delivering this many facts. */
  limit?: number;
  /** Stops following; the iteration then ends without an error. */
  signal?: AbortSignal;
  /** Facts fetched per query (default 500). */
  pageSize?: number;
}

/** The log skipped a position: impossible in a sound store, and never papered over by skipping along. */
export class FollowGapError extends RuntimeUserError {
  override readonly outcome = 'found-problems';
  constructor(
    readonly expected: number,
    readonly found: number,
  ) {
    super(`the log skips from #${expected - 1} to #${found}: positions must be gapless; run "awm runtime verify"`);
    this.name = 'FollowGapError';
  }
}

/**
 * Yields committed facts after `from` in position order and then waits for more, woken by the
 * store's watch (LISTEN/NOTIFY for PostgreSQL) and reading with a query. The store gives out
 * positions in commit order without gaps, so a fact committed late by a slow transaction still has
 * a position after everything committed before it: reading past the last delivered position
 * neither skips it nor delivers anything twice. Ends at `until`, after `limit`, or on `signal`.
 */
export async function* followFacts(store: FactStore, options: FollowOptions = {}): AsyncGenerator<StoredFact> {
  const { until, limit, signal } = options;
  const pageSize = options.pageSize ?? 500;
  let checkpoint = options.from ?? 0;
  let delivered = 0;
  const finished = () =>
    signal?.aborted === true ||
    (until !== undefined && checkpoint >= until) ||
    (limit !== undefined && delivered >= limit);
  if (finished()) return;

  // Set by every wake-up, cleared before each read: a wake-up during a read is never lost.
  let pending = true;
  let wake: (() => void) | undefined;
  const nudge = () => {
    pending = true;
    wake?.();
  };
  signal?.addEventListener('abort', nudge);
  const stop = await store.watch(nudge);
  try {
    for (;;) {
      if (!pending) await new Promise<void>((resolve) => (wake = resolve));
      wake = undefined;
      if (signal?.aborted) return;
      pending = false;
      for (;;) {
        const page = await store.factsAfter(checkpoint, pageSize);
        for (const fact of page) {
          if (fact.seq !== checkpoint + 1) throw new FollowGapError(checkpoint + 1, fact.seq);
          yield fact;
          checkpoint = fact.seq;
          delivered += 1;
          if (finished()) return;
        }
        if (page.length < pageSize) break;
      }
    }
  } finally {
    signal?.removeEventListener('abort', nudge);
    await stop();
  }
}
