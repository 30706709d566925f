// A small audited crosswalk and its vendored source, "acme", to add to a model copy in crosswalk rule tests.
import { createHash } from 'node:crypto';

/** The verbatim text of the acme source: two sections, "Runs" (lines 1-4) and "States" (lines 5-6). */
export const acmeText = [
  'Runs',
  "A run is one agent's job inside a batch.",
  'Runs are retried as new runs.',
  '',
  'States',
  'A run goes from QUEUED to DONE, or to FAILED.',
  '',
].join('\n');

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
export const acmeSha = sha256(acmeText);

/** `mappings/sources/acme.md`: the header (file lines 1-10), then `text` from line 11. */
export function acmeSource(options: { text?: string; sha?: string; sections?: string } = {}): string {
  const sections = options.sections ?? '  - {line: 1, title: Runs}\n  - {line: 5, title: States}\n';
  return [
    '---',
    'title: Acme runs',
    'origin: test',
    `sha256: ${options.sha ?? acmeSha}`,
    'retrieved: 2026-11-30',
    'verbatim: true',
    'sections:',
    `${sections}---`,
    options.text ?? acmeText,
  ].join('\n');
}

/**
 * `mappings/acme.yaml`, audited against the acme source: 11 header lines, then `terms:` on line
 * 12 with `terms` below it (entries start on line 13), then `rest` (top-level sections).
 */
export function acmeCrosswalk(terms: string, rest = '', pin = acmeSha): string {
  return [
    'system: acme',
    'status: draft',
    'fidelity_overview: partial',
    'verified_against: Acme runs',
    'source:',
    '  file: sources/acme.md',
    `  sha256: ${pin}`,
    'description: A test crosswalk.',
    'notes: A test crosswalk.',
    'compatibility_field_mappings: []',
    '# terms follow',
    'terms:',
    `${terms}${rest}`,
  ].join('\n');
}

/** Evidence that the acme source supports, indented for a term entry (4 spaces). */
export const runEvidence =
  "    evidence:\n      - section: Runs\n        quote: A run is one agent's job inside a batch.\n";

/** The files of an acme crosswalk with `terms` and `rest`, for a RuleCase. */
export const acmeFiles = (terms: string, rest = '') => ({
  'mappings/acme.yaml': acmeCrosswalk(terms, rest),
  'mappings/sources/acme.md': acmeSource(),
});

/** An unaudited acme crosswalk (verified against nothing, no source): `terms:` on line 8. */
export function unauditedAcme(terms: string, rest = ''): Record<string, string> {
  const text = [
    'system: acme',
    'status: draft',
    'fidelity_overview: partial',
    'verified_against: null',
    'description: A test crosswalk.',
    'notes: A test crosswalk.',
    'compatibility_field_mappings: []',
    'terms:',
    `${terms}${rest}`,
  ].join('\n');
  return { 'mappings/acme.yaml': text };
}
