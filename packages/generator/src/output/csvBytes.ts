/**
 * CSV rows written straight into bytes: the bytes of formats.ts's CSV rows, without making their
 * text. Each value is written as UTF-8 where the text writer would join it into a row, the rows
 * into a chunk, and then encode the chunk. Made only for the command line's speed: a row's text
 * is some 40 strings joined, then copied flat and encoded; here the drawn parts (a street's
 * number, name and suffix; a birthday's day, month and year) are written as they are.
 * csvBytes.test.ts holds these bytes to the text writer's.
 *
 * Only for rows that need no quotes: runs whose constraints hold no comma, quote or line break
 * (fileWriter's plainCsvRow). The others go through the text writer. The default columns are
 * csvRow; columns, dates or names a run chose (columns.ts) are csvLayoutRow, layoutWriter's bytes.
 */
import { ageOn, isoDate, parseBirthdate, type LocalDate } from '../person/birthdate.ts';
import { FILE_COLUMNS, type FileColumn, type Layout } from './columns.ts';
import { MAX_VALUE_UNITS } from '../person/constraints.ts';
import { emailNumber } from '../person/email.ts';
import { FIELDS } from '../person/fields.ts';
import type { Drawn } from '../person/generate.ts';
import { originName } from '../person/origins.ts';
import {
  MAILBOX_PART_LENGTH,
  drawContactInto,
  mailboxPart,
  placeColumnsOf,
  type ContactDraws,
  type PlaceColumns,
} from '../person/record.ts';
import { keepIndex, keptIndexOf, type Place } from '../place/places.ts';
import type { Random } from '../draw/random.ts';

const COMMA = 0x2c;
const SPACE = 0x20;
const SLASH = 0x2f;
const DASH = 0x2d;
const DOT = 0x2e;
const AT = 0x40;
const CR = 0x0d;
const LF = 0x0a;
const ZERO = 0x30;
/** csvLayoutRow's code for a column: its index in FILE_COLUMNS, a number to switch on. */
const codeOf = (column: FileColumn) => FILE_COLUMNS.indexOf(column);
const ID = codeOf('id');
const FIRST_NAME = codeOf('firstName');
const LAST_NAME = codeOf('lastName');
const GENDER = codeOf('gender');
const STREET_ADDRESS = codeOf('streetAddress');
const CITY = codeOf('city');
const STATE = codeOf('state');
const ZIP_CODE = codeOf('zipCode');
const BIRTHDATE = codeOf('birthdate');
const STATE_CODE = codeOf('stateCode');
const AGE = codeOf('age');
const PHONE = codeOf('phone');
const EMAIL = codeOf('email');
const ORIGIN = codeOf('origin');
/** A member without a phone or an email: no phone start (as outside the 50 states). */
const NO_CONTACT: ContactDraws = { phone: -1, line: 0, domain: '' };
/** "512-555-01": a phone number up to its last two digits. */
const PHONE_START_LENGTH = 10;
/** Numbers below this are written in 32-bit integers. */
const SMALL_NUMBER_LIMIT = 1e9;
/** "00" to "99" as bytes: the two digits of n at 2n and 2n + 1. */
const DIGIT_PAIRS = Uint8Array.from({ length: 200 }, (_, at) =>
  at % 2 === 0 ? ZERO + Math.floor(at / 20) : ZERO + (((at - 1) / 2) % 10),
);

/** Decimal digits of a whole number from 0 to SMALL_NUMBER_LIMIT - 1. */
function decimalDigits(value: number): number {
  if (value < 10_000) return value < 10 ? 1 : value < 100 ? 2 : value < 1000 ? 3 : 4;
  if (value < 1_000_000) return value < 100_000 ? 5 : 6;
  return value < 10_000_000 ? 7 : value < 100_000_000 ? 8 : 9;
}

/** A's code and a's differ by this bit alone. */
const LOWER_CASE_BIT = 0x20;

/**
 * The most bytes a row can take: each of the eight fields may be given (up to MAX_VALUE_UNITS
 * UTF-16 units, at most 3 bytes each), and the rest is far below the headroom: state code, age,
 * phone, an email of two mailbox parts of MAILBOX_PART_LENGTH, a number, a domain.
 */
export const MOST_ROW_BYTES = FIELDS.length * 3 * MAX_VALUE_UNITS + 4 * MAILBOX_PART_LENGTH + 256;

/**
 * A place's bytes (placeBytesAt) start with five bytes saying where their parts end: the
 * place's "City,State,ZIP," (its length, then where the city and the state end in it), the
 * state code's length, and how many phone starts follow it (NO_AREA_CODES: none, outside the 50
 * states).
 */
const PLACE_LENGTH = 0;
const CITY_END = 1;
const STATE_END = 2;
const STATE_CODE_LENGTH = 3;
const PHONES = 4;
const PLACE_HEADER = 5;
const NO_AREA_CODES = 0xff;
/** What the places' bytes start with; the array doubles when full. */
const PLACE_BYTES_START = 256 * 1024;

/** A byte array filled from its start; `length` bytes are written. */
export class ByteText {
  bytes: Uint8Array;
  length = 0;
  /** csvRow's contact draws, filled again for each row. */
  private readonly draws: ContactDraws = { phone: -1, line: 0, domain: '' };
  /** What placeOf found, filled again for each row. */
  private readonly found: { source: Uint8Array; at: number } = { source: new Uint8Array(0), at: 0 };
  /** placeOf's bytes for a person whose city or state is not its row's. */
  private scratch: ByteText | undefined;
  /** The layout csvLayoutRow last wrote, and its columns as FILE_COLUMNS indexes. */
  private layout: Layout | undefined;
  private layoutCodes = new Uint8Array(0);

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }

  /** `value` as UTF-8, as TextEncoder writes it: a lone surrogate is U+FFFD. */
  text(value: string): void {
    const { bytes } = this;
    let at = this.length;
    for (let position = 0; position < value.length; position++) {
      const code = value.charCodeAt(position);
      if (code >= 0x80) {
        this.length = at;
        this.wideText(value, position);
        return;
      }
      bytes[at++] = code;
    }
    this.length = at;
  }

  /** The rest of `value` from `position`, where a character past ASCII is. */
  private wideText(value: string, position: number): void {
    const { bytes } = this;
    let at = this.length;
    for (let unit = position; unit < value.length; unit++) {
      let code = value.charCodeAt(unit);
      if (code < 0x80) {
        bytes[at++] = code;
        continue;
      }
      if (code < 0x800) {
        bytes[at++] = 0xc0 | (code >> 6);
        bytes[at++] = 0x80 | (code & 0x3f);
        continue;
      }
      if (code >= 0xd800 && code <= 0xdfff) {
        const next = value.charCodeAt(unit + 1);
        if (code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
          unit++;
          bytes[at++] = 0xf0 | (code >> 18);
          bytes[at++] = 0x80 | ((code >> 12) & 0x3f);
          bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
          bytes[at++] = 0x80 | (code & 0x3f);
          continue;
        }
        code = 0xfffd;
      }
      bytes[at++] = 0xe0 | (code >> 12);
      bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
      bytes[at++] = 0x80 | (code & 0x3f);
    }
    this.length = at;
  }

  /** A whole number as `String` writes it. */
  number(value: number): void {
    if (!(value >= 0 && value < SMALL_NUMBER_LIMIT && Number.isInteger(value))) {
      return this.largeNumber(value);
    }
    // In 32-bit integers, two digits at a time: dividing doubles by ten costs far more.
    let rest = value | 0;
    let at = this.length + decimalDigits(rest);
    this.length = at;
    const { bytes } = this;
    while (rest >= 100) {
      const hundreds = (rest / 100) | 0;
      const pair = (rest - hundreds * 100) * 2;
      bytes[--at] = DIGIT_PAIRS[pair + 1] ?? 0;
      bytes[--at] = DIGIT_PAIRS[pair] ?? 0;
      rest = hundreds;
    }
    if (rest >= 10) {
      bytes[--at] = DIGIT_PAIRS[rest * 2 + 1] ?? 0;
      bytes[--at] = DIGIT_PAIRS[rest * 2] ?? 0;
    } else bytes[--at] = ZERO + rest;
  }

  /** number() for the rest: an email's number past a billion, and NaN. */
  private largeNumber(value: number): void {
    if (!(Number.isSafeInteger(value) && value >= 0)) return this.text(String(value));
    let digits = 1;
    for (let power = 10; power <= value; power *= 10) digits++;
    const { bytes } = this;
    const end = this.length + digits;
    let rest = value;
    for (let at = end - 1; at >= this.length; at--) {
      const tens = Math.floor(rest / 10);
      bytes[at] = ZERO + rest - tens * 10;
      rest = tens;
    }
    this.length = end;
  }

  byte(value: number): void {
    this.bytes[this.length++] = value;
  }

  /**
   * A name's mailbox part (person/record.ts mailboxPart): a plain name is lower-cased as it is
   * written.
   */
  mailbox(name: string): void {
    const { bytes } = this;
    let at = this.length;
    if (name.length <= MAILBOX_PART_LENGTH) {
      for (let position = 0; position < name.length; position++) {
        const code = name.charCodeAt(position);
        // Letters and digits are written with the bit that makes a capital small (0x41 to 0x5a
        // become 0x61 to 0x7a; small letters and digits have it); anything else is not plain.
        const small = code | LOWER_CASE_BIT;
        if (!((small >= 0x61 && small <= 0x7a) || (code >= 0x30 && code <= 0x39))) {
          return this.text(mailboxPart(name));
        }
        bytes[at++] = small;
      }
      if (name.length > 0) {
        this.length = at;
        return;
      }
    }
    this.text(mailboxPart(name));
  }

  /**
   * The CSV row of person `index` of `seed` (formats.ts csvLine, then CRLF), drawn as `drawn`
   * from `random`: the contact draws (person/record.ts drawContactInto) are made here, as
   * recordOf makes them.
   */
  csvRow(drawn: Drawn, today: LocalDate, random: Random, seed: number, index: number): void {
    this.csvFields(drawn, today, random, seed, index);
    this.byte(CR);
    this.byte(LF);
  }

  /**
   * The CSV row of a household's member, person `index` of `seed`: csvRow's columns, then the
   * household's index and the member's relationship (formats.ts memberWriter's plain row). A
   * member without `contact` (under 18) has empty phone and email fields, and no contact draws.
   */
  csvMember(
    drawn: Drawn,
    today: LocalDate,
    random: Random,
    seed: number,
    index: number,
    householdId: number,
    relationship: string,
    contact: boolean,
  ): void {
    this.csvFields(drawn, today, random, seed, index, contact);
    this.byte(COMMA);
    this.number(householdId);
    this.byte(COMMA);
    this.text(relationship);
    this.byte(CR);
    this.byte(LF);
  }

  /** csvRow without its line end; without `contact`, empty phone and email fields. */
  private csvFields(
    drawn: Drawn,
    today: LocalDate,
    random: Random,
    seed: number,
    index: number,
    contact = true,
  ): void {
    const { source, at } = this.placeOf(drawn);
    const { phone, line, domain } = contact
      ? this.contactDraws(drawn, random, source, at)
      : NO_CONTACT;
    const { street, birthdate, birth, place } = drawn;
    const text = at + PLACE_HEADER;
    const placeEnd = text + (source[at + PLACE_LENGTH] ?? 0);
    this.text(drawn.firstName);
    this.byte(COMMA);
    this.text(drawn.lastName);
    this.byte(COMMA);
    this.text(drawn.gender);
    this.byte(COMMA);
    this.street(street);
    this.byte(COMMA);
    // The row's own city, state and ZIP, unless constraints gave others.
    if (placeEnd > text && drawn.zipCode === place.zip) this.copy(source, text, placeEnd);
    else {
      this.text(drawn.city);
      this.byte(COMMA);
      this.text(drawn.state);
      this.byte(COMMA);
      this.text(drawn.zipCode);
      this.byte(COMMA);
    }
    if (typeof birthdate === 'string') this.text(birthdate);
    else this.usDate(birthdate);
    this.byte(COMMA);
    const stateCodeEnd = placeEnd + (source[at + STATE_CODE_LENGTH] ?? 0);
    this.copy(source, placeEnd, stateCodeEnd);
    this.byte(COMMA);
    this.number(birth ? ageOn(birth, today) : Number.NaN);
    this.byte(COMMA);
    this.phone(source, stateCodeEnd, phone, line);
    this.byte(COMMA);
    if (contact) this.email(drawn, seed, index, domain);
  }

  /**
   * The bytes of the person's place: its row's, kept (placeBytesAt), when the person has the
   * row's city and state; otherwise the state code and phone starts of the person's own city and
   * state, written into a scratch array with no place text (PLACE_LENGTH 0).
   */
  private placeOf(drawn: Drawn): { source: Uint8Array; at: number } {
    const { place } = drawn;
    const found = this.found;
    if (drawn.city === place.city && drawn.state === place.state) {
      const at = placeBytesAt(place);
      if (at >= 0) {
        found.source = placeBytes.bytes;
        found.at = at;
        return found;
      }
    }
    const columns = placeColumnsOf(drawn.state, drawn.city, place);
    const most = placeBytesMost(undefined, columns);
    let scratch = this.scratch;
    if (!scratch || scratch.bytes.length < most) scratch = this.scratch = new ByteText(most);
    scratch.length = 0;
    writePlace(scratch, undefined, columns.stateCode, columns.areaCodes && columns.phoneStarts);
    found.source = scratch.bytes;
    found.at = 0;
    return found;
  }

  /**
   * The contact draws (person/record.ts drawContactInto), from as many phone starts as the
   * place's bytes hold.
   */
  private contactDraws(drawn: Drawn, random: Random, source: Uint8Array, at: number): ContactDraws {
    const phones = source[at + PHONES] ?? NO_AREA_CODES;
    return drawContactInto(drawn, random, phones === NO_AREA_CODES ? -1 : phones, this.draws);
  }

  /**
   * csvRow for a run that chose its columns, dates or names (columns.ts): each chosen column's
   * value, as formats.ts's layoutWriter writes it, `id` being `index`. The columns are read as
   * numbers (layoutCodes) and the row's own city, state and ZIP copied from the place's bytes,
   * as csvRow does, so chosen columns cost about what the default ones do (a string compared and
   * a call a column would not).
   */
  csvLayoutRow(
    drawn: Drawn,
    today: LocalDate,
    random: Random,
    seed: number,
    index: number,
    layout: Layout,
  ): void {
    const { source, at } = this.placeOf(drawn);
    const { phone, line, domain } = this.contactDraws(drawn, random, source, at);
    const { street, birthdate, birth, place } = drawn;
    const text = at + PLACE_HEADER;
    const placeEnd = text + (source[at + PLACE_LENGTH] ?? 0);
    const cityEnd = text + (source[at + CITY_END] ?? 0);
    const stateEnd = text + (source[at + STATE_END] ?? 0);
    const stateCodeEnd = placeEnd + (source[at + STATE_CODE_LENGTH] ?? 0);
    const ownPlace = placeEnd > text && drawn.zipCode === place.zip;
    const iso = layout.dateFormat === 'iso';
    const codes = this.codesOf(layout);
    for (let at = 0; at < codes.length; at++) {
      if (at > 0) this.byte(COMMA);
      switch (codes[at]) {
        case ID:
          this.number(index);
          break;
        case FIRST_NAME:
          this.text(drawn.firstName);
          break;
        case LAST_NAME:
          this.text(drawn.lastName);
          break;
        case GENDER:
          this.text(drawn.gender);
          break;
        case STREET_ADDRESS:
          this.street(street);
          break;
        case CITY:
          if (ownPlace) this.copy(source, text, cityEnd - 1);
          else this.text(drawn.city);
          break;
        case STATE:
          if (ownPlace) this.copy(source, cityEnd, stateEnd - 1);
          else this.text(drawn.state);
          break;
        case ZIP_CODE:
          if (ownPlace) this.copy(source, stateEnd, placeEnd - 1);
          else this.text(drawn.zipCode);
          break;
        case BIRTHDATE:
          if (typeof birthdate === 'string') {
            const day = iso ? parseBirthdate(birthdate) : undefined;
            this.text(day ? isoDate(day) : birthdate);
          } else if (iso) {
            this.number(birthdate.year);
            this.byte(DASH);
            this.twoDigits(birthdate.month);
            this.byte(DASH);
            this.twoDigits(birthdate.day);
          } else this.usDate(birthdate);
          break;
        case STATE_CODE:
          this.copy(source, placeEnd, stateCodeEnd);
          break;
        case AGE:
          this.number(birth ? ageOn(birth, today) : Number.NaN);
          break;
        case PHONE:
          this.phone(source, stateCodeEnd, phone, line);
          break;
        case EMAIL:
          this.email(drawn, seed, index, domain);
          break;
        case ORIGIN:
          this.text(originName(drawn.origin));
          break;
      }
    }
    this.byte(CR);
    this.byte(LF);
  }

  /** layout's columns as FILE_COLUMNS indexes. */
  private codesOf(layout: Layout): Uint8Array {
    if (layout !== this.layout) {
      this.layout = layout;
      this.layoutCodes = Uint8Array.from(layout.columns, (column) => {
        // A household's columns are written by the text writer (output.ts): none here.
        if (column === 'householdId' || column === 'relationship') {
          throw new Error(`csvLayoutRow writes no ${column}`);
        }
        return codeOf(column);
      });
    }
    return this.layoutCodes;
  }

  /** A drawn street: "288 Allen Avenue". */
  private street(street: Drawn['street']): void {
    if (typeof street === 'string') return this.text(street);
    this.number(street.number);
    this.byte(SPACE);
    this.text(street.name);
    this.byte(SPACE);
    this.text(street.suffix);
  }

  /** A drawn day as M/D/YYYY. */
  private usDate(day: LocalDate): void {
    this.number(day.month);
    this.byte(SLASH);
    this.number(day.day);
    this.byte(SLASH);
    this.number(day.year);
  }

  /**
   * The phone number: its start, the `phone`th of those in `source` from `starts`, then `line` in
   * two digits; none outside the 50 states (`phone` -1).
   */
  private phone(source: Uint8Array, starts: number, phone: number, line: number): void {
    if (phone < 0) return;
    const start = starts + phone * PHONE_START_LENGTH;
    this.copy(source, start, start + PHONE_START_LENGTH);
    this.byte(ZERO + Math.floor(line / 10));
    this.byte(ZERO + (line % 10));
  }

  /** Person `index` of `seed`'s email (person/record.ts, its email column). */
  private email(drawn: Drawn, seed: number, index: number, domain: string): void {
    this.mailbox(drawn.firstName);
    this.byte(DOT);
    this.mailbox(drawn.lastName);
    this.number(emailNumber(seed, index));
    this.byte(AT);
    this.text(domain);
  }

  /** 0 to 99 in two digits: a month or day of an ISO date. */
  private twoDigits(value: number): void {
    this.byte(DIGIT_PAIRS[value * 2] ?? 0);
    this.byte(DIGIT_PAIRS[value * 2 + 1] ?? 0);
  }

  /** `from` to `to` of `source`. */
  private copy(source: Uint8Array, from: number, to: number): void {
    const { bytes } = this;
    let at = this.length;
    for (let position = from; position < to; position++) bytes[at++] = source[position] ?? 0;
    this.length = at;
  }
}

/**
 * Every place row's bytes written so far (placeBytesAt), one after another: one array for the
 * module (each worker thread has its own), shared by its runs and kept, as the rows keep where
 * theirs start. It holds at most each shipped row once.
 */
let placeBytes = new ByteText(PLACE_BYTES_START);

/**
 * Where the place row's bytes start in placeBytes: written at its first person there and found
 * again by the number kept in the row (places.ts keepIndex), so a row's bytes are one read away
 * from the row, with no object between. -1 for a place that is not a row the draws keep.
 */
function placeBytesAt(place: Place): number {
  const kept = keptIndexOf(place);
  if (kept >= 0) return kept;
  const columns = placeColumnsOf(place.state, place.city, place);
  const { stateCode, areaCodes, phoneStarts } = columns;
  const most = placeBytesMost(place, columns);
  if (placeBytes.bytes.length - placeBytes.length < most) {
    const larger = new ByteText(Math.max(2 * placeBytes.bytes.length, placeBytes.length + most));
    larger.bytes.set(placeBytes.bytes.subarray(0, placeBytes.length));
    larger.length = placeBytes.length;
    placeBytes = larger;
  }
  const at = placeBytes.length;
  writePlace(placeBytes, place, stateCode, areaCodes && phoneStarts);
  // Kept once written whole (writePlace may throw); a place that is no such row is let go.
  if (keepIndex(place, at)) return at;
  placeBytes.length = at;
  return -1;
}

/** The most bytes writePlace can take for `place` (or none) and `columns`. */
function placeBytesMost(
  place: Place | undefined,
  { stateCode, phoneStarts }: PlaceColumns,
): number {
  const placeUnits = place ? place.city.length + place.state.length + place.zip.length + 3 : 0;
  return (
    PLACE_HEADER + 3 * (placeUnits + stateCode.length) + PHONE_START_LENGTH * phoneStarts.length
  );
}

/**
 * A place's bytes, at `out`'s length: the header, "City,State,ZIP," (none for no `place`), the
 * state code, then each phone start (`phoneStarts` undefined: no area codes).
 */
function writePlace(
  out: ByteText,
  place: Place | undefined,
  stateCode: string,
  phoneStarts: readonly string[] | undefined,
): void {
  const at = out.length;
  out.length += PLACE_HEADER;
  const text = out.length;
  if (place) {
    out.text(place.city);
    out.byte(COMMA);
    out.bytes[at + CITY_END] = out.length - text;
    out.text(place.state);
    out.byte(COMMA);
    out.bytes[at + STATE_END] = out.length - text;
    out.text(place.zip);
    out.byte(COMMA);
  }
  const placeLength = out.length - text;
  out.text(stateCode);
  const stateCodeLength = out.length - text - placeLength;
  const phones = phoneStarts?.length ?? 0;
  if (placeLength >= NO_AREA_CODES || stateCodeLength >= NO_AREA_CODES || phones >= NO_AREA_CODES) {
    throw new Error(`a place's bytes are too long: ${place?.city ?? ''}, ${stateCode}`);
  }
  out.bytes[at + PLACE_LENGTH] = placeLength;
  out.bytes[at + STATE_CODE_LENGTH] = stateCodeLength;
  out.bytes[at + PHONES] = phoneStarts ? phoneStarts.length : NO_AREA_CODES;
  for (const start of phoneStarts ?? []) {
    if (start.length !== PHONE_START_LENGTH) throw new Error(`a phone starts “${start}”`);
    out.text(start);
  }
}
