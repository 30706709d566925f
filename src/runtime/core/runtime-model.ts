// The runtime's view of the compiled model: per term its fields, parent, pins and lifecycle machine.
import type { ModelBundle } from '../../model/bundle.js';
import type { FieldKind, FieldType, ModelMetadata, TermDocument } from '../../model/documents.js';
import { canonicalize, sha256 } from './canonical.js';
import { policyRuleProblems } from './policy-rules.js';
import {
  closingRuleName,
  closingRuleProblems,
  describeClosingProblem,
  type ClosingRule,
} from '../../model/closing-rules.js';
import { missingRuntimeLifecycles } from '../../model/runtime-lifecycles.js';
import { closingRules, policyAuthorities, singleActiveChildren } from './runtime-rules.js';
import { buildMachine, lifecycleProblems, type Machine } from '../../model/machine.js';
import {
  isCataloguedOwner,
  referenceProblem,
  runtimeManagement,
  runtimeReferences,
  type Management,
} from '../../model/runtime-terms.js';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  type: FieldType;
  /** Whether the field may appear in a portable snapshot export. */
  portable: boolean;
}

/** A reference field that names another term's entity by that term's identity field. */
export interface ReferenceSpec {
  field: string;
  term: string;
}

export type { Management };

export interface TermSpec {
  key: string;
  identityField: string;
  /** The catalogued authority role that owns the term (`authority.owner`): the only role that may change it. */
  owner: string;
  /** Every field of the term, in model order. */
  fields: ReadonlyMap<string, FieldSpec>;
  /** The required parent, from the model's `parent`, and the field that names it. */
  parent?: ReferenceSpec;
  /** References fixed for the entity's life: relationships of kind `pins`. */
  pins: readonly ReferenceSpec[];
  /** A `depends_on` relationship from the term to itself: a graph that must stay acyclic. */
  dependsOn?: string;
  /** An integer `sequence` field that must strictly increase among the children of one parent. */
  sequenceField?: string;
  machine?: Machine;
  /** Undefined for terms the runtime does not record (no lifecycle, not immutable). */
  management?: Management;
}

export interface RuntimeModel {
  metadata: ModelMetadata;
  /** The catalogued authority roles, by id: the roles a principal can be bound to. */
  roles: ReadonlySet<string>;
  /** Every term of the model, in model order. */
  terms: ReadonlyMap<string, TermSpec>;
  /** The lifecycle machine of every term that has one. */
  machines: ReadonlyMap<string, Machine>;
  /** Children of each term with a parent, in model order: parent key -> child specs. */
  children: ReadonlyMap<string, readonly TermSpec[]>;
  /** What happens to open children when a parent reaches a terminal state. */
  closing: readonly ClosingRule[];
  /** SHA-256 of everything the runtime's behaviour depends on; a database records the one it was made with. */
  fingerprint: string;
  /**
   * The compiled model without its crosswalks, which the runtime ignores: what a log records of the
   * model it runs (at creation, and in every model_changed fact), so that it can be compared with another.
   */
  recorded: RecordedModel;
}

/** The parts of the compiled model a log records: generated/model.json without its crosswalks. */
export type RecordedModel = Pick<ModelBundle, 'model' | 'authority_roles' | 'rules' | 'terms'>;

/**
 * What the runtime reads of a compiled model. A model without its catalogue of roles cannot say who
 * may change anything: its managed terms are refused.
 */
export type RuntimeModelInput = Pick<ModelBundle, 'model' | 'terms'> &
  Partial<Pick<ModelBundle, 'authority_roles' | 'rules'>>;

export type RuntimeModelResult = { ok: true; runtimeModel: RuntimeModel } | { ok: false; problems: string[] };

/** Builds the runtime model from the compiled model, or lists why the model cannot drive the runtime. */
export function buildRuntimeModel(compiled: RuntimeModelInput): RuntimeModelResult {
  const problems: string[] = [];
  const documents = new Map(compiled.terms.map((term) => [term.key, term]));
  const roles = new Set((compiled.authority_roles ?? []).map((role) => role.id));
  const terms = new Map<string, TermSpec>();
  for (const term of compiled.terms) {
    const spec = termSpec(term, documents, problems);
    if (!spec) continue;
    terms.set(term.key, spec);
    if (spec.management && !isCataloguedOwner(term.authority.owner, roles))
      problems.push(
        `${term.key}: its authority.owner "${spec.owner}" is not a catalogued authority role, ` +
          'so nobody could change it',
      );
  }
  const children = new Map<string, TermSpec[]>();
  for (const spec of terms.values()) {
    if (spec.parent && spec.management)
      children.set(spec.parent.term, [...(children.get(spec.parent.term) ?? []), spec]);
  }
  const machines = new Map([...terms.values()].filter((spec) => spec.machine).map((spec) => [spec.key, spec.machine!]));
  for (const problem of closingRuleProblems(closingRules, (term) => machines.get(term)))
    problems.push(`runtime closing rule ${closingRuleName(problem.rule)}: ${describeClosingProblem(problem)}`);
  problems.push(...policyRuleProblems({ terms }));
  for (const term of missingRuntimeLifecycles((key) => machines.has(key)))
    problems.push(`runtime rules: the model has no lifecycle term ${term}`);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    runtimeModel: {
      metadata: compiled.model,
      roles,
      terms,
      machines,
      children,
      closing: closingRules,
      fingerprint: fingerprint(terms, roles),
      recorded: {
        model: compiled.model,
        authority_roles: compiled.authority_roles ?? [],
        rules: compiled.rules ?? [],
        terms: compiled.terms,
      },
    },
  };
}

function termSpec(
  term: TermDocument,
  documents: ReadonlyMap<string, TermDocument>,
  problems: string[],
): TermSpec | undefined {
  const fields = new Map(
    term.fields.map((field) => [
      field.name,
      { name: field.name, kind: field.kind, type: field.type, portable: field.portable_snapshot },
    ]),
  );
  const reference = (target: string, why: string): ReferenceSpec | undefined => {
    const problem = referenceProblem(term, target, (key) => documents.get(key));
    if (problem?.kind === 'undefined-target')
      problems.push(`${term.key}: ${why} names term "${target}", which the model does not define`);
    else if (problem)
      problems.push(`${term.key}: ${why} needs a reference field "${problem.field}" naming the ${target}`);
    return problem ? undefined : { field: documents.get(target)!.identity.field, term: target };
  };

  if (term.lifecycle) problems.push(...lifecycleProblems(term.key, term.lifecycle));
  const management = runtimeManagement(term);
  const machine =
    management === 'lifecycle' && term.lifecycle ? buildMachine({ ...term, lifecycle: term.lifecycle }) : undefined;
  const references = management ? runtimeReferences(term) : [];
  const parentReference = references.find((ref) => ref.relationship === undefined);
  const parent = parentReference && reference(parentReference.target, 'its parent');
  const pins = references
    .filter((ref) => ref.relationship !== undefined)
    .map((ref) => reference(ref.target, `relationship "${term.relationships[ref.relationship!]!.name}" (pins)`));
  const dependsOn = term.relationships.find((r) => r.name === 'depends_on' && r.target === term.key)?.name;
  const sequence = fields.get('sequence');
  return {
    key: term.key,
    identityField: term.identity.field,
    owner: term.authority.owner ?? '',
    fields,
    ...(parent ? { parent } : {}),
    pins: pins.filter((pin): pin is ReferenceSpec => pin !== undefined),
    ...(dependsOn ? { dependsOn } : {}),
    ...(sequence?.type === 'integer' && parent ? { sequenceField: sequence.name } : {}),
    ...(machine ? { machine } : {}),
    ...(management ? { management } : {}),
  };
}

/**
 * The fingerprint hashes the model's behaviour, not its layout: terms, fields, pins and states are
 * sorted, so that reordering the model (TERMS_REORDERED, FIELDS_REORDERED) keeps databases openable.
 */
function fingerprint(terms: ReadonlyMap<string, TermSpec>, roles: ReadonlySet<string>): string {
  const sorted = <T>(items: Iterable<T>, key: (item: T) => string) =>
    [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  const managed = sorted(
    [...terms.values()].filter((spec) => spec.management),
    (spec) => spec.key,
  ).map((spec) => ({
    ...spec,
    fields: sorted(spec.fields.values(), (field) => field.name),
    pins: sorted(spec.pins, (pin) => pin.field),
    machine: spec.machine && {
      initial: spec.machine.initial,
      states: [...spec.machine.states].sort(),
      terminal: [...spec.machine.terminal].sort(),
      transitions: sorted(spec.machine.transitions, ([from]) => from).map(([from, to]) => [from, [...to].sort()]),
    },
  }));
  return sha256(
    canonicalize({ managed, roles: [...roles].sort(), closing: closingRules, singleActiveChildren, policyAuthorities }),
  );
}

/** The machine of a term, which the caller knows has one. */
export function machineOf(model: RuntimeModel, term: string): Machine {
  const machine = model.machines.get(term);
  if (!machine) throw new Error(`internal: ${term} has no lifecycle`);
  return machine;
}
