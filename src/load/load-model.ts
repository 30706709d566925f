// Stage 1, load: reads every document of a model directory into plain data with source positions.
import { statSync } from 'node:fs';
import path from 'node:path';
import { createDiagnostic, wholeFile, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { DocumentKind } from '../model/documents.js';
import { discoverModelFiles, documentLayout, fileStem } from './discover.js';
import { displayPath } from './display-path.js';
import { parseYaml } from './parse-yaml.js';
import { readModelText } from './read-text.js';
import { parseFast } from './parse-fast.js';
import { SourceFile } from './source-file.js';

/** A document that parsed as YAML; its data has not been checked against a schema yet. */
export interface LoadedDocument {
  kind: DocumentKind;
  source: SourceFile;
  data: unknown;
  /**
   * Read by the fast loader, whose YAML checks are implicit: if the data fails its schema, the
   * careful loader takes another look so YAML problems are reported as such.
   */
  fast: boolean;
}

export interface LoadedModel {
  /** Absolute path of the model directory. */
  dir: string;
  documents: LoadedDocument[];
  /** Every file that was read and parsed, including those with YAML errors, for locating findings. */
  sources: SourceFile[];
  /**
   * Keys of term documents that could not be loaded, presumed from their file names. Later
   * stages treat them as existing so one broken file does not make every reference to it fail.
   */
  brokenTermKeys: Set<string>;
  diagnostics: Diagnostic[];
}

const requiredSingletons: DocumentKind[] = ['model', 'authority-roles'];

/** What a document of a kind should hold, for the message about an empty file. */
export function expectedContent(kind: DocumentKind): string {
  return `a ${kind} document (${documentLayout[kind]})`;
}

export function loadModel(modelDir: string): LoadedModel {
  const dir = path.resolve(modelDir);
  const result: LoadedModel = { dir, documents: [], sources: [], brokenTermKeys: new Set(), diagnostics: [] };
  const dirProblem = checkDirectory(dir);
  if (dirProblem) {
    result.diagnostics.push(createDiagnostic('MODEL_NOT_FOUND', { file: displayPath(dir), range: wholeFile }, { dir: displayPath(dir), problem: dirProblem }));
    return result;
  }

  const { files, unknown } = discoverModelFiles(dir);
  for (const relativePath of unknown) {
    const file = displayPath(path.join(dir, relativePath));
    result.diagnostics.push(createDiagnostic('UNKNOWN_FILE', { file, range: wholeFile }, { file, expected: Object.values(documentLayout).join(', ') }));
  }

  for (const kind of requiredSingletons) {
    if (!files.some((f) => f.kind === kind)) {
      result.diagnostics.push(
        createDiagnostic('MISSING_FILE', { file: displayPath(dir), range: wholeFile }, { what: `the ${kind} document`, expected: `${displayPath(dir)}/${documentLayout[kind]}` }),
      );
    }
  }
  if (!files.some((f) => f.kind === 'term')) {
    result.diagnostics.push(
      createDiagnostic('MISSING_FILE', { file: displayPath(dir), range: wholeFile }, { what: 'every term document', expected: `${displayPath(dir)}/${documentLayout.term}` }),
    );
  }

  for (const discovered of files) {
    const file = displayPath(discovered.absolutePath);
    const read = readModelText(discovered.absolutePath, file);
    const presumedKey = fileStem(discovered.relativePath);
    if (!read.ok) {
      result.diagnostics.push(read.diagnostic);
      if (discovered.kind === 'term') result.brokenTermKeys.add(presumedKey);
      continue;
    }
    const source = new SourceFile(discovered.absolutePath, file, read.text);
    result.sources.push(source);
    const fast = parseFast(read.text);
    if (fast) {
      result.documents.push({ kind: discovered.kind, source, data: fast.data, fast: true });
      continue;
    }
    const parsed = parseYaml(source, expectedContent(discovered.kind));
    result.diagnostics.push(...parsed.diagnostics);
    if (parsed.data !== undefined) result.documents.push({ kind: discovered.kind, source, data: parsed.data, fast: false });
    else if (discovered.kind === 'term') result.brokenTermKeys.add(presumedKey);
  }
  return result;
}

function checkDirectory(dir: string): string | undefined {
  try {
    const info = statSync(dir);
    return info.isDirectory() ? undefined : 'is not a directory';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? (error as Error).message})`;
  }
}
