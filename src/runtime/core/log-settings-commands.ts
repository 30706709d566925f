// Deciding the commands that change the log's own settings: role bindings and authority enforcement.
import { bindingKey, isBound, settingsKey, unknownRole, type LogSettings } from './authority.js';
import type { LogCommand } from './commands.js';
import type { EntityKey, NewFact } from './facts.js';
import type { Entity } from './projection.js';
import { refuse, RefusedError } from './refusals.js';
import type { RuntimeModel } from './runtime-model.js';

/** What a log command is decided on: the model, the settings in force, and the records it changes. */
export interface LogCommandContext {
  model: RuntimeModel;
  settings: LogSettings;
  /** The settings record, if any fact has written it yet. */
  settingsRecord: Entity | undefined;
  /** The binding record a grant or revoke names, if it was ever written. */
  binding: Entity | undefined;
}

/** The record a log command changes: the binding it names, or the settings. */
export function logCommandTarget(command: LogCommand): EntityKey {
  return command.type === 'grant_role' || command.type === 'revoke_role'
    ? bindingKey(command.role, command.principal)
    : settingsKey;
}

/** The one fact a role or enforcement command appends; throws RefusedError if it changes nothing or names no role. */
export function decideLogCommand(
  ctx: LogCommandContext,
  command: Exclude<LogCommand, { type: 'change_model' }>,
): NewFact[] {
  const target = logCommandTarget(command);
  const actor = { principal: command.actor.principal };
  switch (command.type) {
    case 'grant_role': {
      const unknown = unknownRole(ctx.model, command.role, target);
      if (unknown) throw new RefusedError(unknown);
      if (isBound(ctx.binding))
        throw new RefusedError(
          refuse('ROLE_ALREADY_GRANTED', { principal: command.principal, role: command.role }, target),
        );
      return [bindingFact(target, ctx.binding, 'granted', command.role, command.principal, actor)];
    }
    case 'revoke_role':
      if (!isBound(ctx.binding))
        throw new RefusedError(
          refuse('ROLE_NOT_GRANTED', { principal: command.principal, role: command.role }, target),
        );
      return [bindingFact(target, ctx.binding, 'revoked', command.role, command.principal, actor)];
    case 'set_enforcement':
      if (ctx.settings.enforced === command.enforced)
        throw new RefusedError(refuse('ENFORCEMENT_UNCHANGED', { state: command.enforced ? 'on' : 'off' }, target));
      return [
        {
          term: target.term,
          entity_id: target.id,
          version: (ctx.settingsRecord?.version ?? 0) + 1,
          type: 'enforcement_changed',
          data: { enforced: command.enforced, actor },
        },
      ];
  }
}

/**
 * A binding is a record with two states: created `granted`, then moved between `granted` and
 * `revoked`, so its facts are those of any entity and its command record names its state.
 */
function bindingFact(
  target: EntityKey,
  binding: Entity | undefined,
  to: 'granted' | 'revoked',
  role: string,
  principal: string,
  actor: { principal: string },
): NewFact {
  if (!binding)
    return {
      term: target.term,
      entity_id: target.id,
      version: 1,
      type: 'created',
      data: { state: to, fields: { role, principal }, parent: settingsKey, actor },
    };
  return {
    term: target.term,
    entity_id: target.id,
    version: binding.version + 1,
    type: 'transitioned',
    data: { from: binding.state!, to, actor },
  };
}
