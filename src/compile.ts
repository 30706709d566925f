// The pipeline in one place: load -> validate -> link, each stage a function of the previous one's output.
import { compareDiagnostics, type Diagnostic } from './diagnostics/diagnostic.js';
import { linkModel } from './link/link-model.js';
import { loadModel } from './load/load-model.js';
import type { ModelSource } from './load/model-source.js';
import type { Model } from './model/model.js';
import { validateModel } from './validate/validate-model.js';

export interface CompileResult {
  /** The linked model; present whenever model.yaml was read, even if other documents failed. */
  model?: Model;
  /** Every diagnostic of every stage, sorted by file and position. */
  diagnostics: Diagnostic[];
}

/**
 * Loads, validates and links the model in `modelDir` (or read through another ModelSource, such
 * as a git revision). Never throws for problems in the model.
 */
export function compileModel(modelDir: string | ModelSource): CompileResult {
  const loaded = loadModel(modelDir);
  const validated = validateModel(loaded);
  const linked = linkModel(validated);
  return { ...linked, diagnostics: [...linked.diagnostics].sort(compareDiagnostics) };
}
