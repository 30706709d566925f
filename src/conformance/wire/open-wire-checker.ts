// A wire checker for one system and format, made from a compiled model: a receiver opens it once, feeds each request.
import type { ModelBundle } from '../../model/bundle.js';
import type { WireFormat } from '../../model/documents.js';
import { buildTraceModel } from '../trace-model.js';
import { mappedFormats, type WireCheckOptions, WireChecker } from './wire-checker.js';

export type OpenedWireChecker = { ok: true; checker: WireChecker } | { ok: false; problem: string };

/**
 * The checker of `format` messages for `system`'s crosswalk in `compiled`, or why there is none:
 * no such crosswalk, no wire mapping for the format, a model whose lifecycles cannot check traces.
 * Feed it with `check(document, where, report)`, one parsed document at a time, and call `end`.
 */
export function openWireChecker(
  compiled: Pick<ModelBundle, 'terms' | 'mappings'>,
  system: string,
  format: WireFormat,
  options: WireCheckOptions = {},
): OpenedWireChecker {
  const crosswalk = (compiled.mappings ?? []).find((mapping) => mapping.system === system);
  if (!crosswalk) return { ok: false, problem: `the model has no crosswalk for "${system}"` };
  const kinds = crosswalk.wire?.[format];
  if (!kinds || kinds.length === 0) {
    const mapped = mappedFormats(crosswalk);
    const has = mapped.length === 0 ? 'none' : mapped.join(', ');
    return { ok: false, problem: `the ${system} crosswalk declares no wire mapping for ${format} (it maps: ${has})` };
  }
  const built = buildTraceModel(compiled);
  if (!built.ok)
    return { ok: false, problem: `the model cannot be used to check traces: ${built.problems.join('; ')}` };
  return { ok: true, checker: new WireChecker(format, built.traceModel, crosswalk, kinds, compiled.terms, options) };
}
