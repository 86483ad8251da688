/**
 * The export's worker: makes the file's text off the page's thread and posts it back as
 * UTF-8 chunks (transferred, not copied), so the page stays responsive and holds only bytes.
 */
import { exportChunks, type ExportSettings } from './export-people.ts';

export type ExportMessage =
  { type: 'chunk'; bytes: Uint8Array<ArrayBuffer>; done: number } | { type: 'done' };

const encoder = new TextEncoder();

self.onmessage = (event: MessageEvent<ExportSettings>) => {
  for (const { text, done } of exportChunks(event.data)) {
    const bytes = encoder.encode(text);
    const message: ExportMessage = { type: 'chunk', bytes, done };
    self.postMessage(message, { transfer: [bytes.buffer] });
  }
  self.postMessage({ type: 'done' } satisfies ExportMessage);
};
