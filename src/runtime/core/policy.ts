// PolicyDocument and Grant as the toolkit defines them, and the "narrows" relation between them.
import type { Grant, PolicyDocument } from '../../model/value-types.js';

export type { Grant, PolicyDocument };

/** The policy that grants nothing; it narrows every policy. */
export const emptyPolicy: PolicyDocument = Object.freeze({ grants: [] }) as PolicyDocument;

const actionName = /^[a-z][a-z0-9_.:-]*$/;

/** The first problem with `value` as a Grant, or undefined when it is one. `where` names it in the message. */
export function grantProblem(value: unknown, where = 'grant'): string | undefined {
  if (!isPlainObject(value)) return `${where} must be an object { resource, actions }`;
  const extra = Object.keys(value).find((key) => key !== 'resource' && key !== 'actions');
  if (extra !== undefined) return `${where} has an unknown key "${extra}" (a grant has only resource and actions)`;
  const { resource, actions } = value as { resource?: unknown; actions?: unknown };
  if (typeof resource !== 'string' || resource.length === 0) return `${where}.resource must be a non-empty string`;
  if (resource.indexOf('*') !== -1 && resource.indexOf('*') !== resource.length - 1) {
    return `${where}.resource "${resource}" may contain "*" only as its last character`;
  }
  if (!Array.isArray(actions) || actions.length === 0) return `${where}.actions must be a non-empty array`;
  const seen = new Set<string>();
  for (const [index, action] of actions.entries()) {
    if (typeof action !== 'string' || (action !== '*' && !actionName.test(action))) {
      return `${where}.actions[${index}] must be "*" or a lower-case action name matching ${actionName.source}`;
    }
    if (seen.has(action)) return `${where}.actions repeats "${action}"`;
    seen.add(action);
  }
  return undefined;
}

/** The first problem with `value` as a PolicyDocument, or undefined when it is one. */
export function policyProblem(value: unknown, where = 'policy'): string | undefined {
  if (!isPlainObject(value)) return `${where} must be an object { grants: [...] }`;
  const extra = Object.keys(value).find((key) => key !== 'grants');
  if (extra !== undefined) return `${where} has an unknown key "${extra}" (a policy has only grants)`;
  const grants = (value as { grants?: unknown }).grants;
  if (!Array.isArray(grants)) return `${where}.grants must be an array`;
  for (const [index, grant] of grants.entries()) {
    const problem = grantProblem(grant, `${where}.grants[${index}]`);
    if (problem) return problem;
  }
  return undefined;
}

/** Whether a resource pattern (or plain name) matches the resource name `name`. */
export function resourceMatches(pattern: string, name: string): boolean {
  if (!pattern.endsWith('*')) return pattern === name;
  return name.startsWith(pattern.slice(0, -1));
}

/**
 * Whether grant `g` is covered by grant `h`: h's resource matches g's (for a pattern in g, h's
 * pattern is equal or broader) and every action of g is among h's actions, or h has `*`.
 */
export function grantCoveredBy(g: Grant, h: Grant): boolean {
  const resourceCovered = g.resource.endsWith('*')
    ? h.resource.endsWith('*') && g.resource.slice(0, -1).startsWith(h.resource.slice(0, -1))
    : resourceMatches(h.resource, g.resource);
  if (!resourceCovered) return false;
  return h.actions.includes('*') || g.actions.every((action) => h.actions.includes(action));
}

/** Whether a grant narrows a policy: some grant of the policy covers it. */
export function grantNarrows(grant: Grant, policy: PolicyDocument): boolean {
  return policy.grants.some((h) => grantCoveredBy(grant, h));
}

/** Whether policy `p` narrows policy `q`: every grant of p is covered by some grant of q. */
export function policyNarrows(p: PolicyDocument, q: PolicyDocument): boolean {
  return p.grants.every((g) => grantNarrows(g, q));
}

/** The grants of `p` that no grant of `q` covers: what makes p fail to narrow q. */
export function uncoveredGrants(p: PolicyDocument, q: PolicyDocument): Grant[] {
  return p.grants.filter((g) => !grantNarrows(g, q));
}

/** A short human form of a grant, for messages: `repo-* [read, write]`. */
export function describeGrant(grant: Grant): string {
  return `${grant.resource} [${grant.actions.join(', ')}]`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
