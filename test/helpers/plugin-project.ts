// A model repository that uses lint plugins: the bundled model, the example plugins installed as a user installs
// them (a file beside awm.config.yaml, a package under node_modules), and plugins of a test's own.
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { repoPath, repoRoot } from './paths.js';
import { copyModel, type TempModel } from './temp-model.js';

export interface PluginProject extends TempModel {
  /** Writes awm.config.yaml at the root. */
  config(yaml: string): void;
  /** Writes a plugin module of the test's own at `plugins/<name>.mjs` and returns its `plugins:` entry. */
  plugin(name: string, source: string): string;
}

/**
 * A copy of the bundled model with `house-rules.mjs` (examples/local-rule) at its root, `awm-plugin-acme`
 * (examples/awm-plugin-acme) copied into node_modules, and agent-work-model linked there for the package to import.
 */
export function pluginProject(): PluginProject {
  const model = copyModel();
  const modules = path.join(model.root, 'node_modules');
  mkdirSync(modules);
  cpSync(repoPath('examples', 'local-rule', 'house-rules.mjs'), path.join(model.root, 'house-rules.mjs'));
  cpSync(repoPath('examples', 'awm-plugin-acme'), path.join(modules, 'awm-plugin-acme'), { recursive: true });
  symlinkSync(repoRoot, path.join(modules, 'agent-work-model'), 'dir');
  return {
    ...model,
    config: (yaml) => writeFileSync(path.join(model.root, 'awm.config.yaml'), yaml),
    plugin(name, source) {
      mkdirSync(path.join(model.root, 'plugins'), { recursive: true });
      writeFileSync(path.join(model.root, 'plugins', `${name}.mjs`), source);
      return `./plugins/${name}.mjs`;
    },
  };
}

/**
 * A plugin module in the function form (given the rule API, so it imports nothing) with one rule `code` whose
 * check runs `body` (JavaScript with `model`, `report` and `term`, the first term, in scope).
 */
export function onePluginRule(name: string, code: string, body: string): string {
  return `export default ({ definePlugin, defineRule, msg }) =>
  definePlugin({
    name: ${JSON.stringify(name)},
    rules: [
      defineRule({
        code: ${JSON.stringify(code)},
        severity: 'warning',
        summary: 'A rule of a test.',
        description: 'It reports what the test asks.',
        messages: { found: msg\`found \${'term'}\` },
        reads: [],
        example: { file: 'terms/Task.yaml', passing: 'a', failing: 'b' },
        check({ model, report }) {
          const term = [...model.terms.values()][0];
          ${body}
        },
      }),
    ],
  });
`;
}

/** The oracle for house/INVARIANT_LEVEL_KEYWORD: from the YAML, each invariant whose text names one other level. */
export function yamlLevelMismatches(modelDir: string): { file: string; code: string; level: string; says: string }[] {
  const found: { file: string; code: string; level: string; says: string }[] = [];
  const names = readdirSync(path.join(modelDir, 'terms'), { recursive: true, encoding: 'utf8' });
  for (const name of names.filter((file) => file.endsWith('.yaml')).sort()) {
    const term = parse(readFileSync(path.join(modelDir, 'terms', name), 'utf8')) as {
      invariants?: { code: string; level: string; text: string }[];
    };
    for (const invariant of term.invariants ?? []) {
      const said = new Set(invariant.text.match(/\b(?:MUST NOT|SHOULD NOT|MUST|SHOULD|MAY)\b/g) ?? []);
      const [says] = said;
      if (said.size === 1 && says !== invariant.level)
        found.push({
          file: `model/terms/${name.split(path.sep).join('/')}`,
          code: invariant.code,
          level: invariant.level,
          says: says!,
        });
    }
  }
  return found;
}

/** The line (1-based) of the `level:` of invariant `code` in a term file's text. */
export function invariantLevelLine(text: string, code: string): number {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === `- code: ${code}`);
  if (start === -1) throw new Error(`no invariant ${code}`);
  return start + 1 + lines.slice(start).findIndex((line) => line.trim().startsWith('level:'));
}
