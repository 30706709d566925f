// Comparing the lists of two models: by name, by relative order, element by element.
import { isDeepStrictEqual } from 'node:util';

/** Items by a name, for matching the two sides of a list. */
export function byName<T>(items: readonly T[], nameOf: (item: T) => string): Map<string, T> {
  return new Map(items.map((item) => [nameOf(item), item]));
}

/** Whether the names both lists share appear in the same relative order in each. */
export function sameRelativeOrder(before: readonly string[], after: readonly string[]): boolean {
  const inAfter = new Set(after);
  const inBefore = new Set(before);
  const common = before.filter((name) => inAfter.has(name));
  const commonAfter = after.filter((name) => inBefore.has(name));
  return common.every((name, index) => commonAfter[index] === name);
}

/**
 * Whether two lists hold equal elements in the same order. Most terms do not change between two
 * versions of a large model; this check lets an area skip them without building any index.
 */
export function sameList<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean = isDeepStrictEqual): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !same(a[i]!, b[i]!)) return false;
  return true;
}

/** Whether two objects agree on the given properties (compared with ===). */
export function sameProperties<T extends object>(a: T, b: T, properties: readonly (keyof T)[]): boolean {
  for (const property of properties) if (a[property] !== b[property]) return false;
  return true;
}
