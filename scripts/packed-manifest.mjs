// The package.json that `npm pack` and `npm publish` put in the tarball: without the `prepare` script.
//
// `prepare` compiles the TypeScript on `npm ci` in a clone. In a tarball it has nothing left to do (dist/ is
// packed), yet npm lists it as an install script not covered by allowScripts at every install of the tarball.
// `prepack` compiles and then runs `strip`, which sets the manifest aside and writes one without `prepare`
// (npm reads the manifest again after prepack, so `prepare` does not run either); `postpack` runs `restore`.
// A pack that fails between the two leaves the copy set aside, and the next `strip` restores it first.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const manifest = path.resolve('package.json');
const setAside = path.resolve('node_modules', '.cache', 'awm-pack', 'package.json');

function restore() {
  if (!existsSync(setAside)) return;
  // Copied, not renamed: node_modules may be on another file system than the package.
  writeFileSync(manifest, readFileSync(setAside));
  rmSync(setAside);
}

function strip() {
  restore();
  const text = readFileSync(manifest, 'utf8');
  const pkg = JSON.parse(text);
  if (pkg.scripts?.prepare === undefined) return;
  mkdirSync(path.dirname(setAside), { recursive: true });
  writeFileSync(setAside, text);
  delete pkg.scripts.prepare;
  writeFileSync(manifest, `${JSON.stringify(pkg, null, 2)}\n`);
}

const commands = { strip, restore };
const command = commands[process.argv[2]];
if (!command) {
  console.error('usage: node scripts/packed-manifest.mjs strip|restore');
  process.exit(2);
}
command();
