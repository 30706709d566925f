// `awm lint` end to end: formats, exit statuses, paths, configuration, suppressions and baselines.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hasStackTrace, runAwm } from './helpers/cli.js';
import { copyModel, type TempModel } from './helpers/temp-model.js';
import { yamlSuppressionComments } from './helpers/yaml-model.js';

function withModel(body: (model: TempModel) => void): void {
  const model = copyModel();
  try {
    body(model);
  } finally {
    model.dispose();
  }
}

interface JsonReport {
  diagnostics: {
    code: string;
    severity: string;
    message: string;
    file: string;
    line: number;
    column: number;
    term: string | null;
    path: string | null;
  }[];
  errorCount: number;
  warningCount: number;
}

const lintJson = (model: TempModel, ...args: string[]) => {
  const result = runAwm(['lint', '--format', 'json', ...args], model.root);
  return { ...result, report: result.stdout ? (JSON.parse(result.stdout) as JsonReport) : undefined };
};

const principalLine = '  - {name: assigned_principal_id, kind: reference, type: name, portable_snapshot: true}';

test('the bundled model: one warning, exit 0, stylish output grouped by file', () =>
  withModel((model) => {
    const result = runAwm(['lint'], model.root);
    assert.is(result.status, 0, result.stderr);
    assert.match(
      result.stdout,
      new RegExp(
        String.raw`model\/terms\/AgentRun\.yaml\n {2}28:12 {2}warning {2}` +
          String.raw`reference field "assigned_principal_id" .* {2}REFERENCE_UNLINKED\n`,
      ),
    );
    assert.match(result.stdout, '✖ 1 problem (0 errors, 1 warning)');
    assert.not.match(result.stdout, '\u001b[', 'no colour when stdout is not a terminal');
  }));

test('findings withheld for a reference that does not resolve are not blamed on schema errors', () =>
  withModel((model) => {
    model.replace('terms/AgentRun.yaml', '  term: WorkSession\n', '  term: WorkSesion\n');
    const { status, report, stderr } = lintJson(model);
    assert.is(status, 1);
    // The one error is a reference, not a schema violation.
    assert.equal(
      report!.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code),
      ['UNKNOWN_REFERENCE'],
    );
    assert.match(stderr, /awm lint: \d+ findings? withheld until the errors in the terms they read are fixed\n/);
    assert.not.match(stderr, 'schema');
  }));

test('json output carries every field and the counts', () =>
  withModel((model) => {
    const { status, report } = lintJson(model);
    assert.is(status, 0);
    assert.equal(report!.diagnostics, [
      {
        code: 'REFERENCE_UNLINKED',
        severity: 'warning',
        message:
          'reference field "assigned_principal_id" holds a Principal identity, but AgentRun has no relationship to ' +
          'Principal',
        file: 'model/terms/AgentRun.yaml',
        line: 28,
        column: 12,
        endLine: 28,
        endColumn: 33,
        term: 'AgentRun',
        path: 'fields[3].name',
      } as JsonReport['diagnostics'][number],
    ]);
    assert.equal([report!.errorCount, report!.warningCount], [0, 1]);
  }));

test('errors exit 1; warnings fail with --fail-on warning or past --max-warnings; --quiet hides warnings', () =>
  withModel((model) => {
    assert.is(runAwm(['lint', '--max-warnings', '1'], model.root).status, 0);
    assert.is(runAwm(['lint', '--max-warnings', '0'], model.root).status, 1);
    assert.match(
      runAwm(['lint', '--max-warnings', '0'], model.root).stderr,
      'too many warnings: 1, more than --max-warnings 0',
    );
    assert.is(runAwm(['lint', '--fail-on', 'warning'], model.root).status, 1);
    const quiet = runAwm(['lint', '--quiet'], model.root);
    assert.equal([quiet.status, quiet.stdout], [0, '']);
    model.replace('terms/Task.yaml', '  authorization: false', '  authorization: true');
    const failing = lintJson(model);
    assert.is(failing.status, 1);
    assert.equal(
      failing.report!.diagnostics.map((d) => [d.code, d.file, d.line, d.column]),
      [
        ['REFERENCE_UNLINKED', 'model/terms/AgentRun.yaml', 28, 12],
        ['IDENTITY_AUTHORIZATION', 'model/terms/Task.yaml', 18, 18],
      ],
    );
  }));

test('paths limit the report to those files; other files and folders outside the model lint nothing', () =>
  withModel((model) => {
    const own = lintJson(model, 'model/terms/AgentRun.yaml');
    assert.equal(
      own.report!.diagnostics.map((d) => d.file),
      ['model/terms/AgentRun.yaml'],
    );
    const other = lintJson(model, 'model/terms/Task.yaml', 'model/terms/Turn.yaml');
    assert.equal([other.status, other.report!.diagnostics], [0, []]);
    const folder = lintJson(model, 'model/terms');
    assert.is(folder.report!.diagnostics.length, 1);
    writeFileSync(path.join(model.root, 'ci.yaml'), 'on: push\n');
    const outside = runAwm(['lint', 'ci.yaml'], model.root);
    assert.equal([outside.status, outside.stdout], [0, '']);
    assert.match(outside.stderr, 'nothing to lint');
    const missing = runAwm(['lint', 'model/terms/Nope.yaml'], model.root);
    assert.is(missing.status, 2);
    assert.match(missing.stderr, 'no such file or folder: model/terms/Nope.yaml');
  }));

test('--output-file writes the report there and nothing to stdout', () =>
  withModel((model) => {
    const result = runAwm(['lint', '--format', 'json', '--output-file', 'report.json'], model.root);
    assert.equal([result.status, result.stdout], [0, '']);
    assert.is((JSON.parse(readFileSync(path.join(model.root, 'report.json'), 'utf8')) as JsonReport).warningCount, 1);
    const unwritable = runAwm(['lint', '--output-file', 'no-such-folder/report.json'], model.root);
    assert.is(unwritable.status, 2);
    assert.match(unwritable.stderr, 'awm lint: cannot write no-such-folder/report.json: ENOENT');
    assert.not.ok(hasStackTrace(unwritable.stderr));
  }));

test('a schema error in one term still lets the rules check the rest, without a crash', () =>
  withModel((model) => {
    model.replace('terms/Task.yaml', '    kind: publishes', '    kind: publishez');
    model.replace('terms/Turn.yaml', '  authorization: false', '  authorization: true');
    const { status, report, stderr } = lintJson(model);
    assert.is(status, 1);
    assert.not.ok(hasStackTrace(stderr));
    const codes = report!.diagnostics.map((d) => d.code);
    assert.ok(codes.includes('SCHEMA_VIOLATION'));
    assert.ok(codes.includes('IDENTITY_AUTHORIZATION'));
    assert.not.ok(
      codes.includes('REQUIRED_RELATIONSHIP'),
      'the broken Task does not cascade into WorkSession findings',
    );
  }));

test('awm.config.yaml sets severities and is found in the working directory', () =>
  withModel((model) => {
    writeFileSync(path.join(model.root, 'awm.config.yaml'), 'rules:\n  REFERENCE_UNLINKED: error\n');
    const raised = lintJson(model);
    assert.equal([raised.status, raised.report!.errorCount], [1, 1]);
    writeFileSync(path.join(model.root, 'awm.config.yaml'), 'rules:\n  REFERENCE_UNLINKED: off\n');
    const off = lintJson(model);
    assert.equal([off.status, off.report!.diagnostics], [0, []]);
    writeFileSync(path.join(model.root, 'other.yaml'), 'rules:\n  REFERENCE_UNLINKED: error\n');
    assert.is(lintJson(model, '--config', 'other.yaml').status, 1);
  }));

test('a bad configuration is a usage error (exit 2) located in the configuration file', () =>
  withModel((model) => {
    writeFileSync(path.join(model.root, 'awm.config.yaml'), 'rules:\n  REFERENCE_UNLINKD: off\n');
    const unknown = lintJson(model);
    assert.is(unknown.status, 2);
    assert.equal(
      unknown.report!.diagnostics.map((d) => [d.code, d.file, d.line, d.column]),
      [['CONFIG_INVALID', 'awm.config.yaml', 2, 3]],
    );
    assert.match(unknown.report!.diagnostics[0]!.message, '(did you mean "REFERENCE_UNLINKED"?)');
    writeFileSync(path.join(model.root, 'awm.config.yaml'), 'rules:\n  REFERENCE_UNLINKED: loud\n');
    assert.is(lintJson(model).status, 2);
    assert.is(lintJson(model, '--config', 'missing.yaml').status, 2);
  }));

test('configured suppressions need a reason and report when unused', () =>
  withModel((model) => {
    const config = path.join(model.root, 'awm.config.yaml');
    writeFileSync(
      config,
      'suppressions:\n  - code: REFERENCE_UNLINKED\n    term: AgentRun\n    reason: the host resolves assigned ' +
        'principals\n',
    );
    const suppressed = runAwm(['lint', '--format', 'json'], model.root);
    assert.equal([suppressed.status, (JSON.parse(suppressed.stdout) as JsonReport).diagnostics], [0, []]);
    // This one, and the crosswalks' inline suppressions of STATE_MAP_TRANSITION_LOSS.
    assert.match(suppressed.stderr, `${1 + yamlSuppressionComments()} findings suppressed`);
    writeFileSync(
      config,
      'suppressions:\n  - code: REFERENCE_UNLINKED\n    file: model/terms/Task.yaml\n    reason: nothing to hide ' +
        'here\n',
    );
    const unused = lintJson(model);
    assert.equal(
      unused.report!.diagnostics.map((d) => [d.code, d.file, d.line]),
      [
        ['UNUSED_SUPPRESSION', 'awm.config.yaml', 2],
        ['REFERENCE_UNLINKED', 'model/terms/AgentRun.yaml', 28],
      ],
    );
    writeFileSync(config, 'suppressions:\n  - code: REFERENCE_UNLINKED\n    term: AgentRun\n');
    assert.is(lintJson(model).status, 2, 'a suppression without a reason is refused');
  }));

test('inline suppressions: honoured with a reason, refused without, reported when unused', () =>
  withModel((model) => {
    const file = 'terms/AgentRun.yaml';
    model.replace(
      file,
      principalLine,
      `  # awm-disable-next-line REFERENCE_UNLINKED -- the host resolves assigned principals\n${principalLine}`,
    );
    const honoured = runAwm(['lint'], model.root);
    assert.equal([honoured.status, honoured.stdout], [0, '']);
    model.replace(file, ' -- the host resolves assigned principals', '');
    const noReason = lintJson(model);
    assert.is(noReason.status, 1);
    assert.equal(
      noReason.report!.diagnostics.map((d) => [d.code, d.line, d.column]),
      [
        ['INVALID_SUPPRESSION', 28, 3],
        ['REFERENCE_UNLINKED', 29, 12],
      ],
    );
    assert.match(noReason.report!.diagnostics[0]!.message, 'needs a reason');
    model.replace(
      file,
      '# awm-disable-next-line REFERENCE_UNLINKED',
      '# awm-disable-next-line REFERENCE_UNLINKD -- typo',
    );
    assert.match(lintJson(model).report!.diagnostics[0]!.message, '(did you mean "REFERENCE_UNLINKED"?)');
    model.replace(
      file,
      '# awm-disable-next-line REFERENCE_UNLINKD -- typo',
      '# awm-disable-next-line TERMINAL_EXIT -- nothing there',
    );
    const unused = lintJson(model);
    assert.equal(
      unused.report!.diagnostics.map((d) => [d.code, d.severity, d.line]),
      [
        ['UNUSED_SUPPRESSION', 'warning', 28],
        ['REFERENCE_UNLINKED', 'warning', 29],
      ],
    );
    // A term file that cannot be read hides the findings a suppression may be waiting for: none is unused.
    model.write('terms/AgentRun.yaml', 'key: AgentRun\nstates: [open\n');
    const broken = lintJson(model);
    assert.equal(
      broken.report!.diagnostics.map((d) => d.code).filter((code) => code === 'UNUSED_SUPPRESSION'),
      [],
    );
    assert.ok(broken.report!.diagnostics.some((d) => d.code === 'YAML_SYNTAX'));
  }));

test('a comment inside a block scalar is text, not a suppression', () =>
  withModel((model) => {
    model.replace(
      'terms/AgentRun.yaml',
      'purpose: >-\n',
      'purpose: >-\n  # awm-disable-next-line REFERENCE_UNLINKED -- not a comment\n',
    );
    const { report } = lintJson(model);
    assert.equal(
      report!.diagnostics.map((d) => d.code),
      ['REFERENCE_UNLINKED'],
    );
  }));

test('a baseline records findings and then reports only new ones', () =>
  withModel((model) => {
    const written = runAwm(['lint', '--baseline-write', 'baseline.json'], model.root);
    assert.equal([written.status, written.stdout], [0, '']);
    assert.match(written.stderr, 'baseline: wrote 1 finding to baseline.json');
    const baseline = JSON.parse(readFileSync(path.join(model.root, 'baseline.json'), 'utf8')) as {
      findings: { code: string; count: number }[];
    };
    assert.equal(
      baseline.findings.map((f) => [f.code, f.count]),
      [['REFERENCE_UNLINKED', 1]],
    );

    model.replace('terms/Task.yaml', '  authorization: false', '  authorization: true');
    model.replace('terms/AgentRun.yaml', 'status: accepted\n', 'status: accepted\n\n');
    const checked = lintJson(model, '--baseline', 'baseline.json');
    assert.is(checked.status, 1);
    assert.equal(
      checked.report!.diagnostics.map((d) => d.code),
      ['IDENTITY_AUTHORIZATION'],
      'the known finding moved a line and is still matched',
    );
    assert.match(checked.stderr, 'baseline: 1 known finding hidden');

    const unwritable = runAwm(['lint', '--baseline-write', 'no-such-folder/baseline.json'], model.root);
    assert.is(unwritable.status, 2);
    assert.match(unwritable.stderr, 'awm lint: cannot write no-such-folder/baseline.json: ENOENT');
    assert.not.ok(hasStackTrace(unwritable.stderr));

    writeFileSync(path.join(model.root, 'baseline.json'), '{"version": 2}');
    assert.is(lintJson(model, '--baseline', 'baseline.json').status, 2);
    assert.ok(existsSync(path.join(model.root, 'baseline.json')));
  }));

test('usage errors exit 2', () =>
  withModel((model) => {
    for (const args of [
      ['lint', '--format', 'xml'],
      ['lint', '--max-warnings', '-1'],
      ['lint', '--baseline', 'a', '--baseline-write', 'b'],
    ]) {
      const result = runAwm(args, model.root);
      assert.is(result.status, 2, args.join(' '));
      assert.not.ok(hasStackTrace(result.stderr));
    }
  }));

test.run();
