// The SARIF and GitHub formats: valid SARIF 2.1.0, repository-relative paths, escaped annotations.
import { Chalk } from 'chalk';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { lintRules } from '../lint-rules/index.js';
import type { Diagnostic } from '../src/diagnostics/diagnostic.js';
import { formatGithub } from '../src/format/github.js';
import { formatSarif } from '../src/format/sarif.js';
import { describeCodes } from '../src/lint/code-catalog.js';
import { runAwm } from './helpers/cli.js';
import { sarifSchemaValidator as sarifValidator } from './helpers/sarif-scenario.js';
import { copyModel } from './helpers/temp-model.js';
import { yamlInlineSuppressions } from './helpers/yaml-model.js';

const context = {
  codes: describeCodes(lintRules, 'https://agent-work-model.org'),
  cwd: '/repo/packages/model',
  repoRoot: '/repo',
  toolVersion: '0.1.0',
  informationUri: 'https://agent-work-model.org',
  chalk: new Chalk({ level: 0 }),
};

const diagnostic: Diagnostic = {
  code: 'INVERSE_MISSING',
  severity: 'error',
  message: 'relationship "a" names inverse "b", but C: has, none\nsecond line 100%',
  file: 'model/terms/A B.yaml',
  absolutePath: '/repo/packages/model/model/terms/A B.yaml',
  line: 3,
  column: 5,
  endLine: 3,
  endColumn: 9,
  term: 'A',
  path: 'relationships[0].inverse',
};

test('SARIF output of the CLI validates against the official SARIF 2.1.0 schema', () => {
  const model = copyModel();
  try {
    model.replace('terms/Task.yaml', '  authorization: false', '  authorization: true');
    const result = runAwm(['lint', '--format', 'sarif'], model.root);
    assert.is(result.status, 1);
    const log = JSON.parse(result.stdout) as {
      runs: {
        tool: { driver: { rules: { id: string; defaultConfiguration: { level: string } }[] } };
        results: {
          ruleId: string;
          ruleIndex: number;
          locations: { physicalLocation: { artifactLocation: { uri: string } } }[];
        }[];
      }[];
    };
    const validate = sarifValidator();
    assert.ok(validate(log), JSON.stringify(validate.errors, null, 2));
    const run = log.runs[0]!;
    // The crosswalks' suppressed findings (Hoziron's suspend, ...) come last, carried with their suppressions.
    const inline = yamlInlineSuppressions('STATE_MAP_TRANSITION_LOSS');
    assert.equal(
      run.results.map((r) => r.ruleId),
      ['REFERENCE_UNLINKED', 'IDENTITY_AUTHORIZATION', ...inline.map(() => 'STATE_MAP_TRANSITION_LOSS')],
    );
    for (const r of run.results) assert.is(run.tool.driver.rules[r.ruleIndex]!.id, r.ruleId);
    assert.equal(
      run.results.map((r) => r.locations[0]!.physicalLocation.artifactLocation.uri),
      ['model/terms/AgentRun.yaml', 'model/terms/Task.yaml', ...inline.map((suppression) => suppression.file)],
    );
    assert.ok(run.tool.driver.rules.every((rule) => ['error', 'warning'].includes(rule.defaultConfiguration.level)));
  } finally {
    model.dispose();
  }
});

test('SARIF locations are relative to the repository root, URI-encoded', () => {
  const log = JSON.parse(formatSarif([diagnostic], context)) as {
    runs: {
      results: {
        locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId: string }; region: object } }[];
      }[];
      originalUriBaseIds: Record<string, { uri: string }>;
    }[];
  };
  const location = log.runs[0]!.results[0]!.locations[0]!.physicalLocation;
  assert.equal(location.artifactLocation, { uri: 'packages/model/model/terms/A%20B.yaml', uriBaseId: '%SRCROOT%' });
  assert.equal(location.region, { startLine: 3, startColumn: 5, endLine: 3, endColumn: 9 });
  assert.is(log.runs[0]!.originalUriBaseIds['%SRCROOT%']!.uri, 'file:///repo/');
  assert.ok(sarifValidator()(log));
});

test('GitHub annotations escape properties and data as the workflow-command syntax requires', () => {
  const line = formatGithub([diagnostic, { ...diagnostic, severity: 'warning', code: 'LIFECYCLE_DEAD_END' }], context);
  assert.is(
    line,
    '::error file=packages/model/model/terms/A ' +
      'B.yaml,line=3,col=5,endLine=3,endColumn=9,title=INVERSE_MISSING::relationship "a" names inverse "b", but C: ' +
      'has, none%0Asecond line 100%25\n' +
      '::warning file=packages/model/model/terms/A ' +
      'B.yaml,line=3,col=5,endLine=3,endColumn=9,title=LIFECYCLE_DEAD_END::relationship "a" names inverse "b", but ' +
      'C: has, none%0Asecond line 100%25\n',
  );
  const property = formatGithub(
    [{ ...diagnostic, file: 'model/a:b,c.yaml', absolutePath: '/repo/packages/model/model/a:b,c.yaml' }],
    context,
  );
  assert.match(property, 'file=packages/model/model/a%3Ab%2Cc.yaml,');
});

test.run();
