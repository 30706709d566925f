// The docs site in a real browser (headless Chromium): diagrams drawn as SVG without console errors, and search
// that finds a term from the home page. Screenshots of two pages are kept under test/artifacts/.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runAwm } from '../helpers/cli.js';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';

const chromiumPath = '/usr/bin/chromium';
const artifacts = repoPath('test', 'artifacts');
const siteDir = tempDir('awm-site-');
let browser: Browser;

/** Opens a page of the built site, collecting what the page logs as an error. */
async function open(file: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(pathToFileURL(path.join(siteDir, file)).href);
  return { page, errors };
}

test.before(async () => {
  assert.ok(existsSync(chromiumPath), `no browser at ${chromiumPath}: apt-get install -y chromium`);
  const built = runAwm(['docs', '--out', siteDir], repoPath());
  assert.is(built.status, 0, built.stderr);
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  mkdirSync(artifacts, { recursive: true });
});

test.after(async () => {
  await browser?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

test('the AgentRun page draws its lifecycle as an SVG, with no console error', async () => {
  const { page, errors } = await open('model/terms/AgentRun.html');
  const lifecycle = page.locator('h2#lifecycle ~ pre.mermaid svg').first();
  await lifecycle.waitFor({ timeout: 20_000 });
  // Every state of the lifecycle is drawn as a node of the diagram.
  const labels = await lifecycle.locator('g.node').allTextContents();
  for (const state of ['assigned', 'running', 'blocked', 'succeeded', 'failed', 'cancelled'])
    assert.ok(
      labels.some((label) => label.trim() === state),
      `${state} in ${labels.join(', ')}`,
    );
  await lifecycle.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(artifacts, 'term-AgentRun.png') });
  assert.equal(errors, []);
  await page.close();
});

test('every diagram of every page with diagrams renders, none as a syntax error', async () => {
  const pages = ['model/relationships.html', 'model/terms/WorkSession.html', 'model/crosswalks/hoziron.html'];
  for (const file of pages) {
    const { page, errors } = await open(file);
    const diagrams = await page.locator('pre.mermaid').count();
    assert.ok(diagrams > 0, file);
    for (let index = 0; index < diagrams; index++)
      await page.locator('pre.mermaid').nth(index).locator('svg').waitFor({ timeout: 20_000 });
    assert.not.match((await page.locator('main').textContent()) ?? '', 'Syntax error', file);
    assert.equal(errors, [], file);
    await page.close();
  }
});

test('searching "AgentRun" from the home page finds the AgentRun page, first', async () => {
  const { page, errors } = await open('index.html');
  await page.screenshot({ path: path.join(artifacts, 'home.png') });
  await page.fill('#search', 'AgentRun');
  const first = page.locator('#search-results a').first();
  await first.waitFor();
  assert.match((await first.getAttribute('href')) ?? '', /model\/terms\/AgentRun\.html$/);
  await page.press('#search', 'Enter');
  await page.waitForURL(/model\/terms\/AgentRun\.html$/);
  assert.is(await page.locator('main h1').textContent(), 'AgentRun');
  assert.equal(errors, []);
  await page.close();
});

test.run();
