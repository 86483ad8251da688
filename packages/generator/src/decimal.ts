/**
 * Whole numbers as decimal text, built from a table. `String(n)` puts every number it writes
 * in V8's number-to-string cache, which holds the text until another number takes its slot: a
 * number written once per row (an email's, a house number) outlived young collections that way
 * and was promoted, and the old generation grew with the run until a full collection.
 */

/** "000" to "999", made on first use: the page's first person need not wait for them. */
let threeDigits: string[] | undefined;

/** `String(value)`, from the table for a whole number from 1000 to Number.MAX_SAFE_INTEGER. */
export function decimal(value: number): string {
  // Below 1000 the cache holds every number a run writes, and String finds them there.
  if (!(value >= 1000 && Number.isSafeInteger(value))) return String(value);
  threeDigits ??= Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
  const thousands = Math.floor(value / 1000);
  return decimal(thousands) + (threeDigits[value - thousands * 1000] ?? '');
}
