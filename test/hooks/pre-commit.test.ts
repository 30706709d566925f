// The pre-commit hooks as a model repository uses them: the real pre-commit installs this repository and runs them.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, runOk, userEnv, type RunResult } from '../helpers/npm-project.js';
import { repoPath, repoRoot } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';

const work = tempDir('awm-pre-commit-');
const env = userEnv({
  // pre-commit's own files (its log, its database) stay in the test's folder.
  PRE_COMMIT_HOME: path.join(work, 'cache'),
  GIT_AUTHOR_NAME: 'Spec Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Spec Author',
  GIT_COMMITTER_EMAIL: 'author@example.com',
});
const git = (cwd: string, ...args: string[]) => runOk('git', args, cwd, env).stdout;

/**
 * The hook repository: what a commit of this working tree would hold (tracked and new files,
 * nothing ignored), in a repository of its own that pre-commit clones as it clones a remote.
 */
const hookRepo = path.join(work, 'hooks');
mkdirSync(hookRepo);
for (const file of git(repoRoot, 'ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0')) {
  if (!file || !existsSync(repoPath(file))) continue;
  mkdirSync(path.dirname(path.join(hookRepo, file)), { recursive: true });
  cpSync(repoPath(file), path.join(hookRepo, file));
}
git(hookRepo, 'init', '-q');
git(hookRepo, 'add', '-A');
git(hookRepo, 'commit', '-q', '-m', 'the toolkit as committed');

/** A separate repository holding a model and its generated/, as a spec author's repository does. */
const modelRepo = path.join(work, 'model-repo');
mkdirSync(modelRepo);
cpSync(repoPath('model'), path.join(modelRepo, 'model'), { recursive: true });
cpSync(repoPath('generated'), path.join(modelRepo, 'generated'), { recursive: true });
cpSync(repoPath('LICENSE'), path.join(modelRepo, 'LICENSE'));
git(modelRepo, 'init', '-q');
git(modelRepo, 'add', '-A');
git(modelRepo, 'commit', '-q', '-m', 'the model');

const modelFile = (relative: string) => path.join(modelRepo, 'model', relative);
function edit(relative: string, search: string, replacement: string): void {
  const text = readFileSync(modelFile(relative), 'utf8');
  assert.ok(text.includes(search), `${relative} no longer holds ${JSON.stringify(search)}`);
  writeFileSync(modelFile(relative), text.replace(search, replacement));
}
/** Back to the last commit, nothing staged. */
const reset = () => git(modelRepo, 'reset', '-q', '--hard');
/**
 * `pre-commit try-repo` on the staged changes, as `git commit` would run the hooks. Each run clones
 * and installs the hook repository afresh (try-repo keeps no cache): about two minutes here.
 */
const tryRepo = (...hookIds: string[]): RunResult =>
  run('pre-commit', ['try-repo', hookRepo, ...hookIds, '--verbose'], modelRepo, env);
const awmBuild = () => runOk(process.execPath, [repoPath('dist', 'src', 'cli', 'main.js'), 'build'], modelRepo, env);

const taskRunsRelationship = `  - name: agent_runs
    kind: references
    target: AgentRun
    cardinality: 0..*
    inverse: tasks
    inverse_cardinality: 0..*
`;

test.after(() => rmSync(work, { recursive: true, force: true }));

test('a good commit (a model edit with generated/ rebuilt) passes both hooks', () => {
  edit('terms/Task.yaml', 'A schedulable unit', 'A plannable, schedulable unit');
  awmBuild();
  git(modelRepo, 'add', '-A');
  const result = tryRepo();
  assert.is(result.status, 0, result.stdout + result.stderr);
  assert.match(result.stdout, /awm lint\.+Passed/);
  assert.match(result.stdout, /awm build --check\.+Passed/);
  git(modelRepo, 'commit', '-q', '-m', 'a good edit');
});

test("staging only Task.yaml, whose edit breaks the unstaged AgentRun.yaml, fails with AgentRun.yaml's finding", () => {
  edit('terms/Task.yaml', taskRunsRelationship, '');
  git(modelRepo, 'add', 'model/terms/Task.yaml');
  try {
    const result = tryRepo('awm-lint');
    assert.is(result.status, 1, result.stdout + result.stderr);
    assert.match(result.stdout, /awm lint\.+Failed/);
    const finding = result.stdout.slice(result.stdout.indexOf('model/terms/AgentRun.yaml'));
    assert.match(finding, /^model\/terms\/AgentRun\.yaml\n(?: {2}.*\n)*? {2}\d+:\d+ +error +.*INVERSE_MISSING/);
  } finally {
    reset();
  }
});

test('a model edit staged without rebuilding generated/ fails the build-check hook, naming the stale files', () => {
  edit('terms/Task.yaml', 'A plannable, schedulable unit', 'A schedulable unit of planned work');
  git(modelRepo, 'add', '-A');
  try {
    const result = tryRepo('awm-build-check');
    assert.is(result.status, 1, result.stdout + result.stderr);
    assert.match(result.stdout, /awm build --check\.+Failed/);
    assert.match(result.stdout, 'generated/model.json is stale');
    assert.match(result.stdout, /awm build --check: \d+ files out of date; run "awm build" to update/);
  } finally {
    reset();
  }
});

test.run();
