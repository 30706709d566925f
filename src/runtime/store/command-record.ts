// An accepted command's result, rebuilt from the facts it appended: stores keep only their range and the final state.
import type { FactType } from '../core/facts.js';
import type { Accepted } from '../core/results.js';
import type { RecordedCommand } from '../core/store-port.js';

/** The columns of a command's facts that its result names. */
export interface CommandFactRow {
  seq: number;
  stream: string;
  term: string;
  entity_id: string;
  version: number;
  type: string;
}

/**
 * The recorded command whose facts are `facts` (consecutive, its target's first) and whose target
 * ended in `state`; the target's version is that of its last fact in the range.
 */
export function recordedCommand(
  commandId: string,
  payloadHash: string,
  state: string | null,
  facts: readonly CommandFactRow[],
): RecordedCommand {
  const target = facts[0]!;
  const result: Accepted = {
    status: 'accepted',
    command_id: commandId,
    facts: facts.map((fact) => ({
      seq: fact.seq,
      stream: fact.stream,
      version: fact.version,
      type: fact.type as FactType,
    })),
    entity: {
      term: target.term,
      id: target.entity_id,
      state,
      version: Math.max(...facts.filter((fact) => fact.stream === target.stream).map((fact) => fact.version)),
    },
  };
  return { command_id: commandId, payload_hash: payloadHash, result };
}
