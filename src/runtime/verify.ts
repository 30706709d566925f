// verify and rebuild: the hash chain, the legality of every stored fact, replay against the live projection.
import { canonicalize } from './canonical.js';
import { chainHash, genesisHash, type StoredFact } from './facts.js';
import { checkInvariants } from './invariants.js';
import { LogReplay, type ReplayStart } from './log-replay.js';
import { compareProjections, project, ProjectionError, type Entity, type ProjectionDifference } from './projection.js';
import type { FactStore, StoreReader } from './store.js';

export type VerifyCheck = 'integrity' | 'chain' | 'log' | 'transition' | 'authority' | 'projection' | 'invariant';

export interface VerifyProblem {
  check: VerifyCheck;
  message: string;
  seq?: number;
  stream?: string;
}

export interface VerifyReport {
  ok: boolean;
  facts: number;
  entities: number;
  problems: VerifyProblem[];
}

/** Reports at most this many problems of one check, then how many more there were. */
const perCheckLimit = 50;

class ProblemList {
  readonly problems: VerifyProblem[] = [];
  private readonly counts = new Map<VerifyCheck, number>();
  add(problem: VerifyProblem): void {
    const count = (this.counts.get(problem.check) ?? 0) + 1;
    this.counts.set(problem.check, count);
    if (count <= perCheckLimit) this.problems.push(problem);
  }
  finish(): VerifyProblem[] {
    for (const [check, count] of this.counts) {
      if (count > perCheckLimit)
        this.problems.push({ check, message: `... and ${count - perCheckLimit} more ${check} problems` });
    }
    return this.problems;
  }
}

/**
 * Replays the log in one pass, checking the hash chain (positions, links, hashes) and that each
 * fact could have been appended where it stands: creation in the initial state, only listed
 * transitions, contiguous versions, under the model in force then, by an actor the role bindings
 * and enforcement in force then allowed. Returns the replayed projection and what was in force at the end.
 */
export async function replayChecked(
  start: ReplayStart,
  facts: AsyncIterable<StoredFact>,
  problems: ProblemList,
): Promise<{ entities: Map<string, Entity>; count: number; replay: LogReplay }> {
  const entities = new Map<string, Entity>();
  const replay = new LogReplay(start);
  let expectedSeq = 1;
  let prevHash = genesisHash;
  let count = 0;
  for await (const fact of facts) {
    count += 1;
    const at = { seq: fact.seq, stream: fact.stream };
    if (fact.seq !== expectedSeq)
      problems.add({ check: 'chain', message: `fact #${fact.seq} is where #${expectedSeq} should be`, ...at });
    if (fact.prev_hash !== prevHash)
      problems.add({
        check: 'chain',
        message: `fact #${fact.seq} does not link to the hash of the fact before it`,
        ...at,
      });
    const recomputed = chainHash(fact.prev_hash, { ...fact, data: canonicalize(fact.data) });
    if (recomputed !== fact.hash)
      problems.add({
        check: 'chain',
        message: `fact #${fact.seq} does not match its hash: its content was changed`,
        ...at,
      });
    expectedSeq = fact.seq + 1;
    prevHash = fact.hash;

    const current = entities.get(fact.stream);
    for (const problem of replay.check(current, fact))
      problems.add({ check: problem.check, message: `fact #${fact.seq} (${fact.stream}): ${problem.message}`, ...at });
    replay.advance(fact);
    try {
      entities.set(fact.stream, project(current, fact));
    } catch (error) {
      if (!(error instanceof ProjectionError)) throw error;
      problems.add({ check: 'log', message: error.message, ...at });
    }
  }
  return { entities, count, replay };
}

/** verify: integrity, chain, legality, authority, replay equal to the live projection, and the invariants. */
export async function verifyStore(store: FactStore, start: ReplayStart): Promise<VerifyReport> {
  const problems = new ProblemList();
  for (const line of await store.integrityProblems()) problems.add({ check: 'integrity', message: line });
  return store.read(async (snapshot) => {
    const { entities, count, replay } = await replayChecked(start, snapshot.facts(), problems);
    const model = replay.model;
    for (const difference of await compareProjections(snapshot.entities(), entities)) {
      problems.add({
        check: 'projection',
        message: `${difference.stream} is ${difference.problem}`,
        stream: difference.stream,
      });
    }
    for (const violation of checkInvariants(model, entities)) {
      problems.add({
        check: 'invariant',
        message: `${violation.stream}: ${violation.message}`,
        stream: violation.stream,
      });
    }
    const list = problems.finish();
    return { ok: list.length === 0, facts: count, entities: entities.size, problems: list };
  });
}

export interface RebuildReport {
  facts: number;
  entities: number;
  /** How the live projection differed from the replay before it was replaced. */
  differences: ProjectionDifference[];
}

/** A log that cannot be replayed; the projection is left as it was. */
export class RebuildError extends Error {
  constructor(readonly problems: VerifyProblem[]) {
    super(`the log cannot be replayed: ${problems.map((p) => p.message).join('; ')}`);
    this.name = 'RebuildError';
  }
}

/** rebuild: replays the log and replaces the projection with the result, in one write transaction. */
export async function rebuildStore(store: FactStore, start: ReplayStart): Promise<RebuildReport> {
  let report: RebuildReport | undefined;
  await store.replaceProjection(async (snapshot: StoreReader) => {
    const problems = new ProblemList();
    const { entities, count } = await replayChecked(start, snapshot.facts(), problems);
    const broken = problems.finish().filter((problem) => problem.check === 'log' || problem.check === 'chain');
    if (broken.length > 0) throw new RebuildError(broken);
    report = {
      facts: count,
      entities: entities.size,
      differences: await compareProjections(snapshot.entities(), entities),
    };
    return entities.values();
  });
  return report!;
}
