// Each guide's tutorial, followed literally: its shell steps run in order in an empty directory, with the toolkit
// installed from its packed tarball where the guide installs it from the registry.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { npmPack, readerEnv } from '../helpers/npm-project.js';
import { repoPath, repoRoot } from '../helpers/paths.js';
import { shellBlocks, shellScript } from '../helpers/shell-steps.js';
import { tempDir } from '../helpers/temp-model.js';

const work = tempDir('awm-tutorials-');
const tarball = npmPack(repoRoot, work);

test.after(() => rmSync(work, { recursive: true, force: true }));

/**
 * The toolkit as the guides install it, from the registry, is this tarball here; better-sqlite3 is
 * the repository's own copy, already built (installing it anew compiles its native addon, and its
 * prebuilt binaries are not on the npm registry).
 */
const fromTarball = (script: string) =>
  script
    .replace(/^(npm install\b.*?)(?<![\w/@-])agent-work-model(?![\w/@-])/gm, `$1${tarball}`)
    .replace(/^(npm install\b.*?)better-sqlite3@\S+/gm, `$1${repoPath('node_modules', 'better-sqlite3')}`);

/** The guide's `## Tutorial...` heading. */
function tutorialHeading(markdown: string): string {
  const heading = /^## (Tutorial\b.*)$/m.exec(markdown)?.[1];
  assert.ok(heading, 'the guide has no "## Tutorial" section');
  return heading;
}

/** Runs the tutorial of `guide` in a directory of its own; resolves to what it printed, both streams. */
function followTutorial(guide: string): Promise<{ status: number | null; output: string }> {
  const markdown = readFileSync(repoPath('templates', 'guides', `${guide}.md`), 'utf8');
  const script = fromTarball(shellScript(shellBlocks(markdown, tutorialHeading(markdown))));
  const dir = tempDir('awm-tutorial-');
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], {
      cwd: dir,
      env: readerEnv(),
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      rmSync(dir, { recursive: true, force: true });
      resolve({ status, output });
    });
  });
}

// The four tutorials run at once: each spends most of its time installing packages.
const runs = Object.fromEntries(
  ['spec-author', 'downstream-system', 'mapping-maintainer', 'runtime-operator'].map((guide) => [
    guide,
    followTutorial(guide),
  ]),
);

/** What the tutorial printed, once it ran to its end. */
async function tutorialOutput(guide: string): Promise<string> {
  const { status, output } = await runs[guide]!;
  assert.is(status, 0, `${guide}'s tutorial stopped:\n${output}`);
  return output;
}

test('spec author: add a term, lint it, raise the version, build, publish the site', async () => {
  const output = await tutorialOutput('spec-author');
  assert.match(output, 'Agent Work Model 0.1.0: 16 terms');
  assert.match(output, 'MAPPING_INCOMPLETE');
  assert.match(output, 'term "Review" added');
});

test('downstream system: build and install the model package, validate payloads, check a trace', async () => {
  const output = await tutorialOutput('downstream-system');
  assert.match(output, 'assigned\ntrue\nfalse\n/agent_run_id is required\n/owner is not allowed here\n');
  assert.match(output, 'ILLEGAL_TRANSITION');
});

test('mapping maintainer: scaffold a crosswalk, map with evidence, lint clean, check a native trace', async () => {
  const output = await tutorialOutput('mapping-maintainer');
  assert.match(output, 'close     2/16  Project, AgentRun');
  assert.match(output, 'MISSING_PARENT');
});

test('runtime operator: a session on SQLite, refusals, history, verify, a checkpoint, export, follow', async () => {
  const output = await tutorialOutput('runtime-operator');
  assert.match(output, 'ILLEGAL_TRANSITION');
  assert.match(output, 'FOREIGN_AUTHORITY');
  assert.match(output, '"id": "run-1"');
  assert.match(output, /the log extends 1 signed checkpoint, the latest at #\d+/);
});

test.run();
