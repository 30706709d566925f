// Live traffic checked a request at a time: OTLP export requests and A2A push notifications, through the wire readers.
import type { WireFormat } from '../../model/documents.js';
import type { CheckerOptions } from '../checker.js';
import type { Finding } from '../findings.js';
import { nativeVocabulary, type NativeVocabulary } from '../native-trace.js';
import type { CheckModel } from '../run-conformance.js';
import { WireChecker } from '../wire/wire-checker.js';
import { spanCount, type OtlpTraceRequest, type PartialSuccess } from './otlp-protobuf.js';

/** A finding of live traffic: the request it came in (its number, in arrival order) and the record in it. */
export interface LiveFinding extends Finding {
  request: number;
}

type Report = (finding: LiveFinding) => void;

export interface LiveChecker {
  /** The crosswalk's vocabulary, for the coverage report. */
  vocabulary: NativeVocabulary;
  /** Which endpoints the crosswalk's wire mapping serves: OTLP spans, A2A messages. */
  serves: { traces: boolean; push: boolean };
  /** Checks one export request; returns the moves checked and the spans it could not read. */
  traces(request: OtlpTraceRequest, number: number, report: Report): { records: number; rejected?: PartialSuccess };
  /** Checks one push notification body; returns the moves checked. */
  push(body: unknown, number: number, report: Report): { records: number };
  /** The traffic has ended: what only the whole of it shows (no document carried a record), as request 0. */
  end(report: Report): void;
}

export interface LiveCheckOptions extends CheckerOptions {
  strict: boolean;
}

/** The endpoint label a finding about a whole request names. */
const requestLabel = (path: string, number: number) => `POST ${path} #${number}`;

/**
 * The checker of live traffic through the crosswalk's wire mappings: its `otlp` record kinds for
 * /v1/traces, its `a2a` ones for push notifications. Why none can be made, as a sentence, when the
 * crosswalk maps neither.
 */
export function createLiveChecker(model: CheckModel, options: LiveCheckOptions): LiveChecker | string {
  const crosswalk = model.crosswalk;
  if (!crosswalk) return 'no crosswalk';
  const checkerFor = (format: WireFormat) => {
    const kinds = crosswalk.wire?.[format];
    if (!kinds || kinds.length === 0) return undefined;
    return new WireChecker(format, model.traceModel, crosswalk, kinds, model.compiled.terms, options);
  };
  const otlp = checkerFor('otlp');
  const a2a = checkerFor('a2a');
  if (!otlp && !a2a)
    return (
      `the ${crosswalk.system} crosswalk declares no otlp or a2a wire mapping for --listen to read ` +
      `(add a "wire:" block to model/mappings/${crosswalk.system}.yaml)`
    );
  /** Checks one document, numbering its findings by request; counts the moves and the records refused. */
  const check = (checker: WireChecker, document: unknown, number: number, path: string, report: Report) => {
    const label = requestLabel(path, number);
    const before = checker.events;
    let refusedRecords = 0;
    let refusedWhole: string | undefined;
    checker.check(document, { line: number, label }, (finding) => {
      if (finding.code === 'MALFORMED_EVENT') {
        if (finding.record === label) refusedWhole = finding.message;
        else refusedRecords += 1;
      }
      report({ ...finding, request: number });
    });
    return { records: checker.events - before, refusedRecords, refusedWhole };
  };
  return {
    vocabulary: nativeVocabulary(crosswalk, model.compiled.terms),
    serves: { traces: otlp !== undefined, push: a2a !== undefined },
    traces(request, number, report) {
      // Every field of a protobuf message may be absent: an empty request carries no span.
      if (!otlp || request.resourceSpans === undefined) return { records: 0 };
      const checked = check(otlp, request, number, '/v1/traces', report);
      if (checked.refusedWhole !== undefined)
        return {
          records: checked.records,
          rejected: { rejectedSpans: spanCount(request), errorMessage: checked.refusedWhole },
        };
      if (checked.refusedRecords === 0) return { records: checked.records };
      const errorMessage = `${checked.refusedRecords} span(s) could not be read: awm's findings name them`;
      return { records: checked.records, rejected: { rejectedSpans: checked.refusedRecords, errorMessage } };
    },
    push(body, number, report) {
      if (!a2a) return { records: 0 };
      return { records: check(a2a, body, number, '/a2a/push', report).records };
    },
    end(report) {
      for (const checker of [otlp, a2a]) checker?.end((finding) => report({ ...finding, request: 0 }));
    },
  };
}
