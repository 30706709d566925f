// Microsoft's SARIF multitool validates awm's SARIF (suppressed, baselined and fresh findings, in a git repository)
// with its SARIF and GitHub rules: no error, no warning.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runAwm } from '../helpers/cli.js';
import { sarifSchemaValidator, suppressedBaselinedFresh } from '../helpers/sarif-scenario.js';
import { yamlSuppressionComments } from '../helpers/yaml-model.js';

/** The platform's self-contained multitool binary, which the npm package's own launcher runs through a shell. */
const multitool = createRequire(import.meta.url)('@microsoft/sarif-multitool') as string;

interface ValidationLog {
  runs: {
    invocations: { executionSuccessful: boolean }[];
    results: {
      level?: string;
      ruleId: string;
      message: { text?: string; id?: string };
      locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
    }[];
  }[];
}

test('sarif-multitool validate --rule-kind "Sarif;Gh" reports no error and no warning', () => {
  const model = suppressedBaselinedFresh();
  try {
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd: model.root });
    git('init', '-q', '-b', 'main');
    git('add', '-A');
    git('commit', '-qm', 'model');
    git('remote', 'add', 'origin', 'https://reader:token@example.com/org/model.git');
    const lint = runAwm(['lint', '--format', 'sarif', '--baseline', 'baseline.json', '-o', 'awm.sarif'], model.root);
    assert.is(lint.status, 1, lint.stderr);
    const log = JSON.parse(readFileSync(path.join(model.root, 'awm.sarif'), 'utf8')) as {
      runs: { results: { suppressions?: object[] }[]; versionControlProvenance?: object[] }[];
    };
    assert.ok(sarifSchemaValidator()(log));
    // The log under test holds all three kinds of result and the provenance the multitool asks for: the
    // crosswalks' in-place suppressions, one in the configuration and one in the baseline.
    assert.is(log.runs[0]!.results.filter((r) => r.suppressions).length, yamlSuppressionComments() + 2);
    assert.is(log.runs[0]!.versionControlProvenance!.length, 1);

    // A control that shows the multitool is listening: the log as awm wrote it before, its rules named after their ids.
    const control = structuredClone(log) as unknown as { runs: { tool: { driver: { rules: { id: string }[] } } }[] };
    for (const rule of control.runs[0]!.tool.driver.rules) Object.assign(rule, { name: rule.id });
    writeFileSync(path.join(model.root, 'control.sarif'), JSON.stringify(control, null, 2));

    const output = path.join(model.root, 'validation.sarif');
    const args = ['validate', '--rule-kind', 'Sarif;Gh', '--output', output, 'awm.sarif', 'control.sarif'];
    const run = spawnSync(multitool, args, {
      cwd: model.root,
      encoding: 'utf8',
      timeout: 300_000,
      env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: '1' },
    });
    // Warnings leave the exit status 0; its results say what the multitool found.
    assert.is(run.status, 0, `${run.error ?? ''}${run.stderr}${run.stdout.slice(-2000)}`);
    const validation = JSON.parse(readFileSync(output, 'utf8')) as ValidationLog;
    assert.ok(validation.runs[0]!.invocations.every((i) => i.executionSuccessful));
    // Notes (SARIF2006: a URI not reachable from this machine; SARIF2002: message ids instead of text) are advice.
    const problemsIn = (file: string) =>
      validation.runs
        .flatMap((r) => r.results)
        .filter((r) => (r.level ?? 'warning') !== 'note' && r.level !== 'none')
        .filter((r) => r.locations[0]!.physicalLocation.artifactLocation.uri.endsWith(`/${file}`))
        .map((r) => `${r.ruleId}: ${r.message.text ?? r.message.id}`);
    assert.equal(problemsIn('awm.sarif'), []);
    const controlRules = new Set(problemsIn('control.sarif').map((problem) => problem.split(':')[0]));
    assert.equal([...controlRules], ['SARIF1001']);
  } finally {
    model.dispose();
  }
});

test.run();
