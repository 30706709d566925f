// The generated Markdown: diagrams Mermaid itself accepts, well-formed tables, links that resolve.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { compileModel } from '../src/compile.js';
import { docsGenerator } from '../src/emit/docs/emit-docs.js';
import { lintDocsGenerator } from '../src/emit/docs/lint-docs.js';
import { cell, prose } from '../src/format/markdown.js';
import { lifecycleDiagram } from '../src/emit/docs/mermaid-lifecycle.js';
import { nativeLifecycleDiagram } from '../src/emit/docs/mermaid-native-lifecycle.js';
import type { GeneratedFile } from '../src/emit/generated-file.js';
import type { Model, Term } from '../src/model/model.js';
import { rulesNamingTerm } from '../src/model/rule-scope.js';
import { mermaidBlocks, parseDiagrams, type Diagram } from './helpers/mermaid.js';
import { repoPath } from './helpers/paths.js';
import { copyModel } from './helpers/temp-model.js';

const { model } = compileModel(repoPath('model'));
const pages = await docsGenerator.emit(model!);
/** The model's pages and the linter's (rule pages, diagnostics): everything under generated/docs/. */
const allPages = [...pages, ...(await lintDocsGenerator().emit(model!))];
const page = (file: string) => allPages.find((p) => p.path === `docs/${file}`)!.content;

function diagramsOf(files: readonly GeneratedFile[]): Diagram[] {
  return files.flatMap((file) =>
    mermaidBlocks(file.content).map((source, index) => ({ name: `${file.path}#${index + 1}`, source })),
  );
}

/** A model whose text is hostile to Markdown and Mermaid: pipes, line breaks, `<`, `;`, `%%`, keyword-named states. */
function hostileModel(): Model {
  const temp = copyModel();
  try {
    temp.replace(
      'terms/Artifact.yaml',
      'notes: Address of the published bytes. Not a credential.',
      'notes: "Address | of the <published> bytes.\\nNot a credential."',
    );
    temp.replace(
      'terms/Task.yaml',
      'anti_examples:\n',
      'anti_examples:\n  - "A | pipe and a\\nline break in a list item."\n',
    );
    const { model: hostile, diagnostics } = compileModel(temp.modelDir);
    assert.equal(diagnostics, []);
    return hostile!;
  } finally {
    temp.dispose();
  }
}

/** The cells of a Markdown table row: split on pipes that are not escaped. */
const cells = (row: string) =>
  row
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/);

/** Every table of a page: header, delimiter and rows all have the same number of cells. */
function checkTables(file: GeneratedFile): number {
  let tables = 0;
  const lines = file.content.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith('|') || lines[i - 1]?.startsWith('|')) continue;
    tables++;
    const width = cells(lines[i]!).length;
    assert.match(lines[i + 1]!, /^\|(---\|)+$/, `${file.path}:${i + 2} is not a table delimiter row`);
    for (let j = i + 1; j < lines.length && lines[j]!.startsWith('|'); j++) {
      assert.is(
        cells(lines[j]!).length,
        width,
        `${file.path}:${j + 1} has a different number of cells than its header: ${lines[j]}`,
      );
      assert.ok(lines[j]!.endsWith('|'), `${file.path}:${j + 1} does not end its last cell`);
    }
  }
  return tables;
}

test("every Mermaid diagram of the docs is accepted by Mermaid's own parser, and a broken one is not", () => {
  const diagrams = diagramsOf(pages);
  const lifecycleTerms = [...model!.terms.values()].filter((term) => term.data.lifecycle).length;
  const nativeLifecycles = [...model!.mappings.values()].reduce(
    (sum, mapping) => sum + Object.keys(mapping.data.native_lifecycles ?? {}).length,
    0,
  );
  assert.ok(nativeLifecycles >= 3, 'every audited crosswalk declares native lifecycles');
  assert.is(
    diagrams.length,
    lifecycleTerms + 1 + nativeLifecycles,
    'one lifecycle diagram per term with a lifecycle, the ER diagram, one per native lifecycle',
  );
  // Native state names and verbs are free text: spaces, quotes, pipes, `;`, `%%` and `#` must not break a diagram.
  const hostileName = 'in review; 100%% "done" #1 | x';
  const hostileStateMap = nativeLifecycleDiagram(
    {
      states: [hostileName, 'class'],
      initial: 'class',
      terminal: [],
      transitions: [
        { from: 'class', to: hostileName, verb: 'go; %% #1' },
        { from: hostileName, to: 'class' },
      ],
    },
    {
      stateMap: {
        states: {
          [hostileName]: { awm_state: 'running', fidelity: 'close' },
          class: { awm_state: null, fidelity: 'none', notes: 'n/a' },
        },
      },
      lifecycle: model!.terms.get('AgentRun')!.data.lifecycle!,
    },
  );
  const hostile: Diagram = { name: 'a state map with hostile native names', source: hostileStateMap };
  const broken: Diagram = {
    name: 'control: a transition with no target',
    source: 'stateDiagram-v2\n  [*] --> s_a\n  s_a --> --> s_b\n',
  };
  const verdicts = parseDiagrams([...diagrams, hostile, broken]);
  for (const verdict of verdicts.slice(0, -1)) assert.ok(verdict.ok, `${verdict.name}: ${verdict.error}`);
  assert.equal(
    verdicts.slice(0, -2).map((verdict) => verdict.diagramType),
    diagrams.map((diagram) => (diagram.name.startsWith('docs/relationships.md') ? 'er' : 'stateDiagram')),
  );
  assert.not.ok(verdicts.at(-1)!.ok, 'the parser must reject a malformed diagram');
  assert.match(verdicts.at(-1)!.error!, 'Parse error');
});

test('lifecycle diagrams survive states named like Mermaid keywords and notes with ; %% # and quotes', () => {
  const states = ['note', 'state', 'class', 'style', 'default', 'click', 'end', 'direction'];
  const lifecycle = {
    initial: 'note',
    states,
    terminal: ['end'],
    transitions: [
      ...states.slice(1).map((to, i) => ({ from: states[i]!, to })),
      { from: 'style', to: 'end', notes: 'retry; then %% give up # "hard" | done\nnext line' },
    ],
  };
  const source = lifecycleDiagram(lifecycle);
  assert.ok(source.includes('[*] --> s_note') && source.includes('s_end --> [*]'), source);
  const [verdict] = parseDiagrams([{ name: 'keyword states', source }]);
  assert.ok(verdict!.ok, `${verdict!.error}\n${source}`);
});

test('lifecycles mark the initial state from [*] and every terminal state to [*]', () => {
  for (const term of model!.terms.values()) {
    const lifecycle = term.data.lifecycle;
    if (!lifecycle) continue;
    const [diagram] = mermaidBlocks(page(`terms/${term.key}.md`));
    assert.ok(diagram!.startsWith('stateDiagram-v2\n'), term.key);
    assert.ok(diagram!.includes(`\n  [*] --> s_${lifecycle.initial}\n`), term.key);
    for (const terminal of lifecycle.terminal)
      assert.ok(diagram!.includes(`\n  s_${terminal} --> [*]`), `${term.key}: ${terminal}`);
  }
});

test("the relationship diagram draws each inverse pair once, with crow's feet for both cardinalities", () => {
  const [diagram] = mermaidBlocks(page('relationships.md'));
  assert.ok(
    diagram!.includes('  WorkSession ||--o{ AgentRun : "agent_runs / work_session"'),
    'contains: one session, many runs, solid',
  );
  assert.ok(
    diagram!.includes('  WorkSession ||--o{ ResourceBinding : "resource_bindings / work_session"'),
    'drawn from the container',
  );
  assert.ok(diagram!.includes('  Workspace }o..o{ ResourceBinding : "bound_in"'), 'an end without an inverse');
  assert.not.ok(diagram!.includes('AgentRun }o..|| WorkSession'), 'the inverse end is not drawn again');
  const edges = diagram!.split('\n').filter((line) => / : "/.test(line)).length;
  const relationships = [...model!.terms.values()].reduce((sum, term) => sum + term.relationships.length, 0);
  const paired = [...model!.terms.values()].flatMap((term) => term.relationships).filter((r) => r.inverse).length;
  assert.is(edges, relationships - paired / 2);
});

test('every table in every page is well-formed, even when model text holds pipes and line breaks', () => {
  let tables = 0;
  for (const file of pages) tables += checkTables(file);
  assert.ok(tables > 16 * 5, `only ${tables} tables`);
  const hostilePages = docsGenerator.emit(hostileModel()) as Promise<GeneratedFile[]>;
  return hostilePages.then((files) => {
    for (const file of files) checkTables(file);
    const artifact = files.find((file) => file.path === 'docs/terms/Artifact.md')!.content;
    assert.match(
      artifact,
      '| `locator` | reference | `uri` | yes |  | Address \\| of the &lt;published> bytes.<br>Not a credential. |',
    );
    assert.match(
      files.find((file) => file.path === 'docs/terms/Task.md')!.content,
      '- A | pipe and a\n  line break in a list item.',
    );
  });
});

/** GitHub's heading anchors, written here independently of the generator's: lower case, punctuation dropped. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Relative links of a page, resolved against its path: `{ target, file, anchor }`. A URL with a scheme is no page. */
function linksOf(file: GeneratedFile) {
  const links = [...file.content.matchAll(/\]\(([^)\s]+)\)/g)].filter(
    ([, target]) => !/^[a-z][a-z\d+.-]*:/i.test(target!),
  );
  return links.map(([, target]) => {
    const [relative, anchor] = target!.split('#') as [string, string | undefined];
    const resolved = relative
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file.path), relative))
      : file.path;
    return { target: target!, file: resolved, anchor };
  });
}

test('every relative link resolves to a generated page and one of its headings', () => {
  const byPath = new Map(allPages.map((file) => [file.path, file.content]));
  for (const file of allPages) {
    for (const link of linksOf(file)) {
      if (link.file.startsWith('schemas/')) {
        assert.ok(link.file.endsWith('.schema.json'), `${file.path}: ${link.target}`);
        continue;
      }
      const content = byPath.get(link.file);
      assert.ok(content !== undefined, `${file.path} links to ${link.target}, which is not generated`);
      if (link.anchor) {
        const anchors = [...content.matchAll(/^#+ (.+)$/gm)].map((match) => slug(match[1]!));
        assert.ok(anchors.includes(link.anchor), `${file.path} links to ${link.target}: no such heading`);
      }
    }
  }
  assert.ok(page('rules.md').includes('[`INVERSE_MISSING`](lint-rules/inverse-missing.md)'));
});

test('every page is reachable from docs/index.md, and links back to it', () => {
  const reached = new Set(['docs/index.md']);
  const queue = ['docs/index.md'];
  const byPath = new Map(allPages.map((file) => [file.path, file]));
  while (queue.length) {
    for (const link of linksOf(byPath.get(queue.shift()!)!)) {
      if (byPath.has(link.file) && !reached.has(link.file)) {
        reached.add(link.file);
        queue.push(link.file);
      }
    }
  }
  assert.equal(
    allPages.map((file) => file.path).filter((file) => !reached.has(file)),
    [],
    'pages no link leads to',
  );
  for (const file of allPages.filter((file) => file.path !== 'docs/index.md'))
    assert.ok(
      linksOf(file).some((link) => link.file === 'docs/index.md'),
      `${file.path} has no link back to the glossary`,
    );
});

test('every page starts with the do-not-edit notice, then its title', () => {
  for (const file of allPages) assert.match(file.content, /^<!-- .*Do not edit by hand\. -->\n\n# \S/, file.path);
});

/** Every table of a page, as rows of trimmed cells (header first, delimiter left out). */
function tablesOf(content: string): string[][][] {
  const tables: string[][][] = [];
  let current: string[][] | null = null;
  for (const line of content.split('\n')) {
    if (!line.startsWith('|')) {
      current = null;
      continue;
    }
    if (!current) tables.push((current = []));
    if (!/^\|(---\|)+$/.test(line)) current.push(cells(line).map((cell) => cell.trim()));
  }
  return tables;
}

test('no table has a column that is empty in every row, and no cell holds a paragraph', () => {
  const emptyColumns: string[] = [];
  const longCells: string[] = [];
  for (const file of allPages) {
    for (const [header, ...rows] of tablesOf(file.content)) {
      header!.forEach((name, column) => {
        if (rows.length && rows.every((row) => ['', '—'].includes(row[column]!)))
          emptyColumns.push(`${file.path}: ${name}`);
      });
      for (const row of rows) for (const cell of row) if (cell.length > 300) longCells.push(`${file.path}: ${cell}`);
    }
  }
  assert.equal(emptyColumns, []);
  assert.equal(longCells, []);
});

/** What a term page shows, section by section, and whether the model gives it anything to say. */
const termSections = (term: Term): [string, boolean][] => [
  ['Purpose', true],
  ['Authority', true],
  ['Identity', true],
  ['Fields', true],
  ['Relationships', term.data.relationships.length > 0],
  ['Lifecycle', term.data.lifecycle !== undefined],
  ['Invariants', term.data.invariants.length > 0],
  ['Aliases', term.data.aliases.length + term.data.deprecated_aliases.length > 0],
  ['Not synonyms', term.data.non_synonyms.length > 0],
  ['Examples', term.data.examples.length > 0],
  ['Anti-examples', term.data.anti_examples.length > 0],
  ['Crosswalks', [...model!.mappings.values()].some((mapping) => mapping.data.terms[term.key])],
  ['Rules', rulesNamingTerm(model!, term).length > 0],
];

test('a term page has a section for everything the model says about the term, and none that would be empty', () => {
  for (const term of model!.terms.values()) {
    const headings = [...page(`terms/${term.key}.md`).matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    const expected = termSections(term)
      .filter(([, filled]) => filled)
      .map(([name]) => name);
    assert.equal(headings, expected, term.key);
  }
  assert.not.match(page('terms/Artifact.md'), '## Lifecycle');
});

test('a lifecycle is drawn once, with no table repeating its transitions', () => {
  for (const term of model!.terms.values()) {
    if (!term.data.lifecycle) continue;
    const content = page(`terms/${term.key}.md`);
    assert.is(mermaidBlocks(content).length, 1, term.key);
    assert.not.match(content, '| From | To |', term.key);
  }
});

test(
  'every crosswalk has a page: source, coverage, entries with their evidence, native lifecycles, state maps, ' +
    'false friends, rule conflicts',
  () => {
    for (const mapping of model!.mappings.values()) {
      const content = page(`crosswalks/${mapping.system}.md`);
      const data = mapping.data;
      const sections = [
        'Coverage',
        'Entries',
        ...(Object.keys(data.native_lifecycles ?? {}).length ? ['Native lifecycles'] : []),
        ...(Object.keys(data.state_maps ?? {}).length ? ['State maps'] : []),
        ...(data.false_friends?.length ? ['False friends'] : []),
        ...(data.rule_conflicts?.length ? ['Rule conflicts'] : []),
        ...(data.compatibility_field_mappings.length ? ['Compatibility field mappings'] : []),
      ];
      assert.equal(
        [...content.matchAll(/^## (.+)$/gm)].map((match) => match[1]),
        sections,
        mapping.system,
      );
      for (const term of model!.terms.keys())
        assert.ok(
          content.includes(`| [${term}](../terms/${term}.md) | ${data.terms[term]!.fidelity} |`),
          `${mapping.system}: ${term}`,
        );
      assert.equal(
        [...content.matchAll(/^### (.+)$/gm)].map((match) => match[1]),
        [
          ...Object.keys(data.native_lifecycles ?? {}).map((native) => `Native lifecycle of ${native}`),
          ...Object.keys(data.state_maps ?? {}),
        ],
        mapping.system,
      );
      // Every quote of the crosswalk is shown, each on one line.
      for (const entry of Object.values(data.terms))
        for (const { quote } of entry.evidence ?? [])
          // Markdown prose writes `<` as an entity.
          assert.ok(
            content.includes(`“${quote.replace(/\s+/g, ' ').trim().replace(/</g, '&lt;')}”`),
            `${mapping.system}: ${quote}`,
          );
      if (mapping.sourceDocument) assert.match(content, `vendored verbatim in \`model/mappings/${data.source!.file}\``);
    }
    const hoziron = page('crosswalks/hoziron.md');
    assert.match(
      hoziron,
      '| `Running` → `Suspended` (`suspend`) | `ready` → `starting` | no ' +
        '([`STATE_MAP_TRANSITION_LOSS`](../lint-rules/state-map-transition-loss.md)) |',
    );
    assert.match(hoziron, '  n1 --> n0 : suspend: not an AWM transition\n');
    assert.match(
      hoziron,
      '- `mcp_servers` against [`policy-narrows`](../rules.md#policy-narrows): An agent with no equipped competency',
    );
    assert.match(page('crosswalks/vox.md'), '| `ERROR` → `DEAD` | `failed` → `failed` | no move: one AWM state |');
    assert.match(
      page('crosswalks/awaken-workforce.md'),
      "- `Workspace` is not [Workspace](../terms/Workspace.md): Awaken's Workspace groups work inside an Org",
    );
    const matrix = page('crosswalks.md');
    assert.match(matrix, '- [`hoziron`](crosswalks/hoziron.md): Hoziron "Object Model"');
    assert.match(
      matrix,
      '| close: `WorkUnit`, [states](crosswalks/awaken-workforce.md#agentrun) | none | none | related: ' +
        '`invoke_agent`, [states](crosswalks/otel-genai.md#agentrun) | tbd | none |',
    );
    assert.match(matrix, '| [Resource](terms/Resource.md) | none | broad: `Resource` |');
    assert.match(matrix, '- `related`: Related, but a different kind of thing');
    assert.match(
      page('terms/AgentRun.md'),
      '| [`awaken-workforce`](../crosswalks/awaken-workforce.md) | close | `WorkUnit` |',
    );
  },
);

test('the glossary lists every term with its first sentence, and every alias', () => {
  const index = page('index.md');
  for (const term of model!.terms.values()) {
    assert.ok(index.includes(`| [${term.key}](terms/${term.key}.md) |`), term.key);
    for (const alias of [...term.data.aliases, ...term.data.deprecated_aliases])
      assert.ok(index.includes(`| \`${alias}\` | [${term.key}]`), alias);
  }
  assert.ok(index.includes('| `agent-session` | [AgentRun](terms/AgentRun.md) | deprecated: say AgentRun |'));
});

test('prose escapes what Markdown would read as HTML, except inside code spans, which print as typed', () => {
  assert.is(prose('a <b> &amp; `<Term>State` and `a & b`'), 'a &lt;b> &amp;amp; `<Term>State` and `a & b`');
  assert.is(cell('one | two\n`x|y`'), 'one \\| two<br>`x\\|y`');
});

test.run();
