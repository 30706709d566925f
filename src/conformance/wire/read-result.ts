// What a wire reader makes of one protocol document: its records, or why it is not a document of the format.
import type { WireRecord, WireRecordProblem } from './record-kinds.js';

/** One protocol document read: the records it carries (in document order), with a label for each. */
export interface WireDocumentRead {
  /** Why the document is not one of the format at all (not an ExportTraceServiceRequest, not JSON-RPC). */
  problem?: string;
  records: LabelledRecord[];
  /** Objects of the document no record kind reads, when none does (a message of another protocol). */
  unrecognised?: string;
}

export interface LabelledRecord {
  read: WireRecord | WireRecordProblem;
  /** Where in the document it stands, for findings: `span 5b8aa5a2d2c872e8`, `JSON-RPC id 3`. */
  label: string;
}
