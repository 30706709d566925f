// Deciding an entity command: reads the state it needs, applies the model's rules, returns facts or throws a refusal.
import { didYouMean } from '../../diagnostics/suggest.js';
import { definitionHash } from './canonical.js';
import type {
  AddDependencyCommand,
  EntityCommand,
  CreateCommand,
  PublishCommand,
  SetPolicyCommand,
  TransitionCommand,
} from './commands.js';
import type { EntityKey, NewFact } from './facts.js';
import { checkFields } from './field-values.js';
import { describeRefusal, transition } from '../../model/machine.js';
import { identityNameResolver } from '../../model/references.js';
import { creationPolicyRules, type Draft } from './policy-rules.js';
import type { PolicyDocument } from './policy.js';
import type { Entity } from './projection.js';
import { refuse, RefusedError, type Refusal } from './refusals.js';
import { closingEffect, policyAuthorities, singleActiveChildren } from './runtime-rules.js';
import type { RuntimeModel, TermSpec } from './runtime-model.js';
import { findRuntimeState } from './sensitive.js';
import type { StoreReader } from './store-port.js';

export interface EntityCommandContext {
  model: RuntimeModel;
  /** Reads inside the command's write transaction. */
  tx: StoreReader;
}

/** The facts `command` appends, in order; throws RefusedError when a rule refuses it. */
export function decideEntityCommand(ctx: EntityCommandContext, command: EntityCommand): Promise<NewFact[]> {
  switch (command.type) {
    case 'create':
      return create(ctx, command);
    case 'publish':
      return publish(ctx, command);
    case 'transition':
      return transitionEntity(ctx, command);
    case 'add_dependency':
      return addDependency(ctx, command);
    case 'set_policy':
      return setPolicy(ctx, command);
  }
}

function fail(refusal: Refusal): never {
  throw new RefusedError(refusal);
}

/** The spec of a term the runtime records, or a refusal naming what is wrong with the term. */
function recordedTerm(model: RuntimeModel, command: EntityCommand): TermSpec {
  const spec = model.terms.get(command.term);
  if (!spec)
    fail(refuse('UNKNOWN_TERM', { term: command.term, suggestion: didYouMean(command.term, model.terms.keys()) }));
  if (!spec.management) fail(refuse('NOT_RECORDED', { term: spec.key }, { term: spec.key, id: command.id }));
  return spec;
}

async function existing(ctx: EntityCommandContext, spec: TermSpec, id: string): Promise<Entity> {
  const entity = await ctx.tx.getEntity({ term: spec.key, id });
  if (!entity) fail(refuse('NOT_FOUND', { term: spec.key, id }, { term: spec.key, id }));
  return entity;
}

function checkVersion(command: EntityCommand, entity: Entity): void {
  if (command.expected_version === undefined || command.expected_version === entity.version) return;
  fail(
    refuse(
      'VERSION_CONFLICT',
      { term: entity.term, id: entity.id, actual: String(entity.version), expected: String(command.expected_version) },
      { term: entity.term, id: entity.id, details: { actual_version: entity.version } },
    ),
  );
}

function checkNotTerminal(spec: TermSpec, entity: Entity): void {
  if (spec.machine && entity.state !== null && spec.machine.terminal.has(entity.state)) {
    fail(
      refuse(
        'ENTITY_TERMINAL',
        { term: entity.term, id: entity.id, state: entity.state },
        { term: entity.term, id: entity.id },
      ),
    );
  }
}

/** The non-terminal states of a lifecycle term. */
function openStates(spec: TermSpec): string[] {
  return spec.machine ? spec.machine.states.filter((state) => !spec.machine!.terminal.has(state)) : [];
}

const isOpen = (ctx: EntityCommandContext, entity: Entity) => {
  const machine = ctx.model.machines.get(entity.term);
  return machine !== undefined && entity.state !== null && !machine.terminal.has(entity.state);
};

/**
 * Common to create and publish: the entity is new, its fields are valid, its parent and references exist and are open.
 */
async function draftEntity(
  ctx: EntityCommandContext,
  spec: TermSpec,
  command: CreateCommand | PublishCommand,
): Promise<Draft> {
  const subject = { term: spec.key, id: command.id };
  if (command.expected_version !== undefined && command.expected_version !== 0) {
    fail(
      refuse(
        'INVALID_COMMAND',
        { detail: `a new entity has version 0, so expected_version must be 0 or omitted` },
        subject,
      ),
    );
  }
  if (await ctx.tx.getEntity(subject)) fail(refuse('ALREADY_EXISTS', { term: spec.key, id: command.id }, subject));
  const checked = checkFields(spec, command.id, command.fields ?? {});
  if ('refusal' in checked) fail(checked.refusal);
  const fields = checked.fields;

  let parent: Entity | undefined;
  if (spec.parent) {
    const parentId = fields[spec.parent.field];
    if (parentId === undefined)
      fail(
        refuse(
          'MISSING_FIELD',
          {
            term: spec.key,
            id: command.id,
            field: spec.parent.field,
            why: `every ${spec.key} belongs to one ${spec.parent.term}`,
          },
          subject,
        ),
      );
    const parentKey = { term: spec.parent.term, id: parentId as string };
    parent = await ctx.tx.getEntity(parentKey);
    if (!parent)
      fail(
        refuse(
          'PARENT_NOT_FOUND',
          { term: spec.key, id: command.id, parentTerm: parentKey.term, parentId: parentKey.id },
          subject,
        ),
      );
    if (parent.state !== null && ctx.model.machines.get(parent.term)?.terminal.has(parent.state)) {
      fail(
        refuse(
          'PARENT_TERMINAL',
          { term: spec.key, id: command.id, parentTerm: parent.term, parentId: parent.id, state: parent.state },
          subject,
        ),
      );
    }
  }

  const pinned = new Map<string, Entity>();
  for (const pin of spec.pins) {
    const targetId = fields[pin.field];
    if (targetId === undefined)
      fail(
        refuse(
          'MISSING_FIELD',
          { term: spec.key, id: command.id, field: pin.field, why: `a ${spec.key} pins exactly one ${pin.term}` },
          subject,
        ),
      );
    const target = await openReference(ctx, spec, command.id, pin.field, { term: pin.term, id: targetId as string });
    pinned.set(pin.field, target);
  }
  // Other references to entities the runtime records (RunAttempt -> AgentInstance) must name live ones.
  for (const field of spec.fields.values()) {
    if (
      field.kind !== 'reference' ||
      field.name === spec.parent?.field ||
      spec.pins.some((pin) => pin.field === field.name)
    )
      continue;
    const target = identityOwner(ctx.model, field.name);
    if (target && fields[field.name] !== undefined)
      await openReference(ctx, spec, command.id, field.name, { term: target, id: fields[field.name] as string });
  }
  return { term: spec.key, id: command.id, fields, ...(parent ? { parent } : {}), pinned };
}

const referenceResolvers = new WeakMap<RuntimeModel, (fieldName: string) => TermSpec | undefined>();

/** The recorded term whose identity a reference field's name carries, if any (see identityNameResolver). */
function identityOwner(model: RuntimeModel, field: string): string | undefined {
  let resolve = referenceResolvers.get(model);
  if (!resolve) {
    const recorded = [...model.terms.values()].filter((spec) => spec.management);
    resolve = identityNameResolver(recorded, (spec) => spec.identityField);
    referenceResolvers.set(model, resolve);
  }
  return resolve(field)?.key;
}

/** A referenced entity that exists, is not terminal, and whose parent is not terminal either. */
async function openReference(
  ctx: EntityCommandContext,
  spec: TermSpec,
  id: string,
  field: string,
  key: EntityKey,
): Promise<Entity> {
  const subject = { term: spec.key, id };
  const target = await ctx.tx.getEntity(key);
  if (!target)
    fail(
      refuse(
        'REFERENCE_NOT_FOUND',
        { detail: `${spec.key} ${id}: ${field} names ${key.term} ${key.id}, which does not exist` },
        subject,
      ),
    );
  const closed = [target, target.parent && (await ctx.tx.getEntity(target.parent))].find(
    (entity): entity is Entity =>
      entity !== undefined && entity !== null && entity.state !== null && !isOpen(ctx, entity),
  );
  if (closed) {
    const via = closed === target ? '' : ` (its ${closed.term} ${closed.id} is ${closed.state})`;
    fail(
      refuse(
        'REFERENCE_TERMINAL',
        {
          detail:
            `${spec.key} ${id}: ${field} names ${key.term} ${key.id}, ` +
            `which is closed${via || ` (${closed.state})`}`,
        },
        subject,
      ),
    );
  }
  return target;
}

async function create(ctx: EntityCommandContext, command: CreateCommand): Promise<NewFact[]> {
  const spec = recordedTerm(ctx.model, command);
  const subject = { term: spec.key, id: command.id };
  if (!spec.machine)
    fail(
      refuse(
        'WRONG_COMMAND',
        { detail: `${spec.key} is immutable: publish it ("type": "publish") instead of creating it` },
        subject,
      ),
    );
  if (command.depends_on && !spec.dependsOn)
    fail(refuse('WRONG_COMMAND', { detail: `${spec.key} has no depends_on relationship` }, subject));
  const draft = await draftEntity(ctx, spec, command);

  if (singleActiveChildren.includes(spec.key) && draft.parent) {
    const [active] = await ctx.tx.childrenOf(draft.parent, spec.key, openStates(spec));
    if (active) {
      fail(
        refuse(
          'ATTEMPT_ACTIVE',
          {
            parentTerm: draft.parent!.term,
            parentId: draft.parent!.id,
            term: spec.key,
            active: active.id,
            state: active.state!,
          },
          { ...subject, details: { active: active.id } },
        ),
      );
    }
  }
  if (spec.sequenceField && draft.parent) {
    const field = spec.sequenceField;
    // Sequences increase in creation order, so the last child holds the highest.
    const last = await ctx.tx.lastChild(draft.parent, spec.key);
    const highest = (last?.fields[field] as number | undefined) ?? 0;
    const given = draft.fields[field] as number | undefined;
    if (given === undefined && highest >= Number.MAX_SAFE_INTEGER)
      fail(
        refuse(
          'SEQUENCE_EXHAUSTED',
          {
            term: spec.key,
            id: command.id,
            field,
            parentTerm: draft.parent!.term,
            parentId: draft.parent!.id,
            highest: String(highest),
          },
          { ...subject, details: { highest } },
        ),
      );
    if (given === undefined) draft.fields[field] = highest + 1;
    else if (given <= highest) {
      fail(
        refuse(
          'SEQUENCE_NOT_INCREASING',
          {
            term: spec.key,
            id: command.id,
            field,
            given: String(given),
            parentTerm: draft.parent!.term,
            parentId: draft.parent!.id,
            highest: String(highest),
          },
          { ...subject, details: { highest } },
        ),
      );
    }
  }
  const dependsOn = [...new Set(command.depends_on ?? [])];
  const siblings = dependsOn.length > 0 && draft.parent ? await ctx.tx.childrenOf(draft.parent, spec.key) : [];
  for (const dependency of dependsOn) await checkDependency(ctx, spec, command.id, draft.parent, dependency, siblings);

  creationPolicyRules[spec.key]?.(draft);
  return [
    {
      term: spec.key,
      entity_id: command.id,
      version: 1,
      type: 'created',
      data: {
        state: spec.machine.initial,
        fields: draft.fields,
        ...(draft.parent ? { parent: { term: draft.parent.term, id: draft.parent.id } } : {}),
        ...(dependsOn.length > 0 ? { depends_on: dependsOn } : {}),
      },
    },
  ];
}

async function publish(ctx: EntityCommandContext, command: PublishCommand): Promise<NewFact[]> {
  const spec = recordedTerm(ctx.model, command);
  const subject = { term: spec.key, id: command.id };
  if (spec.management !== 'publication')
    fail(
      refuse(
        'WRONG_COMMAND',
        { detail: `${spec.key} has a lifecycle: create it ("type": "create"); only immutable terms are published` },
        subject,
      ),
    );
  const draft = await draftEntity(ctx, spec, command);
  const content = [...spec.fields.values()].find((field) => field.kind === 'payload' && field.type === 'object');
  if (content) {
    const definition = draft.fields[content.name];
    if (definition === undefined)
      fail(
        refuse(
          'MISSING_FIELD',
          { term: spec.key, id: command.id, field: content.name, why: 'a snapshot is its resolved definition' },
          subject,
        ),
      );
    // Credentials were refused with the whole command; a snapshot must not carry live state either.
    const [state] = findRuntimeState(definition, content.name);
    if (state)
      fail(
        refuse('RUNTIME_STATE', { where: `${spec.key} ${command.id} ${state.path}`, reason: state.reason }, subject),
      );
    if (spec.fields.has('definition_hash')) {
      const computed = definitionHash(definition);
      const given = draft.fields.definition_hash;
      if (given !== undefined && given !== computed)
        fail(refuse('HASH_MISMATCH', { given: String(given), computed }, subject));
      draft.fields.definition_hash = computed;
    }
  }
  if (spec.fields.has('revision') && draft.parent) {
    const revision = draft.fields.revision;
    if (revision === undefined)
      fail(
        refuse(
          'MISSING_FIELD',
          { term: spec.key, id: command.id, field: 'revision', why: 'a snapshot is an exact revision' },
          subject,
        ),
      );
    const clash = (await ctx.tx.childrenOf(draft.parent, spec.key)).find(
      (sibling) => sibling.fields.revision === revision,
    );
    if (clash)
      fail(
        refuse(
          'REVISION_EXISTS',
          { projectId: draft.parent.id, revision: String(revision), existing: clash.id },
          subject,
        ),
      );
  }
  creationPolicyRules[spec.key]?.(draft);
  const fields = Object.fromEntries(
    [...spec.fields.keys()]
      .filter((name) => draft.fields[name] !== undefined)
      .map((name) => [name, draft.fields[name]]),
  );
  return [
    {
      term: spec.key,
      entity_id: command.id,
      version: 1,
      type: 'created',
      data: {
        state: null,
        fields,
        ...(draft.parent ? { parent: { term: draft.parent.term, id: draft.parent.id } } : {}),
      },
    },
  ];
}

async function transitionEntity(ctx: EntityCommandContext, command: TransitionCommand): Promise<NewFact[]> {
  const spec = recordedTerm(ctx.model, command);
  const subject = { term: spec.key, id: command.id };
  if (!spec.machine)
    fail(refuse('WRONG_COMMAND', { detail: `${spec.key} has no lifecycle, so it has no transitions` }, subject));
  const entity = await existing(ctx, spec, command.id);
  checkVersion(command, entity);
  const result = transition(spec.machine, entity.state!, command.to);
  if (!result.ok) {
    const { refusal } = result;
    const suggestion = refusal.reason === 'unknown-state' ? didYouMean(refusal.unknown, spec.machine.states) : '';
    const detail = `${spec.key} ${command.id}: ${describeRefusal(refusal)}${suggestion}`;
    const details = {
      from: refusal.state,
      to: refusal.target,
      ...(refusal.reason === 'not-a-transition' ? { allowed: refusal.allowed } : {}),
    };
    fail(
      refuse(
        refusal.reason === 'unknown-state' ? 'UNKNOWN_STATE' : 'ILLEGAL_TRANSITION',
        { detail },
        { ...subject, details },
      ),
    );
  }
  const facts: NewFact[] = [
    {
      term: spec.key,
      entity_id: command.id,
      version: entity.version + 1,
      type: 'transitioned',
      data: { from: entity.state!, to: command.to },
    },
  ];
  if (spec.machine.terminal.has(command.to)) {
    const open: string[] = [];
    facts.push(...(await closeChildren(ctx, entity, command.to, subject, open)));
    if (open.length > 0) {
      fail(
        refuse(
          'OPEN_CHILDREN',
          { term: spec.key, id: command.id, state: command.to, ids: open.join(', ') },
          { ...subject, details: { open } },
        ),
      );
    }
  }
  return facts;
}

/**
 * The facts that close `parent`'s open children as it reaches terminal `state`, recursively,
 * following the closing rules; children a rule keeps open are added to `open` instead.
 */
async function closeChildren(
  ctx: EntityCommandContext,
  parent: Entity,
  state: string,
  cause: EntityKey,
  open: string[],
): Promise<NewFact[]> {
  const facts: NewFact[] = [];
  for (const childSpec of ctx.model.children.get(parent.term) ?? []) {
    if (!childSpec.machine) continue;
    const children = await ctx.tx.childrenOf(parent, childSpec.key, openStates(childSpec));
    if (children.length === 0) continue;
    const effect = closingEffect(ctx.model.closing, parent.term, state, childSpec.key);
    if (effect.kind === 'refuse') {
      open.push(...children.map((child) => `${child.term} ${child.id} (${child.state})`));
      continue;
    }
    for (const child of children) {
      facts.push({
        term: child.term,
        entity_id: child.id,
        version: child.version + 1,
        type: 'transitioned',
        data: { from: child.state!, to: effect.to, cause },
      });
      facts.push(...(await closeChildren(ctx, { ...child, state: effect.to }, effect.to, cause, open)));
    }
  }
  return facts;
}

/** A depends_on edge must name another entity of the same term under the same parent. */
async function checkDependency(
  ctx: EntityCommandContext,
  spec: TermSpec,
  id: string,
  parent: Entity | undefined,
  dependency: string,
  siblings: readonly Entity[],
): Promise<void> {
  const subject = { term: spec.key, id };
  if (dependency === id)
    fail(refuse('DEPENDENCY_CYCLE', { detail: `${spec.key} ${id} cannot depend on itself` }, subject));
  const target =
    siblings.find((sibling) => sibling.id === dependency) ??
    (await ctx.tx.getEntity({ term: spec.key, id: dependency }));
  if (!target)
    fail(
      refuse(
        'REFERENCE_NOT_FOUND',
        { detail: `${spec.key} ${id}: depends_on names ${spec.key} ${dependency}, which does not exist` },
        subject,
      ),
    );
  if (parent && (target.parent?.term !== parent.term || target.parent.id !== parent.id)) {
    fail(
      refuse(
        'INVALID_FIELD',
        {
          detail:
            `${spec.key} ${id}: depends_on ${dependency} belongs to another ${parent.term}; dependencies stay ` +
            `within one`,
        },
        subject,
      ),
    );
  }
}

async function addDependency(ctx: EntityCommandContext, command: AddDependencyCommand): Promise<NewFact[]> {
  const spec = recordedTerm(ctx.model, command);
  const subject = { term: spec.key, id: command.id };
  if (!spec.dependsOn) fail(refuse('WRONG_COMMAND', { detail: `${spec.key} has no depends_on relationship` }, subject));
  const entity = await existing(ctx, spec, command.id);
  checkVersion(command, entity);
  checkNotTerminal(spec, entity);
  const parent = entity.parent ? await ctx.tx.getEntity(entity.parent) : undefined;
  const siblings = parent ? await ctx.tx.childrenOf(parent, spec.key) : [];
  await checkDependency(ctx, spec, command.id, parent, command.depends_on, siblings);
  if (entity.depends_on.includes(command.depends_on)) {
    fail(
      refuse(
        'INVALID_COMMAND',
        { detail: `${spec.key} ${command.id} already depends on ${command.depends_on}` },
        subject,
      ),
    );
  }
  const path = dependencyPath(siblings, command.depends_on, command.id);
  if (path)
    fail(
      refuse(
        'DEPENDENCY_CYCLE',
        { detail: `${spec.key} ${command.id} -> ${path.join(' -> ')} would be a cycle` },
        { ...subject, details: { cycle: [command.id, ...path] } },
      ),
    );
  return [
    {
      term: spec.key,
      entity_id: command.id,
      version: entity.version + 1,
      type: 'dependency_added',
      data: { depends_on: command.depends_on },
    },
  ];
}

/** A depends_on path from `from` to `to` among `entities`, if one exists (depth-first, iterative). */
function dependencyPath(entities: readonly Entity[], from: string, to: string): string[] | undefined {
  const byId = new Map(entities.map((entity) => [entity.id, entity]));
  const previous = new Map<string, string | undefined>([[from, undefined]]);
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (id === to) {
      const path: string[] = [];
      for (let at: string | undefined = id; at !== undefined; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of byId.get(id)?.depends_on ?? []) {
      if (!previous.has(next)) {
        previous.set(next, id);
        stack.push(next);
      }
    }
  }
  return undefined;
}

async function setPolicy(ctx: EntityCommandContext, command: SetPolicyCommand): Promise<NewFact[]> {
  const spec = recordedTerm(ctx.model, command);
  const subject = { term: spec.key, id: command.id };
  if (!policyAuthorities.includes(spec.key)) {
    fail(
      refuse(
        'WRONG_COMMAND',
        {
          detail:
            `${spec.key} policy is fixed when it is created; only ${policyAuthorities.join(', ')} policy can ` +
            `be replaced`,
        },
        subject,
      ),
    );
  }
  const entity = await existing(ctx, spec, command.id);
  checkVersion(command, entity);
  checkNotTerminal(spec, entity);
  // The same type checks as at creation.
  const checked = checkFields(spec, command.id, { policy: command.policy });
  if ('refusal' in checked) fail(checked.refusal);
  return [
    {
      term: spec.key,
      entity_id: command.id,
      version: entity.version + 1,
      type: 'policy_changed',
      data: { policy: command.policy as PolicyDocument },
    },
  ];
}
