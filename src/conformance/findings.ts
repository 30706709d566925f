// The conformance finding codes, their default severity and message templates, typed like the diagnostics catalogue.
import { msg } from '../diagnostics/message.js';

export type FindingSeverity = 'error' | 'warning';

export const findingCatalog = {
  MALFORMED_EVENT: {
    severity: 'error',
    message: msg`${'detail'}`,
    description:
      'The line is not JSON, or an event member is missing or has the wrong type; checking continues with the next ' +
      'line.',
  },
  REFUSED_REQUEST: {
    severity: 'error',
    message: msg`${'method'} ${'path'} refused with HTTP ${'status'}: ${'detail'}`,
    description:
      'awm conformance --listen: a request whose body was not read (larger than --max-body-bytes before or after ' +
      'gzip, a Content-Type or Content-Encoding the endpoint does not take) or could not be parsed (not JSON, not an ' +
      'ExportTraceServiceRequest in protobuf); the sender got the HTTP error status with an OTLP Status body, and ' +
      'the receiver goes on serving. What the request carried is not checked.',
  },
  NOT_UTF8: {
    severity: 'error',
    message: msg`the trace is not UTF-8: byte 0x${'byte'} at column ${'column'} (byte ${'offset'} of the trace) is
      not part of a UTF-8 character, so checking stops here`,
    description:
      'A trace is read as UTF-8. Decoding a byte that is not part of a UTF-8 character (a trace written in Latin-1, ' +
      'a binary file) would replace it, and so merge names and ids that differ, such as `ws-\u00e9` and ' +
      '`ws-\u00e8`: the trace is refused at its first such byte, with the line, column and offset, and nothing after ' +
      'it is checked.',
  },
  UNKNOWN_TERM: {
    severity: 'error',
    message: msg`"${'term'}" is not a term of the model${'suggestion'}`,
    description: 'The event names a term the model does not define.',
  },
  UNKNOWN_STATE: {
    severity: 'error',
    message: msg`${'detail'}`,
    description:
      "The state is not one of the term's lifecycle states (or the term has no lifecycle); in a native trace, not a " +
      'state of the native lifecycle.',
  },
  NOT_INITIAL: {
    severity: 'error',
    message: msg`${'term'} ${'id'} is first seen in state ${'state'}; its lifecycle starts in ${'initial'}`,
    description: 'An entity first seen in a non-initial state; allowed with --allow-partial.',
  },
  ILLEGAL_TRANSITION: {
    severity: 'error',
    message: msg`${'term'} ${'id'}: ${'detail'}`,
    description:
      'A move the lifecycle does not list, including any move out of a terminal state; in a native trace, a move the ' +
      'native lifecycle does not list.',
  },
  MISSING_PARENT: {
    severity: 'error',
    message: msg`${'detail'}`,
    description: 'A required parent reference is absent, or names a parent the trace never showed.',
  },
  PARENT_TERMINAL: {
    severity: 'error',
    message: msg`${'term'} ${'id'} is created under ${'parentTerm'} ${'parentId'}, which is already ${'state'}
      (terminal)`,
    description:
      'An entity created under a parent in a terminal state: a tool call started after its agent run ended. On a ' +
      "wire format the parent is the record the protocol names (a span's parent span), and times decide.",
  },
  CHILD_MOVED_AFTER_PARENT_END: {
    severity: 'error',
    message: msg`${'term'} ${'id'} moves after ${'parentTerm'} ${'parentId'}, which it runs inside, has ended`,
    description:
      'A child record moves (other than to its own end) after its parent reached a terminal state: a task that ' +
      'is worked on again after its agent run ended. On a wire format the parent is the record the protocol names ' +
      "(a span's parent span), and times decide, not the order records arrive in.",
  },
  CHILD_OPEN_AT_PARENT_END: {
    severity: 'warning',
    message: msg`${'term'} ${'id'} ends with ${'count'} of its child records still open`,
    description:
      'A parent reaches a terminal state while a child it contains is still open: an agent run that ends before ' +
      'one of its tool calls did. A warning: the child may still end cleanly, but nothing waited for it.',
  },
  PARENT_CHANGED: {
    severity: 'error',
    message: msg`${'term'} ${'id'} changes ${'field'} from ${'before'} to ${'after'}; it is fixed for the entity's
      life`,
    description:
      'A parent reference (or a pinned reference) that changes, such as an AgentRun moving to another WorkSession.',
  },
  TIME_REVERSED: {
    severity: 'error',
    message: msg`${'term'} ${'id'} goes back in time: ${'at'} after ${'previous'}`,
    description: "An entity's `at` earlier than its previous event's.",
  },
  UNMAPPED_TERM: {
    severity: 'warning',
    message: msg`"${'term'}" is not a term of the ${'system'} crosswalk${'suggestion'}; its records are not checked`,
    description:
      'A native trace (--system) names a term the crosswalk does not know at all: no entry, native lifecycle or ' +
      'false friend names it. A warning, an error with --strict.',
  },
  UNRECOGNISED_MESSAGE: {
    severity: 'warning',
    message: msg`${'detail'}`,
    description:
      "A wire format's message (--trace-format otlp, a2a or mcp) that no record kind of the crosswalk's `wire` " +
      'mapping for that format reads: a message of another protocol, or one the mapping does not cover yet. ' +
      'Nothing of it is checked.',
  },
  PROJECTION_LOSS: {
    severity: 'warning',
    message: msg`${'detail'}`,
    description:
      'A native trace (--system): a record legal in the source that the AWM cannot express: a native state without ' +
      'an AWM state, a native move that is no AWM transition, a native term the crosswalk does not translate. ' +
      'Never an error.',
  },
} as const satisfies Record<string, { severity: FindingSeverity; message: unknown; description: string }>;

export type FindingCode = keyof typeof findingCatalog;

type FindingParams<C extends FindingCode> = (typeof findingCatalog)[C]['message'] extends {
  format(values: Record<infer P, string>): string;
}
  ? P
  : never;

/** One conformance finding: the trace line, the code and severity, a message, and the entity when it is known. */
export interface Finding {
  line: number;
  code: FindingCode;
  severity: FindingSeverity;
  message: string;
  term: string | null;
  id: string | null;
  /** In a native trace: the record's own term and state, which `term` (an AWM term) was translated from. */
  native?: NativeName;
  /** On a wire format: the record inside the line (or request) the finding is about: `span 5b8aa5a2d2c872e8`. */
  record?: string;
}

/** A native record's term and state, as the trace spelt them. */
export interface NativeName {
  term: string;
  state?: string;
}

export function createFinding<C extends FindingCode>(
  code: C,
  line: number,
  params: Readonly<Record<FindingParams<C>, string>>,
  term: string | null = null,
  id: string | null = null,
): Finding {
  const { message, severity } = findingCatalog[code] as {
    message: { format(values: Record<string, string>): string };
    severity: FindingSeverity;
  };
  return { line, code, severity, message: message.format(params as Record<string, string>), term, id };
}
