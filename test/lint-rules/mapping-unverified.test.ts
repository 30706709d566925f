// MAPPING_UNVERIFIED: a crosswalk verified against nothing claims exact fidelity.
import { acmeFiles, acmeSha } from '../helpers/acme-crosswalk.js';
import { ruleTester } from '../helpers/rule-tester.js';

const lifecycle =
  'lifecycle: {initial: active, states: [active, done], terminal: [done], transitions: [{from: active, to: done}]}';

/** A crosswalk with an exact overview (line 2), an exact entry (fidelity on line 5) and an exact state (line 10). */
const vox = (verifiedAgainst: string) => `
  verified_against: ${verifiedAgainst}
  fidelity_overview: exact
  terms:
    AgentRun:
      fidelity: exact
      native_term: Job
  state_maps:
    AgentRun:
      states:
        RUNNING:
          awm_state: active
          fidelity: exact
        DONE: {awm_state: done, fidelity: close}
  native_lifecycles:
    Job: {states: [RUNNING, DONE], initial: RUNNING, terminal: [DONE], transitions: []}
`;

ruleTester('MAPPING_UNVERIFIED', {
  valid: [
    {
      name: 'exact claims in a verified crosswalk',
      terms: { AgentRun: lifecycle },
      mappings: { vox: `${vox('VOX 2.3 manual')}  source: {file: sources/acme.md, sha256: ${acmeSha}}\n` },
      files: acmeFiles(),
    },
    {
      name: 'an unverified crosswalk that claims nothing exact',
      terms: { AgentRun: lifecycle },
      mappings: {
        vox:
          'verified_against: null\nfidelity_overview: partial\nterms:\n  AgentRun: {fidelity: partial, ' +
          'native_term: Job}',
      },
    },
  ],
  invalid: [
    {
      name: 'an exact overview, entry and state mapping while unverified',
      terms: { AgentRun: lifecycle },
      mappings: { vox: vox('null') },
      errors: [
        {
          file: 'mappings/vox.yaml',
          line: 2,
          column: 20,
          message:
            'the fidelity overview claims fidelity "exact", but the vox crosswalk is verified against nothing ' +
            '(verified_against: null)',
        },
        {
          file: 'mappings/vox.yaml',
          line: 5,
          column: 15,
          term: 'AgentRun',
          message: 'the entry for AgentRun claims fidelity "exact"',
        },
        {
          file: 'mappings/vox.yaml',
          line: 12,
          column: 19,
          message: 'native state "RUNNING" of AgentRun claims fidelity "exact"',
        },
      ],
    },
  ],
});
