// Builds the VS Code extension: bundles src/extension.ts with esbuild, then packages a .vsix with @vscode/vsce.
// Usage: node editors/vscode/build.mjs [output.vsix]   (default: editors/vscode/awm-vscode.vsix)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const output = path.resolve(process.argv[2] ?? path.join(here, 'awm-vscode.vsix'));

// Type-check first: esbuild only strips types.
const tsc = path.resolve(here, '..', '..', 'node_modules', '.bin', 'tsc');
const checked = spawnSync(tsc, ['-p', path.join(here, 'tsconfig.json')], { stdio: 'inherit' });
if (checked.status !== 0) process.exit(checked.status ?? 1);

await build({
  entryPoints: [path.join(here, 'src', 'extension.ts')],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node18',
  // VS Code provides the vscode module at run time.
  external: ['vscode'],
  outfile: path.join(here, 'dist', 'extension.js'),
  minify: true,
  logLevel: 'warning',
});

// Everything is bundled, so the package needs none of the repository's node_modules.
const vsce = path.resolve(here, '..', '..', 'node_modules', '@vscode', 'vsce', 'vsce');
const packaged = spawnSync(
  process.execPath,
  [vsce, 'package', '--no-dependencies', '--skip-license', '--allow-missing-repository', '--out', output],
  { cwd: here, stdio: 'inherit' },
);
process.exit(packaged.status ?? 1);
