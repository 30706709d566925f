// Did-you-mean costs what a word's near neighbours cost: a misspelt name on every term of a large model, or in every
// line of a trace, is about as quick to report as one no term is near.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { sampleInterleaved, summary } from '../bench/measure.js';
import { spellings, writeMisspeltModel, writeSpeltTrace, type Spelling } from '../bench/misspelt-model.js';
import { syntheticBundle } from '../bench/synthetic-model.js';
import { repoPath } from '../helpers/paths.js';
import { tempDir } from '../helpers/temp-model.js';

const awm = repoPath('dist', 'src', 'cli', 'main.js');
const termCount = 4000;
const traceLines = 20_000;
const rounds = 2;

const work = tempDir('awm-suggest-cost-');
const models = Object.fromEntries(
  spellings.map((spelling) => {
    const dir = path.join(work, spelling);
    mkdirSync(dir);
    return [spelling, writeMisspeltModel(dir, termCount, spelling)];
  }),
) as Record<Spelling, string>;

/** CPU milliseconds of each spelling's command, taking turns so that a busy machine slows them alike. */
function cpuBySpelling(command: (spelling: Spelling) => string[]): Record<Spelling, number> {
  const samples = sampleInterleaved(spellings.map(command), rounds, work, { okStatuses: [0, 1] });
  return Object.fromEntries(spellings.map((spelling, i) => [spelling, summary(samples[i]!).cpuMs])) as Record<
    Spelling,
    number
  >;
}

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
const report = (what: string, cpu: Record<Spelling, number>) =>
  console.log(
    `${what}: right ${cpu.right.toFixed(0)} ms, near ${cpu.near.toFixed(0)} ms (${ratio(cpu.near, cpu.right)}), ` +
      `far ${cpu.far.toFixed(0)} ms; near / far ${ratio(cpu.near, cpu.far)}`,
  );

test(`lint: a near miss on each of ${termCount} terms costs within 2x of a far one, and each is suggested`, () => {
  const output = (spelling: Spelling) => path.join(work, `lint-${spelling}.json`);
  const cpu = cpuBySpelling((spelling) => [
    awm,
    'lint',
    '--model',
    models[spelling],
    '--format',
    'json',
    '--output-file',
    output(spelling),
  ]);
  report('lint', cpu);
  const found = (spelling: Spelling) =>
    (JSON.parse(readFileSync(output(spelling), 'utf8')) as { diagnostics: { code: string; message: string }[] })
      .diagnostics;
  const unknown = (spelling: Spelling) => found(spelling).filter((d) => d.code === 'UNKNOWN_REFERENCE');
  assert.is(unknown('right').length, 0);
  const near = unknown('near');
  assert.is(near.length, termCount - 16);
  for (const d of near) {
    const [, target] = /"SynthetikTerm(\d+)"/.exec(d.message) ?? [];
    assert.ok(d.message.includes(`(did you mean "SyntheticTerm${target}"?)`), d.message);
  }
  assert.ok(unknown('far').every((d) => !d.message.includes('did you mean')));
  // Both misspelt models pay for their findings' positions (each file parsed again, with positions); the
  // suggestions must not cost more than that again.
  assert.ok(cpu.near <= 2 * cpu.far, `near ${cpu.near} ms, far ${cpu.far} ms`);
});

test(`conformance: ${traceLines} lines naming unknown terms cost within 2x of lines naming known ones`, () => {
  // The compiled model, which conformance reads in a fraction of the time it takes to compile the YAML.
  const model = path.join(work, 'model.json');
  writeFileSync(model, JSON.stringify(syntheticBundle(termCount)));
  const traces = Object.fromEntries(
    spellings.map((spelling) => {
      const file = path.join(work, `${spelling}.jsonl`);
      writeSpeltTrace(file, termCount, traceLines, spelling);
      return [spelling, file];
    }),
  ) as Record<Spelling, string>;
  const cpu = cpuBySpelling((spelling) => [
    awm,
    'conformance',
    traces[spelling],
    '--model',
    model,
    '--allow-partial',
    '--format',
    'json',
  ]);
  report('conformance', cpu);
  // Megabytes of findings: read through a pipe that holds them all.
  const findings = (spelling: Spelling) => {
    const args = [awm, 'conformance', traces[spelling], '--model', model, '--allow-partial', '--format', 'json'];
    const { stdout } = spawnSync(process.execPath, args, { cwd: work, encoding: 'utf8', maxBuffer: 1 << 28 });
    return (JSON.parse(stdout) as { findings: { code: string; message: string }[] }).findings;
  };
  assert.equal(findings('right'), []);
  const near = findings('near');
  assert.is(near.length, traceLines);
  for (const f of near) {
    const [, index] = /^"SynthetikTerm(\d+)"/.exec(f.message) ?? [];
    assert.ok(f.code === 'UNKNOWN_TERM' && f.message.endsWith(`(did you mean "SyntheticTerm${index}"?)`), f.message);
  }
  assert.ok(cpu.near <= 2 * cpu.right, `near ${cpu.near} ms, right ${cpu.right} ms`);
});

test.after(() => rmSync(work, { recursive: true, force: true }));

test.run();
