// The validators for each kind of model document, precompiled from schemas/ at build time.
import type { ValidateFunction } from 'ajv';
import { createRequire } from 'node:module';
import { packagePath } from '../package-root.js';
import { precompiledValidatorsFile, type SchemaName } from './schema-files.js';

type Validators = Record<SchemaName, ValidateFunction>;

let validators: Validators | undefined;

/**
 * The validator for one kind of document. Ajv compiled every schema into one CommonJS module
 * when the package was built (see precompile-schemas.ts), which spares each run ~100 ms of
 * schema compilation.
 */
export function validatorFor(kind: SchemaName): ValidateFunction {
  validators ??= createRequire(import.meta.url)(packagePath(precompiledValidatorsFile)) as Validators;
  return validators[kind];
}
