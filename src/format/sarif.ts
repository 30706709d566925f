// SARIF 2.1.0, for GitHub code scanning and other static-analysis dashboards.
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { FormatContext, Formatter, Invocation, SetAsideReason, VersionControl } from './format-context.js';
import { repoRelative } from './repo-path.js';
import { fingerprintKey, partialFingerprints } from './sarif-fingerprint.js';
import { sarifRegion } from './sarif-region.js';

const srcRoot = '%SRCROOT%';

/** A folder's file URL, ending in a slash as SARIF wants of a base URI. */
const folderUri = (dir: string) => `${pathToFileURL(dir).href.replace(/\/$/, '')}/`;

function rulesOf(context: FormatContext) {
  // No `name`: the code is the id, and a name equal to it is what SARIF1001 warns about.
  return context.codes.map((info) => ({
    id: info.code,
    shortDescription: { text: info.summary },
    fullDescription: { text: info.description },
    help: {
      text: `${info.description}\n\nSee ${info.helpUri}`,
      markdown: `${info.description}\n\n[Documentation](${info.helpUri})`,
    },
    helpUri: info.helpUri,
    defaultConfiguration: { level: info.severity },
  }));
}

/** SARIF's words for where a suppression is written: in the file it silences, or elsewhere. */
function suppressionOf(by: SetAsideReason, context: FormatContext) {
  return {
    kind: by.kind === 'comment' ? 'inSource' : 'external',
    status: 'accepted',
    justification: by.justification,
    location: {
      physicalLocation: {
        artifactLocation: artifactLocation(by.absolutePath, context),
        region: { startLine: by.line },
      },
    },
  };
}

function artifactLocation(absolutePath: string, context: FormatContext) {
  return { uri: encodeURI(repoRelative(absolutePath, context.repoRoot)), uriBaseId: srcRoot };
}

function invocationOf(invocation: Invocation) {
  return {
    executionSuccessful: invocation.executionSuccessful,
    exitCode: invocation.exitCode,
    ...(invocation.startTime ? { startTimeUtc: invocation.startTime.toISOString() } : {}),
    ...(invocation.endTime ? { endTimeUtc: invocation.endTime.toISOString() } : {}),
    workingDirectory: { uri: folderUri(invocation.workingDirectory) },
  };
}

function provenanceOf(vc: VersionControl) {
  return {
    repositoryUri: vc.repositoryUri,
    ...(vc.revisionId ? { revisionId: vc.revisionId } : {}),
    ...(vc.branch ? { branch: vc.branch } : {}),
    ...(vc.rootIsSrcRoot ? { mappedTo: { uriBaseId: srcRoot } } : {}),
  };
}

export const formatSarif: Formatter = (diagnostics, context) => {
  const ruleIndex = new Map(context.codes.map((info, index) => [info.code, index]));
  const setAside = context.setAside ?? [];
  const all: { diagnostic: Diagnostic; by?: SetAsideReason }[] = [
    ...diagnostics.map((diagnostic) => ({ diagnostic })),
    ...setAside,
  ];
  const fingerprints = partialFingerprints(
    all.map((entry) => entry.diagnostic),
    (d) => repoRelative(d.absolutePath, context.repoRoot),
  );
  const results = all.map(({ diagnostic: d, by }, index) => ({
    ruleId: d.code,
    ...(ruleIndex.has(d.code) ? { ruleIndex: ruleIndex.get(d.code)! } : {}),
    level: d.severity,
    message: { text: d.message },
    locations: [
      {
        physicalLocation: {
          artifactLocation: artifactLocation(d.absolutePath, context),
          ...sarifRegion(d, context.fileTexts?.get(d.absolutePath)),
        },
        ...(d.term || d.path
          ? { logicalLocations: [{ fullyQualifiedName: [d.term, d.path].filter(Boolean).join('.'), kind: 'member' }] }
          : {}),
      },
    ],
    partialFingerprints: { [fingerprintKey]: fingerprints[index]! },
    ...(by ? { suppressions: [suppressionOf(by, context)] } : {}),
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
            rules: rulesOf(context),
          },
        },
        ...(context.invocation ? { invocations: [invocationOf(context.invocation)] } : {}),
        ...(context.versionControl ? { versionControlProvenance: [provenanceOf(context.versionControl)] } : {}),
        originalUriBaseIds: { [srcRoot]: { uri: folderUri(context.repoRoot) } },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
};
