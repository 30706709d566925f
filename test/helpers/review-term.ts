// A small lint-clean term (Review) to add to a copy of the model and break on purpose, so tests never pin the shipped
// files.
import { existsSync, readFileSync } from 'node:fs';
import { repoPath } from './paths.js';
import { copyModel, type TempModel } from './temp-model.js';

export const reviewFile = 'terms/Review.yaml';
export const reviewText = readFileSync(repoPath('test', 'fixtures', 'terms', 'Review.yaml'), 'utf8');

/** A copy of the model with a Review term of `text` added, listed in term_order unless `ordered` is false. */
export function modelWithReview(text = reviewText, ordered = true): TempModel {
  const model = copyModel();
  assertNoTerm(model, 'Review');
  model.write(reviewFile, text);
  if (ordered) {
    const modelYaml = model.read('model.yaml');
    model.write('model.yaml', `${modelYaml.replace(/\n?$/, '\n')}  - Review\n`);
  }
  return model;
}

/** Fails unless the model copy lacks a term `key`: a test that adds or names a term of its own needs the name free. */
export function assertNoTerm(model: TempModel, key: string): void {
  if (existsSync(model.file(`terms/${key}.yaml`)))
    throw new Error(`the model already has a term ${key}: the test needs a term name the model does not use`);
}

/** Replaces `search` (which must occur) in `text`. */
export function edit(text: string, search: string, replacement: string): string {
  if (!text.includes(search)) throw new Error(`"${search}" does not occur`);
  return text.replace(search, replacement);
}

/** The 1-based line and column where `snippet` starts in `text` (after `after`, when given). */
export function positionOf(text: string, snippet: string, after = ''): { line: number; column: number } {
  const offset = text.indexOf(snippet, after === '' ? 0 : text.indexOf(after));
  if (offset < 0) throw new Error(`"${snippet}" does not occur`);
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
