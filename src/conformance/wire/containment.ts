// The agent checks on wire records: a child that starts or moves after its parent ended, a parent that ends first.
import { createFinding, type Finding } from '../findings.js';

type Report = (finding: Finding) => void;

/**
 * What containment keeps of one record: about 150 bytes with its id. Times are milliseconds
 * since the epoch, NaN where the protocol gave none (then the order records arrive in decides).
 */
interface Contained {
  term: string;
  parent: string | undefined;
  /** When the record reached a terminal state; NaN while open (or when the protocol gave no time). */
  end: number;
  terminal: boolean;
  /** The terminal state it reached. */
  endState: string;
  /** Children seen open under it. */
  open: number;
  /** Its parent it was counted as an open child of. */
  countedIn: Contained | undefined;
  /** A containment finding was made about it as a child: no second one. */
  reported: boolean;
  /** It was reported as ending with open children: its late children are not reported again. */
  endedOpen: boolean;
}

/** One move of a record as containment sees it. */
export interface ContainedMove {
  term: string;
  id: string;
  parent: string | undefined;
  time: number;
  state: string | undefined;
  /** The move reaches a terminal state of the record's native lifecycle. */
  terminal: boolean;
}

/** How many records containment remembers, and how many parents it waits for; the oldest are forgotten first. */
export interface ContainmentLimits {
  records: number;
  awaitedParents: number;
}

export const defaultContainmentLimits: ContainmentLimits = { records: 100_000, awaitedParents: 10_000 };

/**
 * Checks that records run inside their parents, by time, so the order records arrive in (an
 * OpenTelemetry SDK exports a child before its parent) does not matter: a child that starts
 * after its parent ended is PARENT_TERMINAL, one that moves (other than to its own end) after
 * is CHILD_MOVED_AFTER_PARENT_END, both errors; a parent that ends while a child is open is
 * CHILD_OPEN_AT_PARENT_END, a warning. Memory is bounded: the most recent `records` records,
 * and the children of up to `awaitedParents` parents not seen yet; a child whose parent was
 * forgotten, or never seen, is not checked against it.
 */
export class Containment {
  private readonly records = new Map<string, Contained>();
  /** Parent id -> children that named it before it was seen. */
  private readonly awaited = new Map<string, string[]>();

  constructor(private readonly limits: ContainmentLimits = defaultContainmentLimits) {}

  /** The native term of a record it remembers. */
  termOf(id: string): string | undefined {
    return this.records.get(id)?.term;
  }

  observe(move: ContainedMove, line: number, report: Report): void {
    let record = this.records.get(move.id);
    const first = record === undefined;
    if (!record) {
      record = {
        term: move.term,
        parent: move.parent,
        end: Number.NaN,
        terminal: false,
        endState: '',
        open: 0,
        countedIn: undefined,
        reported: false,
        endedOpen: false,
      };
      this.remember(move.id, record);
      this.adoptAwaiting(move.id, record);
    }
    const parent = record.parent === undefined ? undefined : this.records.get(record.parent);
    if (record.parent !== undefined && !parent && first) this.await(record.parent, move.id);
    if (parent) this.checkAgainstParent(record, parent, move, first, line, report);
    if (move.terminal && !record.terminal) {
      record.terminal = true;
      record.end = move.time;
      record.endState = move.state ?? 'ended';
      if (record.countedIn) record.countedIn.open -= 1;
      record.countedIn = undefined;
      if (record.open > 0) {
        record.endedOpen = true;
        const params = { term: move.term, id: move.id, count: String(record.open) };
        report(createFinding('CHILD_OPEN_AT_PARENT_END', line, params, move.term, move.id));
      }
    }
  }

  private checkAgainstParent(
    record: Contained,
    parent: Contained,
    move: ContainedMove,
    first: boolean,
    line: number,
    report: Report,
  ): void {
    const parentId = record.parent!;
    if (parent.terminal && !record.reported) {
      // Without times, the order of arrival decides: the parent had ended when this arrived.
      const after = Number.isNaN(move.time) || Number.isNaN(parent.end) || move.time > parent.end;
      const ended = { parentTerm: parent.term, parentId };
      if (after && first) {
        record.reported = true;
        const params = { term: move.term, id: move.id, ...ended, state: parent.endState };
        report(createFinding('PARENT_TERMINAL', line, params, move.term, move.id));
      } else if (after && !move.terminal) {
        record.reported = true;
        const params = { term: move.term, id: move.id, ...ended };
        report(createFinding('CHILD_MOVED_AFTER_PARENT_END', line, params, move.term, move.id));
      } else if (move.terminal && !parent.endedOpen && (Number.isNaN(move.time) || move.time > parent.end)) {
        // It ends after its parent did, and the parent's end came first: the parent ended with it open.
        record.reported = true;
        const params = { term: parent.term, id: parentId, count: '1' };
        report(createFinding('CHILD_OPEN_AT_PARENT_END', line, params, parent.term, parentId));
      }
    } else if (first && !move.terminal) {
      record.countedIn = parent;
      parent.open += 1;
    }
  }

  private remember(id: string, record: Contained): void {
    this.records.set(id, record);
    if (this.records.size > this.limits.records) {
      const oldest = this.records.keys().next().value as string;
      this.records.delete(oldest);
    }
  }

  private await(parent: string, child: string): void {
    const children = this.awaited.get(parent);
    if (children) {
      if (children.length < 64) children.push(child);
      return;
    }
    this.awaited.set(parent, [child]);
    if (this.awaited.size > this.limits.awaitedParents) this.awaited.delete(this.awaited.keys().next().value as string);
  }

  /** Children that arrived before this parent count as its open children while they are open. */
  private adoptAwaiting(id: string, parent: Contained): void {
    const children = this.awaited.get(id);
    if (!children) return;
    this.awaited.delete(id);
    for (const childId of children) {
      const child = this.records.get(childId);
      if (child && !child.terminal && !child.countedIn) {
        child.countedIn = parent;
        parent.open += 1;
      }
    }
  }
}
