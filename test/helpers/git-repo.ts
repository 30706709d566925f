// Temporary git repositories holding a copy of the bundled model, for commands that read a revision.
import { spawnSync } from 'node:child_process';
import * as assert from 'uvu/assert';
import { copyModel, type TempModel } from './temp-model.js';

/** Runs git in `cwd` with a throwaway identity and no signing; fails the test when git fails. */
export function git(cwd: string, ...args: string[]): string {
  const result = spawnSync(
    'git',
    ['-c', 'user.name=awm test', '-c', 'user.email=test@example.org', '-c', 'commit.gpgsign=false', ...args],
    { cwd, encoding: 'utf8' },
  );
  assert.is(result.status, 0, `git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

/** A git repository holding a copy of the bundled model, committed once. */
export function gitRepository(): TempModel {
  const model = copyModel();
  git(model.root, 'init', '--quiet');
  git(model.root, 'add', '-A');
  git(model.root, 'commit', '--quiet', '-m', 'model 0.1.0');
  return model;
}
