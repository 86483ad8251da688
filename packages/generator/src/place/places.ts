/**
 * The shipped places: every residential ZIP of the 50 states (a Census ZCTA where anyone lives),
 * the town its mail goes to, and the people who live in it (packages/generator/data/places.ts).
 * The states' list (states.data.ts) is small and always here; each state's towns and ZIPs are a
 * module of their own (stateData.ts), decoded the first time a draw lands in the state. The
 * compact text formats' encoders and decoders sit side by side here.
 */
import type { Random } from '../draw/random.ts';
import { STATES } from './states.data.ts';
import { requireStates, stateData } from '../states/stateData.ts';
import { pickWeighted, unitWithin, weightedTable } from '../draw/weighted.ts';
import { fromOneByteText, toOneByteText } from '../text/words.ts';
import type { WeightedTable } from '../draw/weighted.ts';
import { shownValue } from '../text/messages.ts';
import { ORIGIN_COUNT, PROFILE_OF_CODE, decodeProfiles } from '../states/originProfiles.ts';

export interface Place {
  /** Always 5 digits. */
  zip: string;
  city: string;
  /** The full state name, e.g. "Georgia". */
  state: string;
}

/**
 * A place row as the draws hand it out, with two slots for what other modules derive from it
 * (person/record.ts: the state code and area codes of the row's people; output/csvBytes.ts: where
 * the bytes they copy start). A long run reads that for every person, and a slot in the row
 * itself is read where the row was just read: a Map by row, or a property added to the row later
 * (kept apart from it), would each be a cache miss more on every person. The
 * draws keep these rows; callers outside them get plain copies (placeOfZip, placesInState,
 * placesInCity).
 */
class PlaceRow implements Place {
  zip: string;
  city: string;
  state: string;
  #derived: unknown = undefined;
  #index = -1;
  /** Its state's origin profiles as running shares (originTableOf), and where its own start. */
  #originTable: Float64Array | undefined = undefined;
  #originAt = 0;

  constructor(zip: string, city: string, state: string) {
    this.zip = zip;
    this.city = city;
    this.state = state;
  }

  static derived(row: Place): unknown {
    return row instanceof PlaceRow ? row.#derived : undefined;
  }

  static keep(row: Place, derived: unknown): void {
    if (row instanceof PlaceRow) row.#derived = derived;
  }

  static originTable(row: PlaceRow): Float64Array | undefined {
    return row.#originTable;
  }

  static originAt(row: PlaceRow): number {
    return row.#originAt;
  }

  static keepOrigins(row: PlaceRow, table: Float64Array, at: number): void {
    row.#originTable = table;
    row.#originAt = at;
  }

  static index(row: Place): number {
    return row instanceof PlaceRow ? row.#index : -1;
  }

  static keepIndex(row: Place, index: number): boolean {
    if (!(row instanceof PlaceRow) || !(index >= 0)) return false;
    row.#index = index;
    return true;
  }
}

/** What was kept for the row by keepDerived; undefined for none, or a row not drawn here. */
export const derivedOf = (row: Place): unknown => PlaceRow.derived(row);
/** Keeps `derived` in a row the draws handed out (PlaceRow); other objects are let be. */
export const keepDerived = (row: Place, derived: unknown): void => PlaceRow.keep(row, derived);
/**
 * The whole number kept for the row by keepIndex: where the CSV writer's bytes of the row start
 * in its array (csvBytes.ts placeBytesAt), read with no object between; -1 for none, or a row not
 * drawn here.
 */
export const keptIndexOf = (row: Place): number => PlaceRow.index(row);
/**
 * Keeps `index` (0 or more) in a row the draws handed out; false, keeping nothing, for another
 * object or a negative index.
 */
export const keepIndex = (row: Place, index: number): boolean => PlaceRow.keepIndex(row, index);

/**
 * The residents of the row's ZIP by origin group (ORIGIN_COUNT shares, person/origins.ts), as
 * its state's origin data gives them (a copy of a row: its ZIP's row's); undefined for a ZIP we
 * do not ship.
 */
export function originMixOf(row: Place): Float64Array | undefined {
  const known = row instanceof PlaceRow ? row : rowOfZip(row.zip);
  const table = known instanceof PlaceRow ? PlaceRow.originTable(known) : undefined;
  if (!known || !table) return undefined;
  const at = PlaceRow.originAt(known as PlaceRow);
  return Float64Array.from({ length: ORIGIN_COUNT }, (_, group) =>
    group === 0 ? (table[at] ?? 0) : (table[at + group] ?? 0) - (table[at + group - 1] ?? 0),
  );
}

/**
 * An origin drawn from the residents of the row's ZIP by `unit` in [0, 1): the first group whose
 * running share passes it (a copy of a row: its ZIP's row's); undefined for a ZIP we do not ship. The running
 * shares of a state's ZIPs are one array, read where the row points: a person's draw reads a few
 * cache lines the state's other people read too.
 */
export function originOfPlace(row: Place, unit: number): number | undefined {
  const known = row instanceof PlaceRow ? row : rowOfZip(row.zip);
  if (!(known instanceof PlaceRow)) return undefined;
  const table = PlaceRow.originTable(known);
  if (!table) return undefined;
  const at = PlaceRow.originAt(known);
  for (let group = 0; group < ORIGIN_COUNT - 1; group++) {
    if (unit < (table[at + group] ?? 0)) return group;
  }
  return ORIGIN_COUNT - 1;
}

/** The part of the random source (`Random`) that a place draw uses: a float in [0, 1). */
export interface RandomSource {
  number: Pick<Random['number'], 'float'>;
}

/** One state of the states' list. */
export interface StateEntry {
  state: string;
  /** Its postal code, two capitals: "TX". */
  stateCode: string;
  /** People in the state, in thousands: the weight of the state in a draw. */
  population: number;
  /** The first three digits of its ZIPs, as numbers, ascending. */
  zip3s: number[];
}

/** A town and its residential ZIPs, each with the people who live in it. */
export interface TownZips {
  city: string;
  /** Ascending. */
  zips: { zip: string; people: number }[];
}

const STATE_CODE = /^[A-Z]{2}$/;
const STATE_CODE_LENGTH = 2;
const FORBIDDEN_IN_NAMES = /[\d,|;:()]/;
/** A gap letter's value: 'a' is 1. */
const LETTER_OFFSET = 96;
const MAX_LETTER_GAP = 25;

/**
 * A ZIP's people are kept to the nearest power of 1.15 (within 7.5%), one character each: level
 * L stands for 1.15^L people (135,256, the most populous ZCTA, is level 85, of 90).
 */
const PEOPLE_RATIO = 1.15;
/**
 * The level characters: every printable ASCII character but the separators (| ;) and the two a
 * JSON string escapes (" \), so a level is one byte in the module and in memory.
 */
const PEOPLE_LEVELS = Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i))
  .filter((character) => !'|;"\\'.includes(character))
  .join('');
const peopleLevel = (people: number) => Math.round(Math.log(people) / Math.log(PEOPLE_RATIO));
/** The people a level stands for, by the level character's code. */
const PEOPLE_OF_LEVEL_CODE = (() => {
  const people = new Float64Array(128);
  for (let level = 0; level < PEOPLE_LEVELS.length; level++) {
    people[PEOPLE_LEVELS.charCodeAt(level)] = PEOPLE_RATIO ** level;
  }
  return people;
})();

const checkedName = (name: string) => {
  if (name === '' || FORBIDDEN_IN_NAMES.test(name)) throw new Error(`cannot encode "${name}"`);
  return toOneByteText(name);
};

/**
 * The states' list: states joined by ';', each its postal code (two capitals: the name starts
 * at the third character), its name, its population in thousands, '|', then the first three
 * digits of its ZIPs as ascending runs ("350-352,354").
 */
export function encodeStates(states: readonly StateEntry[]): string {
  return states
    .map(({ state, stateCode, population, zip3s }) => {
      if (!STATE_CODE.test(stateCode))
        throw new Error(`${state}: "${stateCode}" is no postal code`);
      if (!Number.isInteger(population) || population < 1) {
        throw new Error(`${state}: population ${population} is not a whole number of thousands`);
      }
      const runs: string[] = [];
      const sorted = [...zip3s].sort((a, b) => a - b);
      for (let i = 0; i < sorted.length;) {
        let end = i;
        while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end++;
        runs.push(end === i ? `${sorted[i]}` : `${sorted[i]}-${sorted[end]}`);
        i = end + 1;
      }
      return `${stateCode}${checkedName(state)}${population}|${runs.join(',')}`;
    })
    .join(';');
}

/** The inverse of encodeStates. */
export function decodeStates(text: string): StateEntry[] {
  return text.split(';').map((block) => {
    const [head = '', runs = ''] = block.split('|');
    const digits = head.search(/\d/);
    const zip3s = runs.split(',').flatMap((run) => {
      const [first = 0, last = first] = run.split('-').map(Number);
      return Array.from({ length: last - first + 1 }, (_, i) => first + i);
    });
    return {
      stateCode: head.slice(0, STATE_CODE_LENGTH),
      state: fromOneByteText(head.slice(STATE_CODE_LENGTH, digits)),
      population: Number(head.slice(digits)),
      zip3s,
    };
  });
}

/**
 * A state's towns, joined by '|', in the order of their first ZIPs. A town is its name, ',', the
 * gap from the previous town's first ZIP (or from 0) to its own in decimal, then the gap to each
 * further ZIP (a letter for 1 to 25, 'a' = 1, else the decimal number in parentheses), ':', and
 * one PEOPLE_LEVELS character for each ZIP: its people. Names hold no digits, commas or colons,
 * and are one-byte text (toOneByteText). Runs of consecutive ZIPs become runs of 'a'.
 */
export function encodeStatePlaces(towns: readonly TownZips[]): string {
  let previousFirst = 0;
  return towns
    .map(({ city, zips }) => {
      const [first, ...rest] = zips.map(({ zip }) => Number(zip));
      if (first === undefined) throw new Error(`${city} has no ZIP`);
      if (!(first > previousFirst || previousFirst === 0)) {
        throw new Error(`${city}: towns must come in the order of their first ZIPs`);
      }
      let text = `${checkedName(city)},${first - previousFirst}`;
      let previous = first;
      for (const zip of rest) {
        if (!(zip > previous)) throw new Error(`${city}: ZIPs must ascend`);
        const gap = zip - previous;
        text += gap <= MAX_LETTER_GAP ? String.fromCharCode(LETTER_OFFSET + gap) : `(${gap})`;
        previous = zip;
      }
      previousFirst = first;
      const levels = zips.map(({ zip, people }) => {
        const level = PEOPLE_LEVELS[peopleLevel(people)];
        if (!(people >= 1) || level === undefined) {
          throw new Error(`${city} ${zip}: ${people} people cannot be encoded`);
        }
        return level;
      });
      return `${text}:${levels.join('')}`;
    })
    .join('|');
}

/** A state's places decoded into arrays: its towns, and its ZIPs in town order. */
interface StatePlacesColumns {
  towns: string[];
  /** Each town's first ZIP among the rows; one more entry, the rows' count, at the end. */
  townStart: Int32Array;
  zips: Int32Array;
  /** The people each ZIP's level stands for. */
  people: Float64Array;
}

function decodeColumns(text: string): StatePlacesColumns {
  const items = text.split('|');
  const towns: string[] = [];
  const townStart = new Int32Array(items.length + 1);
  // Every ZIP has one level character: the text's length bounds the rows.
  const zips = new Int32Array(text.length);
  const people = new Float64Array(text.length);
  let rows = 0;
  let previousFirst = 0;
  items.forEach((item, town) => {
    const comma = item.indexOf(',');
    const colon = item.indexOf(':', comma);
    towns.push(fromOneByteText(item.slice(0, comma)));
    townStart[town] = rows;
    let at = comma + 1;
    let zip = 0;
    while (isDigit(item.charCodeAt(at))) zip = zip * 10 + item.charCodeAt(at++) - DIGIT_ZERO;
    zip += previousFirst;
    previousFirst = zip;
    zips[rows] = zip;
    for (; at < colon; at++) {
      if (item[at] === '(') {
        const close = item.indexOf(')', at);
        zip += Number(item.slice(at + 1, close));
        at = close;
      } else {
        zip += item.charCodeAt(at) - LETTER_OFFSET;
      }
      zips[++rows] = zip;
    }
    rows++;
    for (let level = colon + 1, row = townStart[town] ?? 0; level < item.length; level++, row++) {
      people[row] = PEOPLE_OF_LEVEL_CODE[item.charCodeAt(level)] ?? 0;
    }
  });
  townStart[items.length] = rows;
  // Copies of the rows alone: the bounds are several times the rows, and a run keeps every state.
  return { towns, townStart, zips: zips.slice(0, rows), people: people.slice(0, rows) };
}

/** The inverse of encodeStatePlaces, each ZIP's people as its level stands for them. */
export function decodeStatePlaces(text: string): TownZips[] {
  const { towns, townStart, zips, people } = decodeColumns(text);
  return towns.map((city, town) => {
    const rows: { zip: string; people: number }[] = [];
    for (let row = townStart[town] ?? 0; row < (townStart[town + 1] ?? 0); row++) {
      rows.push({ zip: fiveDigits(zips[row] ?? 0), people: people[row] ?? 0 });
    }
    return { city, zips: rows };
  });
}

const DIGIT_ZERO = 48;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function fiveDigits(zip: number): string {
  return String(zip).padStart(5, '0');
}

interface StateIndex {
  names: string[];
  codes: string[];
  /** By state population. */
  table: WeightedTable;
  positions: ReadonlyMap<string, number>;
  /** A ZIP's first three digits → the positions of the states that have such ZIPs. */
  byZip3: ReadonlyMap<number, readonly number[]>;
}

/** A state as far as draws have needed it: its columns, a table of its ZIPs by people, its rows. */
interface DecodedState {
  state: string;
  columns: StatePlacesColumns;
  /** Every ZIP of the state by its people. */
  table: WeightedTable;
  rows: (PlaceRow | undefined)[];
  draws: number;
  /** Each town's ZIPs by their people, made when a draw is held to the town. */
  townTables: (WeightedTable | undefined)[];
  byCity?: ReadonlyMap<string, number>;
  /** The ZIPs' origin profiles (ORIGIN_COUNT running shares each, the last 1), each row's digit. */
  originProfiles: Float64Array;
  originOfRow: string;
}

let stateIndex: StateIndex | undefined;
const decodedStates: (DecodedState | undefined)[] = [];
let byZip: ReadonlyMap<string, Place> | undefined;

/** The states' names, codes and populations, and where their ZIPs start. */
function index(): StateIndex {
  if (stateIndex) return stateIndex;
  const entries = decodeStates(STATES);
  const byZip3 = new Map<number, number[]>();
  entries.forEach(({ zip3s }, position) => {
    for (const zip3 of zip3s) {
      const states = byZip3.get(zip3) ?? [];
      if (states.length === 0) byZip3.set(zip3, states);
      states.push(position);
    }
  });
  const names = entries.map(({ state }) => state);
  stateIndex = {
    names,
    codes: entries.map(({ stateCode }) => stateCode),
    table: weightedTable(entries.map(({ population }) => population)),
    positions: new Map(names.map((name, position) => [name, position])),
    byZip3,
  };
  return stateIndex;
}

function decodedState(position: number): DecodedState {
  const cached = decodedStates[position];
  if (cached) return cached;
  const { names, codes } = index();
  const data = stateData(codes[position] ?? '');
  const columns = decodeColumns(data.places);
  if (data.origins.places.length !== columns.zips.length) {
    throw new Error(
      `${codes[position]}: origins for ${data.origins.places.length} of ${columns.zips.length} rows`,
    );
  }
  const decoded: DecodedState = {
    state: names[position] ?? '',
    columns,
    table: weightedTable(columns.people),
    rows: [],
    draws: 0,
    townTables: [],
    originProfiles: runningShares(decodeProfiles(data.origins.profiles)),
    originOfRow: data.origins.places,
  };
  decodedStates[position] = decoded;
  return decoded;
}

/**
 * Each profile's shares as running totals over its own total, so the last is 1 whatever the
 * rounding of the shipped thousandths, and a group of no share adds nothing.
 */
function runningShares(profiles: Float64Array): Float64Array {
  const running = new Float64Array(profiles.length);
  for (let at = 0; at < profiles.length; at += ORIGIN_COUNT) {
    let total = 0;
    for (let group = 0; group < ORIGIN_COUNT; group++) total += profiles[at + group] ?? 0;
    let sum = 0;
    for (let group = 0; group < ORIGIN_COUNT; group++) {
      sum += profiles[at + group] ?? 0;
      running[at + group] = group === ORIGIN_COUNT - 1 ? 1 : sum / total;
    }
  }
  return running;
}

function rowOf(decoded: DecodedState, row: number): PlaceRow {
  let place = decoded.rows[row];
  if (!place) {
    const { columns } = decoded;
    const town = townOfIndex(columns.townStart, row);
    place = new PlaceRow(
      fiveDigits(columns.zips[row] ?? 0),
      columns.towns[town] ?? '',
      decoded.state,
    );
    const profile = PROFILE_OF_CODE[decoded.originOfRow.charCodeAt(row)] ?? -1;
    if (profile < 0 || (profile + 1) * ORIGIN_COUNT > decoded.originProfiles.length) {
      throw new Error(`${decoded.state}: row ${row}'s origin is not a profile digit`);
    }
    PlaceRow.keepOrigins(place, decoded.originProfiles, profile * ORIGIN_COUNT);
    decoded.rows[row] = place;
  }
  return place;
}

/** The town whose rows hold `row`: the last town starting at or before it. */
function townOfIndex(townStart: Int32Array, row: number): number {
  let low = 0;
  let high = townStart.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((townStart[middle] ?? 0) <= row) low = middle;
    else high = middle - 1;
  }
  return low;
}

function rowsOfState(decoded: DecodedState): PlaceRow[] {
  return Array.from(decoded.columns.zips, (_, row) => rowOf(decoded, row));
}

function rowsOfTown(decoded: DecodedState, town: number): PlaceRow[] {
  const { townStart } = decoded.columns;
  const rows: PlaceRow[] = [];
  for (let row = townStart[town] ?? 0; row < (townStart[town + 1] ?? 0); row++) {
    rows.push(rowOf(decoded, row));
  }
  return rows;
}

function townsByName(decoded: DecodedState): ReadonlyMap<string, number> {
  return (decoded.byCity ??= new Map(decoded.columns.towns.map((city, town) => [city, town])));
}

function allStates(): DecodedState[] {
  const { names, codes } = index();
  requireStates(codes);
  return names.map((_, position) => decodedState(position));
}

/**
 * A ZIP of the state drawn by its people. The state's second draw makes all its rows: a long
 * run (or a page's thousand Generates) then holds every row of a state from early on, and its
 * memory stops growing, instead of adding a row each time a draw finds a new ZIP.
 */
function placeInState(decoded: DecodedState, unit: number): Place {
  if (++decoded.draws === 2) rowsOfState(decoded);
  return rowOf(decoded, pickWeighted(decoded.table, unit));
}

/**
 * A place drawn by where people live: a state by its people, then one of its ZIPs by the people
 * of its ZCTA. One random number serves both choices (see unitWithin).
 */
export function randomPlace(random: RandomSource): Place {
  const { table } = index();
  const unit = random.number.float();
  const state = pickWeighted(table, unit);
  return placeInState(decodedState(state), unitWithin(table, state, unit));
}

/**
 * Every shipped row (decodes every state) with the chance that randomPlace draws it: its state's
 * share of the states' people times its share of the state's. In the states' order, then the
 * rows' (placeRows).
 */
export function placeShares(): { rows: readonly Place[]; shares: Float64Array } {
  const { table } = index();
  const states = allStates();
  const rows: Place[] = [];
  const shares: number[] = [];
  const { cumulative } = table;
  const total = cumulative[cumulative.length - 1] ?? 0;
  states.forEach((decoded, position) => {
    const stateShare =
      ((cumulative[position] ?? 0) - (position > 0 ? (cumulative[position - 1] ?? 0) : 0)) / total;
    const people = decoded.table.cumulative;
    const statePeople = people[people.length - 1] ?? 0;
    for (const [row, place] of rowsOfState(decoded).entries()) {
      rows.push(place);
      shares.push((stateShare * (decoded.columns.people[row] ?? 0)) / statePeople);
    }
  });
  return { rows, shares: Float64Array.from(shares) };
}

/** The postal code of the state a place draw from `unit` lands in: what its person needs loaded. */
export function stateCodeOfUnit(unit: number): string {
  const { table, codes } = index();
  return codes[pickWeighted(table, unit)] ?? '';
}

/** A place in the state, by people; undefined for a state we do not ship. */
export function randomPlaceInState(random: RandomSource, state: string): Place | undefined {
  const position = index().positions.get(state);
  return position === undefined
    ? undefined
    : placeInState(decodedState(position), random.number.float());
}

/** One of the city's ZIPs in that state, by their people; undefined if we ship no such city. */
export function randomPlaceInCity(
  random: RandomSource,
  city: string,
  state: string,
): Place | undefined {
  const position = index().positions.get(state);
  if (position === undefined) return undefined;
  const decoded = decodedState(position);
  const town = townsByName(decoded).get(city);
  if (town === undefined) return undefined;
  const { townStart, people } = decoded.columns;
  const start = townStart[town] ?? 0;
  const table = (decoded.townTables[town] ??= weightedTable(
    people.subarray(start, townStart[town + 1] ?? start),
  ));
  return rowOf(decoded, start + pickWeighted(table, random.number.float()));
}

/** The position of a town among its state's towns (its places module's order); undefined for none. */
export function townNamed(state: string, city: string): number | undefined {
  const position = index().positions.get(state);
  return position === undefined ? undefined : townsByName(decodedState(position)).get(city);
}

/** Every shipped row (decodes every state). */
export function placeRows(): readonly Place[] {
  return allStates().flatMap(rowsOfState);
}

/**
 * A row as callers outside the package's draws get it: a plain object of its three fields, and
 * one they may change without changing the draws' row.
 */
const plainPlace = ({ zip, city, state }: Place): Place => ({ zip, city, state });

/** The state's rows, as plain objects. */
export function placesInState(state: string): readonly Place[] {
  return rowsInState(state).map(plainPlace);
}

/** A city name can exist in several states: all their rows, as plain objects (decodes every state). */
export function placesInCity(city: string): readonly Place[] {
  return rowsInCity(city).map(plainPlace);
}

/** The row of a ZIP, as a plain object. */
export function placeOfZip(zip: string): Place | undefined {
  const row = rowOfZip(zip);
  return row && plainPlace(row);
}

/** placesInState's rows as the draws keep them (PlaceRow). */
export function rowsInState(state: string): readonly Place[] {
  const position = index().positions.get(state);
  return position === undefined ? [] : rowsOfState(decodedState(position));
}

/** placesInCity's rows as the draws keep them (PlaceRow). */
export function rowsInCity(city: string): readonly Place[] {
  return allStates().flatMap((decoded) => {
    const town = townsByName(decoded).get(city);
    return town === undefined ? [] : rowsOfTown(decoded, town);
  });
}

/** placeOfZip's row as the draws keep it (PlaceRow): decodes the states that have such ZIPs. */
export function rowOfZip(zip: string): Place | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  byZip ??= new Map();
  const known = byZip.get(zip);
  if (known) return known;
  for (const position of index().byZip3.get(Number(zip.slice(0, 3))) ?? []) {
    const decoded = decodedState(position);
    const { zips } = decoded.columns;
    const wanted = Number(zip);
    for (let row = 0; row < zips.length; row++) {
      if (zips[row] === wanted) {
        const place = rowOf(decoded, row);
        (byZip as Map<string, Place>).set(zip, place);
        return place;
      }
    }
  }
  return undefined;
}

/** The postal codes of the states whose data a ZIP's row is in (one, or none for a ZIP we lack). */
export function stateCodesOfZip(zip: string): readonly string[] {
  if (!/^\d{5}$/.test(zip)) return [];
  const { codes, byZip3 } = index();
  return (byZip3.get(Number(zip.slice(0, 3))) ?? []).map((position) => codes[position] ?? '');
}

/** The state a text names however its capitals and spaces are typed ("new  york"); undefined for none. */
export function stateNamed(text: string): string | undefined {
  const plain = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return index().names.find((name) => plain(name) === plain(text));
}

/** The state whose postal code the text is, in any case ("tx": Texas); undefined for none. */
export function stateOfCode(text: string): string | undefined {
  if (typeof text !== 'string') {
    throw new TypeError(`stateOfCode(text) reads text, not ${shownValue(text)}`);
  }
  // Two ASCII letters: toUpperCase would also make "ıd" (a dotless i) Idaho's ID.
  if (!/^[A-Za-z]{2}$/.test(text)) return undefined;
  const { names, codes } = index();
  return names[codes.indexOf(text.toUpperCase())];
}

/** The postal code of a state by its name ("Texas": TX); undefined for a state we do not ship. */
export function codeOfState(state: string): string | undefined {
  const { positions, codes } = index();
  const position = positions.get(state);
  return position === undefined ? undefined : codes[position];
}

/** Every state's postal code, in the order of stateNames. */
export function stateCodes(): readonly string[] {
  return index().codes;
}

/**
 * Words that places write either way: "St. Louis" and "Saint Paul", "Ft. Worth"... The places
 * script reads them so too when it matches GeoNames' two lists (cityKey in data/places.ts).
 */
export const SHORT_WORDS: ReadonlyMap<string, string> = new Map([
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['ft', 'fort'],
  ['mt', 'mount'],
]);

/**
 * A name as typed, compared as people type it: capitals, accents, the ʻokina (or an apostrophe
 * in its place), full stops and hyphens aside, and St, Ft and Mt as Saint, Fort and Mount. So
 * "austin" is Austin, "Aiea" is ‘Aiea, "Saint Louis" is St. Louis and "Kailua Kona" Kailua-Kona.
 */
function folded(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u2018\u2019\u02bb'`.]/g, '')
    .replace(/[\s-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(' ')
    .map((word) => SHORT_WORDS.get(word) ?? word)
    .join(' ');
}

/**
 * The shipped city the text names, however typed: within `state` when given, else first within
 * `preferredState` (the state shown: Georgia's LaFayette), else the text itself if it is a
 * shipped spelling (Saint Louis, Michigan), else the spelling most people live in (Lafayette, in
 * five states; St. Louis, Missouri, for "saint louis"). The text itself when it names none, or
 * several in `state`, so the generator's check says why.
 */
export function cityNamed(typed: string, state?: string, preferredState?: string): string {
  if (typeof typed !== 'string') {
    throw new TypeError(`cityNamed(text, state?) reads text, not ${shownValue(typed)}`);
  }
  // A tab or carriage return first names no city: kept, for the checks to refuse (a spreadsheet
  // reads a cell that starts so as a formula), not folded away into the city it is before.
  if (/^[\t\r]/.test(typed)) return typed;
  const spellings = citySpellings().get(folded(typed));
  if (spellings === undefined) return typed;
  const within = (name: string) => {
    const here = [...spellings].filter(([, { states }]) => states.includes(name));
    return here.length === 1 ? here[0]?.[0] : undefined;
  };
  if (state !== undefined) return within(state) ?? typed;
  const preferred = preferredState === undefined ? undefined : within(preferredState);
  if (preferred !== undefined) return preferred;
  // A shipped spelling typed exactly is that town: "St. Marys" is Georgia's, not Saint Marys.
  if (spellings.has(typed)) return typed;
  let most: [string, Spelling] | undefined;
  for (const entry of spellings) if (!most || entry[1].people > most[1].people) most = entry;
  return most?.[0] ?? typed;
}

/** One shipped spelling of a city name: the states that have a city so spelled, their people. */
interface Spelling {
  states: string[];
  people: number;
}

let spellingsByFold: ReadonlyMap<string, ReadonlyMap<string, Spelling>> | undefined;

/** Folded city name → its shipped spellings (decodes every state). */
function citySpellings(): ReadonlyMap<string, ReadonlyMap<string, Spelling>> {
  if (spellingsByFold) return spellingsByFold;
  const byFold = new Map<string, Map<string, Spelling>>();
  for (const { state, columns } of allStates()) {
    const { towns, townStart, people } = columns;
    towns.forEach((city, town) => {
      const key = folded(city);
      let spellings = byFold.get(key);
      if (!spellings) byFold.set(key, (spellings = new Map()));
      const spelling = spellings.get(city) ?? { states: [], people: 0 };
      spelling.states.push(state);
      for (let row = townStart[town] ?? 0; row < (townStart[town + 1] ?? 0); row++) {
        spelling.people += people[row] ?? 0;
      }
      spellings.set(city, spelling);
    });
  }
  spellingsByFold = byFold;
  return byFold;
}

/** The 50 states' names, as the data lists them. */
export function stateNames(): readonly string[] {
  return index().names;
}
