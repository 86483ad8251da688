/**
 * The export's estimated size: the export worker writes a file of no rows and one of
 * SAMPLE_ROWS with the form's options, and the rest is proportion, one sample at a time, on a
 * worker of the export's kept warm (exportWorkers.ts), which the next sample or export reuses.
 */
import type { OutputOptions } from 'random-american-generator';
import type { ExportMessage, ExportRequest } from './export.worker.ts';
import { endWorker, keepWorker, takeWorker } from './exportWorkers.ts';

/** Rows of the sample a row's size is averaged over. */
export const SAMPLE_ROWS = 100;

/** A file's size as a sample measured it: what every file has, and what a row adds. */
export interface FileSize {
  fixed: number;
  perRow: number;
}

export function estimatedBytes(size: FileSize, count: number): number {
  return size.fixed + size.perRow * count;
}

/** "about 580 kB", "about 1.2 MB": two significant digits, in the units a file manager shows. */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `about ${Math.round(bytes)} bytes`;
  const units = ['kB', 'MB', 'GB'];
  let scaled = bytes / 1000;
  let unit = 0;
  while (scaled >= 999.5 && unit < units.length - 1) {
    scaled /= 1000;
    unit += 1;
  }
  const shown = Number(scaled.toPrecision(2));
  return `about ${shown.toLocaleString('en-US')} ${units[unit]}`;
}

export class SizeSampler {
  /** The worker measuring a sample now, if any. */
  private worker: Worker | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  /** Ends the sample being measured, when the worker stops under it. */
  private abandon: (() => void) | null = null;

  /**
   * The size of files made with `options` (their count aside).
   * Rejects with WorkerDidNotLoad if the export's worker did not load.
   */
  measure(options: OutputOptions): Promise<FileSize> {
    const run = this.queue.then(async () => {
      const fixed = await this.bytesOf({ ...options, count: 0 });
      const sample = await this.bytesOf({ ...options, count: SAMPLE_ROWS });
      return { fixed, perRow: (sample - fixed) / SAMPLE_ROWS };
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Stops the sample being measured, if any (its worker with it). */
  stop(): void {
    if (this.worker) endWorker(this.worker);
    this.worker = null;
    this.abandon?.();
  }

  /** A file's bytes, on a worker of the export's (exportWorkers.ts), handed back once done. */
  private async bytesOf(options: OutputOptions): Promise<number> {
    const worker = await takeWorker();
    this.worker = worker;
    const bytes = await new Promise<number>((resolve, reject) => {
      this.abandon = () => reject(new Error('the sample was stopped'));
      let counted = 0;
      worker.onmessage = ({ data }: MessageEvent<ExportMessage>) => {
        if (data.type === 'chunk') {
          counted += data.bytes.byteLength;
          // Taken, its buffer handed back: the worker makes only a few chunks ahead of the page.
          const { buffer } = data.bytes;
          worker.postMessage({ type: 'taken', buffer } satisfies ExportRequest, [buffer]);
        } else if (data.type === 'done') resolve(counted);
        else if (data.type === 'failed') reject(new Error(data.message));
      };
      worker.onerror = (event) => reject(new Error(event.message || 'the export worker stopped'));
      worker.postMessage({ type: 'start', settings: options } satisfies ExportRequest);
    }).catch((error: unknown) => {
      endWorker(worker);
      throw error;
    });
    this.worker = null;
    this.abandon = null;
    keepWorker(worker);
    return bytes;
  }
}
