// The subcommands of `awm mapping`: read the model (a directory or a model.json), call the map library, print.
import path from 'node:path';
import type { ArgumentsCamelCase } from 'yargs';
import { didYouMean } from '../../diagnostics/suggest.js';
import type { ModelBundle } from '../../model/bundle.js';
import { resolveComparedModel, resolveModel, type ModelInput, type Opened } from '../../model-input.js';
import { writeTextFile } from '../../write-text-file.js';
import { ExitCode } from '../exit-codes.js';
import { cli } from '../io.js';
import { chalkFor, reportDiagnostics } from '../report.js';
import type { MappingCliOptions, MappingSubcommand } from './options.js';

class MappingCliError extends Error {}

/** The model's compiled form, or a MappingCliError naming why there is none (its diagnostics are printed). */
function readBundle(opened: Opened<ModelInput>): { input: ModelInput; bundle: ModelBundle } {
  if (!opened.ok) throw new MappingCliError(opened.problem);
  const status = reportDiagnostics('mapping', opened.value.diagnostics);
  if (!opened.value.bundle) {
    cli().exitCode = status === ExitCode.ok ? ExitCode.problems : status;
    throw new MappingCliError(`${opened.value.name} could not be read as a valid model`);
  }
  return { input: opened.value, bundle: opened.value.bundle };
}

/** `[system]` when it names a crosswalk of one of the bundles, all systems when absent; a usage error otherwise. */
function selectSystems(system: string | undefined, ...bundles: ModelBundle[]): string[] | undefined {
  if (system === undefined) return undefined;
  const known = [...new Set(bundles.flatMap((bundle) => bundle.mappings.map((mapping) => mapping.system)))];
  if (!known.includes(system))
    throw new MappingCliError(
      `unknown system "${system}"${didYouMean(system, known)}; the model has crosswalks for: ` +
        `${known.join(', ') || 'none'}`,
    );
  return [system];
}

function write(text: string, outputFile: string | undefined): void {
  if (outputFile === undefined) {
    cli().stdout.write(text);
    return;
  }
  try {
    writeTextFile(path.resolve(cli().cwd, outputFile), text, outputFile);
  } catch (error) {
    throw new MappingCliError((error as Error).message);
  }
}

async function coverage(argv: ArgumentsCamelCase<MappingCliOptions>): Promise<void> {
  const { bundle } = readBundle(await resolveModel(argv.model, { cwd: cli().cwd }));
  const { mappingCoverage } = await import('../../map/coverage.js');
  const report = mappingCoverage(bundle, selectSystems(argv.system, bundle));
  if (argv.format === 'json') cli().stdout.write((await import('../../map/format/json.js')).formatCoverageJson(report));
  else if (argv.format === 'markdown')
    cli().stdout.write((await import('../../map/format/markdown.js')).formatCoverageMarkdown(report));
  else
    cli().stdout.write(
      (await import('../../map/format/stylish.js')).formatCoverageStylish(report, chalkFor(cli().stdout)),
    );
}

async function exportSet(argv: ArgumentsCamelCase<MappingCliOptions>): Promise<void> {
  const { bundle } = readBundle(await resolveModel(argv.model, { cwd: cli().cwd }));
  const { exportSssom } = await import('../../map/sssom.js');
  const result = exportSssom(bundle, selectSystems(argv.system, bundle));
  write(result.text, argv.outputFile);
  const leftOut = result.leftOut.reduce((sum, entry) => sum + entry.terms.length, 0);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? 'y' : 'ies'}`;
  if (leftOut > 0) {
    const bySystem = result.leftOut.map((entry) => `${entry.system}: ${entry.terms.length}`).join(', ');
    cli().stderr.write(
      `awm mapping export: left out ${plural(leftOut, 'tbd entr')} (${bySystem}); ${result.rows} rows written\n`,
    );
  }
}

async function diff(argv: ArgumentsCamelCase<MappingCliOptions>): Promise<void> {
  // The working model first: when it cannot be read, --against is not worth resolving.
  const after = readBundle(await resolveModel(argv.model, { cwd: cli().cwd }));
  const before = readBundle(await resolveComparedModel(argv.against!, argv.model, cli().cwd));
  const { diffCrosswalks } = await import('../../map/crosswalk-diff.js');
  const groups = diffCrosswalks(before.bundle, after.bundle, selectSystems(argv.system, after.bundle, before.bundle));
  const names = { before: before.input.name, after: after.input.name };
  if (argv.format === 'json')
    cli().stdout.write((await import('../../map/format/json.js')).formatCrosswalkDiffJson(groups, names));
  else
    cli().stdout.write(
      (await import('../../map/format/stylish.js')).formatCrosswalkDiffStylish(groups, names, chalkFor(cli().stdout)),
    );
}

/** Writes a new crosswalk's files (see newCrosswalk); nothing that exists is overwritten. */
async function init(argv: ArgumentsCamelCase<MappingCliOptions>): Promise<void> {
  const { input, bundle } = readBundle(await resolveModel(argv.model, { accept: 'directory', cwd: cli().cwd }));
  const { newCrosswalk } = await import('../../map/new-crosswalk.js');
  const planned = newCrosswalk({
    system: argv.newSystem!,
    bundle,
    modelName: input.name,
    modelDir: path.resolve(cli().cwd, argv.model),
    ...(argv.source === undefined
      ? {}
      : { source: { absolutePath: path.resolve(cli().cwd, argv.source), shown: argv.source } }),
    ...(argv.package === undefined ? {} : { package: { name: argv.package, file: argv.file! } }),
    ...(argv.title === undefined ? {} : { title: argv.title }),
    ...(argv.origin === undefined ? {} : { origin: argv.origin }),
    retrieved: new Date().toISOString().slice(0, 10),
    cwd: cli().cwd,
  });
  if (!planned.ok) throw new MappingCliError(planned.problem);
  const { mkdirSync } = await import('node:fs');
  for (const file of planned.files) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    write(file.text, file.path);
  }
  const written = planned.files.map((file) => path.relative(cli().cwd, file.path) || file.path).reverse();
  cli().stderr.write(
    `awm mapping init: wrote ${written.join(' and ')}${
      planned.vendored ? '; keep the real headings among the sections its ' + 'header lists' : ''
    }\n`,
  );
}

const handlers: Record<MappingSubcommand, (argv: ArgumentsCamelCase<MappingCliOptions>) => Promise<void>> = {
  coverage,
  export: exportSet,
  diff,
  init,
};

/** Runs one mapping subcommand; user errors are one line on stderr and exit status 2 (1 for an invalid model). */
export async function runMappingCommand(
  name: MappingSubcommand,
  argv: ArgumentsCamelCase<MappingCliOptions>,
): Promise<void> {
  try {
    await handlers[name](argv);
  } catch (error) {
    if (!(error instanceof MappingCliError)) throw error;
    cli().stderr.write(`awm mapping ${name}: ${error.message}\n`);
    if (cli().exitCode === undefined || cli().exitCode === ExitCode.ok) cli().exitCode = ExitCode.failure;
  }
}
