// `awm conformance <trace.jsonl>` checks an event trace against the model's lifecycles, or a crosswalk's;
// `--listen` receives OTLP/HTTP traces and A2A push notifications and checks them as they arrive.
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { defaultListen, defaultMaxBodyBytes } from '../../conformance/live/endpoints.js';
import type { ConformanceRunOptions } from '../../conformance/run-conformance.js';
import type { GlobalOptions } from '../global-options.js';
import { cli } from '../io.js';

/** The run's own options as the library takes them, and what only the command line has. */
interface ConformanceOptions
  extends
    Omit<GlobalOptions, 'model'>,
    Pick<ConformanceRunOptions, 'model' | 'system' | 'strict' | 'allowPartial' | 'coverage' | 'traceFormat'> {
  trace?: string;
  format: 'stylish' | 'json';
  listen?: string;
  duration?: number;
  maxBodyBytes: number;
  coverageFormat?: 'stylish' | 'json' | 'markdown';
}

/**
 * `--listen`'s value as a host and port: empty for 127.0.0.1:4318, `:0` or `127.0.0.1:0` for a
 * port the system picks, `[::1]:4318` for IPv6, a bare port for loopback on it.
 */
export function parseListen(value: string): { host: string; port: number } | string {
  const text = value.trim();
  if (text === '') return { ...defaultListen };
  const match = /^(?:(\[[0-9a-fA-F:.]+\]|[^:[\]\s]*):)?(\d{1,5})$/.exec(text);
  const port = match ? Number(match[2]) : Number.NaN;
  if (!match || port > 65535)
    return `--listen takes [host]:port (such as 127.0.0.1:4318, :0 for any free port, [::1]:4318), not "${value}"`;
  const host = match[1] === undefined || match[1] === '' ? defaultListen.host : match[1].replace(/^\[|\]$/g, '');
  return { host, port };
}

export const conformanceCommand: CommandModule<GlobalOptions, ConformanceOptions> = {
  command: 'conformance [trace]',
  describe:
    "Check an event trace (JSON Lines, - for stdin) against the model's lifecycles, or a crosswalk's; or, with " +
    '--listen, the OTLP traces and A2A push notifications sent to it.',
  builder: (yargs: Argv<GlobalOptions>) =>
    (yargs as unknown as Argv<Omit<GlobalOptions, 'model'>>)
      .positional('trace', {
        type: 'string',
        describe: 'The trace file, one JSON event per line; - reads stdin.',
        // yargs turns a lone "-" into an empty string.
        coerce: (value: string) => (value === '' ? '-' : value),
      })
      .option('model', {
        type: 'string',
        default: undefined,
        requiresArg: true,
        describe:
          'A model directory or a compiled model.json; by default ./model when the working directory has one, ' +
          'else the model bundled with awm.',
      })
      .option('format', {
        type: 'string',
        choices: ['stylish', 'json'] as const,
        default: 'stylish' as const,
        describe: 'How to print the findings: for people, or as JSON.',
      })
      .option('system', {
        type: 'string',
        requiresArg: true,
        describe:
          "The trace is in this system's own term and state names: check it against the system's native " +
          'lifecycles, then project it through its crosswalk.',
      })
      .option('trace-format', {
        type: 'string',
        choices: ['jsonl', 'otlp', 'a2a', 'mcp'] as const,
        requiresArg: true,
        describe:
          "How the trace is written: awm's JSON lines, or (with --system) OTLP/JSON requests, A2A JSON-RPC or " +
          "server-sent event recordings, MCP JSON-RPC messages, read through the crosswalk's wire mapping. " +
          'Default: the one wire format the crosswalk maps, else jsonl.',
      })
      .option('strict', {
        type: 'boolean',
        default: false,
        describe: 'With --system: a native term the crosswalk does not know is an error, not a warning.',
      })
      .option('listen', {
        type: 'string',
        describe:
          'Receive instead of reading a file: OTLP/HTTP traces (POST /v1/traces, JSON or protobuf, gzip ' +
          'accepted) and A2A push notifications (POST /a2a/push) at [host]:port, by default ' +
          `${defaultListen.host}:${defaultListen.port}; ` +
          ':0 picks a free port and prints it. It binds to loopback unless given another host (0.0.0.0 or an ' +
          'address of this machine exposes it to the network). Findings print as requests arrive; SIGINT, ' +
          'SIGTERM or --duration stop it and print the coverage report.',
      })
      .option('duration', {
        type: 'number',
        requiresArg: true,
        describe: 'With --listen: stop after this many seconds.',
      })
      .option('max-body-bytes', {
        type: 'number',
        requiresArg: true,
        default: defaultMaxBodyBytes,
        describe: 'With --listen: the largest request body taken, before and after gzip; larger is refused (413).',
      })
      .option('coverage', {
        type: 'boolean',
        default: false,
        describe:
          'After the findings, report which terms, states and transitions the trace showed, how often, and which ' +
          'never (always on with --listen).',
      })
      .option('coverage-format', {
        type: 'string',
        choices: ['stylish', 'json', 'markdown'] as const,
        requiresArg: true,
        describe: 'How to print the coverage report; by default as --format prints findings.',
      })
      .check((argv) => {
        if (argv.listen === undefined && argv.trace === undefined)
          throw new Error('give a trace file (- for stdin), or --listen to receive traffic');
        if (argv.listen !== undefined && argv.trace !== undefined)
          throw new Error('give a trace file or --listen, not both');
        if (argv.duration !== undefined && (!(argv.duration > 0) || argv.listen === undefined))
          throw new Error('--duration takes a number of seconds above 0, with --listen');
        const max = argv['max-body-bytes'] as number;
        if (!Number.isSafeInteger(max) || max < 1) throw new Error('--max-body-bytes takes a whole number above 0');
        if (argv.listen !== undefined) {
          const listen = parseListen(argv.listen);
          if (typeof listen === 'string') throw new Error(listen);
        }
        return true;
      })
      .option('allow-partial', {
        type: 'boolean',
        default: false,
        describe:
          'The trace may start mid-way: entities first seen after their initial state, or under parents it ' +
          'never shows, are fine.',
      })
      .example('$0 conformance run.jsonl', 'Check a trace in AWM terms.')
      .example('$0 conformance --system vox agents.jsonl', "Check a trace in VOX's own vocabulary.")
      .example(
        '$0 conformance --system otel-genai --trace-format otlp spans.jsonl',
        "Check OpenTelemetry GenAI spans as the Collector's file exporter writes them.",
      )
      .example(
        '$0 conformance --listen --system otel-genai',
        'Check the GenAI spans OpenTelemetry exporters send to 127.0.0.1:4318, until Ctrl-C.',
      ) as unknown as Argv<ConformanceOptions>,
  handler: async (argv: ArgumentsCamelCase<ConformanceOptions>) => {
    const coverageFormat = argv.coverageFormat ?? argv.format;
    if (argv.listen !== undefined) return listen(argv, parseListen(argv.listen) as { host: string; port: number });
    const trace = argv.trace!;
    const [{ runConformance }, { conformanceReport }] = await Promise.all([
      import('../../conformance/run-conformance.js'),
      import('../conformance-report.js'),
    ]);
    const { sink, finish } = conformanceReport({ format: argv.format, trace, coverageFormat });
    const options = {
      trace,
      coverage: argv.coverage,
      strict: argv.strict,
      allowPartial: argv.allowPartial,
      cwd: cli().cwd,
      stdin: cli().stdin,
      ...(argv.model === undefined ? {} : { model: argv.model }),
      ...(argv.system === undefined ? {} : { system: argv.system }),
      ...(argv.traceFormat === undefined ? {} : { traceFormat: argv.traceFormat }),
    };
    finish(await runConformance(options, sink));
  },
};

/** `--listen`: runs the receiver until SIGINT, SIGTERM or --duration, then prints the totals and the coverage. */
async function listen(argv: ArgumentsCamelCase<ConformanceOptions>, address: { host: string; port: number }) {
  const [{ runLive }, { liveReport }, { onStopSignal }] = await Promise.all([
    import('../../conformance/live/run-live.js'),
    import('../live-report.js'),
    import('../stop-signals.js'),
  ]);
  const { sink, finish } = liveReport({ format: argv.format, coverageFormat: argv.coverageFormat ?? argv.format });
  const stop = new AbortController();
  const removeSignalListeners = onStopSignal(() => stop.abort());
  try {
    const outcome = await runLive(
      {
        ...address,
        maxBodyBytes: argv.maxBodyBytes,
        strict: argv.strict,
        allowPartial: argv.allowPartial,
        cwd: cli().cwd,
        stop: stop.signal,
        ...(argv.duration === undefined ? {} : { durationSeconds: argv.duration }),
        ...(argv.model === undefined ? {} : { model: argv.model }),
        ...(argv.system === undefined ? {} : { system: argv.system }),
      },
      sink,
    );
    finish(outcome);
  } finally {
    removeSignalListeners();
  }
}
