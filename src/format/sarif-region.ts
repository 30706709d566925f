// A SARIF region of a file's text: its snippet, and the whole lines around it as context.
import type { FileRange } from '../diagnostics/diagnostic.js';

/** Longer snippets are left out rather than cut, so a snippet is always the region's whole text. */
const snippetLimit = 8192;
/** Lines of context shown before and after a region's lines. */
const contextLines = 1;

export interface SarifRegion {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
  snippet?: { text: string };
}

export interface SarifContextRegion {
  startLine: number;
  endLine: number;
  snippet: { text: string };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

/** Where a line's content ends: before its line feed and a carriage return preceding it. */
function lineEnd(text: string, starts: readonly number[], index: number): number {
  let end = index + 1 < starts.length ? starts[index + 1]! - 1 : text.length;
  if (end > starts[index]! && text[end - 1] === '\r') end--;
  return end;
}

/**
 * The region of `range` in `text` (columns in UTF-16 code units, end exclusive, as diagnostics
 * count them) with its snippet, and the region's lines with their neighbours. Without text, or
 * for a range the text does not have (the file changed since), the region alone.
 */
export function sarifRegion(
  range: FileRange,
  text: string | undefined,
): { region: SarifRegion; contextRegion?: SarifContextRegion } {
  const region: SarifRegion = {
    startLine: range.line,
    startColumn: range.column,
    endLine: range.endLine,
    endColumn: range.endColumn,
  };
  if (text === undefined) return { region };
  const starts = lineStarts(text);
  if (range.line < 1 || range.endLine < range.line || range.endLine > starts.length) return { region };
  const offset = (line: number, column: number) =>
    Math.min(starts[line - 1]! + column - 1, lineEnd(text, starts, line - 1));
  const start = offset(range.line, range.column);
  const end = offset(range.endLine, range.endColumn);
  if (end > start && end - start <= snippetLimit) region.snippet = { text: text.slice(start, end) };
  const firstLine = Math.max(1, range.line - contextLines);
  const lastLine = Math.min(starts.length, range.endLine + contextLines);
  const context = text.slice(starts[firstLine - 1], lineEnd(text, starts, lastLine - 1));
  if (context.length > snippetLimit) return { region };
  return { region, contextRegion: { startLine: firstLine, endLine: lastLine, snippet: { text: context } } };
}
