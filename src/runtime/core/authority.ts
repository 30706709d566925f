// Who may change what: the log's own records (settings, role bindings) and the one rule that authorises a command.
import { didYouMean } from '../../diagnostics/suggest.js';
import type { Actor, EntityKey } from './facts.js';
import type { Entity } from './projection.js';
import { refuse, type Refusal } from './refusals.js';
import type { RuntimeModel } from './runtime-model.js';
import type { StoreMeta } from './store-port.js';

/**
 * Terms of the log's own records. Model term keys are PascalCase, so these lower-case names never
 * collide with one; they are streams and projection rows like any entity, so the hash chain, replay
 * and verify cover them too.
 */
export const logTerms = {
  /** One record, `awm.log/settings`: authority enforcement and the model the log runs now. */
  settings: 'awm.log',
  /** One record per (role, principal) ever bound: `awm.role/<role>/<principal>`, granted or revoked. */
  binding: 'awm.role',
} as const;

export const settingsKey: EntityKey = { term: logTerms.settings, id: 'settings' };

export function bindingKey(role: string, principal: string): EntityKey {
  return { term: logTerms.binding, id: `${role}/${principal}` };
}

export function isLogTerm(term: string): boolean {
  return term === logTerms.settings || term === logTerms.binding;
}

/** What the log's settings record says now; facts that never changed a setting leave the database's initial one. */
export interface LogSettings {
  enforced: boolean;
  modelFingerprint: string;
}

/** The settings in force: the settings record's fields over the metadata recorded at initialisation. */
export function logSettings(meta: StoreMeta, record: Entity | undefined): LogSettings {
  const fields = record?.fields ?? {};
  return {
    enforced:
      typeof fields.authority_enforced === 'boolean' ? fields.authority_enforced : meta.authority_enforced === true,
    modelFingerprint: typeof fields.model_fingerprint === 'string' ? fields.model_fingerprint : meta.model_fingerprint,
  };
}

/** Whether a binding record (or its absence) lets its principal act in its role. */
export function isBound(binding: Entity | undefined): boolean {
  return binding?.state === 'granted';
}

/** A role the model catalogues, or a refusal naming the roles it does. */
export function unknownRole(model: RuntimeModel, role: string, subject: EntityKey | undefined): Refusal | undefined {
  if (model.roles.has(role)) return undefined;
  return refuse(
    'UNKNOWN_ROLE',
    { role, suggestion: didYouMean(role, model.roles) || ` (roles: ${[...model.roles].join(', ')})` },
    subject ?? {},
  );
}

/** What deciding whether an actor may change an entity of `term` needs to know. */
export interface AuthorityQuestion {
  model: RuntimeModel;
  enforced: boolean;
  actor: Actor | undefined;
  /** Whether the actor's principal holds a binding for its role. */
  bound: boolean;
  /**
   * The term whose owner decides: the command's own term, or for a cascaded fact the term of the
   * entity whose move cascaded (the cascade is its owner's decision).
   */
  term: string;
  subject: EntityKey;
}

/**
 * The one authority rule, used to decide commands and by verify to check the log: with enforcement
 * on, the actor must name a role its principal is bound to, and that role must own the term. With
 * enforcement off anything goes, but a role the model does not catalogue is still refused.
 */
export function authorize(question: AuthorityQuestion): Refusal | undefined {
  const { model, actor, subject } = question;
  if (actor?.role !== undefined) {
    const unknown = unknownRole(model, actor.role, subject);
    if (unknown) return unknown;
  }
  if (!question.enforced) return undefined;
  if (actor?.role === undefined)
    return refuse(
      'NOT_AUTHORIZED',
      { detail: 'authority is enforced: a command needs an actor {"principal", "role"}' },
      subject,
    );
  if (!question.bound)
    return refuse(
      'NOT_AUTHORIZED',
      { detail: `${actor.principal} holds no binding for the role ${actor.role}` },
      { ...subject, details: { principal: actor.principal, role: actor.role } },
    );
  const owner = model.terms.get(question.term)?.owner;
  if (owner !== actor.role)
    return refuse(
      'FOREIGN_AUTHORITY',
      { term: question.term, owner: owner ?? 'no role', role: actor.role },
      { ...subject, details: { owner, role: actor.role } },
    );
  return undefined;
}
