// The sections of a file inside an npm package, derived from the file itself: declarations, JSON definitions, headings.
import { createRequire } from 'node:module';
import type * as JsoncParser from 'jsonc-parser';
import type { PackageFileContent } from './model.js';
import { QuoteIndex, type SourceSection } from './source-quotes.js';

/** A section before its end is known: where it starts (1-based line), its title and its level. */
interface SectionStart {
  title: string;
  level: number;
  start: number;
}

/** The kinds of file whose sections awm can derive, by how their names end. */
export type PackageFileKind = 'declarations' | 'json' | 'markdown';

/** The kind of a package file by its name, or undefined when awm cannot derive its sections. */
export function packageFileKind(file: string): PackageFileKind | undefined {
  if (/\.(d\.)?[cm]?ts$/.test(file)) return 'declarations';
  if (file.endsWith('.json')) return 'json';
  if (file.endsWith('.md')) return 'markdown';
  return undefined;
}

/** The sections of a package file's text, by its kind; each runs to the next one of its level or above. */
export function packageSections(kind: PackageFileKind, text: string): SourceSection[] {
  const lineCount = countLines(text);
  if (kind === 'declarations') return spanStarts(declarationSections(text), lineCount);
  if (kind === 'json') return spanStarts(jsonSections(text), lineCount);
  return spanStarts(markdownSections(text), lineCount);
}

function countLines(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines += 1;
  return lines;
}

/**
 * Ends every section at the start of the next section of its level or above (or past the last
 * line), walking back once: the nearest later start of each level is kept as it goes.
 */
function spanStarts(starts: readonly SectionStart[], lineCount: number): SourceSection[] {
  const sections: SourceSection[] = new Array(starts.length);
  const nearest: number[] = [];
  for (let i = starts.length - 1; i >= 0; i -= 1) {
    const { title, level, start } = starts[i]!;
    let end = lineCount + 1;
    for (let l = 1; l <= level; l += 1) if (nearest[l] !== undefined && nearest[l]! < end) end = nearest[l]!;
    sections[i] = { title, level, start, end };
    nearest[level] = start;
    // A later section of a deeper level no longer ends anything above this one.
    nearest.length = level + 1;
  }
  return sections;
}

/** A top-level declaration: `export declare enum TaskState {`, `interface Task`, `declare const X: "x";`. */
const topDeclaration = new RegExp(
  '^\\s*(?:export\\s+)?(?:declare\\s+)?(?:default\\s+)?(?:abstract\\s+)?' +
    '(?:const\\s+enum|enum|interface|type|const|let|var|class|function\\*?|namespace|module)\\s+([A-Za-z_$][\\w$]*)',
);
/** The kinds of declaration whose braces hold members that are sections of their own. */
const container = /\b(?:enum|interface|class|namespace|module)\s+[A-Za-z_$][\w$]*|\btype\s+[A-Za-z_$][\w$]*[^=]*=\s*\{/;
/** A member of an enum, interface, class or type literal: `TASK_STATE_WORKING = 2,`, `readonly id?: string;`. */
const member = new RegExp(
  '^\\s*(?:(?:public|private|protected|static|readonly|abstract|declare|override|get|set|async)\\s+)*' +
    '(?:"([^"]+)"|\'([^\']+)\'|([A-Za-z_$][\\w$]*))\\s*\\??\\s*(?:[:(<=,]|$)',
);

/**
 * The declarations of a TypeScript file, line by line in one pass: a top-level declaration is a
 * level-1 section titled by its name, a member of an enum, interface, class, type literal or
 * namespace a level-2 section titled `Parent.member`. A section starts at the comment lines
 * (JSDoc blocks, `//` lines) directly above its declaration, so a quote from a declaration's doc
 * comment stands under that declaration. Braces in strings and comments are not counted.
 */
function declarationSections(text: string): SectionStart[] {
  const sections: SectionStart[] = [];
  const scanner = new BraceScanner();
  let commentStart: number | undefined;
  let parent: string | undefined;
  let lineNumber = 0;
  let from = 0;
  while (from <= text.length) {
    const newline = text.indexOf('\n', from);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(from, end);
    lineNumber += 1;
    const depth = scanner.depth;
    const code = scanner.scan(line);
    if (code.trim() === '') {
      // A comment line extends the run of comments above the next declaration; a blank line ends it.
      if (line.trim() === '') commentStart = undefined;
      else commentStart ??= lineNumber;
    } else {
      const start = commentStart ?? lineNumber;
      commentStart = undefined;
      if (depth === 0) {
        const declared = topDeclaration.exec(code);
        parent = undefined;
        if (declared) {
          sections.push({ title: declared[1]!, level: 1, start });
          if (scanner.depth > 0 && container.test(code)) parent = declared[1]!;
        }
      } else if (depth === 1 && parent !== undefined) {
        const name = memberName(code);
        if (name !== undefined) sections.push({ title: `${parent}.${name}`, level: 2, start });
      }
      if (scanner.depth === 0) parent = undefined;
    }
    if (newline === -1) break;
    from = newline + 1;
  }
  return sections;
}

/** The name a member line declares, or undefined for a closing brace, an index signature or a call signature. */
function memberName(code: string): string | undefined {
  const nested = topDeclaration.exec(code);
  if (nested) return nested[1];
  const declared = member.exec(code);
  if (!declared) return undefined;
  return declared[1] ?? declared[2] ?? declared[3];
}

/**
 * Brace depth across the lines of a TypeScript file, outside strings, template literals and comments;
 * `scan` returns the line with its comments blanked, so the caller sees only code.
 */
class BraceScanner {
  depth = 0;
  inComment = false;

  scan(line: string): string {
    let code = '';
    let i = 0;
    while (i < line.length) {
      if (this.inComment) {
        const close = line.indexOf('*/', i);
        if (close === -1) return code;
        this.inComment = false;
        i = close + 2;
        continue;
      }
      special.lastIndex = i;
      const found = special.exec(line);
      if (!found) return code + line.slice(i);
      code += line.slice(i, found.index);
      i = found.index;
      const char = found[0];
      if (char === '//') return code;
      if (char === '/*') {
        this.inComment = true;
        i += 2;
      } else if (char === '{' || char === '}') {
        this.depth = char === '{' ? this.depth + 1 : Math.max(0, this.depth - 1);
        code += char;
        i += 1;
      } else {
        // A string or template literal, to its closing quote on this line (declarations do not wrap them).
        let end = i + 1;
        while (end < line.length && line[end] !== char) end += line[end] === '\\' ? 2 : 1;
        code += line.slice(i, end + 1);
        i = end + 1;
      }
    }
    return code;
  }
}

/** What the brace scanner stops at: comment openers, braces and quotes. */
const special = /\/\/|\/\*|[{}"'`]/g;

let jsonc: typeof JsoncParser | undefined;

/**
 * The definitions of a JSON file: each member of `$defs` or `definitions` (else each top-level key)
 * a level-1 section titled by its key, its `properties` members level-2 sections `Key.property`.
 * jsonc-parser's visitor walks the text once with each key's line, without building the document.
 */
function jsonSections(text: string): SectionStart[] {
  const defs: SectionStart[] = [];
  const topLevel: SectionStart[] = [];
  // The keys leading to the open containers: '#' for the root, '[]' for an array.
  const open: string[] = [];
  let pending: string | undefined;
  let broken = false;
  // Loaded when a JSON file is first read: most models quote none, and compiling one loads only what it needs.
  jsonc ??= createRequire(import.meta.url)('jsonc-parser') as typeof JsoncParser;
  const { visit } = jsonc;
  const walk = () =>
    visit(
      text,
      {
        onObjectBegin: () => {
          open.push(open.length === 0 ? '#' : (pending ?? '[]'));
          pending = undefined;
        },
        onObjectEnd: () => void open.pop(),
        onArrayBegin: () => {
          open.push('[]');
          pending = undefined;
        },
        onArrayEnd: () => void open.pop(),
        onLiteralValue: () => {
          pending = undefined;
        },
        onObjectProperty: (property, _offset, _length, line) => {
          pending = property;
          const start = line + 1;
          const [root, first, second, third] = open;
          if (root !== '#') return;
          const inDefs = first === '$defs' || first === 'definitions';
          if (open.length === 1) topLevel.push({ title: property, level: 1, start });
          else if (open.length === 2 && inDefs) defs.push({ title: property, level: 1, start });
          else if (open.length === 3 && second === 'properties' && first !== '[]')
            topLevel.push({ title: `${first}.${property}`, level: 2, start });
          else if (open.length === 4 && inDefs && third === 'properties' && second !== '[]')
            defs.push({ title: `${second}.${property}`, level: 2, start });
        },
        onError: () => {
          broken = true;
        },
      },
      { disallowComments: true },
    );
  try {
    walk();
  } catch (error) {
    // Nesting deep enough to exhaust the stack is no schema a crosswalk quotes: the file has no sections.
    if (error instanceof RangeError) return [];
    throw error;
  }
  if (broken) return [];
  // A file with definitions has its sections there; its top-level keys ($schema, title, $defs) are not.
  return defs.length > 0 ? defs : topLevel;
}

/** ATX headings of a Markdown file (`#` to `######`), outside fenced code blocks. */
function markdownSections(text: string): SectionStart[] {
  const sections: SectionStart[] = [];
  let fence: string | undefined;
  text.split('\n').forEach((line, index) => {
    const fenced = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenced) {
      if (fence === undefined) fence = fenced[1]![0];
      else if (fenced[1]![0] === fence) fence = undefined;
      return;
    }
    if (fence !== undefined) return;
    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) sections.push({ title: heading[2]!, level: heading[1]!.length, start: index + 1 });
  });
  return sections;
}

const indexes = new WeakMap<PackageFileContent, QuoteIndex>();

/**
 * The quote index of a package file, built on first use: its sections derived from the file, and a
 * JSDoc continuation's leading `*` read as whitespace in TypeScript declarations.
 */
export function packageQuoteIndex(file: string, content: PackageFileContent): QuoteIndex | undefined {
  const kind = packageFileKind(file);
  if (kind === undefined) return undefined;
  let index = indexes.get(content);
  if (!index) {
    index = new QuoteIndex(content.text, packageSections(kind, content.text), {
      commentStars: kind === 'declarations',
    });
    indexes.set(content, index);
  }
  return index;
}
