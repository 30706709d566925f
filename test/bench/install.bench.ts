// Installing the packages as users do: tarball sizes, install time into an empty project, the installed CLI's start-up.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createProject, nativeAddons, npmInstall, runOk } from '../helpers/npm-project.js';
import { repoPath, repoRoot } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';
import { median, sampleProcess, summary, table } from './measure.js';

const installRuns = 3;
const processRuns = 7;

interface Packed {
  file: string;
  size: number;
  unpackedSize: number;
  entryCount: number;
}

/** `npm pack` without scripts (dist/ is compiled already), with npm's own account of the tarball. */
function pack(dir: string, destination: string): Packed {
  const { stdout } = runOk('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], dir);
  const [packed] = JSON.parse(stdout) as { filename: string; size: number; unpackedSize: number; entryCount: number }[];
  return { ...packed!, file: path.join(destination, packed!.filename) };
}

/** Milliseconds of `npm install <tarball>` into a fresh empty project; the last project is kept for what follows. */
function timeInstall(work: string, name: string, tarball: string): { times: number[]; project: string } {
  const times: number[] = [];
  let project = '';
  for (let run = 0; run < installRuns; run++) {
    project = path.join(work, `${name}-${run}`);
    createProject(project);
    const started = process.hrtime.bigint();
    npmInstall(project, [tarball]);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (run < installRuns - 1) rmSync(project, { recursive: true, force: true });
  }
  return { times, project };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

export default function installBench(): void {
  const work = tempDir('awm-install-bench-');
  try {
    const toolkit = pack(repoRoot, work);
    const modelPackage = pack(repoPath('generated', 'package'), work);
    console.log('Tarballs (npm pack):');
    table(
      ['package', 'tarball', 'unpacked', 'files'],
      [
        ['agent-work-model (toolkit)', kib(toolkit.size), kib(toolkit.unpackedSize), String(toolkit.entryCount)],
        [
          '@agent-work-model/model',
          kib(modelPackage.size),
          kib(modelPackage.unpackedSize),
          String(modelPackage.entryCount),
        ],
      ],
    );

    // The baseline: npm installing a tarball that has no dependencies, the model package.
    const baseline = timeInstall(work, 'model-package', modelPackage.file);
    const installed = timeInstall(work, 'toolkit', toolkit.file);
    const addons = nativeAddons(path.join(installed.project, 'node_modules'));
    console.log(
      `\nnpm install <tarball> into an empty project (${installRuns} runs each, npm cache warm after the first):`,
    );
    const baselineMs = median(baseline.times);
    table(
      ['package', 'median ms', 'first ms', 'x baseline'],
      [
        ['@agent-work-model/model (baseline)', baselineMs, baseline.times[0]!, 1],
        ['agent-work-model', median(installed.times), installed.times[0]!, median(installed.times) / baselineMs],
      ].map(([name, ms, first, ratio]) => [
        String(name),
        (ms as number).toFixed(0),
        (first as number).toFixed(0),
        (ratio as number).toFixed(2),
      ]),
    );
    const built = addons.length === 0 ? 'none' : addons.join(', ');
    console.log(`native addons built: ${built}; target: under 15000 ms, nothing compiled`);

    // Start-up of the installed CLI against node itself, on a copy of the bundled model.
    const project = installed.project;
    cpSync(repoPath('model'), path.join(project, 'model'), { recursive: true });
    const cli = path.join(project, 'node_modules', 'agent-work-model', 'dist', 'src', 'cli', 'main.js');
    const nodeAlone = summary(sampleProcess(['-e', '0'], processRuns, project)).medianMs;
    const rows = [
      ['node -e 0 (baseline)', nodeAlone],
      ['awm --version', summary(sampleProcess([cli, '--version'], processRuns, project)).medianMs],
      ['awm lint (bundled model)', summary(sampleProcess([cli, 'lint'], processRuns, project)).medianMs],
      [
        "import('@agent-work-model/model')",
        summary(
          sampleProcess(
            ['--input-type=module', '-e', "await import('@agent-work-model/model')"],
            processRuns,
            baseline.project,
          ),
        ).medianMs,
      ],
    ] as const;
    console.log(`\nStart-up from the installed packages (${processRuns} runs, median):`);
    table(
      ['command', 'median ms', 'x node -e 0'],
      rows.map(([command, ms]) => [command, ms.toFixed(0), (ms / nodeAlone).toFixed(2)]),
    );
    console.log('(2 cores shared with other work: absolute times are noisy, the ratios less so)');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
