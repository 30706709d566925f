// The awm-lint hook through the real pre-commit, in a model repository that uses lint plugins: a rule from a file
// beside awm.config.yaml and one from an installed package, with a severity set by path.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createProject, npmInstall, npmPack, run, runOk, userEnv } from '../helpers/npm-project.js';
import { repoPath, repoRoot } from '../helpers/paths.js';
import { yamlLevelMismatches } from '../helpers/plugin-project.js';
import { tempDir } from '../helpers/temp-model.js';

const work = tempDir('awm-pre-commit-plugins-');
const env = userEnv({
  PRE_COMMIT_HOME: path.join(work, 'cache'),
  GIT_AUTHOR_NAME: 'Spec Author',
  GIT_AUTHOR_EMAIL: 'author@example.com',
  GIT_COMMITTER_NAME: 'Spec Author',
  GIT_COMMITTER_EMAIL: 'author@example.com',
});
const git = (cwd: string, ...args: string[]) => runOk('git', args, cwd, env).stdout;

/** The hook repository: this working tree as a commit would hold it, in a repository pre-commit clones. */
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

/**
 * The spec author's repository: the model, the house rule in a file, and the acme package installed as a
 * devDependency (with the toolkit it imports agent-work-model/rules from), node_modules not committed.
 */
const modelRepo = path.join(work, 'model-repo');
createProject(modelRepo, 'model-repo');
cpSync(repoPath('model'), path.join(modelRepo, 'model'), { recursive: true });
cpSync(repoPath('examples', 'local-rule', 'house-rules.mjs'), path.join(modelRepo, 'house-rules.mjs'));
npmInstall(modelRepo, [npmPack(repoRoot, work), npmPack(repoPath('examples', 'awm-plugin-acme'), work)], ['-D']);
writeFileSync(path.join(modelRepo, '.gitignore'), 'node_modules/\n');
writeFileSync(
  path.join(modelRepo, 'awm.config.yaml'),
  'plugins:\n  - ./house-rules.mjs\n  - awm-plugin-acme\nrules:\n  house/INVARIANT_LEVEL_KEYWORD: error\n' +
    'overrides:\n  - files: [model/terms/experimental/*.yaml]\n    rules: {house/INVARIANT_LEVEL_KEYWORD: warning}\n',
);
git(modelRepo, 'init', '-q');
git(modelRepo, 'add', '-A');
git(modelRepo, 'commit', '-q', '-m', 'the model and its plugins');

test.after(() => rmSync(work, { recursive: true, force: true }));

test("the hook fails on a plugin rule's error, shows the package rule's warning, and takes severities by path", () => {
  const model = path.join(modelRepo, 'model');
  // The bundled model's mismatches: each an error, but in terms/experimental/ where the override says warning.
  const [moved, ...others] = yamlLevelMismatches(model);
  assert.ok(moved && others.length > 0, 'the bundled model has invariants for the house rule to report');
  const term = path.basename(moved.file, '.yaml');
  mkdirSync(path.join(model, 'terms', 'experimental'));
  renameSync(path.join(modelRepo, moved.file), path.join(model, 'terms', 'experimental', `${term}.yaml`));
  const task = path.join(model, 'terms', 'Task.yaml');
  writeFileSync(
    task,
    readFileSync(task, 'utf8').replace('definition: >-\n  A schedulable', 'definition: >-\n  A plannable'),
  );
  git(modelRepo, 'add', '-A');
  const result = run('pre-commit', ['try-repo', hookRepo, 'awm-lint', '--verbose'], modelRepo, env);
  assert.is(result.status, 1, result.stdout + result.stderr);
  assert.match(result.stdout, /awm lint\.+Failed/);
  const after = (file: string) => result.stdout.slice(result.stdout.indexOf(`${file}\n`));
  for (const other of others)
    assert.match(
      after(other.file),
      new RegExp(`^${other.file}\\n(?: {2}.*\\n)*? {2}\\d+:\\d+ +error +invariant ${other.code} `),
    );
  assert.match(
    after(`model/terms/experimental/${term}.yaml`),
    new RegExp(`^model/terms/experimental/${term}\\.yaml\\n {2}\\d+:\\d+ +warning +invariant ${moved.code} `),
  );
  assert.match(
    result.stdout,
    /warning +the \S+ crosswalk is \w+ but leaves \w+ at fidelity tbd +acme\/CROSSWALK_TBD_RELEASED/,
  );
});

test.run();
