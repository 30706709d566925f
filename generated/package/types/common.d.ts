// This file is generated from model/. Do not edit by hand.
// The value types terms share: Name, PolicyDocument and Grant (generated/schemas/common.schema.json).

/**
 * A name: the identity of an entity, or a reference to one. Any non-empty string without whitespace or control characters (such as "run-42" or "urn:example:project:alpha"). A name identifies; it never authorizes: holding one grants nothing.
 */
export type Name = string;

/**
 * A policy: the grants it lists and nothing else. Anything not granted is denied, so the empty policy allows nothing. A policy P narrows a policy Q when every grant of P is covered by some grant of Q; the empty policy narrows every policy. Policy only narrows across trust boundaries: a child binding or run never holds a grant its parent project or session does not cover.
 */
export interface PolicyDocument {
  /**
   * The grants of the policy, each a resource and the actions allowed on it.
   */
  grants: Grant[];
}

/**
 * Permission to perform some actions on some resources. A grant g is covered by a grant h when h's resource matches g's (for a pattern in g, h's pattern must be equal or broader: h is "*", or h's prefix is a prefix of g's prefix) and every action of g is among h's actions (or h has "*").
 */
export interface Grant {
  /**
   * A resource name (such as a resource_id), or a pattern ending in "*" that matches every name starting with the part before the "*"; "*" alone matches every resource.
   */
  resource: string;
  /**
   * The actions allowed: lower-case action names such as "read", "write" or "execute", or "*" for every action. At least one, each once.
   *
   * @minItems 1
   */
  actions: [string, ...string[]];
}
