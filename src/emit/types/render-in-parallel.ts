// Spreads the rendering of many TypeScript modules over worker threads, one per core.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GeneratedFile } from '../generated-file.js';
import { renderModules, type ModuleSpec } from './render-modules.js';

/**
 * Below this many modules one thread is faster: each worker pays about 200 ms to load
 * json-schema-to-typescript and Prettier. Above it, json-schema-to-typescript and Prettier are
 * most of a build (6 s of 10 s at 2,000 terms), and they parallelise perfectly.
 */
export const parallelThreshold = 300;

function renderInWorker(specs: readonly ModuleSpec[], notice: string): Promise<GeneratedFile[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./render-worker.js', import.meta.url), { workerData: { specs, notice } });
    worker.once('message', (files: GeneratedFile[]) => resolve(files));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`type rendering worker exited with code ${code}`));
    });
  });
}

/**
 * The modules rendered in order, by contiguous shares in worker threads when there are many of
 * them and more than one core. Every module renders the same wherever it is rendered.
 */
export async function renderInParallel(
  specs: readonly ModuleSpec[],
  notice: string,
  threads = availableParallelism(),
): Promise<GeneratedFile[]> {
  const shares = Math.min(threads, Math.floor(specs.length / (parallelThreshold / 2)));
  if (shares < 2) return renderModules(specs, notice);
  const size = Math.ceil(specs.length / shares);
  const chunks = Array.from({ length: shares }, (_, index) => specs.slice(index * size, (index + 1) * size));
  return (await Promise.all(chunks.map((chunk) => renderInWorker(chunk, notice)))).flat();
}
