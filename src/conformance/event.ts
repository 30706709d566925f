// Reading one trace record as an event: its members checked for shape, its time parsed without a regular expression.

/** An event's members once their types are known; `time` is `at` in milliseconds since the epoch. */
export interface TraceEvent {
  term: string;
  id: string;
  state: unknown;
  at: string;
  time: number;
  refs: Record<string, string> | undefined;
}

/** What is wrong with a record that is not an event, and its term and id when it has them. */
export interface EventProblem {
  problem: string;
  term: string | null;
  id: string | null;
}

/** Whether `day` is a day of `month` in `year`: Date.UTC would roll 30 February over into March. */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (day <= 28) return true;
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return probe.getUTCDate() === day;
}

/** Two ASCII digits at `at`, or -1. */
function digits2(text: string, at: number): number {
  const a = text.charCodeAt(at) - 48;
  const b = text.charCodeAt(at + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/**
 * `at` in milliseconds, or NaN: an RFC 3339 date-time with a time zone, read field by field (about
 * ten times faster than a regular expression and Date.parse, which would also take `24:00` and roll
 * `2026-02-30` over into March; RFC 3339 has neither).
 */
export function parseInstant(at: string): number {
  const length = at.length;
  if (
    length >= 20 &&
    at.charCodeAt(4) === 45 &&
    at.charCodeAt(7) === 45 &&
    at.charCodeAt(10) === 84 &&
    at.charCodeAt(13) === 58 &&
    at.charCodeAt(16) === 58
  ) {
    const year = digits2(at, 0) * 100 + digits2(at, 2);
    const month = digits2(at, 5);
    const day = digits2(at, 8);
    const hour = digits2(at, 11);
    const minute = digits2(at, 14);
    const second = digits2(at, 17);
    let position = 19;
    let millis = 0;
    if (at.charCodeAt(position) === 46) {
      position += 1;
      let scale = 100;
      const start = position;
      for (let c = at.charCodeAt(position) - 48; c >= 0 && c <= 9; c = at.charCodeAt(position) - 48) {
        millis += c * scale;
        scale /= 10;
        position += 1;
      }
      millis = Math.floor(millis);
      if (position === start) return Number.NaN;
    }
    let offset = -1;
    const zone = at.charCodeAt(position);
    if (zone === 90 && position + 1 === length) offset = 0;
    else if ((zone === 43 || zone === 45) && position + 6 === length && at.charCodeAt(position + 3) === 58) {
      const hours = digits2(at, position + 1);
      const minutes = digits2(at, position + 4);
      if (hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59)
        offset = (zone === 43 ? 1 : -1) * (hours * 60 + minutes) * 60_000;
    }
    if (
      offset !== -1 &&
      year >= 0 &&
      month >= 1 &&
      month <= 12 &&
      day >= 1 &&
      day <= 31 &&
      hour >= 0 &&
      hour <= 23 &&
      minute >= 0 &&
      minute <= 59 &&
      second >= 0 &&
      second <= 59 &&
      isCalendarDay(year, month, day)
    ) {
      if (year >= 100) return Date.UTC(year, month - 1, day, hour, minute, second, millis) - offset;
      // Date.UTC reads years 0-99 as 1900-1999.
      const date = new Date(0);
      date.setUTCFullYear(year, month - 1, day);
      date.setUTCHours(hour, minute, second, millis);
      return date.getTime() - offset;
    }
  }
  return Number.NaN;
}

const describeMissing = (name: string, value: unknown, type: string) =>
  value === undefined ? `missing "${name}"` : `"${name}" must be ${type}`;

/**
 * The record as an event, or what is wrong with it: a JSON object with a string `term`, a
 * non-empty string `id`, an RFC 3339 `at` with a time zone, and `refs` (when present) an object
 * of strings. `state` is returned as given; whether it must be there depends on the term.
 */
export function readEvent(record: unknown): TraceEvent | EventProblem {
  if (record === null || typeof record !== 'object' || Array.isArray(record))
    return { problem: 'an event must be a JSON object', term: null, id: null };
  const { term, id, state, at, refs } = record as Record<string, unknown>;
  const known = { term: typeof term === 'string' ? term : null, id: typeof id === 'string' && id !== '' ? id : null };
  if (typeof term !== 'string') return { problem: describeMissing('term', term, 'a string'), ...known };
  if (typeof id !== 'string' || id === '')
    return { problem: describeMissing('id', id, 'a non-empty string'), ...known };
  if (typeof at !== 'string') return { problem: describeMissing('at', at, 'a string'), ...known };
  const time = parseInstant(at);
  if (Number.isNaN(time)) return { problem: `"at" is not an RFC 3339 date-time with a time zone: "${at}"`, ...known };
  if (refs !== undefined) {
    if (refs === null || typeof refs !== 'object' || Array.isArray(refs))
      return { problem: '"refs" must be an object', ...known };
    for (const key in refs) {
      if (typeof (refs as Record<string, unknown>)[key] !== 'string')
        return { problem: `refs.${key} must be a string`, ...known };
    }
  }
  return { term, id, state, at, time, refs: refs as Record<string, string> | undefined };
}

export const isEventProblem = (event: TraceEvent | EventProblem): event is EventProblem => 'problem' in event;
