// Helper thread of prepare-files.ts: reads and fast-parses the chunks of a model's files it takes.
import { workerData } from 'node:worker_threads';
import { prepareFile, Slot, takeChunks, type PrepareAnswer, type PrepareTask } from './prepare-files.js';
import { readModelText } from './read-text.js';

const { files, port, shared } = workerData as PrepareTask;
try {
  const prepared: PrepareAnswer['prepared'] = [];
  let first = true;
  const starts = takeChunks(shared, files.length, (index) => {
    if (first) {
      first = false;
      Atomics.store(shared, Slot.Started, 1);
      Atomics.notify(shared, Slot.Started);
    }
    const { path, file, relative } = files[index]!;
    prepared.push(prepareFile(readModelText(path, file), relative));
  });
  port.postMessage({ starts, prepared } satisfies PrepareAnswer);
} finally {
  // Raised even after a failure, so the loader stops waiting and does the helper's chunks itself.
  Atomics.store(shared, Slot.Started, 1);
  Atomics.notify(shared, Slot.Started);
  Atomics.store(shared, Slot.Done, 1);
  Atomics.notify(shared, Slot.Done);
}
