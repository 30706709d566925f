// Lint knows what the runtime refuses, on many more random variations of the published model than npm test tries.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLintRuntimeAgreement } from '../helpers/model-variations.js';

test('any of 500 random variations of the model that lints without errors is accepted by the runtime', () => {
  const { clean, refusedByLint } = checkLintRuntimeAgreement(500);
  console.log(`${clean} lint-clean variations accepted by the runtime, ${refusedByLint} refused by lint`);
  assert.ok(clean >= 50 && refusedByLint >= 50, `${clean} clean, ${refusedByLint} refused`);
});

test.run();
