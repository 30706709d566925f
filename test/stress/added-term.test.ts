// The test suite survives the model's growth: in a copy of the repository with one more lint-clean term (the spec
// author guide's tutorial term, as Approval) and `awm build` run, `npm test` fails the golden tests and no other.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runAwm } from '../helpers/cli.js';
import { run, userEnv } from '../helpers/npm-project.js';
import { repoPath, repoRoot } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';

/**
 * The tests that must fail when the model grows, because they pin the published model's bytes
 * (test/fixtures/published-model.json), which no model with a term more can reproduce.
 */
const goldenTests = [
  // The compiled model, restricted to the published crosswalk, is compared byte for byte with the fixture.
  'the compiled model restricted to the published crosswalk is byte-identical to the published model',
  // The committed generated/model.json, restricted the same way, is compared byte for byte with the fixture.
  'generated model.json is the full bundle, and restricted to the published crosswalk it is the published model',
  // A copy of the model with one more crosswalk, restricted to project-interop, is compared with the fixture.
  'restricting the bundle to project-interop reproduces the published bytes when more crosswalks exist',
];

const added = 'Approval';
const work = tempDir('awm-added-term-');
// Tests run as root run some commands as another user (runtime-io-errors), who must be able to read the copy.
chmodSync(work, 0o755);
test.after(() => rmSync(work, { recursive: true, force: true }));

/** The repository as git holds it, in `work`, with the repository's node_modules linked in. */
function copyRepository(): void {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  assert.is(listed.status, 0, `git ls-files: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter((name) => name !== '')) {
    // A tracked file deleted in the working tree is not part of what is tested.
    if (!existsSync(repoPath(file))) continue;
    mkdirSync(path.dirname(path.join(work, file)), { recursive: true });
    cpSync(repoPath(file), path.join(work, file));
  }
  symlinkSync(repoPath('node_modules'), path.join(work, 'node_modules'), 'dir');
}

/** The term the spec author guide's tutorial adds (its heredoc into model/terms/), renamed to `key`. */
function tutorialTerm(key: string): string {
  const guide = readFileSync(repoPath('templates', 'guides', 'spec-author.md'), 'utf8');
  const heredoc = /^cat > model\/terms\/(\w+)\.yaml <<'YAML'\n([\s\S]*?)^YAML$/m.exec(guide);
  assert.ok(heredoc, 'the spec author guide no longer writes a term file with a heredoc');
  const [, tutorialKey, text] = heredoc as unknown as [string, string, string];
  return text
    .replace(new RegExp(`\\b${tutorialKey}\\b`, 'g'), key)
    .replaceAll(`${tutorialKey.toLowerCase()}_id`, `${key.toLowerCase()}_id`);
}

/** Adds the term, lists it last in term_order and gives it a tbd entry in every crosswalk, so that it lints clean. */
function addTerm(key: string): void {
  const modelDir = path.join(work, 'model');
  const termFile = path.join(modelDir, 'terms', `${key}.yaml`);
  assert.not.ok(existsSync(termFile), `the model already has a term ${key}; the test needs a new one`);
  writeFileSync(termFile, tutorialTerm(key));
  const modelYaml = path.join(modelDir, 'model.yaml');
  writeFileSync(modelYaml, `${readFileSync(modelYaml, 'utf8').replace(/\n?$/, '\n')}  - ${key}\n`);
  const mappings = path.join(modelDir, 'mappings');
  for (const name of readdirSync(mappings).filter((file) => file.endsWith('.yaml'))) {
    const file = path.join(mappings, name);
    const text = readFileSync(file, 'utf8');
    assert.match(text, /^terms:\n/m, `${name} has a block "terms:" section`);
    writeFileSync(file, text.replace(/^terms:\n/m, `terms:\n  ${key}: {fidelity: tbd, native_term: null}\n`));
  }
}

interface Failure {
  /** The test's name, after its suite's when it has one. */
  name: string;
  /** uvu's report of the failure: the assertion's message and the start of its details. */
  report: string;
}

/** The failed tests in uvu's report, and its totals. */
function uvuReport(output: string): { failures: Failure[]; total: number; passed: number } {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes of a terminal
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const total = /^\s*Total:\s+(\d+)$/m.exec(plain);
  const passed = /^\s*Passed:\s+(\d+)$/m.exec(plain);
  assert.ok(total && passed, `uvu did not finish its run:\n${plain.slice(-4000)}`);
  // `FAIL  "name"`, or `FAIL  suite  "name"` for a named suite; the name itself may hold quotes.
  const failures = [...plain.matchAll(/^\s*FAIL {2}(?:(.+?) {2})?"(.*)"$/gm)].map((match) => ({
    name: match[1] ? `${match[1]} › ${match[2]}` : match[2]!,
    report: plain.slice(match.index, match.index + 1500),
  }));
  return { failures, total: Number(total[1]), passed: Number(passed[1]) };
}

test('with a lint-clean term added and awm build run, npm test fails only the golden tests', () => {
  copyRepository();
  addTerm(added);
  const before = runAwm(['lint', '--format', 'json'], repoRoot);
  const after = runAwm(['lint', '--format', 'json'], work);
  assert.is(after.status, 0, after.stdout + after.stderr);
  const report = (result: { stdout: string }) =>
    JSON.parse(result.stdout) as { diagnostics: unknown[]; errorCount: number };
  assert.is(report(after).errorCount, 0);
  assert.equal(report(after).diagnostics, report(before).diagnostics, `the ${added} term brings no finding of its own`);
  const build = runAwm(['build'], work);
  assert.is(build.status, 0, build.stdout + build.stderr);
  assert.ok(existsSync(path.join(work, 'generated', 'docs', 'terms', `${added}.md`)), 'awm build emitted the term');

  const npmTest = run('npm', ['test'], work, userEnv());
  const output = npmTest.stdout + npmTest.stderr;
  const { failures, total, passed } = uvuReport(output);
  const unexpected = failures.filter((failure) => !goldenTests.includes(failure.name));
  assert.equal(
    failures.map((failure) => failure.name).sort(),
    [...goldenTests].sort(),
    `the failed tests; those not golden:\n${unexpected.map((failure) => failure.report).join('\n')}`,
  );
  assert.is(total - passed, goldenTests.length, 'every failure is reported by name');
  assert.is(npmTest.status, 1);
});

test.run();
