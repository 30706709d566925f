// The agent checks on wire records: a child that starts or moves after its parent ended, a parent that ends first.
import { createFinding, type Finding } from '../findings.js';

type Report = (finding: Finding) => void;

/**
 * What containment keeps of one record: about 200 bytes with its id. Times are milliseconds
 * since the epoch, NaN where the protocol gave none (then the order records arrive in decides).
 */
interface Contained {
  term: string;
  parent: string | undefined;
  /** Where its first move was reported from: the line, and the record's label. */
  line: number;
  label: string;
  start: number;
  /** When it reached a terminal state; NaN while open (or when the protocol gave no time). */
  end: number;
  terminal: boolean;
  /** Its native term has a lifecycle, so it is open until it reaches a terminal state. */
  lifecycle: boolean;
  /** The terminal state it reached. */
  endState: string;
  /** Children seen open under it. */
  open: number;
  /** Children that arrived before it did (an SDK exports a child before its parent): judged when it ends. */
  early: string[] | undefined;
  /** The parent it is counted as an open child of. */
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
  /** The record's native term has a lifecycle: without one (an artifact), a record is never open. */
  lifecycle: boolean;
  /** The move reaches a terminal state of the record's native lifecycle. */
  terminal: boolean;
  /** The record's label in findings: `span 5b8aa5a2d2c872e8`. */
  label: string;
}

/** How many records containment remembers, and how many parents it waits for; the oldest are forgotten first. */
export interface ContainmentLimits {
  records: number;
  awaitedParents: number;
}

export const defaultContainmentLimits: ContainmentLimits = { records: 100_000, awaitedParents: 10_000 };

/** Children of one parent judged when it arrives late, at most: the rest are not checked against it. */
const earlyChildrenPerParent = 64;

/**
 * Checks that records run inside their parents, by time, so the order records arrive in (an
 * OpenTelemetry SDK exports a child before its parent) does not matter: a child that starts
 * after its parent ended is PARENT_TERMINAL, one that moves (other than to its own end) after
 * is CHILD_MOVED_AFTER_PARENT_END, both errors reported at the child; a parent that ends while
 * a child is open is CHILD_OPEN_AT_PARENT_END, a warning. Memory is bounded: the most recent
 * `records` records, and the children of up to `awaitedParents` parents not seen yet; a child
 * whose parent was forgotten, or never seen, is not checked against it.
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

  /** Checks one move of a record at `line`. */
  observe(move: ContainedMove, line: number, report: Report): void {
    let record = this.records.get(move.id);
    const first = record === undefined;
    if (!record) {
      record = {
        term: move.term,
        parent: move.parent,
        line,
        label: move.label,
        start: move.time,
        end: Number.NaN,
        terminal: false,
        lifecycle: move.lifecycle,
        endState: '',
        open: 0,
        early: this.awaited.get(move.id),
        countedIn: undefined,
        reported: false,
        endedOpen: false,
      };
      this.awaited.delete(move.id);
      this.remember(move.id, record);
      for (const id of record.early ?? []) {
        const child = this.records.get(id);
        if (child?.lifecycle && !child.terminal && !child.countedIn) this.count(child, record);
      }
    }
    const parent = record.parent === undefined ? undefined : this.records.get(record.parent);
    if (record.parent !== undefined && !parent && first) this.await(record.parent, move.id);
    if (parent) this.checkAgainstParent(record, parent, move, first, line, report);
    if (move.terminal && !record.terminal) this.ended(move, record, line, report);
  }

  private count(child: Contained, parent: Contained): void {
    child.countedIn = parent;
    parent.open += 1;
  }

  /** A record reaches its terminal state: judge the children it has, including those that came before it. */
  private ended(move: ContainedMove, record: Contained, line: number, report: Report): void {
    record.terminal = true;
    record.end = move.time;
    record.endState = move.state ?? 'ended';
    if (record.countedIn) record.countedIn.open -= 1;
    record.countedIn = undefined;
    let open = record.open;
    for (const id of record.early ?? []) {
      const child = this.records.get(id);
      if (!child || child.reported || child.parent !== move.id) continue;
      if (child.start > move.time) {
        child.reported = true;
        report(this.startedAfter(child, id, record, move.id));
      } else if (child.terminal && child.end > move.time) open += 1;
    }
    record.early = undefined;
    if (open > 0) {
      record.endedOpen = true;
      const params = { term: move.term, id: move.id, count: String(open) };
      report(labelled(createFinding('CHILD_OPEN_AT_PARENT_END', line, params, move.term, move.id), move.label));
    }
  }

  private startedAfter(child: Contained, id: string, parent: Contained, parentId: string): Finding {
    const params = { term: child.term, id, parentTerm: parent.term, parentId, state: parent.endState };
    return labelled(createFinding('PARENT_TERMINAL', child.line, params, child.term, id), child.label);
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
      if (after && first) {
        record.reported = true;
        report(this.startedAfter(record, move.id, parent, parentId));
      } else if (after && !move.terminal) {
        record.reported = true;
        const params = { term: move.term, id: move.id, parentTerm: parent.term, parentId };
        const finding = createFinding('CHILD_MOVED_AFTER_PARENT_END', line, params, move.term, move.id);
        report(labelled(finding, move.label));
      } else if (move.terminal && after && !parent.endedOpen) {
        // It ends after its parent did, and the parent's end came first: the parent ended with it open.
        record.reported = true;
        const params = { term: parent.term, id: parentId, count: '1' };
        const finding = createFinding('CHILD_OPEN_AT_PARENT_END', parent.line, params, parent.term, parentId);
        report(labelled(finding, parent.label));
      }
    } else if (first && move.lifecycle && !move.terminal) this.count(record, parent);
  }

  private remember(id: string, record: Contained): void {
    this.records.set(id, record);
    if (this.records.size > this.limits.records) this.records.delete(this.records.keys().next().value as string);
  }

  private await(parent: string, child: string): void {
    const children = this.awaited.get(parent);
    if (children) {
      if (children.length < earlyChildrenPerParent) children.push(child);
      return;
    }
    this.awaited.set(parent, [child]);
    if (this.awaited.size > this.limits.awaitedParents) this.awaited.delete(this.awaited.keys().next().value as string);
  }
}

const labelled = (finding: Finding, label: string): Finding => ({ ...finding, record: label });
