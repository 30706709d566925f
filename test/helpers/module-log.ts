// Preload (node --import): records every module a process loads into the file named by AWM_MODULE_LOG.
// ES modules are seen by a resolve hook; CommonJS modules (which bypass it on Node 20) are read
// from the require cache when the process exits.
import { appendFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';

const log = process.env.AWM_MODULE_LOG;
if (!log) throw new Error('module-log: set AWM_MODULE_LOG to the file to write');
register('./module-log-hooks.js', import.meta.url, { data: { log } });
const require = createRequire(import.meta.url);
process.on('exit', () =>
  appendFileSync(
    log,
    Object.keys(require.cache)
      .map((file) => `${file}\n`)
      .join(''),
  ),
);
