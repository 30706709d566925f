// Results of commands: what a caller gets back, and what an idempotent resend returns again.
import type { FactType } from './facts.js';
import type { Refusal } from './refusals.js';

/** One appended fact, as a result reports it. */
export interface FactSummary {
  seq: number;
  stream: string;
  version: number;
  type: FactType;
}

/** An accepted command: the facts it appended and the target entity after them. */
export interface Accepted {
  status: 'accepted';
  command_id: string;
  facts: FactSummary[];
  entity: { term: string; id: string; state: string | null; version: number };
}

export type CommandResult = Accepted | Refusal;

/** A batch commits all its commands or none: a refusal names the command that stopped it. */
export type BatchResult =
  { status: 'accepted'; results: Accepted[] } | { status: 'refused'; index: number; refusal: Refusal };
