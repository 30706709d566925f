// Finds `# awm-disable-next-line CODE -- reason` comments in a model file.
import { Parser } from 'yaml';
import type { SourceRange } from '../diagnostics/diagnostic.js';
import type { SourceFile } from '../model/source-file.js';

export interface InlineDirective {
  source: SourceFile;
  /** The comment itself. */
  range: SourceRange;
  /** The line whose findings it suppresses. */
  targetLine: number;
  codes: string[];
  reason: string;
}

const directivePattern = /^#\s*awm-disable-next-line\b(.*)$/;

interface CommentToken {
  type: 'comment';
  offset: number;
  source: string;
}

/** Every comment token of a YAML concrete syntax tree (comments inside block scalars are text, not tokens). */
function* comments(node: unknown): Generator<CommentToken> {
  if (Array.isArray(node)) {
    for (const item of node) yield* comments(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const token = node as Partial<CommentToken>;
  if (token.type === 'comment' && typeof token.offset === 'number' && typeof token.source === 'string') {
    yield token as CommentToken;
    return;
  }
  for (const value of Object.values(node)) if (value !== null && typeof value === 'object') yield* comments(value);
}

/**
 * The directives of one file, well formed or not (validation is the caller's: it knows the codes).
 * Files without the marker text are skipped without parsing, which keeps linting a large model cheap.
 */
export function findInlineDirectives(source: SourceFile): InlineDirective[] {
  if (!source.text.includes('awm-disable')) return [];
  const directives: InlineDirective[] = [];
  for (const document of new Parser().parse(source.text)) {
    for (const comment of comments(document)) {
      const match = directivePattern.exec(comment.source);
      if (!match) continue;
      const body = match[1] ?? '';
      const separator = body.indexOf('--');
      const codePart = separator === -1 ? body : body.slice(0, separator);
      const range = source.rangeOfOffsets(comment.offset, comment.offset + comment.source.length);
      directives.push({
        source,
        range,
        targetLine: range.line + 1,
        codes: codePart.split(/[\s,]+/).filter(Boolean),
        reason: separator === -1 ? '' : body.slice(separator + 2).trim(),
      });
    }
  }
  return directives;
}
