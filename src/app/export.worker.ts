/**
 * The export's worker: makes the file's text off the page's thread with the package's own
 * peopleText (the same bytes as the library and the command line) and posts it back as UTF-8
 * chunks (transferred, not copied), so the page stays responsive and holds only bytes.
 *
 * It makes chunks only as fast as the page takes them: after CHUNKS_AHEAD chunks the page has
 * not yet taken (a 'taken' message for each, sent once the chunk is written to its file or kept
 * for the Blob), it waits. A slow disk holds the worker back instead of piling chunks up in the
 * page's memory.
 */
import { peopleText, type OutputOptions } from 'random-american-generator';
import { loadAllData } from 'random-american-generator/page';

export type ExportMessage =
  | { type: 'chunk'; bytes: Uint8Array<ArrayBuffer>; done: number }
  | { type: 'done' }
  | { type: 'failed'; message: string };

export type ExportRequest = { type: 'start'; settings: OutputOptions } | { type: 'taken' };

/** Chunks (about 64 KiB each) made ahead of the page's writing: enough to keep both busy. */
const CHUNKS_AHEAD = 4;

const encoder = new TextEncoder();
let untaken = 0;
let wake: (() => void) | null = null;

async function run(settings: OutputOptions): Promise<void> {
  try {
    // People anywhere: every state's data (this classic worker's build holds it all).
    await loadAllData();
    for (const { text, done } of peopleText(settings)) {
      const bytes = encoder.encode(text);
      const message: ExportMessage = { type: 'chunk', bytes, done };
      self.postMessage(message, { transfer: [bytes.buffer] });
      untaken += 1;
      while (untaken >= CHUNKS_AHEAD) await new Promise<void>((resolve) => (wake = resolve));
    }
    self.postMessage({ type: 'done' } satisfies ExportMessage);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    self.postMessage({ type: 'failed', message } satisfies ExportMessage);
  }
}

self.onmessage = (event: MessageEvent<ExportRequest>) => {
  if (event.data.type === 'start') {
    void run(event.data.settings);
    return;
  }
  untaken -= 1;
  wake?.();
  wake = null;
};
