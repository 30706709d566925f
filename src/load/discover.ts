// Finds the documents of a model directory and says which kind each one is.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { DocumentKind } from '../model/documents.js';

export interface DiscoveredFile {
  kind: DocumentKind;
  absolutePath: string;
  /** Path relative to the model directory, forward slashes. */
  relativePath: string;
}

export interface Discovery {
  files: DiscoveredFile[];
  /** YAML files that are not model documents (relative to the model directory). */
  unknown: string[];
}

/** Where each kind of document lives; also the wording of the "expected" hint in messages. */
export const documentLayout: Record<DocumentKind, string> = {
  model: 'model.yaml',
  'authority-roles': 'authority-roles.yaml',
  'rule-set': 'rules/<id>.yaml',
  term: 'terms/<Term>.yaml',
  mapping: 'mappings/<system>.yaml',
};

/** A file's name without folder and .yaml/.yml extension: what a term file's key should be. */
export function fileStem(filePath: string): string {
  return path.basename(filePath).replace(/\.ya?ml$/, '');
}

function kindOf(relativePath: string): DocumentKind | undefined {
  const parts = relativePath.split('/');
  const base = fileStem(relativePath);
  if (parts.length === 1) {
    if (base === 'model') return 'model';
    if (base === 'authority-roles') return 'authority-roles';
    return undefined;
  }
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
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => options.includeHidden || !relative.split('/').some((part) => part.startsWith('.')))
    .sort();
}

/** Lists the YAML files under `dir`, sorted, so every later stage sees them in a stable order. */
export function discoverModelFiles(dir: string): Discovery {
  const { files, unknown } = classifyModelFiles(listFiles(dir));
  return { files: files.map((file) => ({ ...file, absolutePath: path.join(dir, file.relativePath) })), unknown };
}

/**
 * Sorts a model directory's files (relative paths, forward slashes) into model documents by
 * kind and YAML files that are no model document; anything not YAML is left out.
 */
export function classifyModelFiles(relativePaths: readonly string[]): { files: Omit<DiscoveredFile, 'absolutePath'>[]; unknown: string[] } {
  const files: Omit<DiscoveredFile, 'absolutePath'>[] = [];
  const unknown: string[] = [];
  for (const relativePath of relativePaths.filter((relative) => /\.ya?ml$/.test(relative))) {
    const kind = kindOf(relativePath);
    if (kind) files.push({ kind, relativePath });
    else unknown.push(relativePath);
  }
  return { files, unknown };
}
