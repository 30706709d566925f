// `awm conformance --listen` as data: the receiver started, traffic checked as it arrives, and the coverage at the end.
import { countingInto, type TraceSummary } from '../check-trace.js';
import { CoverageCounter, coverageReport, type CoverageReport } from '../coverage.js';
import { createFinding } from '../findings.js';
import { openCheckModel, type ConformanceOutcome, type ConformanceRunOptions } from '../run-conformance.js';
import { a2aPushPath, tracesPath } from './endpoints.js';
import { startReceiver, type Receiver, type RefusedRequest } from './otlp-receiver.js';
import { createLiveChecker, type LiveFinding } from './live-checker.js';

export interface LiveRunOptions extends Pick<
  ConformanceRunOptions,
  'model' | 'system' | 'strict' | 'allowPartial' | 'cwd'
> {
  host: string;
  port: number;
  maxBodyBytes: number;
  /** Stop by itself after this many seconds. */
  durationSeconds?: number;
  /** Aborted to stop (SIGINT, SIGTERM): the receiver stops accepting and answers the requests in flight. */
  stop: AbortSignal;
}

/** Where a live run's output goes as it happens. */
export interface LiveSink {
  /** Called once the socket is bound, with the address (the port chosen for port 0) and the model's name. */
  listening(address: { host: string; port: number }, model: string): void;
  finding(finding: LiveFinding): void;
}

export type { LiveFinding };

export interface LiveSummary extends TraceSummary {
  /** HTTP requests received, refused ones included. */
  requests: number;
}

export type LiveOutcome =
  { ok: true; summary: LiveSummary; coverage: CoverageReport; exitCode: 0 | 1 } | (ConformanceOutcome & { ok: false });

const failedToListen = (problem: string): LiveOutcome => ({ ok: false, problem, exitCode: 2 });

/** Waits for `signal` or, when given, `seconds`. */
function stopped(signal: AbortSignal, seconds: number | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = seconds === undefined ? undefined : setTimeout(resolve, seconds * 1000);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Receives OTLP/HTTP traces and A2A push notifications and checks each as it arrives, against
 * the model or, with `system`, the crosswalk's native lifecycles; until `stop` or the duration.
 */
export async function runLive(options: LiveRunOptions, sink: LiveSink): Promise<LiveOutcome> {
  const resolved = await openCheckModel(options);
  if (!resolved.ok) return resolved;
  const summary: LiveSummary = { requests: 0, events: 0, findings: 0, errors: 0, warnings: 0 };
  const report = countingInto<LiveFinding>(summary, (finding) => sink.finding(finding));
  const counter = new CoverageCounter();
  const { crosswalk, compiled } = resolved.value;
  if (!crosswalk) {
    const systems = (compiled.mappings ?? []).filter((mapping) => mapping.wire?.otlp || mapping.wire?.a2a);
    const names = systems.map((mapping) => mapping.system).join(', ') || 'none in this model';
    return failedToListen(
      `--listen reads protocol traffic through a crosswalk's wire mapping: give --system (${names})`,
    );
  }
  const checker = createLiveChecker(resolved.value, {
    allowPartial: options.allowPartial,
    strict: options.strict,
    coverage: counter,
  });
  if (typeof checker === 'string') return failedToListen(checker);
  const system = crosswalk.system;
  const unserved = {
    ...(checker.serves.traces
      ? {}
      : { traces: `the ${system} crosswalk maps no OTLP spans: this receiver takes ${a2aPushPath}` }),
    ...(checker.serves.push
      ? {}
      : { push: `the ${system} crosswalk maps no A2A messages: this receiver takes ${tracesPath}` }),
  };
  const refused = (request: RefusedRequest) => {
    const params = {
      request: String(request.number),
      method: request.method,
      path: request.path,
      status: String(request.status),
      detail: request.message,
    };
    report({ ...createFinding('REFUSED_REQUEST', request.number, params), request: request.number });
  };
  let receiver: Receiver;
  try {
    receiver = await startReceiver(
      { host: options.host, port: options.port, maxBodyBytes: options.maxBodyBytes, unserved },
      {
        traces: (request, received) => {
          summary.requests += 1;
          const checked = checker.traces(request, received.number, report);
          summary.events += checked.records;
          return checked.rejected;
        },
        push: (body, received) => {
          summary.requests += 1;
          summary.events += checker.push(body, received.number, report).records;
        },
        refused: (request) => {
          summary.requests += 1;
          if (request.lost) refused(request);
        },
      },
    );
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const where = `${options.host}:${options.port}`;
    if (code === 'EADDRINUSE') return failedToListen(`${where} is already in use (pick another port, or :0 for any)`);
    if (code === 'EADDRNOTAVAIL' || code === 'EACCES' || code === 'ENOTFOUND')
      return failedToListen(`cannot listen on ${where}: ${message}`);
    throw error;
  }
  sink.listening({ host: receiver.host, port: receiver.port }, resolved.value.name);
  await stopped(options.stop, options.durationSeconds);
  await receiver.close();
  checker.end(report);
  const coverage = coverageReport(counter, resolved.value.traceModel, summary.events, checker.vocabulary);
  return { ok: true, summary, coverage, exitCode: summary.errors > 0 ? 1 : 0 };
}
