// A new crosswalk's files: the scaffold of mappings/<system>.yaml and, with a source, its vendored document.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ModelBundle } from '../model/bundle.js';
import { candidateHeadings, crosswalkScaffold } from './init-crosswalk.js';
import { readSourceDocument, vendoredSizeProblem } from './read-source.js';
import { vendoredSource } from './vendor-source.js';

export interface NewCrosswalkRequest {
  system: string;
  /** The model the crosswalk joins: its compiled form, its name as shown, and its directory. */
  bundle: ModelBundle;
  modelName: string;
  modelDir: string;
  /** The document the crosswalk will quote: its absolute path and the path as the user gave it. */
  source?: { absolutePath: string; shown: string };
  /** The source's title (default: its first line) and where it came from (default: its file name). */
  title?: string;
  origin?: string;
  /** The day the source is vendored, YYYY-MM-DD. */
  retrieved: string;
  /** The working directory, against which problems name files. */
  cwd: string;
}

/** A file to create: its absolute path and text. */
export interface NewFile {
  path: string;
  text: string;
}

/** The files to write (the source first, when given), or why there are none. */
export type NewCrosswalk = { ok: true; files: NewFile[]; vendored: boolean } | { ok: false; problem: string };

/**
 * Plans `<model>/mappings/<system>.yaml` (every term tbd, each section shown in comments) and, with
 * a source, `mappings/sources/<system>.md` with its provenance. Nothing that exists is replaced:
 * a crosswalk or source file that exists is a problem, as is a name that is not kebab-case.
 */
export function newCrosswalk(request: NewCrosswalkRequest): NewCrosswalk {
  const { system, bundle } = request;
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(system))
    return { ok: false, problem: `"${system}" is not a kebab-case system name, such as acme or awaken-workforce` };
  const mappingsDir = path.join(request.modelDir, 'mappings');
  const crosswalkFile = path.join(mappingsDir, `${system}.yaml`);
  const sourceFile = path.join(mappingsDir, 'sources', `${system}.md`);
  const shown = (file: string) => path.relative(request.cwd, file) || file;
  if (bundle.mappings.some((mapping) => mapping.system === system) || existsSync(crosswalkFile))
    return {
      ok: false,
      problem: `${request.modelName} already has a crosswalk for ${system}: ${shown(crosswalkFile)}`,
    };
  const files: NewFile[] = [];
  let source: { file: string; sha256: string; title: string } | undefined;
  if (request.source !== undefined) {
    if (existsSync(sourceFile)) return { ok: false, problem: `${shown(sourceFile)} already exists` };
    const vendoredPath = `mappings/sources/${system}.md`;
    const read = readSourceDocument(request.source.absolutePath, request.source.shown, vendoredPath);
    if (!read.ok) return read;
    const { text } = read;
    const title =
      request.title ??
      text
        .split('\n')
        .find((line) => line.trim() !== '')
        ?.trim() ??
      system;
    const vendored = vendoredSource(text, {
      title,
      origin: request.origin ?? path.basename(request.source.shown),
      retrieved: request.retrieved,
      sections: candidateHeadings(text),
    });
    const tooLarge = vendoredSizeProblem(vendored.file, request.source.shown, vendoredPath);
    if (tooLarge) return { ok: false, problem: tooLarge };
    files.push({ path: sourceFile, text: vendored.file });
    source = { file: `sources/${system}.md`, sha256: vendored.header.sha256, title };
  }
  const scaffold = crosswalkScaffold({
    system,
    terms: bundle.terms.map((term) => term.key),
    ...(source ? { source } : {}),
  });
  files.push({ path: crosswalkFile, text: scaffold });
  return { ok: true, files, vendored: source !== undefined };
}
