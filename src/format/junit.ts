// JUnit XML, the test-report format that Jenkins, GitLab, Azure Pipelines and CircleCI show as test results.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Formatter } from './format-context.js';
import { repoRelative } from './repo-path.js';

/**
 * Characters that XML 1.0 cannot hold at all, not even as a character reference: C0 controls other than tab,
 * line feed and carriage return, U+FFFE and U+FFFF, and halves of a surrogate pair that have no other half.
 */
const notXmlCharacter = new RegExp(
  [
    '[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\ufffe\\uffff]',
    '[\\ud800-\\udbff](?![\\udc00-\\udfff])',
    '(?<![\\ud800-\\udbff])[\\udc00-\\udfff]',
  ].join('|'),
  'g',
);

/** Such a character written as its JSON escape, so a report still says which character the model holds. */
const spelled = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

const textEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Element content: markup characters as entities (`>` too, so `]]>` never appears). */
function escapeText(value: string): string {
  return value.replace(notXmlCharacter, spelled).replace(/[&<>]/g, (char) => textEntities[char]!);
}

const attributeEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  // A parser turns a raw tab or line break in an attribute into a space; as references they survive.
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/** A double-quoted attribute value. */
function escapeAttribute(value: string): string {
  return value.replace(notXmlCharacter, spelled).replace(/[&<>"\t\n\r]/g, (char) => attributeEntities[char]!);
}

function attributes(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join('');
}

/** The findings of one file, by code, both in first-seen order (the order lint reports them in). */
function groupByFileAndCode(
  diagnostics: readonly Diagnostic[],
  repoRoot: string,
): Map<string, Map<string, Diagnostic[]>> {
  const files = new Map<string, Map<string, Diagnostic[]>>();
  for (const d of diagnostics) {
    const file = repoRelative(d.absolutePath, repoRoot);
    const codes = files.get(file) ?? new Map<string, Diagnostic[]>();
    files.set(file, codes);
    const findings = codes.get(d.code) ?? [];
    codes.set(d.code, findings);
    findings.push(d);
  }
  return files;
}

/**
 * One test suite per file with findings, one test case per code in that file, one failure per finding; the
 * failure's text names file:line:column so a CI page that shows only the text still leads to the place. A
 * clean run is one passing test case, so a CI system shows a passed check rather than an empty report.
 */
export const formatJunit: Formatter = (diagnostics, context) => {
  const helpUri = new Map(context.codes.map((info) => [info.code, info.helpUri]));
  const files = groupByFileAndCode(diagnostics, context.repoRoot);
  const suites: string[] = [];
  for (const [file, codes] of files) {
    const cases: string[] = [];
    for (const [code, findings] of codes) {
      const failures = findings.map((d) => {
        const where = `${file}:${d.line}:${d.column}`;
        const help = helpUri.has(code) ? `\n${helpUri.get(code)}` : '';
        const text = `${where}: ${d.severity} ${code}: ${d.message}${help}`;
        return (
          `      <failure${attributes({ message: `${where}: ${d.message}`, type: d.severity })}>` +
          `${escapeText(text)}</failure>\n`
        );
      });
      cases.push(`    <testcase${attributes({ classname: file, name: code })}>\n${failures.join('')}    </testcase>\n`);
    }
    const failures = [...codes.values()].reduce((sum, findings) => sum + findings.length, 0);
    suites.push(
      `  <testsuite${attributes({ name: file, tests: codes.size, failures, errors: 0, skipped: 0 })}>\n` +
        `${cases.join('')}  </testsuite>\n`,
    );
  }
  if (suites.length === 0)
    suites.push(
      `  <testsuite${attributes({ name: 'awm lint', tests: 1, failures: 0, errors: 0, skipped: 0 })}>\n` +
        `    <testcase${attributes({ classname: 'awm', name: 'lint' })}/>\n  </testsuite>\n`,
    );
  const tests = files.size === 0 ? 1 : [...files.values()].reduce((sum, codes) => sum + codes.size, 0);
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<testsuites${attributes({ name: 'awm lint', tests, failures: diagnostics.length, errors: 0 })}>\n` +
    `${suites.join('')}</testsuites>\n`
  );
};
