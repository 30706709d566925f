// Helper thread of prepare-files.ts: reads and fast-parses its share of a model's files.
import { workerData } from 'node:worker_threads';
import { prepareFile, type PrepareTask } from './prepare-files.js';
import { readModelText } from './read-text.js';

const { files, port, done } = workerData as PrepareTask;
try {
  port.postMessage(files.map(({ path, file, relative }) => prepareFile(readModelText(path, file), relative)));
} finally {
  // Raised even after a failure, so the loader stops waiting and does this share itself.
  Atomics.store(done, 0, 1);
  Atomics.notify(done, 0);
}
