// A small source document, "acme", for crosswalk rule tests on snippet models: its text, its vendored file, an audited
// header.
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

export const acmeSha = createHash('sha256').update(acmeText, 'utf8').digest('hex');

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

/** The vendored acme source, as the `files` of a snippet model. */
export const acmeFiles = (options?: Parameters<typeof acmeSource>[0]) => ({
  'mappings/sources/acme.md': acmeSource(options),
});

/** Lines 1-4 of a crosswalk snippet audited against the acme source (`pin`: the SHA-256 it pins). */
export const audited = (pin = acmeSha) =>
  ['verified_against: Acme runs', 'source:', '  file: sources/acme.md', `  sha256: ${pin}`].join('\n');

/** A crosswalk snippet: its lines joined, so positions in it are the line numbers of the list. */
export const lines = (...text: string[]) => `${text.join('\n')}\n`;

/** AgentRun with a lifecycle of its own: assigned, running, succeeded, failed. */
export const agentRun =
  'lifecycle: {initial: assigned, states: [assigned, running, succeeded, failed], terminal: [succeeded, failed], ' +
  'transitions: [{from: assigned, to: running}, {from: running, to: succeeded}, {from: running, to: failed}]}';
