// Mutation check of the lint-rule tests: mutate one line of a rule's compiled check at a time and see whether
// its RuleTester tests fail. `npm run mutation [rule-file ...]` prints every surviving mutant and the score.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const distRoot = fileURLToPath(new URL('../../', import.meta.url));
const rulesDir = path.join(distRoot, 'lint-rules');
const testsDir = path.join(distRoot, 'test', 'lint-rules');

/** One-line mutations: the first match of `from` on a line becomes `to`. */
const operators: readonly { name: string; from: RegExp; to: string }[] = [
  { name: 'negate equality', from: /===/, to: '!==' },
  { name: 'negate inequality', from: /!==/, to: '===' },
  { name: 'and to or', from: /&&/, to: '||' },
  { name: 'or to and', from: /\|\|/, to: '&&' },
  { name: 'drop negation', from: /\bif \(!/, to: 'if (' },
  { name: 'drop continue', from: /\bcontinue;/, to: ';' },
  { name: 'drop return', from: /\breturn;/, to: ';' },
  { name: 'true to false', from: /\btrue\b/, to: 'false' },
  { name: 'false to true', from: /\bfalse\b/, to: 'true' },
  { name: 'strict to loose less', from: / < /, to: ' <= ' },
  { name: 'strict to loose greater', from: / > /, to: ' >= ' },
  { name: 'off by one', from: /\.slice\(1\)/, to: '.slice(0)' },
  { name: 'drop a report', from: /\breport\(/, to: 'void (' },
  { name: 'point elsewhere', from: /(path: \[[^\]]*?)'[a-z_]+'/, to: "$1'mutant'" },
];

interface Mutant {
  rule: string;
  line: number;
  operator: string;
  text: string;
  killed: boolean;
}

/** The lines of a rule's check function: from `check(` to the end of the module. */
function checkLines(lines: readonly string[]): number[] {
  const start = lines.findIndex((line) => /^\s+check\(/.test(line));
  return start < 0 ? [] : lines.map((_, index) => index).filter((index) => index > start);
}

function runTests(rule: string): boolean {
  const result = spawnSync(
    process.execPath,
    [path.join(distRoot, '..', 'node_modules', 'uvu', 'bin.js'), testsDir, `^${rule}\\.test\\.js$`],
    { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
  );
  return result.status === 0;
}

const only = process.argv.slice(2);
const rules = readdirSync(rulesDir)
  .filter((name) => name.endsWith('.js') && name !== 'index.js')
  .map((name) => name.replace(/\.js$/, ''))
  .filter((rule) => only.length === 0 || only.includes(rule))
  .sort();

const mutants: Mutant[] = [];
for (const rule of rules) {
  const file = path.join(rulesDir, `${rule}.js`);
  const original = readFileSync(file, 'utf8');
  const lines = original.split('\n');
  if (!runTests(rule)) throw new Error(`the tests of ${rule} fail before any mutation`);
  try {
    for (const index of checkLines(lines)) {
      for (const operator of operators) {
        const line = lines[index]!;
        if (!operator.from.test(line)) continue;
        const mutated = [...lines];
        mutated[index] = line.replace(operator.from, operator.to);
        writeFileSync(file, mutated.join('\n'));
        const killed = !runTests(rule);
        mutants.push({ rule, line: index + 1, operator: operator.name, text: line.trim(), killed });
      }
    }
  } finally {
    writeFileSync(file, original);
  }
}

const killed = mutants.filter((mutant) => mutant.killed).length;
for (const mutant of mutants.filter((m) => !m.killed))
  console.log(`survived: ${mutant.rule}.js:${mutant.line} ${mutant.operator}: ${mutant.text}`);
console.log(
  `${mutants.length} mutants of ${rules.length} rules: ${killed} killed, ${mutants.length - killed} survived; ` +
    `mutation score ${((100 * killed) / Math.max(1, mutants.length)).toFixed(1)}%`,
);
