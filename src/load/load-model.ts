// Stage 1, load: reads every document of a model (on disk or in a git revision) into plain data with source positions.
import { createDiagnostic, wholeFile, type Diagnostic } from '../diagnostics/diagnostic.js';
import type { DocumentKind } from '../model/documents.js';
import { classifyModelFiles, documentLayout, fileStem, type DiscoveredFile } from './discover.js';
import { directoryModelFiles, type ModelFiles } from './model-files.js';
import { parseFast } from './parse-fast.js';
import { parseYaml } from './parse-yaml.js';
import type { ReadResult } from './read-text.js';
import { ModelFile } from '../model/model-file.js';
import { splitSourceDocument, type VerbatimText } from './source-document.js';

/** A document that parsed as YAML; its data has not been checked against a schema yet. */
export interface LoadedDocument {
  kind: DocumentKind;
  source: ModelFile;
  data: unknown;
  /** A crosswalk source document's text below its header (`source` and `data` are the header's). */
  verbatim?: VerbatimText;
}

export interface LoadedModel {
  /** Absolute path of the model directory, or `<revision>:<path>` for a model read from git. */
  dir: string;
  /** Where pinned npm packages are resolved from (see ModelFiles). */
  packagesFrom?: string;
  documents: LoadedDocument[];
  /** Every file that was read and parsed, including those with YAML errors, for locating findings. */
  files: ModelFile[];
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

/**
 * Reads every document of a model: a directory on disk (a path, resolved against the working
 * directory) or any other ModelFiles, such as a directory inside a git revision.
 */
export function loadModel(modelDirOrSource: string | ModelFiles): LoadedModel {
  const source = typeof modelDirOrSource === 'string' ? directoryModelFiles(modelDirOrSource) : modelDirOrSource;
  const { files, diagnostics } = discoverModel(source);
  const result: LoadedModel = {
    dir: source.dir,
    ...(source.packagesFrom === undefined ? {} : { packagesFrom: source.packagesFrom }),
    documents: [],
    files: [],
    brokenTermKeys: new Set(),
    diagnostics,
  };
  for (const discovered of files) {
    const loaded = loadDocument(source, discovered, source.readText(discovered.relativePath));
    result.diagnostics.push(...loaded.diagnostics);
    if (loaded.source) result.files.push(loaded.source);
    if (loaded.document) result.documents.push(loaded.document);
    else if (discovered.kind === 'term') result.brokenTermKeys.add(fileStem(discovered.relativePath));
  }
  return result;
}

/** The model documents of a model directory, and what is wrong with the directory as a whole. */
export function discoverModel(source: ModelFiles): { files: DiscoveredFile[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const root = { file: source.name, absolutePath: source.dir, range: wholeFile };
  const dirProblem = source.problem();
  if (dirProblem) {
    diagnostics.push(createDiagnostic('MODEL_NOT_FOUND', root, { dir: source.name, problem: dirProblem }));
    return { files: [], diagnostics };
  }

  const { files, unknown } = classifyModelFiles(source.listFiles());
  for (const relativePath of unknown) {
    const file = source.display(relativePath);
    diagnostics.push(
      createDiagnostic(
        'UNKNOWN_FILE',
        { file, absolutePath: source.locate(relativePath), range: wholeFile },
        { file, expected: Object.values(documentLayout).join(', ') },
      ),
    );
  }
  for (const kind of requiredSingletons) {
    if (!files.some((f) => f.kind === kind)) {
      diagnostics.push(
        createDiagnostic('MISSING_FILE', root, {
          what: `the ${kind} document`,
          expected: `${source.name}/${documentLayout[kind]}`,
        }),
      );
    }
  }
  if (!files.some((f) => f.kind === 'term')) {
    diagnostics.push(
      createDiagnostic('MISSING_FILE', root, {
        what: 'every term document',
        expected: `${source.name}/${documentLayout.term}`,
      }),
    );
  }
  return { files, diagnostics };
}

/** One file of a model, loaded on its own: its source (when it could be read), its data (when well formed). */
export interface LoadedFile {
  source?: ModelFile;
  document?: LoadedDocument;
  diagnostics: Diagnostic[];
}

/**
 * Loads one discovered file from its text (or why it could not be read): a document when it is
 * well-formed YAML, otherwise the diagnostics that say why not. Ordinary files are parsed by the
 * fast loader (parse-fast.ts), which leaves to the careful one (parse-yaml.ts) every file it
 * cannot vouch for, so both give the same data and only the careful one reports YAML problems.
 */
export function loadDocument(source: ModelFiles, discovered: DiscoveredFile, read: ReadResult): LoadedFile {
  if (!read.ok) return { diagnostics: [read.diagnostic] };
  const absolutePath = source.locate(discovered.relativePath);
  const file = source.display(discovered.relativePath);
  let text = read.text;
  let verbatim: VerbatimText | undefined;
  if (discovered.kind === 'mapping-source') {
    // A crosswalk's source document: the YAML header is the document (its ModelFile holds the
    // header alone, so positions are the file's), and the text below it is kept verbatim.
    const split = splitSourceDocument(read.text);
    if (!split.ok)
      return {
        diagnostics: [
          createDiagnostic('SOURCE_HEADER', { file, absolutePath, range: wholeFile }, { detail: split.problem }),
        ],
      };
    text = split.header;
    verbatim = { path: discovered.relativePath, text: split.body, firstLine: split.bodyLine };
  }
  const sourceFile = new ModelFile(absolutePath, file, text);
  const document = (data: unknown): LoadedDocument => ({
    kind: discovered.kind,
    source: sourceFile,
    data,
    ...(verbatim ? { verbatim } : {}),
  });
  const fast = parseFast(text);
  if (fast) return { source: sourceFile, document: document(fast.data), diagnostics: [] };
  const parsed = parseYaml(sourceFile, expectedContent(discovered.kind));
  return {
    source: sourceFile,
    ...(parsed.data === undefined ? {} : { document: document(parsed.data) }),
    diagnostics: parsed.diagnostics,
  };
}
