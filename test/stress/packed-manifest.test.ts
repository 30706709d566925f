// The toolkit packed as `npm pack` and `npm publish` pack it, scripts run: its package.json has no `prepare`, so
// installing the tarball warns about no install script, and the packing leaves the repository's package.json as
// it was.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createProject, run, runOk, userEnv } from '../helpers/npm-project.js';
import { repoPath, repoRoot } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';

const work = tempDir('awm-packed-manifest-');
const copy = path.join(work, 'repo');
// A copy to pack: packing compiles dist/ afresh, which must not happen under the running test suite.
mkdirSync(copy);
for (const entry of readdirSync(repoRoot))
  if (!['.git', 'node_modules', 'dist'].includes(entry))
    cpSync(path.join(repoRoot, entry), path.join(copy, entry), { recursive: true });
symlinkSync(repoPath('node_modules'), path.join(copy, 'node_modules'));
const manifestBefore = readFileSync(path.join(copy, 'package.json'), 'utf8');
const packed = runOk('npm', ['pack', '--json', '--pack-destination', work], copy, userEnv());
const tarball = path.join(work, (JSON.parse(packed.stdout) as { filename: string }[])[0]!.filename);

test.after(() => rmSync(work, { recursive: true, force: true }));

test("the packed package.json has no prepare script; the repository's is left byte for byte", () => {
  assert.match(manifestBefore, '"prepare": "npm run compile"');
  assert.is(readFileSync(path.join(copy, 'package.json'), 'utf8'), manifestBefore);
  const extracted = path.join(work, 'extracted');
  mkdirSync(extracted);
  runOk('tar', ['xzf', tarball, '-C', extracted], work);
  const pkg = JSON.parse(readFileSync(path.join(extracted, 'package', 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  assert.is(pkg.scripts.prepare, undefined);
  assert.is(pkg.scripts.compile, JSON.parse(manifestBefore).scripts.compile, 'the other scripts are kept');
  // prepack compiled what the tarball ships.
  assert.ok(readFileSync(path.join(extracted, 'package', 'dist', 'src', 'cli', 'main.js'), 'utf8').length > 0);
});

test('installing the tarball prints no install-scripts warning', () => {
  const project = path.join(work, 'project');
  createProject(project);
  const install = run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--foreground-scripts=false', tarball],
    project,
    userEnv({ npm_config_update_notifier: 'false' }),
  );
  assert.is(install.status, 0, install.stdout + install.stderr);
  assert.not.match(install.stdout + install.stderr, 'agent-work-model@');
  assert.not.match(install.stdout + install.stderr, 'prepare');
});

test.run();
