/**
 * Weighted choice, used by every generator that draws in proportion to real counts (places by
 * population, names by births). Cumulative weights and a binary search: O(log n) a draw, and
 * the table is a flat typed array, cheap to build from decoded counts.
 */
export interface WeightedTable {
  /** cumulative[i] is the sum of weights 0..i; the last entry is the total. */
  readonly cumulative: Float64Array;
  /** Draws so far, until the guide is made. */
  draws: number;
  /** guide[k] is the answer for unit k / K (guideOf); made once a run draws often. */
  guide: Int32Array | undefined;
}

/**
 * A long run's draws start their search where a guide says (guideOf): a binary search over
 * thousands of running totals reads a dozen places far apart in memory, each a likely cache
 * miss once the run's other tables and names have been read. The page's few draws search as
 * before, without the guide's making.
 */
const DRAWS_BEFORE_GUIDE = 1000;
/** Tables shorter than this are searched whole: their totals fit a few cache lines. */
const GUIDE_MIN_LENGTH = 128;

export function weightedTable(weights: ArrayLike<number>): WeightedTable {
  const cumulative = new Float64Array(weights.length);
  let total = 0;
  for (let i = 0; i < weights.length; i++) {
    const weight = weights[i] ?? 0;
    // One comparison, no call: the first person's tables are built before the code is optimised.
    if (!(weight >= 0 && weight < Infinity)) {
      throw new RangeError(`weight ${i} is ${weight}: weights must be finite and not negative`);
    }
    total += weight;
    cumulative[i] = total;
  }
  if (!(total > 0)) throw new RangeError('a weighted table needs a positive total weight');
  return { cumulative, draws: 0, guide: undefined };
}

/**
 * The index whose weight band holds `unit` (a number in [0, 1), e.g. `random.number.float()`):
 * the first i with cumulative[i] > unit * total. Items of weight 0 are never chosen.
 */
export function pickWeighted(table: WeightedTable, unit: number): number {
  const { cumulative } = table;
  const target = unit * (cumulative[cumulative.length - 1] ?? 0);
  const guide =
    table.guide ??
    (++table.draws > DRAWS_BEFORE_GUIDE && cumulative.length >= GUIDE_MIN_LENGTH
      ? (table.guide = guideOf(cumulative))
      : undefined);
  if (!guide) return firstAbove(cumulative, target);
  const slot = Math.floor(unit * (guide.length - 1));
  // A unit outside [0, 1) (a caller's own random source) is searched whole, as without a guide.
  if (!(slot >= 0 && slot < guide.length - 1)) return firstAbove(cumulative, target);
  return firstAbove(cumulative, target, guide[slot] ?? 0, guide[slot + 1] ?? 0);
}

/**
 * guide[k] is pickWeighted's answer for unit k / K, for k from 0 to K (K = guide.length - 1, a
 * power of two at least the table's length). A unit from k / K up to (k + 1) / K has its answer
 * from guide[k] to guide[k + 1], both included: k / K is exact, a larger factor never rounds to
 * a smaller product, and the answer never falls as the target grows. So the search between them
 * gives the answer the whole table's would.
 */
function guideOf(cumulative: Float64Array): Int32Array {
  const total = cumulative[cumulative.length - 1] ?? 0;
  let size = 1;
  while (size < cumulative.length) size *= 2;
  const guide = new Int32Array(size + 1);
  let index = 0;
  for (let slot = 0; slot <= size; slot++) {
    const target = (slot / size) * total;
    // The first index above the target, on from the last slot's: targets only grow.
    while (index < cumulative.length - 1 && !((cumulative[index] ?? 0) > target)) index++;
    guide[slot] = index;
  }
  return guide;
}

/**
 * The first index from `low` to `high` whose running total is above `target`; `high` if none
 * is. By default the whole table: then the last index if none is.
 */
export function firstAbove(
  totals: ArrayLike<number>,
  target: number,
  low = 0,
  high = totals.length - 1,
): number {
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((totals[middle] ?? 0) > target) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The largest double below 1. */
export const LARGEST_UNIT = 1 - Number.EPSILON / 2;

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
