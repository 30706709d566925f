// The pipeline in one place: load -> validate -> link, each stage a function of the previous one's output.
import { compareDiagnostics, type Diagnostic } from './diagnostics/diagnostic.js';
import { linkModel } from './link/link-model.js';
import { loadModel } from './load/load-model.js';
import { directoryModelFiles, type ModelFiles } from './load/model-files.js';
import type { Model } from './model/model.js';
import { validateModel } from './validate/validate-model.js';

export interface CompileResult {
  /** The linked model; present whenever model.yaml was read, even if other documents failed. */
  model?: Model;
  /** Every diagnostic of every stage, sorted by file and position. */
  diagnostics: Diagnostic[];
}

export interface CompileOptions {
  /**
   * The directory a relative `modelDir` is resolved against and that diagnostics name files
   * relative to; by default the folder holding the model directory.
   */
  cwd?: string;
}

/**
 * Loads, validates and links the model in `modelDir` (or read through another ModelFiles, such
 * as a git revision). Never throws for problems in the model.
 */
export function compileModel(modelDir: string | ModelFiles, options: CompileOptions = {}): CompileResult {
  const modelFiles = typeof modelDir === 'string' ? directoryModelFiles(modelDir, options.cwd) : modelDir;
  const loaded = loadModel(modelFiles);
  const validated = validateModel(loaded);
  const linked = linkModel(validated);
  return { ...linked, diagnostics: [...linked.diagnostics].sort(compareDiagnostics) };
}
