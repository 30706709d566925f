// Heavy libraries load only when a command needs them: the generators' for a build, SQLite's and pg's for the runtime
// on each.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadedPackages } from '../helpers/loaded-packages.js';
import { repoPath } from '../helpers/paths.js';
import { withPostgres } from '../helpers/postgres.js';
import { tempDir } from '../helpers/temp-model.js';

/** Packages only generators use. Prettier alone takes longer to load than a whole validation. */
const generatorPackages = [
  'json-schema-to-typescript',
  'prettier',
  'handlebars',
  '@apidevtools/json-schema-ref-parser',
];

const generatorsIn = (packages: Set<string>) => generatorPackages.filter((name) => packages.has(name));

/** Packages only `awm docs` uses, to render the site and index it for search. */
const sitePackages = ['markdown-it', 'minisearch'];
const siteLibrariesIn = (packages: Set<string>) => sitePackages.filter((name) => packages.has(name));

test("awm build loads the generators' libraries (the log sees both CommonJS and ES modules)", () => {
  const out = tempDir('awm-build-');
  const { status, stderr, packages } = loadedPackages([
    repoPath('dist', 'src', 'cli', 'main.js'),
    'build',
    '--out',
    out,
  ]);
  rmSync(out, { recursive: true, force: true });
  assert.is(status, 0, stderr);
  // json-schema-to-typescript is CommonJS; prettier is imported as an ES module.
  assert.equal(generatorsIn(packages), generatorPackages);
  assert.equal(siteLibrariesIn(packages), []);
  assert.ok(packages.has('yaml') && packages.has('yargs'));
});

for (const command of [['validate'], ['lint'], ['lint', '--format', 'sarif'], ['--help']]) {
  test(`awm ${command.join(' ')} loads none of them, nor the docs site's`, () => {
    const { status, stderr, packages } = loadedPackages([repoPath('dist', 'src', 'cli', 'main.js'), ...command]);
    assert.is(status, 0, stderr);
    assert.equal(generatorsIn(packages), []);
    assert.equal(siteLibrariesIn(packages), []);
  });
}

/** The two database drivers: each loads only for a runtime command on its own kind of database. */
const drivers = ['better-sqlite3', 'pg'];
const driversIn = (packages: Set<string>) => drivers.filter((name) => packages.has(name));

for (const command of [['validate'], ['--help']]) {
  test(`awm ${command.join(' ')} loads no database driver`, () => {
    const { status, stderr, packages } = loadedPackages([repoPath('dist', 'src', 'cli', 'main.js'), ...command]);
    assert.is(status, 0, stderr);
    assert.equal(driversIn(packages), []);
  });
}

test('awm runtime on a SQLite file loads better-sqlite3, not pg', () => {
  const dir = tempDir('awm-driver-');
  try {
    const { status, stderr, packages } = loadedPackages([
      repoPath('dist', 'src', 'cli', 'main.js'),
      'runtime',
      'init',
      '--db',
      path.join(dir, 'rt.db'),
    ]);
    assert.is(status, 0, stderr);
    assert.equal(driversIn(packages), ['better-sqlite3']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

await withPostgres('startup imports on PostgreSQL', (server) => {
  test('awm runtime on a PostgreSQL URL loads pg, not better-sqlite3', () => {
    // The bad schema name is refused after pg is loaded, before anything is created.
    const url = new URL(server.url);
    url.searchParams.set('schema', 'Not-Valid');
    const { packages } = loadedPackages([
      repoPath('dist', 'src', 'cli', 'main.js'),
      'runtime',
      'verify',
      '--db',
      url.toString(),
    ]);
    assert.equal(driversIn(packages), ['pg']);
  });
});

test(
  'importing the package root loads no generator, formatter or driver: only the YAML parsers and the credential ' +
    'detector',
  () => {
    const { status, stderr, packages } = loadedPackages([
      '--input-type=module',
      '--eval',
      "await import('agent-work-model')",
    ]);
    assert.is(status, 0, stderr);
    // The detector is synchronous (lint rules and command checks are), so its rules load with it.
    assert.equal([...packages].sort(), [
      '@secretlint/secretlint-rule-preset-recommend',
      'js-yaml',
      'unhomoglyph',
      'yaml',
    ]);
  },
);

test('importing the package root and compiling a model loads none of them', () => {
  const script =
    `const awm = await import('agent-work-model'); const { diagnostics } = awm.compileModel('model'); ` +
    `if (diagnostics.length) process.exit(1);`;
  const { status, stderr, packages } = loadedPackages(['--input-type=module', '--eval', script]);
  assert.is(status, 0, stderr);
  assert.ok(packages.has('yaml'), 'the compile path ran');
  assert.equal(generatorsIn(packages), []);
  assert.equal(driversIn(packages), []);
});

test.run();
