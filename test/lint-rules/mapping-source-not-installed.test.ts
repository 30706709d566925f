// MAPPING_SOURCE_NOT_INSTALLED: a pinned npm package that no node_modules on the way up, nor awm's install, holds.
import { lines } from '../helpers/acme-crosswalk.js';
import { installFixturePackage, jobsDeclarations, packagePin } from '../helpers/fixture-package.js';
import { ruleTester } from '../helpers/rule-tester.js';

const jobs = installFixturePackage();
process.on('exit', () => jobs.remove());
const packagesFrom = jobs.root;
const terms = { Task: '' };
const absent = { name: '@awm-fixture/absent', version: '0.4.0' };

ruleTester('MAPPING_SOURCE_NOT_INSTALLED', {
  valid: [
    {
      name: 'a package installed in node_modules of the folder holding the model',
      terms,
      mappings: {
        acme: lines(
          'verified_against: jobs',
          ...packagePin(jobs, 'types/jobs.d.ts', jobsDeclarations, { key: 'source:' }),
        ),
      },
      packagesFrom,
    },
    {
      name: "a package found in awm's own installation when the model's folder has none",
      terms,
      mappings: {
        acme: lines(
          'source:',
          '  package: "@a2a-js/sdk"',
          '  version: 1.3.0',
          '  file: dist/a2a-CJdXl9vi.d.ts',
          `  sha256: ${'ab'.repeat(32)}`,
        ),
      },
      packagesFrom,
    },
  ],
  invalid: [
    {
      name: 'the main source and a sources entry from a package installed nowhere',
      terms,
      mappings: {
        acme: lines(
          'verified_against: jobs',
          ...packagePin(absent, 'index.d.ts', '', { key: 'source:' }),
          'sources:',
          ...packagePin(absent, 'other.d.ts', '', { key: '  other:', indent: '    ' }),
        ),
      },
      packagesFrom,
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 3,
          column: 12,
          message:
            '@awm-fixture/absent@0.4.0 is not installed, so the quotes of the acme crosswalk are not checked: ' +
            'npm install --save-dev --save-exact @awm-fixture/absent@0.4.0',
        },
        {
          file: 'mappings/acme.yaml',
          line: 9,
          column: 14,
          message: 'so the quotes from "other" of the acme crosswalk are not checked',
        },
      ],
    },
  ],
});
