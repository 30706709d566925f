// awm mapping coverage|export|diff end to end: coverage figures, an SSSOM round trip, crosswalk changes between
// versions.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseYaml } from 'yaml';
import { compileModel } from '../src/compile.js';
import type { MappingDocument, MappingEntry } from '../src/model/documents.js';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { gitRepository } from './helpers/git-repo.js';
import { repoPath } from './helpers/paths.js';
import { tempDir } from './helpers/temp-model.js';

const { model } = compileModel(repoPath('model'));
const crosswalks = new Map([...model!.mappings.values()].map((mapping) => [mapping.system, mapping.data]));
const termKeys = [...model!.terms.keys()];

test('coverage: every crosswalk covers all sixteen terms; the figures per fidelity', () => {
  const result = runAwm(['mapping', 'coverage', '--format', 'json'], repoPath());
  assert.is(result.status, 0, result.stderr);
  const { systems } = JSON.parse(result.stdout) as {
    systems: { system: string; total: number; counts: Record<string, number>; terms: Record<string, string[]> }[];
  };
  const figures = Object.fromEntries(systems.map((s) => [s.system, s.counts]));
  assert.equal(figures, {
    'awaken-workforce': { exact: 0, partial: 12, none: 4, tbd: 0, missing: 0 },
    hoziron: { exact: 0, partial: 9, none: 6, tbd: 1, missing: 0 },
    'project-interop': { exact: 0, partial: 1, none: 1, tbd: 14, missing: 0 },
    vox: { exact: 0, partial: 5, none: 11, tbd: 0, missing: 0 },
  });
  for (const system of systems) {
    assert.is(system.total, 16);
    assert.equal(
      Object.values(system.terms).flat().sort(),
      [...termKeys].sort(),
      `${system.system} lists each term once`,
    );
  }
  assert.equal(systems.find((s) => s.system === 'hoziron')!.terms.tbd, ['Principal']);
});

test('coverage: stylish and markdown for one system; an unknown system exits 2 without a stack trace', () => {
  const stylish = runAwm(['mapping', 'coverage', '--system', 'vox'], repoPath());
  assert.is(stylish.status, 0, stylish.stderr);
  assert.match(stylish.stdout, /^vox {2}draft, overall partial, verified against VOX Core System Architecture/);
  assert.match(
    stylish.stdout,
    '\n  none     11/16  Project, ProjectSnapshot, WorkProfile, Resource, WorkSession, AgentRun, RunAttempt, ' +
      'HostConversation, Task, Artifact, Principal\n',
  );
  assert.match(
    stylish.stdout,
    'state map AgentInstance (Agent): IDLE -> starting, ACTIVE -> ready, ERROR -> failed, DEAD -> failed; no native ' +
      'state for busy, stopping, stopped',
  );
  assert.not.match(stylish.stdout, 'hoziron');
  const markdown = runAwm(['mapping', 'coverage', '--format', 'markdown'], repoPath());
  assert.match(markdown.stdout, '| `hoziron` | proposed | Hoziron "Object Model" (core domain objects');
  assert.match(markdown.stdout, '| 0 | 9 | 6 | 1 | 0 |');
  assert.match(markdown.stdout, '- **tbd** (1): Principal');
  const unknown = runAwm(['mapping', 'coverage', '--system', 'vax'], repoPath());
  assert.is(unknown.status, 2);
  assert.is(unknown.stdout, '');
  assert.is(
    unknown.stderr,
    'awm mapping coverage: unknown system "vax" (did you mean "vox"?); the model has crosswalks for: ' +
      'awaken-workforce, hoziron, project-interop, vox\n',
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

/** An SSSOM row read back as the crosswalk entry it was written from. */
function entryOf(
  row: Record<string, string>,
  curieMap: Record<string, string>,
): { system: string; term: string; entry: MappingEntry } {
  const expand = (curie: string) => {
    const colon = curie.indexOf(':');
    const prefix = curie.slice(0, colon);
    assert.ok(prefix in curieMap || ['skos', 'semapv', 'sssom'].includes(prefix), `prefix ${prefix} is declared`);
    return { prefix, local: decodeURIComponent(curie.slice(colon + 1)) };
  };
  assert.is(row.mapping_justification, 'semapv:ManualMappingCuration');
  const subject = expand(row.subject_id!);
  assert.is(subject.prefix, 'awm');
  assert.is(row.subject_label, subject.local);
  const system = expand(row.object_source!).local;
  const predicate = expand(row.predicate_id!).local;
  const notes = row.comment === '' ? {} : { notes: row.comment! };
  if (row.object_id === 'sssom:NoTermFound') {
    assert.is(predicate, 'closeMatch');
    return { system, term: subject.local, entry: { fidelity: 'none', native_term: null, ...notes } };
  }
  const object = expand(row.object_id!);
  assert.is(object.prefix, system);
  assert.is(curieMap[object.prefix], `https://agent-work-model.org/mappings/${system}/`);
  assert.is(row.object_label, object.local);
  const fidelity = predicate === 'exactMatch' ? 'exact' : 'partial';
  const hint =
    predicate === 'broadMatch' || predicate === 'narrowMatch'
      ? { predicate: predicate as MappingEntry['predicate'] }
      : {};
  return { system, term: subject.local, entry: { fidelity, native_term: object.local, ...hint, ...notes } };
}

test('export --format sssom: the metadata block parses, and every non-tbd entry of every crosswalk round-trips', () => {
  const dir = tempDir('awm-sssom-');
  try {
    const file = path.join(dir, 'all.sssom.tsv');
    const result = runAwm(['mapping', 'export', '--format', 'sssom', '--output-file', file], repoPath());
    assert.is(result.status, 0, result.stderr);
    assert.is(result.stdout, '');
    assert.is(
      result.stderr,
      'awm mapping export: left out 15 tbd entries (hoziron: 1, project-interop: 14); 49 rows written\n',
    );
    const { meta, header, rows } = readSssom(readFileSync(file, 'utf8'));
    assert.is(meta.mapping_set_id, 'https://agent-work-model.org/mappings/all.sssom.tsv');
    assert.is(meta.license, 'https://spdx.org/licenses/Apache-2.0.html');
    assert.equal(Object.keys(meta.curie_map), [
      'awaken-workforce',
      'awm',
      'crosswalk',
      'hoziron',
      'project-interop',
      'vox',
    ]);
    assert.equal(header, [
      'subject_id',
      'subject_label',
      'predicate_id',
      'object_id',
      'object_label',
      'mapping_justification',
      'object_source',
      'confidence',
      'comment',
    ]);

    const written = rows.map((row) => entryOf(row, meta.curie_map));
    const expected = [...crosswalks.values()].flatMap((mapping: MappingDocument) =>
      termKeys
        .filter((term) => mapping.terms[term]!.fidelity !== 'tbd')
        .map((term) => ({ system: mapping.system, term, entry: mapping.terms[term]! })),
    );
    assert.is(written.length, 49);
    assert.equal(written, expected);
    // Quoting: notes with double quotes survive, and "none" rows carry no native label.
    assert.ok(written.some(({ entry }) => entry.notes?.includes('"may this happen?"')));
    for (const row of rows) assert.is(row.confidence, row.object_source === 'crosswalk:project-interop' ? '' : '1.0');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('export of one system: its own metadata (object source and version), no object_source column, stdout', () => {
  const result = runAwm(['mapping', 'export', '--format', 'sssom', '--system', 'vox'], repoPath());
  assert.is(result.status, 0, result.stderr);
  assert.is(result.stderr, '', 'vox has no tbd entries');
  const { meta, header, rows } = readSssom(result.stdout);
  assert.is(meta.mapping_set_id, 'https://agent-work-model.org/mappings/vox.sssom.tsv');
  assert.is(meta.object_source, 'crosswalk:vox');
  assert.match(String(meta.object_source_version), 'LEGACY — superseded');
  assert.equal(Object.keys(meta.curie_map), ['awm', 'crosswalk', 'vox']);
  assert.equal(header, [
    'subject_id',
    'subject_label',
    'predicate_id',
    'object_id',
    'object_label',
    'mapping_justification',
    'confidence',
    'comment',
  ]);
  assert.is(rows.length, 16);
  assert.equal(
    rows
      .filter((row) => row.object_id !== 'sssom:NoTermFound')
      .map((row) => `${row.subject_id} ${row.predicate_id} ${row.object_id}`),
    [
      'awm:ResourceBinding skos:closeMatch vox:VOXBoundCapability',
      'awm:Workspace skos:closeMatch vox:VOXAgentStore',
      'awm:AgentProfile skos:closeMatch vox:Agent',
      'awm:AgentInstance skos:closeMatch vox:Agent',
      'awm:Turn skos:closeMatch vox:reasoning%20loop',
    ],
  );
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
      '    fidelity: partial\n    native_term: invocation',
      '    fidelity: none\n    native_term: null',
    );
    repository.replace(file, '    native_term: Integration\n', '    native_term: Integration package\n');
    repository.replace(file, '        awm_state: paused\n', '        awm_state: open\n');
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
      '  breaking       fidelity of "Turn" lowered from "partial" to "none"  MAPPING_FIDELITY_LOWERED\n',
    );
    assert.match(
      stylish.stdout,
      '  breaking       native state "Escalated" of WorkSession translates to "open" instead of "paused"  ' +
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
        'STATE_MAPPING_CHANGED mappings.hoziron.state_maps.WorkSession.states.Escalated',
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

test.run();
