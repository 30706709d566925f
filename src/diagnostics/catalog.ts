// The one catalogue of diagnostic codes raised while loading, validating and linking a model.
import { msg } from './message.js';

/**
 * `category` decides the exit status: `model` problems (the model was read and is wrong) exit 1;
 * `io` (the model could not be read), `config` (the command's own settings are wrong) and
 * `internal` (a bug) exit 2, because the command could not do its job at all.
 */
export const diagnosticCatalog = {
  MODEL_NOT_FOUND: {
    severity: 'error',
    category: 'io',
    message: msg`model "${'dir'}" ${'problem'}`,
    description:
      'The --model directory (or compiled model.json, where a command accepts one) does not exist, or is not a ' +
      'directory.',
  },
  READ_ERROR: {
    severity: 'error',
    category: 'io',
    message: msg`cannot read ${'what'}: ${'reason'}`,
    description: 'A model file exists but the operating system refused to read it.',
  },
  MISSING_FILE: {
    severity: 'error',
    category: 'model',
    message: msg`${'what'} is missing: expected ${'expected'}`,
    description: 'A required model document is absent: model.yaml, authority-roles.yaml, or every term document.',
  },
  UNKNOWN_FILE: {
    severity: 'warning',
    category: 'model',
    message: msg`"${'file'}" is not a known kind of model document and was ignored (expected ${'expected'})`,
    description: 'A YAML file sits where no model document is expected; it is not read.',
  },
  FILE_TOO_LARGE: {
    severity: 'error',
    category: 'model',
    message: msg`file is ${'size'}, over the ${'limit'} limit for one model document`,
    description:
      'A model document is larger than any real one should be; it is refused unread. The limit is 1 MiB, ' +
      'except for a crosswalk (`mappings/<system>.yaml`), which holds an entry for every term and may grow to 64 MiB.',
  },
  ENCODING: {
    severity: 'error',
    category: 'model',
    message: msg`file is not valid UTF-8 (invalid byte 0x${'byte'} at offset ${'offset'})`,
    description: 'Model documents must be UTF-8 text.',
  },
  EMPTY_FILE: {
    severity: 'error',
    category: 'model',
    message: msg`file has no content: expected ${'expected'}`,
    description: 'A model document is empty or holds only comments.',
  },
  YAML_SYNTAX: {
    severity: 'error',
    category: 'model',
    message: msg`${'detail'}`,
    description:
      'The file is not well-formed YAML, or uses a YAML feature the model does not allow (several documents, custom ' +
      'tags, non-scalar keys).',
  },
  SOURCE_HEADER: {
    severity: 'error',
    category: 'model',
    message: msg`a crosswalk source document starts with its YAML header between "---" lines: ${'detail'}`,
    description:
      'A file under mappings/sources/ lacks the provenance header that says where its verbatim text came from.',
  },
  DUPLICATE_KEY: {
    severity: 'error',
    category: 'model',
    message: msg`duplicate key "${'key'}" (first defined on line ${'firstLine'})`,
    description: 'A mapping repeats a key; YAML would silently keep only one of the values.',
  },
  ALIAS_LIMIT: {
    severity: 'error',
    category: 'model',
    message: msg`${'detail'}`,
    description:
      'A YAML alias names no anchor, refers to a node that contains it, or aliases expand beyond the bound that ' +
      'guards against "billion laughs" documents.',
  },
  FORBIDDEN_KEY: {
    severity: 'error',
    category: 'model',
    message: msg`key "${'key'}" is not allowed in a model document`,
    description: 'Keys such as __proto__ could alter object prototypes in consumers of the compiled model.',
  },
  SCHEMA_VIOLATION: {
    severity: 'error',
    category: 'model',
    message: msg`${'detail'}`,
    description:
      'A document does not match its JSON Schema under schemas/: an unknown key, a wrong type, a missing key or a ' +
      'value outside a closed vocabulary.',
  },
  DUPLICATE_TERM: {
    severity: 'error',
    category: 'model',
    message: msg`term "${'key'}" is already defined in ${'first'}`,
    description: 'Two term documents declare the same key.',
  },
  DUPLICATE_ID: {
    severity: 'error',
    category: 'model',
    message: msg`${'what'} "${'id'}" is already defined at ${'first'}`,
    description:
      'Two authority roles, rule sets, rules, mappings, or two fields or relationships of one term share an ' +
      'identifier.',
  },
  UNKNOWN_REFERENCE: {
    severity: 'error',
    category: 'model',
    message: msg`${'what'} "${'name'}" does not name ${'expected'}${'suggestion'}`,
    description:
      'A reference (relationship target, parent, term order entry, applies_to entry, mapping hook system) names ' +
      'nothing in the model.',
  },
  TERM_NOT_ORDERED: {
    severity: 'error',
    category: 'model',
    message: msg`term "${'key'}" is not listed in term_order in ${'modelFile'}`,
    description:
      'Every term must appear in model.yaml term_order, which fixes the order of terms in the compiled model.',
  },
  FILE_NAME: {
    severity: 'error',
    category: 'model',
    message: msg`${'what'} "${'id'}" must be defined in a file named ${'expected'}`,
    description:
      'Term, rule set and mapping documents are named after their key (terms/AgentRun.yaml holds key AgentRun) so ' +
      'that people and tools can find them.',
  },
  CONFIG_INVALID: {
    severity: 'error',
    category: 'config',
    message: msg`${'detail'}`,
    description:
      'The lint configuration file (awm.config.yaml) or a baseline file is malformed or names an unknown rule.',
  },
  INVALID_SUPPRESSION: {
    severity: 'error',
    category: 'model',
    message: msg`${'detail'}`,
    description:
      'An `# awm-disable-next-line` comment names no code, an unknown code or a code that cannot be suppressed, or ' +
      'gives no reason after `--`.',
  },
  UNUSED_SUPPRESSION: {
    severity: 'warning',
    category: 'model',
    message: msg`${'what'} suppresses ${'code'}, but nothing reports ${'code'} ${'where'}`,
    description: 'A suppression (an inline comment or a configuration entry) matches no finding, so it can be removed.',
  },
  RULE_FAILURE: {
    severity: 'error',
    category: 'internal',
    message: msg`${'detail'}`,
    description:
      'A lint rule threw an exception, reported a malformed finding or ran past its time budget: a bug in the ' +
      "rule, reported instead of silently skipping it. A plugin's rule is named with its plugin and module; the " +
      'other rules run as usual.',
  },
  PLUGIN_INVALID: {
    severity: 'error',
    category: 'config',
    message: msg`plugin "${'plugin'}": ${'detail'}`,
    description:
      'A module that awm.config.yaml lists under plugins cannot be found or imported, or does not export a plugin ' +
      '(a name and rules made with defineRule), or one of its rules is malformed. The finding is at the plugins ' +
      "entry; the plugin's other rules and every other rule still run.",
  },
  TYPE_NAME_CLASH: {
    severity: 'error',
    category: 'model',
    message: msg`term "${'key'}" would generate the TypeScript name ${'name'}, which ${'other'} already generates`,
    description:
      'Two generated TypeScript declarations would share a name: a term named like a shared type (Name, ' +
      'PolicyDocument, Grant), a model-wide union (TermKey, AuthorityRoleId, ModelLintCode) or a type derived from ' +
      'another term (<Term>Portable, <Term>State, <Term>Transitions).',
  },
  JSON_SYNTAX: {
    severity: 'error',
    category: 'model',
    message: msg`not valid JSON: ${'detail'}`,
    description: 'A compiled model (model.json) given to awm diff is not well-formed JSON.',
  },
  VERSION_BUMP: {
    severity: 'error',
    category: 'model',
    message: msg`${'detail'}`,
    description:
      'awm diff: model.version does not change as the worst change between the two models requires (semantic ' +
      'versioning).',
  },
} as const;

export type DiagnosticCode = keyof typeof diagnosticCatalog;
export type Severity = 'error' | 'warning';

/** The parameter names the message template of `C` requires. */
export type MessageParams<C extends DiagnosticCode> = (typeof diagnosticCatalog)[C]['message'] extends {
  format(values: Record<infer P, string>): string;
}
  ? P
  : never;
