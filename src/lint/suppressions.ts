// Applies inline and configured suppressions, and reports the ones that are malformed or unused.
import path from 'node:path';
import { createDiagnostic, type Diagnostic } from '../diagnostics/diagnostic.js';
import { didYouMean } from '../diagnostics/suggest.js';
import type { ConfigSuppression } from './config.js';
import type { InlineDirective } from './inline-directives.js';

export interface SuppressionInput {
  diagnostics: readonly Diagnostic[];
  directives: readonly InlineDirective[];
  configured: readonly ConfigSuppression[];
  /** Codes a suppression may name: the lint rules' codes. */
  suppressible: ReadonlySet<string>;
  /**
   * Codes whose rules ran on the whole model; a suppression of a disabled code, or of any code when
   * the model could not be read whole, is not "unused".
   */
  enabled: ReadonlySet<string>;
  /** Report unused configured suppressions (only meaningful when the whole model was linted). */
  reportUnusedConfigured: boolean;
  /** The directory messages name files relative to. */
  cwd: string;
}

/** What silenced a finding: a `# awm-disable-next-line` comment or an entry of awm.config.yaml. */
export interface Suppression {
  kind: 'comment' | 'configuration';
  reason: string;
  /** Where the suppression is written. */
  file: string;
  absolutePath: string;
  line: number;
}

export interface SuppressedDiagnostic {
  diagnostic: Diagnostic;
  by: Suppression;
}

export interface SuppressionResult {
  kept: Diagnostic[];
  suppressed: SuppressedDiagnostic[];
  /** INVALID_SUPPRESSION and UNUSED_SUPPRESSION findings. */
  findings: Diagnostic[];
}

/** Whether an inline directive is usable; if not, the finding that says why. */
function checkDirective(directive: InlineDirective, suppressible: ReadonlySet<string>): Diagnostic | undefined {
  const at = { ...directive.source.fileName, range: directive.range };
  const invalid = (detail: string) => createDiagnostic('INVALID_SUPPRESSION', at, { detail });
  if (directive.codes.length === 0)
    return invalid('awm-disable-next-line names no code: write "# awm-disable-next-line CODE -- reason"');
  for (const code of directive.codes) {
    if (!suppressible.has(code))
      return invalid(`"${code}" is not a lint code that can be suppressed${didYouMean(code, suppressible)}`);
  }
  if (directive.reason === '')
    return invalid(`suppressing ${directive.codes.join(', ')} needs a reason: add "-- why this is acceptable"`);
  return undefined;
}

export function applySuppressions(input: SuppressionInput): SuppressionResult {
  const findings: Diagnostic[] = [];
  const valid = input.directives.filter((directive) => {
    const problem = checkDirective(directive, input.suppressible);
    if (problem) findings.push(problem);
    return !problem;
  });
  const directiveUses = new Map<InlineDirective, Set<string>>(valid.map((d) => [d, new Set()]));
  const directivesAt = new Map<string, InlineDirective[]>();
  for (const directive of valid) {
    const key = `${directive.source.absolutePath}:${directive.targetLine}`;
    directivesAt.set(key, [...(directivesAt.get(key) ?? []), directive]);
  }
  const configuredUses = new Map<ConfigSuppression, number>(input.configured.map((s) => [s, 0]));

  const kept: Diagnostic[] = [];
  const suppressed: SuppressedDiagnostic[] = [];
  for (const diagnostic of input.diagnostics) {
    if (!input.suppressible.has(diagnostic.code)) {
      kept.push(diagnostic);
      continue;
    }
    const inline = (directivesAt.get(`${diagnostic.absolutePath}:${diagnostic.line}`) ?? []).find((d) =>
      d.codes.includes(diagnostic.code),
    );
    const configured = input.configured.find(
      (s) =>
        s.code === diagnostic.code &&
        (s.file === undefined || s.file === diagnostic.absolutePath) &&
        (s.term === undefined || s.term === diagnostic.term),
    );
    if (inline) directiveUses.get(inline)!.add(diagnostic.code);
    if (configured) configuredUses.set(configured, configuredUses.get(configured)! + 1);
    if (inline) suppressed.push({ diagnostic, by: commentSuppression(inline) });
    else if (configured) suppressed.push({ diagnostic, by: configuredSuppression(configured) });
    else kept.push(diagnostic);
  }

  for (const [directive, used] of directiveUses) {
    for (const code of directive.codes) {
      if (used.has(code) || !input.enabled.has(code)) continue;
      findings.push(
        createDiagnostic(
          'UNUSED_SUPPRESSION',
          { ...directive.source.fileName, range: directive.range },
          { what: 'this comment', code, where: 'on the next line' },
        ),
      );
    }
  }
  if (input.reportUnusedConfigured) {
    for (const [suppression, uses] of configuredUses) {
      if (uses > 0 || !input.enabled.has(suppression.code)) continue;
      const scope = [
        suppression.file && `in ${path.relative(input.cwd, suppression.file).split(path.sep).join('/')}`,
        suppression.term && `for ${suppression.term}`,
      ]
        .filter(Boolean)
        .join(' ');
      findings.push(
        createDiagnostic(
          'UNUSED_SUPPRESSION',
          { ...suppression.source.fileName, range: suppression.source.locate(suppression.path) },
          { what: 'this configured suppression', code: suppression.code, where: scope },
        ),
      );
    }
  }
  return { kept, suppressed, findings };
}

function commentSuppression(directive: InlineDirective): Suppression {
  return { kind: 'comment', reason: directive.reason, ...directive.source.fileName, line: directive.range.line };
}

function configuredSuppression(suppression: ConfigSuppression): Suppression {
  return {
    kind: 'configuration',
    reason: suppression.reason,
    ...suppression.source.fileName,
    line: suppression.source.locate(suppression.path).line,
  };
}
