// MAPPING_SOURCE_CHANGED: a vendored source edited, re-vendored since the audit, or with its headings out of step.
import { acmeFiles, acmeText, audited, lines } from '../helpers/acme-crosswalk.js';
import { symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installFixturePackage, jobsDeclarations, packagePin } from '../helpers/fixture-package.js';
import { ruleTester } from '../helpers/rule-tester.js';

// The package the package-pinned cases pin, with a link to a file outside it and a file of a kind awm does not read.
const jobs = installFixturePackage();
process.on('exit', () => jobs.remove());
const packageDir = path.join(jobs.root, 'node_modules', jobs.name);
writeFileSync(path.join(jobs.root, 'outside.d.ts'), jobsDeclarations);
symlinkSync(path.join(jobs.root, 'outside.d.ts'), path.join(packageDir, 'types', 'outside.d.ts'));
writeFileSync(path.join(packageDir, 'index.js'), 'export {};\n');
// Sparse: 33 MiB on paper, nothing on disk; awm refuses it before reading a byte.
writeFileSync(path.join(packageDir, 'types', 'huge.d.ts'), '');
truncateSync(path.join(packageDir, 'types', 'huge.d.ts'), 33 * 1024 * 1024);
const packagesFrom = jobs.root;
/** A crosswalk whose source (lines 2-6) pins `file` of the fixture package. */
const pinnedTo = (file: string, options: Parameters<typeof packagePin>[3] = {}) => ({
  acme: lines('verified_against: jobs', ...packagePin(jobs, file, jobsDeclarations, { key: 'source:', ...options })),
});

const crosswalk = (pin?: string) => ({ acme: lines(audited(pin), 'terms: {}') });
const source = 'mappings/sources/acme.md';
const terms = { Task: '' };

ruleTester('MAPPING_SOURCE_CHANGED', {
  valid: [
    {
      name: 'a source with its headings on their lines, pinned by its crosswalk',
      terms,
      mappings: crosswalk(),
      files: acmeFiles(),
    },
    {
      name: 'a crosswalk pinning a source that is not vendored is left to UNKNOWN_REFERENCE',
      terms,
      mappings: crosswalk(),
      modelErrors: ['UNKNOWN_REFERENCE'],
    },
    {
      name: 'a package file installed at the pinned version with the pinned SHA-256',
      terms,
      mappings: pinnedTo('types/jobs.d.ts'),
      packagesFrom,
    },
  ],
  invalid: [
    {
      name: 'the package installed at another version than the one audited',
      terms,
      mappings: pinnedTo('types/jobs.d.ts', { version: '2.0.0' }),
      packagesFrom,
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 4,
          column: 12,
          message:
            'the acme crosswalk was audited against awm-fixture-jobs@2.0.0, but awm-fixture-jobs@2.1.0 is ' +
            `installed (${packageDir})`,
        },
      ],
    },
    {
      name: 'the file changed in the installed package, or missing from it',
      terms,
      mappings: {
        acme: lines(
          'verified_against: jobs',
          ...packagePin(jobs, 'types/jobs.d.ts', jobsDeclarations, { key: 'source:', sha: 'a'.repeat(64) }),
          'sources:',
          ...packagePin(jobs, 'types/gone.d.ts', jobsDeclarations, { key: '  gone:', indent: '    ' }),
        ),
      },
      packagesFrom,
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 6,
          column: 11,
          message: 'awm-fixture-jobs@2.1.0 types/jobs.d.ts has SHA-256 ',
        },
        {
          file: 'mappings/acme.yaml',
          line: 11,
          column: 11,
          message: 'awm-fixture-jobs@2.1.0 has no file types/gone.d.ts',
        },
      ],
    },
    {
      name: 'a link to a file outside the package, and a file whose sections awm cannot derive',
      terms,
      mappings: {
        acme: lines(
          'verified_against: jobs',
          ...packagePin(jobs, 'types/outside.d.ts', jobsDeclarations, { key: 'source:' }),
          'sources:',
          ...packagePin(jobs, 'index.js', 'export {};\n', { key: '  code:', indent: '    ' }),
          ...packagePin(jobs, 'types/huge.d.ts', '', { key: '  huge:', indent: '    ' }),
        ),
      },
      packagesFrom,
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 5,
          column: 9,
          message: 'types/outside.d.ts is not read as a source: it is a link to a file outside the package',
        },
        {
          file: 'mappings/acme.yaml',
          line: 11,
          column: 11,
          message: 'index.js is not read as a source: it is neither TypeScript declarations',
        },
        {
          file: 'mappings/acme.yaml',
          line: 16,
          column: 11,
          message: 'types/huge.d.ts is not read as a source: it is 34603008 bytes, over the 33554432-byte limit',
        },
      ],
    },
    {
      name: 'the vendored text edited after vendoring',
      terms,
      mappings: crosswalk(),
      files: acmeFiles({ text: acmeText.replace('retried', 'restarted') }),
      errors: [{ file: source, line: 4, column: 9, message: 'the text of sources/acme.md has SHA-256' }],
    },
    {
      name: 'the crosswalk pins another version of the document',
      terms,
      mappings: crosswalk('f'.repeat(64)),
      files: acmeFiles(),
      errors: [
        { file: 'mappings/acme.yaml', line: 4, column: 11, message: 'the acme crosswalk was audited against ffff' },
      ],
    },
    {
      name: 'a heading listed on a line that does not hold it, and one past the end',
      terms,
      mappings: crosswalk(),
      files: acmeFiles({
        sections: '  - {line: 2, title: Runs}\n  - {line: 5, title: States}\n  - {line: 40, title: End}\n',
      }),
      errors: [
        {
          file: source,
          line: 8,
          column: 12,
          message: `line 2 of the text reads "A run is one agent's job inside a batch.", not the heading "Runs"`,
        },
        {
          file: source,
          line: 10,
          column: 12,
          message: 'line 40 of the text does not exist (the text has 7 lines), not the heading "End"',
        },
      ],
    },
  ],
});
