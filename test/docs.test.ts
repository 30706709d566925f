// The hand-written documentation: README, guides, explanations and CONTRIBUTING link only to what exists, and
// state what the code holds (patterns, change kinds, the quick start, the CI steps).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { actionPattern, nameForbiddenCharacters } from '../src/emit/schemas/common-schema.js';
import { repoPath, repoRoot } from './helpers/paths.js';
import { shellBlocks } from './helpers/shell-steps.js';

const readme = readFileSync(repoPath('README.md'), 'utf8');
const guide = (name: string) => readFileSync(repoPath('templates', 'guides', `${name}.md`), 'utf8');
const markdownIn = (dir: string) =>
  readdirSync(repoPath(dir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(dir, name));

/** Every hand-written page a reader meets, relative to the repository root. */
const handWritten = [
  'README.md',
  'CONTRIBUTING.md',
  ...markdownIn('templates/guides'),
  ...markdownIn('templates/explanations'),
];

/** GitHub's heading anchors: lower case, punctuation dropped, each space a hyphen. */
function headingAnchors(markdown: string): Set<string> {
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const anchors = new Set<string>();
  for (const [, heading = ''] of withoutCode.matchAll(/^#{1,6} (.+)$/gm)) {
    anchors.add(
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
        .replace(/ /g, '-'),
    );
  }
  for (const [, id = ''] of withoutCode.matchAll(/<a id="([^"]+)">/g)) anchors.add(id);
  return anchors;
}

test("every relative link in the hand-written pages names an existing file, and a Markdown page's heading", () => {
  const broken: string[] = [];
  for (const page of handWritten) {
    const text = readFileSync(repoPath(page), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [file, anchor] = target.split('#');
      const resolved = file ? path.resolve(repoRoot, path.dirname(page), file) : repoPath(page);
      if (!existsSync(resolved)) broken.push(`${page}: ${target} (no such file)`);
      // A link into a catalogue's source names a heading of its page in the docs site, which
      // test/docs-site.test.ts checks; a Markdown page's headings are checked here.
      else if (
        anchor &&
        resolved.endsWith('.md') &&
        (statSync(resolved).isDirectory() || !headingAnchors(readFileSync(resolved, 'utf8')).has(anchor))
      )
        broken.push(`${page}: ${target} (no such heading)`);
    }
  }
  assert.equal(broken, []);
});

test('the downstream guide states the name and action patterns the generated schemas use', () => {
  const downstream = guide('downstream-system');
  assert.ok(downstream.includes(`\n${nameForbiddenCharacters}\n`), nameForbiddenCharacters);
  const actionName = '[a-z][a-z0-9_.:-]*';
  assert.ok(actionPattern.includes(actionName) && downstream.includes(`^${actionName}$`), actionPattern);
  for (const definition of ['PolicyDocument = { grants: Grant[] }', 'Grant = { resource: string, actions: string[] }'])
    assert.ok(downstream.includes(definition), definition);
});

test('the README is a landing page: at most 200 lines', () => {
  const lines = readme.split('\n').length - (readme.endsWith('\n') ? 1 : 0);
  assert.ok(lines <= 200, `${lines} lines`);
});

test('the README quick start is exactly the two commands', () => {
  const [quickStart = ''] = shellBlocks(readme, 'Quick start');
  const commands = quickStart
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/\s+#.*$/, ''));
  assert.equal(commands, ['npm ci && npx awm build', 'npm test']);
});

test('.ci/run installs, checks generated/ and runs the README test command', () => {
  const ci = readFileSync(repoPath('.ci', 'run'), 'utf8');
  for (const step of ['npm ci', 'npx awm build --check', 'npm test']) assert.ok(ci.includes(`\n${step}\n`), step);
});

test.run();
