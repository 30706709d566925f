// `awm conformance` as data: the model and crosswalk to check against, the trace opened and checked, the exit status.
import { readSync, statSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { ModelBundle } from '../model/bundle.js';
import type { MappingDocument, WireFormat } from '../model/documents.js';
import { resolveModel } from '../model-input.js';
import { packagePath } from '../package-root.js';
import { checkLines, checkTrace, type TraceSummary } from './check-trace.js';
import { CoverageCounter, coverageReport, type CoverageReport } from './coverage.js';
import type { Finding } from './findings.js';
import type { NativeVocabulary } from './native-trace.js';
import { buildTraceModel, type TraceModel } from './trace-model.js';

/** awm's own JSON lines, or a protocol's wire format. */
export type TraceFormat = 'jsonl' | WireFormat;

/** A trace's bytes as the checker takes them: a file's chunks, or stdin's. */
export type TraceChunks = AsyncIterable<Buffer | string> | Iterable<Buffer | string>;

export interface ConformanceRunOptions {
  /** A model directory or a compiled model.json; by default ./model when `cwd` has one, else the bundled model. */
  model?: string;
  /** The trace file, or - for `stdin`. */
  trace: string;
  /** The trace is in this system's own names: check it through the system's crosswalk. */
  system?: string;
  /**
   * How the trace is written: awm's JSON lines, or a protocol's wire format read through the
   * crosswalk's `wire` mapping. By default the one wire format the crosswalk maps, if it maps
   * exactly one; else JSON lines.
   */
  traceFormat?: TraceFormat;
  strict: boolean;
  allowPartial: boolean;
  /** Count which terms, states and transitions the trace shows, for a coverage report in the outcome. */
  coverage?: boolean;
  cwd: string;
  stdin: AsyncIterable<Buffer | string>;
}

/** Where a run's findings go as they are found: findings stream, so none is held until the end. */
export interface ConformanceSink {
  /**
   * Called once the model and the trace are open, before any finding (so a run that cannot start
   * writes nothing), with the name the model is shown by; returns where each finding goes.
   */
  start(model: string): (finding: Finding) => void;
  /** The trace's chunks as the check should read them: a caller pacing on its output waits here. */
  pace(chunks: TraceChunks): TraceChunks;
}

/** How a run ended: checked, exit 1 with errors among the findings; or it could not check, exit 2. */
export type ConformanceOutcome =
  | { ok: true; summary: TraceSummary; exitCode: 0 | 1; coverage?: CoverageReport }
  | { ok: false; problem: string; exitCode: 2; diagnostics?: readonly Diagnostic[] };

const failed = (problem: string, diagnostics?: readonly Diagnostic[]): ConformanceOutcome & { ok: false } => ({
  ok: false,
  problem,
  exitCode: 2,
  ...(diagnostics ? { diagnostics } : {}),
});

/** `--model` when given; else ./model when the working directory has one; else the model bundled with awm. */
function chooseModel(given: string | undefined, cwd: string): { location?: string; name: string } {
  if (given !== undefined) return { location: given, name: given };
  try {
    if (statSync(path.resolve(cwd, 'model')).isDirectory()) return { location: 'model', name: 'model' };
  } catch {
    // No model directory here: the bundled model.
  }
  return { name: 'the model bundled with awm' };
}

/**
 * A file's bytes in chunks of 64 KiB, read synchronously into one buffer: the check is the only
 * work there is, so reading ahead in the background would only add waiting for the thread pool.
 * Each chunk is overwritten by the next, which checkLines allows: it keeps nothing of a chunk.
 */
function* fileChunks(fd: number): Generator<Buffer> {
  const buffer = Buffer.allocUnsafe(64 * 1024);
  for (;;) {
    const read = readSync(fd, buffer);
    if (read === 0) return;
    yield read === buffer.length ? buffer : buffer.subarray(0, read);
  }
}

/**
 * The trace format to read: the one asked for, which for a wire format must be one the
 * crosswalk maps; else the crosswalk's one wire format when it maps exactly one; else JSON lines.
 */
function chooseTraceFormat(
  asked: TraceFormat | undefined,
  crosswalk: MappingDocument | undefined,
): { ok: true; format: TraceFormat } | { ok: false; problem: string } {
  const mapped = (['otlp', 'a2a', 'mcp'] as const).filter((format) => (crosswalk?.wire?.[format]?.length ?? 0) > 0);
  if (asked === undefined) return { ok: true, format: mapped.length === 1 ? mapped[0]! : 'jsonl' };
  if (asked === 'jsonl') return { ok: true, format: asked };
  if (!crosswalk)
    return {
      ok: false,
      problem:
        `--trace-format ${asked} needs --system: ` + `the system's crosswalk says how ${asked} messages become records`,
    };
  if (mapped.includes(asked)) return { ok: true, format: asked };
  const has = mapped.length === 0 ? 'no wire mapping at all' : `wire mappings for ${mapped.join(', ')} only`;
  return {
    ok: false,
    problem:
      `the ${crosswalk.system} crosswalk declares no wire mapping for ${asked} (it has ${has}); ` +
      `add a "wire: ${asked}:" block to model/mappings/${crosswalk.system}.yaml`,
  };
}

/** The model a check runs against, and the crosswalk when the trace is in a system's own names. */
export interface CheckModel {
  compiled: ModelBundle;
  traceModel: TraceModel;
  crosswalk: MappingDocument | undefined;
  /** The name the model is shown by. */
  name: string;
}

/**
 * Resolves `--model` (or ./model, or the bundled model) and `--system` into what a check needs,
 * or why it cannot run (exit 2): shared by the file check and the live receiver.
 */
export async function openCheckModel(
  options: Pick<ConformanceRunOptions, 'model' | 'system' | 'cwd'>,
): Promise<{ ok: true; value: CheckModel } | (ConformanceOutcome & { ok: false })> {
  const chosen = chooseModel(options.model, options.cwd);
  // The bundled model is kept current by `awm build --check`: read without the schema validators.
  const opened = await resolveModel(chosen.location ?? packagePath('generated', 'model.json'), {
    trusted: chosen.location === undefined,
    cwd: options.cwd,
  });
  if (!opened.ok) return failed(opened.problem);
  const compiled = opened.value.bundle;
  if (!compiled) return failed(`the model ${opened.value.name} could not be read`, opened.value.diagnostics);
  const built = buildTraceModel(compiled);
  if (!built.ok) return failed(`the model cannot be used to check traces:\n  ${built.problems.join('\n  ')}`);
  const mappings = compiled.mappings ?? [];
  const crosswalk =
    options.system === undefined ? undefined : mappings.find((mapping) => mapping.system === options.system);
  if (options.system !== undefined && !crosswalk) {
    const { didYouMean } = await import('../diagnostics/suggest.js');
    const systems = mappings.map((mapping) => mapping.system);
    return failed(
      `unknown system "${options.system}"${didYouMean(options.system, systems)}; ` +
        `${chosen.name} has crosswalks for: ${systems.join(', ') || 'none'}`,
    );
  }
  const name = chosen.location === undefined ? `${chosen.name} (${compiled.model.version})` : chosen.name;
  return { ok: true, value: { compiled, traceModel: built.traceModel, crosswalk, name } };
}

/** Checks a trace against the model's lifecycles, or a crosswalk's, streaming findings to `sink`. */
export async function runConformance(
  options: ConformanceRunOptions,
  sink: ConformanceSink,
): Promise<ConformanceOutcome> {
  const resolved = await openCheckModel(options);
  if (!resolved.ok) return resolved;
  const { compiled, crosswalk, name: model } = resolved.value;
  const built = { traceModel: resolved.value.traceModel };

  const format = chooseTraceFormat(options.traceFormat, crosswalk);
  if (!format.ok) return failed(format.problem);

  // Open before the sink starts, so a missing file never leaves half a JSON document on stdout.
  let input: TraceChunks = options.stdin;
  let handle: FileHandle | undefined;
  if (options.trace !== '-') {
    try {
      handle = await open(path.resolve(options.cwd, options.trace), 'r');
      if ((await handle.stat()).isDirectory()) {
        await handle.close();
        return failed(`cannot read ${options.trace}: it is a directory`);
      }
      input = fileChunks(handle.fd);
    } catch (error) {
      return failed(`cannot read ${options.trace}: ${(error as Error).message}`);
    }
  }
  const onFinding = sink.start(model);
  const counter = options.coverage ? new CoverageCounter() : undefined;
  let summary: TraceSummary;
  let vocabulary: NativeVocabulary | undefined;
  try {
    const paced = sink.pace(input);
    const checkOptions = { allowPartial: options.allowPartial, ...(counter ? { coverage: counter } : {}) };
    if (crosswalk && format.format !== 'jsonl') {
      const [{ WireChecker }, { checkWireRecording }, { nativeVocabulary }] = await Promise.all([
        import('./wire/wire-checker.js'),
        import('./wire/wire-input.js'),
        import('./native-trace.js'),
      ]);
      vocabulary = nativeVocabulary(crosswalk, compiled.terms);
      const kinds = crosswalk.wire![format.format]!;
      const wireOptions = { ...checkOptions, strict: options.strict };
      const checker = new WireChecker(format.format, built.traceModel, crosswalk, kinds, compiled.terms, wireOptions);
      summary = await checkWireRecording(paced, checker, onFinding);
    } else if (crosswalk) {
      const { NativeChecker, nativeVocabulary } = await import('./native-trace.js');
      vocabulary = nativeVocabulary(crosswalk, compiled.terms);
      const checker = new NativeChecker(built.traceModel, vocabulary, { ...checkOptions, strict: options.strict });
      summary = await checkLines(paced, checker, onFinding);
    } else {
      summary = await checkTrace(paced, built.traceModel, onFinding, checkOptions);
    }
  } catch (error) {
    // An I/O error (ENOENT, EIO, ...) while reading is the trace's; anything else is a bug, thrown on.
    const code = (error as NodeJS.ErrnoException).code;
    if (typeof code !== 'string' || !code.startsWith('E')) throw error;
    return failed(`cannot read ${options.trace}: ${(error as Error).message}`);
  } finally {
    await handle?.close();
  }
  const coverage = counter && coverageReport(counter, built.traceModel, summary.events, vocabulary);
  return { ok: true, summary, exitCode: summary.errors > 0 ? 1 : 0, ...(coverage ? { coverage } : {}) };
}
