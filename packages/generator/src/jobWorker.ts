/**
 * A worker thread of a run made with --jobs (jobs.ts): blocks job, job + jobs, job + 2 jobs, ...
 * of the run, each as rangeBytes writes it, sent chunk by chunk, at most CHUNKS_AHEAD unwritten.
 */
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { CHUNKS_AHEAD, ROWS_PER_BLOCK, type JobChunk, type JobData } from './jobs.ts';
import { BYTES_PER_CHUNK, rangeBytes } from './output.ts';

const { options, job, jobs, first, end, ahead, spare } = workerData as JobData;
const aheadOf = new Int32Array(ahead);
const port = parentPort;
if (!port) throw new Error('jobWorker.ts runs as a worker thread');

/** Buffers written and handed back, to gather the next chunks in. */
const spares: ArrayBuffer[] = [];

/**
 * A copy of `bytes` of its own, handed over with the chunk (the next chunk overwrites `bytes`),
 * in a buffer handed back: a new one a chunk would be garbage on the main thread, the few
 * megabytes of a run in flight freed only when its collector runs. One too small is let go, and
 * the new one has room for larger chunks, so buffers only grow.
 */
function copyOf(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  for (let back = receiveMessageOnPort(spare); back; back = receiveMessageOnPort(spare)) {
    spares.push(back.message as ArrayBuffer);
  }
  let buffer = spares.pop();
  if (!buffer || buffer.byteLength < bytes.length) {
    buffer = new ArrayBuffer(Math.max(bytes.length + (bytes.length >> 2), BYTES_PER_CHUNK));
  }
  const copy = new Uint8Array(buffer, 0, bytes.length);
  copy.set(bytes);
  return copy;
}

for (let from = first + job * ROWS_PER_BLOCK; from < end; from += jobs * ROWS_PER_BLOCK) {
  const to = Math.min(from + ROWS_PER_BLOCK, end);
  for (const { bytes, done } of rangeBytes(options, from, to)) {
    for (let sent = Atomics.load(aheadOf, job); sent >= CHUNKS_AHEAD;) {
      Atomics.wait(aheadOf, job, sent);
      sent = Atomics.load(aheadOf, job);
    }
    Atomics.add(aheadOf, job, 1);
    const copy = copyOf(bytes);
    const chunk: JobChunk = { bytes: copy, done, last: done === to - from };
    port.postMessage(chunk, [copy.buffer]);
  }
}
