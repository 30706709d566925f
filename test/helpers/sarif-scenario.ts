// A model whose SARIF log holds every kind of result: fresh, suppressed inline and by configuration, and baselined.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Ajv4 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { runAwm, type CliResult } from './cli.js';
import { repoPath } from './paths.js';
import { copyModel, type TempModel } from './temp-model.js';

/** The parts of a SARIF log the tests read. */
export interface SarifLog {
  runs: {
    tool: { driver: { rules: { id: string; name?: string }[] } };
    invocations?: {
      executionSuccessful: boolean;
      exitCode: number;
      startTimeUtc?: string;
      endTimeUtc?: string;
      workingDirectory: { uri: string };
    }[];
    versionControlProvenance?: {
      repositoryUri: string;
      revisionId?: string;
      branch?: string;
      mappedTo?: { uriBaseId: string };
    }[];
    results: SarifResult[];
  }[];
}

export interface SarifResult {
  ruleId: string;
  locations: {
    physicalLocation: {
      artifactLocation: { uri: string };
      region: { startLine: number; startColumn: number; snippet?: { text: string } };
      contextRegion?: { startLine: number; endLine: number; snippet: { text: string } };
    };
  }[];
  partialFingerprints: Record<string, string>;
  suppressions?: {
    kind: string;
    status: string;
    justification: string;
    location: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } };
  }[];
}

/** A validator of the OASIS SARIF 2.1.0 schema (draft-04), vendored under test/fixtures. */
export function sarifSchemaValidator() {
  const ajv = new (Ajv4 as unknown as typeof import('ajv-draft-04').default)({ allErrors: true, strict: false });
  (addFormats as unknown as (ajv: object) => void)(ajv);
  return ajv.compile(
    JSON.parse(readFileSync(repoPath('test', 'fixtures', 'sarif-schema-2.1.0.json'), 'utf8')) as object,
  );
}

export const configReason = 'the host resolves assigned principals';

/**
 * The shipped model with: Task's identity claiming authorization, accepted into baseline.json; a
 * configured suppression of AgentRun's REFERENCE_UNLINKED; the Hoziron crosswalk's inline
 * suppression as shipped; and Artifact's identity claiming authorization, found fresh.
 */
export function suppressedBaselinedFresh(): TempModel {
  const model = copyModel();
  model.replace('terms/Task.yaml', '  authorization: false', '  authorization: true');
  const written = runAwm(['lint', '--baseline-write', 'baseline.json'], model.root);
  if (written.status !== 0) throw new Error(`baseline not written: ${written.stderr}`);
  writeFileSync(
    path.join(model.root, 'awm.config.yaml'),
    `suppressions:\n  - code: REFERENCE_UNLINKED\n    term: AgentRun\n    reason: ${configReason}\n`,
  );
  model.replace('terms/Artifact.yaml', '  authorization: false', '  authorization: true');
  return model;
}

export function lintSarif(cwd: string, ...args: string[]): CliResult & { log: SarifLog } {
  const result = runAwm(['lint', '--format', 'sarif', ...args], cwd);
  return { ...result, log: JSON.parse(result.stdout) as SarifLog };
}
