// Helper thread of prepare-files.ts: reads and fast-parses the chunks of a model's files it takes, answering each.
import { workerData } from 'node:worker_threads';
import {
  packChunk,
  prepareFile,
  Slot,
  takeChunks,
  type DocumentCheck,
  type PrepareTask,
  type PreparedFile,
} from './prepare-files.js';
import { fileSizeLimit, readModelText } from './read-text.js';

const { files, port, shared, checkModule } = workerData as PrepareTask;
try {
  const check = checkModule === undefined ? undefined : ((await import(checkModule)) as DocumentCheck).checkDocument;
  let chunk: PreparedFile[] = [];
  takeChunks(
    shared,
    files.length,
    (index) => {
      if (Atomics.load(shared, Slot.Started) === 0) {
        Atomics.store(shared, Slot.Started, 1);
        Atomics.notify(shared, Slot.Started);
      }
      const { path, file, relative } = files[index]!;
      chunk.push(prepareFile(readModelText(path, file, fileSizeLimit(relative)), relative, check));
    },
    (start) => {
      // Answered at once: the copy to the main thread overlaps the next chunk's parsing, and this heap stays small.
      port.postMessage(packChunk(start, chunk));
      chunk = [];
      Atomics.add(shared, Slot.Answered, 1);
      Atomics.notify(shared, Slot.Answered);
    },
  );
} finally {
  // Raised even after a failure, so the loader stops waiting and does the helper's chunks itself.
  Atomics.store(shared, Slot.Started, 1);
  Atomics.notify(shared, Slot.Started);
  Atomics.store(shared, Slot.Done, 1);
  Atomics.notify(shared, Slot.Done);
  // The main thread may be waiting for an answer that will not come.
  Atomics.notify(shared, Slot.Answered);
}
