// Finds `# awm-disable-next-line CODE -- reason` comments in a model file.
import { CST, Lexer } from 'yaml';
import type { FileRange } from '../diagnostics/diagnostic.js';
import { hasBlockMappingRoot, nextTopLevelLine, topLevelLineBefore, type ModelFile } from '../model/model-file.js';

export interface InlineDirective {
  source: ModelFile;
  /** The comment itself. */
  range: FileRange;
  /** The line whose findings it suppresses. */
  targetLine: number;
  codes: string[];
  reason: string;
}

const marker = 'awm-disable';
const directivePattern = /^#\s*awm-disable-next-line\b(.*)$/;

/** A comment of a YAML text: where it starts and its text from the `#`. */
export interface CommentToken {
  offset: number;
  source: string;
}

/**
 * Every comment of a YAML text, as yaml's parser classifies its tokens: a token starting with `#`
 * is a comment unless it is the text of a scalar (announced by a SCALAR marker; comment-like lines
 * inside block scalars are text). Offsets count every token but the zero-width markers, as the
 * parser's do. The lexer alone costs a fraction of building the syntax tree, which matters for a
 * large model's crosswalks.
 */
export function* yamlComments(text: string): Generator<CommentToken> {
  let offset = 0;
  let scalarNext = false;
  for (const token of new Lexer().lex(text)) {
    if (scalarNext) {
      scalarNext = false;
    } else if (token === CST.SCALAR) {
      scalarNext = true;
      continue;
    } else if (token === CST.DOCUMENT || token === CST.FLOW_END) {
      continue;
    } else if (token.startsWith('#')) {
      yield { offset, source: token };
    }
    offset += token.length;
  }
}

/**
 * The directives of one file, well formed or not (validation is the caller's: it knows the codes).
 * Files without the marker text are skipped without parsing, which keeps linting a large model cheap.
 */
export function findInlineDirectives(source: ModelFile): InlineDirective[] {
  const { text } = source;
  const first = text.indexOf(marker);
  if (first === -1) return [];
  // In a block mapping, only the top-level entries around the markers are read: a large crosswalk's
  // thousands of term entries hold no comment worth lexing.
  const [from, to] = hasBlockMappingRoot(text)
    ? [topLevelLineBefore(text, first), nextTopLevelLine(text, text.lastIndexOf(marker))]
    : [0, text.length];
  const directives: InlineDirective[] = [];
  for (const { offset: at, source: comment } of yamlComments(text.slice(from, to))) {
    const match = directivePattern.exec(comment);
    if (!match) continue;
    const body = match[1] ?? '';
    const separator = body.indexOf('--');
    const codePart = separator === -1 ? body : body.slice(0, separator);
    const range = source.rangeOfOffsets(from + at, from + at + comment.length);
    directives.push({
      source,
      range,
      targetLine: range.line + 1,
      codes: codePart.split(/[\s,]+/).filter(Boolean),
      reason: separator === -1 ? '' : body.slice(separator + 2).trim(),
    });
  }
  return directives;
}
