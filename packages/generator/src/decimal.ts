/**
 * Whole numbers as decimal text, built from a table. `String(n)` puts every number it writes
 * in V8's number-to-string cache, which holds the text until another number takes its slot: a
 * number written once per row (an email's, a house number) outlived young collections that way
 * and was promoted, and the old generation grew with the run until a full collection.
 */
const BELOW_1000 = Array.from({ length: 1000 }, (_, n) => String(n));
const THREE_DIGITS = BELOW_1000.map((text) => text.padStart(3, '0'));

/** `String(value)`, from the table for a whole number from 0 to Number.MAX_SAFE_INTEGER. */
export function decimal(value: number): string {
  if (!(value >= 0 && Number.isSafeInteger(value))) return String(value);
  if (value < 1000) return BELOW_1000[value] ?? String(value);
  const thousands = Math.floor(value / 1000);
  return decimal(thousands) + (THREE_DIGITS[value - thousands * 1000] ?? '');
}
