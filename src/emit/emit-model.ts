// Stage 4, emit: every generated file for a linked model, in a stable order.
import type { Model } from '../model/model.js';
import { bundleModel } from './bundle.js';
import { canonicalJson } from './canonical-json.js';
import type { GeneratedFile } from './generated-file.js';
import { emitLintDocs } from './lint-docs.js';

/** The files `awm build` writes under the output directory. */
export function emitModel(model: Model): GeneratedFile[] {
  return [{ path: 'model.json', content: canonicalJson(bundleModel(model)) }, ...emitLintDocs(model)];
}
