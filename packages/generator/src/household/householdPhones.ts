/**
 * A household's place and phone lines, for a run with no place constraint. Numbers are an area
 * code of the town, 555, then 0100 to 0199: a code has 100 lines, so households drawn each on
 * its own would share numbers by chance in a small file. Here the householder's place and area
 * code are drawn together from one unit, u(h) = frac(offset(seed) + radicalInverse2(h)), over a
 * table of every ZIP row and every area code of its town, sorted by code. Any first 2^k
 * households of a seed then lie one in each interval of width 2^-k, so the households of one code
 * in a file from index 0 are spread evenly over the code's interval, and so over its 100 lines.
 * A household stays addressable by (seed, index) alone: u(h) needs nothing else.
 */
import { createRandom } from '../draw/random.ts';
import { pickWeighted, weightedTable, type WeightedTable } from '../draw/weighted.ts';
import { areaCodeChoice } from '../place/area-codes.ts';
import { placeShares, rowOfZip, type Place } from '../place/places.ts';
import type { PhoneLine } from '../person/generate.ts';
import { MAX_MEMBERS } from '../draw/random.ts';

export type { PhoneLine };

/** The lines 0100 to 0199 of each area code: numbers set aside for fiction. */
export const PHONE_LINES = 100;

/**
 * Every shipped ZIP row × each area code serving its town, sorted by area code (then in the
 * rows' order). An entry's weight is the place draw's chance of the row (places.ts randomPlace)
 * times the code's share of the town's exchanges (areaCodeChoice), so a place drawn from the
 * table is drawn as randomPlace draws it, and its code as a record draws it.
 */
export interface PhoneTable {
  rows: readonly Place[];
  /** Each entry's area code. */
  codes: Int32Array;
  /** Each entry's code's position among its town's area codes. */
  positions: Int32Array;
  /** By each entry's weight; its total is the rows' shares' total (1, up to rounding). */
  table: WeightedTable;
  /** For each entry, the running total before the first entry of its code. */
  codeStarts: Float64Array;
  /** For each entry, the total weight of its code. */
  codeWidths: Float64Array;
}

/** A table's entry, as it is built. */
interface Entry {
  row: Place;
  code: number;
  position: number;
  weight: number;
}

let phoneTable: { table: PhoneTable; entries: readonly Entry[] } | undefined;

/** The whole table and its entries, made the first time a household asks. */
function wholeTable(): { table: PhoneTable; entries: readonly Entry[] } {
  if (phoneTable) return phoneTable;
  const { rows, shares } = placeShares();
  const entries: Entry[] = [];
  for (const [at, row] of rows.entries()) {
    const choice = areaCodeChoice(row.state, row.city);
    if (!choice) continue;
    let exchanges = 0;
    for (const count of choice.exchanges) exchanges += count;
    for (const [position, code] of choice.areaCodes.entries()) {
      const weight = ((shares[at] ?? 0) * (choice.exchanges[position] ?? 0)) / exchanges;
      entries.push({ row, code, position, weight });
    }
  }
  // Array.prototype.sort is stable: a code's entries stay in the rows' order.
  entries.sort((a, b) => a.code - b.code);
  phoneTable = { table: tableOf(entries), entries };
  return phoneTable;
}

/** The table of these entries, sorted by code: their running totals and each code's interval. */
function tableOf(entries: readonly Entry[]): PhoneTable {
  const table = weightedTable(entries.map(({ weight }) => weight));
  const codeStarts = new Float64Array(entries.length);
  const codeWidths = new Float64Array(entries.length);
  const { cumulative } = table;
  let first = 0;
  for (let at = 0; at <= entries.length; at++) {
    if (at < entries.length && entries[at]?.code === entries[first]?.code) continue;
    const start = first > 0 ? (cumulative[first - 1] ?? 0) : 0;
    const width = (cumulative[at - 1] ?? 0) - start;
    codeStarts.fill(start, first, at);
    codeWidths.fill(width, first, at);
    first = at;
  }
  return {
    rows: entries.map(({ row }) => row),
    codes: Int32Array.from(entries, ({ code }) => code),
    positions: Int32Array.from(entries, ({ position }) => position),
    table,
    codeStarts,
    codeWidths,
  };
}

/** The table, made the first time a household asks (it decodes every state). */
export function householdPhoneTable(): PhoneTable {
  return wholeTable().table;
}

/** The place constraints a table can be held to. */
export interface PlaceConstraints {
  state?: string | undefined;
  city?: string | undefined;
  zipCode?: string | undefined;
}

/** Tables held to place constraints, by the constraints; undefined: none can be (below). */
const heldTables = new Map<string, PhoneTable | undefined>();

/**
 * The table's entries of the rows the person code's place draw (generate.ts pickPlace) would
 * draw from under these constraints, in proportion as it would: a ZIP's row; a city's rows in its
 * state; a state's rows. Undefined where that draw is not by people (a city without a state) or
 * the constraints name a place the rows do not hold as given: the person's draws are made then.
 */
export function heldPhoneTable(constraints: PlaceConstraints): PhoneTable | undefined {
  const { state, city, zipCode } = constraints;
  if (state === undefined && city === undefined && zipCode === undefined) {
    return householdPhoneTable();
  }
  const key = `${state ?? ''}|${city ?? ''}|${zipCode ?? ''}`;
  if (heldTables.has(key)) return heldTables.get(key);
  const { entries } = wholeTable();
  const zipRow = zipCode === undefined ? undefined : rowOfZip(zipCode);
  let held: Entry[] = [];
  if (zipRow) {
    if ((city ?? zipRow.city) === zipRow.city && (state ?? zipRow.state) === zipRow.state) {
      held = entries.filter(({ row }) => row === zipRow);
    }
  } else if (state !== undefined) {
    held = entries.filter(
      ({ row }) => row.state === state && (city === undefined || row.city === city),
    );
  }
  const table = held.length > 0 ? tableOf(held) : undefined;
  heldTables.set(key, table);
  return table;
}

const TWO_TO_32 = 2 ** 32;

/** The 32 bits of `word` in reverse order. */
function reverse32(word: number): number {
  let x = word >>> 0;
  x = ((x >>> 1) & 0x55555555) | ((x & 0x55555555) << 1);
  x = ((x >>> 2) & 0x33333333) | ((x & 0x33333333) << 2);
  x = ((x >>> 4) & 0x0f0f0f0f) | ((x & 0x0f0f0f0f) << 4);
  x = ((x >>> 8) & 0x00ff00ff) | ((x & 0x00ff00ff) << 8);
  x = (x >>> 16) | (x << 16);
  return x >>> 0;
}

/**
 * Van der Corput's sequence in base 2: `index`'s bits reversed behind the binary point (1 → 0.5,
 * 2 → 0.25, 3 → 0.75). Its first 2^k values are the multiples of 2^-k below 1.
 */
export function radicalInverse2(index: number): number {
  const low = index >>> 0;
  const high = Math.floor(index / TWO_TO_32) >>> 0;
  return reverse32(low) / TWO_TO_32 + reverse32(high) / TWO_TO_32 / TWO_TO_32;
}

let offsetSeed = -1;
let offset = 0;

/** The seed's shift of the sequence: the first draw of the seed's own stream. */
function offsetOf(seed: number): number {
  if (seed !== offsetSeed) {
    offset = createRandom(seed).number.float();
    offsetSeed = seed;
  }
  return offset;
}

/** Household `index` of `seed`'s unit: frac(offset(seed) + radicalInverse2(index)). */
export function householdUnit(seed: number, index: number): number {
  const unit = offsetOf(seed) + radicalInverse2(index);
  return unit >= 1 ? unit - 1 : unit;
}

/** Where a household lives, and the first of its adults' lines as its unit places it. */
export interface HouseholdHome {
  /** The householder's ZIP row. */
  row: Place;
  /** The area code's position among the town's; its adults' numbers all have this code. */
  phone: number;
  /** The area code itself: the allocation (LineAllocation) keeps each code's lines apart. */
  code: number;
  /** Where the unit falls among the code's lines: the householder's line, unless allocated. */
  line: number;
}

/**
 * Household `index` of `seed`'s place and phone: the entry of `phones` (the whole table, or one
 * held to the run's place) holding its unit, and the line where the unit falls in its code's
 * interval, split in PHONE_LINES equal parts.
 */
export function householdHome(
  seed: number,
  index: number,
  phones: PhoneTable = householdPhoneTable(),
): HouseholdHome {
  const unit = householdUnit(seed, index);
  const entry = pickWeighted(phones.table, unit);
  const { cumulative } = phones.table;
  const target = unit * (cumulative[cumulative.length - 1] ?? 0);
  const start = phones.codeStarts[entry] ?? 0;
  const width = phones.codeWidths[entry] ?? 1;
  const line = Math.floor((PHONE_LINES * (target - start)) / width);
  return {
    row: phones.rows[entry] as Place,
    phone: phones.positions[entry] ?? 0,
    code: phones.codes[entry] ?? 0,
    line: Math.min(PHONE_LINES - 1, Math.max(0, line)),
  };
}

/**
 * Households below this index take their adults' lines from an allocation (LineAllocation); the
 * others take the lines from their unit's on. 8,192 households are about 20,000 rows, past the
 * 10,000-row files the allocation is for, and a shard starting
 * inside the window plans the households before it (their adults only) to find its lines.
 */
export const LINE_WINDOW = 8_192;

/**
 * The lines of a seed's households below LINE_WINDOW, one run's place and person constraints
 * given, allocated in index order so that no two of them share a line while their area code has
 * lines free. Household h of code c and k adults takes, among the lines households 0 to h - 1 of
 * code c took:
 * - its unit's line and the k - 1 after it (past 99 back to 0), if all are free;
 * - else the first such block of k free lines going up from its unit's line (past 99 to 0);
 * - else each adult the next free line going up from the unit's line, and once none is free,
 *   the next line of the unit's block that the household does not hold yet (the code holds more
 *   adults than lines: a number is shared with another household, never within one).
 * So household h's lines depend only on households 0 to h of the seed (their area code, unit
 * line and adults), and a shard or a worker that starts at household a plans households 0 to
 * a - 1 to know them.
 */
export class LineAllocation {
  /** Each area code's lines, 1 where a household allocated so far took it. */
  private readonly taken = new Map<number, Uint8Array>();
  /** Household h's adults' lines from h * MAX_MEMBERS on, for the households allocated so far. */
  private readonly lines = new Int8Array(LINE_WINDOW * MAX_MEMBERS);
  private readonly adults = new Int8Array(LINE_WINDOW);
  /** The households allocated: 0 to allocated - 1. */
  private allocated = 0;

  constructor(
    private readonly seed: number,
    private readonly phones: PhoneTable,
    /** Household `index`'s adults: its plan's members 18 or older. */
    private readonly adultsOf: (index: number) => number,
  ) {}

  /**
   * Household `index`'s adults' lines (index below LINE_WINDOW); `adults` is its own count (its
   * caller has planned it). Allocates the households before it first, if they are not yet.
   */
  linesOf(index: number, home: HouseholdHome, adults: number): number[] {
    while (this.allocated < index) {
      const earlier = this.allocated;
      this.allocate(
        earlier,
        householdHome(this.seed, earlier, this.phones),
        this.adultsOf(earlier),
      );
    }
    if (this.allocated === index) this.allocate(index, home, adults);
    const from = index * MAX_MEMBERS;
    return Array.from(this.lines.subarray(from, from + (this.adults[index] ?? 0)));
  }

  private allocate(index: number, { code, line }: HouseholdHome, adults: number): void {
    let taken = this.taken.get(code);
    if (!taken) {
      taken = new Uint8Array(PHONE_LINES);
      this.taken.set(code, taken);
    }
    const from = index * MAX_MEMBERS;
    const block = freeBlock(taken, line, adults);
    let next = line;
    for (let adult = 0; adult < adults; adult++) {
      let chosen: number;
      if (block !== undefined) chosen = (block + adult) % PHONE_LINES;
      else {
        const free = nextFree(taken, next);
        if (free !== undefined) {
          chosen = free;
          next = free;
        } else {
          chosen = (line + adult) % PHONE_LINES;
          while (this.lines.subarray(from, from + adult).includes(chosen)) {
            chosen = (chosen + 1) % PHONE_LINES;
          }
        }
      }
      taken[chosen] = 1;
      this.lines[from + adult] = chosen;
    }
    this.adults[index] = adults;
    this.allocated = index + 1;
  }
}

/** The first line from `line` on (past 99 to 0) starting `size` free lines in a row, if any. */
function freeBlock(taken: Uint8Array, line: number, size: number): number | undefined {
  for (let shift = 0; shift < PHONE_LINES; shift++) {
    const start = (line + shift) % PHONE_LINES;
    let free = true;
    for (let at = 0; at < size && free; at++) free = taken[(start + at) % PHONE_LINES] === 0;
    if (free) return start;
  }
  return undefined;
}

/** The first free line from `line` on (past 99 to 0), if any. */
function nextFree(taken: Uint8Array, line: number): number | undefined {
  for (let shift = 0; shift < PHONE_LINES; shift++) {
    const at = (line + shift) % PHONE_LINES;
    if (taken[at] === 0) return at;
  }
  return undefined;
}

/** The allocations kept: a process runs one seed and one set of constraints at a time, or a few. */
const KEPT_ALLOCATIONS = 4;
const allocations = new Map<string, LineAllocation>();

/**
 * The allocation of `key` (a seed, an as-of date and the constraints a household's plan and place
 * depend on), made by `make` the first time it is asked for, kept while it is among the last few made.
 */
export function lineAllocation(key: string, make: () => LineAllocation): LineAllocation {
  let allocation = allocations.get(key);
  if (allocation) return allocation;
  allocation = make();
  allocations.set(key, allocation);
  if (allocations.size > KEPT_ALLOCATIONS) {
    const oldest = allocations.keys().next().value;
    if (oldest !== undefined) allocations.delete(oldest);
  }
  return allocation;
}
