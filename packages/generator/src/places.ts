/**
 * The shipped places: residential ZIPs of the cities packages/generator/data/places.ts keeps, each city with
 * its population. The compact text format's encoder and decoder sit side by side here. A draw
 * decodes only the state it lands in, and only the city it lands in: the first person pays for
 * one state's city names and one city's ZIPs, not for all fifty states.
 */
import type { Random } from './random.ts';
import { PLACES_DATA } from './places.data.ts';
import { pickWeighted, unitWithin, weightedTable } from './weighted.ts';
import { fromOneByteText, toOneByteText } from './words.ts';
import type { WeightedTable } from './weighted.ts';
import { shownValue } from './messages.ts';

export interface Place {
  /** Always 5 digits. */
  zip: string;
  city: string;
  /** The full state name, e.g. "Georgia". */
  state: string;
}

/**
 * A place row as the draws hand it out, with a slot for what another module derives from it
 * (rows.ts: the state code, area codes and CSV bytes of the row's people). A long run reads that
 * for every person, and a slot in the row itself is read where the row was just read: a Map by
 * row, or a property added to the row later (kept apart from it), were each a cache miss more
 * and cost the command line over a tenth of its time. The draws keep these rows; callers
 * outside them get plain copies (placeOfZip, placesInState, placesInCity), as before.
 */
class PlaceRow implements Place {
  zip: string;
  city: string;
  state: string;
  #derived: unknown = undefined;

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
}

/** What was kept for the row by keepDerived; undefined for none, or a row not drawn here. */
export const derivedOf = (row: Place): unknown => PlaceRow.derived(row);
/** Keeps `derived` in a row the draws handed out (PlaceRow); other objects are let be. */
export const keepDerived = (row: Place, derived: unknown): void => PlaceRow.keep(row, derived);

/** The part of the random source (`Random`) that a place draw uses: a float in [0, 1). */
export interface RandomSource {
  number: Pick<Random['number'], 'float'>;
}

export interface CityPlaces {
  city: string;
  /** Weight in a draw: people, in hundreds (at least 1). */
  population: number;
  /** Residential ZIPs, ascending, 5 digits each. */
  zips: string[];
}

export interface StatePlaces {
  state: string;
  /** Its postal code, two capitals: "TX". */
  stateCode: string;
  /** People in the state, in thousands: the weight of the state in a draw. */
  population: number;
  /** Ordered by first ZIP. */
  cities: CityPlaces[];
}

/** A gap letter's value: 'a' is 1. */
const LETTER_OFFSET = 96;
const MAX_LETTER_GAP = 25;
const FORBIDDEN_IN_NAMES = /[\d,|;()]/;
const STATE_CODE = /^[A-Z]{2}$/;
const STATE_CODE_LENGTH = 2;

/**
 * One string: states joined by ';'. A state is its postal code (two capitals, no separator: the
 * name starts at the third character), its name and population, then `|<city>` for each
 * city. A city is its name, its population, a comma, the gap from the previous city's first ZIP
 * in the state (or from 0) to its own first ZIP in decimal, then the gap to each further ZIP:
 * a letter for 1 to 25 (a = 1), else the decimal number in parentheses. Populations are in
 * thousands. Names hold no digits, so the first digit ends a name, and are one-byte text
 * (toOneByteText). Runs of consecutive ZIPs become runs of 'a', which gzip to almost nothing.
 */
export function encodePlaces(states: readonly StatePlaces[]): string {
  const gap = (n: number) =>
    n >= 1 && n <= MAX_LETTER_GAP ? String.fromCharCode(LETTER_OFFSET + n) : `(${n})`;
  const checkedName = (name: string) => {
    if (name === '' || FORBIDDEN_IN_NAMES.test(name)) throw new Error(`cannot encode "${name}"`);
    return toOneByteText(name);
  };
  const checkedPopulation = (population: number, name: string) => {
    if (!Number.isInteger(population) || population < 1) {
      throw new Error(`${name}: population ${population} is not a whole number of thousands`);
    }
    return population;
  };
  return states
    .map(({ state, stateCode, population, cities }) => {
      if (!STATE_CODE.test(stateCode))
        throw new Error(`${state}: "${stateCode}" is no postal code`);
      let previousFirst = 0;
      const encoded = cities.map(({ city, population: cityPopulation, zips }) => {
        const [first, ...rest] = zips.map(Number);
        if (first === undefined) throw new Error(`${city}, ${state} has no ZIP`);
        let text = `${checkedName(city)}${checkedPopulation(cityPopulation, city)},${first - previousFirst}`;
        let previous = first;
        for (const zip of rest) {
          if (!(zip > previous)) throw new Error(`${city}, ${state}: ZIPs must ascend`);
          text += gap(zip - previous);
          previous = zip;
        }
        previousFirst = first;
        return text;
      });
      const head = `${stateCode}${checkedName(state)}${checkedPopulation(population, state)}`;
      return [head, ...encoded].join('|');
    })
    .join(';');
}

/** The inverse of encodePlaces. */
export function decodePlaceStates(data: string): StatePlaces[] {
  return data.split(';').map((block) => {
    const [header = '', ...cityTexts] = block.split('|');
    const { name: state, population } = nameAndNumber(header.slice(STATE_CODE_LENGTH));
    const stateCode = header.slice(0, STATE_CODE_LENGTH);
    return { state, stateCode, population, cities: decodeCities(cityTexts) };
  });
}

/** Every row of the data, state by state: what the page would get if it decoded everything. */
export function decodePlaces(data: string): Place[] {
  return decodePlaceStates(data).flatMap(({ state, cities }) => rowsOf(state, cities));
}

/** A city as the text gives it, its ZIPs still encoded: all a draw needs until it lands there. */
interface CityHead {
  city: string;
  population: number;
  firstZip: number;
  /** The gaps to its further ZIPs, as encodePlaces writes them. */
  gaps: string;
}

function decodeCities(cityTexts: readonly string[]): CityPlaces[] {
  return decodeCityHeads(cityTexts).map((head) => ({
    city: head.city,
    population: head.population,
    zips: zipsOf(head),
  }));
}

function decodeCityHeads(cityTexts: readonly string[]): CityHead[] {
  let previousFirst = 0;
  return cityTexts.map((text) => {
    const comma = text.indexOf(',');
    const { name: city, population } = nameAndNumber(text.slice(0, comma));
    let end = comma + 1;
    while (isDigit(text.charCodeAt(end))) end++;
    const firstZip = (previousFirst += Number(text.slice(comma + 1, end)));
    return { city, population, firstZip, gaps: text.slice(end) };
  });
}

function zipsOf({ firstZip, gaps }: CityHead): string[] {
  let zip = firstZip;
  const zips = [fiveDigits(zip)];
  for (let i = 0; i < gaps.length; i++) {
    if (gaps[i] === '(') {
      const close = gaps.indexOf(')', i);
      zip += Number(gaps.slice(i + 1, close));
      i = close;
    } else {
      zip += gaps.charCodeAt(i) - LETTER_OFFSET;
    }
    zips.push(fiveDigits(zip));
  }
  return zips;
}

function nameAndNumber(text: string): { name: string; population: number } {
  const digits = text.search(/\d/);
  return { name: fromOneByteText(text.slice(0, digits)), population: Number(text.slice(digits)) };
}

function rowsOf(state: string, cities: readonly CityPlaces[]): Place[] {
  return cities.flatMap(({ city, zips }) => zips.map((zip) => ({ zip, city, state })));
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function fiveDigits(zip: number): string {
  return String(zip).padStart(5, '0');
}

interface StateIndex {
  names: string[];
  codes: string[];
  blocks: string[];
  /** By state population. */
  table: WeightedTable;
  positions: ReadonlyMap<string, number>;
}

/**
 * A state as far as draws have needed it: its cities and their weights at once, a city's rows
 * when a draw first lands there (a big state has over a thousand ZIPs: the first person, and the
 * first Generate, wait for one city's), all its rows at its second draw or when asked for.
 */
interface DecodedState {
  state: string;
  heads: CityHead[];
  /** By city population, in the order of `heads`. */
  table: WeightedTable;
  cityRows: (Place[] | undefined)[];
  draws: number;
  rows?: Place[];
  byCity?: ReadonlyMap<string, readonly Place[]>;
}

function rowsOfCity(decoded: DecodedState, city: number): Place[] {
  let rows = decoded.cityRows[city];
  if (!rows) {
    const head = decoded.heads[city];
    const { state } = decoded;
    rows = head ? zipsOf(head).map((zip) => new PlaceRow(zip, head.city, state)) : [];
    decoded.cityRows[city] = rows;
  }
  return rows;
}

function rowsOfState(decoded: DecodedState): Place[] {
  return (decoded.rows ??= decoded.heads.flatMap((_, city) => rowsOfCity(decoded, city)));
}

function byCityOf(decoded: DecodedState): ReadonlyMap<string, readonly Place[]> {
  return (decoded.byCity ??= new Map(
    decoded.heads.map(({ city }, position) => [city, rowsOfCity(decoded, position)]),
  ));
}

let stateIndex: StateIndex | undefined;
const decodedStates: (DecodedState | undefined)[] = [];
let byZip: ReadonlyMap<string, Place> | undefined;

/** The states' names and populations only: splitting the text, no city is decoded. */
function index(): StateIndex {
  if (stateIndex) return stateIndex;
  const blocks = PLACES_DATA.split(';');
  const names: string[] = [];
  const codes: string[] = [];
  const populations: number[] = [];
  for (const block of blocks) {
    const header = block.slice(0, block.indexOf('|'));
    const { name, population } = nameAndNumber(header.slice(STATE_CODE_LENGTH));
    names.push(name);
    codes.push(header.slice(0, STATE_CODE_LENGTH));
    populations.push(population);
  }
  const positions = new Map(names.map((name, position) => [name, position]));
  stateIndex = { names, codes, blocks, table: weightedTable(populations), positions };
  return stateIndex;
}

function decodedState(position: number): DecodedState {
  const cached = decodedStates[position];
  if (cached) return cached;
  const { names, blocks } = index();
  const heads = decodeCityHeads((blocks[position] ?? '').split('|').slice(1));
  const decoded: DecodedState = {
    state: names[position] ?? '',
    heads,
    table: weightedTable(heads.map(({ population }) => population)),
    cityRows: [],
    draws: 0,
  };
  decodedStates[position] = decoded;
  return decoded;
}

function allStates(): DecodedState[] {
  return index().names.map((_, position) => decodedState(position));
}

/**
 * A city of the state by its population, then one of its ZIPs, each as likely: the city's people
 * spread evenly over its ZIPs. One random number serves both choices (see unitWithin).
 */
function placeInState(decoded: DecodedState, unit: number): Place {
  // The second draw in a state builds all its rows: a long run (or a page's thousand Generates)
  // then holds every row from early on, as before, instead of adding towns as draws find them.
  if (++decoded.draws === 2) rowsOfState(decoded);
  const { table } = decoded;
  const city = pickWeighted(table, unit);
  const rows = rowsOfCity(decoded, city);
  const row = rows[Math.floor(unitWithin(table, city, unit) * rows.length)];
  if (!row) throw new Error('a weighted draw fell outside its table');
  return row;
}

/** A place drawn by population: a state by its people, then a city by its people, then a ZIP. */
export function randomPlace(random: RandomSource): Place {
  const { table } = index();
  const unit = random.number.float();
  const state = pickWeighted(table, unit);
  return placeInState(decodedState(state), unitWithin(table, state, unit));
}

/** A place in the state, by population; undefined for a state we do not ship. */
export function randomPlaceInState(random: RandomSource, state: string): Place | undefined {
  const position = index().positions.get(state);
  return position === undefined
    ? undefined
    : placeInState(decodedState(position), random.number.float());
}

/** One of the city's ZIPs in that state, each as likely; undefined if we ship no such city. */
export function randomPlaceInCity(
  random: RandomSource,
  city: string,
  state: string,
): Place | undefined {
  const position = index().positions.get(state);
  const rows = position === undefined ? undefined : byCityOf(decodedState(position)).get(city);
  if (!rows || rows.length === 0) return undefined;
  return rows[Math.floor(random.number.float() * rows.length)] ?? rows[0];
}

/** Every shipped row (decodes every state). */
export function placeRows(): readonly Place[] {
  return allStates().flatMap(rowsOfState);
}

/**
 * A row as callers outside the package's draws get it: a plain object of its three fields, as
 * before rows were PlaceRows, and one they may change without changing the draws' row.
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

/** The row of a ZIP, as a plain object (decodes every state on first use). */
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
  return allStates().flatMap((decoded) => byCityOf(decoded).get(city) ?? []);
}

/** placeOfZip's row as the draws keep it (PlaceRow). */
export function rowOfZip(zip: string): Place | undefined {
  byZip ??= new Map(placeRows().map((row) => [row.zip, row]));
  return byZip.get(zip);
}

/** The state a text names however its capitals and spaces are typed ("new  york"); undefined for none. */
export function stateNamed(text: string): string | undefined {
  const plain = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return index().names.find((name) => plain(name) === plain(text));
}

/** The state whose postal code the text is, in any case ("tx": Texas); undefined for none. */
export function stateOfCode(text: string): string | undefined {
  // Two ASCII letters: toUpperCase would also make "ıd" (a dotless i) Idaho's ID.
  if (!/^[A-Za-z]{2}$/.test(text)) return undefined;
  const { names, codes } = index();
  return names[codes.indexOf(text.toUpperCase())];
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
  /** In hundreds, as CityPlaces counts them. */
  people: number;
}

let spellingsByFold: ReadonlyMap<string, ReadonlyMap<string, Spelling>> | undefined;

/** Folded city name → its shipped spellings (decodes every state). */
function citySpellings(): ReadonlyMap<string, ReadonlyMap<string, Spelling>> {
  if (spellingsByFold) return spellingsByFold;
  const byFold = new Map<string, Map<string, Spelling>>();
  for (const { state, heads } of allStates()) {
    for (const { city, population } of heads) {
      const key = folded(city);
      let spellings = byFold.get(key);
      if (!spellings) byFold.set(key, (spellings = new Map()));
      const spelling = spellings.get(city) ?? { states: [], people: 0 };
      spelling.states.push(state);
      spelling.people += population;
      spellings.set(city, spelling);
    }
  }
  spellingsByFold = byFold;
  return byFold;
}

/** The 50 states' names, as the data lists them. */
export function stateNames(): readonly string[] {
  return index().names;
}
