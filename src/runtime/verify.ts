// verify and rebuild: the hash chain, the legality of every stored fact, replay against the live projection.
import { chainBreaks, genesisHead, headOf, type ChainBreak, type ChainHead } from './core/chain.js';
import { extensionProblem, otherLogProblem, type CheckpointClaim } from './checkpoint.js';
import { genesisHash, streamOf, type StoredFact } from './core/facts.js';
import { checkInvariants } from './core/invariants.js';
import { LogReplay, type ReplayStart } from './core/replay.js';
import { RuntimeUserError } from './core/user-error.js';
import {
  compareProjections,
  project,
  ProjectionError,
  type Entity,
  type ProjectionDifference,
} from './core/projection.js';
import { pageSize } from './store/paging.js';
import type { CommandRecordRow, FactStore, StoreReader } from './core/store-port.js';

export type VerifyCheck =
  'integrity' | 'chain' | 'log' | 'command' | 'transition' | 'authority' | 'projection' | 'invariant' | 'checkpoint';

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
 * Replays the log in one pass, checking the hash chain (positions, links, hashes, time) and that each
 * fact could have been appended where it stands: creation in the initial state, only listed
 * transitions, contiguous versions, under the model in force then, by an actor the role bindings
 * and enforcement in force then allowed. Returns the replayed projection and what was in force at the end.
 */
export async function replayChecked(
  start: ReplayStart,
  facts: AsyncIterable<StoredFact>,
  problems: ProblemList,
  /** Sees each fact before it is projected, with the projection of the facts before it. */
  observe?: (fact: StoredFact, entities: ReadonlyMap<string, Entity>) => Promise<void>,
): Promise<{ entities: Map<string, Entity>; count: number; replay: LogReplay }> {
  const entities = new Map<string, Entity>();
  const replay = new LogReplay(start);
  let previous = genesisHead;
  let count = 0;
  for await (const fact of facts) {
    count += 1;
    await observe?.(fact, entities);
    const at = { seq: fact.seq, stream: fact.stream };
    const breaks = chainBreaks(previous, fact);
    if (breaks.includes('time'))
      problems.add({ check: 'chain', message: `fact #${fact.seq} is recorded before the fact before it`, ...at });
    if (fact.stream !== streamOf(fact.term, fact.entity_id))
      problems.add({
        check: 'log',
        message: `fact #${fact.seq} is in stream ${fact.stream}, not ${streamOf(fact.term, fact.entity_id)}`,
        ...at,
      });
    for (const broken of breaks) {
      if (broken !== 'time')
        problems.add({ check: 'chain', message: chainBreakMessage(broken, fact, previous), ...at });
    }
    previous = headOf(fact);

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

/** What verify says of a chain break other than time going backwards. */
function chainBreakMessage(broken: Exclude<ChainBreak, 'time'>, fact: StoredFact, previous: ChainHead): string {
  switch (broken) {
    case 'position':
      return `fact #${fact.seq} is where #${previous.seq + 1} should be`;
    case 'link':
      return `fact #${fact.seq} does not link to the hash of the fact before it`;
    case 'hash':
      return `fact #${fact.seq} does not match its hash: its content was changed`;
  }
}

/** The facts one command appended: consecutive, carrying its id, the first being its target's. */
interface CommandRun {
  commandId: string;
  first: number;
  count: number;
  target: string;
  /** The target's state after the run, once the run has ended. */
  state?: string | null;
}

/**
 * Checks that the command records describe the facts: the record of a run of facts with one command
 * id names exactly that run (its first position and count) and the state it left its target in, and
 * no record names anything else. Records are looked up a page at a time.
 */
class CommandRecordCheck {
  private run: CommandRun | undefined;
  private ended: CommandRun[] = [];
  private found = 0;

  constructor(
    private readonly reader: StoreReader,
    private readonly problems: ProblemList,
  ) {}

  async observe(fact: StoredFact, entities: ReadonlyMap<string, Entity>): Promise<void> {
    const run = this.run;
    if (run && fact.command_id === run.commandId && fact.seq === run.first + run.count) {
      run.count += 1;
      return;
    }
    await this.end(entities);
    this.run = { commandId: fact.command_id, first: fact.seq, count: 1, target: fact.stream };
  }

  async finish(entities: ReadonlyMap<string, Entity>): Promise<void> {
    await this.end(entities);
    await this.compare();
    const recorded = await this.reader.commandCount();
    if (recorded > this.found)
      this.problems.add({
        check: 'command',
        message: `${recorded - this.found} command record(s) name no facts of their command`,
      });
  }

  private async end(entities: ReadonlyMap<string, Entity>): Promise<void> {
    if (!this.run) return;
    this.ended.push({ ...this.run, state: entities.get(this.run.target)?.state ?? null });
    this.run = undefined;
    if (this.ended.length >= pageSize) await this.compare();
  }

  private async compare(): Promise<void> {
    const runs = this.ended;
    this.ended = [];
    if (runs.length === 0) return;
    const records = new Map<string, CommandRecordRow>();
    for (const record of await this.reader.commandRecords([...new Set(runs.map((run) => run.commandId))]))
      records.set(record.command_id, record);
    for (const run of runs) {
      const record = records.get(run.commandId);
      const last = run.first + run.count - 1;
      const at = { seq: run.first, stream: run.target };
      const facts = run.count === 1 ? `fact #${run.first}` : `facts #${run.first}-#${last}`;
      // Facts appended through the store without a record (a program other than the runtime) are legal.
      if (!record) continue;
      this.found += 1;
      if (record.first_seq !== run.first || record.fact_count !== run.count) {
        const named = `#${record.first_seq}-#${record.first_seq + record.fact_count - 1}`;
        this.problems.add({
          check: 'command',
          message: `the record of command ${run.commandId} names facts ${named}; its facts are #${run.first}-#${last}`,
          ...at,
        });
      } else if (record.state !== run.state)
        this.problems.add({
          check: 'command',
          message:
            `the record of command ${run.commandId} says ${run.target} ended ${String(record.state)}, but its ` +
            `${facts} left it ${String(run.state)}`,
          ...at,
        });
    }
  }
}

/**
 * verify: integrity, chain, legality, command records, replay equal to the live projection, the
 * invariants, and that the log extends every checkpoint given (whose signatures the caller verified).
 */
export async function verifyStore(
  store: FactStore,
  start: ReplayStart,
  checkpoints: readonly CheckpointClaim[] = [],
): Promise<VerifyReport> {
  const problems = new ProblemList();
  for (const line of await store.integrityProblems()) problems.add({ check: 'integrity', message: line });
  const claims = await claimsByPosition(store, checkpoints, problems);
  return store.read(async (snapshot) => {
    const commands = new CommandRecordCheck(snapshot, problems);
    const { entities, count, replay } = await replayChecked(start, snapshot.facts(), problems, (fact, projected) => {
      for (const claim of claims.get(fact.seq) ?? []) checkExtension(claim, fact.hash, fact.seq, problems);
      claims.delete(fact.seq);
      return commands.observe(fact, projected);
    });
    for (const [seq, left] of claims)
      for (const claim of left) checkExtension(claim, seq === 0 ? genesisHash : undefined, count, problems);
    const model = replay.model;
    await commands.finish(entities);
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

/** The checkpoints of this log by the position they sign; those of another log are problems. */
async function claimsByPosition(
  store: FactStore,
  checkpoints: readonly CheckpointClaim[],
  problems: ProblemList,
): Promise<Map<number, CheckpointClaim[]>> {
  const claims = new Map<number, CheckpointClaim[]>();
  if (checkpoints.length === 0) return claims;
  const meta = await store.readMeta();
  for (const claim of checkpoints) {
    const other = meta && otherLogProblem(claim.checkpoint, meta);
    if (other) problems.add({ check: 'checkpoint', message: `${claim.location} ${other}` });
    else {
      const at = claims.get(claim.checkpoint.seq);
      if (at) at.push(claim);
      else claims.set(claim.checkpoint.seq, [claim]);
    }
  }
  return claims;
}

function checkExtension(claim: CheckpointClaim, hash: string | undefined, head: number, problems: ProblemList): void {
  const problem = extensionProblem(claim, hash, head);
  if (problem) problems.add({ check: 'checkpoint', message: problem, seq: claim.checkpoint.seq });
}

export interface RebuildReport {
  facts: number;
  entities: number;
  /** How the live projection differed from the replay before it was replaced. */
  differences: ProjectionDifference[];
}

/** A log that cannot be replayed; the projection is left as it was. */
export class RebuildError extends RuntimeUserError {
  override readonly outcome = 'found-problems';
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
