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
 * From this many files on, a second thread reads and parses half of them: starting it costs
 * about 50 ms, and 1,000 files take about 150 ms to parse on one core.
 */
export const parallelFrom = 1000;

/** How long to wait for the helper thread before doing its share here instead. */
const helperTimeoutMs = 120_000;

/** What the helper thread is given: its share of the files, where to answer, and a flag to raise. */
export interface PrepareTask {
  files: { path: string; file: string; relative: string }[];
  port: MessagePort;
  done: Int32Array;
}

/**
 * Every file's prepared form, in order. The caller's loader is synchronous, so the main thread
 * blocks on an Atomics flag for the helper's answer rather than awaiting it; should the helper
 * never answer, its share is done here.
 */
export function prepareFiles(
  source: ModelSource,
  relatives: readonly string[],
  threads = availableParallelism(),
  /** Told whether a helper thread prepared a share (false when it was not used or never answered). */
  onHelper?: (answered: boolean) => void,
): PreparedFile[] {
  const local = (share: readonly string[]) => share.map((relative) => prepareFile(source.readText(relative), relative));
  if (!source.onDisk || relatives.length < parallelFrom || threads < 2) {
    onHelper?.(false);
    return local(relatives);
  }

  const half = Math.ceil(relatives.length / 2);
  const helperShare = relatives.slice(half);
  const done = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  const task: PrepareTask = {
    files: helperShare.map((relative) => ({
      path: source.locate(relative),
      file: source.display(relative),
      relative,
    })),
    port: port2,
    done,
  };
  const worker = new Worker(new URL('./prepare-worker.js', import.meta.url), {
    workerData: task,
    transferList: [port2],
  });
  worker.unref();
  try {
    const mine = local(relatives.slice(0, half));
    const answered = Atomics.wait(done, 0, 0, helperTimeoutMs) !== 'timed-out' || Atomics.load(done, 0) === 1;
    const message = answered ? receiveMessageOnPort(port1) : undefined;
    const theirs = message?.message as PreparedFile[] | undefined;
    const usable = theirs !== undefined && theirs.length === helperShare.length;
    onHelper?.(usable);
    return [...mine, ...(usable ? theirs : local(helperShare))];
  } finally {
    port1.close();
    void worker.terminate();
  }
}
