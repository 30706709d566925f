// Every command of the README runs as written: its shell blocks in order, in a project that holds a model under git,
// with the packages it installs from the registry taken from tarballs packed here. (The quick start's two commands
// are what .ci/run runs; test/docs.test.ts holds them to it.)
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createProject, npmPack, readerEnv } from '../helpers/npm-project.js';
import { repoPath, repoRoot } from '../helpers/paths.js';
import { shellBlocks, shellScript } from '../helpers/shell-steps.js';
import { tempDir } from '../helpers/temp-model.js';

const readme = readFileSync(repoPath('README.md'), 'utf8');
const work = tempDir('awm-readme-');
const project = path.join(work, 'project');

test.after(() => rmSync(work, { recursive: true, force: true }));

/** The README's shell blocks but the quick start, which is a contributor's, in a checkout of this repository. */
const quickStart = shellBlocks(readme, 'Quick start');
const blocks = shellBlocks(readme).filter((block) => !quickStart.includes(block));

test('the README shows commands beyond the quick start, and each line is a command or a comment', () => {
  assert.ok(blocks.length >= 5, `${blocks.length} blocks`);
  for (const line of blocks.join('\n').split('\n'))
    assert.ok(line === '' || line.startsWith('#') || /^(npm|npx|node|echo) /.test(line), line);
});

test('every command of the README runs as written, in order', () => {
  const toolkit = npmPack(repoRoot, work);
  const modelPackage = npmPack(repoPath('generated', 'package'), work);
  // What the README's reader has already: a project under git holding a model, a trace of their
  // system's events, and the document of a system to map.
  createProject(project);
  cpSync(repoPath('model'), path.join(project, 'model'), { recursive: true });
  writeFileSync(
    path.join(project, 'events.jsonl'),
    [
      '{"term":"WorkSession","id":"ws-1","state":"proposed","at":"2026-03-01T10:00:00Z"}',
      '{"term":"AgentRun","id":"run-1","state":"assigned","at":"2026-03-01T10:00:01Z",' +
        '"refs":{"work_session_id":"ws-1"}}',
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(project, 'acme.txt'), 'Acme Object Model\n\nJobs\n\nA Job is one assignment of work.\n');
  const script = shellScript(blocks)
    .replace(/^(npm install\b.*?)(?<![\w/@-])agent-work-model(?![\w/@-])/gm, `$1${toolkit}`)
    .replace(/^(npm install\b.*?)@agent-work-model\/model\b/gm, `$1${modelPackage}`)
    .replace(/^(npm install\b.*?)better-sqlite3@\S+/gm, `$1${repoPath('node_modules', 'better-sqlite3')}`);
  const setup = 'git init --quiet && git add -A && git commit --quiet -m model\n';
  const result = spawnSync('bash', ['-c', setup + script], {
    cwd: project,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: readerEnv(),
  });
  const output = `${result.stdout}\n${result.stderr}`;
  assert.is(result.status, 0, output);
  assert.match(result.stdout, /^true$/m, 'canTransition from the installed model package');
  assert.match(output, 'awm docs: ');
  assert.match(readFileSync(path.join(project, 'acme.sssom.tsv'), 'utf8'), '#mapping_set_id:');
});

test.run();
