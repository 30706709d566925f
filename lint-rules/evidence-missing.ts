// EVIDENCE_MISSING: a claim of an audited crosswalk that quotes nothing from its source.
import { defineRule, msg } from '../src/lint/rule-api.js';
import { mainSourceTitle } from '../src/model/crosswalk-sources.js';
import { crosswalkClaims } from '../src/model/crosswalk-claims.js';

export default defineRule({
  code: 'EVIDENCE_MISSING',
  severity: 'error',
  summary: 'A claim of a crosswalk with a source document carries no `evidence`.',
  description:
    'A crosswalk that names its vendored source document (`source`) is an audited one, and every ' +
    'claim it makes must say where the source says so: each term entry that states a fidelity ' +
    '(a `tbd` entry states none), each native lifecycle and each of its transitions, its other ' +
    'states and left-out entries, each left-out lifecycle, each state mapping, each false friend ' +
    'and each rule conflict. Evidence is a list of `{section, quote}`: the heading of the section ' +
    'and words of the source, verbatim, which EVIDENCE_NOT_IN_SOURCE then checks. A claim the ' +
    'source does not support is wrong until it is quoted, or it is a `tbd`. A crosswalk without a ' +
    'source (the published, unaudited project-interop) is not checked: it may claim no `exact` ' +
    '(MAPPING_UNVERIFIED), and an audited crosswalk must have a source (the schema says so).',
  messages: {
    missing: msg`${'claim'} has no evidence: quote the words of ${'title'} that support it, with their section`,
  },
  reads: [],
  example: {
    file: 'mappings/hoziron.yaml',
    passing: '  Principal:\n    fidelity: tbd',
    failing: '  Principal:\n    fidelity: none',
  },
  check({ model, report }) {
    for (const mapping of model.mappings.values()) {
      if (!mapping.data.source) continue;
      const title = mainSourceTitle(mapping)!;
      for (const claim of crosswalkClaims(mapping.data)) {
        if (claim.evidence) continue;
        report({
          source: mapping.source,
          path: claim.path,
          atKey: true,
          ...(claim.term === undefined ? {} : { term: claim.term }),
          messageId: 'missing',
          params: { claim: claim.label, title },
        });
      }
    }
  },
});
