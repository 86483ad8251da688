/** The shipped places (one row per ZIP), decoded once on first use. */
import { PLACES_DATA } from './places.data.ts';

export interface Place {
  /** Always 5 digits. */
  zip: string;
  city: string;
  /** The full state name, e.g. "Georgia". */
  state: string;
}

/** A gap letter's value: 'a' is 1. */
const LETTER_OFFSET = 96;

/** The inverse of encodePlaces in tools/data/places.ts, which documents the format. */
export function decodePlaces(data: string): Place[] {
  const decoded: Place[] = [];
  for (const stateText of data.split(';')) {
    const [state = '', ...cityTexts] = stateText.split('|');
    let previousFirst = 0;
    for (const text of cityTexts) {
      const nameEnd = text.search(/\d/);
      const city = text.slice(0, nameEnd);
      let end = nameEnd;
      while (isDigit(text.charCodeAt(end))) end++;
      let zip = (previousFirst += Number(text.slice(nameEnd, end)));
      decoded.push({ zip: fiveDigits(zip), city, state });
      for (let i = end; i < text.length; i++) {
        if (text[i] === '(') {
          const close = text.indexOf(')', i);
          zip += Number(text.slice(i + 1, close));
          i = close;
        } else {
          zip += text.charCodeAt(i) - LETTER_OFFSET;
        }
        decoded.push({ zip: fiveDigits(zip), city, state });
      }
    }
  }
  return decoded;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function fiveDigits(zip: number): string {
  return String(zip).padStart(5, '0');
}

let rows: readonly Place[] | undefined;
let byState: ReadonlyMap<string, readonly Place[]> | undefined;
let byCity: ReadonlyMap<string, readonly Place[]> | undefined;
let byZip: ReadonlyMap<string, Place> | undefined;

/** Every shipped row. Decoding takes a few milliseconds, so it waits for the first person. */
export function placeRows(): readonly Place[] {
  rows ??= decodePlaces(PLACES_DATA);
  return rows;
}

export function placesInState(state: string): readonly Place[] {
  byState ??= groupBy(placeRows(), (row) => row.state);
  return byState.get(state) ?? [];
}

/** A city name can exist in several states: all their rows. */
export function placesInCity(city: string): readonly Place[] {
  byCity ??= groupBy(placeRows(), (row) => row.city);
  return byCity.get(city) ?? [];
}

export function placeOfZip(zip: string): Place | undefined {
  byZip ??= new Map(placeRows().map((row) => [row.zip, row]));
  return byZip.get(zip);
}

function groupBy(list: readonly Place[], key: (row: Place) => string): Map<string, Place[]> {
  const groups = new Map<string, Place[]>();
  for (const row of list) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
