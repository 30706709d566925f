// Reads and fast-parses a model's files, on two cores when a model on disk has thousands of them.
import { availableParallelism } from 'node:os';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { ModelSource } from './model-source.js';
import { documentKindOf } from './discover.js';
import type { DocumentKind } from '../model/documents.js';
import { parseFast } from './parse-fast.js';
import { splitSourceDocument } from './source-document.js';
import type { ReadResult } from './read-text.js';
import { shortcutOn } from './measured-shortcuts.js';

/**
 * A file's text (or why it could not be read) and, when the fast loader accepts it, its data and
 * whether the check (the schema, when the pipeline loads) passed.
 */
export interface PreparedFile {
  read: ReadResult;
  fast?: { data: object; checked: boolean };
}

/**
 * A file's text and, when the fast loader accepts it, its data, checked here so that a helper
 * thread does its share of checking too. A crosswalk source document (`mappings/sources/<name>.md`)
 * is Markdown: only its YAML header is parsed.
 */
export function prepareFile(read: ReadResult, relative: string, check?: DocumentCheck['checkDocument']): PreparedFile {
  if (!read.ok) return { read };
  const kind = documentKindOf(relative);
  let yaml = read.text;
  if (kind === 'mapping-source') {
    const split = splitSourceDocument(read.text);
    if (!split.ok) return { read };
    yaml = split.header;
  }
  const fast = shortcutOn('fast') ? parseFast(yaml) : undefined;
  if (!fast) return { read };
  return {
    read,
    fast: { data: fast.data, checked: kind !== undefined && check !== undefined && check(kind, fast.data) },
  };
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
  /** Raised by the helper once it has stopped (answered every chunk it took, or failed). */
  Done: 1,
  /** Raised by the helper once it has taken its first chunk. */
  Started: 2,
  /** How many chunks the helper has answered so far. */
  Answered: 3,
} as const;

/**
 * A check of a document's data made as soon as it is parsed, in whichever thread parsed it: the
 * function for this thread, and the module (by URL) that exports it as `checkDocument` for a helper.
 */
export interface DocumentCheck {
  module: string;
  checkDocument: (kind: DocumentKind, data: object) => boolean;
}

/** What the helper thread is given: every file, the shared counters, where to answer, and the check's module. */
export interface PrepareTask {
  files: { path: string; file: string; relative: string }[];
  port: MessagePort;
  shared: Int32Array;
  checkModule?: string;
}

/**
 * The helper's answer for one chunk it took: its first file and the chunk's prepared files in
 * order. The data of most files travels as one JSON text, which the main thread parses in about
 * half the time structured cloning takes to rebuild the same objects; `inJson` lists those files.
 */
export interface ChunkAnswer {
  start: number;
  prepared: PreparedFile[];
  json: string;
  inJson: number[];
}

/** Whether JSON carries a document's data unchanged: it has no NaN, infinity or negative zero. */
function isJsonSafe(node: unknown): boolean {
  if (typeof node === 'number') return Number.isFinite(node) && !Object.is(node, -0);
  if (node === null || typeof node !== 'object') return true;
  if (Array.isArray(node)) return node.every(isJsonSafe);
  for (const key in node) if (!isJsonSafe((node as Record<string, unknown>)[key])) return false;
  return true;
}

/** A chunk's answer, its JSON-safe data moved into one JSON text (the files are changed in place). */
export function packChunk(start: number, prepared: PreparedFile[]): ChunkAnswer {
  const data: object[] = [];
  const inJson: number[] = [];
  prepared.forEach((file, index) => {
    if (!file.fast || !isJsonSafe(file.fast.data)) return;
    data.push(file.fast.data);
    inJson.push(index);
    file.fast.data = {};
  });
  return { start, prepared, json: JSON.stringify(data), inJson };
}

/** The prepared files of a chunk's answer, their data back in place. */
export function unpackChunk(answer: ChunkAnswer): PreparedFile[] {
  const data = JSON.parse(answer.json) as object[];
  answer.inJson.forEach((index, position) => {
    answer.prepared[index]!.fast!.data = data[position]!;
  });
  return answer.prepared;
}

export interface PrepareOptions {
  /** How many threads may work; the machine's parallelism by default. */
  threads?: number;
  /** Told whether a helper thread prepared any files (false when it was not used or never answered). */
  onHelper?: (answered: boolean) => void;
  /** For tests: start only once the helper has taken its first chunk, so both threads surely take part. */
  waitForHelper?: boolean;
  /** Run on each document's data as soon as it is parsed; the answer is PreparedFile's `fast.checked`. */
  check?: DocumentCheck;
}

/** Takes chunks from the shared counter until none are left, calling `prepare` for each file and `done` per chunk. */
export function takeChunks(
  shared: Int32Array,
  count: number,
  prepare: (index: number) => void,
  done: (start: number) => void = () => {},
): number {
  let taken = 0;
  for (let start = Atomics.add(shared, Slot.Next, chunkSize); start < count;) {
    taken++;
    for (let index = start; index < Math.min(count, start + chunkSize); index++) prepare(index);
    done(start);
    start = Atomics.add(shared, Slot.Next, chunkSize);
  }
  return taken;
}

/**
 * Every file's prepared form, in order. The caller's loader is synchronous, so the main thread
 * blocks on Atomics flags rather than awaiting. The helper answers chunk by chunk, so copying its
 * results here overlaps its parsing, and the main thread takes in what has arrived between its
 * own chunks (taking fewer chunks itself, since the counter hands them out by speed). Should the
 * helper stop answering, the files it took and never answered for are done here.
 */
export function prepareFiles(
  source: ModelSource,
  relatives: readonly string[],
  options: PrepareOptions = {},
): PreparedFile[] {
  const { threads = availableParallelism(), onHelper, check } = options;
  const prepareAt = (index: number) =>
    prepareFile(source.readText(relatives[index]!), relatives[index]!, check?.checkDocument);
  if (!shortcutOn('workers') || !source.onDisk || relatives.length < parallelFrom || threads < 2) {
    onHelper?.(false);
    return relatives.map((_, index) => prepareAt(index));
  }

  const shared = new Int32Array(new SharedArrayBuffer(4 * Int32Array.BYTES_PER_ELEMENT));
  const { port1, port2 } = new MessageChannel();
  const task: PrepareTask = {
    files: relatives.map((relative) => ({ path: source.locate(relative), file: source.display(relative), relative })),
    port: port2,
    shared,
    ...(check ? { checkModule: check.module } : {}),
  };
  const worker = new Worker(new URL('./prepare-worker.js', import.meta.url), {
    workerData: task,
    transferList: [port2],
  });
  worker.unref();
  // A helper that fails has only failed to help: the files it took and did not answer for are done
  // here. Unheard, its error would end the whole process after the load had succeeded.
  worker.on('error', () => undefined);
  const prepared: (PreparedFile | undefined)[] = new Array(relatives.length);
  let received = 0;
  const receive = () => {
    for (let message = receiveMessageOnPort(port1); message; message = receiveMessageOnPort(port1)) {
      const answer = message.message as ChunkAnswer;
      unpackChunk(answer).forEach((file, offset) => {
        prepared[answer.start + offset] = file;
      });
      received++;
    }
  };
  try {
    if (options.waitForHelper) Atomics.wait(shared, Slot.Started, 0, helperTimeoutMs);
    const chunks = Math.ceil(relatives.length / chunkSize);
    const takenHere = takeChunks(
      shared,
      relatives.length,
      (index) => {
        prepared[index] = prepareAt(index);
      },
      receive,
    );
    // Every chunk has been taken; wait for the helper's answers to the rest, unless it stops first.
    for (;;) {
      receive();
      if (takenHere + received >= chunks) break;
      const answered = Atomics.load(shared, Slot.Answered);
      if (answered > received) continue;
      if (Atomics.load(shared, Slot.Done) === 1) {
        // Posted before it stopped, maybe after the receive above.
        receive();
        break;
      }
      if (Atomics.wait(shared, Slot.Answered, answered, helperTimeoutMs) === 'timed-out') break;
    }
    onHelper?.(received > 0 && takenHere + received === chunks);
    // Whatever the helper took but never answered for is done here.
    for (let index = 0; index < relatives.length; index++) prepared[index] ??= prepareAt(index);
    return prepared as PreparedFile[];
  } finally {
    port1.close();
    void worker.terminate();
  }
}
