// Diagnostics as plain data, created only through the catalogue so every code is known.
import { diagnosticCatalog, type DiagnosticCode, type MessageParams, type Severity } from './catalog.js';

/** A source range: 1-based lines and columns, end exclusive. */
export interface FileRange {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** A replacement of the text in `range` of one file; an empty range inserts. */
export interface TextEdit {
  /** The file's full name, as `Diagnostic.absolutePath`. */
  absolutePath: string;
  range: FileRange;
  newText: string;
}

/** A change that resolves a finding, described for a person: edits in one or several files. */
export interface Fix {
  /** What applying it does: `Change "complete" to "completed"`. */
  title: string;
  edits: TextEdit[];
}

/** One finding about the model, pointing at a file and the offending node in it. */
export interface Diagnostic extends FileRange {
  code: string;
  severity: Severity;
  message: string;
  /** The file as shown to people: relative to the working directory given to the loader, forward slashes. */
  file: string;
  /** The file's full name: an absolute path on disk, or `<revision>:<path>` for a model read from git. */
  absolutePath: string;
  /** The term the finding is about, when there is one. */
  term?: string;
  /** The model path of the offending node inside the file, such as `relationships[2].inverse`. */
  path?: string;
  /** Changes that resolve the finding, best first. */
  fixes?: Fix[];
}

/** The position used for findings about a whole file or directory. */
export const wholeFile: FileRange = { line: 1, column: 1, endLine: 1, endColumn: 1 };

/** How a file is named: for people (relative to the working directory) and in full. */
export interface FileName {
  file: string;
  absolutePath: string;
}

export interface DiagnosticTarget extends FileName {
  range: FileRange;
  term?: string;
  path?: string;
}

/** Creates a diagnostic for a catalogued code; its message comes from the catalogue's template. */
export function createDiagnostic<C extends DiagnosticCode>(
  code: C,
  target: DiagnosticTarget,
  params: Readonly<Record<MessageParams<C>, string>>,
  severity: Severity = diagnosticCatalog[code].severity,
): Diagnostic {
  const template = diagnosticCatalog[code].message as { format(values: Record<string, string>): string };
  const diagnostic: Diagnostic = {
    code,
    severity,
    message: template.format(params as Record<string, string>),
    file: target.file,
    absolutePath: target.absolutePath,
    ...target.range,
  };
  if (target.term !== undefined) diagnostic.term = target.term;
  if (target.path !== undefined) diagnostic.path = target.path;
  return diagnostic;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Whether any diagnostic means the command could not do its job at all (exit 2 rather than 1). */
export function hasFatalErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some(
    (d) => d.code in diagnosticCatalog && diagnosticCatalog[d.code as DiagnosticCode].category !== 'model',
  );
}

/** Orders diagnostics by file, then position, then code, so output is stable. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.line - b.line || a.column - b.column || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}
