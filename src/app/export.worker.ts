/**
 * The export's worker: makes the file's text off the page's thread with the package's own
 * peopleText (the same bytes as the library and the command line) and posts it back as UTF-8
 * chunks (transferred, not copied), so the page stays responsive and holds only bytes.
 */
import { peopleText, type OutputOptions } from 'random-american-generator';
import { loadAllData } from 'random-american-generator/page';

export type ExportMessage =
  | { type: 'chunk'; bytes: Uint8Array<ArrayBuffer>; done: number }
  | { type: 'done' }
  | { type: 'failed'; message: string };

const encoder = new TextEncoder();

self.onmessage = async (event: MessageEvent<OutputOptions>) => {
  try {
    // People anywhere: every state's data (this classic worker's build holds it all).
    await loadAllData();
    for (const { text, done } of peopleText(event.data)) {
      const bytes = encoder.encode(text);
      const message: ExportMessage = { type: 'chunk', bytes, done };
      self.postMessage(message, { transfer: [bytes.buffer] });
    }
    self.postMessage({ type: 'done' } satisfies ExportMessage);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    self.postMessage({ type: 'failed', message } satisfies ExportMessage);
  }
};
