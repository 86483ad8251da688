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
    // One comparison, no call: the first person's tables are built before the code is optimised.
    if (!(weight >= 0 && weight < Infinity)) {
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
  return firstAbove(cumulative, unit * (cumulative[cumulative.length - 1] ?? 0));
}

/** The first index whose running total is above `target`; the last index if none is. */
function firstAbove(totals: ArrayLike<number>, target: number): number {
  let low = 0;
  let high = totals.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((totals[middle] ?? 0) > target) high = middle;
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

/**
 * A table's running totals every `every` items, and its total: what a module can ship so a draw
 * needs no pass over every weight (the first person would wait for ten thousand surnames'). The
 * numbers are the table's own doubles; written as JavaScript writes them, they read back exact.
 */
export function checkpointsOf({ cumulative }: WeightedTable, every: number): number[] {
  const checkpoints: number[] = [];
  for (let end = every; end - every < cumulative.length; end += every) {
    checkpoints.push(cumulative[Math.min(end, cumulative.length) - 1] ?? 0);
  }
  return checkpoints;
}

/**
 * pickWeighted's answer for the table of `length` weights whose checkpoints (checkpointsOf) are
 * given: the block that holds `unit` is found among the checkpoints, then its running total is
 * summed again from the checkpoint before it, adding the same doubles in the same order.
 */
export function pickWeightedByCheckpoints(
  checkpoints: readonly number[],
  every: number,
  length: number,
  weightAt: (index: number) => number,
  unit: number,
): number {
  const target = unit * (checkpoints[checkpoints.length - 1] ?? 0);
  const block = firstAbove(checkpoints, target);
  let total = block === 0 ? 0 : (checkpoints[block - 1] ?? 0);
  const end = Math.min((block + 1) * every, length);
  for (let index = block * every; index < end; index++) {
    total += weightAt(index);
    if (total > target) return index;
  }
  return end - 1;
}
