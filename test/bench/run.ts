// `npm run bench`: runs every test/bench/*.bench.ts (or the ones named on the command line) in turn.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const benches = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.js'))
  .filter((name) => only.length === 0 || only.some((wanted) => name.startsWith(wanted)))
  .sort();

console.log(`node ${process.version}, ${process.platform}/${process.arch}\n`);
for (const name of benches) {
  console.log(`== ${name.replace(/\.bench\.js$/, '')}`);
  const bench = (await import(new URL(name, import.meta.url).href)) as { default: () => void | Promise<void> };
  await bench.default();
  console.log('');
}
