// MAPPING_SOURCE_NOT_INSTALLED: a crosswalk pins a file of an npm package not installed: its quotes go unchecked.
import { defineRule, msg } from '../src/lint/rule-api.js';

export default defineRule({
  code: 'MAPPING_SOURCE_NOT_INSTALLED',
  severity: 'warning',
  summary: 'A crosswalk quotes a file of an npm package that is not installed, so its quotes are not checked.',
  description:
    "A crosswalk's `source` (or an entry of its `sources`) may name a file inside an npm package, pinned by " +
    'package name, exact version and SHA-256. The package is looked for as Node resolves it: in node_modules ' +
    'of the folder holding the model directory and of each folder above it, then in node_modules around ' +
    "awm's own installation. When none holds the package, the quotes from that file cannot be checked: the " +
    'rule says so, with the command that installs the audited version as a development dependency. It is ' +
    'a warning, not an error, since the crosswalk is not known to be wrong (CI that installs the ' +
    "project's devDependencies checks the quotes); an installed package of another version is an error, " +
    'MAPPING_SOURCE_CHANGED.',
  messages: {
    missing: msg`${'pinned'} is not installed, so the ${'count'} of the ${'system'} crosswalk are not checked:
      npm install --save-dev --save-exact ${'pinned'}`,
  },
  reads: [],
  example: {
    file: 'mappings/a2a.yaml',
    passing: 'source:\n  package: "@a2a-js/sdk"',
    failing: 'source:\n  package: "@a2a-js/sdk-not-installed"',
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values())
      for (const { name, path, pin, found } of mapping.packageSources.values()) {
        if (found.kind !== 'not-installed') continue;
        report({
          source: mapping.source,
          path: [...path, 'package'],
          messageId: 'missing',
          params: {
            pinned: `${pin.package}@${pin.version}`,
            count: name === '' ? 'quotes' : `quotes from "${name}"`,
            system: mapping.system,
          },
        });
      }
  },
});
