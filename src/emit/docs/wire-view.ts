// A crosswalk's wire mapping as its docs page shows it: per format, each record kind and where its fields come from.
import type {
  MappingDocument,
  WireFormat,
  WireSelectorDocument,
  WireTimeSelectorDocument,
} from '../../model/documents.js';

/** How the formats are named on the page. */
const formatTitles: Record<WireFormat, string> = {
  otlp: 'OTLP/JSON (OpenTelemetry spans)',
  a2a: 'A2A JSON-RPC and server-sent events',
  mcp: 'MCP JSON-RPC',
};

const timeFormats = {
  rfc3339: 'RFC 3339',
  'unix-nano': 'nanoseconds since the epoch',
  'unix-milli': 'ms since the epoch',
};

/** A selector as the page shows it: `field`, `attribute` or `constant`, the name, and its default and values. */
function selectorView(selector: WireSelectorDocument | undefined) {
  if (!selector) return null;
  const [how, name] =
    selector.const !== undefined
      ? ['constant', selector.const]
      : selector.attribute !== undefined
        ? ['attribute', selector.attribute]
        : ['field', selector.field ?? ''];
  return {
    how,
    name,
    default: selector.default ?? null,
    values: Object.entries(selector.values ?? {}).map(([from, to]) => ({ from, to })),
  };
}

const timeView = (time: WireTimeSelectorDocument | undefined) =>
  time ? { ...selectorView(time)!, format: timeFormats[time.format ?? 'rfc3339'] } : null;

/** The wire formats a crosswalk maps, each with its record kinds, in the schema's order of formats. */
export function wireView(mapping: MappingDocument) {
  const wire = mapping.wire ?? {};
  return (Object.keys(formatTitles) as WireFormat[])
    .filter((format) => (wire[format]?.length ?? 0) > 0)
    .map((format) => ({
      format,
      title: formatTitles[format],
      kinds: wire[format]!.map((kind) => ({
        name: kind.name,
        at: kind.at ?? [],
        when: (kind.when ?? []).map((condition) => ({ ...selectorView(condition)!, equals: condition.equals })),
        term: selectorView(kind.term)!,
        id: selectorView(kind.id)!,
        parent: selectorView(kind.parent),
        moves: kind.moves.map((move, index) => ({
          number: index + 1,
          state: selectorView(move.state),
          time: timeView(move.time),
        })),
        refs: Object.entries(kind.refs ?? {}).map(([target, selector]) => ({ target, ...selectorView(selector)! })),
        notes: kind.notes ?? null,
      })),
    }));
}
