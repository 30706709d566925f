// `awm conformance <trace.jsonl>`: checks a system's event trace against the model's lifecycles, or a crosswalk's.
import { readSync } from 'node:fs';
import path from 'node:path';
import type { FileHandle } from 'node:fs/promises';
import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import type { Finding } from '../../conformance/findings.js';
import { ExitCode } from '../exit-codes.js';
import type { GlobalOptions } from '../global-options.js';
import { cli, pacedBy } from '../io.js';

interface ConformanceOptions extends Omit<GlobalOptions, 'model'> {
  model?: string;
  trace: string;
  format: 'stylish' | 'json';
  allowPartial: boolean;
  system?: string;
  strict: boolean;
}

/** `--model` when given; else ./model when the working directory has one; else the model bundled with awm. */
async function chooseModel(given: string | undefined): Promise<{ location?: string; name: string }> {
  if (given !== undefined) return { location: given, name: given };
  const { statSync } = await import('node:fs');
  try {
    if (statSync(path.resolve(cli().cwd, 'model')).isDirectory()) return { location: 'model', name: 'model' };
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
      .example(
        '$0 conformance --system vox agents.jsonl',
        "Check a trace in VOX's own vocabulary.",
      ) as unknown as Argv<ConformanceOptions>,
  handler: async (argv: ArgumentsCamelCase<ConformanceOptions>) => {
    const { open } = await import('node:fs/promises');
    const { resolveModel } = await import('../../model-input.js');
    const { packagePath } = await import('../../package-root.js');
    const { buildTraceModel } = await import('../../conformance/trace-model.js');
    const { checkTrace } = await import('../../conformance/check-trace.js');
    const { jsonWriter, stylishWriter } = await import('../../conformance/formatters.js');
    const { chalkFor, reportDiagnostics } = await import('../report.js');
    const fail = (message: string) => {
      cli().stderr.write(`awm conformance: ${message}\n`);
      cli().exitCode = ExitCode.failure;
    };

    const chosen = await chooseModel(argv.model);
    // The bundled model is kept current by `awm build --check`: read without the schema validators.
    const opened = await resolveModel(chosen.location ?? packagePath('generated', 'model.json'), {
      trusted: chosen.location === undefined,
      cwd: cli().cwd,
    });
    if (!opened.ok) return fail(opened.problem);
    const compiled = opened.value.bundle;
    if (!compiled) {
      reportDiagnostics('conformance', opened.value.diagnostics);
      return fail(`the model ${opened.value.name} could not be read`);
    }
    const built = buildTraceModel(compiled);
    if (!built.ok) return fail(`the model cannot be used to check traces:\n  ${built.problems.join('\n  ')}`);
    const mappings = compiled.mappings ?? [];
    const crosswalk =
      argv.system === undefined ? undefined : mappings.find((mapping) => mapping.system === argv.system);
    if (argv.system !== undefined && !crosswalk) {
      const { didYouMean } = await import('../../diagnostics/suggest.js');
      const systems = mappings.map((mapping) => mapping.system);
      return fail(
        `unknown system "${argv.system}"${didYouMean(argv.system, systems)}; ` +
          `${chosen.name} has crosswalks for: ${systems.join(', ') || 'none'}`,
      );
    }

    // Open before writing anything, so a missing file never leaves half a JSON document on stdout.
    let input: AsyncIterable<Buffer | string> | Iterable<Buffer> = cli().stdin;
    let handle: FileHandle | undefined;
    if (argv.trace !== '-') {
      try {
        handle = await open(path.resolve(cli().cwd, argv.trace), 'r');
        if ((await handle.stat()).isDirectory()) {
          await handle.close();
          return fail(`cannot read ${argv.trace}: it is a directory`);
        }
        input = fileChunks(handle.fd);
      } catch (error) {
        return fail(`cannot read ${argv.trace}: ${(error as Error).message}`);
      }
    }
    const write = (text: string) => cli().stdout.write(text);
    const model = chosen.location === undefined ? `${chosen.name} (${compiled.model.version})` : chosen.name;
    const writer =
      argv.format === 'json'
        ? jsonWriter(model, write)
        : stylishWriter(argv.trace === '-' ? '<stdin>' : argv.trace, model, write, chalkFor(cli().stdout));
    let summary: Awaited<ReturnType<typeof checkTrace>>;
    try {
      const onFinding = (finding: Finding) => writer.finding(finding);
      // Findings are written as the trace is read: reading waits while stdout is full.
      const paced = pacedBy(input, cli().stdout);
      if (crosswalk) {
        const { checkNativeTrace } = await import('../../conformance/native-trace.js');
        const options = { allowPartial: argv.allowPartial, strict: argv.strict };
        summary = await checkNativeTrace(paced, built.traceModel, crosswalk, compiled.terms, onFinding, options);
      } else {
        summary = await checkTrace(paced, built.traceModel, onFinding, { allowPartial: argv.allowPartial });
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (typeof code !== 'string' || !code.startsWith('E')) throw error;
      return fail(`cannot read ${argv.trace}: ${(error as Error).message}`);
    } finally {
      await handle?.close();
    }
    writer.end(summary);
    cli().exitCode = summary.errors > 0 ? ExitCode.problems : ExitCode.ok;
  },
};
