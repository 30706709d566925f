// A tiny npm package installed in a temporary folder's node_modules, for crosswalks that pin a package file.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The declarations of the fixture package's `types/jobs.d.ts`, with the sections a reader sees (each
 * from the doc comment above it): JobState (lines 1-10) with members JobState.JOB_STATE_QUEUED (3-4)
 * and JobState.JOB_STATE_DONE (5-10), then Job (from line 11) with Job.id (13-14) and Job.state (15-).
 */
export const jobsDeclarations = [
  '/** The states a job can be in. */',
  'declare enum JobState {',
  '    /** JOB_STATE_QUEUED - The job waits for a worker. */',
  '    JOB_STATE_QUEUED = 0,',
  '    /**',
  '     * JOB_STATE_DONE - The job has finished.',
  '     * This is a terminal state.',
  '     */',
  '    JOB_STATE_DONE = 1',
  '}',
  '/** A unit of work: "{" in a string does not open a block. */',
  'interface Job {',
  '    /** Unique identifier of the job. */',
  '    id: string;',
  "    /** The job's current state. */",
  '    state: JobState;',
  '}',
  'export { JobState, Job };',
  '',
].join('\n');

/** `schema/job.json`: a JSON Schema with one definition and its properties. */
export const jobSchema = JSON.stringify(
  {
    $defs: {
      Job: {
        description: 'A unit of work.',
        properties: { id: { description: 'Unique identifier of the job.', type: 'string' } },
      },
    },
  },
  null,
  2,
);

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export interface FixturePackage {
  /** The folder whose node_modules holds the package: a model's packages are resolved from it. */
  root: string;
  name: string;
  version: string;
  /** Removes the folder. */
  remove(): void;
}

/**
 * `<tmp>/node_modules/<name>/` with a package.json at `version` and `files` (relative path -> text),
 * by default the jobs declarations and the JSON schema.
 */
export function installFixturePackage(
  options: { name?: string; version?: string; files?: Record<string, string> } = {},
): FixturePackage {
  const name = options.name ?? 'awm-fixture-jobs';
  const version = options.version ?? '2.1.0';
  const root = mkdtempSync(path.join(tmpdir(), 'awm-package-'));
  const packageDir = path.join(root, 'node_modules', ...name.split('/'));
  const files = options.files ?? { 'types/jobs.d.ts': jobsDeclarations, 'schema/job.json': jobSchema };
  mkdirSync(packageDir, { recursive: true });
  writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify({ name, version }));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(packageDir, file)), { recursive: true });
    writeFileSync(path.join(packageDir, file), text);
  }
  return { root, name, version, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The lines of a crosswalk snippet's `source:` pinning `file` of the package (4 lines, or 5 with a key). */
export function packagePin(
  fixture: { name: string; version: string },
  file: string,
  text: string,
  options: { key?: string; indent?: string; version?: string; sha?: string } = {},
): string[] {
  const indent = options.indent ?? '  ';
  return [
    ...(options.key === undefined ? [] : [options.key]),
    `${indent}package: ${JSON.stringify(fixture.name)}`,
    `${indent}version: ${options.version ?? fixture.version}`,
    `${indent}file: ${file}`,
    `${indent}sha256: ${options.sha ?? sha256(text)}`,
  ];
}
