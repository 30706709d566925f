// The stores' one retry policy: how often and after what pause an operation runs again, by what got in its way.

/**
 * Growing pauses with jitter: pause n is min(capMs, firstMs * growth^n), less a random share of up
 * to `jitter` of it, so that writers who met once do not meet again at the same moment.
 */
export interface Backoff {
  readonly firstMs: number;
  readonly growth: number;
  readonly capMs: number;
  /** 0: always the full pause; 1: anywhere between none and the full pause. */
  readonly jitter: number;
}

/** The pause before attempt `attempt` (0 for the first retry), in milliseconds. */
export function pauseMs(backoff: Backoff, attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(backoff.capMs, backoff.firstMs * backoff.growth ** attempt);
  return ceiling * (1 - backoff.jitter * random());
}

/** Every retry both stores make, by cause. */
export const storeRetryPolicy = {
  /**
   * SQLite's write lock is usually held for well under a millisecond: pauses shorter than
   * `spinBelowMs` block the thread (finer than any timer), longer ones sleep. Until busyTimeoutMs.
   */
  lockWait: { firstMs: 0.1, growth: 1.2, capMs: 50, jitter: 0.5, spinBelowMs: 1 },
  /** Another writer committed the same stream version or command id first: decide again at once, a few times. */
  conflict: { attempts: 5 },
  /** PostgreSQL ended this transaction to break a lock cycle: run it again after a short random pause. */
  deadlock: { attempts: 20, backoff: { firstMs: 2, growth: 2, capMs: 10, jitter: 1 } },
  /** The server went away: reconnect after growing pauses, until reconnectTimeoutMs. */
  reconnect: { firstMs: 20, growth: 2, capMs: 1000, jitter: 0.5 },
  /**
   * Another writer appended after the head a PostgreSQL transaction chained its facts to (the runtime
   * locks the head first, so only a direct user of the schema's functions meets it): run it again at once.
   */
  headRace: { attempts: 5 },
} as const;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
