/**
 * The export's one link to the places API (src/person/places.ts): when places change shape,
 * only this file changes. The export itself needs no place lookup at run time (the area-code
 * table covers every ZIP of the 50 states); the tests check it against what the page ships.
 */
import { placeRows } from '../person/places.ts';

export interface ShippedPlace {
  zip: string;
  city: string;
  /** Full name, e.g. "Texas". */
  state: string;
}

export function shippedPlaces(): readonly ShippedPlace[] {
  return placeRows();
}
