// Stage 4, emit: every generated file for a linked model, in a stable order.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Model } from '../model/model.js';
import { bundleModel } from '../model/bundle.js';
import { canonicalJson } from './canonical-json.js';
import { docsGenerator } from './docs/emit-docs.js';
import { lintDocsGenerator } from './docs/lint-docs.js';
import type { GeneratedFile, Generator } from './generated-file.js';
import { emitPackage, type PackageOptions } from './package/emit-package.js';
import { schemasGenerator } from './schemas/emit-schemas.js';
import { typesGenerator } from './types/emit-types.js';

const bundleGenerator: Generator = {
  name: 'model',
  emit: (model) => [{ path: 'model.json', content: canonicalJson(bundleModel(model)) }],
};

/** Every generator `awm build` runs, in output order; `awm build --check` compares all of them. */
export const generators: readonly Generator[] = [
  bundleGenerator,
  schemasGenerator,
  typesGenerator,
  docsGenerator,
  lintDocsGenerator(),
];

export interface EmitOptions {
  /** The model package (generated/package/); its name comes from awm.config.yaml. */
  package?: PackageOptions;
}

/**
 * The files `awm build` writes under the output directory, sorted by path: every generator's,
 * then the model package, which ships what they made.
 */
export async function emitModel(model: Model, options: EmitOptions = {}): Promise<GeneratedFile[]> {
  const outputs = (await Promise.all(generators.map((generator) => generator.emit(model)))).flat();
  const packaged = await emitPackage(model, outputs, options.package);
  return [...outputs, ...packaged].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Problems that keep the generators from expressing the model, such as two types of one name. */
export function checkEmittable(model: Model): Diagnostic[] {
  return generators.flatMap((generator) => generator.check?.(model) ?? []);
}
