// Reads a compiled model (generated/model.json) as a ModelBundle: JSON syntax, the bundle schema, unique names.
import {
  createDiagnostic,
  wholeFile,
  type Diagnostic,
  type DiagnosticTarget,
  type FileName,
} from '../diagnostics/diagnostic.js';
import type { ModelBundle } from '../model/bundle.js';
import { schemaDiagnostics } from './ajv-diagnostics.js';
import { validatorFor } from './schema-registry.js';
import { formatPath, ModelFile, type ModelPath } from '../model/model-file.js';

export interface LoadedBundle {
  /** The bundle, present when the file is valid JSON matching the bundle schema with unique names. */
  bundle?: ModelBundle;
  diagnostics: Diagnostic[];
  /** Where a path of the bundle (such as `['model', 'version']`) sits in the file, for a diagnostic about it. */
  locate(path: ModelPath): DiagnosticTarget;
}

/**
 * Parses the text of a compiled model. `file` names it in diagnostics; `locator` is its full name
 * (a path on disk or `revision:path`). The fast path is JSON.parse plus the precompiled schema
 * validator; only when something is wrong is the text parsed again with positions to locate it.
 */
export function parseBundle(text: string, file: string, locator: string): LoadedBundle {
  let positioned: ModelFile | undefined;
  // JSON is YAML: the positioned YAML document of the text locates paths in it.
  const source = () => (positioned ??= new ModelFile(locator, file, text));
  const locate = (path: ModelPath): DiagnosticTarget => ({
    file,
    absolutePath: locator,
    range: source().locate(path),
    path: formatPath(path),
  });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { diagnostics: [jsonSyntax(text, { file, absolutePath: locator }, (error as Error).message)], locate };
  }
  const validate = validatorFor('bundle');
  if (!validate(data)) return { diagnostics: schemaDiagnostics(validate.errors ?? [], source(), data), locate };
  const bundle = data as ModelBundle;
  const duplicates = duplicateNames(bundle).map(({ what, id, path, first }) => {
    const firstAt = `${file}:${source().locate(first).line}`;
    return what === 'term'
      ? createDiagnostic('DUPLICATE_TERM', locate(path), { key: id, first: firstAt })
      : createDiagnostic('DUPLICATE_ID', locate(path), { what, id, first: firstAt });
  });
  return duplicates.length > 0 ? { diagnostics: duplicates, locate } : { bundle, diagnostics: [], locate };
}

/** JSON.parse's message, located where V8 says "at position N" (it does not always say). */
function jsonSyntax(text: string, name: FileName, message: string): Diagnostic {
  const position = /at position (\d+)/.exec(message);
  const detail = message.replace(/ in JSON at position \d+.*$/, '').replace(/, ".*" is not valid JSON$/s, '');
  if (!position) return createDiagnostic('JSON_SYNTAX', { ...name, range: wholeFile }, { detail });
  const offset = Number(position[1]);
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  return createDiagnostic(
    'JSON_SYNTAX',
    { ...name, range: { line, column, endLine: line, endColumn: column + 1 } },
    { detail },
  );
}

interface Duplicate {
  what: string;
  id: string;
  path: ModelPath;
  first: ModelPath;
}

/**
 * Names the diff matches elements by, repeated where the compiler would have refused them: term
 * keys, role, rule set, rule and crosswalk ids, and field and relationship names within a term.
 */
function duplicateNames(bundle: ModelBundle): Duplicate[] {
  const found: Duplicate[] = [];
  const check = <T>(
    what: string,
    items: readonly T[],
    idOf: (item: T) => string,
    pathOf: (index: number) => ModelPath,
  ) => {
    const first = new Map<string, number>();
    items.forEach((item, index) => {
      const id = idOf(item);
      const earlier = first.get(id);
      if (earlier === undefined) first.set(id, index);
      else found.push({ what, id, path: pathOf(index), first: pathOf(earlier) });
    });
  };
  check(
    'term',
    bundle.terms,
    (term) => term.key,
    (i) => ['terms', i, 'key'],
  );
  check(
    'authority role',
    bundle.authority_roles,
    (role) => role.id,
    (i) => ['authority_roles', i, 'id'],
  );
  check(
    'rule set',
    bundle.rules,
    (ruleSet) => ruleSet.id,
    (i) => ['rules', i, 'id'],
  );
  check(
    'mapping',
    bundle.mappings,
    (mapping) => mapping.system,
    (i) => ['mappings', i, 'system'],
  );
  const rules = bundle.rules.flatMap((ruleSet, s) =>
    ruleSet.rules.map((rule, r) => ({ id: rule.id, path: ['rules', s, 'rules', r, 'id'] as ModelPath })),
  );
  check(
    'rule',
    rules,
    (rule) => rule.id,
    (i) => rules[i]!.path,
  );
  bundle.terms.forEach((term, t) => {
    // Tens of thousands of short lists: only index the few that hold a repeated name.
    if (hasRepeats(term.fields.map((field) => field.name))) {
      check(
        `field of ${term.key}`,
        term.fields,
        (field) => field.name,
        (i) => ['terms', t, 'fields', i, 'name'],
      );
    }
    if (hasRepeats(term.relationships.map((relationship) => relationship.name))) {
      check(
        `relationship of ${term.key}`,
        term.relationships,
        (relationship) => relationship.name,
        (i) => ['terms', t, 'relationships', i, 'name'],
      );
    }
  });
  return found;
}

function hasRepeats(names: readonly string[]): boolean {
  for (let i = 1; i < names.length; i++) for (let j = 0; j < i; j++) if (names[i] === names[j]) return true;
  return false;
}
