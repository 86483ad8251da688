/**
 * One command line run made on several threads (--jobs): the run's rows are cut into blocks of
 * ROWS_PER_BLOCK, and each thread, this one and `jobs` - 1 workers (jobWorker.ts), takes the next
 * block no thread has taken (a count in a SharedArrayBuffer) when it is free, so a thread slowed
 * by the machine takes fewer. This thread also writes every block's chunks in block order: a
 * block it takes while the one to be written next is another's it keeps, copied, until then.
 * Each block is commandBytes of the same run, so the bytes are the whole run's, whatever N and
 * whoever made which block. Memory stays flat: a worker makes at most CHUNKS_AHEAD chunks that
 * are not yet written, then waits, and this thread keeps at most OWN_BLOCKS_AHEAD blocks.
 */
import { once } from 'node:events';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import {
  MessageChannel,
  Worker,
  receiveMessageOnPort,
  type MessagePort,
} from 'node:worker_threads';
import type { ByteChunk } from '../index.ts';
import {
  commandBytes,
  commandRows,
  type CommandOptions,
  type CommandRun,
} from '../options/commandLine.ts';

/** Rows a block holds: a worker's start-up and each block's start cost little against it. */
export const ROWS_PER_BLOCK = 10_000;
/**
 * Chunks a worker may have made and not yet seen written: more than any block takes (a block's
 * CSV in chunks of about 64 KiB, or its JSON, NDJSON or SQL in chunks of 100 rows), so a worker
 * goes on with its next block while this thread makes one of its own. The cap holds a worker's
 * memory to that many chunks (a chunk's buffer is up to a quarter larger than the chunk:
 * jobWorker.ts).
 */
export const CHUNKS_AHEAD = 128;

/**
 * Blocks this thread may have made, kept and not yet written, while the block to be written next
 * is a worker's, still being made. A thread's block takes about as long as another's, so this
 * thread keeps one, now and then two; the cap holds its memory when a worker is slowed or stalls.
 */
const OWN_BLOCKS_AHEAD = 2;

/** What the main thread gives a worker. */
export interface JobData {
  /**
   * The options this thread read into the run, which a worker reads once into its own: a run
   * does not cross threads (a message is a copy, and a run's defaults, such as the table of a
   * CSV file, are not options a reader takes).
   */
  options: CommandOptions;
  first: number;
  end: number;
  /**
   * The next block no thread has taken: a BigInt64Array's one count, shared by every thread (a
   * run of up to 10 ** 14 rows is up to 10 ** 10 blocks, past an Int32Array's count).
   */
  next: SharedArrayBuffer;
  /** Per worker, its chunks sent and not yet written. */
  ahead: SharedArrayBuffer;
  /** Per worker, 1 once it has made every block it took (a worker ending sooner fails the run). */
  finished: SharedArrayBuffer;
  /** The worker's place in `ahead` and `finished`. */
  job: number;
  /** Where the worker sends its chunks (JobChunk). */
  chunks: MessagePort;
  /** Where the worker's chunks come back once written, their buffers its to fill again. */
  spare: MessagePort;
}

/** A worker's chunk of a block. */
export interface JobChunk {
  /** The block the chunk is of: a worker's blocks come in the order it took them. */
  block: number;
  bytes: Uint8Array<ArrayBuffer>;
  /** Rows of the block written so far, this chunk included. */
  done: number;
  /** The block's last chunk. */
  last: boolean;
}

/** A chunk of the main thread's own block, made before its turn: its copy and its rows so far. */
type KeptChunk = Pick<JobChunk, 'bytes' | 'done'>;

/** The next block no thread has taken, taken: the count only grows, one a call. */
export function takeBlock(next: BigInt64Array): number {
  return Number(Atomics.add(next, 0, 1n));
}

/** The rows `from` to `to` - 1 of `block` of the run from `first` to `end` (none past its end). */
export function blockRange(first: number, end: number, block: number): [from: number, to: number] {
  const from = Math.min(first + block * ROWS_PER_BLOCK, end);
  return [from, Math.min(from + ROWS_PER_BLOCK, end)];
}

/**
 * Copies of chunks, each in a buffer of its own, for a chunk kept past the next one (which
 * overwrites rangeBytes's buffer): a worker's, handed to the main thread, and the main thread's
 * own blocks kept. The buffers come back once written (`giveBack`) and are filled again: a new one
 * a chunk would be garbage, the bytes in flight freed only when a collection runs. One too small
 * is let go, and the new one has a quarter more room, so buffers only grow, and stay near their
 * chunks' size.
 */
export class ChunkCopies {
  private readonly spares: ArrayBuffer[] = [];

  copy(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
    let buffer = this.spares.pop();
    if (!buffer || buffer.byteLength < bytes.length) {
      buffer = new ArrayBuffer(bytes.length + (bytes.length >> 2));
    }
    const copy = new Uint8Array(buffer, 0, bytes.length);
    copy.set(bytes);
    return copy;
  }

  giveBack(buffer: ArrayBuffer): void {
    this.spares.push(buffer);
  }
}

/**
 * A worker's young generation, in MB: V8's default (semi-spaces of 16 MB) makes each worker's
 * resident memory larger and its rows no faster. Its two semi-spaces and a new large-object
 * space of the same size: semi-spaces of 2 MB, which a worker starts with (WORKER_SEMI_SPACE_MB).
 */
const YOUNG_GENERATION_MB = 6;
const WORKER_SEMI_SPACE_MB = 2;

const WORKER = new URL(
  import.meta.url.endsWith('.ts') ? './jobWorker.ts' : './jobWorker.js',
  import.meta.url,
);

/**
 * A run's chunks, made by `threads` threads (its jobs unless the command line gives fewer): this
 * one and `threads` - 1 workers, which read the `options` the run was read from; one job, or a run of one block, is commandBytes's own chunks.
 * Either way the young generation is kept small (keepYoungGeneration), and a chunk's bytes are
 * written over, or detached (a worker's, handed back), once the next chunk is asked for.
 */
export function jobChunks(
  run: CommandRun,
  options: CommandOptions,
  threads = run.jobs,
): Generator<ByteChunk> | AsyncGenerator<ByteChunk> {
  const [first, end] = commandRows(run);
  const blocks = Math.ceil((end - first) / ROWS_PER_BLOCK);
  if (threads <= 1 || blocks <= 1) return youngKept(commandBytes(run));
  return inWorkers(run, options, Math.min(threads, blocks), first, end);
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
  run: CommandRun,
  options: CommandOptions,
  jobs: number,
  first: number,
  end: number,
): AsyncGenerator<ByteChunk> {
  const total = end - first;
  const blocks = Math.ceil(total / ROWS_PER_BLOCK);
  const next = new SharedArrayBuffer(8);
  const nextBlock = new BigInt64Array(next);
  const ahead = new SharedArrayBuffer(4 * jobs);
  const aheadOf = new Int32Array(ahead);
  const finished = new SharedArrayBuffer(4 * jobs);
  const finishedOf = new Int32Array(finished);
  const queues: JobChunk[][] = [];
  const chunkPorts: MessagePort[] = [];
  const handBack: MessagePort[] = [];
  let failure: unknown;
  let waiting: (() => void) | undefined;
  const wake = () => {
    const resolve = waiting;
    waiting = undefined;
    resolve?.();
  };
  // A new isolate's young generation starts at V8's smallest semi-space (read as its heap is
  // made): the workers' start at their largest, so this thread may keep its own (below) whatever
  // the workers' have grown to.
  setFlagsFromString(`--min-semi-space-size=${WORKER_SEMI_SPACE_MB}`);
  const workers = Array.from({ length: jobs - 1 }, (_, worker) => {
    const job = worker + 1;
    const queue: JobChunk[] = (queues[job] = []);
    const sent = new MessageChannel();
    const back = new MessageChannel();
    chunkPorts[job] = sent.port1;
    handBack[job] = back.port1;
    // Chunks come as messages, or are taken at once (takeArrived) when this thread chooses its work.
    sent.port1.on('message', (chunk: JobChunk) => {
      queue.push(chunk);
      wake();
    });
    const data: JobData = {
      options,
      first,
      end,
      next,
      ahead,
      finished,
      job,
      chunks: sent.port2,
      spare: back.port2,
    };
    const thread = new Worker(WORKER, {
      workerData: data,
      transferList: [sent.port2, back.port2],
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
      // Its rows come as messages; piped into this process's stdout (the default), each worker
      // added listeners to it, and ten or more made node warn of a leak when stdout is a pipe.
      stdout: true,
    });
    thread.on('error', (error) => {
      failure ??= error;
      wake();
    });
    thread.on('exit', (code) => {
      if (code !== 0) failure ??= new Error(`worker ${job} of ${jobs - 1} exited with ${code}`);
      // Its blocks not all sent: the rows of the one it held would never come.
      if (Atomics.load(finishedOf, job) !== 1) {
        failure ??= new Error(`worker ${job} of ${jobs - 1} ended before its last block`);
      }
      wake();
    });
    return thread;
  });
  /** The chunks every worker has sent, in their queues, without waiting for the event loop. */
  const takeArrived = () => {
    for (let job = 1; job < jobs; job++) {
      const port = chunkPorts[job];
      const queue = queues[job];
      if (!port || !queue) continue;
      for (let chunk = receiveMessageOnPort(port); chunk; chunk = receiveMessageOnPort(port)) {
        queue.push(chunk.message as JobChunk);
      }
    }
  };
  /** The worker whose next chunk is of `block`, if one has sent it. */
  const sentBy = (block: number): number => {
    for (let job = 1; job < jobs; job++) if (queues[job]?.[0]?.block === block) return job;
    return 0;
  };
  const copies = new ChunkCopies();
  /** This thread's blocks made before their turn, by block: their chunks, copied. */
  const kept = new Map<number, KeptChunk[]>();
  try {
    // A worker's start sets the growth factor back to 2: this thread's young generation is kept
    // (keepYoungGeneration) once every worker runs.
    await Promise.all(workers.map((thread) => once(thread, 'online')));
    youngGenerationGrows = undefined;
    letYoungGenerationGrow(false);
    let writing = 0;
    while (writing < blocks) {
      if (failure !== undefined) throw failure;
      const before = writing * ROWS_PER_BLOCK;
      const own = kept.get(writing);
      if (own) {
        kept.delete(writing);
        for (const { bytes, done } of own) {
          yield { bytes, done: before + done, total };
          keepYoungGeneration();
          copies.giveBack(bytes.buffer as ArrayBuffer);
        }
        writing++;
        continue;
      }
      takeArrived();
      const job = sentBy(writing);
      if (job > 0) {
        // Its chunks so far; the block is written once its last has come.
        const queue = queues[job] ?? [];
        for (let last = false; !last && queue[0]?.block === writing;) {
          const { bytes, done } = queue[0];
          last = queue[0].last;
          queue.shift();
          yield { bytes, done: before + done, total };
          keepYoungGeneration();
          // Written or copied (the reader asks for the next chunk only then): the buffer goes
          // back, detached here, and the worker may make one more.
          handBack[job]?.postMessage(bytes.buffer, [bytes.buffer]);
          Atomics.sub(aheadOf, job, 1);
          Atomics.notify(aheadOf, job);
          if (last) writing++;
        }
        continue;
      }
      // The block to write is being made by a worker, or nobody has taken it: this thread takes
      // the next block, unless it keeps enough of its own already.
      if (kept.size < OWN_BLOCKS_AHEAD && Number(Atomics.load(nextBlock, 0)) < blocks) {
        const block = takeBlock(nextBlock);
        if (block < blocks) {
          const [from, to] = blockRange(first, end, block);
          if (block === writing) {
            // Its turn: written as it is made.
            for (const { bytes, done } of commandBytes(run, from, to)) {
              if (failure !== undefined) throw failure;
              yield { bytes, done: before + done, total };
              keepYoungGeneration();
            }
            writing++;
          } else {
            const chunks: KeptChunk[] = [];
            for (const { bytes, done } of commandBytes(run, from, to)) {
              chunks.push({ bytes: copies.copy(bytes), done });
            }
            kept.set(block, chunks);
            keepYoungGeneration();
          }
          continue;
        }
      }
      // A chunk that came since takeArrived() looked is a message the event loop brings next.
      await new Promise<void>((resolve) => (waiting = resolve));
    }
  } finally {
    // A run ended early (a reader gone) leaves no worker making rows.
    await Promise.all(workers.map((thread) => thread.terminate()));
    for (const port of [...handBack, ...chunkPorts]) port?.close();
  }
}

/**
 * The young generation a run keeps: two semi-spaces of 2 MB, as fast as V8's 16 MB and with far
 * less resident memory (1 MB is slower). A worker's is its limit (YOUNG_GENERATION_MB). A
 * semi-space of 2 MB holds a little less than 2 MiB (its pages' headers), one of 1 MB about half
 * that, so the space grows while a semi-space holds less than three quarters of this.
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
