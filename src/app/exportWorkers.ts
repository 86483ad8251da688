/**
 * The export's workers, kept warm: a worker's start (its script, which holds every state's data,
 * fetched and run) is most of a small export's time, so a worker done with a run is kept for the
 * next one (an export's or the estimate's, exportEstimate.ts), and one is started ahead once the
 * page has started (offline.ts), so the first export finds it ready, the network gone or not.
 * One worker is kept idle at most; a worker that failed or was stopped mid-run is not kept.
 */
import type { ExportMessage } from './export.worker.ts';
import { startExportWorker } from './exportWorker.ts';

/** A started worker and whether its script has run ('ready'), or failed to load. */
interface Started {
  worker: Worker;
  ready: Promise<Worker>;
}

let idle: Started | null = null;
/** Workers taken for a run and not yet kept or ended. */
const working = new Set<Worker>();

function start(): Started {
  const worker = startExportWorker();
  const ready = new Promise<Worker>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<ExportMessage>) => {
      if (data.type === 'ready') resolve(worker);
    };
    // A worker whose script did not load reports a plain Event.
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new WorkerDidNotLoad());
    };
  });
  return { worker, ready };
}

/** The export's worker script did not load (offline, or the site was updated meanwhile). */
export class WorkerDidNotLoad extends Error {
  constructor() {
    super('the export worker did not load');
  }
}

/**
 * A worker for a run, once its script has run: the one kept idle, or a new one. Rejects with
 * WorkerDidNotLoad if its script did not load. Hand it back with keepWorker once its run is done,
 * or end it with terminate().
 */
export function takeWorker(): Promise<Worker> {
  const taken = idle ?? start();
  idle = null;
  working.add(taken.worker);
  return taken.ready.catch((error: unknown) => {
    endWorker(taken.worker);
    throw error;
  });
}

/** Ends a worker taken for a run (stopped mid-run, or failed). */
export function endWorker(worker: Worker): void {
  working.delete(worker);
  worker.terminate();
}

/** A worker whose run is done (every chunk taken): kept for the next run, or ended. */
export function keepWorker(worker: Worker): void {
  working.delete(worker);
  worker.onmessage = null;
  worker.onerror = null;
  if (idle) {
    worker.terminate();
    return;
  }
  idle = { worker, ready: Promise.resolve(worker) };
}

/**
 * Starts a worker ahead, if none is kept or working (a working one is kept once its run is done),
 * for the next run to find ready. Resolves once its script has run; rejects if it did not load
 * (and keeps nothing: the next run starts its own).
 */
export function warmWorker(): Promise<void> {
  if (!idle && working.size > 0) return Promise.resolve();
  idle ??= start();
  const warming = idle;
  return warming.ready.then(
    () => undefined,
    (error: unknown) => {
      warming.worker.terminate();
      if (idle === warming) idle = null;
      throw error;
    },
  );
}
