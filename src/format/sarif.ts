// SARIF 2.1.0, for GitHub code scanning and other static-analysis dashboards.
import { pathToFileURL } from 'node:url';
import type { Formatter } from './format-context.js';
import { repoRelative } from './repo-path.js';

export const formatSarif: Formatter = (diagnostics, context) => {
  const ruleIndex = new Map(context.codes.map((info, index) => [info.code, index]));
  const rules = context.codes.map((info) => ({
    id: info.code,
    name: info.code
      .toLowerCase()
      .split('_')
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(''),
    shortDescription: { text: info.summary },
    fullDescription: { text: info.description },
    help: {
      text: `${info.description}\n\nSee ${info.helpUri}`,
      markdown: `${info.description}\n\n[Documentation](${info.helpUri})`,
    },
    helpUri: info.helpUri,
    defaultConfiguration: { level: info.severity },
  }));
  const results = diagnostics.map((d) => ({
    ruleId: d.code,
    ...(ruleIndex.has(d.code) ? { ruleIndex: ruleIndex.get(d.code)! } : {}),
    level: d.severity,
    message: { text: d.message },
    locations: [
      {
        physicalLocation: {
          artifactLocation: {
            uri: encodeURI(repoRelative(d.absolutePath, context.repoRoot)),
            uriBaseId: '%SRCROOT%',
          },
          region: { startLine: d.line, startColumn: d.column, endLine: d.endLine, endColumn: d.endColumn },
        },
        ...(d.term || d.path
          ? { logicalLocations: [{ fullyQualifiedName: [d.term, d.path].filter(Boolean).join('.'), kind: 'member' }] }
          : {}),
      },
    ],
  }));
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'awm',
            version: context.toolVersion,
            semanticVersion: context.toolVersion,
            informationUri: context.informationUri,
            rules,
          },
        },
        originalUriBaseIds: { '%SRCROOT%': { uri: `${pathToFileURL(context.repoRoot).href}/` } },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
};
