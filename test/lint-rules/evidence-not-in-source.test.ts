// EVIDENCE_NOT_IN_SOURCE: a quote its source does not hold under the section it cites.
import { acmeFiles, agentRun, audited, lines } from '../helpers/acme-crosswalk.js';
import { installFixturePackage, jobSchema, jobsDeclarations, packagePin } from '../helpers/fixture-package.js';
import { ruleTester } from '../helpers/rule-tester.js';

// The package the package-pinned cases quote, installed in a temporary folder's node_modules.
const jobs = installFixturePackage();
process.on('exit', () => jobs.remove());
const packagesFrom = jobs.root;

/**
 * A crosswalk pinning types/jobs.d.ts (lines 1-6), with `sources` lines after it, then an AgentRun
 * entry whose evidence starts on the line after `evidence:`.
 */
const pinned = (sources: string[], ...evidence: string[]) =>
  lines(
    'verified_against: awm-fixture-jobs 2.1.0',
    ...packagePin(jobs, 'types/jobs.d.ts', jobsDeclarations, { key: 'source:' }),
    ...sources,
    'terms:',
    '  AgentRun:',
    '    fidelity: close',
    '    native_term: Job',
    '    evidence:',
    ...evidence,
  );
/** `sources:` with the JSON schema as `job-schema` (lines 7-12). */
const schemaSources = [
  'sources:',
  ...packagePin(jobs, 'schema/job.json', jobSchema, { key: '  job-schema:', indent: '    ' }),
];

/** An AgentRun entry whose evidence starts on line 9. */
const entry = (...evidence: string[]) =>
  lines(
    audited(),
    'terms:',
    '  AgentRun:',
    '    fidelity: close',
    '    native_term: Run',
    '    evidence:',
    ...evidence,
  );

ruleTester('EVIDENCE_NOT_IN_SOURCE', {
  valid: [
    {
      name: 'a quote re-wrapped and in another case, under a heading written in another case',
      terms: { AgentRun: agentRun },
      mappings: {
        acme: entry(
          '      - section: runs',
          '        quote: >-',
          "          A RUN is one agent's",
          '          job inside a batch.',
        ),
      },
      files: acmeFiles(),
    },
    {
      name: 'a crosswalk whose source is missing is left to the model loader (UNKNOWN_REFERENCE)',
      terms: { AgentRun: agentRun },
      mappings: { acme: lines('terms:', '  AgentRun: {fidelity: tbd, native_term: null}') },
    },
    {
      name: 'package file: quotes from a declaration, from a member, across comment lines with and without the *',
      terms: { AgentRun: agentRun },
      mappings: {
        acme: pinned(
          [],
          '      - {section: JobState, quote: The states a job can be in.}',
          '      - {section: JobState.JOB_STATE_DONE, quote: "The job has finished. This is a terminal state."}',
          '      - {section: jobstate.job_state_done, quote: "The job has finished. * This is a terminal"}',
          '      - {section: Job.id, quote: Unique identifier of the job.}',
          '      - {section: JobState, quote: The job waits for a worker.}',
        ),
      },
      packagesFrom,
    },
    {
      name: 'package file: a quote from a sources entry named by its evidence, beside one from the main source',
      terms: { AgentRun: agentRun },
      mappings: {
        acme: pinned(
          schemaSources,
          '      - {section: Job.id, quote: Unique identifier of the job., source: job-schema}',
          '      - {section: Job, quote: "A unit of work: \\"{\\" in a string"}',
        ),
      },
      packagesFrom,
    },
    {
      name: 'package file: a package that is not installed is left to MAPPING_SOURCE_NOT_INSTALLED',
      terms: { AgentRun: agentRun },
      mappings: {
        acme: pinned([], '      - {section: Nowhere, quote: Not checked.}').replace(
          'package: "awm-fixture-jobs"',
          'package: "awm-fixture-absent"',
        ),
      },
      packagesFrom,
    },
  ],
  invalid: [
    {
      name: 'package file: an unknown section, a quote not in the file, a quote under another member',
      terms: { AgentRun: agentRun },
      mappings: {
        acme: pinned(
          [],
          '      - {section: Job.ids, quote: Unique identifier of the job.}',
          '      - {section: Job, quote: A unit of play.}',
          '      - {section: Job.state, quote: Unique identifier of the job.}',
        ),
      },
      packagesFrom,
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 12,
          column: 19,
          message: '"Job.ids" is not a section of awm-fixture-jobs@2.1.0 types/jobs.d.ts (did you mean "Job.id"?)',
          fixes: [{ title: 'Change "Job.ids" to "Job.id"', edits: ['Job.id'] }],
        },
        {
          file: 'mappings/acme.yaml',
          line: 13,
          column: 31,
          message: 'the entry for AgentRun: the quote does not occur in awm-fixture-jobs@2.1.0 types/jobs.d.ts',
        },
        {
          file: 'mappings/acme.yaml',
          line: 14,
          column: 37,
          message: 'the quote stands under "Job.id", not under "Job.state"',
        },
      ],
    },
    {
      name: 'package file: an evidence source that names no entry of sources',
      terms: { AgentRun: agentRun },
      mappings: {
        acme: pinned(
          schemaSources,
          '      - {section: Job.id, quote: Unique identifier of the job., source: job-schemas}',
        ),
      },
      packagesFrom,
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 18,
          column: 73,
          message: '"job-schemas" is not a source of the acme crosswalk (did you mean "job-schema"?)',
          fixes: [{ title: 'Change "job-schemas" to "job-schema"', edits: ['job-schema'] }],
        },
      ],
    },
    {
      name: 'an unknown section, a reworded quote, and a quote from another section',
      terms: { AgentRun: agentRun },
      mappings: {
        acme: entry(
          '      - section: Run',
          "        quote: A run is one agent's job inside a batch.",
          '      - section: Runs',
          "        quote: A run is one agent's task inside a batch.",
          '      - section: Runs',
          '        quote: A run goes from QUEUED to DONE',
        ),
      },
      files: acmeFiles(),
      errors: [
        {
          file: 'mappings/acme.yaml',
          line: 10,
          column: 18,
          term: 'AgentRun',
          message: '"Run" is not a section of Acme runs (did you mean "Runs"?)',
        },
        {
          file: 'mappings/acme.yaml',
          line: 13,
          column: 16,
          message: 'the entry for AgentRun: the quote does not occur in Acme runs',
        },
        {
          file: 'mappings/acme.yaml',
          line: 15,
          column: 16,
          message: 'the entry for AgentRun: the quote stands under "States", not under "Runs"',
        },
      ],
    },
  ],
});
