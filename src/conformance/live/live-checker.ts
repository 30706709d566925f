// Live traffic checked one request at a time: OTLP export requests and A2A push notifications read into events.
import type { CheckerOptions } from '../checker.js';
import type { NativeVocabulary } from '../native-trace.js';
import type { CheckModel } from '../run-conformance.js';
import { spanCount, type OtlpTraceRequest, type PartialSuccess } from './otlp-protobuf.js';
import type { Finding } from '../findings.js';

/** A finding of live traffic: the request it came in (its number, in arrival order) and the record in it. */
export interface LiveFinding extends Finding {
  request: number;
  /** The record the finding is about, as the request names it: `span 5f2c...`, `task t-1`. */
  record?: string;
}

type Report = (finding: LiveFinding) => void;

export interface LiveChecker {
  /** The crosswalk's vocabulary when the traffic is in a system's own names, for the coverage report. */
  vocabulary: NativeVocabulary | undefined;
  /** Checks one export request; returns its records and the spans it could not read. */
  traces(request: OtlpTraceRequest, number: number, report: Report): { records: number; rejected?: PartialSuccess };
  /** Checks one push notification body; returns its records, or why it is not a push notification. */
  push(body: unknown, number: number, report: Report): { records: number; problem?: string };
}

export interface LiveCheckOptions extends CheckerOptions {
  strict: boolean;
}

/** The checker of live traffic against `model` (and its crosswalk). */
export function createLiveChecker(_model: CheckModel, _options: LiveCheckOptions): LiveChecker {
  // WIP: wired to src/conformance/wire's readers once they land.
  return {
    vocabulary: undefined,
    traces: (request) => ({ records: spanCount(request) }),
    push: () => ({ records: 1 }),
  };
}
