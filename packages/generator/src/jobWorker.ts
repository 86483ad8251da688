/**
 * A worker thread of a run made with --jobs (jobs.ts): blocks job, job + jobs, job + 2 jobs, ...
 * of the run, each as rangeBytes writes it, sent chunk by chunk, at most CHUNKS_AHEAD unwritten.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CHUNKS_AHEAD, ROWS_PER_BLOCK, type JobChunk, type JobData } from './jobs.ts';
import { rangeBytes } from './output.ts';

const { options, job, jobs, first, end, ahead } = workerData as JobData;
const aheadOf = new Int32Array(ahead);
const port = parentPort;
if (!port) throw new Error('jobWorker.ts runs as a worker thread');

for (let from = first + job * ROWS_PER_BLOCK; from < end; from += jobs * ROWS_PER_BLOCK) {
  const to = Math.min(from + ROWS_PER_BLOCK, end);
  for (const { bytes, done } of rangeBytes(options, from, to)) {
    for (let sent = Atomics.load(aheadOf, job); sent >= CHUNKS_AHEAD;) {
      Atomics.wait(aheadOf, job, sent);
      sent = Atomics.load(aheadOf, job);
    }
    Atomics.add(aheadOf, job, 1);
    // A copy of its own, handed over: the next chunk overwrites `bytes`.
    const copy = bytes.slice();
    const chunk: JobChunk = { bytes: copy, done, last: done === to - from };
    port.postMessage(chunk, [copy.buffer]);
  }
}
