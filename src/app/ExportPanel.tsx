import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from 'react';
import {
  FORMATS,
  outputFileName,
  type Format,
  type OutputOptions,
} from 'random-american-generator';
import { constraintsOf, localToday, randomSeed } from 'random-american-generator/page';
import { ColumnChooser, type ChooserValue } from './ColumnChooser.tsx';
import type { ExportMessage } from './export.worker.ts';
import { chosenColumns, DEFAULT_CHOICE } from './exportColumns.ts';
import { estimatedBytes, sizeText, SizeSampler, type FileSize } from './exportEstimate.ts';
import { readCount, readSeed, type CountUnit } from './exportSettings.ts';
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
 * The form says one thing at a time: a refused field's reason beside that field, or how the last
 * export went. A new message replaces the old one wherever it showed.
 */
type Message = { about: 'count' | 'seed' | 'columns' | 'export'; text: string } | null;

/** Today's file: its columns, 9/3/1976 and firstName. */
const DEFAULT_CHOOSER: ChooserValue = {
  choice: DEFAULT_CHOICE,
  dateFormat: 'us',
  columnCase: 'camel',
};
const NO_COLUMN = 'Tick at least one column for the file.';

/** Where focus goes once the form has rendered the export's start or end. */
type FocusTarget = 'cancel' | 'download' | null;

/**
 * The "Download people" form, loaded only when its section is first opened. The worker makes
 * the file; this keeps its chunks as bytes and downloads them as one Blob when it is done.
 */
export default function ExportPanel({ store }: { store: PersonStore }) {
  const id = useId();
  const [countText, setCountText] = useState('1000');
  const [format, setFormat] = useState<Format>('csv');
  const [seedText, setSeedText] = useState('');
  const [chooser, setChooser] = useState(DEFAULT_CHOOSER);
  const [unit, setUnit] = useState<CountUnit>('people');
  const households = unit === 'households';
  const chooserDetails = useRef<HTMLDetailsElement>(null);
  const firstColumnBox = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<Message>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const worker = useRef<Worker | null>(null);
  const countInput = useRef<HTMLInputElement>(null);
  const seedInput = useRef<HTMLInputElement>(null);
  const downloadButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<FocusTarget>(null);
  const emailLocked = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().locks.email,
    () => false,
  );
  // The locked values, as text: the estimate measures again only when they change.
  const constraintsText = useSyncExternalStore(
    store.subscribe,
    () => {
      const { person, locks } = store.getSnapshot();
      return JSON.stringify(person ? constraintsOf(person, locks) : {});
    },
    () => '{}',
  );
  const size = useFileSize(format, households, chooser, seedText, constraintsText);

  // Download is disabled while an export runs and Cancel leaves when it ends: focus on either
  // would fall to the page's body. It moves to the other one instead, and only then: a user
  // who went on to other work meanwhile keeps their place.
  useLayoutEffect(() => {
    const target = focusAfterRender.current === 'cancel' ? cancelButton : downloadButton;
    if (focusAfterRender.current) target.current?.focus();
    focusAfterRender.current = null;
  }, [progress]);

  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || focused === cancelButton.current) {
      focusAfterRender.current = 'download';
    }
    setProgress(null);
  };
  useEffect(() => () => worker.current?.terminate(), []);

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (worker.current) return;
    const count = readCount(countText, unit);
    const seed = readSeed(seedText);
    // The first refused field's reason alone, with focus on that field to read it beside.
    if (!count.ok) {
      setMessage({ about: 'count', text: count.message });
      countInput.current?.focus();
      return;
    }
    if (!seed.ok) {
      setMessage({ about: 'seed', text: seed.message });
      seedInput.current?.focus();
      return;
    }
    const columns = chosenColumns(chooser.choice, households);
    if (columns.length === 0) {
      setMessage({ about: 'columns', text: NO_COLUMN });
      if (chooserDetails.current) chooserDetails.current.open = true;
      firstColumnBox.current?.focus();
      return;
    }

    const { person, locks } = store.getSnapshot();
    const settings: OutputOptions = {
      count: count.value,
      format,
      seed: seed.value ?? randomSeed(),
      constraints: person ? constraintsOf(person, locks) : {},
      asOf: localToday(new Date()),
      households,
      columns,
      dateFormat: chooser.dateFormat,
      columnCase: chooser.columnCase,
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
        setMessage({ about: 'export', text: `The export failed: ${data.message}` });
        return;
      }
      const fileName = outputFileName(settings);
      download(new Blob(parts, { type: FORMATS[format].mimeType }), fileName);
      setMessage({ about: 'export', text: `Downloaded ${fileName}.` });
    };
    running.onerror = (error) => {
      stop();
      // A worker whose script did not load reports a plain Event: no message.
      const reason =
        error.message ||
        'its script did not load (the connection may have dropped, or the site was updated meanwhile). Reload the page.';
      setMessage({ about: 'export', text: `The export failed: ${reason}` });
    };
    running.postMessage(settings);
    worker.current = running;
    if (document.activeElement === downloadButton.current) focusAfterRender.current = 'cancel';
    setProgress({ done: 0, count: settings.count });
    setMessage(null);
  };

  const cancel = () => {
    stop();
    setMessage({ about: 'export', text: 'Export cancelled: nothing was downloaded.' });
  };

  const messageAbout = (about: NonNullable<Message>['about']) =>
    message?.about === about ? message.text : null;
  const countError = messageAbout('count');
  const seedError = messageAbout('seed');
  const count = readCount(countText, unit);
  const field = (name: string) => `${id}-${name}`;
  return (
    <form className="export-form" onSubmit={start} noValidate>
      <p className="export-note">
        Each row also has the state code and the age. Phone numbers are 555-0100 to 555-0199, set
        aside for fiction, with area codes from Google{' '}
        <a href="https://github.com/google/libphonenumber">libphonenumber</a>’s data (under the{' '}
        <a className="licence" href="https://www.apache.org/licenses/LICENSE-2.0">
          Apache License 2.0
        </a>
        ); emails are at example.com, .net or .org, no two alike.
      </p>
      <p className="export-hint export-template">
        The values you locked on the card are the template: every row keeps them, and the unlocked
        fields vary from row to row.
      </p>
      {emailLocked && (
        <p className="export-note">
          Email is locked, so every row has the same email: this file’s emails are not unique.
          Unlock Email for an email of each person’s own.
        </p>
      )}
      <fieldset className="export-choices export-unit">
        <legend>Rows</legend>
        <label>
          <input
            type="radio"
            name={field('unit')}
            checked={!households}
            onChange={() => setUnit('people')}
          />
          People
        </label>
        <label>
          <input
            type="radio"
            name={field('unit')}
            checked={households}
            onChange={() => setUnit('households')}
            aria-describedby={field('unit-hint')}
          />
          Households
        </label>
        <p id={field('unit-hint')} className="export-hint">
          Households: each row is a member (18 to 80), with its householdId and relationship; a
          locked place holds for every member, a locked name, gender, birthdate, email or phone for
          the householder alone.
        </p>
      </fieldset>
      <div className="export-field">
        <label htmlFor={field('count')}>How many {unit}</label>
        <input
          ref={countInput}
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
          ref={seedInput}
          id={field('seed')}
          inputMode="numeric"
          autoComplete="off"
          value={seedText}
          onChange={(event) => setSeedText(event.target.value)}
          aria-invalid={seedError !== null}
          aria-describedby={`${field('seed-hint')} ${field('seed-error')}`}
        />
        <p id={field('seed-hint')} className="export-hint">
          The same seed makes the same file again. Leave it empty for a new random one; the file’s
          name says which seed it used.
        </p>
        <p id={field('seed-error')} className="export-error" aria-live="polite">
          {seedError}
        </p>
      </div>
      <ColumnChooser
        id={id}
        value={chooser}
        households={households}
        onChange={(value) => {
          setChooser(value);
          if (message?.about === 'columns' && chosenColumns(value.choice, households).length > 0) {
            setMessage(null);
          }
        }}
        error={messageAbout('columns')}
        firstBox={firstColumnBox}
        details={chooserDetails}
      />
      <p className="export-estimate">
        Estimated size:{' '}
        {size && count.ok ? sizeText(estimatedBytes(size, count.value)) : 'measuring…'}
      </p>
      <button
        ref={downloadButton}
        type="submit"
        className="button button-primary"
        disabled={progress !== null}
      >
        Download
      </button>
      {progress && (
        <div className="export-progress">
          <progress value={progress.done} max={progress.count} aria-label="Export progress" />
          <span>
            {progress.done.toLocaleString('en-US')} of {progress.count.toLocaleString('en-US')}{' '}
            {unit}
          </span>
          <button
            ref={cancelButton}
            type="button"
            className="button button-outlined"
            onClick={cancel}
          >
            Cancel
          </button>
        </div>
      )}
      <p className="export-status" aria-live="polite">
        {messageAbout('export')}
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

/**
 * The size of the file the form's options make, measured again (on a sample) whenever an option
 * other than the count changes; null until that sample is measured.
 */
function useFileSize(
  format: Format,
  households: boolean,
  chooser: ChooserValue,
  seedText: string,
  constraintsText: string,
): FileSize | null {
  const sampler = useRef<SizeSampler | null>(null);
  const [size, setSize] = useState<{ key: string; size: FileSize } | null>(null);
  const seed = readSeed(seedText);
  const columns = chosenColumns(chooser.choice, households);
  const options = {
    format,
    households,
    // Any seed gives about the same size; the one typed, when there is one.
    seed: (seed.ok ? seed.value : undefined) ?? 0,
    columns,
    dateFormat: chooser.dateFormat,
    columnCase: chooser.columnCase,
    constraints: JSON.parse(constraintsText) as OutputOptions['constraints'],
  };
  const key = JSON.stringify(options);
  useEffect(() => () => sampler.current?.stop(), []);
  useEffect(() => {
    if (columns.length === 0) return;
    let current = true;
    sampler.current ??= new SizeSampler();
    sampler.current
      .measure({ ...options, count: 0, asOf: localToday(new Date()) })
      .then((measured) => {
        if (current) setSize({ key, size: measured });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // The key holds every option the sample depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return size?.key === key ? size.size : null;
}
