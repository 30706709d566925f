// The unit every generator produces, and the shape of a generator.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Model } from '../model/model.js';

export interface GeneratedFile {
  /** Path relative to the output directory, forward slashes. */
  path: string;
  content: string;
}

/**
 * One generator of `awm build`: a function of the linked model alone. A generator that needs a
 * heavy library imports it inside `emit`, so that loading the emit stage (or the library's root
 * module) costs nothing until a build actually runs.
 */
export interface Generator {
  /** What the generator writes, for messages: `schemas`, `types`, `docs`. */
  name: string;
  emit(model: Model): GeneratedFile[] | Promise<GeneratedFile[]>;
  /** What in an otherwise valid model this generator cannot express, checked before a build writes anything. */
  check?(model: Model): Diagnostic[];
}
