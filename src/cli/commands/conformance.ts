// `awm conformance <trace.jsonl>`: checks a system's event trace against the model's lifecycles, or a crosswalk's.
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import type { ConformanceRunOptions } from '../../conformance/run-conformance.js';
import type { GlobalOptions } from '../global-options.js';
import { cli } from '../io.js';

/** The run's own options as the library takes them, and what only the command line has. */
interface ConformanceOptions
  extends
    Omit<GlobalOptions, 'model'>,
    Pick<ConformanceRunOptions, 'model' | 'trace' | 'system' | 'strict' | 'allowPartial' | 'traceFormat'> {
  format: 'stylish' | 'json';
}

export const conformanceCommand: CommandModule<GlobalOptions, ConformanceOptions> = {
  command: 'conformance <trace>',
  describe: "Check an event trace (JSON Lines, - for stdin) against the model's lifecycles, or a crosswalk's.",
  builder: (yargs: Argv<GlobalOptions>) =>
    (yargs as unknown as Argv<Omit<GlobalOptions, 'model'>>)
      .positional('trace', {
        type: 'string',
        demandOption: true,
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
      ) as unknown as Argv<ConformanceOptions>,
  handler: async (argv: ArgumentsCamelCase<ConformanceOptions>) => {
    const [{ runConformance }, { conformanceReport }] = await Promise.all([
      import('../../conformance/run-conformance.js'),
      import('../conformance-report.js'),
    ]);
    const { sink, finish } = conformanceReport({ format: argv.format, trace: argv.trace });
    const options = {
      trace: argv.trace,
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
