// Comparing the lists of two models: by name, by relative order, element by element.

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
export function sameList<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean = sameJson): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !same(a[i]!, b[i]!)) return false;
  return true;
}

/**
 * Equality of JSON data (strings, numbers, booleans, null, arrays, plain objects). util's
 * isDeepStrictEqual handles every JavaScript value and is several times slower on the tens of
 * thousands of small values a large model holds.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && sameList(a, b);
  if (Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  for (const key of aKeys)
    if (!Object.hasOwn(b, key) || !sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false;
  return true;
}
