/**
 * One command line run made on several threads (--jobs): the run's rows are cut into blocks of
 * ROWS_PER_BLOCK, block b made by job b mod N. Job 0 is this thread, which also writes every
 * block's chunks in block order; jobs 1 to N - 1 are worker threads (jobWorker.ts). Each block is
 * rangeBytes of the same options, so the bytes are peopleBytes's, whatever N. Memory stays flat:
 * a worker makes at most CHUNKS_AHEAD chunks that are not yet written, then waits.
 */
import { once } from 'node:events';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { peopleBytes, rangeBytes, shardRange, type ByteChunk } from './output.ts';
import { readRun, type CommandOptions } from './run.ts';

/** Rows a block holds: a worker's start-up and each block's reading of the options cost little. */
export const ROWS_PER_BLOCK = 10_000;
/**
 * Chunks a worker may have made and not yet seen written: more than any block takes (a CSV
 * block is about 19 chunks of 64 KiB, a household CSV block about 41; a JSON, NDJSON or SQL
 * block 100 chunks of 100 rows, 16 to 27 KB each), so a worker goes on with its next block while
 * this thread makes one of its own. At most about 10 MiB a worker (a chunk's buffer is up to a
 * quarter larger than the chunk: jobWorker.ts).
 */
export const CHUNKS_AHEAD = 128;

/** What the main thread gives a worker. */
export interface JobData {
  options: CommandOptions;
  job: number;
  jobs: number;
  first: number;
  end: number;
  /** Per worker, its chunks sent and not yet written. */
  ahead: SharedArrayBuffer;
  /** Where the worker's chunks come back once written, their buffers its to fill again. */
  spare: MessagePort;
}

/** A worker's chunk of a block. */
export interface JobChunk {
  bytes: Uint8Array<ArrayBuffer>;
  /** Rows of the block written so far, this chunk included. */
  done: number;
  /** The block's last chunk. */
  last: boolean;
}

/**
 * A worker's young generation, in MB: V8's default (its semi-spaces of 16 MB) made each
 * worker's resident memory about 20 MiB larger, for no measurable speed. Its two semi-spaces
 * and a new large-object space of the same size: semi-spaces of 2 MB, which a worker starts with
 * (WORKER_SEMI_SPACE_MB).
 */
const YOUNG_GENERATION_MB = 6;
const WORKER_SEMI_SPACE_MB = 2;

const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './jobWorker.ts' : './jobWorker.js',
  import.meta.url,
);

/**
 * peopleBytes's chunks, made by `jobs` threads: this one and `jobs` - 1 workers. The options are
 * read and checked when it is called (on this thread, as peopleBytes reads them); one job, or a
 * run of one block, is peopleBytes's own chunks. Either way the young generation is kept small
 * (keepYoungGeneration), and a chunk's bytes are written over, or detached (a worker's, handed
 * back), once the next chunk is asked for.
 */
export function jobChunks(
  options: CommandOptions,
  jobs: number,
): Generator<ByteChunk> | AsyncGenerator<ByteChunk> {
  const chunks = peopleBytes(options);
  const { start, count, shard } = readRun(options, 'peopleBytes', 'output');
  const [first, end] = shardRange(start, count, shard);
  const blocks = Math.ceil((end - first) / ROWS_PER_BLOCK);
  if (jobs <= 1 || blocks <= 1) return youngKept(chunks);
  return inWorkers(options, Math.min(jobs, blocks), first, end);
}

/** `chunks`, made on a young generation kept small (keepYoungGeneration). */
function* youngKept(chunks: Generator<ByteChunk>): Generator<ByteChunk> {
  letYoungGenerationGrow(false);
  for (const chunk of chunks) {
    yield chunk;
    keepYoungGeneration();
  }
}

async function* inWorkers(
  options: CommandOptions,
  jobs: number,
  first: number,
  end: number,
): AsyncGenerator<ByteChunk> {
  const ahead = new SharedArrayBuffer(4 * jobs);
  const aheadOf = new Int32Array(ahead);
  const queues: JobChunk[][] = [];
  const waiting: ((() => void) | undefined)[] = [];
  let failure: unknown;
  const wake = (job: number) => {
    const resolve = waiting[job];
    waiting[job] = undefined;
    resolve?.();
  };
  const handBack: MessagePort[] = [];
  // A new isolate's young generation starts at V8's smallest semi-space (read as its heap is
  // made): the workers' start at their largest, so this thread may keep its own (below) whatever
  // the workers' have grown to.
  setFlagsFromString(`--min-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
  const workers = Array.from({ length: jobs - 1 }, (_, worker) => {
    const job = worker + 1;
    queues[job] = [];
    const { port1, port2: spare } = new MessageChannel();
    handBack[job] = port1;
    const data: JobData = { options, job, jobs, first, end, ahead, spare };
    const thread = new Worker(WORKER, {
      workerData: data,
      transferList: [spare],
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    thread.on('message', (chunk: JobChunk) => {
      queues[job]?.push(chunk);
      wake(job);
    });
    thread.on('error', (error) => {
      failure ??= error;
      for (let other = 1; other < jobs; other++) wake(other);
    });
    thread.on('exit', (code) => {
      if (code !== 0) failure ??= new Error(`worker ${job} of ${jobs - 1} exited with ${code}`);
      wake(job);
    });
    return thread;
  });
  const next = async (job: number): Promise<JobChunk> => {
    for (;;) {
      const chunk = queues[job]?.shift();
      if (chunk) return chunk;
      if (failure !== undefined) throw failure;
      await new Promise<void>((resolve) => (waiting[job] = resolve));
    }
  };
  const total = end - first;
  try {
    // A worker's start sets the growth factor back to 2: this thread's young generation is kept
    // (keepYoungGeneration) once every worker runs.
    await Promise.all(workers.map((thread) => once(thread, 'online')));
    youngGenerationGrows = undefined;
    letYoungGenerationGrow(false);
    for (let block = 0, before = 0; before < total; block++, before += ROWS_PER_BLOCK) {
      const job = block % jobs;
      if (job === 0) {
        // This thread's block, made as it is written; the workers go on meanwhile.
        const from = first + before;
        for (const { bytes, done } of rangeBytes(
          options,
          from,
          Math.min(from + ROWS_PER_BLOCK, end),
        )) {
          if (failure !== undefined) throw failure;
          yield { bytes, done: before + done, total };
          keepYoungGeneration();
        }
        continue;
      }
      for (;;) {
        const { bytes, done, last } = await next(job);
        yield { bytes, done: before + done, total };
        keepYoungGeneration();
        // Written or copied (the reader asks for the next chunk only then): the buffer goes back,
        // detached here, and the worker may make one more.
        handBack[job]?.postMessage(bytes.buffer, [bytes.buffer]);
        Atomics.sub(aheadOf, job, 1);
        Atomics.notify(aheadOf, job);
        if (last) break;
      }
    }
  } finally {
    // A run ended early (a reader gone) leaves no worker making rows.
    await Promise.all(workers.map((thread) => thread.terminate()));
    for (const port of handBack) port?.close();
  }
}

/**
 * The young generation a run keeps: two semi-spaces of 2 MB, as fast as V8's 16 MB (measured:
 * 1 MB was about a seventh slower) and about 24 MiB less resident memory. A worker's is its
 * limit (YOUNG_GENERATION_MB). A semi-space of 2 MB holds a little less (2,061,760 bytes on node
 * 20: its pages' headers), one of 1 MB about half that, so the space grows while a semi-space
 * holds less than three quarters of this.
 */
const KEPT_SEMI_SPACE_BYTES = 2 * 1024 * 1024;

/** Whether the young generation is let grow, as last set (undefined: V8's own, after a reset). */
let youngGenerationGrows: boolean | undefined;

/**
 * V8 doubles a young generation (its growth factor, which it reads each time it would grow it)
 * or, told a factor of 1, keeps it as it is. Its largest size cannot be set once the process has
 * started: that is a flag of node's command line (--max-semi-space-size), which npx does not
 * pass. The flag is the whole process's, and a worker's start sets it back to 2 (V8's least).
 */
function letYoungGenerationGrow(grows: boolean): void {
  if (youngGenerationGrows === grows) return;
  setFlagsFromString(`--semi-space-growth-factor=${grows ? 2 : 1}`);
  youngGenerationGrows = grows;
}

/**
 * After each chunk this thread writes: the young generation grows (one doubling a few chunks)
 * until a semi-space is KEPT_SEMI_SPACE_BYTES, then stays. A run's start-up is made on the young
 * generation the process started with (letYoungGenerationGrow(false) before it): its tables,
 * decoded and kept, would double it three times in one chunk. A semi-space's capacity is what it
 * holds, used and available: the space's size counts only the semi-spaces committed, and V8
 * may let the spare one go.
 */
function keepYoungGeneration(): void {
  const young = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
  const semiSpace = young ? young.space_used_size + young.space_available_size : Infinity;
  letYoungGenerationGrow(semiSpace * 4 < KEPT_SEMI_SPACE_BYTES * 3);
}
