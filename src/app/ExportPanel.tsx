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
import type { ExportMessage, ExportRequest } from './export.worker.ts';
import { chosenColumns, DEFAULT_CHOICE } from './exportColumns.ts';
import { estimatedBytes, sizeText, SizeSampler, type FileSize } from './exportEstimate.ts';
import { readCount, readSeed, type CountUnit } from './exportSettings.ts';
import { blobSink, canSaveAsMade, pickFile, type ExportSink } from './exportSink.ts';
import {
  endWorker,
  keepWorker,
  takeWorker,
  warmWorker,
  WorkerDidNotLoad,
} from './exportWorkers.ts';
import { showPartFailure } from './loadFailure.ts';
import type { PersonStore } from './personStore.ts';

const FORMAT_NAMES = Object.keys(FORMATS) as Format[];

interface Progress {
  done: number;
  count: number;
}

/** The export's error rates (every type at one rate) and mean extra records a person. */
const NOISE_RATES = ['0.01', '0.05', '0.2'] as const;
const DUPLICATE_MEANS = ['0', '0.2', '0.5'] as const;

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
 * One export under way: its worker (null until the kept one, or a new one, is ready), where its
 * bytes go, and whether it still counts.
 */
interface Run {
  worker: Worker | null;
  sink: ExportSink;
  live: boolean;
}

/** What the export says when its worker's script did not load. */
const WORKER_DID_NOT_LOAD =
  'its script did not load (the connection may have dropped, or the site was updated meanwhile). Reload the page.';

/**
 * The "Download people" form, loaded only when its section is first opened. The worker makes
 * the file; where the browser can (exportSink.ts), its chunks go straight into a file the user
 * picked first, each written before the worker makes more; elsewhere, or when the user unticks
 * that, each is kept as a Blob, and the Blob of them all is downloaded when it is done.
 */
export default function ExportPanel({ store }: { store: PersonStore }) {
  const id = useId();
  const [countText, setCountText] = useState('1000');
  const [format, setFormat] = useState<Format>('csv');
  /** "For Excel": a CSV file starts with a byte-order mark (export.worker.ts). */
  const [forExcel, setForExcel] = useState(false);
  const bom = format === 'csv' && forExcel;
  const [seedText, setSeedText] = useState('');
  const [chooser, setChooser] = useState(DEFAULT_CHOOSER);
  const [unit, setUnit] = useState<CountUnit>('people');
  const households = unit === 'households';
  /**
   * "Add errors": each row a record with errors, copies of some people, or of some household
   * members (docs/noise.md).
   */
  const [withErrors, setWithErrors] = useState(false);
  const [noiseRate, setNoiseRate] = useState<string>(NOISE_RATES[0]);
  const [duplicates, setDuplicates] = useState<string>(DUPLICATE_MEANS[1]);
  const chooserDetails = useRef<HTMLDetailsElement>(null);
  const firstColumnBox = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<Message>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [saveAsMade, setSaveAsMade] = useState(canSaveAsMade);
  const run = useRef<Run | null>(null);
  /** True from the Download click until its export ends (the save dialog included). */
  const busy = useRef(false);
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
  const errors = withErrors ? { noise: Number(noiseRate), duplicates: Number(duplicates) } : null;
  const size = useFileSize(format, households, chooser, seedText, constraintsText, bom, errors);

  // Download is disabled while an export runs and Cancel leaves when it ends: focus on either
  // would fall to the page's body. It moves to the other one instead, and only then: a user
  // who went on to other work meanwhile keeps their place. The page does not scroll for it: the
  // two stand side by side, and a failure's message above the page (loadFailure.ts) is in view.
  useLayoutEffect(() => {
    const target = focusAfterRender.current === 'cancel' ? cancelButton : downloadButton;
    if (focusAfterRender.current) target.current?.focus({ preventScroll: true });
    focusAfterRender.current = null;
  }, [progress]);

  /** Ends the export: its worker is kept for the next one if it `finished`, else ended. */
  const stop = (finished = false) => {
    const worker = run.current?.worker;
    if (run.current) run.current.live = false;
    if (worker && finished) keepWorker(worker);
    else if (worker) {
      endWorker(worker);
      // The next export finds a worker ready all the same.
      warmWorker().catch(() => undefined);
    }
    run.current = null;
    busy.current = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body || focused === cancelButton.current) {
      focusAfterRender.current = 'download';
    }
    setProgress(null);
  };
  useEffect(
    () => () => {
      const running = run.current;
      stop();
      void running?.sink.discard();
    },
    [],
  );

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
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
      bom,
      ...errors,
    };
    const fileName = outputFileName(settings);
    busy.current = true;
    let sink: ExportSink | null;
    try {
      sink = saveAsMade ? await pickFile(fileName, format) : blobSink(fileName, format);
    } catch (error) {
      busy.current = false;
      setMessage({ about: 'export', text: `The export failed: ${reasonOf(error)}` });
      return;
    }
    // The save dialog closed without a file: back to the form as it was.
    if (!sink) {
      busy.current = false;
      return;
    }

    const running: Run = { worker: null, sink, live: true };
    run.current = running;
    if (document.activeElement === downloadButton.current) focusAfterRender.current = 'cancel';
    setProgress({ done: 0, count: settings.count });
    setMessage(null);
    const end = async (text: (sink: ExportSink) => Promise<string>, finished = false) => {
      if (!running.live) return;
      stop(finished);
      setMessage({ about: 'export', text: await text(running.sink) });
    };
    const fail = (reason: string) =>
      end(async (sink) => {
        const left = await sink.discard();
        return `The export failed: ${reason}${left.startsWith('nothing') ? '' : ` ${left}`}`;
      });
    let worker: Worker;
    try {
      worker = await takeWorker();
    } catch (error) {
      // The page says so above it too, with a reload, as for any part that did not load.
      if (error instanceof WorkerDidNotLoad) showPartFailure('Download');
      await fail(error instanceof WorkerDidNotLoad ? WORKER_DID_NOT_LOAD : reasonOf(error));
      return;
    }
    // Cancelled while the worker got ready: it has done nothing, and is kept.
    if (!running.live) {
      keepWorker(worker);
      return;
    }
    running.worker = worker;
    const send = (request: ExportRequest, transfer: Transferable[] = []) =>
      worker.postMessage(request, transfer);
    // Chunks are written one after another, in order; each one taken lets the worker make one
    // more, so only a few are ever waiting in memory.
    let writing = Promise.resolve();
    worker.onmessage = ({ data }: MessageEvent<ExportMessage>) => {
      if (data.type === 'ready') return;
      if (data.type === 'failed') {
        void fail(data.message);
        return;
      }
      writing = writing.then(async () => {
        if (!running.live) return;
        try {
          if (data.type === 'chunk') {
            await running.sink.write(data.bytes);
            if (!running.live) return;
            // Written (the write resolves once the sink is done with the bytes): the buffer goes
            // back to the worker, which gathers later chunks in it.
            const { buffer } = data.bytes;
            send({ type: 'taken', buffer }, [buffer]);
            setProgress({ done: data.done, count: settings.count });
          } else {
            // Every chunk taken: the worker may make the next export.
            const saved = await running.sink.finish();
            await end(async () => saved, true);
          }
        } catch (error) {
          await fail(`could not write ${fileName}: ${reasonOf(error)}`);
        }
      });
    };
    worker.onerror = (error) => void fail(error.message || 'its worker stopped.');
    send({ type: 'start', settings });
  };

  const cancel = () => {
    const running = run.current;
    if (!running) return;
    stop();
    void running.sink.discard().then((left) => {
      setMessage({ about: 'export', text: `Export cancelled: ${left}` });
    });
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
          {households
            ? 'Email is locked, so every householder has it: the householders’ emails are not ' +
              'unique; the other adults each have their own, and children under 18 have none. ' +
              'Unlock Email for an email of each householder’s own.'
            : 'Email is locked, so every row has the same email: this file’s emails are not ' +
              'unique. Unlock Email for an email of each person’s own.'}
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
          Households: each row is a member (0 to 100; under 18, no phone or email), with its
          householdId and relationship; a locked place holds for every member, a locked name,
          gender, birthdate, email or phone for the householder alone.
        </p>
      </fieldset>
      <fieldset className="export-choices export-noise">
        <legend>Errors</legend>
        <label>
          <input
            type="checkbox"
            checked={withErrors}
            onChange={(event) => setWithErrors(event.target.checked)}
            aria-describedby={field('noise-hint')}
          />
          Add errors, for testing record linkage
        </label>
        {withErrors && (
          <>
            <label>
              Error rate{' '}
              <select value={noiseRate} onChange={(event) => setNoiseRate(event.target.value)}>
                {NOISE_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {rate} a type{rate === '0.01' ? ' (pseudopeople’s default)' : ''}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Extra records a person{' '}
              <select value={duplicates} onChange={(event) => setDuplicates(event.target.value)}>
                {DUPLICATE_MEANS.map((mean) => (
                  <option key={mean} value={mean}>
                    {mean}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
        <p id={field('noise-hint')} className="export-hint">
          Each row is then a record of a person, some with errors (typos, nicknames, blanks, a move,
          a married name…), some people with extra records, never next to each other; recordId and
          personId (the person: the truth) come first. With households, a record of a member: a
          copied birthdate is a fellow member’s, a move the whole household’s.
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
      {format === 'csv' && (
        <div className="export-field export-excel">
          <label className="export-check">
            <input
              type="checkbox"
              checked={forExcel}
              onChange={(event) => setForExcel(event.target.checked)}
              aria-describedby={field('excel-hint')}
            />
            For Excel
          </label>
          <p id={field('excel-hint')} className="export-hint">
            Starts the file with a byte-order mark, so Excel opens it as UTF-8 with a double-click
            and accented names such as Española read right.
          </p>
        </div>
      )}
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
        {size === 'unknown'
          ? 'unknown: the part of the page that measures it did not load'
          : size && count.ok
            ? sizeText(estimatedBytes(size, count.value))
            : 'measuring…'}
      </p>
      {canSaveAsMade() && (
        <label className="export-check">
          <input
            type="checkbox"
            checked={saveAsMade}
            onChange={(event) => setSaveAsMade(event.target.checked)}
          />
          Save to a file as it is made
        </label>
      )}
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
          <span>{percentOf(progress)}%</span>
          {/* Told to screen readers every tenth, not every chunk. */}
          <span className="visually-hidden" aria-live="polite">
            {Math.floor(percentOf(progress) / 10) * 10}% done
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

function percentOf({ done, count }: Progress): number {
  return Math.floor((done / count) * 100);
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The size of the file the form's options make, measured again (on a sample) whenever an option
 * other than the count changes; null until that sample is measured; 'unknown' if the worker that
 * measures it did not load (the page then says so above it, with a reload).
 */
function useFileSize(
  format: Format,
  households: boolean,
  chooser: ChooserValue,
  seedText: string,
  constraintsText: string,
  bom: boolean,
  /** "Add errors": its records carry two ids more, and copies of some people. */
  errors: { noise: number; duplicates: number } | null,
): FileSize | 'unknown' | null {
  const sampler = useRef<SizeSampler | null>(null);
  const [size, setSize] = useState<{ key: string; size: FileSize | 'unknown' } | null>(null);
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
    bom,
    ...errors,
  };
  const key = JSON.stringify(options);
  useEffect(() => () => sampler.current?.stop(), []);
  useEffect(() => {
    if (columns.length === 0) return;
    let current = true;
    sampler.current ??= new SizeSampler();
    sampler.current.measure({ ...options, count: 0, asOf: localToday(new Date()) }).then(
      (measured) => {
        if (current) setSize({ key, size: measured });
      },
      (error: unknown) => {
        if (!current || !(error instanceof WorkerDidNotLoad)) return;
        // A worker that did not load is not asked again: the next sample starts a new one.
        sampler.current?.stop();
        sampler.current = null;
        setSize({ key, size: 'unknown' });
        showPartFailure('Download people');
      },
    );
    return () => {
      current = false;
    };
    // The key holds every option the sample depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return size?.key === key ? size.size : null;
}
