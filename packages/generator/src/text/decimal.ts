/**
 * Whole numbers as decimal text, built from a table. `String(n)` puts every number it writes
 * in V8's number-to-string cache, which holds the text until another number takes its slot: a
 * number written once per row (an email's, a house number) outlives young collections that way
 * and is promoted, and the old generation grows with the run until a full collection.
 */

/** "000" to "999", made once a run has written many numbers. */
let threeDigits: string[] | undefined;
/**
 * Numbers written before the table is made: the table is a thousand cold calls of padStart, which
 * the page's first Generate would wait for. Until then, the three digits come from String of 1000
 * to 1999, a thousand numbers the cache can hold.
 */
const WRITES_BEFORE_TABLE = 64;
let writes = 0;

/** `String(value)`, from the table for a whole number from 1000 to Number.MAX_SAFE_INTEGER. */
export function decimal(value: number): string {
  // Below 1000 the cache holds every number a run writes, and String finds them there.
  if (!(value >= 1000 && Number.isSafeInteger(value))) return String(value);
  const thousands = Math.floor(value / 1000);
  const rest = value - thousands * 1000;
  if (!threeDigits && ++writes <= WRITES_BEFORE_TABLE) {
    return decimal(thousands) + String(1000 + rest).slice(1);
  }
  threeDigits ??= Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
  return decimal(thousands) + (threeDigits[rest] ?? '');
}
