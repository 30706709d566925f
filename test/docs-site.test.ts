// The docs site as built: every link and asset resolves, every page is reachable from the home page, and the tool
// reference lists exactly what each of the code's catalogues holds.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lintRules } from '../lint-rules/index.js';
import { commands } from '../src/cli/commands/index.js';
import { builtInOptions, globalOptions } from '../src/cli/global-options.js';
import { compileModel } from '../src/compile.js';
import { diagnosticCatalog } from '../src/diagnostics/catalog.js';
import { changeCatalog } from '../src/diff/change-catalog.js';
import { findingCatalog } from '../src/conformance/findings.js';
import { refusalCatalog } from '../src/runtime/core/refusals.js';
import { buildSite } from '../src/site/build-site.js';
import { renderMarkdown } from '../src/site/render-markdown.js';
import { cliReference } from '../src/site/command-reference.js';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';
import { tempDir } from './helpers/temp-model.js';

const { model } = compileModel(repoPath('model'));
const reference = cliReference(commands, { ...globalOptions, ...builtInOptions });
const site = await buildSite(model!, reference);
const files = new Map(site.files.map((file) => [file.path, file.content]));
const html = [...files].filter(([file]) => file.endsWith('.html'));
const page = (file: string): string => {
  const content = files.get(file);
  assert.ok(content !== undefined, `no page ${file}`);
  return content;
};

/** The targets of a page's links and assets, resolved against the page: `{ file, anchor }` per target. */
function targetsOf(file: string, content: string) {
  return [...content.matchAll(/\b(?:href|src)="([^"]*)"/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => {
      const [relative = '', anchor] = target.split('#');
      const resolved = relative ? path.posix.normalize(path.posix.join(path.posix.dirname(file), relative)) : file;
      return { target, file: resolved, anchor };
    });
}

test('the site builds with no broken link, and holds a page for every source', () => {
  assert.equal(site.problems, []);
  assert.is(site.pages, html.length);
  for (const expected of [
    'index.html',
    'guides/spec-author.html',
    'guides/downstream-system.html',
    'guides/mapping-maintainer.html',
    'guides/runtime-operator.html',
    'model/index.html',
    'model/relationships.html',
    'model/terms/AgentRun.html',
    'reference/commands.html',
    'reference/diagnostics.html',
    'reference/lint-rules/index.html',
    'reference/change-kinds.html',
    'reference/refusals.html',
    'reference/conformance-findings.html',
    'explanations/two-yaml-loaders.html',
    'assets/mermaid.min.js',
    'assets/minisearch.js',
    'assets/search-index.js',
  ])
    assert.ok(files.has(expected), expected);
  for (const term of model!.terms.keys()) assert.ok(files.has(`model/terms/${term}.html`), term);
});

test('every internal link and asset of every page resolves, anchors included', () => {
  const idsOf = new Map(
    html.map(([file, content]) => [file, new Set([...content.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]))]),
  );
  const broken: string[] = [];
  for (const [file, content] of html)
    for (const target of targetsOf(file, content)) {
      if (!files.has(target.file)) broken.push(`${file}: ${target.target} (no such file)`);
      else if (target.anchor && !idsOf.get(target.file)?.has(target.anchor))
        broken.push(`${file}: ${target.target} (no such anchor)`);
    }
  assert.equal(broken, []);
});

test('every page is reachable from the home page by following links', () => {
  const reached = new Set(['index.html']);
  const queue = ['index.html'];
  while (queue.length) {
    const file = queue.shift()!;
    for (const target of targetsOf(file, page(file)))
      if (target.file.endsWith('.html') && !reached.has(target.file)) {
        reached.add(target.file);
        queue.push(target.file);
      }
  }
  assert.equal(
    html.map(([file]) => file).filter((file) => !reached.has(file)),
    [],
  );
});

/** The code spans that open the rows of a page's tables: the codes a reference table lists. */
const firstColumnCodes = (content: string) =>
  [...content.matchAll(/<tr>\s*<td>(?:<a [^>]*>)?<code>([A-Z][A-Z0-9_]+)<\/code>/g)].map((match) => match[1]);
const sorted = (values: Iterable<string | undefined>) => [...values].map(String).sort();

test('the tool reference lists exactly the codes of each catalogue', () => {
  assert.equal(sorted(firstColumnCodes(page('reference/change-kinds.html'))), sorted(Object.keys(changeCatalog)));
  assert.equal(sorted(firstColumnCodes(page('reference/refusals.html'))), sorted(Object.keys(refusalCatalog)));
  assert.equal(
    sorted(firstColumnCodes(page('reference/conformance-findings.html'))),
    sorted(Object.keys(findingCatalog)),
  );
  assert.equal(
    sorted(
      [...page('reference/diagnostics.html').matchAll(/<h2 id="[^"]+">([A-Z][A-Z0-9_]+)<\/h2>/g)].map((m) => m[1]),
    ),
    sorted(Object.keys(diagnosticCatalog)),
  );
  const lintIndex = page('reference/lint-rules/index.html');
  assert.equal(
    sorted([...lintIndex.matchAll(/<td><a href="[^"]+">([A-Z][A-Z0-9_]+)<\/a><\/td>/g)].map((m) => m[1])),
    sorted(lintRules.map((rule) => rule.code)),
  );
  for (const rule of lintRules)
    assert.ok(files.has(`reference/lint-rules/${rule.code.toLowerCase().replace(/_/g, '-')}.html`), rule.code);
});

test('the commands page documents every command and every option of its definition', () => {
  const commandsPage = page('reference/commands.html');
  const walk = (list: typeof reference.commands): typeof reference.commands =>
    list.flatMap((command) => [command, ...walk(command.subcommands)]);
  for (const command of walk(reference.commands)) {
    const id = command.name.toLowerCase().replace(/ /g, '-');
    const section = commandsPage.split(new RegExp(`<h[2-4] id="${id}">`))[1]?.split(/<h[2-4] /)[0];
    assert.ok(section, `no section for ${command.name}`);
    assert.ok(section.includes(command.description.slice(0, 30)), command.name);
    for (const option of command.options)
      assert.ok(
        section.includes(`<code>${option.name.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</code>`),
        `${command.name} ${option.name}`,
      );
  }
});

test('the lifecycle of a term is a Mermaid diagram the page loads mermaid to draw', () => {
  const agentRun = page('model/terms/AgentRun.html');
  assert.match(agentRun, /<pre class="mermaid">stateDiagram-v2\n/);
  assert.match(agentRun, 'src="../../assets/mermaid.min.js"');
  assert.not.match(page('guides/spec-author.html'), 'mermaid.min.js');
});

test('awm docs with a model that does not load reports it and writes nothing', () => {
  const out = tempDir('awm-site-');
  try {
    const result = runAwm(['docs', '--model', path.join(out, 'no-model'), '--out', path.join(out, 'site')], out);
    assert.is(result.status, 2, result.stderr);
    assert.match(result.stderr, 'MODEL_NOT_FOUND');
    assert.match(result.stderr, 'awm docs: nothing written to site/');
    assert.not.ok(hasStackTrace(result.stderr));
    assert.not.ok(existsSync(path.join(out, 'site')));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("every page carries a Content-Security-Policy that allows only the site's own scripts, and no inline one", () => {
  for (const [file, content] of html) {
    const policy = content
      .match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)">/)?.[1]
      ?.replace(/&#x27;/g, "'");
    assert.ok(policy, `${file}: no policy`);
    assert.match(policy, "script-src 'self'", file);
    assert.match(policy, "default-src 'none'", file);
    assert.not.match(policy, 'unsafe-eval', file);
    assert.not.match(policy.split('; ').find((d) => d.startsWith('script-src')) ?? '', 'unsafe-inline', file);
    assert.equal(
      [...content.matchAll(/<script\b[^>]*>/g)].filter((tag) => !/ src="[^"]+"/.test(tag[0])),
      [],
      `${file}: an inline script`,
    );
  }
});

test('the whole navigation is one file; a page holds only its first level, so pages do not grow with the model', () => {
  const navScript = files.get('assets/nav.js') ?? '';
  assert.match(navScript, /^window\.AWM_NAV = \[/);
  const sections = JSON.parse(navScript.slice('window.AWM_NAV = '.length, -';\n'.length)) as {
    items: { site: string | null; children: { site: string }[] }[];
  }[];
  const listed = sections.flatMap((section) =>
    section.items.flatMap((item) => [item.site, ...item.children.map((child) => child.site)]),
  );
  assert.equal(
    html.map(([file]) => file).filter((file) => !listed.includes(file)),
    [],
  );
  // No page but the glossary and the relationships links to every term page.
  const termLinks = (content: string) => new Set(content.match(/terms\/[A-Za-z]+\.html/g) ?? []).size;
  assert.ok(termLinks(page('model/index.html')) >= model!.terms.size);
  assert.is(termLinks(page('guides/spec-author.html')), 0);
  assert.ok(termLinks(page('model/terms/Task.html')) < model!.terms.size);
});

test('the site renders Markdown with raw HTML off: markup is text, but a line break in a cell and the notice', () => {
  const rendered = renderMarkdown(
    [
      '<!-- Generated by awm build. Do not edit by hand. -->',
      '',
      '# Title <script>alert(1)</script>',
      '',
      '<div onclick="alert(1)">block</div>',
      '',
      '| a | b |',
      '|---|---|',
      '| one<br>two | <img src=x onerror=alert(1)> |',
      '',
      '<!-- a comment --><script>alert(1)</script>',
      '',
      '[link](javascript:alert(1))',
    ].join('\n'),
    (href) => href,
  );
  assert.not.match(rendered.html, 'Generated by awm build');
  assert.match(rendered.html, '<h1 id="title-scriptalert1script">Title &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
  assert.match(rendered.html, '<p>&lt;div onclick=&quot;alert(1)&quot;&gt;block&lt;/div&gt;</p>');
  assert.match(rendered.html, '<td>one<br>\ntwo</td>');
  assert.match(rendered.html, '<td>&lt;img src=x onerror=alert(1)&gt;</td>');
  assert.match(rendered.html, '<p>&lt;!-- a comment --&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  assert.match(rendered.html, '<p>[link](javascript:alert(1))</p>');
  assert.not.match(rendered.html, /<(script|div|img)\b/);
});

test.run();
