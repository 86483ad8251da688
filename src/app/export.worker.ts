/**
 * The export's worker: makes the file off the page's thread with the package's peopleBytes, the
 * command line's writer (the same bytes as the library's peopleText; plain CSV rows are written
 * straight as bytes, not made as text and encoded), and posts it to the page in chunks of about
 * 512 KiB, transferred, not copied, so the page stays responsive and holds only bytes.
 *
 * It makes chunks only as fast as the page takes them: after CHUNKS_AHEAD chunks the page has
 * not yet taken (a 'taken' message for each, sent once the chunk is written to its file or
 * copied into a Blob), it waits. A slow disk holds the worker back instead of piling chunks up
 * in the page's memory. Each 'taken' hands the chunk's buffer back, and the worker gathers later
 * chunks into it: a run of any size goes through the same few buffers, and neither side's
 * collector has hundreds of spent chunks to find late.
 */
import { peopleBytes, type OutputOptions } from 'random-american-generator';
import { loadAllData } from 'random-american-generator/page';

/** 'ready' is posted once, when the worker's script has run: the pool (exportWorkers.ts) waits for it. */
export type ExportMessage =
  | { type: 'ready' }
  | { type: 'chunk'; bytes: Uint8Array<ArrayBuffer>; done: number }
  | { type: 'done' }
  | { type: 'failed'; message: string };

/**
 * 'start' makes a file (the form's "For Excel" is the package's `bom` option in its settings).
 * 'taken' gives a chunk's buffer back once its bytes are written: the worker reuses it.
 */
export type ExportRequest =
  { type: 'start'; settings: OutputOptions } | { type: 'taken'; buffer: ArrayBuffer };

/**
 * Chunks made ahead of the page's writing: enough to keep both busy, and to ride out a write the
 * browser takes long to finish (on a busy machine) without holding the worker back.
 */
const CHUNKS_AHEAD = 8;

/**
 * Bytes a chunk posted to the page holds, at least (but the last, and those posted for progress):
 * the writer's chunks (about 64 KiB of plain CSV, or 100 rows of other text) gathered, so the
 * page writes to its file, and redraws its progress, about 240 times for 1,000,000 CSV rows, not
 * the 1,900 times of the writer's own chunks.
 */
const POSTED_BYTES = 512 * 1024;

/**
 * A run's first chunk is posted as soon as the writer has made one, and later ones at least this
 * often, however slowly rows come (households, JSON): the progress bar moves at once, and again
 * and again.
 */
const PROGRESS_MS = 250;

let untaken = 0;
let wake: (() => void) | null = null;
/** Buffers the page gave back, done with: the next chunks are gathered into them. */
const spare: ArrayBuffer[] = [];

async function run(settings: OutputOptions): Promise<void> {
  // The page hands a worker a new run only once it has taken every chunk of the last one.
  untaken = 0;
  wake = null;
  try {
    // People anywhere: every state's data (this classic worker's build holds it all).
    await loadAllData();
    const buffer = () => new Uint8Array(spare.pop() ?? new ArrayBuffer(POSTED_BYTES * 2));
    let gathered = buffer();
    let filled = 0;
    let done = 0;
    let postedAt = -Infinity;
    const post = async (last: boolean) => {
      postedAt = performance.now();
      // Handed over whole; the page gives the buffer back once written (and keeps no view).
      const bytes = gathered.subarray(0, filled);
      if (!last) gathered = buffer();
      filled = 0;
      const message: ExportMessage = { type: 'chunk', bytes, done };
      self.postMessage(message, { transfer: [bytes.buffer] });
      untaken += 1;
      while (untaken >= CHUNKS_AHEAD) await new Promise<void>((resolve) => (wake = resolve));
    };
    // Each chunk the writer yields is a view of its buffer, written over by the next.
    for (const chunk of peopleBytes(settings)) {
      if (filled + chunk.bytes.length > gathered.length) {
        const larger = new Uint8Array(filled + chunk.bytes.length);
        larger.set(gathered.subarray(0, filled));
        gathered = larger;
      }
      gathered.set(chunk.bytes, filled);
      filled += chunk.bytes.length;
      done = chunk.done;
      const due = filled >= POSTED_BYTES || performance.now() - postedAt >= PROGRESS_MS;
      if (due && done < chunk.total) await post(false);
    }
    await post(true);
    self.postMessage({ type: 'done' } satisfies ExportMessage);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    self.postMessage({ type: 'failed', message } satisfies ExportMessage);
  }
}

self.postMessage({ type: 'ready' } satisfies ExportMessage);

self.onmessage = (event: MessageEvent<ExportRequest>) => {
  if (event.data.type === 'start') {
    void run(event.data.settings);
    return;
  }
  spare.push(event.data.buffer);
  untaken -= 1;
  wake?.();
  wake = null;
};
