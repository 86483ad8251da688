/**
 * Noisy records with the truth: a run's file as slots, one a person index of the run's range.
 * Slot i holds person i's first record, then the copies of other people that land there. A
 * person's copy count (a truncated Zipf law, as Splink's synthetic-data recipe) and the slots
 * its copies land at (i + d, d distinct from 1 to MAX_OFFSET, wrapping within the run's range)
 * come from the person's plan stream, so a slot is made from the seed, the run's range and the
 * people at most MAX_OFFSET before it: shards and --jobs blocks concatenate to one run. Two
 * records of one person are never adjacent: each slot starts with its own person's record, and
 * no copy lands in the slot just before its own person's (d never wraps to -1).
 *
 * Each record's errors come from its own stream (seed, person index, copy number), at rates that
 * rise with the copy. What a person's records share (a maiden surname and another email from the
 * person's alternate stream, the place it moved to from its move stream) is drawn from streams
 * of the person's, so every record that shows it shows the same value.
 */
import { rowRandom, type Random } from '../draw/random.ts';
import type { LocalDate } from '../person/birthdate.ts';
import { parseBirthdate } from '../person/birthdate.ts';
import { drawPerson } from '../person/generate.ts';
import { randomSurnameLike } from '../person/names.ts';
import {
  EMAIL_DOMAINS,
  personAt,
  recordOf,
  type PersonRecord,
  type RecordWithOrigin,
} from '../person/record.ts';
import type { Origin } from '../person/origins.ts';
import type { Constraints } from '../person/fields.ts';
import { stateNames } from '../place/places.ts';
import { NICKNAME_LIST } from './nicknames.data.ts';
import {
  MAX_COPIES,
  MAX_OFFSET,
  RECORDS_PER_SLOT,
  ZIPF_EXPONENT,
  zipfMean,
  type NoiseRates,
  type NoiseType,
} from './noiseTypes.ts';

/**
 * Stream kinds of their own (draw/random.ts says how kinds keep streams apart): a person's plan
 * (copies and offsets), its alternate values (another surname and email), its move (another
 * place, a whole person's draw, made only for a record that shows it), and each record's errors
 * (the copy number shifted above bit 15, so every copy's kind differs from the others' there).
 */
export const PLAN_STREAM = 0x27d4eb2f;
export const ALTERNATE_STREAM = 0x165667b1;
export const MOVE_STREAM = 0x94d049bb;
export const RECORD_STREAM = 0xd3a2646c;

/** A record's stream kind: copy 0 is the person's first record. */
export function recordStream(copy: number): number {
  return (RECORD_STREAM ^ (copy << 16)) >>> 0;
}

/** A noisy run: what every record needs besides its person. */
export interface NoiseRun {
  seed: number;
  start: number;
  count: number;
  asOf: LocalDate;
  constraints: Constraints;
  noise: NoiseRates;
  /** Mean extra records a person: 0 to MAX_DUPLICATES. */
  duplicates: number;
  /** Whether the records carry their person's origin (a file's `origin` column): never noisy. */
  withOrigin?: boolean;
}

/** A record in a file: a person's columns, any of them blank (null). */
export type NoisyRecord = {
  [Key in keyof PersonRecord]: PersonRecord[Key] | null;
};

export interface SlotRecord {
  /**
   * With households, a member's: its household and relationship too, never noisy; with the
   * `origin` column, its person's origin, never noisy either.
   */
  record: NoisyRecord & { householdId?: number; relationship?: string; origin?: Origin };
  /** The person's index: the truth. */
  personId: number;
  /** The slot times RECORDS_PER_SLOT plus the record's place in the slot. */
  recordId: number;
}

/** The offsets a person's copies land at (slots after its own), one a copy; none for most. */
export function copyOffsets(seed: number, index: number, run: NoiseRun, reuse?: Random): number[] {
  if (run.duplicates <= 0) return [];
  // Offsets stop two short of the run's size: an offset of size − 1 would put the copy just
  // before its own person's slot, adjacent to its first record.
  const most = Math.min(MAX_OFFSET, run.count - 2);
  if (most < 1) return [];
  const random = rowRandom(seed, index, reuse, PLAN_STREAM);
  const withCopies = run.duplicates / zipfMean();
  if (random.number.float() >= withCopies) return [];
  const copies = Math.min(zipfCount(random.number.float()), most);
  const offsets: number[] = [];
  while (offsets.length < copies) {
    const offset = random.number.int({ min: 1, max: most });
    if (!offsets.includes(offset)) offsets.push(offset);
  }
  return offsets;
}

/** A copy count from 1 to MAX_COPIES by the truncated Zipf law, from a unit number. */
function zipfCount(unit: number): number {
  let total = 0;
  for (let k = 1; k <= MAX_COPIES; k++) total += k ** -ZIPF_EXPONENT;
  let left = unit * total;
  for (let k = 1; k < MAX_COPIES; k++) {
    left -= k ** -ZIPF_EXPONENT;
    if (left < 0) return k;
  }
  return MAX_COPIES;
}

/**
 * The copy offsets of the people a run's slots look back at, each drawn once: a slot asks for
 * the MAX_OFFSET people before it, so walking slots in order, each person's plan is asked for
 * MAX_OFFSET times. Kept for a person until the walk has passed its last slot.
 */
export class CopyPlans {
  readonly #plans = new Map<number, number[]>();

  constructor(readonly run: NoiseRun) {}

  offsets(index: number): number[] {
    let offsets = this.#plans.get(index);
    if (offsets === undefined) {
      offsets = copyOffsets(this.run.seed, index, this.run);
      this.#plans.set(index, offsets);
      // A walk in order needs the last MAX_OFFSET people alone: the oldest go first.
      if (this.#plans.size > 4 * RECORDS_PER_SLOT) {
        for (const key of this.#plans.keys()) {
          this.#plans.delete(key);
          if (this.#plans.size <= 2 * RECORDS_PER_SLOT) break;
        }
      }
    }
    return offsets;
  }
}

/**
 * The records of slot `slot` (the layout above) as pairs in `into`: a person's index, then
 * its copy number (0 for its first record), its own person's first; returns how many records.
 */
export function slotCopies(
  run: NoiseRun,
  slot: number,
  plans: CopyPlans,
  into: number[] = [],
): number {
  const { start, count } = run;
  into[0] = slot;
  into[1] = 0;
  let records = 1;
  if (run.duplicates <= 0) return records;
  // From the farthest person to the nearest: each lands here at most once.
  for (let d = MAX_OFFSET; d >= 1; d--) {
    if (d > count - 2) continue;
    const other = start + ((((slot - start - d) % count) + count) % count);
    const copy = plans.offsets(other).indexOf(d);
    if (copy < 0) continue;
    into[2 * records] = other;
    into[2 * records + 1] = copy + 1;
    records++;
  }
  return records;
}

/** The records of slot `slot` of a noisy run, in order. */
export function slotRecords(
  run: NoiseRun,
  slot: number,
  plans: CopyPlans = new CopyPlans(run),
): SlotRecord[] {
  const { seed, asOf, constraints } = run;
  const pairs: number[] = [];
  const size = slotCopies(run, slot, plans, pairs);
  const records: SlotRecord[] = [];
  for (let place = 0; place < size; place++) {
    const index = pairs[2 * place] ?? slot;
    const copy = pairs[2 * place + 1] ?? 0;
    records.push({
      record: noisyRecord(
        run,
        index,
        copy,
        personAt(seed, index, asOf, constraints, run.withOrigin),
      ),
      personId: index,
      recordId: slot * RECORDS_PER_SLOT + place,
    });
  }
  return records;
}

/**
 * Whether record `copy` of person `index` may carry an error: false only when noisyRecord would
 * return the person as it is, known from its stream's first numbers alone, without the person.
 */
export function mayHaveErrors(run: NoiseRun, index: number, copy: number): boolean {
  const random = rowRandom(run.seed, index, undefined, recordStream(copy));
  return recordMayHit(random, run.noise, copy);
}

/** Whether a record's stream (recordStream), as it starts, fires any of its error slots. */
export function recordMayHit(random: Random, noise: NoiseRates, copy: number): boolean {
  return slotDrawsOf(noise).fired(random, copy, SLOT_SCRATCH) > 0;
}

/** The rate of a type for copy `copy`: rising by half the asked rate with each copy. */
export function rateFor(rate: number, copy: number): number {
  return Math.min(1, rate * (1 + copy / 2));
}

/**
 * Person `index`'s record number `copy` with its errors, from its own stream (`reuse` as
 * rowRandom's): which slots fire first (ErrorSlotDraws), then each fired slot's error, in the
 * slots' order. The other surname and email come from the person's alternate stream, its other
 * place from its move stream, each drawn only by a record that shows it.
 */
export function noisyRecord(
  run: NoiseRun,
  index: number,
  copy: number,
  person: RecordWithOrigin,
  reuse?: Random,
): NoisyRecord & { origin?: Origin } {
  const random = rowRandom(run.seed, index, reuse, recordStream(copy));
  const alternates = alternatesOf(run.seed, index, person);
  const sources: RecordSources = {
    // In person mode the model knows no spouse: an adult woman's other surname, drawn.
    otherSurname:
      person.gender === 'female' && person.age >= 18 ? () => alternates().surname : undefined,
    moved: () => movedPlace(run, rowRandom(run.seed, index, undefined, MOVE_STREAM), index),
    otherEmail: () => alternates().email,
    copied: (from) => {
      // In person mode a record has no household: the other is another person of the run.
      const other = otherIndex(run.start, run.count, index, from);
      return personAt(run.seed, other, run.asOf, run.constraints);
    },
  };
  return recordErrors(run.noise, copy, person, sources, random);
}

/**
 * A person's other surname, then its other email (empty for none), from its alternate stream in
 * that order, drawn when first asked and kept: every record of the person that shows one shows
 * the same.
 */
export function alternatesOf(
  seed: number,
  index: number,
  person: Pick<CleanRecord, 'lastName' | 'email'>,
): () => { surname: string; email: string } {
  let alternate: { surname: string; email: string } | undefined;
  return () => {
    if (alternate === undefined) {
      const from = rowRandom(seed, index, undefined, ALTERNATE_STREAM);
      const surname = otherSurnameOf(person.lastName, from);
      alternate = { surname, email: person.email === null ? '' : otherEmailOf(person.email, from) };
    }
    return alternate;
  };
}

/** A record a file holds before its errors: a person's, or a household member's. */
export type CleanRecord = Omit<PersonRecord, 'phone' | 'email'> & {
  phone: string | null;
  email: string | null;
};

/** The place and phone a moved record shows. */
export type MovedPlace = Pick<
  NoisyRecord,
  'streetAddress' | 'city' | 'state' | 'stateCode' | 'zipCode' | 'phone'
>;

/**
 * What a record's errors take from outside the record: values all of a person's records share
 * when they show them, and the person a copied birthdate comes from.
 */
export interface RecordSources {
  /** The surname a record with a married surname error shows; undefined: the record has none. */
  otherSurname: (() => string) | undefined;
  moved: () => MovedPlace;
  /** Asked only of a record with an email. */
  otherEmail: () => string;
  /** The birthdate and age copyFromOther copies, the other drawn from the record's stream. */
  copied: (random: Random) => { birthdate: string; age: number };
}

/**
 * `person`'s record number `copy` with its errors at `noise`'s rates, drawn from `random` (the
 * record's stream): the slots that fire (ErrorSlotDraws), then each one's error in the slots'
 * order, where the record's value at that point lets it apply (ERROR_SLOTS). A blank phone or
 * email (a child's) is left blank: no type gives it one.
 */
export function recordErrors<Clean extends CleanRecord>(
  noise: NoiseRates,
  copy: number,
  person: Clean,
  sources: RecordSources,
  random: Random,
): NoisyRecord & Omit<Clean, keyof CleanRecord> {
  const record: NoisyRecord & Omit<Clean, keyof CleanRecord> = { ...person };
  for (const slot of firedSlots(random, noise, copy)) {
    applySlot(slot, record, person, sources, random);
  }
  return record;
}

/** One fired slot's error on `record` (ERROR_SLOTS says which), where its value allows it. */
function applySlot(
  slot: number,
  record: NoisyRecord,
  person: CleanRecord,
  sources: RecordSources,
  random: Random,
): void {
  if (slot >= BLANK_SLOT) {
    record[ALL_COLUMNS[slot - BLANK_SLOT] ?? 'firstName'] = null;
    return;
  }
  if (slot >= TEXT_SLOT) {
    const column = TEXT_COLUMNS[Math.floor((slot - TEXT_SLOT) / 3)] ?? 'firstName';
    const value = record[column];
    if (value === null) return;
    const kind = (slot - TEXT_SLOT) % 3;
    if (kind === 0) record[column] = typo(value, random);
    else if (kind === 1) {
      if (OCR_FROM.test(value)) record[column] = substitute(value, OCR, random);
    } else if (PHONETIC_FROM.test(value)) record[column] = substitute(value, PHONETIC, random);
    return;
  }
  switch (ERROR_SLOTS[slot]) {
    case 'marriedSurname':
      if (sources.otherSurname) record.lastName = sources.otherSurname();
      return;
    case 'move': {
      const moved = sources.moved();
      record.streetAddress = moved.streetAddress;
      record.city = moved.city;
      record.state = moved.state;
      record.stateCode = moved.stateCode;
      record.zipCode = moved.zipCode;
      record.phone = person.phone === null ? null : moved.phone;
      return;
    }
    case 'otherEmail':
      if (person.email !== null) record.email = sources.otherEmail();
      return;
    case 'nickname': {
      const nicknames = nicknamesOf(person.firstName);
      if (nicknames) record.firstName = pick(random, nicknames);
      return;
    }
    case 'fakeName':
      if (slot === FAKE_FIRST_SLOT) record.firstName = pick(random, FAKE_FIRST_NAMES);
      else record.lastName = pick(random, FAKE_LAST_NAMES);
      return;
    case 'wrongOption':
      if (slot === WRONG_GENDER_SLOT) {
        record.gender = person.gender === 'female' ? 'male' : 'female';
      } else {
        const names = stateNames();
        let state = pick(random, names);
        while (state === record.state) state = pick(random, names);
        record.state = state;
      }
      return;
    case 'copyFromOther': {
      const copied = sources.copied(random);
      record.birthdate = copied.birthdate;
      record.age = copied.age;
      return;
    }
    case 'swapMonthDay': {
      const day = parseBirthdate(person.birthdate);
      if (day && day.day <= 12 && day.day !== day.month && record.birthdate === person.birthdate) {
        record.birthdate = `${day.day}/${day.month}/${day.year}`;
      }
      return;
    }
    case 'misreportAge':
      if (record.age !== null) {
        // pseudopeople's default perturbations: one year either way, each half the time.
        const age = record.age + (random.number.float() < 0.5 ? -1 : 1);
        record.age = age < 0 ? record.age + 1 : age;
      }
      return;
    case 'wrongZipDigits':
      if (record.zipCode !== null) record.zipCode = wrongDigits(record.zipCode, random);
  }
}

/** The columns a record has, in a file's order. */
export const ALL_COLUMNS = [
  'firstName',
  'lastName',
  'gender',
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'birthdate',
  'stateCode',
  'age',
  'phone',
  'email',
] as const satisfies readonly (keyof PersonRecord)[];

export const NAME_COLUMNS = ['firstName', 'lastName'] as const;
/** The columns typos, OCR and phonetic errors touch: written by hand or read from paper. */
export const TEXT_COLUMNS = ['firstName', 'lastName', 'streetAddress', 'city'] as const;

/**
 * A record's error slots, in the order their errors apply: the record-wide types, the nickname,
 * each name column's fake name, the gender's and the state's wrong option, the copied birthdate,
 * the swapped date, the age, the ZIP, then each text column's typo, OCR and phonetic error, then
 * a blank for each column. Each slot fires at its type's rate, on its own, whatever the person's
 * values; a fired slot whose value it cannot change (a man's married surname, a name with no
 * nickname, a day above 12) changes nothing, so a type's rate is the share of the cells it may
 * touch that it changes.
 */
export const ERROR_SLOTS: readonly NoiseType[] = [
  'marriedSurname',
  'move',
  'otherEmail',
  'nickname',
  ...NAME_COLUMNS.map((): NoiseType => 'fakeName'),
  'wrongOption',
  'wrongOption',
  'copyFromOther',
  'swapMonthDay',
  'misreportAge',
  'wrongZipDigits',
  ...TEXT_COLUMNS.flatMap((): NoiseType[] => ['typo', 'ocr', 'phonetic']),
  ...ALL_COLUMNS.map((): NoiseType => 'blank'),
];

const FAKE_FIRST_SLOT = ERROR_SLOTS.indexOf('fakeName');
const WRONG_GENDER_SLOT = ERROR_SLOTS.indexOf('wrongOption');
const TEXT_SLOT = ERROR_SLOTS.indexOf('typo');
const BLANK_SLOT = ERROR_SLOTS.indexOf('blank');
const SLOT_COUNT = ERROR_SLOTS.length;

/**
 * Which of a record's slots fire, for one set of rates: each slot fires at its type's rate for
 * the copy (rateFor), on its own. Rather than a number a slot, the stream gives the gap to the
 * next slot that fires at the highest of the rates (a geometric count: the first of the slots
 * left whose `reach` the number is under), and a slot of a lower rate keeps its turn at its
 * rate's share of the highest (thinning). Where the types share one rate (the defaults, or
 * `--noise R`), a record that fires no slot costs one number; a lower rate's turn costs one more.
 * The reaches are sums of products, the same bits in every engine (no logarithm). A rate that is
 * not above 0 (or not a number) never fires, as the old draw's comparison never fired.
 */
class ErrorSlotDraws {
  /** Each copy's rate of each slot (copy × SLOT_COUNT + slot). */
  readonly #rates = new Float64Array((MAX_COPIES + 1) * SLOT_COUNT);
  /** Each copy's highest rate. */
  readonly #most = new Float64Array(MAX_COPIES + 1);
  /** For each copy, the chance that one of the next g + 1 slots fires at its highest rate. */
  readonly #reach = new Float64Array((MAX_COPIES + 1) * SLOT_COUNT);

  constructor(noise: NoiseRates) {
    for (let copy = 0; copy <= MAX_COPIES; copy++) {
      let most = 0;
      for (let slot = 0; slot < SLOT_COUNT; slot++) {
        const asked = noise[ERROR_SLOTS[slot] ?? 'blank'];
        const rate = asked > 0 ? rateFor(asked, copy) : 0;
        this.#rates[copy * SLOT_COUNT + slot] = rate;
        most = Math.max(most, rate);
      }
      this.#most[copy] = most;
      let none = 1;
      for (let gap = 0; gap < SLOT_COUNT; gap++) {
        none *= 1 - most;
        this.#reach[copy * SLOT_COUNT + gap] = 1 - none;
      }
    }
  }

  /** The slots of record `copy` that fire, drawn from its stream, into `into`: how many. */
  fired(random: Random, copy: number, into: number[]): number {
    if (!(Number.isInteger(copy) && copy >= 0 && copy <= MAX_COPIES)) {
      throw new RangeError(
        `a record's copy is a whole number from 0 to ${MAX_COPIES}, not ${copy}`,
      );
    }
    const most = this.#most[copy] ?? 0;
    if (!(most > 0)) return 0;
    // The copy's run of #reach and of #rates.
    const at = copy * SLOT_COUNT;
    let count = 0;
    let slot = 0;
    while (slot < SLOT_COUNT) {
      const unit = random.number.float();
      // None of the slots left fires at the highest rate.
      if (unit >= (this.#reach[at + SLOT_COUNT - slot - 1] ?? 1)) break;
      let gap = 0;
      while (unit >= (this.#reach[at + gap] ?? 1)) gap++;
      slot += gap;
      const rate = this.#rates[at + slot] ?? 0;
      if (rate >= most || random.number.float() * most < rate) into[count++] = slot;
      slot++;
    }
    return count;
  }
}

const slotDraws = new WeakMap<NoiseRates, ErrorSlotDraws>();

/** The slot draws of a set of rates, made once for each set (a run keeps one). */
function slotDrawsOf(noise: NoiseRates): ErrorSlotDraws {
  let draws = slotDraws.get(noise);
  if (!draws) {
    draws = new ErrorSlotDraws(noise);
    slotDraws.set(noise, draws);
  }
  return draws;
}

/** The slots of record `copy` that fire (ErrorSlotDraws), drawn from `random`, in order. */
export function firedSlots(random: Random, noise: NoiseRates, copy: number): number[] {
  const fired: number[] = [];
  slotDrawsOf(noise).fired(random, copy, fired);
  return fired;
}

/** Where recordMayHit's slots go: it only counts them. */
const SLOT_SCRATCH: number[] = [];

/**
 * Placeholder names people give or clerks write where a real name is missing (an assumption in
 * the spirit of pseudopeople's fake names, not its list): letters alone, safe in every file.
 */
export const FAKE_FIRST_NAMES = ['Unknown', 'Baby', 'Test', 'Mister', 'Anonymous'] as const;
export const FAKE_LAST_NAMES = ['Unknown', 'Doe', 'Test', 'Anonymous', 'None'] as const;

/**
 * Another surname than `surname`, from the Census table (person mode's other surname), of the
 * origin its bearers likely have: a name from the same families, as a marriage mostly is.
 */
function otherSurnameOf(surname: string, random: Random): string {
  let other = randomSurnameLike(random, surname);
  while (other === surname) other = randomSurnameLike(random, surname);
  return other;
}

/** The place and phone of a person drawn from `random`: a real place, drawn by its people. */
export function movedPlace(
  run: Pick<NoiseRun, 'asOf' | 'seed'>,
  random: Random,
  index: number,
): PersonRecord {
  const drawn = drawPerson({ random, today: run.asOf, constraints: {} });
  return recordOf(drawn, run.asOf, random, run.seed, index);
}

/** The same mailbox with another number, or at another reserved domain, drawn from `random`. */
function otherEmailOf(email: string, random: Random): string {
  const [mailbox = '', domain = ''] = email.split('@');
  const name = mailbox.replace(/\d+$/, '');
  const number = mailbox.slice(name.length);
  if (random.number.float() < 0.5) {
    let other = random.number.int({ min: 1, max: 9999 });
    if (String(other) === number) other += 1;
    return `${name}${other}@${domain}`;
  }
  const domains = EMAIL_DOMAINS.filter((each) => each !== domain);
  return `${mailbox}@${pick(random, domains)}`;
}

/**
 * Another index of the range `start` to `start + count - 1` than `index`, drawn from `random`;
 * `index` itself in a range of one.
 */
export function otherIndex(start: number, count: number, index: number, random: Random): number {
  if (count < 2) return index;
  const step = random.number.int({ min: 1, max: count - 1 });
  return start + ((index - start + step) % count);
}

export function pick<Item>(random: Random, items: readonly Item[]): Item {
  return items[random.number.int({ min: 0, max: items.length - 1 })] as Item;
}

let nicknameTable: Map<string, readonly string[]> | undefined;

/** A name's nicknames, or undefined for a name the list has none of. */
export function nicknamesOf(name: string): readonly string[] | undefined {
  if (!nicknameTable) {
    nicknameTable = new Map();
    for (const entry of NICKNAME_LIST.split(',')) {
      const [given = '', nicks = ''] = entry.split(':');
      if (given) nicknameTable.set(given, nicks.split('|'));
    }
  }
  return nicknameTable.get(name);
}

/**
 * Each digit replaced with another with its position's weight, at least one: the last digits
 * most often (an assumption: pseudopeople weighs them so; these weights are ours).
 */
const ZIP_DIGIT_WEIGHTS = [0.04, 0.04, 0.2, 0.36, 0.36];

function wrongDigits(zip: string, random: Random): string {
  const digits = [...zip];
  let changed = false;
  while (!changed) {
    for (const [at, weight] of ZIP_DIGIT_WEIGHTS.entries()) {
      if (random.number.float() < weight) {
        digits[at] = otherDigit(digits[at] ?? '0', random);
        changed = true;
      }
    }
  }
  return digits.join('');
}

function otherDigit(digit: string, random: Random): string {
  return String((Number(digit) + random.number.int({ min: 1, max: 9 })) % 10);
}

/** Each key's neighbours on a US QWERTY keyboard (letters; a capital's are capitals). */
const QWERTY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** neighbours' answers, each letter's made once. */
const neighbourCache = new Map<string, string>();

function neighbours(letter: string): string {
  let near = neighbourCache.get(letter);
  if (near === undefined) {
    near = neighboursOf(letter);
    neighbourCache.set(letter, near);
  }
  return near;
}

function neighboursOf(letter: string): string {
  const lower = letter.toLowerCase();
  const row = QWERTY_ROWS.findIndex((keys) => keys.includes(lower));
  if (row < 0) return '';
  const at = QWERTY_ROWS[row]?.indexOf(lower) ?? 0;
  let near = '';
  for (const other of [row - 1, row, row + 1]) {
    const keys = QWERTY_ROWS[other];
    if (!keys) continue;
    for (const column of [at - 1, at, at + 1]) {
      const key = keys[column];
      if (key && key !== lower) near += key;
    }
  }
  return letter === lower ? near : near.toUpperCase();
}

/** Token rate within a chosen cell: pseudopeople's default 0.1 of the characters. */
const TOKEN_RATE = 0.1;

/** Letters replaced by a keyboard neighbour, each at TOKEN_RATE, at least one. */
function typo(text: string, random: Random): string {
  const letters = [...text];
  const places: number[] = [];
  for (let at = 0; at < letters.length; at++) {
    if (neighbours(letters[at] ?? '')) places.push(at);
  }
  if (places.length === 0) return text;
  let chosen = places.filter(() => random.number.float() < TOKEN_RATE);
  if (chosen.length === 0) chosen = [pick(random, places)];
  for (const at of chosen) {
    // Neighbours are ASCII letters: a character each, as a list of them would hold.
    const near = neighbours(letters[at] ?? '');
    letters[at] = near.charAt(random.number.int({ min: 0, max: near.length - 1 }));
  }
  return letters.join('');
}

/** Letters read for others on a scanned page (letters alone, so a name stays letters). */
export const OCR: readonly (readonly [string, string])[] = [
  ['m', 'rn'],
  ['rn', 'm'],
  ['w', 'vv'],
  ['d', 'cl'],
  ['cl', 'd'],
  ['h', 'li'],
  ['l', 'I'],
  ['e', 'c'],
  ['O', 'Q'],
  ['E', 'F'],
];

/** Spellings of a sound (letters alone). */
export const PHONETIC: readonly (readonly [string, string])[] = [
  ['ph', 'f'],
  ['f', 'ph'],
  ['ck', 'k'],
  ['ee', 'ea'],
  ['ea', 'ee'],
  ['ai', 'ay'],
  ['ay', 'ai'],
  ['ou', 'ow'],
  ['c', 'k'],
  ['s', 'z'],
  ['y', 'ie'],
  ['ie', 'y'],
];

/**
 * Whether a text holds any of a table's `from`s: one expression of them all (letters alone, so
 * nothing to escape), read once for each text column of every record.
 */
function anyFrom(table: readonly (readonly [string, string])[]): RegExp {
  return new RegExp(table.map(([from]) => from).join('|'));
}

const OCR_FROM = anyFrom(OCR);
const PHONETIC_FROM = anyFrom(PHONETIC);

/** One of the table's substitutions, at one of its places in the text. */
function substitute(
  text: string,
  table: readonly (readonly [string, string])[],
  random: Random,
): string {
  const places: [number, string, string][] = [];
  for (const [from, to] of table) {
    for (let at = text.indexOf(from); at >= 0; at = text.indexOf(from, at + 1)) {
      places.push([at, from, to]);
    }
  }
  const [at, from, to] = pick(random, places);
  return text.slice(0, at) + to + text.slice(at + from.length);
}
