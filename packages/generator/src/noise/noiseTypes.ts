/**
 * The kinds of error a noisy record may carry, each with the columns it touches and its default
 * rate. The column types and their defaults are pseudopeople's (IHME), whose default
 * configuration gives every column noise type a rate of 0.01 of the cells it may touch and a
 * token rate of 0.1 of the characters within a chosen cell; the correlated types (a married
 * surname, a move, another email) are ours, at the same rate (an assumption: no source gives
 * one). docs/noise.md gives each type's source.
 */

export const NOISE_TYPES = Object.freeze([
  'blank',
  'wrongOption',
  'copyFromOther',
  'nickname',
  'fakeName',
  'swapMonthDay',
  'misreportAge',
  'wrongZipDigits',
  'typo',
  'ocr',
  'phonetic',
  'marriedSurname',
  'move',
  'otherEmail',
] as const);
export type NoiseType = (typeof NOISE_TYPES)[number];

/** Each type's rate: the share of the cells (or records) it may touch that it changes. */
export type NoiseRates = Readonly<Record<NoiseType, number>>;

/** pseudopeople's default cell rate for every column noise type. */
export const DEFAULT_RATE = 0.01;

/** Every type at `rate`: pseudopeople's defaults are all one rate, so their proportions hold. */
export function ratesOf(rate: number): NoiseRates {
  return Object.freeze(
    Object.fromEntries(NOISE_TYPES.map((type) => [type, rate])) as Record<NoiseType, number>,
  );
}

/** No errors at all. */
export const NO_NOISE: NoiseRates = ratesOf(0);

/** Whether any type has a rate above 0. */
export function anyNoise(rates: NoiseRates): boolean {
  return NOISE_TYPES.some((type) => rates[type] > 0);
}

/** The most extra records (copies) a person has: the Zipf law's last count. */
export const MAX_COPIES = 5;
/**
 * A person's copies land at most this many slots after its own (distinct offsets), so a shard
 * draws the plans of this many people before it to find the copies landing in it.
 */
export const MAX_OFFSET = 9;
/** Records a slot holds at most: its own person's, and one copy from each of MAX_OFFSET people. */
export const RECORDS_PER_SLOT = MAX_OFFSET + 1;
/** The Zipf law's exponent for a person's copy count (as Splink's synthetic-data recipe). */
export const ZIPF_EXPONENT = 2;
/** The mean copy count of a person with copies, under the truncated Zipf law. */
export function zipfMean(): number {
  let weights = 0;
  let sum = 0;
  for (let k = 1; k <= MAX_COPIES; k++) {
    weights += k ** -ZIPF_EXPONENT;
    sum += k * k ** -ZIPF_EXPONENT;
  }
  return sum / weights;
}
/** The most `duplicates` (mean extra records a person) can be: every person with copies. */
export const MAX_DUPLICATES = 1;
