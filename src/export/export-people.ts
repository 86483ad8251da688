/**
 * Many people as one file's text, in chunks: what the export's worker runs, and what the
 * benchmark and tests call directly. Pure: the seed, the day and the template come in, so the
 * same settings on the same version give the same bytes.
 */
import { createRandom } from '../person/random.ts';
import type { Locks, Person } from '../person/fields.ts';
import type { LocalDate } from '../person/birthdate.ts';
import { generatePerson } from '../person/generate.ts';
import { FORMATS, fileWriter, type Format } from './formats.ts';
import { exportRow } from './rows.ts';

export const MAX_EXPORT_COUNT = 1_000_000;
/** Rows a chunk holds: large enough that posting chunks costs little, small enough for progress. */
export const ROWS_PER_CHUNK = 5000;

export interface ExportSettings {
  count: number;
  format: Format;
  /** 0 to 2^32 - 1. */
  seed: number;
  /** The page's person and locks: every row keeps the locked values, as Generate does. */
  current?: Person;
  locks: Locks;
  /** Ages and birthdates count from this day (the visitor's own calendar). */
  today: LocalDate;
  /** The page's version, written into the file's name (and the SQL file's first line). */
  version: string;
}

export interface ExportChunk {
  text: string;
  /** Rows written so far, this chunk included. */
  done: number;
}

export function* exportChunks(
  settings: ExportSettings,
  rowsPerChunk = ROWS_PER_CHUNK,
): Generator<ExportChunk> {
  const { count, format, seed, current, locks, today } = settings;
  const random = createRandom(seed);
  const writer = fileWriter(format, count, exportNote(settings));
  let text = writer.head;
  for (let index = 0; index < count; index++) {
    const person = generatePerson({ random, today, current, locks });
    text += writer.row(exportRow(person, today, random), index);
    if ((index + 1) % rowsPerChunk === 0 && index + 1 < count) {
      yield { text, done: index + 1 };
      text = '';
    }
  }
  yield { text: text + writer.tail, done: count };
}

export function exportNote({ version, seed, count, today }: ExportSettings): string {
  return `${count} people made by Random American Generator ${version} with seed ${seed} on ${isoDate(today)}`;
}

/** Says what made the file, for every format: e.g. people-1000-seed-42-v1.0.0-2026-11-22.csv. */
export function exportFileName({ version, seed, count, today, format }: ExportSettings): string {
  return `people-${count}-seed-${seed}-v${version}-${isoDate(today)}.${FORMATS[format].extension}`;
}

function isoDate({ year, month, day }: LocalDate): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}`;
}
