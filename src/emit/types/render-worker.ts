// Worker thread: renders one share of the generated TypeScript modules (see render-in-parallel.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { renderModules, type ModuleSpec } from './render-modules.js';

const { specs, notice } = workerData as { specs: ModuleSpec[]; notice: string };
parentPort!.postMessage(await renderModules(specs, notice));
