/**
 * A worker thread of a run made with --jobs (jobs.ts): it takes the next block no thread has
 * taken, makes it as commandBytes writes it and sends it chunk by chunk, at most CHUNKS_AHEAD
 * unwritten, until no block is left. It reads the run's options once, as the main thread did.
 */
import { receiveMessageOnPort, workerData } from 'node:worker_threads';
import {
  CHUNKS_AHEAD,
  ChunkCopies,
  blockRange,
  takeBlock,
  type JobChunk,
  type JobData,
} from './jobs.ts';
import { commandBytes, readCommand } from '../options/commandLine.ts';

const { options, first, end, next, ahead, finished, job, chunks, spare } = workerData as JobData;
const run = readCommand(options);
const nextBlock = new BigInt64Array(next);
const aheadOf = new Int32Array(ahead);
/** Buffers written and handed back, to gather the next chunks in. */
const copies = new ChunkCopies();

for (let block = takeBlock(nextBlock); ; block = takeBlock(nextBlock)) {
  const [from, to] = blockRange(first, end, block);
  if (from === to) break;
  for (const { bytes, done } of commandBytes(run, from, to)) {
    for (let sent = Atomics.load(aheadOf, job); sent >= CHUNKS_AHEAD;) {
      Atomics.wait(aheadOf, job, sent);
      sent = Atomics.load(aheadOf, job);
    }
    Atomics.add(aheadOf, job, 1);
    for (let back = receiveMessageOnPort(spare); back; back = receiveMessageOnPort(spare)) {
      copies.giveBack(back.message as ArrayBuffer);
    }
    // A copy of its own (the next chunk overwrites `bytes`), handed over with the chunk.
    const copy = copies.copy(bytes);
    const chunk: JobChunk = { block, bytes: copy, done, last: done === to - from };
    chunks.postMessage(chunk, [copy.buffer]);
  }
}
Atomics.store(new Int32Array(finished), job, 1);
