// A new crosswalk's files: the scaffold of mappings/<system>.yaml and, with a source, its vendored document or its
// pinned package file.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ModelBundle } from '../model/bundle.js';
import { readInstalledFile } from '../load/package-source.js';
import { packageSourceTitle } from '../model/crosswalk-sources.js';
import type { PackageSourceReference } from '../model/documents.js';
import { candidateHeadings, crosswalkScaffold, type ScaffoldOptions } from './init-crosswalk.js';
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
  /** Or a file inside an installed npm package: the package's name and the file, relative to its root. */
  package?: { name: string; file: string };
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
 * a source, `mappings/sources/<system>.md` with its provenance; with a package file, the crosswalk
 * pins it at the installed version and SHA-256 instead, and nothing is vendored. Nothing that exists is replaced:
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
  let source: ScaffoldOptions['source'];
  if (request.package !== undefined) {
    const pinned = pinInstalledFile(request.package.name, request.package.file, path.dirname(request.modelDir));
    if (!pinned.ok) return pinned;
    source = pinned.source;
  } else if (request.source !== undefined) {
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
  return { ok: true, files, vendored: source !== undefined && !('package' in source) };
}

/** The pin of a file of an installed package, at the version installed and the file's SHA-256 now. */
function pinInstalledFile(
  name: string,
  file: string,
  from: string,
): { ok: true; source: PackageSourceReference & { title: string } } | { ok: false; problem: string } {
  const found = readInstalledFile(name, file, from);
  if (found.kind === 'not-installed')
    return {
      ok: false,
      problem:
        `the package ${name} is not installed (in node_modules of ${from} or a folder above it, nor beside awm): ` +
        `npm install --save-dev --save-exact ${name}@<version>`,
    };
  const at = `${name}@${found.version}`;
  if (found.kind === 'file-missing') return { ok: false, problem: `${at} has no file ${file} (${found.packageDir})` };
  if (found.kind === 'refused') return { ok: false, problem: `${at} ${file} cannot be a source: it ${found.reason}` };
  const pin = { package: name, version: found.version, file, sha256: found.content.sha256 };
  return { ok: true, source: { ...pin, title: packageSourceTitle(pin) } };
}
