// SARIF partialFingerprints that follow a finding across commits: what it is and where in the model, never its line.
import { createHash } from 'node:crypto';
import { compareDiagnostics, type Diagnostic } from '../diagnostics/diagnostic.js';

/** The key under `partialFingerprints`; a new version gets a new key, so code scanning never mixes the two. */
export const fingerprintKey = 'awm/v1';

/**
 * The identity of a finding: its code, its file (relative to the repository root), its term and
 * its model path. The line is left out so an alert survives lines inserted above it, and so is the
 * message, which may quote a line number.
 */
function identity(diagnostic: Diagnostic, file: string): string {
  return createHash('sha256')
    .update(JSON.stringify([diagnostic.code, file, diagnostic.term ?? '', diagnostic.path ?? '']))
    .digest('hex');
}

/**
 * A fingerprint for each diagnostic, in the order given: `<sha-256 of its identity>:<n>`, where
 * `n` counts findings of the same identity in the order of their position (as code scanning's own
 * `primaryLocationLineHash` does), so two findings never share one.
 */
export function partialFingerprints(
  diagnostics: readonly Diagnostic[],
  fileOf: (diagnostic: Diagnostic) => string,
): string[] {
  const ordinal = new Map<Diagnostic, number>();
  const seen = new Map<string, number>();
  for (const diagnostic of [...diagnostics].sort(compareDiagnostics)) {
    const hash = identity(diagnostic, fileOf(diagnostic));
    const count = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, count);
    ordinal.set(diagnostic, count);
  }
  return diagnostics.map((diagnostic) => `${identity(diagnostic, fileOf(diagnostic))}:${ordinal.get(diagnostic)}`);
}
