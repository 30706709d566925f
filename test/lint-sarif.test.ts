// SARIF that code scanning can track: suppressions carried, fingerprints that survive line moves, invocations,
// the commit, snippets.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Diagnostic } from '../src/diagnostics/diagnostic.js';
import { publicRemoteUri } from '../src/cli/git-provenance.js';
import { formatSarif } from '../src/format/sarif.js';
import {
  configReason,
  lintSarif,
  sarifSchemaValidator,
  suppressedBaselinedFresh,
  type SarifLog,
  type SarifResult,
} from './helpers/sarif-scenario.js';
import { formatContext } from './helpers/format-context.js';
import { runAwm } from './helpers/cli.js';
import { copyModel } from './helpers/temp-model.js';
import { yamlInlineSuppressions } from './helpers/yaml-model.js';

const byRule = (log: SarifLog, ruleId: string): SarifResult[] =>
  log.runs[0]!.results.filter((r) => r.ruleId === ruleId);
const fileOf = (result: SarifResult) => result.locations[0]!.physicalLocation.artifactLocation.uri;

test('suppressed, baselined and fresh findings: all in a valid log, the set-aside ones with their suppressions', () => {
  const model = suppressedBaselinedFresh();
  try {
    const { status, log } = lintSarif(model.root, '--baseline', 'baseline.json');
    assert.is(status, 1);
    const validate = sarifSchemaValidator();
    assert.ok(validate(log), JSON.stringify(validate.errors, null, 2));
    const summary = log.runs[0]!.results.map((r) => [
      r.ruleId,
      fileOf(r),
      (r.suppressions ?? []).map((s) => [
        s.kind,
        s.status,
        s.justification,
        s.location.physicalLocation.artifactLocation.uri,
        s.location.physicalLocation.region.startLine,
      ]),
    ]);
    // The inline directives (Hoziron's suspend, ...), read from the crosswalks themselves: their lines and reasons.
    const inline = yamlInlineSuppressions('STATE_MAP_TRANSITION_LOSS');
    assert.ok(inline.some((d) => d.reason === 'legal in Hoziron; AWM cannot suspend an instance'));
    assert.equal(summary, [
      ['IDENTITY_AUTHORIZATION', 'model/terms/Artifact.yaml', []],
      ...inline.map(({ file, line, reason }) => [
        'STATE_MAP_TRANSITION_LOSS',
        file,
        [['inSource', 'accepted', reason, file, line]],
      ]),
      [
        'REFERENCE_UNLINKED',
        'model/terms/AgentRun.yaml',
        [['external', 'accepted', configReason, 'awm.config.yaml', 2]],
      ],
      [
        'IDENTITY_AUTHORIZATION',
        'model/terms/Task.yaml',
        [['external', 'accepted', 'accepted in the baseline baseline.json', 'baseline.json', 1]],
      ],
    ]);
    // Every region carries the text it spans, as the files read; here each is one line's part.
    assert.equal(
      log.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.region.snippet?.text.split('\n')[0]),
      ['true', ...inline.map((d) => d.silenced), 'assigned_principal_id', 'true'],
    );
    const artifact = byRule(log, 'IDENTITY_AUTHORIZATION')[0]!.locations[0]!.physicalLocation;
    assert.equal(artifact.contextRegion, {
      startLine: artifact.region.startLine - 1,
      endLine: artifact.region.startLine + 1,
      snippet: { text: '  kind: name\n  authorization: true\nfields:' },
    });
    assert.ok(log.runs[0]!.tool.driver.rules.every((rule) => rule.name === undefined));
    const invocation = log.runs[0]!.invocations![0]!;
    assert.equal([invocation.executionSuccessful, invocation.exitCode], [true, 1]);
    assert.is(invocation.workingDirectory.uri, `${pathToFileURL(model.root).href}/`);
    assert.ok(Date.parse(invocation.startTimeUtc!) <= Date.parse(invocation.endTimeUtc!));
    assert.is(log.runs[0]!.versionControlProvenance, undefined, 'a temporary folder is in no repository');

    // A path scope and --quiet hold the set-aside findings to what they show, as they do the others.
    const scoped = lintSarif(model.root, '--baseline', 'baseline.json', '--quiet', 'model/terms');
    assert.equal(
      scoped.log.runs[0]!.results.map((r) => [fileOf(r), r.suppressions?.[0]?.kind]),
      [
        ['model/terms/Artifact.yaml', undefined],
        ['model/terms/Task.yaml', 'external'],
      ],
    );

    const json = runAwm(['lint', '--baseline', 'baseline.json', '--format', 'json'], model.root);
    assert.is(JSON.parse(json.stdout).diagnostics.length, 1, 'the other formats still leave set-aside findings out');
  } finally {
    model.dispose();
  }
});

test('fingerprints survive lines inserted above a finding and edits elsewhere, and change with the finding', () => {
  const model = copyModel();
  try {
    model.replace('terms/Task.yaml', '  authorization: false', '  authorization: true');
    const fingerprint = (ruleId: string, file: string) => {
      const found = byRule(lintSarif(model.root).log, ruleId).filter((r) => fileOf(r) === file);
      assert.is(found.length, 1);
      return [found[0]!.partialFingerprints['awm/v1']!, found[0]!.locations[0]!.physicalLocation.region.startLine];
    };
    const [before, line] = fingerprint('IDENTITY_AUTHORIZATION', 'model/terms/Task.yaml');
    assert.match(String(before), /^[0-9a-f]{64}:1$/);
    const text = model.read('terms/Task.yaml');
    model.write('terms/Task.yaml', text.replace('key: Task\n', '# moved\n# down\n# three lines\nkey: Task\n'));
    model.replace('terms/Task.yaml', 'A schedulable unit', 'A schedulable item');
    model.replace('terms/Artifact.yaml', 'definition: >-\n', '# an unrelated comment\ndefinition: >-\n');
    const [after, movedLine] = fingerprint('IDENTITY_AUTHORIZATION', 'model/terms/Task.yaml');
    assert.is(movedLine, Number(line) + 3);
    assert.is(after, before);

    // The same problem in another file is another alert.
    model.replace('terms/Artifact.yaml', '  authorization: false', '  authorization: true');
    const [other] = fingerprint('IDENTITY_AUTHORIZATION', 'model/terms/Artifact.yaml');
    assert.is.not(other, before);
    // A different problem at the same place is too: Task's identity field no longer names a field.
    model.replace('terms/Task.yaml', '  authorization: true', '  authorization: false');
    model.replace('terms/Task.yaml', '  field: task_id', '  field: task_ident');
    const log = lintSarif(model.root).log;
    const taskFingerprints = log.runs[0]!.results.filter((r) => fileOf(r) === 'model/terms/Task.yaml').map(
      (r) => r.partialFingerprints['awm/v1'],
    );
    assert.ok(taskFingerprints.length > 0);
    assert.not.ok(taskFingerprints.includes(String(before)));
    const all = log.runs[0]!.results.map((r) => r.partialFingerprints['awm/v1']);
    assert.is(new Set(all).size, all.length, 'no two results share a fingerprint');
  } finally {
    model.dispose();
  }
});

const git = (cwd: string, ...args: string[]) => {
  const result = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
};

test('versionControlProvenance names the commit, the branch and the remote, never its credentials', () => {
  const model = copyModel();
  try {
    git(model.root, 'init', '-q', '-b', 'review');
    git(model.root, 'add', '-A');
    git(model.root, 'commit', '-qm', 'model');
    git(model.root, 'remote', 'add', 'origin', 'https://reader:s3cret-token@example.com/org/model.git');
    const head = git(model.root, 'rev-parse', 'HEAD');
    const https = lintSarif(model.root);
    assert.equal(https.log.runs[0]!.versionControlProvenance, [
      {
        repositoryUri: 'https://example.com/org/model.git',
        revisionId: head,
        branch: 'review',
        mappedTo: { uriBaseId: '%SRCROOT%' },
      },
    ]);
    assert.not.match(https.stdout, 's3cret');
    assert.not.match(https.stdout, 'reader@');
    git(model.root, 'remote', 'set-url', 'origin', 'git@github.com:org/model.git');
    git(model.root, 'checkout', '-q', '--detach');
    const detached = lintSarif(model.root).log;
    assert.ok(sarifSchemaValidator()(detached));
    assert.equal(detached.runs[0]!.versionControlProvenance, [
      { repositoryUri: 'ssh://github.com/org/model.git', revisionId: head, mappedTo: { uriBaseId: '%SRCROOT%' } },
    ]);
  } finally {
    model.dispose();
  }
});

test('remote URLs lose their user information and become URIs', () => {
  const top = '/srv/checkout';
  assert.equal(
    [
      'https://x-access-token:ghs_abc@github.com/org/model',
      'ssh://git@example.com:2222/org/model.git',
      'git@github.com:org/model.git',
      'example.com:/srv/git/model.git',
      '../upstream.git',
      'C:\\repos\\model',
      'http://[bad',
    ].map((remote) => publicRemoteUri(remote, top)),
    [
      'https://github.com/org/model',
      'ssh://example.com:2222/org/model.git',
      'ssh://github.com/org/model.git',
      'ssh://example.com/srv/git/model.git',
      'file:///srv/upstream.git',
      pathToFileURL(path.resolve(top, 'C:\\repos\\model')).href,
      undefined,
    ],
  );
});

test('a run that cannot lint says so in invocations: executionSuccessful false, exit status 2', () => {
  const model = copyModel();
  try {
    writeFileSync(path.join(model.root, 'awm.config.yaml'), 'rules:\n  REFERENCE_UNLINKD: off\n');
    const { status, log } = lintSarif(model.root);
    assert.is(status, 2);
    assert.equal(
      [log.runs[0]!.invocations![0]!.executionSuccessful, log.runs[0]!.invocations![0]!.exitCode],
      [false, 2],
    );
    const config = log.runs[0]!.results[0]!.locations[0]!.physicalLocation.region;
    assert.equal([config.startLine, config.startColumn, config.snippet?.text], [2, 3, 'REFERENCE_UNLINKD']);
  } finally {
    model.dispose();
  }
});

const context = formatContext;

const at = (line: number, column: number, endLine: number, endColumn: number): Diagnostic => ({
  code: 'INVERSE_MISSING',
  severity: 'error',
  message: 'm',
  file: 'model/a.yaml',
  absolutePath: '/repo/model/a.yaml',
  line,
  column,
  endLine,
  endColumn,
  path: `p${line}.${column}`,
});

test('snippets: the exact text of a region across lines and CRLF line ends, none for an empty or vanished one', () => {
  const text = 'first: 1\r\nsecond: [a, b]\r\nthird: é😀x\r\n';
  const regions = [at(2, 10, 2, 11), at(1, 8, 3, 1), at(3, 9, 3, 12), at(1, 1, 1, 1), at(9, 1, 9, 2)];
  const log = JSON.parse(formatSarif(regions, { ...context, fileTexts: new Map([['/repo/model/a.yaml', text]]) })) as {
    runs: { results: { locations: { physicalLocation: { region: { snippet?: { text: string } } } }[] }[] }[];
  };
  assert.equal(
    log.runs[0]!.results.map((r) => r.locations[0]!.physicalLocation.region.snippet?.text),
    ['a', '1\r\nsecond: [a, b]\r\n', '😀x', undefined, undefined],
  );
  assert.ok(sarifSchemaValidator()(log));
});

test('invocations carry the times given, so a log made with fixed times is byte-stable', () => {
  const invocation = {
    exitCode: 0,
    executionSuccessful: true,
    workingDirectory: '/repo/model dir',
    startTime: new Date('2026-01-02T03:04:05.006Z'),
    endTime: new Date('2026-01-02T03:04:06.500Z'),
  };
  const once = formatSarif([], { ...context, invocation });
  assert.is(formatSarif([], { ...context, invocation }), once);
  assert.equal((JSON.parse(once) as { runs: { invocations: object[] }[] }).runs[0]!.invocations, [
    {
      executionSuccessful: true,
      exitCode: 0,
      startTimeUtc: '2026-01-02T03:04:05.006Z',
      endTimeUtc: '2026-01-02T03:04:06.500Z',
      workingDirectory: { uri: 'file:///repo/model%20dir/' },
    },
  ]);
});

test.run();
