// awm mapping coverage|export|diff end to end: coverage figures, an SSSOM round trip, crosswalk changes between
// versions.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Ajv2019 } from 'ajv/dist/2019.js';
import addFormatsPlugin from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import { compileModel } from '../src/compile.js';
import type { MappingDocument } from '../src/model/documents.js';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { gitRepository } from './helpers/git-repo.js';
import { repoPath } from './helpers/paths.js';
import { tempDir } from './helpers/temp-model.js';
import { yamlCrosswalkFidelities, yamlTermOrder } from './helpers/yaml-model.js';

const { model } = compileModel(repoPath('model'));
const crosswalks = new Map([...model!.mappings.values()].map((mapping) => [mapping.system, mapping.data]));
const termKeys = [...model!.terms.keys()];

/** The version SSSOM gives a crosswalk's source: its SHA-256, after the package and its version for a package file. */
function sourceVersion(source: { sha256: string }): string {
  const pinned = source as { package?: string; version?: string; sha256: string };
  return `${pinned.package === undefined ? '' : `${pinned.package}@${pinned.version} `}sha256:${pinned.sha256}`;
}

/** The coverage levels in the order the reports list them: the rubric's fidelities, then terms without an entry. */
const levels = ['exact', 'close', 'broad', 'narrow', 'related', 'none', 'tbd', 'partial', 'missing'];

/** Per system, the terms at each level in term_order, as the YAML states them. */
function expectedCoverage(): Map<string, Record<string, string[]>> {
  const order = yamlTermOrder();
  const coverage = new Map<string, Record<string, string[]>>();
  for (const [system, fidelities] of yamlCrosswalkFidelities()) {
    const byLevel = Object.fromEntries(levels.map((level) => [level, [] as string[]]));
    for (const term of order) byLevel[fidelities[term] ?? 'missing']!.push(term);
    coverage.set(system, byLevel);
  }
  return coverage;
}

test('coverage: every crosswalk covers every term; the figures per fidelity', () => {
  const result = runAwm(['mapping', 'coverage', '--format', 'json'], repoPath());
  assert.is(result.status, 0, result.stderr);
  const { systems } = JSON.parse(result.stdout) as {
    systems: { system: string; total: number; counts: Record<string, number>; terms: Record<string, string[]> }[];
  };
  const expected = expectedCoverage();
  assert.equal(systems.map((s) => s.system).sort(), [...expected.keys()].sort());
  for (const system of systems) {
    const terms = expected.get(system.system)!;
    assert.is(system.total, yamlTermOrder().length);
    assert.equal(system.terms, terms, `${system.system}: the terms at each level`);
    assert.equal(
      system.counts,
      Object.fromEntries(levels.map((level) => [level, terms[level]!.length])),
      `${system.system}: the figures per level`,
    );
    assert.equal(system.terms.missing, [], `${system.system} has an entry for every term`);
  }
});

test('coverage: stylish and markdown for one system; an unknown system exits 2 without a stack trace', () => {
  const total = yamlTermOrder().length;
  const coverage = expectedCoverage();
  const stylish = runAwm(['mapping', 'coverage', '--system', 'vox'], repoPath());
  assert.is(stylish.status, 0, stylish.stderr);
  assert.match(stylish.stdout, /^vox {2}draft, overall partial, verified against VOX Core System Architecture/);
  const voxNone = coverage.get('vox')!.none!;
  assert.match(
    stylish.stdout,
    `\n  none     ${String(voxNone.length).padStart(String(total).length)}/${total}  ${voxNone.join(', ')}\n`,
  );
  assert.match(
    stylish.stdout,
    'state map AgentInstance (Agent): IDLE -> starting, ACTIVE -> ready, ERROR -> failed, DEAD -> failed; no native ' +
      'state for busy, stopping, stopped',
  );
  assert.match(stylish.stdout, '\n  native lifecycle reasoning loop: 4 states, 3 transitions\n');
  assert.not.match(stylish.stdout, 'hoziron');
  const markdown = runAwm(['mapping', 'coverage', '--format', 'markdown'], repoPath());
  const hoziron = coverage.get('hoziron')!;
  assert.match(markdown.stdout, '| `hoziron` | proposed | Hoziron "Object Model" (core domain objects');
  assert.match(markdown.stdout, `| ${levels.map((level) => hoziron[level]!.length).join(' | ')} |\n`);
  assert.match(markdown.stdout, `- **tbd** (${hoziron.tbd!.length}): ${hoziron.tbd!.join(', ')}\n`);
  const unknown = runAwm(['mapping', 'coverage', '--system', 'vax'], repoPath());
  assert.is(unknown.status, 2);
  assert.is(unknown.stdout, '');
  assert.is(
    unknown.stderr,
    'awm mapping coverage: unknown system "vax" (did you mean "vox"?); the model has crosswalks for: ' +
      `${[...yamlCrosswalkFidelities().keys()].sort().join(', ')}\n`,
  );
  assert.not.ok(hasStackTrace(unknown.stderr));
});

/** Splits SSSOM/TSV rows: tab-separated, with RFC 4180 quoting (values may hold tabs, quotes and line breaks). */
function parseTsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let value = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        value += '"';
        i++;
      } else if (char === '"') quoted = false;
      else value += char;
    } else if (char === '"' && value === '') quoted = true;
    else if (char === '\t') {
      row.push(value);
      value = '';
    } else if (char === '\n') {
      row.push(value);
      rows.push(row);
      row = [];
      value = '';
    } else value += char;
  }
  return rows;
}

/** The metadata block (YAML after `#`) and the rows of an SSSOM/TSV file, keyed by column. */
function readSssom(text: string) {
  const lines = text.split('\n');
  const blockEnd = lines.findIndex((line) => !line.startsWith('#'));
  const meta = parseYaml(
    lines
      .slice(0, blockEnd)
      .map((line) => line.slice(1))
      .join('\n'),
  ) as Record<string, unknown> & { curie_map: Record<string, string> };
  const [header, ...rows] = parseTsv(lines.slice(blockEnd).join('\n'));
  return {
    meta,
    header: header!,
    rows: rows.map((row) => Object.fromEntries(header!.map((column, i) => [column, row[i] ?? '']))),
  };
}

/** The slots of the SSSOM Mapping class in the specification's order (mapping-commons/sssom, sssom_schema.yaml). */
const mappingSlotOrder = [
  'record_id',
  'subject_id',
  'subject_label',
  'subject_category',
  'predicate_id',
  'predicate_label',
  'predicate_modifier',
  'object_id',
  'object_label',
  'object_category',
  'mapping_justification',
  'author_id',
  'author_label',
  'reviewer_id',
  'reviewer_label',
  'creator_id',
  'creator_label',
  'license',
  'subject_type',
  'subject_source',
  'subject_source_version',
  'object_type',
  'object_source',
  'object_source_version',
  'predicate_type',
  'mapping_provider',
  'mapping_source',
  'mapping_cardinality',
  'cardinality_scope',
  'mapping_tool',
  'mapping_tool_id',
  'mapping_tool_version',
  'mapping_date',
  'publication_date',
  'review_date',
  'confidence',
  'reviewer_agreement',
  'curation_rule',
  'curation_rule_text',
  'subject_match_field',
  'object_match_field',
  'match_string',
  'subject_preprocessing',
  'object_preprocessing',
  'similarity_score',
  'similarity_measure',
  'see_also',
  'issue_tracker_item',
  'other',
  'comment',
];
/** The slots of the SSSOM MappingSet class in the specification's order. */
const mappingSetSlotOrder = [
  'sssom_version',
  'curie_map',
  'mappings',
  'mapping_set_id',
  'mapping_set_version',
  'mapping_set_source',
  'mapping_set_title',
  'mapping_set_description',
  'mapping_set_confidence',
  'creator_id',
  'creator_label',
  'license',
  'subject_type',
  'subject_source',
  'subject_source_version',
  'object_type',
  'object_source',
  'object_source_version',
  'predicate_type',
  'mapping_provider',
  'cardinality_scope',
  'mapping_tool',
  'mapping_tool_id',
  'mapping_tool_version',
  'mapping_date',
  'publication_date',
  'subject_match_field',
  'object_match_field',
  'subject_preprocessing',
  'object_preprocessing',
  'similarity_measure',
  'curation_rule',
  'curation_rule_text',
  'see_also',
  'issue_tracker',
  'other',
  'comment',
  'extension_definitions',
];

// ajv-formats is CommonJS; seen through ESM interop its default export is the plugin itself.
const addFormats = addFormatsPlugin as unknown as typeof addFormatsPlugin.default;

const sssomSchema = JSON.parse(readFileSync(repoPath('test', 'fixtures', 'sssom-schema.json'), 'utf8')) as object;
const validateMappingSet = (() => {
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(sssomSchema, 'sssom');
  return ajv.getSchema('sssom#/$defs/MappingSet')!;
})();

/** An SSSOM/TSV file read as the MappingSet object it serialises: the metadata block plus its rows as `mappings`. */
function mappingSetOf(text: string): Record<string, unknown> {
  const { meta, rows } = readSssom(text);
  const mappings = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([, value]) => value !== '')));
  return { ...meta, mappings };
}

function assertValidSssom(text: string, what: string): void {
  const ok = validateMappingSet(mappingSetOf(text));
  assert.ok(ok, `${what}: ${JSON.stringify(validateMappingSet.errors, null, 1)}`);
}

/** What an SSSOM row says, in the crosswalk's words: the entry or false friend it was written from. */
function statementOf(row: Record<string, string>, curieMap: Record<string, string>, system: string): string {
  const local = (curie: string) => {
    const colon = curie.indexOf(':');
    const prefix = curie.slice(0, colon);
    assert.ok(prefix in curieMap || ['skos', 'semapv', 'sssom'].includes(prefix), `prefix ${prefix} is declared`);
    return decodeURIComponent(curie.slice(colon + 1));
  };
  assert.is(row.mapping_justification, 'semapv:ManualMappingCuration');
  assert.is(row.subject_label, local(row.subject_id!));
  if (row.predicate_modifier === 'Not') {
    assert.is(row.predicate_id, 'skos:closeMatch');
    return `${system} false friend ${local(row.object_id!)} ~ ${local(row.subject_id!)}: ${row.comment}`;
  }
  if (row.object_id === 'sssom:NoTermFound') {
    assert.is(row.predicate_id, 'skos:relatedMatch');
    assert.is(row.object_label, '');
    return `${system} ${local(row.subject_id!)} none: ${row.comment}`;
  }
  const levels: Record<string, string> = {
    exactMatch: 'exact',
    closeMatch: 'close',
    broadMatch: 'broad',
    narrowMatch: 'narrow',
    relatedMatch: 'related',
  };
  const fidelity = levels[local(row.predicate_id!)]!;
  return `${system} ${local(row.subject_id!)} ${fidelity} ${local(row.object_id!)}: ${row.comment}`;
}

/** The same statements read from the crosswalk YAML (the unaudited `partial` is written as a close match). */
function statementsOf(mapping: MappingDocument): string[] {
  const entries = termKeys
    .filter((term) => mapping.terms[term] && mapping.terms[term]!.fidelity !== 'tbd')
    .map((term) => {
      const entry = mapping.terms[term]!;
      const fidelity = entry.fidelity === 'partial' ? 'close' : entry.fidelity;
      return entry.fidelity === 'none'
        ? `${mapping.system} ${term} none: ${entry.notes ?? ''}`
        : `${mapping.system} ${term} ${fidelity} ${entry.native_term}: ${entry.notes ?? ''}`;
    });
  const friends = (mapping.false_friends ?? []).map(
    (friend) => `${mapping.system} false friend ${friend.native_term} ~ ${friend.term}: ${friend.reason}`,
  );
  return [...entries, ...friends];
}

/** Canonical SSSOM/TSV: rows in lexicographic order on every slot, in the order of the Mapping class. */
function assertCanonicalOrder(header: string[], rows: Record<string, string>[]): void {
  const positions = header.map((column) => mappingSlotOrder.indexOf(column));
  assert.ok(
    positions.every((p) => p >= 0),
    `every column is a Mapping slot: ${header.join(', ')}`,
  );
  assert.equal(
    positions,
    [...positions].sort((a, b) => a - b),
    'columns in slot order',
  );
  const key = (row: Record<string, string>) => header.map((column) => row[column] ?? '');
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [key(rows[i - 1]!), key(rows[i]!)];
    const first = a.findIndex((value, j) => value !== b[j]);
    assert.ok(first === -1 || a[first]! < b[first]!, `row ${i} is out of canonical order`);
  }
}

test(
  'export --format sssom: valid against the SSSOM schema, canonical, and every statement of every crosswalk ' +
    'round-trips',
  () => {
    const dir = tempDir('awm-sssom-');
    try {
      const file = path.join(dir, 'all.sssom.tsv');
      const result = runAwm(['mapping', 'export', '--format', 'sssom', '--output-file', file], repoPath());
      assert.is(result.status, 0, result.stderr);
      assert.is(result.stdout, '');
      const tbd = [...crosswalks.values()].map(
        (mapping) =>
          [mapping.system, termKeys.filter((term) => mapping.terms[term]?.fidelity === 'tbd').length] as const,
      );
      const expected = [...crosswalks.values()].flatMap(statementsOf);
      const leftOut = tbd.filter(([, n]) => n > 0);
      const total = leftOut.reduce((sum, [, n]) => sum + n, 0);
      assert.is(
        result.stderr,
        `awm mapping export: left out ${total} tbd entries (${leftOut.map(([s, n]) => `${s}: ${n}`).join(', ')}); ` +
          `${expected.length} rows written\n`,
      );
      const text = readFileSync(file, 'utf8');
      assertValidSssom(text, 'every crosswalk');
      const { meta, header, rows } = readSssom(text);
      assert.is(meta.sssom_version, '1.1');
      assert.is(meta.mapping_set_id, 'https://agent-work-model.org/mappings/all.sssom.tsv');
      assert.is(meta.license, 'https://spdx.org/licenses/Apache-2.0.html');
      assert.equal(
        Object.keys(meta),
        mappingSetSlotOrder.filter((slot) => slot in meta),
        'metadata slots in the order of the MappingSet class',
      );
      assert.equal(Object.keys(meta.curie_map), [...Object.keys(meta.curie_map)].sort());
      assert.not.ok(header.includes('confidence'), 'a curator judgement is no score');
      assertCanonicalOrder(header, rows);
      const written = rows.map((row) => {
        const system = row.object_source!.replace(/^crosswalk:/, '');
        const source = crosswalks.get(system)!.source;
        assert.is(row.object_source_version ?? '', source ? sourceVersion(source) : '', `${system}'s source version`);
        return statementOf(row, meta.curie_map, system);
      });
      assert.equal([...written].sort(), [...expected].sort());
      // Quoting: notes with double quotes survive.
      assert.ok(written.some((statement) => statement.includes('"may this happen?"')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('export of a crosswalk with no rows yet: the metadata and a header of the slots every row fills', () => {
  const dir = tempDir('awm-sssom-');
  try {
    cpSync(repoPath('model'), path.join(dir, 'model'), { recursive: true });
    // vox's crosswalk with its header kept and every entry taken away: a crosswalk begun, nothing mapped yet.
    const vox = readFileSync(path.join(dir, 'model', 'mappings', 'vox.yaml'), 'utf8');
    const begun = `${vox.slice(0, vox.indexOf('\nterms:')).replace('system: vox', 'system: begun')}\nterms: {}\n`;
    writeFileSync(path.join(dir, 'model', 'mappings', 'begun.yaml'), begun);
    const result = runAwm(['mapping', 'export', '--format', 'sssom', '--system', 'begun'], dir);
    assert.is(result.status, 0, result.stderr);
    const lines = result.stdout.split('\n');
    assert.equal(lines.slice(-2), ['subject_id\tpredicate_id\tobject_id\tmapping_justification', '']);
    assert.ok(lines.slice(0, -2).every((line) => line.startsWith('#')));
    assertValidSssom(result.stdout, 'begun');
    assert.is(readSssom(result.stdout).meta.mapping_set_id, 'https://agent-work-model.org/mappings/begun.sssom.tsv');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('export of each system alone: valid SSSOM with its own object source and version, on stdout', () => {
  for (const [system, mapping] of crosswalks) {
    const result = runAwm(['mapping', 'export', '--format', 'sssom', '--system', system], repoPath());
    assert.is(result.status, 0, result.stderr);
    assertValidSssom(result.stdout, system);
    const { meta, header, rows } = readSssom(result.stdout);
    assert.is(meta.mapping_set_id, `https://agent-work-model.org/mappings/${system}.sssom.tsv`);
    assert.is(meta.object_source, `crosswalk:${system}`);
    assert.is(meta.object_source_version, mapping.source ? sourceVersion(mapping.source) : undefined);
    assert.not.ok(header.includes('object_source'), 'one source: stated once, in the metadata');
    assertCanonicalOrder(header, rows);
    assert.equal(rows.map((row) => statementOf(row, meta.curie_map, system)).sort(), statementsOf(mapping).sort());
  }
  const dir = tempDir('awm-sssom-');
  try {
    const unwritable = runAwm(
      ['mapping', 'export', '--format', 'sssom', '-o', path.join(dir, 'missing', 'x.tsv')],
      repoPath(),
    );
    assert.is(unwritable.status, 2);
    assert.match(unwritable.stderr, `awm mapping export: cannot write ${path.join(dir, 'missing', 'x.tsv')}: ENOENT`);
    assert.not.ok(existsSync(path.join(dir, 'missing')));
    assert.not.ok(hasStackTrace(unwritable.stderr));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('diff: fidelity, native-term and state-map changes per system, against a git revision and a directory', () => {
  const repository = gitRepository();
  try {
    const file = 'mappings/hoziron.yaml';
    repository.replace(
      file,
      '    fidelity: related\n    native_term: invocation',
      '    fidelity: none\n    native_term: null',
    );
    repository.replace(file, '    native_term: Integration\n', '    native_term: Integration package\n');
    repository.replace(file, '        awm_state: ready\n', '        awm_state: busy\n');
    const stylish = runAwm(['mapping', 'diff', '--against', 'HEAD'], repository.root);
    assert.is(stylish.status, 0, stylish.stderr);
    assert.match(stylish.stdout, 'crosswalks: HEAD:model -> model\n');
    assert.match(
      stylish.stdout,
      'hoziron\n  breaking       native term of "Resource" changed from "Integration" to "Integration package"  ' +
        'MAPPING_NATIVE_TERM_CHANGED\n',
    );
    assert.match(
      stylish.stdout,
      '  breaking       fidelity of "Turn" lowered from "related" to "none"  MAPPING_FIDELITY_LOWERED\n',
    );
    assert.match(
      stylish.stdout,
      '  breaking       native state "Running" of AgentInstance translates to "busy" instead of "ready"  ' +
        'STATE_MAPPING_CHANGED\n',
    );
    assert.match(stylish.stdout, 'vox\n  no changes\n');
    assert.match(stylish.stdout, '4 breaking, 0 compatible, 0 informational changes');

    const json = runAwm(
      ['mapping', 'diff', '--against', repoPath('model'), '--system', 'hoziron', '--format', 'json'],
      repository.root,
    );
    assert.is(json.status, 0, json.stderr);
    const report = JSON.parse(json.stdout) as {
      before: string;
      systems: { system: string; changes: { kind: string; path: string }[] }[];
    };
    assert.equal(
      report.systems.map((s) => s.system),
      ['hoziron'],
    );
    assert.equal(
      report.systems[0]!.changes.map((c) => `${c.kind} ${c.path}`),
      [
        'MAPPING_NATIVE_TERM_CHANGED mappings.hoziron.terms.Resource.native_term',
        'MAPPING_FIDELITY_LOWERED mappings.hoziron.terms.Turn.fidelity',
        'MAPPING_NATIVE_TERM_CHANGED mappings.hoziron.terms.Turn.native_term',
        'STATE_MAPPING_CHANGED mappings.hoziron.state_maps.AgentInstance.states.Running',
      ],
    );
    const unknown = runAwm(['mapping', 'diff', '--against', 'HEAD', '--system', 'nope'], repository.root);
    assert.is(unknown.status, 2);
    assert.match(unknown.stderr, 'awm mapping diff: unknown system "nope"');
    const badRevision = runAwm(['mapping', 'diff', '--against', 'no-such-branch'], repository.root);
    assert.is(badRevision.status, 2);
    assert.match(
      badRevision.stderr,
      'awm mapping diff: --against "no-such-branch" is neither a file or directory nor a git revision',
    );
    repository.replace(file, 'system: hoziron', 'system: [hoziron]');
    const invalid = runAwm(['mapping', 'diff', '--against', 'HEAD'], repository.root);
    assert.is(invalid.status, 1);
    assert.match(invalid.stderr, 'SCHEMA_VIOLATION');
    assert.match(invalid.stderr, 'awm mapping diff: model could not be read as a valid model');
    for (const output of [unknown, badRevision, invalid]) assert.not.ok(hasStackTrace(output.stderr));
  } finally {
    repository.dispose();
  }
});

test(
  'init: a lint-clean scaffold with every term tbd, its source vendored verbatim; then one quoted entry lints ' +
    'clean',
  () => {
    const dir = tempDir('awm-init-');
    try {
      cpSync(repoPath('model'), path.join(dir, 'model'), { recursive: true });
      const doc = [
        'Acme runs',
        '',
        'A run is one job of one agent.',
        '',
        'States',
        '',
        'A run is queued, then done.',
      ].join('\n');
      writeFileSync(path.join(dir, 'acme.txt'), doc);
      const init = runAwm(
        ['mapping', 'init', 'acme', '--source', 'acme.txt', '--origin', 'https://acme.example/runs'],
        dir,
      );
      assert.is(init.status, 0, init.stderr);
      assert.match(init.stderr, 'awm mapping init: wrote model/mappings/acme.yaml and model/mappings/sources/acme.md');
      const vendored = readFileSync(path.join(dir, 'model', 'mappings', 'sources', 'acme.md'), 'utf8');
      assert.ok(vendored.endsWith(`\n---\n${doc}`), 'the document follows the header byte for byte');
      assert.match(vendored, `sha256: ${createHash('sha256').update(doc).digest('hex')}\n`);
      assert.match(vendored, 'origin: https://acme.example/runs\n');
      assert.match(vendored, '  - {line: 1, title: Acme runs}\n  - {line: 5, title: States}\n');
      const crosswalk = path.join(dir, 'model', 'mappings', 'acme.yaml');
      const scaffold = readFileSync(crosswalk, 'utf8');
      for (const term of termKeys) assert.match(scaffold, `\n  ${term}: {fidelity: tbd, native_term: null}\n`);
      const clean = runAwm(['lint', '--format', 'json', 'model/mappings'], dir);
      assert.is(clean.status, 0, clean.stdout + clean.stderr);
      assert.equal(JSON.parse(clean.stdout).diagnostics, [], 'a fresh scaffold claims nothing, so nothing is wrong');
      // The guide's next step: one claim with its quote, and the crosswalk marked verified.
      writeFileSync(
        crosswalk,
        scaffold
          .replace('verified_against: null', 'verified_against: Acme runs, as retrieved')
          .replace(
            '  AgentRun: {fidelity: tbd, native_term: null}\n',
            '  AgentRun:\n    fidelity: close\n    native_term: run\n    evidence:\n      - {section: Acme runs, ' +
              'quote: A run is one job of one agent.}\n',
          ),
      );
      const audited = runAwm(['lint', 'model/mappings'], dir);
      assert.is(audited.status, 0, audited.stdout + audited.stderr);
      writeFileSync(
        crosswalk,
        readFileSync(crosswalk, 'utf8').replace('quote: A run is one job', 'quote: A run is a job'),
      );
      const misquoted = runAwm(['lint', 'model/mappings'], dir);
      assert.is(misquoted.status, 1);
      assert.match(misquoted.stdout, 'the entry for AgentRun: the quote does not occur in Acme runs');
      const again = runAwm(['mapping', 'init', 'acme'], dir);
      assert.is(again.status, 2);
      assert.match(again.stderr, 'awm mapping init: model already has a crosswalk for acme: model/mappings/acme.yaml');
      const badName = runAwm(['mapping', 'init', 'Acme'], dir);
      assert.is(badName.status, 2);
      assert.match(badName.stderr, '"Acme" is not a kebab-case system name');
      const noSource = runAwm(['mapping', 'init', 'beta', '--source', 'missing.txt'], dir);
      assert.is(noSource.status, 2);
      assert.match(noSource.stderr, 'awm mapping init: cannot read missing.txt: ENOENT');
      assert.not.ok(
        existsSync(path.join(dir, 'model', 'mappings', 'beta.yaml')),
        'nothing is written when the source is missing',
      );
      for (const output of [again, badName, noSource]) assert.not.ok(hasStackTrace(output.stderr));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

test('init --source refuses a device, a binary file, a non-UTF-8 file and one over the limit, writing nothing', () => {
  const dir = tempDir('awm-init-source-');
  try {
    cpSync(repoPath('model'), path.join(dir, 'model'), { recursive: true });
    const mappings = path.join(dir, 'model', 'mappings');
    const before = readdirSync(mappings, { recursive: true }).sort();
    // A PNG's first bytes: its signature, then a chunk length with NUL bytes.
    writeFileSync(path.join(dir, 'logo.png'), Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));
    writeFileSync(path.join(dir, 'doc.bin'), 'Title\n\nText then\u0000a NUL.\n');
    writeFileSync(path.join(dir, 'latin1.txt'), Buffer.from('Titre\n\nLa r\u00e9ponse\n', 'latin1'));
    // The loader reads a vendored source of up to 1 MiB; this one is a byte over before its header.
    writeFileSync(path.join(dir, 'huge.md'), `Huge\n\n${'x'.repeat(1024 * 1024 - 5)}`);
    const cases: [string, string][] = [
      ['/dev/zero', '/dev/zero is not a regular file'],
      ['logo.png', 'logo.png:1:1: file is not valid UTF-8 (invalid byte 0x89 at offset 0)'],
      ['doc.bin', 'doc.bin:3:10: the file is not text (it holds the control character U+0000)'],
      ['latin1.txt', 'latin1.txt:3:5: file is not valid UTF-8 (invalid byte 0xE9 at offset 11)'],
      ['huge.md', 'huge.md: file is 1.0 MiB, over the 1.0 MiB limit for one model document'],
      [dir, `${dir} is not a regular file`],
    ];
    for (const [source, message] of cases) {
      const result = runAwm(['mapping', 'init', 'acme', '--source', source], dir);
      assert.is(result.status, 2, `${source}: ${result.stderr}`);
      assert.match(result.stderr, `awm mapping init: ${message}`);
      assert.not.ok(hasStackTrace(result.stderr), result.stderr);
      assert.equal(readdirSync(mappings, { recursive: true }).sort(), before, `${source}: nothing is written`);
    }
    // Just within the limit with its header, a document is vendored.
    writeFileSync(path.join(dir, 'large.md'), `Large\n\n${'x'.repeat(1024 * 1024 - 4096)}`);
    const large = runAwm(['mapping', 'init', 'acme', '--source', 'large.md'], dir);
    assert.is(large.status, 0, large.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
