// Benchmark: what each shortcut the credential detector had buys, in one run with it on and off: cold `awm lint` and
// `awm build` on the published model and on 2,000 and 20,000 terms, runtime commands per second, and per command.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { findCredentials } from '../../src/credentials/values.js';
import { canonicalize } from '../../src/runtime/core/canonical.js';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { shortcutRevision, variantArgs, writeVariants, type Variant } from './credential-variants.js';
import { median, rate, sampleInterleaved, table, type ProcessSample } from './measure.js';
import { writeSyntheticModel } from './synthetic-model.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');
const probe = repoPath('dist', 'test', 'bench', 'runtime-probe.js');

const definition = {
  tools: ['git', 'npm', 'rg'],
  policy: { grants: [{ resource: 'repo-*', actions: ['read', 'write'] }] },
  mcp: {
    servers: Array.from({ length: 8 }, (_, i) => ({ name: `server-${i}`, command: `npx mcp-${i}`, args: ['--stdio'] })),
  },
  prompts: Array.from(
    { length: 12 },
    (_, i) => `Review the change set number ${i} and report what breaks, with file names.`,
  ),
  labels: { team: 'core', cost_center: 'cc-1234', region: 'eu-west-1' },
};

/** Commands as the runtime receives them: a transition, a create with free text, a snapshot with a 2 KiB definition. */
const commands: [string, Record<string, unknown>][] = [
  ['transition', { command_id: 'c-100234', type: 'transition', term: 'AgentRun', id: 'run-42', to: 'running' }],
  [
    'create with a title',
    {
      command_id: 'c-100235',
      type: 'create',
      term: 'Task',
      id: 'task-7',
      fields: { work_session_id: 'ws-1', title: 'Migrate the billing service to the new queue' },
    },
  ],
  [
    'publish, 2 KiB definition',
    {
      command_id: 'c-100236',
      type: 'publish',
      term: 'ProjectSnapshot',
      id: 'snap-3',
      fields: { project_id: 'p-1', revision: 'r3', resolved_definition: definition },
    },
  ],
];

/** Operations per second of `work`, over about `ms` milliseconds after a warm-up. */
function perSecond(work: () => unknown, ms = 400): number {
  for (let i = 0; i < 200; i++) work();
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    for (let i = 0; i < 50; i++) work();
    count += 50;
  }
  return count / ((performance.now() - started) / 1000);
}

const load = () =>
  `load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`;

/** The shipped detector (no variant) and the variants, as the columns of every table. */
type Column = { label: string; variant: Variant | undefined };

/** How much of the time with every shortcut each column's time is: "+12.0%" is 12% slower. */
const change = (ms: number, base: number) => `${ms >= base ? '+' : ''}${(((ms - base) / base) * 100).toFixed(1)}%`;

async function perCommand(columns: readonly Column[]): Promise<void> {
  console.log('findCredentials per command, in process (floor = canonicalize, which every command pays)');
  const finders = await Promise.all(
    columns.map(async ({ variant }) =>
      variant
        ? ((await import(variant.url)) as { findCredentials: typeof findCredentials }).findCredentials
        : findCredentials,
    ),
  );
  // Three rounds taking turns, the median of each: other work on the machine slows every column alike.
  const rows = commands.map(([label, command]) => {
    const rates = [canonicalize, ...finders].map((): number[] => []);
    for (let round = 0; round < 3; round++) {
      rates[0]!.push(perSecond(() => canonicalize(command), 200));
      for (const [i, find] of finders.entries()) rates[i + 1]!.push(perSecond(() => find(command), 200));
    }
    return [label, ...rates.map((each) => rate(median(each)))];
  });
  table(['command', 'canonicalize/s', ...columns.map(({ label }) => `${label}/s`)], rows);
}

/** The names lint asks the detector about: every identity field, and the name and type of every portable field. */
function namesAsked(modelDir: string): string[] {
  const termsDir = path.join(modelDir, 'terms');
  return readdirSync(termsDir).flatMap((file) => {
    const term = parse(readFileSync(path.join(termsDir, file), 'utf8')) as {
      identity?: { field?: string };
      fields?: { name: string; type: string; portable_snapshot?: boolean }[];
    };
    const portable = (term.fields ?? []).filter((field) => field.portable_snapshot === true);
    return [...(term.identity?.field ? [term.identity.field] : []), ...portable.flatMap((f) => [f.name, f.type])];
  });
}

/**
 * The detector's own CPU time in one lint run, in process: each column's module loaded afresh (its cache empty, as in
 * a cold `awm lint`) and asked about every name lint asks about. Five rounds taking turns, the median of each.
 */
async function namesInOneLint(label: string, modelDir: string, columns: readonly Column[]): Promise<string[]> {
  const names = namesAsked(modelDir);
  const shipped = new URL('../../src/credentials/names.js', import.meta.url).href;
  const cpu = columns.map((): number[] => []);
  for (let round = 0; round < 5; round++)
    for (const [i, { variant }] of columns.entries()) {
      const module = (await import(`${variant?.url ?? shipped}?round=${round}`)) as {
        credentialNameReason: (name: string) => string | undefined;
      };
      const started = process.cpuUsage();
      for (const name of names) module.credentialNameReason(name);
      const used = process.cpuUsage(started);
      cpu[i]!.push((used.user + used.system) / 1000);
    }
  return [`${label} (${names.length} names)`, ...cpu.map((each) => median(each).toFixed(1))];
}

/**
 * Cold whole-process runs of each column on one command line, taking turns: a row of median CPU times (user +
 * system, steadier than the wall clock on a machine shared with other work) and one of median wall-clock times.
 */
function cli(label: string, args: readonly string[], columns: readonly Column[], runs: number, work: string) {
  // A synthetic model has lint errors (its crosswalks lag behind its terms): exit 1 is a finished run.
  const samples = sampleInterleaved(
    columns.map(({ variant }) => [...variantArgs(variant), awm, ...args]),
    runs,
    work,
    { okStatuses: [0, 1] },
  );
  const row = (measure: (sample: ProcessSample) => number) => {
    const medians = samples.map((runs) => median(runs.map(measure)));
    const base = medians[1] ?? medians[0]!;
    return [label, ...medians.map((ms) => `${ms.toFixed(0)} (${change(ms, base)})`)];
  };
  return { cpu: row((sample) => sample.cpuMs), wall: row((sample) => sample.milliseconds) };
}

/** Runtime commands per second (runtime-probe, beside its raw insert loop) for each column, rounds taking turns. */
function runtime(
  label: string,
  synchronous: string,
  count: number,
  columns: readonly Column[],
  work: string,
): string[] {
  const rates = columns.map((): number[] => []);
  for (let round = 0; round < 3; round++)
    columns.forEach(({ variant }, i) => {
      const db = path.join(work, `runtime-${round}-${i}.db`);
      const result = spawnSync(
        process.execPath,
        [...variantArgs(variant), probe, 'appends', db, synchronous, String(count), '1'],
        { encoding: 'utf8' },
      );
      if (result.status !== 0) throw new Error(`runtime-probe: ${result.stderr}`);
      rates[i]!.push((JSON.parse(result.stdout) as { runtime: number }).runtime);
    });
  const medians = rates.map(median);
  const base = medians[1] ?? medians[0]!;
  // Time per command against the base: a lower rate is a longer time.
  return [label, ...medians.map((perSecond) => `${rate(perSecond)} (${change(base / perSecond, 1)})`)];
}

export default async function run(): Promise<void> {
  const variants = writeVariants();
  if (!variants)
    console.log(`revision ${shortcutRevision} is not in this clone: only the shipped detector is measured`);
  const columns: Column[] = [
    { label: 'shipped', variant: undefined },
    ...(variants ?? []).map((variant) => ({ label: variant.label, variant })),
  ];
  // Lint and build ask only about names; the value shortcuts are measured where values are checked.
  const nameColumns = columns.filter(({ label }) => !/short-text|secretlint/.test(label));
  console.log(`${load()}; each cell is a median and its change against "with every shortcut" (${shortcutRevision})`);
  await perCommand(columns);

  const work = tempDir('awm-bench-credentials-');
  try {
    const models = [
      ['published (16 terms)', repoPath('model'), 3],
      ['2,000 terms', writeSyntheticModel(path.join(work, 'terms-2000'), 2000), 2],
      ['20,000 terms', writeSyntheticModel(path.join(work, 'terms-20000'), 20000), 1],
    ] as const;
    const lintOut = path.join(work, 'lint.json');
    const cpu: string[][] = [];
    const wall: string[][] = [];
    const measure = (label: string, args: readonly string[], runs: number) => {
      const rows = cli(label, args, nameColumns, runs, work);
      cpu.push(rows.cpu);
      wall.push(rows.wall);
      console.log(`  ${rows.cpu.join('  ')}  [${load()}]`);
    };
    const inProcess: string[][] = [];
    for (const [label, dir] of models) inProcess.push(await namesInOneLint(label, dir, nameColumns));
    console.log('The detector in one lint run, in process: CPU ms to answer every name lint asks, cache empty');
    table(['model', ...nameColumns.map(({ label }) => label)], inProcess);

    // A cold 20,000-term lint takes a minute on a busy machine: six columns of it would take the benchmark past a
    // quarter of an hour, and the in-process table above already says what the detector costs there.
    for (const [label, dir, runs] of models.slice(0, 2))
      measure(`awm lint, ${label}`, ['lint', '--model', dir, '--format', 'json', '--output-file', lintOut], runs);
    // The synthetic models have lint errors, so their build stops after lint, which is where it asks the detector.
    for (const [label, dir, runs] of models.slice(0, 2))
      measure(`awm build, ${label}`, ['build', '--model', dir, '--out', path.join(work, 'out')], runs);
    const header = ['command', ...nameColumns.map(({ label }) => label)];
    console.log(
      '\nCold whole-process runs, median CPU ms (user + system) of the runs after a warm-up round, taking turns',
    );
    table(header, cpu);
    console.log('\nThe same runs, median wall-clock ms');
    table(header, wall);

    console.log(`\nRuntime commands per second (runtime-probe appends, median of 3 rounds taking turns) [${load()}]`);
    table(
      ['commands', ...columns.map(({ label }) => label)],
      [
        runtime('single commands, synchronous=NORMAL', 'normal', 3000, columns, work),
        runtime('single commands, synchronous=FULL', 'full', 500, columns, work),
      ],
    );
    console.log(`[${load()}] a change of time per command is shown beside each rate`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
