// Each guide's tutorial, followed literally: its shell steps run in order in an empty directory, with the toolkit
// installed from its packed tarball where the guide installs it from the registry.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { npmPack, userEnv } from '../helpers/npm-project.js';
import { repoPath, repoRoot } from '../helpers/paths.js';
import { shellBlocks, shellScript } from '../helpers/shell-steps.js';
import { tempDir } from '../helpers/temp-model.js';

const work = tempDir('awm-tutorials-');
const tarball = npmPack(repoRoot, work);

test.after(() => rmSync(work, { recursive: true, force: true }));

/** The toolkit as the guides install it, from the registry, is this tarball here. */
const fromTarball = (script: string) =>
  script.replace(/^(npm install\b.*?)(?<![\w/@-])agent-work-model(?![\w/@-])/gm, `$1${tarball}`);

/** Runs the tutorial of `guide` in a directory of its own; returns what it printed. */
function followTutorial(guide: string): string {
  const markdown = readFileSync(repoPath('templates', 'guides', `${guide}.md`), 'utf8');
  const script = fromTarball(shellScript(shellBlocks(markdown, tutorialHeading(markdown))));
  const dir = tempDir('awm-tutorial-');
  try {
    const result = spawnSync('bash', ['-c', script], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: userEnv({
        GIT_AUTHOR_NAME: 'Reader',
        GIT_AUTHOR_EMAIL: 'reader@example.org',
        GIT_COMMITTER_NAME: 'Reader',
        GIT_COMMITTER_EMAIL: 'reader@example.org',
        // Packages the tutorials install come from npm's cache when it has them.
        npm_config_prefer_offline: 'true',
        npm_config_audit: 'false',
        npm_config_fund: 'false',
        npm_config_update_notifier: 'false',
      }),
    });
    assert.is(result.status, 0, `${guide}'s tutorial stopped:\n${result.stdout}\n${result.stderr}`);
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The guide's `## Tutorial...` heading. */
function tutorialHeading(markdown: string): string {
  const heading = /^## (Tutorial\b.*)$/m.exec(markdown)?.[1];
  assert.ok(heading, 'the guide has no "## Tutorial" section');
  return heading;
}

test('spec author: add a term, lint it, raise the version, build, publish the site', () => {
  const output = followTutorial('spec-author');
  assert.match(output, 'Agent Work Model 0.1.0: 16 terms');
  assert.match(output, 'MAPPING_INCOMPLETE');
  assert.match(output, 'term "Review" added');
});

test.run();
