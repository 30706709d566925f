// Disposable copies of the bundled model for tests that break it on purpose.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoPath } from './paths.js';

export interface TempModel {
  /** A fresh working directory holding `model/`. */
  root: string;
  /** The model directory inside it. */
  modelDir: string;
  /** Absolute path of a file inside the model directory. */
  file(relative: string): string;
  write(relative: string, content: string | Buffer): void;
  read(relative: string): string;
  /** Replaces the first occurrence of `search` in a model file; fails when it is absent. */
  replace(relative: string, search: string, replacement: string): void;
  dispose(): void;
}

export function tempDir(prefix = 'awm-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function copyModel(source = repoPath('model')): TempModel {
  const root = tempDir();
  const modelDir = path.join(root, 'model');
  cpSync(source, modelDir, { recursive: true });
  const file = (relative: string) => path.join(modelDir, relative);
  return {
    root,
    modelDir,
    file,
    write: (relative, content) => writeFileSync(file(relative), content),
    read: (relative) => readFileSync(file(relative), 'utf8'),
    replace(relative, search, replacement) {
      const text = readFileSync(file(relative), 'utf8');
      if (!text.includes(search)) throw new Error(`fixture edit: "${search}" not found in ${relative}`);
      writeFileSync(file(relative), text.replace(search, replacement));
    },
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}
