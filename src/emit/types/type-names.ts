// The names the type generator exports, and the terms whose names would clash with another declaration.
import { createDiagnostic, type Diagnostic } from '../../diagnostics/diagnostic.js';
import type { Model, Term } from '../../model/model.js';
import type { CommonDefinition } from '../schemas/common-schema.js';
import { termTypeName } from '../schemas/schema-ids.js';

const sharedNames: readonly CommonDefinition[] = ['Name', 'PolicyDocument', 'Grant'];
/** The model-wide unions of model.ts. */
export const modelUnionNames = ['TermKey', 'AuthorityRoleId', 'ModelLintCode'] as const;
/** The lifecycle-wide types of lifecycles.ts, and the model package's validator types. */
const lifecycleNames = ['LifecycleStates', 'LifecycleTermKey', 'EntityState'];
const validatorNames = ['Validator', 'ValidationError'];

/** Every name a term's module exports. */
export function termTypeNames(term: Term): string[] {
  const names = [termTypeName(term.key, 'exchange'), termTypeName(term.key, 'portable')];
  if (term.data.lifecycle) names.push(`${term.key}State`, `${term.key}Transitions`);
  return names;
}

/**
 * One diagnostic per term that would export a name something else exports first (shared
 * definitions, then model-wide types, then terms in model order): the model package's root
 * re-exports every generated module, and TypeScript rejects two exports of one name.
 */
export function checkTypeNames(model: Model): Diagnostic[] {
  const owners = new Map<string, string>();
  for (const name of sharedNames) owners.set(name, `the shared type ${name}`);
  for (const name of modelUnionNames) owners.set(name, `the model-wide union ${name}`);
  for (const name of lifecycleNames) owners.set(name, `the lifecycle type ${name}`);
  for (const name of validatorNames) owners.set(name, `the model package's type ${name}`);
  const diagnostics: Diagnostic[] = [];
  for (const term of model.terms.values()) {
    for (const name of termTypeNames(term)) {
      const other = owners.get(name);
      if (other === undefined) {
        owners.set(name, `term ${term.key}`);
        continue;
      }
      diagnostics.push(
        createDiagnostic(
          'TYPE_NAME_CLASH',
          { ...term.source.fileName, range: term.source.locate(['key']), term: term.key, path: 'key' },
          { key: term.key, name, other },
        ),
      );
    }
  }
  return diagnostics;
}
