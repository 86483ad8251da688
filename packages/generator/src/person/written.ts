/**
 * A value as people write it, read into the form the person holds it: what the page's editors
 * read from typing and its links from their values, and the command line from its field flags,
 * so a value reads the same wherever it is written.
 */
import { phoneWritten } from './contact.ts';
import { birthdateWritten } from './birthdate.ts';
import type { FieldName } from './fields.ts';
import { firstNameNamed } from './names.ts';
import { cityNamed, placesInCity, stateNamed, stateOfCode } from '../place/places.ts';

/** The state a name in any capitals or a postal code ("tx") says; undefined for none. */
export function stateWritten(text: string): string | undefined {
  return stateNamed(text) ?? stateOfCode(text.trim());
}

/** A city with its state, as the city list offers it: "Springfield, Oregon" or "Springfield, OR". */
export const CITY_IN_STATE = /^(.+?)\s*,\s*([^,]+)$/;
/** A ZIP+4, as a full address gives it: its first five digits are the ZIP. */
const ZIP_PLUS_FOUR = /^(\d{5})-\d{4}$/;

/**
 * `text` in the form the person holds it, spaces around it dropped: a first name written all in
 * small or all in capital letters in the data's spelling ("michael": Michael), a gender in any
 * capitals ("Female": female), a state by name in any capitals or by its postal code ("tx":
 * Texas), a city without a trailing comma, a ZIP+4 as its ZIP, a date written another common way
 * as M/D/YYYY ("1958-06-14": 6/14/1958). Given the `state` it goes with (a link's), a city is
 * also spelled as the shipped places spell it ("Springfield, OR" beside Oregon is Springfield):
 * in that state when it has the city ("saint louis" in Missouri: St. Louis), else where most
 * people live ("dallas" beside New York: Dallas, which the check then says is not in New York);
 * the editor places a typed city itself, knowing the state shown. Anything else, and a value none
 * of these readings knows, comes back as written (trimmed, but a leading tab or carriage return),
 * for the generator's checks to say why.
 */
export function readWritten(field: FieldName, text: string, state?: string): string {
  // A leading tab or carriage return is kept, for the checks to refuse: a spreadsheet reads a
  // cell that starts so as a formula, and trimmed away it would pass unseen.
  const written = text.replace(/^[^\S\t\r]+/u, '').trimEnd();
  if (/^[\t\r]/.test(written)) return written;
  switch (field) {
    case 'firstName':
      // Capitals written on purpose stay (LaToya, McKenzie); all small or all capital letters
      // take the data's (michael: Michael).
      return written === written.toLowerCase() || written === written.toUpperCase()
        ? (firstNameNamed(written) ?? written)
        : written;
    case 'gender': {
      const gender = written.toLowerCase();
      return gender === 'female' || gender === 'male' ? gender : written;
    }
    case 'state':
      return stateWritten(written) ?? written;
    case 'city': {
      const city = written.replace(/\s*,$/, '');
      if (state === undefined) return city;
      const known = stateNamed(state) === state ? state : undefined;
      // "Springfield, OR" beside State Oregon is Springfield.
      const inState = CITY_IN_STATE.exec(city);
      const named =
        inState?.[1] && known && stateWritten(inState[2] ?? '') === known ? inState[1] : city;
      // As the page writes it: the state has a city so spelled. Said first, so a page's own link
      // does not wait for every city's spellings (cityNamed folds them all on first use).
      const inKnown = (name: string) => placesInCity(name).some((place) => place.state === known);
      if (known !== undefined && inKnown(named)) return named;
      // The state's spelling if it has the city; else (or for a state that is not one of the
      // 50) where most people live, so the check says the city is elsewhere, not unknown.
      const here = known === undefined ? undefined : cityNamed(named, known);
      if (here !== undefined && inKnown(here)) return here;
      return cityNamed(named);
    }
    case 'zipCode':
      return ZIP_PLUS_FOUR.exec(written)?.[1] ?? written;
    case 'birthdate':
      return birthdateWritten(written) ?? written;
    case 'phone':
      return phoneWritten(written) ?? written;
    default:
      return written;
  }
}
