/**
 * Weighted choice, used by every generator that draws in proportion to real counts (places by
 * population, names by births). Cumulative weights and a binary search: O(log n) a draw, and
 * the table is a flat typed array, cheap to build from decoded counts.
 */
export interface WeightedTable {
  /** cumulative[i] is the sum of weights 0..i; the last entry is the total. */
  readonly cumulative: Float64Array;
}

export function weightedTable(weights: ArrayLike<number>): WeightedTable {
  const cumulative = new Float64Array(weights.length);
  let total = 0;
  for (let i = 0; i < weights.length; i++) {
    const weight = weights[i] ?? 0;
    if (!(weight >= 0) || !Number.isFinite(weight)) {
      throw new RangeError(`weight ${i} is ${weight}: weights must be finite and not negative`);
    }
    total += weight;
    cumulative[i] = total;
  }
  if (!(total > 0)) throw new RangeError('a weighted table needs a positive total weight');
  return { cumulative };
}

/**
 * The index whose weight band holds `unit` (a number in [0, 1), e.g. `random.number.float()`):
 * the first i with cumulative[i] > unit * total. Items of weight 0 are never chosen.
 */
export function pickWeighted({ cumulative }: WeightedTable, unit: number): number {
  const target = unit * (cumulative[cumulative.length - 1] ?? 0);
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cumulative[middle] ?? 0) > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The largest double below 1. */
const LARGEST_UNIT = 1 - Number.EPSILON / 2;

/**
 * Where `unit` fell inside the band of `index` (the index pickWeighted gave for it), rescaled to
 * [0, 1). It is uniform again, so a choice nested in this one (a city within the state just
 * drawn) can use it instead of asking the random source for another number.
 */
export function unitWithin({ cumulative }: WeightedTable, index: number, unit: number): number {
  const total = cumulative[cumulative.length - 1] ?? 0;
  const start = index === 0 ? 0 : (cumulative[index - 1] ?? 0);
  const width = (cumulative[index] ?? 0) - start;
  return Math.min(Math.max((unit * total - start) / width, 0), LARGEST_UNIT);
}
