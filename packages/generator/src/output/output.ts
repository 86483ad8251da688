/**
 * People as a file's text, in chunks: what the page's export worker, the command line and the
 * library's users run. A run is rows `start` to `start + count - 1`; a shard k of n is the k-th
 * of n contiguous parts of it, and writes the file's head only if it is the first part and its
 * tail only if it is the last, so the parts concatenate to the bytes of the whole run.
 *
 * Every function here takes a file's settings as options/ has read them (FileSettings: checked,
 * defaults filled in, frozen); none reads a caller's options.
 */
import { FIELDS, type Constraints } from '../person/fields.ts';
import { isoDate, type LocalDate } from '../person/birthdate.ts';
import {
  HOUSEHOLD_COLUMNS,
  layoutOf,
  COLUMNS,
  type ColumnCase,
  type DateFormat,
  type FileColumn,
} from './columns.ts';
import {
  FORMATS,
  fileWriter,
  memberWriter,
  recordWriter,
  type RecordWriter,
  needsCsvQuotes,
  SQL_BATCH_HOUSEHOLDS,
  SQL_BATCH_ROWS,
  type Format,
  type MemberWriter,
} from './formats.ts';
import { ByteText, MOST_ROW_BYTES } from './csvBytes.ts';
import { drawPerson } from '../person/generate.ts';
import { drawHousehold, drawMembers, type MemberVisit } from '../household/households.ts';
import { personAt, recordOf } from '../person/record.ts';
import { MAX_MEMBERS, rowRandom, type Random } from '../draw/random.ts';
import { PACKAGE_NAME, VERSION } from './version.ts';
import { anyNoise, NOISE_TYPES, type NoiseRates } from '../noise/noiseTypes.ts';
import {
  CopyPlans,
  noisyRecord,
  recordMayHit,
  recordStream,
  slotCopies,
  slotRecords,
  type NoisyRecord,
} from '../noise/noise.ts';
import { RECORDS_PER_SLOT } from '../noise/noiseTypes.ts';
import { HouseholdWalk, householdSlotRecords } from '../noise/householdNoise.ts';

export interface Shard {
  /** 1 to `of`. */
  index: number;
  of: number;
}

/** A file's settings: its run's options as options/ reads them, checked, defaults filled in. */
export interface FileSettings {
  seed: number;
  start: number;
  count: number;
  asOf: LocalDate;
  constraints: Constraints;
  format: Format;
  households: boolean;
  header: boolean;
  /** A UTF-8 byte-order mark first (CSV alone): Excel then reads the file as UTF-8. */
  bom: boolean;
  table: string;
  shard: Shard | undefined;
  columns: readonly FileColumn[];
  dateFormat: DateFormat;
  columnCase: ColumnCase;
  /** Each error type's rate (noise/noiseTypes.ts); all 0: clean rows, written as ever. */
  noise: NoiseRates;
  /** Mean extra records a person, 0 to MAX_DUPLICATES; 0: one record a person. */
  duplicates: number;
}

/** Rows a chunk holds: large enough that each chunk costs little, small enough for progress. */
export const ROWS_PER_CHUNK = 5000;

export interface Chunk {
  text: string;
  /** Rows of this shard written so far, this chunk included. */
  done: number;
  /** Rows this shard writes in all. */
  total: number;
}

/** The rows of one shard of a read run: [first, end). */
export function shardRange(start: number, count: number, shard?: Shard): [number, number] {
  if (!shard) return [start, start + count];
  const { index, of } = shard;
  return [start + partEnd(index - 1, count, of), start + partEnd(index, count, of)];
}

/**
 * floor(k·count/n), exactly: k·count passes 2^53 for counts near MAX_INDEX, where a float
 * division rounds to a neighbouring row.
 */
function partEnd(k: number, count: number, n: number): number {
  const product = k * count;
  if (Number.isSafeInteger(product)) return Math.floor(product / n);
  return Number((BigInt(k) * BigInt(count)) / BigInt(n));
}

/** The file's text in chunks of `rowsPerChunk` rows (peopleText). */
export function fileText(settings: Readonly<FileSettings>, rowsPerChunk: number): Generator<Chunk> {
  return textChunks(fileRun(settings), rowsPerChunk);
}

/** A read run's text, `rowsPerChunk` rows (or households) a chunk. */
function* textChunks(run: FileRun, rowsPerChunk: number): Generator<Chunk> {
  const { rows } = run;
  if (rows.noisy) {
    yield* recordChunks(run, rows.writer, rowsPerChunk);
    return;
  }
  if (rows.households) {
    yield* memberChunks(run, rows.writer, rowsPerChunk);
    return;
  }
  const { seed, start, first, end, asOf: today, constraints, withOrigin } = run;
  const { writer } = rows;
  const total = end - first;
  let text = run.head;
  for (let index = first; index < end; index++) {
    text += writer.row(personAt(seed, index, today, constraints, withOrigin), index - start);
    const done = index + 1 - first;
    if (done % rowsPerChunk === 0 && done < total) {
      yield { text, done, total };
      text = '';
    }
  }
  yield { text: text + run.tail, done: total, total };
}

/** A household run's text, `householdsPerChunk` households a chunk; `done` counts households. */
function* memberChunks(
  run: FileRun,
  writer: MemberWriter,
  householdsPerChunk: number,
): Generator<Chunk> {
  const { seed, start, first, end, asOf: today, constraints, withOrigin } = run;
  const total = end - first;
  let text = run.head;
  for (let index = first; index < end; index++) {
    const { members } = drawHousehold(seed, index, today, constraints, withOrigin).household;
    for (const [place, member] of members.entries()) {
      text += writer.member(member, index - start, place, members.length);
    }
    const done = index + 1 - first;
    if (done % householdsPerChunk === 0 && done < total) {
      yield { text, done, total };
      text = '';
    }
  }
  yield { text: text + run.tail, done: total, total };
}

/**
 * A noisy run's text, `slotsPerChunk` slots a chunk; `done` counts slots (noise/noise.ts: slot
 * i holds person i's first record and the copies that land there; with households,
 * noise/householdNoise.ts: household i's members' first records and the copies).
 */
function* recordChunks(
  run: FileRun,
  writer: RecordWriter,
  slotsPerChunk: number,
): Generator<Chunk> {
  const { first, end, start } = run;
  const total = end - first;
  let text = run.head;
  const plans = new CopyPlans(run);
  const walk = run.households ? new HouseholdWalk(run) : undefined;
  for (let slot = first; slot < end; slot++) {
    const records = walk ? householdSlotRecords(run, slot, walk) : slotRecords(run, slot, plans);
    for (const [place, record] of records.entries()) {
      text += writer.record(record, slot - start, place, records.length);
    }
    const done = slot + 1 - first;
    if (done % slotsPerChunk === 0 && done < total) {
      yield { text, done, total };
      text = '';
    }
  }
  yield { text: text + run.tail, done: total, total };
}

export interface ByteChunk {
  /**
   * The chunk's UTF-8 bytes: a view of an array the next chunk overwrites, so write or copy it
   * before asking for the next.
   */
  bytes: Uint8Array;
  /** Rows of this shard written so far, this chunk included. */
  done: number;
  /** Rows this shard writes in all. */
  total: number;
}

/** Bytes a chunk of peopleBytes holds, about: large enough that a write costs little a row. */
export const BYTES_PER_CHUNK = 64 * 1024;

/**
 * Rows of text a byte chunk holds, in formats other than plain CSV. A chunk is one string built
 * row by row; a small one is written and dead before the next young-generation collection,
 * where a large one is often caught half-built, copied and promoted, and flattened into a
 * large-object string that only a full collection frees: the command line's memory would grow
 * with the run.
 */
const TEXT_ROWS_PER_BYTE_CHUNK = 100;

/**
 * The file's text as UTF-8 bytes (peopleBytes), what the command line writes: the same bytes. CSV
 * rows that need no quotes are written as bytes (csvBytes.ts), in chunks of about
 * BYTES_PER_CHUNK; the other formats, and CSV that needs quotes, as fileText's text in chunks of
 * 100 rows, encoded by ByteText.text (the package assumes no TextEncoder).
 */
export function fileBytes(settings: Readonly<FileSettings>): Generator<ByteChunk> {
  return byteChunks(fileRun(settings));
}

/**
 * Rows `from` to `to` - 1 of a file's run, as fileBytes writes them: the head only where the
 * run's first row is, the tail only where its last row ends. Blocks of one run, each written by
 * a worker thread of the command line (cli/jobs.ts), concatenate to its bytes. A chunk's bytes
 * are written over once the next chunk is asked for, or once another rangeBytes starts after
 * this one has ended (it takes the buffer).
 */
export function rangeBytes(
  settings: Readonly<FileSettings>,
  from: number,
  to: number,
): Generator<ByteChunk> {
  const run = fileRun(settings);
  if (!(run.first <= from && from <= to && to <= run.end)) {
    throw new RangeError(
      `rows ${from} to ${to} are not within the run's ${run.first} to ${run.end}`,
    );
  }
  return byteChunks(
    {
      ...run,
      first: from,
      end: to,
      head: from === run.first ? run.head : '',
      tail: to === run.end ? run.tail : '',
    },
    true,
  );
}

/**
 * The buffer of the last block that ended (rangeBytes), for the next block to write in: a
 * command line run with --jobs makes each block as a run of its own, and a new buffer a block
 * would live through the block, into the old generation, where dead ones gather until a full
 * collection.
 */
let spareOut: ByteText | undefined;

/**
 * A run's chunks, written in `out` (the spare buffer if `reuse` and it is large enough), which
 * is the spare one once the run has ended, unless that is larger. Only rangeBytes reuses: its
 * readers (jobs.ts, jobWorker.ts) have written or copied a chunk before they ask for the next,
 * where a reader of peopleBytes may keep a short run's one chunk.
 */
function* inBuffer(
  capacity: number,
  reuse: boolean,
  chunks: (out: ByteText) => Generator<ByteChunk>,
): Generator<ByteChunk> {
  const spare = spareOut;
  let out: ByteText;
  if (reuse && spare && spare.bytes.length >= capacity) {
    spareOut = undefined;
    spare.length = 0;
    out = spare;
  } else {
    out = new ByteText(capacity);
  }
  try {
    yield* chunks(out);
  } finally {
    if (reuse && (!spareOut || spareOut.bytes.length <= out.bytes.length)) spareOut = out;
  }
}

function byteChunks(run: FileRun, reuse = false): Generator<ByteChunk> {
  if (run.plainMemberCsv) {
    return inBuffer(BYTES_PER_CHUNK + MAX_MEMBERS * MOST_MEMBER_BYTES, reuse, (out) =>
      memberCsvChunks(run, out),
    );
  }
  if (run.plainNoisyCsv && run.rows.noisy) {
    const { writer } = run.rows;
    return inBuffer(BYTES_PER_CHUNK + RECORDS_PER_SLOT * MOST_RECORD_BYTES, reuse, (out) =>
      noisyCsvChunks(run, writer, out),
    );
  }
  if (!run.plainCsv) return inBuffer(0, reuse, (out) => textByteChunks(run, out));
  return inBuffer(BYTES_PER_CHUNK + MOST_ROW_BYTES, reuse, (out) => csvChunks(run, out));
}

function* textByteChunks(run: FileRun, out: ByteText): Generator<ByteChunk> {
  for (const { text, done, total } of textChunks(run, TEXT_ROWS_PER_BYTE_CHUNK)) {
    // UTF-8 takes at most three bytes for each UTF-16 unit.
    if (out.bytes.length < text.length * 3) out.bytes = new Uint8Array(text.length * 3);
    out.length = 0;
    out.text(text);
    yield { bytes: out.bytes.subarray(0, out.length), done, total };
  }
}

function* csvChunks(run: FileRun, out: ByteText): Generator<ByteChunk> {
  const { seed, first, end, asOf: today, constraints, layout } = run;
  out.text(run.head);
  const total = end - first;
  let random: Random | undefined;
  for (let index = first; index < end; index++) {
    random = rowRandom(seed, index, random);
    const drawn = drawPerson({ random, today, constraints });
    if (layout) out.csvLayoutRow(drawn, today, random, seed, index, layout);
    else out.csvRow(drawn, today, random, seed, index);
    if (out.length >= BYTES_PER_CHUNK && index + 1 < end) {
      yield { bytes: out.bytes.subarray(0, out.length), done: index + 1 - first, total };
      out.length = 0;
    }
  }
  out.text(run.tail);
  yield { bytes: out.bytes.subarray(0, out.length), done: total, total };
}

/**
 * A noisy run's default CSV as bytes: a record its stream shows to have no error
 * (noise.ts recordMayHit) is its person's clean row after the two ids, written as csvChunks
 * writes it; any other is the record writer's line, encoded. The same bytes as recordChunks'.
 */
function* noisyCsvChunks(run: FileRun, writer: RecordWriter, out: ByteText): Generator<ByteChunk> {
  const { seed, start, first, end, asOf: today, constraints } = run;
  out.text(run.head);
  const total = end - first;
  const plans = new CopyPlans(run);
  const pairs: number[] = [];
  let random: Random | undefined;
  let draws: Random | undefined;
  for (let slot = first; slot < end; slot++) {
    const size = slotCopies(run, slot, plans, pairs);
    for (let place = 0; place < size; place++) {
      const index = pairs[2 * place] ?? slot;
      const copy = pairs[2 * place + 1] ?? 0;
      draws = rowRandom(seed, index, draws, recordStream(copy));
      if (recordMayHit(draws, run.noise, copy)) {
        random = rowRandom(seed, index, random);
        const drawn = drawPerson({ random, today, constraints });
        const person = recordOf(drawn, today, random, seed, index);
        const record = noisyRecord(run, index, copy, person, draws);
        const recordId = slot * RECORDS_PER_SLOT + place;
        if (out.bytes.length - out.length < MOST_RECORD_BYTES) {
          const larger = new Uint8Array(out.length + MOST_RECORD_BYTES + BYTES_PER_CHUNK);
          larger.set(out.bytes.subarray(0, out.length));
          out.bytes = larger;
        }
        if (!plainRecordLine(out, record, recordId, index)) {
          const line = writer.record(
            { record, personId: index, recordId },
            slot - start,
            place,
            size,
          );
          // UTF-8 takes at most three bytes for each UTF-16 unit.
          if (out.bytes.length - out.length < line.length * 3) {
            const larger = new Uint8Array(out.length + line.length * 3 + BYTES_PER_CHUNK);
            larger.set(out.bytes.subarray(0, out.length));
            out.bytes = larger;
          }
          out.text(line);
        }
        continue;
      }
      out.number(slot * RECORDS_PER_SLOT + place);
      out.byte(COMMA);
      out.number(index);
      out.byte(COMMA);
      random = rowRandom(seed, index, random);
      out.csvRow(drawPerson({ random, today, constraints }), today, random, seed, index);
    }
    if (out.length >= BYTES_PER_CHUNK && slot + 1 < end) {
      yield { bytes: out.bytes.subarray(0, out.length), done: slot + 1 - first, total };
      out.length = 0;
    }
  }
  out.text(run.tail);
  yield { bytes: out.bytes.subarray(0, out.length), done: total, total };
}

/**
 * A noisy record's CSV at most: a row's, twice over (an error adds a few letters at most), and
 * its two ids.
 */
const MOST_RECORD_BYTES = 2 * MOST_ROW_BYTES + 64;
const COMMA = 0x2c;
const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * A noisy record's line as recordWriter's plain CSV line writes it (the two ids, then COLUMNS,
 * a blank empty), as bytes: false, and nothing written, if a value holds a comma, quote or line
 * break (the line then needs the writer's quotes).
 */
function plainRecordLine(
  out: ByteText,
  record: NoisyRecord,
  recordId: number,
  personId: number,
): boolean {
  const from = out.length;
  out.number(recordId);
  out.byte(COMMA);
  out.number(personId);
  for (const column of COLUMNS) {
    out.byte(COMMA);
    const value = record[column];
    if (value === null) continue;
    if (typeof value === 'number') {
      out.number(value);
      continue;
    }
    const at = out.length;
    out.text(value);
    // UTF-8 writes these four as themselves alone: no byte of a wider character is one of them.
    const { bytes } = out;
    for (let byte = at; byte < out.length; byte++) {
      const code = bytes[byte];
      if (code === COMMA || code === QUOTE || code === CR || code === LF) {
        out.length = from;
        return false;
      }
    }
  }
  out.byte(CR);
  out.byte(LF);
  return true;
}

/**
 * A household run's default CSV as bytes, as csvBytes.ts writes people's: the same bytes as
 * memberWriter's plain row, without making its text and encoding it.
 */
function* memberCsvChunks(run: FileRun, out: ByteText): Generator<ByteChunk> {
  const { seed, first, end, asOf: today, constraints } = run;
  out.text(run.head);
  const total = end - first;
  const reuse: { household?: Random; member?: Random } = {};
  let householdId = 0;
  const visit: MemberVisit = (drawn, random, relationship, place, contact) => {
    reuse.member = random;
    out.csvMember(
      drawn,
      today,
      random,
      seed,
      householdId * MAX_MEMBERS + place,
      householdId,
      relationship,
      contact,
    );
  };
  for (let index = first; index < end; index++) {
    householdId = index;
    drawMembers(seed, index, today, constraints, visit, reuse);
    if (out.length >= BYTES_PER_CHUNK && index + 1 < end) {
      yield { bytes: out.bytes.subarray(0, out.length), done: index + 1 - first, total };
      out.length = 0;
    }
  }
  out.text(run.tail);
  yield { bytes: out.bytes.subarray(0, out.length), done: total, total };
}

/** A member's CSV row at most: a person's, a household's index and the longest relationship. */
const MOST_MEMBER_BYTES = MOST_ROW_BYTES + 64;

type FileRun = ReturnType<typeof fileRun>;

/**
 * U+FEFF, written in UTF-8 as EF BB BF: a CSV file that starts so is read as UTF-8 by Excel,
 * which otherwise reads it in the machine's legacy code page (Zoë as ZoÃ«).
 */
const BYTE_ORDER_MARK = '\uFEFF';

/** A file's run: its settings, its rows, and the file's head, row writer and tail. */
function fileRun(run: Readonly<FileSettings>) {
  const { start, count, format, header, bom, table, shard, constraints, households } = run;
  const [first, end] = shardRange(start, count, shard);
  const layout = layoutOf(run.columns, run.dateFormat, run.columnCase);
  const note = noteOf(run);
  const noisy = isNoisy(run);
  // A household run's columns are never the default ones (COLUMNS): it always has a layout.
  const rows = noisy
    ? {
        households: false as const,
        noisy: true as const,
        writer: recordWriter(format, {
          total: count,
          note,
          table,
          columns: run.columns,
          dateFormat: run.dateFormat,
          columnCase: run.columnCase,
          slotsPerStatement: households ? SQL_BATCH_HOUSEHOLDS : SQL_BATCH_ROWS,
        }),
      }
    : households && layout
      ? {
          noisy: false as const,
          households: true as const,
          writer: memberWriter(format, { total: count, note, table, layout, constraints }),
        }
      : {
          households: false as const,
          noisy: false as const,
          writer: fileWriter(format, { total: count, note, table, constraints, layout, start }),
        };
  const { writer } = rows;
  // The first part writes the head and the last the tail, even if empty (more parts than
  // rows): a part that starts or ends where the run does may be one of several.
  const firstPart = !shard || shard.index === 1;
  const lastPart = !shard || shard.index === shard.of;
  return Object.freeze({
    ...run,
    first,
    end,
    rows,
    layout,
    // The rows' records carry their origins only when the file writes them (valueOf).
    withOrigin: run.columns.includes('origin'),
    // csvBytes.ts writes CSV rows that need no quotes, of any columns. (It writes each person's
    // own email and phone: a locked one is written by the text path.)
    plainCsv:
      format === 'csv' &&
      !rows.households &&
      !rows.noisy &&
      !needsCsvQuotes(constraints) &&
      constraints.email === undefined &&
      constraints.phone === undefined,
    // And a noisy run's default columns (recordWriter's plain line), where a record with no
    // error is its person's clean row.
    plainNoisyCsv:
      format === 'csv' &&
      rows.noisy &&
      run.dateFormat === 'us' &&
      isDefaultColumns(run.columns.filter((column) => column !== 'id')) &&
      !needsCsvQuotes(constraints) &&
      constraints.email === undefined &&
      constraints.phone === undefined,
    // And a household run's default columns, where no member's email or phone is given.
    plainMemberCsv:
      format === 'csv' &&
      rows.households &&
      layout?.dateFormat === 'us' &&
      layout.names.length === HOUSEHOLD_COLUMNS.length &&
      layout.names.every((name, at) => name === HOUSEHOLD_COLUMNS[at]) &&
      !needsCsvQuotes(constraints) &&
      constraints.email === undefined &&
      constraints.phone === undefined,
    // JSON's bracket is structure, not a header: it stays without one.
    head: firstPart
      ? `${bom ? BYTE_ORDER_MARK : ''}${header || format === 'json' ? writer.head : ''}`
      : '',
    tail: lastPart ? writer.tail : '',
  });
}

/** Whether `columns` are COLUMNS, in their order. */
function isDefaultColumns(columns: readonly FileColumn[]): boolean {
  return columns.length === COLUMNS.length && columns.every((column, at) => column === COLUMNS[at]);
}

/** Whether a run writes noisy records (noise/): any error type's rate or duplicates above 0. */
export function isNoisy({ noise, duplicates }: Readonly<FileSettings>): boolean {
  return anyNoise(noise) || duplicates > 0;
}

/** What made the file: name, version, count, seed, as-of date and constraints (outputNote). */
export function noteOf(settings: Readonly<FileSettings>): string {
  const { seed, start, count, asOf, constraints, households } = settings;
  const where = describeConstraints(constraints);
  const range = households ? householdsText(start, count) : rangeText(start, count);
  return `${range} made by ${PACKAGE_NAME} ${VERSION} with seed ${seed} as of ${isoDate(asOf)}${where ? `, where ${where}` : ''}${isNoisy(settings) ? `, ${noiseText(settings)}` : ''}`;
}

/** "noise typo 0.02, nickname 0.01 and duplicates 0.1": a noisy run's rates, all 0 left out. */
function noiseText({ noise, duplicates }: Readonly<FileSettings>): string {
  const rates = NOISE_TYPES.filter((type) => noise[type] > 0);
  const same =
    rates.length === NOISE_TYPES.length && rates.every((type) => noise[type] === noise.blank);
  const parts = [
    ...(same
      ? [`noise ${noise.blank} a type`]
      : rates.length > 0
        ? [`noise ${rates.map((type) => `${type} ${noise[type]}`).join(', ')}`]
        : []),
    ...(duplicates > 0 ? [`duplicates ${duplicates}`] : []),
  ];
  return parts.join(' and ');
}

/** "1000 people", or from another first index "people 500 to 509", "person 500", "no people from 500". */
function rangeText(start: number, count: number): string {
  if (start === 0) return `${count} ${count === 1 ? 'person' : 'people'}`;
  if (count === 0) return `no people from ${start}`;
  return count === 1 ? `person ${start}` : `people ${start} to ${start + count - 1}`;
}

/** "1000 households", or from another first index "households 500 to 509", "household 500". */
function householdsText(start: number, count: number): string {
  if (start === 0) return `${count} ${count === 1 ? 'household' : 'households'}`;
  if (count === 0) return `no households from ${start}`;
  return count === 1 ? `household ${start}` : `households ${start} to ${start + count - 1}`;
}

function describeConstraints(constraints: Constraints): string {
  return FIELDS.filter(({ key }) => constraints[key] !== undefined)
    .map(({ key }) => `${key} = ${JSON.stringify(constraints[key])}`)
    .join(', ');
}

/**
 * The file's name (outputFileName), which says what made it:
 * people-1000-seed-42-state-texas-v5.1.0-as-of-2026-11-22.csv
 * (households-1000-seed-42-... for households). Locked values are part of the name, and so are a
 * first index other than 0, a shard (people-1000-from-500-seed-42-part-3-of-8-...) and columns,
 * dates or names other than the default
 * (...-seed-42-columns-id-first-name-birthdate-iso-dates-snake-case-v5.1.0-...), so two different
 * files never share one.
 */
export function fileNameOf(settings: Readonly<FileSettings>): string {
  const {
    seed,
    start,
    count,
    format,
    shard,
    asOf,
    constraints,
    households,
    columns,
    dateFormat,
    columnCase,
    noise,
    duplicates,
  } = settings;
  const layout = layoutOf(columns, dateFormat, columnCase);
  // A noisy file says its rates: every type's when they are one rate, else a digest of them.
  const rates = NOISE_TYPES.map((type) => noise[type]);
  const noiseParts = !anyNoise(noise)
    ? []
    : rates.every((rate) => rate === rates[0])
      ? ['noise', slug(String(rates[0]))]
      : ['noise', columnsDigest(NOISE_TYPES.map((type, at) => `${type}=${rates[at]}`))[1] ?? ''];
  const duplicateParts = duplicates > 0 ? ['duplicates', slug(String(duplicates))] : [];
  const standardColumns: readonly string[] = households ? HOUSEHOLD_COLUMNS : COLUMNS;
  // A column's slug holds no other column's whole name (first-name, zip-code, state-code...), so
  // the list reads back as one order of columns.
  const columnsPart = (short: boolean) =>
    layout && layout.columns.join() !== standardColumns.join()
      ? ['columns', ...(short ? columnsDigest(layout.columns) : layout.columns.map((c) => slug(c)))]
      : [];
  const layoutParts = (short: boolean) => [
    ...columnsPart(short),
    ...(dateFormat === 'iso' ? ['iso-dates'] : []),
    ...(columnCase === 'snake' ? ['snake-case'] : []),
  ];
  const lockedKeys = FIELDS.filter(({ key }) => constraints[key] !== undefined).map(
    ({ key }) => key,
  );
  const named = (valueLength: number, shortColumns = false) => {
    const locked = lockedKeys.map(
      (key) => `${slug(key)}-${slug(constraints[key] ?? '', valueLength)}`,
    );
    const parts = [
      households ? 'households' : 'people',
      String(count),
      ...(start === 0 ? [] : ['from', String(start)]),
      'seed',
      String(seed),
      ...locked,
      ...layoutParts(shortColumns),
      ...noiseParts,
      ...duplicateParts,
      ...(shard ? ['part', String(shard.index), 'of', String(shard.of)] : []),
    ];
    return `${parts.join('-')}-v${VERSION}-as-of-${isoDate(asOf)}.${FORMATS[format].extension}`;
  };
  // Each locked value's part is cut shorter until the name fits the file systems' limit; the
  // ending, which says the version and date, stays whole. Slugs are ASCII: a character a byte.
  let valueLength = SLUG_LENGTH;
  let name = named(valueLength);
  while (name.length > MAX_FILE_NAME_BYTES && valueLength > 1) {
    valueLength -= 1;
    name = named(valueLength);
  }
  // Then the columns by their count and a digest of their order.
  if (name.length > MAX_FILE_NAME_BYTES) name = named(valueLength, true);
  return name;
}

/** ['5', '1a2b3c4d']: the count of the columns and an FNV-1a hash of their order, in hex. */
function columnsDigest(columns: readonly string[]): string[] {
  let hash = 0x811c9dc5;
  for (const char of columns.join(',')) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return [String(columns.length), hash.toString(16).padStart(8, '0')];
}

/** The longest file name ext4, APFS and NTFS take (in bytes, or UTF-16 units for NTFS). */
const MAX_FILE_NAME_BYTES = 255;
/** The most of a locked value a file name carries while the whole name fits. */
const SLUG_LENGTH = 40;

function slug(text: string, length = SLUG_LENGTH): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // A value cut to fit does not end on a dash (at full length the names stay as they were).
  const cut =
    length < SLUG_LENGTH ? plain.slice(0, length).replace(/-+$/, '') : plain.slice(0, length);
  return cut || 'x';
}
