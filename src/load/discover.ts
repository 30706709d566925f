// Finds the documents of a model directory and says which kind each one is.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { DocumentKind } from '../model/documents.js';

/** A model document found in a model directory. */
export interface DiscoveredFile {
  kind: DocumentKind;
  /** Path relative to the model directory, forward slashes. */
  relativePath: string;
}

/** Where each kind of document lives; also the wording of the "expected" hint in messages. */
export const documentLayout: Record<DocumentKind, string> = {
  model: 'model.yaml',
  'authority-roles': 'authority-roles.yaml',
  'rule-set': 'rules/<id>.yaml',
  term: 'terms/<Term>.yaml',
  mapping: 'mappings/<system>.yaml',
  'mapping-source': 'mappings/sources/<name>.md',
};

/** A file's name without folder and .yaml/.yml extension: what a term file's key should be. */
export function fileStem(filePath: string): string {
  return path.basename(filePath).replace(/\.ya?ml$/, '');
}

/** A crosswalk's vendored source document: Markdown with a YAML header, not a YAML file. */
export const isMappingSource = (relativePath: string) => /^mappings\/sources\/[^/]+\.md$/.test(relativePath);

function kindOf(relativePath: string): DocumentKind | undefined {
  const parts = relativePath.split('/');
  const base = fileStem(relativePath);
  if (parts.length === 1) {
    if (base === 'model') return 'model';
    if (base === 'authority-roles') return 'authority-roles';
    return undefined;
  }
  // Terms may be grouped one folder deep (terms/experimental/Review.yaml): configuration by path tells groups apart.
  if (parts.length === 3 && parts[0] === 'terms') return 'term';
  if (parts.length !== 2) return undefined;
  switch (parts[0]) {
    case 'rules':
      return 'rule-set';
    case 'terms':
      return 'term';
    case 'mappings':
      return 'mapping';
    default:
      return undefined;
  }
}

/** Relative paths (forward slashes) of the files under `dir`, sorted; hidden ones only on request. */
export function listFiles(dir: string, options: { includeHidden?: boolean } = {}): string[] {
  // Worked out once per folder, not once per file: a large model has 20,000 files in a handful of folders.
  const folders = new Map<string, { prefix: string; hidden: boolean }>();
  const folderOf = (parentPath: string) => {
    const known = folders.get(parentPath);
    if (known) return known;
    const parts = path.relative(dir, parentPath).split(path.sep).filter(Boolean);
    const folder = {
      prefix: parts.map((part) => `${part}/`).join(''),
      hidden: parts.some((part) => part.startsWith('.')),
    };
    folders.set(parentPath, folder);
    return folder;
  };
  const files: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const folder = folderOf(entry.parentPath);
    if (!options.includeHidden && (folder.hidden || entry.name.startsWith('.'))) continue;
    files.push(folder.prefix + entry.name);
  }
  return files.sort();
}

/** The kind of model document a file is, by where it sits; undefined for anything else. */
export function documentKindOf(relativePath: string): DocumentKind | undefined {
  if (isMappingSource(relativePath)) return 'mapping-source';
  return /\.ya?ml$/.test(relativePath) ? kindOf(relativePath) : undefined;
}

/**
 * Sorts a model directory's files (relative paths, forward slashes) into model documents by
 * kind and YAML files that are no model document; anything else not YAML is left out.
 */
export function classifyModelFiles(relativePaths: readonly string[]): { files: DiscoveredFile[]; unknown: string[] } {
  const files: DiscoveredFile[] = [];
  const unknown: string[] = [];
  for (const relativePath of relativePaths) {
    const kind = documentKindOf(relativePath);
    if (kind) files.push({ kind, relativePath });
    else if (/\.ya?ml$/.test(relativePath)) unknown.push(relativePath);
  }
  return { files, unknown };
}
