import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  FORMATS,
  constraintsOf,
  localToday,
  outputFileName,
  randomSeed,
  type Format,
  type OutputOptions,
} from 'random-american-generator';
import type { ExportMessage } from './export.worker.ts';
import { readCount, readSeed } from './exportSettings.ts';
import { startExportWorker } from './exportWorker.ts';
import type { PersonStore } from './personStore.ts';

/** A download's object URL is freed this long after its click, when the browser has it. */
const REVOKE_URL_MS = 60_000;
const FORMAT_NAMES = Object.keys(FORMATS) as Format[];

interface Progress {
  done: number;
  count: number;
}

/**
 * The "Download people" form, loaded only when its section is first opened. The worker makes
 * the file; this keeps its chunks as bytes and downloads them as one Blob when it is done.
 */
export default function ExportPanel({ store }: { store: PersonStore }) {
  const id = useId();
  const [countText, setCountText] = useState('1000');
  const [format, setFormat] = useState<Format>('csv');
  const [seedText, setSeedText] = useState('');
  const [countError, setCountError] = useState<string | null>(null);
  const [seedError, setSeedError] = useState<string | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [status, setStatus] = useState('');
  const worker = useRef<Worker | null>(null);

  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
    setProgress(null);
  };
  useEffect(() => () => worker.current?.terminate(), []);

  const start = (event: FormEvent) => {
    event.preventDefault();
    const count = readCount(countText);
    const seed = readSeed(seedText);
    setCountError(count.ok ? null : count.message);
    setSeedError(seed.ok ? null : seed.message);
    if (!count.ok || !seed.ok || worker.current) return;

    const { person, locks } = store.getSnapshot();
    const settings: OutputOptions = {
      count: count.value,
      format,
      seed: seed.value ?? randomSeed(),
      constraints: person ? constraintsOf(person, locks) : {},
      asOf: localToday(new Date()),
    };
    const parts: Uint8Array<ArrayBuffer>[] = [];
    const running = startExportWorker();
    running.onmessage = ({ data }: MessageEvent<ExportMessage>) => {
      if (data.type === 'chunk') {
        parts.push(data.bytes);
        setProgress({ done: data.done, count: settings.count });
        return;
      }
      stop();
      if (data.type === 'failed') {
        setStatus(`The export failed: ${data.message}`);
        return;
      }
      const fileName = outputFileName(settings);
      download(new Blob(parts, { type: FORMATS[format].mimeType }), fileName);
      setStatus(`Downloaded ${fileName}.`);
    };
    running.onerror = (error) => {
      stop();
      setStatus(`The export failed: ${error.message}`);
    };
    running.postMessage(settings);
    worker.current = running;
    setProgress({ done: 0, count: settings.count });
    setStatus('');
  };

  const cancel = () => {
    stop();
    setStatus('Export cancelled: nothing was downloaded.');
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form className="export-form" onSubmit={start} noValidate>
      <div className="export-field">
        <label htmlFor={field('count')}>How many</label>
        <input
          id={field('count')}
          inputMode="numeric"
          autoComplete="off"
          value={countText}
          onChange={(event) => setCountText(event.target.value)}
          aria-invalid={countError !== null}
          aria-describedby={field('count-error')}
        />
        <p id={field('count-error')} className="export-error" aria-live="polite">
          {countError}
        </p>
      </div>
      <div className="export-field">
        <label htmlFor={field('format')}>Format</label>
        <select
          id={field('format')}
          value={format}
          onChange={(event) => setFormat(event.target.value as Format)}
        >
          {FORMAT_NAMES.map((name) => (
            <option key={name} value={name}>
              {FORMATS[name].label}
            </option>
          ))}
        </select>
      </div>
      <div className="export-field">
        <label htmlFor={field('seed')}>Seed (optional)</label>
        <input
          id={field('seed')}
          inputMode="numeric"
          autoComplete="off"
          value={seedText}
          onChange={(event) => setSeedText(event.target.value)}
          aria-invalid={seedError !== null}
          aria-describedby={field('seed-error')}
        />
        <p id={field('seed-error')} className="export-error" aria-live="polite">
          {seedError}
        </p>
      </div>
      <button type="submit" className="button button-primary" disabled={progress !== null}>
        Download
      </button>
      {progress && (
        <div className="export-progress">
          <progress value={progress.done} max={progress.count} aria-label="Export progress" />
          <span>
            {progress.done.toLocaleString('en-US')} of {progress.count.toLocaleString('en-US')}{' '}
            people
          </span>
          <button type="button" className="button button-outlined" onClick={cancel}>
            Cancel
          </button>
        </div>
      )}
      <p className="export-status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}

function download(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_URL_MS);
}
