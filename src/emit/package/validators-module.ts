// The model package's validators: one module per type guard, a shared runtime, errors as JSON Pointer and message.
import type { GeneratedFile } from '../generated-file.js';
import { jsDoc, lineComment } from '../types/ts-comment.js';
import type { CompiledValidators } from './compile-validators.js';

/** One exported validator: its name, the type it guards and where that type lives. */
export interface ValidatorSpec {
  /** The type it guards (`AgentRun`), its module `validators/<name>.js`; the validator is `validate` + this. */
  name: string;
  /** The schema file under schemas/ it checks. */
  schemaFile: string;
  /** The module of types/ that declares the type. */
  typeModule: string;
  /** One sentence on what it accepts. */
  summary: string;
}

const validationErrorDoc = [
  'One problem a validator found in a value.',
  'For a missing or unexpected property, `path` points at the property itself; otherwise at the value that fails,' +
    ' `""` being the whole value.',
];

const validatorDoc = [
  'A validator compiled from a JSON Schema: a type guard, whose `errors` describe the last value it rejected.',
];

/** The purpose line of a validator's module and of its declarations. */
const validatorPurpose = (spec: ValidatorSpec) =>
  `The validator of ${spec.name}, compiled from schemas/${spec.schemaFile}.`;

/**
 * validator-runtime.js: what every validator module shares, Ajv's helpers and the formats, and the
 * wrapper that turns Ajv's errors into { path, message, keyword }. Not exported by the package.
 */
function runtimeJs(notice: string, compiled: CompiledValidators): string {
  const purpose = "What the validators share: the formats, Ajv's helpers, and errors as JSON Pointer and message.";
  return `${lineComment(notice)}${lineComment(purpose)}
${compiled.shared}
/** A property name as a JSON Pointer segment (RFC 6901). */
const segment = (name) => String(name).replace(/~/g, '~0').replace(/\\//g, '~1');

/** An Ajv error as the package reports it. */
function validationError({ keyword, instancePath, params, message }) {
  switch (keyword) {
    case 'required':
      return { path: \`\${instancePath}/\${segment(params.missingProperty)}\`, message: 'is required', keyword };
    case 'additionalProperties':
      return {
        path: \`\${instancePath}/\${segment(params.additionalProperty)}\`,
        message: 'is not allowed here',
        keyword,
      };
    case 'enum':
      return {
        path: instancePath,
        message: \`must be one of \${params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}\`,
        keyword,
      };
    // The schemas' one "not" is a name's: no character of the forbidden class.
    case 'not':
      return { path: instancePath, message: 'must not contain whitespace or control characters', keyword };
    default:
      return { path: instancePath, message, keyword };
  }
}

/** A type guard around a validator Ajv compiled, keeping the errors of the last value it rejected. */
export function validator(check) {
  const validate = (value) => {
    const valid = check(value);
    // An "if" error only says that a "then" failed, and that failure is reported on its own.
    validate.errors = valid ? [] : check.errors.filter((error) => error.keyword !== 'if').map(validationError);
    return valid;
  };
  validate.errors = [];
  return validate;
}
`;
}

/**
 * validators/<name>.js: one validator and the code Ajv compiled for it, importing only the shared
 * runtime. The call that makes the guard is marked pure, so a bundler drops an unused one.
 */
function validatorJs(notice: string, spec: ValidatorSpec, compiled: CompiledValidators): string {
  const { code, entry, uses } = compiled.validators.get(spec.name)!;
  const imports = ['validator', ...uses].sort().join(', ');
  return `${lineComment(notice)}${lineComment(validatorPurpose(spec))}
import { ${imports} } from '../validator-runtime.js';
${code}
${jsDoc([spec.summary])}export const validate${spec.name} = /* @__PURE__ */ validator(${entry});
`;
}

/** The imports of every validator module, for the modules that gather them. */
const importAll = (specs: readonly ValidatorSpec[], from: string) =>
  specs.map((spec) => `import { validate${spec.name} } from '${from}/${spec.name}.js';\n`).join('');

const allValidatorsDoc = ['Every validator, by the name of the type it checks.'];

/** all-validators.js: the `validators` object, in a module of its own so that importing one validator skips it. */
function allValidatorsJs(notice: string, specs: readonly ValidatorSpec[]): string {
  return `${lineComment(notice)}${lineComment('Every validator by the name of the type it checks.')}
${importAll(specs, './validators')}
${jsDoc(allValidatorsDoc)}export const validators = /* @__PURE__ */ Object.freeze({
${specs.map((spec) => `  ${spec.name}: validate${spec.name},\n`).join('')}});
`;
}

/** validators.js and its declarations: every validator and `validators`, each from its own module. */
function validatorsIndex(notice: string, specs: readonly ValidatorSpec[], types: boolean): string {
  const purpose = 'A type guard per term and for EntityState, each in validators/<name>.js; errors name JSON Pointers.';
  return `${lineComment(notice)}${lineComment(purpose)}
${types ? "export type { ValidationError, Validator } from './validator-runtime.js';\n" : ''}\
${specs.map((spec) => `export { validate${spec.name} } from './validators/${spec.name}.js';\n`).join('')}\
export { validators } from './all-validators.js';
`;
}

/** An interface member with its JSDoc, indented. */
const member = (doc: string, declaration: string) => `${jsDoc([doc], '  ')}  ${declaration};\n`;

/** The shared runtime's declarations: the two types every validator module names. */
function runtimeDts(notice: string): string {
  const purpose = 'The types the validators share: a validator and the errors it reports.';
  return `${lineComment(notice)}${lineComment(purpose)}
${jsDoc(validationErrorDoc)}export interface ValidationError {
${member('JSON Pointer (RFC 6901) to the offending value or property.', 'readonly path: string')}\
${member('What is wrong, such as "must be string" or "is required".', 'readonly message: string')}\
${member('The JSON Schema keyword that failed: "type", "required", "format" and so on.', 'readonly keyword: string')}\
}

${jsDoc(validatorDoc)}export interface Validator<T> {
  (value: unknown): value is T;
${member('The problems the last call found; none after a valid value.', 'readonly errors: readonly ValidationError[]')}\
}
`;
}

function validatorDts(notice: string, spec: ValidatorSpec): string {
  return `${lineComment(notice)}${lineComment(validatorPurpose(spec))}
import type { ${spec.name} } from '../types/${spec.typeModule}.js';
import type { Validator } from '../validator-runtime.js';

${jsDoc([spec.summary])}export declare const validate${spec.name}: Validator<${spec.name}>;
`;
}

function allValidatorsDts(notice: string, specs: readonly ValidatorSpec[]): string {
  const imports = specs.map((spec) => `import type { ${spec.name} } from './types/${spec.typeModule}.js';\n`);
  return `${lineComment(notice)}${lineComment('Every validator by the name of the type it checks.')}
${imports.join('')}import type { Validator } from './validator-runtime.js';

${jsDoc(allValidatorsDoc)}export declare const validators: {
${specs.map((spec) => `  readonly ${spec.name}: Validator<${spec.name}>;\n`).join('')}};
`;
}

/**
 * The validators' modules and declarations: the shared runtime, one module per validator under
 * validators/, all-validators.js, and validators.js, which re-exports them all.
 */
export function validatorsModule(
  notice: string,
  specs: readonly ValidatorSpec[],
  compiled: CompiledValidators,
): GeneratedFile[] {
  return [
    { path: 'validator-runtime.js', content: runtimeJs(notice, compiled) },
    { path: 'validator-runtime.d.ts', content: runtimeDts(notice) },
    ...specs.flatMap((spec) => [
      { path: `validators/${spec.name}.js`, content: validatorJs(notice, spec, compiled) },
      { path: `validators/${spec.name}.d.ts`, content: validatorDts(notice, spec) },
    ]),
    { path: 'all-validators.js', content: allValidatorsJs(notice, specs) },
    { path: 'all-validators.d.ts', content: allValidatorsDts(notice, specs) },
    { path: 'validators.js', content: validatorsIndex(notice, specs, false) },
    { path: 'validators.d.ts', content: validatorsIndex(notice, specs, true) },
  ];
}
