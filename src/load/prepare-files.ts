// Reads and fast-parses a model's files, on two cores when a model on disk has thousands of them.
import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { ModelSource } from './model-source.js';
import { isMappingSource } from './discover.js';
import { parseFast } from './parse-fast.js';
import { splitSourceDocument } from './source-document.js';
import type { ReadResult } from './read-text.js';

/** A file's text (or why it could not be read) and, when the fast loader accepts it, its data. */
export interface PreparedFile {
  read: ReadResult;
  fast?: { data: object };
}

/**
 * A file's text and, when the fast loader accepts it, its data. A crosswalk source document
 * (`mappings/sources/<name>.md`) is Markdown: only its YAML header is parsed.
 */
export function prepareFile(read: ReadResult, relative: string): PreparedFile {
  if (!read.ok) return { read };
  let yaml = read.text;
  if (isMappingSource(relative)) {
    const split = splitSourceDocument(read.text);
    if (!split.ok) return { read };
    yaml = split.header;
  }
  const fast = parseFast(yaml);
  return fast ? { read, fast } : { read };
}

/**
 * From this many files on, a second thread reads and parses some of them: starting it costs
 * about 50 ms, and 1,000 files take about 150 ms to parse on one core.
 */
export const parallelFrom = 1000;

/** How long to wait for the helper thread before doing its share here instead. */
const helperTimeoutMs = 120_000;

/**
 * Both threads take the next chunk of this many files until none are left, so the share each
 * does follows its speed: the helper starts later (it loads its modules first), and on a busy
 * machine it may get less of a core. Small enough that the last chunk keeps nobody waiting long.
 */
export const chunkSize = 64;

/** Slots of PrepareTask.shared. */
export const Slot = {
  /** The first file of the next chunk to take. */
  Next: 0,
  /** Raised by the helper once it has answered (or failed). */
  Done: 1,
  /** Raised by the helper once it has taken its first chunk. */
  Started: 2,
} as const;

/** What the helper thread is given: every file, the shared counters, and where to answer. */
export interface PrepareTask {
  files: { path: string; file: string; relative: string }[];
  port: MessagePort;
  shared: Int32Array;
}

/** The helper's answer: the first file of each chunk it took, and the prepared files of those chunks in order. */
export interface PrepareAnswer {
  starts: number[];
  prepared: PreparedFile[];
}

export interface PrepareOptions {
  /** How many threads may work; the machine's parallelism by default. */
  threads?: number;
  /** Told whether a helper thread prepared any files (false when it was not used or never answered). */
  onHelper?: (answered: boolean) => void;
  /** For tests: start only once the helper has taken its first chunk, so both threads surely take part. */
  waitForHelper?: boolean;
}

/** Takes chunks from the shared counter until none are left; returns the first file of each chunk taken. */
export function takeChunks(shared: Int32Array, count: number, prepare: (index: number) => void): number[] {
  const starts: number[] = [];
  for (let start = Atomics.add(shared, Slot.Next, chunkSize); start < count;) {
    starts.push(start);
    for (let index = start; index < Math.min(count, start + chunkSize); index++) prepare(index);
    start = Atomics.add(shared, Slot.Next, chunkSize);
  }
  return starts;
}

/**
 * Every file's prepared form, in order. The caller's loader is synchronous, so the main thread
 * blocks on an Atomics flag for the helper's answer rather than awaiting it; should the helper
 * never answer, the files it took are done here.
 */
export function prepareFiles(
  source: ModelSource,
  relatives: readonly string[],
  options: PrepareOptions = {},
): PreparedFile[] {
  const { threads = availableParallelism(), onHelper } = options;
  const prepareAt = (index: number) => prepareFile(source.readText(relatives[index]!), relatives[index]!);
  if (!source.onDisk || relatives.length < parallelFrom || threads < 2) {
    onHelper?.(false);
    return relatives.map((_, index) => prepareAt(index));
  }

  const shared = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
  const { port1, port2 } = new MessageChannel();
  const task: PrepareTask = {
    files: relatives.map((relative) => ({ path: source.locate(relative), file: source.display(relative), relative })),
    port: port2,
    shared,
  };
  const worker = new Worker(new URL('./prepare-worker.js', import.meta.url), {
    workerData: task,
    transferList: [port2],
  });
  worker.unref();
  try {
    if (options.waitForHelper) Atomics.wait(shared, Slot.Started, 0, helperTimeoutMs);
    const prepared: (PreparedFile | undefined)[] = new Array(relatives.length);
    let preparedHere = 0;
    takeChunks(shared, relatives.length, (index) => {
      prepared[index] = prepareAt(index);
      preparedHere++;
    });
    // Every chunk has been taken; those not done here are the helper's, unless it never started.
    if (preparedHere === relatives.length) {
      onHelper?.(false);
      return prepared as PreparedFile[];
    }
    const answered = Atomics.wait(shared, Slot.Done, 0, helperTimeoutMs) !== 'timed-out' || shared[Slot.Done] === 1;
    const answer = answered ? (receiveMessageOnPort(port1)?.message as PrepareAnswer | undefined) : undefined;
    let preparedThere = 0;
    for (const start of answer?.starts ?? []) {
      for (let index = start; index < Math.min(relatives.length, start + chunkSize); index++) {
        prepared[index] = answer!.prepared[preparedThere++];
      }
    }
    onHelper?.(preparedHere + preparedThere === relatives.length);
    // Whatever the helper took but never answered for is done here.
    for (let index = 0; index < relatives.length; index++) prepared[index] ??= prepareAt(index);
    return prepared as PreparedFile[];
  } finally {
    port1.close();
    void worker.terminate();
  }
}
