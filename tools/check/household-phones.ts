/**
 * Chance repeats of phone numbers between households in a small file: pairs of households
 * sharing a number among the first rows (members) of a run, and how many of those pairs are in
 * area codes whose adults in those rows outnumber the code's 100 lines (there a repeat cannot be
 * avoided). Prints a table of seeds × starts × rows.
 *
 *   npx tsx tools/check/household-phones.ts [--seeds 1,42] [--starts 0,2000000]
 *     [--rows 1000,2000,10000] [--generator path/index.ts]
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

interface Household {
  householdId: number;
  members: { phone: string | null }[];
}
type Households = (options: {
  seed: number;
  start: number;
  count: number;
  asOf: string;
}) => Iterable<Household>;

const { values } = parseArgs({
  options: {
    generator: { type: 'string' },
    seeds: { type: 'string', default: '1,42' },
    starts: { type: 'string', default: '0,2000000' },
    rows: { type: 'string', default: '1000,2000,10000' },
  },
});
const generatorPath =
  values.generator ??
  fileURLToPath(new URL('../../packages/generator/src/index.ts', import.meta.url));
const { households } = (await import(pathToFileURL(generatorPath).href)) as {
  households: Households;
};
const PHONE_LINES = 100;
const list = (text: string) => text.split(',').map(Number);

/** The pairs of households sharing a number in the first `rows` members from household `start`. */
function sharedPairs(seed: number, start: number, rows: number) {
  const holders = new Map<string, Set<number>>();
  const adultsByCode = new Map<string, number>();
  let seen = 0;
  // A household has at least one member: `rows` households hold `rows` members at least.
  for (const { householdId, members } of households({
    seed,
    start,
    count: rows,
    asOf: '2026-11-22',
  })) {
    for (const { phone } of members) {
      if (seen >= rows) break;
      seen++;
      if (phone === null) continue;
      const code = phone.slice(0, 3);
      adultsByCode.set(code, (adultsByCode.get(code) ?? 0) + 1);
      const set = holders.get(phone) ?? new Set<number>();
      set.add(householdId);
      holders.set(phone, set);
    }
    if (seen >= rows) break;
  }
  let pairs = 0;
  let overfull = 0;
  for (const [phone, set] of holders) {
    const count = (set.size * (set.size - 1)) / 2;
    pairs += count;
    if ((adultsByCode.get(phone.slice(0, 3)) ?? 0) > PHONE_LINES) overfull += count;
  }
  return { pairs, overfull };
}

console.log(
  '| seed | from household | rows | pairs sharing a number | of them in codes past 100 adults |',
);
console.log('|---|---|---|---|---|');
for (const seed of list(values.seeds)) {
  for (const start of list(values.starts)) {
    for (const rows of list(values.rows)) {
      const { pairs, overfull } = sharedPairs(seed, start, rows);
      console.log(
        `| ${seed} | ${start.toLocaleString('en-US')} | ${rows.toLocaleString('en-US')} | ${pairs} | ${overfull} |`,
      );
    }
  }
}
