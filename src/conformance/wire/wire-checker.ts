// Checks protocol documents one at a time (a recording's line, a request to the receiver) by a crosswalk's mapping.
import type { MappingDocument, TermDocument, WireFormat, WireRecordDocument } from '../../model/documents.js';
import type { TraceEvent } from '../event.js';
import { createFinding, type Finding } from '../findings.js';
import { NativeChecker, nativeVocabulary, type NativeCheckOptions } from '../native-trace.js';
import type { TraceModel } from '../trace-model.js';
import { Containment, type ContainmentLimits } from './containment.js';
import { readJsonRpcMessage } from './json-rpc.js';
import { readOtlpRequest } from './otlp.js';
import type { WireDocumentRead } from './read-result.js';
import { compileRecordKind, type RecordKind, type WireRecord } from './record-kinds.js';

type Report = (finding: Finding) => void;

/** The wire formats and the reader of each. */
const readers: Record<WireFormat, (document: unknown, kinds: readonly RecordKind[]) => WireDocumentRead> = {
  otlp: readOtlpRequest,
  a2a: readJsonRpcMessage,
  mcp: readJsonRpcMessage,
};

export const wireFormats = Object.keys(readers) as WireFormat[];

/** Where a document came from: the line of a recording, or the number of a request to the receiver. */
export interface WireWhere {
  line: number;
  /** What the document is (`POST /v1/traces #12`), the record of findings about it as a whole; the line when absent. */
  label?: string;
}

export interface WireCheckOptions extends NativeCheckOptions {
  containment?: ContainmentLimits;
}

/** One move of a record, ready to check. */
interface WireEvent {
  record: WireRecord;
  label: string;
  move: number;
}

/**
 * A wire record's move as the checkers take it. Its `at` (`2026-03-01T10:00:00.000Z`, empty when
 * the protocol gave no time) is made only when a message needs it: formatting a date for every
 * move cost a third of the check.
 */
class WireTraceEvent implements TraceEvent {
  constructor(
    readonly term: string,
    readonly id: string,
    readonly state: string | undefined,
    readonly time: number,
    readonly refs: Record<string, string> | undefined,
  ) {}

  get at(): string {
    return Number.isFinite(this.time) ? new Date(this.time).toISOString() : '';
  }
}

/**
 * A wire format's checker: each document read into native records per the crosswalk's record
 * kinds, their moves put in time order (an SDK exports a child span before its parent), each
 * checked against its native lifecycle and projected to the AWM (NativeChecker), and checked for
 * containment (Containment). Findings carry the record they are about (`record`).
 */
export class WireChecker {
  private readonly native: NativeChecker;
  private readonly containment: Containment;
  private readonly kinds: RecordKind[];
  private readonly read: (document: unknown, kinds: readonly RecordKind[]) => WireDocumentRead;
  /** Per native term with a lifecycle, its terminal states. */
  private readonly terminal = new Map<string, ReadonlySet<string>>();
  /** Moves checked, and documents or records that could not be read. */
  events = 0;
  private documents = 0;
  private records = 0;

  constructor(
    readonly format: WireFormat,
    traceModel: TraceModel,
    mapping: MappingDocument,
    kinds: readonly WireRecordDocument[],
    terms: readonly TermDocument[],
    options: WireCheckOptions = {},
  ) {
    this.native = new NativeChecker(traceModel, nativeVocabulary(mapping, terms), { ...options, nativeParents: true });
    this.containment = new Containment(options.containment);
    this.kinds = kinds.map(compileRecordKind);
    this.read = readers[format];
    for (const [term, lifecycle] of Object.entries(mapping.native_lifecycles ?? {}))
      this.terminal.set(term, new Set(lifecycle.terminal));
  }

  /** A document that could not be parsed at all (not JSON, too long). */
  malformed(where: WireWhere, detail: string, report: Report): void {
    this.events += 1;
    const finding = createFinding('MALFORMED_EVENT', where.line, { detail });
    report(where.label === undefined ? finding : { ...finding, record: where.label });
  }

  /** Checks one parsed protocol document, reporting each finding as it is found. */
  check(document: unknown, where: WireWhere, report: Report): void {
    this.documents += 1;
    const read = this.read(document, this.kinds);
    this.records += read.records.length;
    if (read.problem !== undefined) return void this.malformed(where, read.problem, report);
    const line = where.line;
    if (read.unrecognised !== undefined) {
      const names = this.kinds.map((kind) => kind.name).join(', ');
      const what = `no record kind of the ${this.format} wire mapping reads ${read.unrecognised}`;
      const detail = `${what} (its kinds: ${names})`;
      const finding = createFinding('UNRECOGNISED_MESSAGE', line, { detail });
      report(where.label === undefined ? finding : { ...finding, record: where.label });
    }
    const events: WireEvent[] = [];
    let timed = true;
    for (const { read: record, label } of read.records) {
      if ('problem' in record) {
        this.events += 1;
        report({ ...createFinding('MALFORMED_EVENT', line, { detail: record.problem }), record: label });
        continue;
      }
      record.moves.forEach((move, index) => {
        if (!Number.isFinite(move.time)) timed = false;
        events.push({ record, label, move: index });
      });
    }
    // Time order, so a parent's start comes before its children's whatever order the spans came in;
    // without times on every move, the document's order stands. The sort is stable.
    if (timed && events.length > 1) events.sort((a, b) => a.record.moves[a.move]!.time - b.record.moves[b.move]!.time);
    for (const event of events) this.checkMove(event, line, report);
  }

  /**
   * End of input: nothing more will come. A recording whose documents carried no record at all is
   * reported (a recording of another protocol, or a mapping that reads none of it). Returns the
   * number of moves and unreadable documents and records checked. `line`: where input ended.
   */
  end(report: Report, line = 0): number {
    if (this.documents > 0 && this.records === 0) {
      const documents = `${this.documents} document${this.documents === 1 ? '' : 's'}`;
      const detail = `none of the ${documents} carried a record the ${this.format} wire mapping reads`;
      report(createFinding('UNRECOGNISED_MESSAGE', line, { detail }));
    }
    return this.events;
  }

  private checkMove({ record, label, move }: WireEvent, line: number, report: Report): void {
    this.events += 1;
    const { state, time } = record.moves[move]!;
    // A record of a term the crosswalk does not know is told about once, at its first move.
    const labelled: Report = (finding) =>
      move > 0 && finding.code === 'UNMAPPED_TERM' ? undefined : report({ ...finding, record: label });
    // The parent reference by the parent's native term, once it is known, for the AWM projection.
    const parentTerm = record.parent === undefined ? undefined : this.containment.termOf(record.parent);
    const refs =
      parentTerm === undefined ? record.refs && { ...record.refs } : { ...record.refs, [parentTerm]: record.parent! };
    const event = new WireTraceEvent(record.term, record.id, state, time, refs);
    this.native.checkEvent(event, line, labelled);
    const terminalStates = this.terminal.get(record.term);
    const terminal = state !== undefined && (terminalStates?.has(state) ?? false);
    const lifecycle = terminalStates !== undefined;
    const { term, id, parent } = record;
    this.containment.observe({ term, id, parent, time, state, lifecycle, terminal, label }, line, report);
  }
}

/** The wire formats a crosswalk maps, in the order the schema lists them. */
export const mappedFormats = (mapping: MappingDocument): WireFormat[] =>
  wireFormats.filter((format) => (mapping.wire?.[format]?.length ?? 0) > 0);
