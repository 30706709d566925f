// The A2A and MCP readers: a JSON-RPC message (or an A2A event or push body) as the records its kinds find in it.
import type { RecordKind } from './record-kinds.js';
import { objectAt } from './record-kinds.js';
import type { WireDocumentRead } from './read-result.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `JSON-RPC id 3`, `JSON-RPC notifications/tasks/status`, or nothing for a bare object. */
function messageLabel(message: Record<string, unknown>): string | undefined {
  if (message.jsonrpc === undefined) return undefined;
  const id = message.id;
  if (typeof id === 'string' || typeof id === 'number') return `JSON-RPC id ${id}`;
  return typeof message.method === 'string' ? `JSON-RPC ${message.method}` : 'JSON-RPC';
}

/**
 * Reads one message: a JSON-RPC response or request, an SSE event's payload, a push notification
 * body. The first record kind whose `at` finds an object meeting its `when` reads it; a JSON-RPC
 * message no kind reads (an error, another method's result) carries no record; any other object
 * no kind reads is reported as unrecognised.
 */
export function readJsonRpcMessage(message: unknown, kinds: readonly RecordKind[]): WireDocumentRead {
  if (!isObject(message)) return { problem: 'a message must be a JSON object', records: [] };
  const label = messageLabel(message);
  if (label !== undefined && message.error !== undefined) return { records: [] };
  for (const kind of kinds) {
    const object = objectAt(message, kind.at);
    if (!object) continue;
    const source = { object, attribute: () => undefined };
    if (!kind.matches(source)) continue;
    const read = kind.read(source);
    if (read === undefined) continue;
    const name = `${kind.name}${read.id === undefined ? '' : ` ${read.id}`}`;
    return { records: [{ read, label: label === undefined ? name : `${label}: ${name}` }] };
  }
  // The protocol's other JSON-RPC messages (initialize, tools/list, a tool's result) carry no record;
  // an object that is no JSON-RPC message at all is not one of the protocol's.
  return label !== undefined ? { records: [] } : { records: [], unrecognised: 'the message' };
}
