// The native terms a crosswalk knows: the names its entries, native lifecycles, false friends and left-outs give.
import type { MappingDocument } from './documents.js';

/** The native term names of a crosswalk, in the order the document gives them. */
export function knownNativeTerms(mapping: MappingDocument): string[] {
  const names = new Set<string>();
  for (const entry of Object.values(mapping.terms)) if (entry.native_term !== null) names.add(entry.native_term);
  for (const name of Object.keys(mapping.native_lifecycles ?? {})) names.add(name);
  for (const friend of mapping.false_friends ?? []) names.add(friend.native_term);
  for (const left of mapping.left_out_lifecycles ?? []) names.add(left.native_term);
  return [...names];
}
