// The value types terms share beyond plain names: PolicyDocument and Grant, as the toolkit defines them.
// generated/schemas/common.schema.json states the same shapes for downstream systems; a test keeps the
// types generated from it (generated/types/common.ts) identical to these.

/**
 * A policy: the grants it lists and nothing else. Anything not granted is denied, so the empty
 * policy allows nothing.
 */
export interface PolicyDocument {
  grants: Grant[];
}

/** Permission to perform some actions (at least one, or `*`) on a resource name or pattern ending in `*`. */
export interface Grant {
  resource: string;
  actions: [string, ...string[]];
}
