// The trace model of the model bundled with awm, built once per test file.
import { buildTraceModel, type TraceModel } from '../../src/conformance/trace-model.js';
import { loadCompiledModel } from '../../src/runtime/load-runtime-model.js';

let traceModel: TraceModel | undefined;

/** The bundled model's trace model; the first call builds it. */
export async function bundledTraceModel(): Promise<TraceModel> {
  if (!traceModel) {
    const built = buildTraceModel(await loadCompiledModel());
    if (!built.ok) throw new Error(built.problems.join('\n'));
    traceModel = built.traceModel;
  }
  return traceModel;
}
