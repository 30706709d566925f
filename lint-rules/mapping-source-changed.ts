// MAPPING_SOURCE_CHANGED: a vendored source document that is no longer what was vendored, or not what its crosswalk
// audited; a pinned package file installed at another version, missing, different or refused.
import { createHash } from 'node:crypto';
import { defineRule, msg } from '../src/lint/rule-api.js';
import { packageSourceTitle } from '../src/model/crosswalk-sources.js';
import { normalizeText } from '../src/model/source-quotes.js';

export default defineRule({
  code: 'MAPPING_SOURCE_CHANGED',
  severity: 'error',
  summary: 'A source document differs from its header, or from the version its crosswalk was audited against.',
  description:
    "A crosswalk's source document (a file under model/mappings/sources/) is its provenance header and " +
    'then the document, verbatim; the header records the SHA-256 of that text, and the crosswalk ' +
    'pins the same hash in `source.sha256`. The rule reports a text whose SHA-256 is not the ' +
    "header's (someone edited the copy: restore it, or vendor the new version and say so in the " +
    "header), a crosswalk pinning another hash than its document's header (the document was " +
    're-vendored: re-audit every claim against the new text, then update the pin), and a section ' +
    "of the header whose line does not hold its heading, or lies past the text's end (the quotes " +
    'would be checked against the wrong span). For a file inside an npm package (`source` or a `sources` ' +
    'entry with `package`, `version`, `file` and `sha256`), it reports the package installed at another ' +
    "version than the pinned one (the first one found from the model directory up, then in awm's own " +
    'installation), the pinned version without the file, a file whose SHA-256 is not the pinned one, and a ' +
    'file awm refuses to read: larger than 32 MiB, not a regular file, a link to a file outside the package, ' +
    'not UTF-8, or of a kind whose sections awm cannot derive (not .d.ts/.ts, .json or .md). Upgrading the ' +
    'package therefore fails the lint until the crosswalk is re-audited against the new version and re-pinned.',
  messages: {
    edited: msg`the text of ${'file'} has SHA-256 ${'actual'}, not the ${'recorded'} its header records: it is not the
      document as vendored`,
    pin: msg`the ${'system'} crosswalk was audited against ${'pinned'}, but ${'file'} now holds ${'recorded'}:
      re-audit the crosswalk, then update source.sha256`,
    version: msg`the ${'system'} crosswalk was audited against ${'pinned'}, but ${'installed'} is installed (${'dir'}):
      install the audited version, or re-audit the crosswalk against the installed one and update the pin`,
    fileMissing: msg`${'pinned'} has no file ${'file'} (${'dir'}): the file moved or the pin is wrong`,
    packageFile: msg`${'title'} has SHA-256 ${'actual'}, not the pinned ${'pinned'}: re-audit the crosswalk against
      this text, then update the pin`,
    refused: msg`${'title'} is not read as a source: it ${'reason'}`,
    heading: msg`line ${'line'} of the text ${'holds'}, not the heading "${'title'}"`,
  },
  reads: [],
  example: {
    file: 'mappings/sources/vox.md',
    passing: '  - {line: 58, title: 1.2 The Agent (Execution Node), level: 2}',
    failing: '  - {line: 59, title: 1.2 The Agent (Execution Node), level: 2}',
  },
  check({ model, report }) {
    for (const document of model.sourceDocuments.values()) {
      const actual = createHash('sha256').update(document.text, 'utf8').digest('hex');
      if (actual !== document.data.sha256)
        report({
          source: document.source,
          path: ['sha256'],
          messageId: 'edited',
          params: { file: document.file, actual, recorded: document.data.sha256 },
        });
      const lines = document.text.split('\n');
      document.data.sections.forEach((section, index) => {
        const line = lines[section.line - 1];
        if (line !== undefined && normalizeText(line) === normalizeText(section.title)) return;
        report({
          source: document.source,
          path: ['sections', index, 'line'],
          messageId: 'heading',
          params: {
            line: String(section.line),
            holds:
              line === undefined ? `does not exist (the text has ${lines.length} lines)` : `reads "${line.trim()}"`,
            title: section.title,
          },
        });
      });
    }
    for (const mapping of model.mappings.values())
      for (const { path, pin, found } of mapping.packageSources.values()) {
        const at = { source: mapping.source };
        const pinned = `${pin.package}@${pin.version}`;
        if (found.kind === 'other-version')
          report({
            ...at,
            path: [...path, 'version'],
            messageId: 'version',
            params: {
              system: mapping.system,
              pinned,
              installed: `${pin.package}@${found.installed}`,
              dir: found.packageDir,
            },
          });
        else if (found.kind === 'file-missing')
          report({
            ...at,
            path: [...path, 'file'],
            messageId: 'fileMissing',
            params: { pinned, file: pin.file, dir: found.packageDir },
          });
        else if (found.kind === 'changed')
          report({
            ...at,
            path: [...path, 'sha256'],
            messageId: 'packageFile',
            params: { title: packageSourceTitle(pin), actual: found.actual, pinned: pin.sha256 },
          });
        else if (found.kind === 'refused')
          report({
            ...at,
            path: [...path, 'file'],
            messageId: 'refused',
            params: { title: packageSourceTitle(pin), reason: found.reason },
          });
      }
    for (const mapping of model.mappings.values()) {
      if (mapping.data.source?.package !== undefined) continue;
      const pinned = mapping.data.source?.sha256;
      const document = mapping.sourceDocument;
      if (!pinned || !document || pinned === document.data.sha256) continue;
      report({
        source: mapping.source,
        path: ['source', 'sha256'],
        messageId: 'pin',
        params: { system: mapping.system, pinned, file: document.file, recorded: document.data.sha256 },
      });
    }
  },
});
