// Edits of a model file's text that change one value and keep everything else as written (for fixes).
import { Document, isCollection, isMap, isScalar, isSeq, type Node } from 'yaml';
import type { Diagnostic, Fix, TextEdit } from '../diagnostics/diagnostic.js';
import { type Candidates, closestMatch } from '../diagnostics/suggest.js';
import type { LocateTarget, ModelPath, ModelFile } from '../model/model-file.js';

/** `value` as YAML text on one line, quoted only when plain text would read as something else. */
function plainYaml(value: unknown, flow: boolean): string {
  const document = new Document(value, { schema: 'core' });
  if (flow && isCollection(document.contents)) document.contents.flow = true;
  return document.toString({ lineWidth: 0, flowCollectionPadding: false }).trimEnd();
}

/** Text of a scalar in the quoting style of the one it replaces. */
function scalarText(value: string, style: string | undefined): string {
  if (style === 'QUOTE_DOUBLE') return JSON.stringify(value);
  if (style === 'QUOTE_SINGLE') return `'${value.replace(/'/g, "''")}'`;
  return plainYaml(value, false);
}

function insertAt(source: ModelFile, offset: number, newText: string): TextEdit {
  return { absolutePath: source.absolutePath, range: source.rangeOfOffsets(offset, offset), newText };
}

/**
 * Replaces the scalar at `path` (its value, or with `target: 'key'` the key that introduces it)
 * by `value`, keeping its quotes. Undefined when there is no scalar there.
 */
export function replaceScalar(
  source: ModelFile,
  path: ModelPath,
  value: string,
  target: LocateTarget = 'value',
): TextEdit | undefined {
  const found = source.nodeAt(path);
  const node = target === 'key' ? found.keyNode : found.complete ? found.node : undefined;
  if (!isScalar(node) || !node.range) return undefined;
  return {
    absolutePath: source.absolutePath,
    range: source.rangeOfOffsets(node.range[0], node.range[1]),
    newText: scalarText(value, node.type),
  };
}

/** The whitespace that starts the line holding `offset`, and the offset where that line starts. */
function lineStart(text: string, offset: number): { start: number; indent: string } {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return { start, indent: /^[ \t]*/.exec(text.slice(start))![0] };
}

/** The offset just past the end of the line holding `offset` (after its newline, if any). */
function nextLineStart(text: string, offset: number): number {
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

/**
 * Appends `item` to the list at `path`, written like the list's last entry: a block entry (`- `) at
 * its indentation, in flow style when that entry is a flow collection (`- {from: a, to: b}`), or
 * inside the brackets of a flow list. Undefined when there is no list at `path`.
 */
export function appendToList(source: ModelFile, path: ModelPath, item: unknown): TextEdit | undefined {
  const { text } = source;
  const found = source.nodeAt(path);
  const list = found.complete ? found.node : undefined;
  if (!isSeq(list) || !list.range) return undefined;
  const last = list.items.at(-1) as Node | undefined;

  if (list.flow) {
    const close = text.lastIndexOf(']', list.range[1]);
    if (last) return insertAt(source, close, `, ${plainYaml(item, true)}`);
    // `key: []`: an empty flow list becomes a block list under its key.
    const keyIndent = found.keyNode?.range ? lineStart(text, found.keyNode.range[0]).indent : '';
    let start = list.range[0];
    while (text[start - 1] === ' ') start--;
    return {
      absolutePath: source.absolutePath,
      range: source.rangeOfOffsets(start, close + 1),
      newText: `\n${blockEntry(item, `${keyIndent}  `, false)}`.replace(/\n$/, ''),
    };
  }
  if (!last?.range) return undefined;
  const { indent } = lineStart(text, list.range[0]);
  const flowItems = isCollection(last) && last.flow === true;
  const end = nextLineStart(text, last.range[1] > last.range[0] ? last.range[1] - 1 : last.range[1]);
  const newline = end === text.length && !text.endsWith('\n') ? '\n' : '';
  return insertAt(source, end, `${newline}${blockEntry(item, indent, flowItems)}`);
}

/** `item` as one block list entry at `indent`, ending with a newline. */
function blockEntry(item: unknown, indent: string, flow: boolean): string {
  const body = isMap(new Document(item).contents) && !flow ? blockBody(item) : [plainYaml(item, flow)];
  return `${body.map((line, index) => `${indent}${index === 0 ? '- ' : '  '}${line}`).join('\n')}\n`;
}

function blockBody(item: unknown): string[] {
  return new Document(item, { schema: 'core' })
    .toString({ lineWidth: 0, flowCollectionPadding: false })
    .trimEnd()
    .split('\n');
}

/** Inserts a whole line before line `line` (1-based), indented like that line. */
export function insertLineBefore(source: ModelFile, line: number, content: string): TextEdit {
  const offsets = source.lineStarts;
  const start = offsets[line - 1] ?? source.text.length;
  const { indent } = lineStart(source.text, start);
  return insertAt(source, start, `${indent}${content}\n`);
}

/**
 * The "did you mean" fix: corrects the misspelt name `from` at `path` (its value, or with
 * `target: 'key'` its key) to the closest of `candidates`, when one is close enough.
 */
export function correctionFix(
  source: ModelFile,
  path: ModelPath,
  from: string,
  candidates: Candidates,
  target: LocateTarget = 'value',
): Fix | undefined {
  const to = closestMatch(from, candidates);
  const edit = to === undefined ? undefined : replaceScalar(source, path, to, target);
  return edit && { title: `Change "${from}" to "${to}"`, edits: [edit] };
}

/** Sets `fixes` on a diagnostic, leaving out the ones that could not be made; returns the diagnostic. */
export function withFixes(diagnostic: Diagnostic, ...fixes: (Fix | undefined)[]): Diagnostic {
  const usable = fixes.filter((fix): fix is Fix => fix !== undefined);
  if (usable.length > 0) diagnostic.fixes = [...(diagnostic.fixes ?? []), ...usable];
  return diagnostic;
}
