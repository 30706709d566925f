// The model package's validators.js and validators.d.ts: one type guard per term, errors as JSON Pointer and message.
import type { Model } from '../../model/model.js';
import type { GeneratedFile } from '../generated-file.js';
import { jsDoc, lineComment } from '../types/ts-comment.js';

/** One exported validator: its name in compiled-validators.js, the type it guards and where that type lives. */
export interface ValidatorSpec {
  /** The export of compiled-validators.js (`AgentRun`); the validator is `validate` + this. */
  name: string;
  /** The schema file under schemas/ it checks. */
  schemaFile: string;
  /** The module of types/ that declares the type. */
  typeModule: string;
  /** One sentence on what it accepts. */
  summary: string;
}

const purpose =
  'A type guard per term and for EntityState, checking a value against its schema; errors name JSON Pointers.';

const validationErrorDoc = [
  'One problem a validator found in a value.',
  'For a missing or unexpected property, `path` points at the property itself; otherwise at the value that fails,' +
    ' `""` being the whole value.',
];

const validatorDoc = [
  'A validator compiled from a JSON Schema: a type guard, whose `errors` describe the last value it rejected.',
];

/** The run-time half: wraps each compiled validator so that its errors come out as { path, message, keyword }. */
function moduleJs(model: Model, specs: readonly ValidatorSpec[]): string {
  const exports = specs.map(
    (spec) => `${jsDoc([spec.summary])}export const validate${spec.name} = validator(compiled.${spec.name});\n`,
  );
  return `${lineComment(model.generatedNotice)}${lineComment(purpose)}
import * as compiled from './compiled-validators.js';

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

function validator(check) {
  const validate = (value) => {
    const valid = check(value);
    // An "if" error only says that a "then" failed, and that failure is reported on its own.
    validate.errors = valid ? [] : check.errors.filter((error) => error.keyword !== 'if').map(validationError);
    return valid;
  };
  validate.errors = [];
  return validate;
}

${exports.join('\n')}
${jsDoc(['Every validator, by the name of the type it checks.'])}export const validators = Object.freeze({
${specs.map((spec) => `  ${spec.name}: validate${spec.name},\n`).join('')}});
`;
}

/** An interface member with its JSDoc, indented. */
const member = (doc: string, declaration: string) => `${jsDoc([doc], '  ')}  ${declaration};\n`;

function moduleDts(model: Model, specs: readonly ValidatorSpec[]): string {
  const imports = specs.map((spec) => `import type { ${spec.name} } from './types/${spec.typeModule}.js';\n`);
  const declarations = specs.map(
    (spec) => `${jsDoc([spec.summary])}export declare const validate${spec.name}: Validator<${spec.name}>;\n`,
  );
  return `${lineComment(model.generatedNotice)}${lineComment(purpose)}
${imports.join('')}
${jsDoc(validationErrorDoc)}export interface ValidationError {
${member('JSON Pointer (RFC 6901) to the offending value or property.', 'readonly path: string')}\
${member('What is wrong, such as "must be string" or "is required".', 'readonly message: string')}\
${member('The JSON Schema keyword that failed: "type", "required", "format" and so on.', 'readonly keyword: string')}\
}

${jsDoc(validatorDoc)}export interface Validator<T> {
  (value: unknown): value is T;
${member('The problems the last call found; none after a valid value.', 'readonly errors: readonly ValidationError[]')}\
}

${declarations.join('\n')}
${jsDoc(['Every validator, by the name of the type it checks.'])}export declare const validators: {
${specs.map((spec) => `  readonly ${spec.name}: Validator<${spec.name}>;\n`).join('')}};
`;
}

/** validators.js and its declarations. */
export function validatorsModule(model: Model, specs: readonly ValidatorSpec[]): GeneratedFile[] {
  return [
    { path: 'validators.js', content: moduleJs(model, specs) },
    { path: 'validators.d.ts', content: moduleDts(model, specs) },
  ];
}
