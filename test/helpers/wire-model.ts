// A copy of the bundled model with the wire tests' crosswalks (test/fixtures/wire/), standing in for the shipped ones.
import { readdirSync, readFileSync } from 'node:fs';
import { repoPath } from './paths.js';
import { copyModel, type TempModel } from './temp-model.js';

const fixtures = repoPath('test', 'fixtures', 'wire');

/**
 * The bundled model with the fixture crosswalks of a2a, mcp and otel-genai in mappings/ (they
 * replace shipped ones of the same name), for `awm conformance --model <modelDir>`.
 */
export function wireModel(): TempModel {
  const model = copyModel();
  for (const file of readdirSync(fixtures).filter((name) => name.endsWith('.yaml')))
    model.write(`mappings/${file}`, readFileSync(`${fixtures}/${file}`));
  return model;
}
