// The change kinds of awm diff, each produced by one edit of the published model: the cases the diff tests share.
import { readFileSync } from 'node:fs';
import type { ChangeKind } from '../../src/diff/change-catalog.js';
import type { ModelBundle } from '../../src/model/bundle.js';
import type {
  FieldDocument,
  LifecycleDocument,
  RelationshipDocument,
  TermDocument,
} from '../../src/model/documents.js';
import { publishedModelFixture } from './paths.js';

export const published = JSON.parse(readFileSync(publishedModelFixture, 'utf8')) as ModelBundle;

/**
 * [kind, subject, path] of one expected change. Its classification and consumers are the
 * catalogue's; test/stress/diff-consumers.test.ts checks the consumers against the artefacts.
 */
export type Expected = [ChangeKind, string, string];

export interface DiffCase {
  name: string;
  /** Applied to both sides, for a change whose starting point the published model lacks. */
  setup?(bundle: ModelBundle): void;
  edit(bundle: ModelBundle): void;
  /** Exactly the changes expected, in output order. */
  expect: Expected[];
}

const term = (bundle: ModelBundle, key: string): TermDocument => bundle.terms.find((t) => t.key === key)!;
const field = (bundle: ModelBundle, key: string, name: string): FieldDocument =>
  term(bundle, key).fields.find((f) => f.name === name)!;
const relationship = (bundle: ModelBundle, key: string, name: string): RelationshipDocument =>
  term(bundle, key).relationships.find((r) => r.name === name)!;
const lifecycle = (bundle: ModelBundle, key: string): LifecycleDocument => term(bundle, key).lifecycle!;
const removeWhere = <T>(list: T[], predicate: (item: T) => boolean) => list.splice(list.findIndex(predicate), 1);
const rules = (bundle: ModelBundle) => bundle.rules[0]!.rules;

/** Renames a term everywhere the compiled model names it, as a careful author would. */
function renameTerm(
  bundle: ModelBundle,
  from: string,
  to: string,
  aliases: Partial<Pick<TermDocument, 'aliases' | 'deprecated_aliases'>>,
): void {
  const rename = (key: string) => (key === from ? to : key);
  for (const t of bundle.terms) {
    for (const r of t.relationships) r.target = rename(r.target);
    if (t.parent) t.parent.term = rename(t.parent.term);
    for (const n of t.non_synonyms) n.term = rename(n.term);
  }
  for (const m of bundle.mappings)
    m.terms = Object.fromEntries(Object.entries(m.terms).map(([key, hook]) => [rename(key), hook]));
  Object.assign(term(bundle, from), { key: to, ...aliases });
}
const mapping = (bundle: ModelBundle) => bundle.mappings[0]!;

export const diffCases: DiffCase[] = [
  // The model as a whole.
  {
    name: 'model description',
    edit: (b) => void (b.model.description = 'Reworded.'),
    expect: [['MODEL_METADATA_CHANGED', 'model', 'model.description']],
  },
  {
    name: 'terms reordered',
    edit: (b) => b.terms.unshift(...removeWhere(b.terms, (t) => t.key === 'Principal')),
    expect: [['TERMS_REORDERED', 'model', 'terms']],
  },
  {
    name: 'authority role added',
    edit: (b) => void b.authority_roles.push({ id: 'audit-log', description: 'Keeps the audit trail.' }),
    expect: [['AUTHORITY_ROLE_ADDED', 'authority-roles', 'authority_roles.audit-log']],
  },
  {
    name: 'authority role removed',
    edit: (b) => void removeWhere(b.authority_roles, (r) => r.id === 'host-product'),
    expect: [['AUTHORITY_ROLE_REMOVED', 'authority-roles', 'authority_roles.host-product']],
  },
  {
    name: 'authority role described',
    edit: (b) => void (b.authority_roles[0]!.description = 'Reworded.'),
    expect: [['AUTHORITY_ROLE_DESCRIBED', 'authority-roles', 'authority_roles.project-catalog.description']],
  },

  // Terms.
  {
    name: 'term added',
    edit: (b) =>
      void b.terms.push({ ...structuredClone(term(b, 'Turn')), key: 'Review', aliases: [], deprecated_aliases: [] }),
    expect: [['TERM_ADDED', 'Review', 'terms.Review']],
  },
  {
    name: 'term removed',
    // A term nothing refers to, so that removing it leaves a valid model.
    setup: (b) =>
      void b.terms.push({ ...structuredClone(term(b, 'Turn')), key: 'Review', aliases: [], deprecated_aliases: [] }),
    edit: (b) => void removeWhere(b.terms, (t) => t.key === 'Review'),
    expect: [['TERM_REMOVED', 'Review', 'terms.Review']],
  },
  {
    name: 'term renamed, evidenced by an alias',
    edit: (b) => renameTerm(b, 'Turn', 'RunTurn', { aliases: ['run-turn', 'turn'] }),
    expect: [
      ['TERM_RENAMED', 'RunTurn', 'terms.RunTurn.key'],
      ['ALIAS_ADDED', 'RunTurn', 'terms.RunTurn.aliases.turn'],
    ],
  },
  {
    name: 'term renamed, evidenced by a deprecated alias in another spelling',
    edit: (b) => renameTerm(b, 'Artifact', 'Output', { deprecated_aliases: ['artifact'] }),
    expect: [
      ['TERM_RENAMED', 'Output', 'terms.Output.key'],
      ['DEPRECATED_ALIAS_ADDED', 'Output', 'terms.Output.deprecated_aliases.artifact'],
    ],
  },
  {
    name: 'term deprecated',
    edit: (b) => void (term(b, 'Task').status = 'deprecated'),
    expect: [['TERM_DEPRECATED', 'Task', 'terms.Task.status']],
  },
  {
    name: 'term status',
    edit: (b) => void (term(b, 'Task').status = 'proposed'),
    expect: [['TERM_STATUS_CHANGED', 'Task', 'terms.Task.status']],
  },
  {
    name: 'term definition',
    edit: (b) => void (term(b, 'Task').definition = 'Reworded.'),
    expect: [['TERM_TEXT_CHANGED', 'Task', 'terms.Task.definition']],
  },

  // Fields and identity.
  {
    name: 'field added',
    edit: (b) =>
      void term(b, 'Turn').fields.push({
        name: 'token_count',
        kind: 'metadata',
        type: 'integer',
        portable_snapshot: true,
      }),
    expect: [['FIELD_ADDED', 'Turn', 'terms.Turn.fields.token_count']],
  },
  {
    name: 'field removed',
    edit: (b) => void removeWhere(term(b, 'Task').fields, (f) => f.name === 'title'),
    expect: [['FIELD_REMOVED', 'Task', 'terms.Task.fields.title']],
  },
  {
    name: 'field renamed: same kind, type and position',
    edit: (b) => void (field(b, 'Task', 'title').name = 'summary'),
    expect: [['FIELD_RENAMED', 'Task', 'terms.Task.fields.summary']],
  },
  {
    name: 'a field removed and one of another type added is no rename',
    edit: (b) => void Object.assign(field(b, 'Task', 'title'), { name: 'summary', type: 'list' }),
    expect: [
      ['FIELD_REMOVED', 'Task', 'terms.Task.fields.title'],
      ['FIELD_ADDED', 'Task', 'terms.Task.fields.summary'],
    ],
  },
  {
    name: 'field type',
    edit: (b) => void (field(b, 'Artifact', 'media_type').type = 'uri'),
    expect: [['FIELD_TYPE_CHANGED', 'Artifact', 'terms.Artifact.fields.media_type.type']],
  },
  {
    name: 'field type of a term the runtime records',
    edit: (b) => void (field(b, 'Turn', 'sequence').type = 'string'),
    expect: [['FIELD_TYPE_CHANGED', 'Turn', 'terms.Turn.fields.sequence.type']],
  },
  {
    name: 'field kind',
    edit: (b) => void (field(b, 'Artifact', 'media_type').kind = 'metadata'),
    expect: [['FIELD_KIND_CHANGED', 'Artifact', 'terms.Artifact.fields.media_type.kind']],
  },
  {
    name: 'field kind of a term the runtime records',
    edit: (b) => void (field(b, 'RunAttempt', 'agent_instance_id').kind = 'descriptive'),
    expect: [['FIELD_KIND_CHANGED', 'RunAttempt', 'terms.RunAttempt.fields.agent_instance_id.kind']],
  },
  {
    name: 'field leaves portable snapshots',
    edit: (b) => void (field(b, 'Turn', 'sequence').portable_snapshot = false),
    expect: [['FIELD_SNAPSHOT_EXCLUDED', 'Turn', 'terms.Turn.fields.sequence.portable_snapshot']],
  },
  {
    name: 'field joins portable snapshots',
    edit: (b) => void (field(b, 'AgentInstance', 'endpoint').portable_snapshot = true),
    expect: [['FIELD_SNAPSHOT_INCLUDED', 'AgentInstance', 'terms.AgentInstance.fields.endpoint.portable_snapshot']],
  },
  {
    name: 'field notes',
    edit: (b) => void (field(b, 'Turn', 'sequence').notes = 'Counts from 1.'),
    expect: [['FIELD_NOTES_CHANGED', 'Turn', 'terms.Turn.fields.sequence.notes']],
  },
  {
    name: 'fields reordered',
    edit: (b) => void term(b, 'Turn').fields.reverse(),
    expect: [['FIELDS_REORDERED', 'Turn', 'terms.Turn.fields']],
  },
  {
    name: 'identity field renamed',
    edit: (b) => {
      field(b, 'Turn', 'turn_id').name = 'run_turn_id';
      term(b, 'Turn').identity.field = 'run_turn_id';
    },
    expect: [
      ['IDENTITY_FIELD_CHANGED', 'Turn', 'terms.Turn.identity.field'],
      ['FIELD_RENAMED', 'Turn', 'terms.Turn.fields.run_turn_id'],
    ],
  },
  {
    name: 'identity authorization',
    edit: (b) => void (term(b, 'Turn').identity.authorization = true),
    expect: [['IDENTITY_AUTHORIZATION_CHANGED', 'Turn', 'terms.Turn.identity.authorization']],
  },

  // Relationships and parents.
  {
    name: 'optional relationship added',
    edit: (b) =>
      void term(b, 'Turn').relationships.push({
        name: 'artifacts',
        kind: 'references',
        target: 'Artifact',
        cardinality: '0..*',
      }),
    expect: [['RELATIONSHIP_ADDED', 'Turn', 'terms.Turn.relationships.artifacts']],
  },
  {
    name: 'a pins relationship added: the runtime keeps the reference fixed',
    edit: (b) =>
      void term(b, 'WorkSession').relationships.push({
        name: 'pinned_profile',
        kind: 'pins',
        target: 'WorkProfile',
        cardinality: '0..1',
      }),
    expect: [['RELATIONSHIP_ADDED', 'WorkSession', 'terms.WorkSession.relationships.pinned_profile']],
  },
  {
    name: 'required relationship added',
    edit: (b) =>
      void term(b, 'Turn').relationships.push({
        name: 'principal',
        kind: 'references',
        target: 'Principal',
        cardinality: '1',
      }),
    expect: [['RELATIONSHIP_ADDED_REQUIRED', 'Turn', 'terms.Turn.relationships.principal']],
  },
  {
    name: 'a required pins relationship added',
    edit: (b) =>
      void term(b, 'RunAttempt').relationships.push({
        name: 'pinned_instance',
        kind: 'pins',
        target: 'AgentInstance',
        cardinality: '1',
      }),
    expect: [['RELATIONSHIP_ADDED_REQUIRED', 'RunAttempt', 'terms.RunAttempt.relationships.pinned_instance']],
  },
  {
    name: 'relationship removed',
    edit: (b) => void removeWhere(term(b, 'Task').relationships, (r) => r.name === 'depends_on'),
    expect: [['RELATIONSHIP_REMOVED', 'Task', 'terms.Task.relationships.depends_on']],
  },
  {
    name: 'relationship target',
    edit: (b) => void (relationship(b, 'Artifact', 'produced_by_task').target = 'Turn'),
    expect: [['RELATIONSHIP_TARGET_CHANGED', 'Artifact', 'terms.Artifact.relationships.produced_by_task.target']],
  },
  {
    name: 'the target of a pins relationship',
    edit: (b) => void (relationship(b, 'WorkSession', 'project_snapshot').target = 'WorkProfile'),
    expect: [['RELATIONSHIP_TARGET_CHANGED', 'WorkSession', 'terms.WorkSession.relationships.project_snapshot.target']],
  },
  {
    name: 'relationship kind',
    edit: (b) => void (relationship(b, 'Task', 'depends_on').kind = 'observes'),
    expect: [['RELATIONSHIP_KIND_CHANGED', 'Task', 'terms.Task.relationships.depends_on.kind']],
  },
  {
    name: 'a relationship kind changed to pins',
    edit: (b) => void (relationship(b, 'RunAttempt', 'agent_instance').kind = 'pins'),
    expect: [['RELATIONSHIP_KIND_CHANGED', 'RunAttempt', 'terms.RunAttempt.relationships.agent_instance.kind']],
  },
  {
    name: 'relationship inverse',
    edit: (b) => void (relationship(b, 'Workspace', 'as_resource').inverse = 'workspace'),
    expect: [['RELATIONSHIP_INVERSE_CHANGED', 'Workspace', 'terms.Workspace.relationships.as_resource.inverse']],
  },
  {
    name: 'relationship notes',
    edit: (b) => void (relationship(b, 'Task', 'depends_on').notes = 'Acyclic.'),
    expect: [['RELATIONSHIP_NOTES_CHANGED', 'Task', 'terms.Task.relationships.depends_on.notes']],
  },
  {
    name: 'cardinality widened within the same shape (1..* -> 0..*)',
    setup: (b) => void (relationship(b, 'Workspace', 'bound_in').cardinality = '1..*'),
    edit: (b) => void (relationship(b, 'Workspace', 'bound_in').cardinality = '0..*'),
    expect: [['CARDINALITY_WIDENED', 'Workspace', 'terms.Workspace.relationships.bound_in.cardinality']],
  },
  {
    name: 'cardinality widened from one to many',
    edit: (b) => void (relationship(b, 'Workspace', 'as_resource').cardinality = '1..*'),
    expect: [
      ['CARDINALITY_WIDENED_TO_MANY', 'Workspace', 'terms.Workspace.relationships.as_resource.cardinality'],
      ['REFERENCE_OPTIONAL', 'Workspace', 'terms.Workspace.fields.resource_id'],
    ],
  },
  {
    name: 'cardinality widened from required to optional',
    edit: (b) => void (relationship(b, 'Workspace', 'as_resource').cardinality = '0..1'),
    expect: [
      ['CARDINALITY_WIDENED_TO_OPTIONAL', 'Workspace', 'terms.Workspace.relationships.as_resource.cardinality'],
      ['REFERENCE_OPTIONAL', 'Workspace', 'terms.Workspace.fields.resource_id'],
    ],
  },
  {
    name: 'an optional reference made exactly one: its field becomes required',
    edit: (b) => void (relationship(b, 'Artifact', 'work_session').cardinality = '1'),
    expect: [
      ['CARDINALITY_TIGHTENED', 'Artifact', 'terms.Artifact.relationships.work_session.cardinality'],
      ['REFERENCE_REQUIRED', 'Artifact', 'terms.Artifact.fields.work_session_id'],
    ],
  },
  {
    name: 'cardinality tightened',
    edit: (b) => void (relationship(b, 'Workspace', 'bound_in').cardinality = '0..1'),
    expect: [['CARDINALITY_TIGHTENED', 'Workspace', 'terms.Workspace.relationships.bound_in.cardinality']],
  },
  {
    name: 'cardinality changed to a range that neither contains',
    edit: (b) => void (relationship(b, 'Workspace', 'as_resource').cardinality = '2..3'),
    expect: [
      ['CARDINALITY_CHANGED', 'Workspace', 'terms.Workspace.relationships.as_resource.cardinality'],
      ['REFERENCE_OPTIONAL', 'Workspace', 'terms.Workspace.fields.resource_id'],
    ],
  },
  {
    name: 'a cardinality tightened at all three places that record it is reported once, at its own end',
    edit: (b) => {
      relationship(b, 'WorkSession', 'agent_runs').cardinality = '0..1';
      relationship(b, 'AgentRun', 'work_session').inverse_cardinality = '0..1';
      term(b, 'AgentRun').parent!.inverse_cardinality = '0..1';
    },
    expect: [['CARDINALITY_TIGHTENED', 'WorkSession', 'terms.WorkSession.relationships.agent_runs.cardinality']],
  },
  {
    name: 'a cardinality changed only on the inverse side is reported there',
    edit: (b) => void (relationship(b, 'AgentRun', 'tasks').inverse_cardinality = '0..1'),
    expect: [['CARDINALITY_TIGHTENED', 'AgentRun', 'terms.AgentRun.relationships.tasks.inverse_cardinality']],
  },
  {
    name: 'parent added',
    edit: (b) =>
      void (term(b, 'Artifact').parent = {
        term: 'WorkSession',
        cardinality: '1',
        inverse: 'artifacts',
        inverse_cardinality: '0..*',
      }),
    expect: [['PARENT_ADDED', 'Artifact', 'terms.Artifact.parent']],
  },
  {
    name: 'parent removed',
    edit: (b) => void delete term(b, 'Task').parent,
    expect: [['PARENT_REMOVED', 'Task', 'terms.Task.parent']],
  },
  {
    name: 'parent changed',
    edit: (b) => void Object.assign(term(b, 'Turn').parent!, { term: 'RunAttempt', inverse: 'turns' }),
    expect: [['PARENT_CHANGED', 'Turn', 'terms.Turn.parent']],
  },

  // Lifecycles.
  {
    name: 'lifecycle added',
    edit: (b) =>
      void (term(b, 'Artifact').lifecycle = {
        initial: 'draft',
        states: ['draft', 'published'],
        terminal: ['published'],
        transitions: [{ from: 'draft', to: 'published' }],
      }),
    expect: [['LIFECYCLE_ADDED', 'Artifact', 'terms.Artifact.lifecycle']],
  },
  {
    name: 'lifecycle removed',
    edit: (b) => void delete term(b, 'Task').lifecycle,
    expect: [['LIFECYCLE_REMOVED', 'Task', 'terms.Task.lifecycle']],
  },
  {
    name: 'state added',
    edit: (b) => void lifecycle(b, 'AgentRun').states.push('paused'),
    expect: [['STATE_ADDED', 'AgentRun', 'terms.AgentRun.lifecycle.states.paused']],
  },
  {
    name: 'state removed, with its transitions and terminal flag',
    edit: (b) => {
      const states = lifecycle(b, 'AgentRun');
      states.states = states.states.filter((s) => s !== 'cancelled');
      states.terminal = states.terminal.filter((s) => s !== 'cancelled');
      states.transitions = states.transitions.filter((t) => t.to !== 'cancelled');
    },
    expect: [
      ['STATE_REMOVED', 'AgentRun', 'terms.AgentRun.lifecycle.states.cancelled'],
      ['TRANSITION_REMOVED', 'AgentRun', 'terms.AgentRun.lifecycle.transitions.assigned->cancelled'],
      ['TRANSITION_REMOVED', 'AgentRun', 'terms.AgentRun.lifecycle.transitions.running->cancelled'],
      ['TRANSITION_REMOVED', 'AgentRun', 'terms.AgentRun.lifecycle.transitions.blocked->cancelled'],
    ],
  },
  {
    name: 'initial state',
    edit: (b) => void (lifecycle(b, 'AgentRun').initial = 'running'),
    expect: [['INITIAL_STATE_CHANGED', 'AgentRun', 'terms.AgentRun.lifecycle.initial']],
  },
  {
    name: 'state made terminal',
    edit: (b) => void lifecycle(b, 'AgentRun').terminal.push('blocked'),
    expect: [['TERMINAL_STATE_ADDED', 'AgentRun', 'terms.AgentRun.lifecycle.terminal.blocked']],
  },
  {
    name: 'state no longer terminal',
    edit: (b) => void lifecycle(b, 'AgentRun').terminal.pop(),
    expect: [['TERMINAL_STATE_REMOVED', 'AgentRun', 'terms.AgentRun.lifecycle.terminal.cancelled']],
  },
  {
    name: 'transition added',
    edit: (b) => void lifecycle(b, 'AgentRun').transitions.push({ from: 'blocked', to: 'failed' }),
    expect: [['TRANSITION_ADDED', 'AgentRun', 'terms.AgentRun.lifecycle.transitions.blocked->failed']],
  },
  {
    name: 'transition removed',
    edit: (b) => void lifecycle(b, 'AgentRun').transitions.pop(),
    expect: [['TRANSITION_REMOVED', 'AgentRun', 'terms.AgentRun.lifecycle.transitions.assigned->failed']],
  },
  {
    name: 'transition notes',
    edit: (b) => void (lifecycle(b, 'AgentRun').transitions[0]!.notes = 'When an instance picks the run up.'),
    expect: [['TRANSITION_NOTES_CHANGED', 'AgentRun', 'terms.AgentRun.lifecycle.transitions.assigned->running']],
  },

  // Authority and mutability.
  {
    name: 'owner',
    edit: (b) => void (term(b, 'Task').authority.owner = 'agent-runtime'),
    expect: [['AUTHORITY_OWNER_CHANGED', 'Task', 'terms.Task.authority.owner']],
  },
  {
    name: 'authority.mutable',
    edit: (b) => void (term(b, 'Task').authority.mutable = false),
    expect: [['AUTHORITY_MUTABLE_CHANGED', 'Task', 'terms.Task.authority.mutable']],
  },
  {
    name: 'mutability',
    edit: (b) => void (term(b, 'ProjectSnapshot').mutability = 'mutable'),
    expect: [['MUTABILITY_CHANGED', 'ProjectSnapshot', 'terms.ProjectSnapshot.mutability']],
  },
  {
    name: 'authority notes',
    edit: (b) => void (term(b, 'Task').authority.notes = 'Scheduling belongs to the coordinator.'),
    expect: [['AUTHORITY_NOTES_CHANGED', 'Task', 'terms.Task.authority.notes']],
  },

  // Rules and invariants.
  {
    name: 'advisory rule added',
    edit: (b) =>
      void rules(b).push({
        id: 'prefer-short-names',
        level: 'SHOULD',
        enforcement: 'documentary',
        applies_to: ['fields'],
        statement: 'Keep names short.',
      }),
    expect: [['RULE_ADDED', 'rules/architecture', 'rules.architecture.rules.prefer-short-names']],
  },
  {
    name: 'enforced rule added',
    edit: (b) =>
      void rules(b).push({
        id: 'no-blank-titles',
        level: 'MUST',
        enforcement: 'runtime',
        applies_to: ['Task'],
        statement: 'Titles are not blank.',
      }),
    expect: [['RULE_ADDED_ENFORCED', 'rules/architecture', 'rules.architecture.rules.no-blank-titles']],
  },
  {
    name: 'rule removed',
    edit: (b) => void removeWhere(rules(b), (r) => r.id === 'policy-narrows'),
    expect: [['RULE_REMOVED', 'rules/architecture', 'rules.architecture.rules.policy-narrows']],
  },
  {
    name: 'rule level tightened',
    setup: (b) => void (rules(b)[0]!.level = 'SHOULD'),
    edit: (b) => void (rules(b)[0]!.level = 'MUST'),
    expect: [
      [
        'RULE_LEVEL_TIGHTENED',
        'rules/architecture',
        'rules.architecture.rules.distinct-semantics-distinct-entities.level',
      ],
    ],
  },
  {
    name: 'rule level loosened',
    edit: (b) => void (rules(b)[0]!.level = 'SHOULD'),
    expect: [
      [
        'RULE_LEVEL_LOOSENED',
        'rules/architecture',
        'rules.architecture.rules.distinct-semantics-distinct-entities.level',
      ],
    ],
  },
  {
    name: 'rule applies to more',
    edit: (b) =>
      void rules(b)
        .find((r) => r.id === 'worksession-children')!
        .applies_to.push('AgentRun'),
    expect: [
      ['RULE_SCOPE_WIDENED', 'rules/architecture', 'rules.architecture.rules.worksession-children.applies_to.AgentRun'],
    ],
  },
  {
    name: 'rule no longer enforced',
    edit: (b) => void (rules(b).find((r) => r.id === 'worksession-children')!.enforcement = 'documentary'),
    expect: [
      ['RULE_SCOPE_NARROWED', 'rules/architecture', 'rules.architecture.rules.worksession-children.enforcement'],
    ],
  },
  {
    name: 'rule statement',
    edit: (b) => void (rules(b)[0]!.statement = 'Reworded.'),
    expect: [
      [
        'RULE_TEXT_CHANGED',
        'rules/architecture',
        'rules.architecture.rules.distinct-semantics-distinct-entities.statement',
      ],
    ],
  },
  {
    name: 'rule set title',
    edit: (b) => void (b.rules[0]!.title = 'Architecture'),
    expect: [['RULE_SET_CHANGED', 'rules/architecture', 'rules.architecture.title']],
  },
  {
    name: 'mandatory invariant added',
    edit: (b) =>
      void term(b, 'Turn').invariants.push({
        code: 'ordered',
        level: 'MUST',
        text: 'Turns MUST be ordered by sequence.',
      }),
    expect: [['RULE_ADDED_ENFORCED', 'Turn', 'terms.Turn.invariants.ordered']],
  },

  // Crosswalks.
  {
    name: 'crosswalk added',
    edit: (b) => void b.mappings.push({ ...structuredClone(mapping(b)), system: 'vox' }),
    expect: [['MAPPING_ADDED', 'mappings/vox', 'mappings.vox']],
  },
  {
    name: 'crosswalk removed',
    edit: (b) => {
      b.mappings = [];
      for (const t of b.terms) t.mapping_hooks = {};
    },
    expect: [['MAPPING_REMOVED', 'mappings/project-interop', 'mappings.project-interop']],
  },
  {
    name: 'term no longer mapped',
    edit: (b) => {
      delete mapping(b).terms.Turn;
      term(b, 'Turn').mapping_hooks = {};
    },
    expect: [['MAPPING_TERM_REMOVED', 'mappings/project-interop', 'mappings.project-interop.terms.Turn']],
  },
  {
    name: 'term newly mapped',
    setup: (b) => void delete mapping(b).terms.Turn,
    edit: (b) => void (mapping(b).terms.Turn = { fidelity: 'tbd', native_term: null }),
    expect: [['MAPPING_TERM_ADDED', 'mappings/project-interop', 'mappings.project-interop.terms.Turn']],
  },
  {
    name: 'fidelity lowered, in the crosswalk and the term hook alike, is reported once',
    edit: (b) => {
      mapping(b).terms.Project!.fidelity = 'none';
      term(b, 'Project').mapping_hooks['project-interop']!.fidelity = 'none';
    },
    expect: [
      ['MAPPING_FIDELITY_LOWERED', 'mappings/project-interop', 'mappings.project-interop.terms.Project.fidelity'],
    ],
  },
  {
    name: 'fidelity raised',
    edit: (b) => void (mapping(b).terms.Project!.fidelity = 'exact'),
    expect: [
      ['MAPPING_FIDELITY_CHANGED', 'mappings/project-interop', 'mappings.project-interop.terms.Project.fidelity'],
    ],
  },
  {
    name: 'native term changed',
    edit: (b) => void (mapping(b).terms.Project!.native_term = 'Workspace'),
    expect: [
      ['MAPPING_NATIVE_TERM_CHANGED', 'mappings/project-interop', 'mappings.project-interop.terms.Project.native_term'],
    ],
  },
  {
    name: 'native term set',
    edit: (b) => void (mapping(b).terms.Task!.native_term = 'Issue'),
    expect: [
      ['MAPPING_NATIVE_TERM_SET', 'mappings/project-interop', 'mappings.project-interop.terms.Task.native_term'],
    ],
  },
  {
    name: 'compatibility field mapping added',
    edit: (b) =>
      void mapping(b).compatibility_field_mappings.push({
        term: 'WorkSession',
        field: 'session_id',
        notes: 'Legacy name.',
      }),
    expect: [
      [
        'COMPATIBILITY_MAPPING_ADDED',
        'mappings/project-interop',
        'mappings.project-interop.compatibility_field_mappings.WorkSession.session_id',
      ],
    ],
  },
  {
    name: 'compatibility field mapping removed',
    setup: (b) =>
      void mapping(b).compatibility_field_mappings.push({
        term: 'WorkSession',
        field: 'session_id',
        notes: 'Legacy name.',
      }),
    edit: (b) => void mapping(b).compatibility_field_mappings.pop(),
    expect: [
      [
        'COMPATIBILITY_MAPPING_REMOVED',
        'mappings/project-interop',
        'mappings.project-interop.compatibility_field_mappings.WorkSession.session_id',
      ],
    ],
  },
  {
    // Verifying a crosswalk needs a vendored source document (the mapping schema), which no edit of a bundle makes.
    name: 'a crosswalk description reworded',
    edit: (b) => void (mapping(b).description = 'Reworded.'),
    expect: [['MAPPING_DETAILS_CHANGED', 'mappings/project-interop', 'mappings.project-interop.description']],
  },
  {
    name: 'a state map added: each translated native state is reported, an untranslated one is not',
    edit: (b) =>
      void (mapping(b).state_maps = {
        Project: {
          states: {
            LIVE: { awm_state: 'active', fidelity: 'close' },
            PURGED: { awm_state: null, fidelity: 'none', notes: 'Deleted for good.' },
          },
        },
      }),
    expect: [
      ['STATE_MAPPING_ADDED', 'mappings/project-interop', 'mappings.project-interop.state_maps.Project.states.LIVE'],
    ],
  },
  {
    name: 'a native state no longer translated, another translated differently, and a notes edit',
    setup: (b) =>
      void (mapping(b).state_maps = {
        Project: {
          states: {
            LIVE: { awm_state: 'active', fidelity: 'close' },
            GONE: { awm_state: 'archived', fidelity: 'close' },
          },
        },
      }),
    edit: (b) => {
      const states = mapping(b).state_maps!.Project!.states;
      states.LIVE = { awm_state: null, fidelity: 'none', notes: 'Not a lifecycle state after all.' };
      states.GONE!.awm_state = 'active';
    },
    expect: [
      ['STATE_MAPPING_REMOVED', 'mappings/project-interop', 'mappings.project-interop.state_maps.Project.states.LIVE'],
      ['STATE_MAPPING_CHANGED', 'mappings/project-interop', 'mappings.project-interop.state_maps.Project.states.GONE'],
      ['MAPPING_DETAILS_CHANGED', 'mappings/project-interop', 'mappings.project-interop.state_maps.Project'],
    ],
  },
  {
    name: "an entry's evidence is a detail",
    edit: (b) =>
      void (mapping(b).terms.Project = {
        ...mapping(b).terms.Project!,
        evidence: [{ section: 'Projects', quote: 'A project is a durable scope.' }],
      }),
    expect: [
      ['MAPPING_DETAILS_CHANGED', 'mappings/project-interop', 'mappings.project-interop.terms.Project.evidence'],
    ],
  },

  // Aliases.
  {
    name: 'alias added',
    edit: (b) => void term(b, 'Task').aliases.push('todo'),
    expect: [['ALIAS_ADDED', 'Task', 'terms.Task.aliases.todo']],
  },
  {
    name: 'alias removed without being kept as deprecated',
    edit: (b) => void (term(b, 'Task').aliases = []),
    expect: [['ALIAS_REMOVED', 'Task', 'terms.Task.aliases.work-item']],
  },
  {
    name: 'alias deprecated',
    edit: (b) => void Object.assign(term(b, 'Task'), { aliases: [], deprecated_aliases: ['work-item'] }),
    expect: [['ALIAS_DEPRECATED', 'Task', 'terms.Task.deprecated_aliases.work-item']],
  },
  {
    name: 'alias no longer deprecated',
    edit: (b) =>
      void Object.assign(term(b, 'AgentRun'), {
        aliases: ['agent-assignment', 'agent-session'],
        deprecated_aliases: ['agent session'],
      }),
    expect: [['ALIAS_UNDEPRECATED', 'AgentRun', 'terms.AgentRun.aliases.agent-session']],
  },
  {
    name: 'deprecated alias removed',
    edit: (b) => void term(b, 'AgentRun').deprecated_aliases.pop(),
    expect: [['DEPRECATED_ALIAS_REMOVED', 'AgentRun', 'terms.AgentRun.deprecated_aliases.agent session']],
  },
];
