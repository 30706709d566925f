// Cardinalities as ranges, and how a change of one affects existing data and existing readers.
import { cardinalityRange, type CardinalityRange } from '../model/queries.js';

/** The change kinds a cardinality change can be. */
export type CardinalityChangeKind =
  | 'CARDINALITY_WIDENED'
  | 'CARDINALITY_WIDENED_TO_MANY'
  | 'CARDINALITY_WIDENED_TO_OPTIONAL'
  | 'CARDINALITY_TIGHTENED'
  | 'CARDINALITY_CHANGED';

/** A canonical spelling, so that `1` and `1..1` compare equal. */
export function rangeKey(range: CardinalityRange): string {
  return `${range.min}..${range.max === Infinity ? '*' : range.max}`;
}

/**
 * The change kind for a cardinality going from `from` to `to`, or undefined when both allow the
 * same counts. Writers care whether the allowed set shrank (data valid before may be refused):
 * a tightened range is breaking. Readers care about the shape: a widened range whose maximum
 * goes from one to many, or a single end that stops being required, breaks readers even though
 * all existing data stays valid; any other widening is compatible.
 */
export function classifyCardinality(
  from: string | undefined,
  to: string | undefined,
): CardinalityChangeKind | undefined {
  const was = cardinalityRange(from);
  const is = cardinalityRange(to);
  if (was.min === is.min && was.max === is.max) return undefined;
  const widened = is.min <= was.min && is.max >= was.max;
  const tightened = is.min >= was.min && is.max <= was.max;
  if (tightened) return 'CARDINALITY_TIGHTENED';
  if (!widened) return 'CARDINALITY_CHANGED';
  if (was.max <= 1 && is.max > 1) return 'CARDINALITY_WIDENED_TO_MANY';
  if (is.max <= 1 && was.min >= 1 && is.min === 0) return 'CARDINALITY_WIDENED_TO_OPTIONAL';
  return 'CARDINALITY_WIDENED';
}
