// generated/package/: the model package downstream systems install, assembled from the other generators' files.
import type { Model } from '../../model/model.js';
import type { GeneratedFile } from '../generated-file.js';
import { entityStateSchemaFile, generatedSchemaBase, termSchemaFile } from '../schemas/schema-ids.js';
import { article } from '../schemas/term-schema.js';
import { lineComment } from '../types/ts-comment.js';
import { compileValidators } from './compile-validators.js';
import { packageManifest } from './package-manifest.js';
import { packageReadme } from './package-readme.js';
import { transitionsModule } from './transitions-module.js';
import { validatorsModule, type ValidatorSpec } from './validators-module.js';

export interface PackageOptions {
  /** The npm package name; default `@agent-work-model/model`. */
  name?: string;
  /** The text of the package's LICENSE file; none when not given. */
  license?: string;
}

export const defaultPackageName = '@agent-work-model/model';

/** generated/types/ modules that are not declarations alone: the package writes its own. */
const typeModulesWithValues = new Set(['types/index.ts', 'types/transitions.ts']);

/** What the package validates: each term's exchange shape, and EntityState when a term has a lifecycle. */
function validatorSpecs(model: Model, schemaFiles: readonly GeneratedFile[]): ValidatorSpec[] {
  const specs: ValidatorSpec[] = [...model.terms.values()].map((term) => {
    const schemaFile = termSchemaFile(term.key, 'exchange');
    return {
      name: term.key,
      schemaFile,
      typeModule: term.key,
      summary: `Whether a value is ${article(term.key)} ${term.key}: checks it against schemas/${schemaFile}.`,
    };
  });
  if (schemaFiles.some((file) => file.path === `schemas/${entityStateSchemaFile}`))
    specs.push({
      name: 'EntityState',
      schemaFile: entityStateSchemaFile,
      typeModule: 'lifecycles',
      summary:
        'Whether a value is an EntityState (a term, an id and a state of that term): ' +
        `checks it against schemas/${entityStateSchemaFile}.`,
    });
  return specs;
}

/**
 * The files of the model package, under `package/`: the types of generated/types/ as declaration
 * files, the transition tables and validators as ES modules, model.json and every schema as they
 * are, a package.json whose version is the model's, a README, and the LICENSE given. It depends on nothing.
 */
export async function emitPackage(
  model: Model,
  generated: readonly GeneratedFile[],
  options: PackageOptions = {},
): Promise<GeneratedFile[]> {
  const typeFiles = generated.filter((file) => file.path.startsWith('types/') && !typeModulesWithValues.has(file.path));
  const schemaFiles = generated.filter((file) => file.path.startsWith('schemas/'));
  const copies = generated.filter((file) => file.path === 'model.json' || file.path.startsWith('schemas/'));
  const specs = validatorSpecs(model, schemaFiles);
  const transitions = transitionsModule(model);
  const compiled = await compileValidators(
    schemaFiles,
    new Map(specs.map((spec) => [spec.name, generatedSchemaBase + spec.schemaFile])),
  );
  const valueModules = [...(transitions.length ? ['transitions'] : []), 'validators'];
  const header =
    lineComment(model.generatedNotice) + lineComment('The model package: every type, table and validator.');
  const reexports = (modules: readonly string[]) =>
    modules.map((module) => `export * from './${module}.js';\n`).join('');
  const typeModules = typeFiles.map((file) => file.path.replace(/\.ts$/, ''));
  const name = options.name ?? defaultPackageName;
  const files: GeneratedFile[] = [
    ...typeFiles.map((file) => ({ path: file.path.replace(/\.ts$/, '.d.ts'), content: file.content })),
    ...copies,
    ...transitions,
    ...validatorsModule(model.generatedNotice, specs, compiled),
    { path: 'index.js', content: `${header}\n${reexports(valueModules)}` },
    { path: 'index.d.ts', content: `${header}\n${reexports([...typeModules, ...valueModules])}` },
    { path: 'package.json', content: packageManifest(model, name) },
    ...(options.license === undefined ? [] : [{ path: 'LICENSE', content: options.license }]),
  ];
  return [
    ...files.map((file) => ({ path: `package/${file.path}`, content: file.content })),
    await emitPackageReadme(model, schemaFiles, options),
  ];
}

/**
 * The model package's README alone, as `emitPackage` writes it, from the schemas the package ships:
 * the docs site shows it, and needs neither the types nor the compiled validators for that.
 */
export async function emitPackageReadme(
  model: Model,
  schemaFiles: readonly GeneratedFile[],
  options: PackageOptions = {},
): Promise<GeneratedFile> {
  const name = options.name ?? defaultPackageName;
  return {
    path: 'package/README.md',
    content: await packageReadme(model, name, validatorSpecs(model, schemaFiles), schemaFiles),
  };
}
