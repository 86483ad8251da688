/**
 * How households live across the states and ZIPs: the total variation of householders (one a
 * household) and of members from the Census's shares, per state (2020 apportionment) and per
 * ZCTA (2020 DHC P1), as data-report.ts measures people. Prints a small table.
 *
 *   npx tsx tools/check/household-places.ts [--count 100000] [--seed 1] [--generator path/index.ts]
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { readZctaPopulations } from '../../packages/generator/data/census.ts';
import { readStatePopulations } from '../../packages/generator/data/places.ts';

interface Member {
  state: string;
  zipCode: string;
}
type Households = (options: {
  seed: number;
  count: number;
  asOf: string;
}) => Iterable<{ members: Member[] }>;

const { values } = parseArgs({
  options: {
    generator: { type: 'string' },
    count: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
  },
});
const generatorPath =
  values.generator ??
  fileURLToPath(new URL('../../packages/generator/src/index.ts', import.meta.url));
const { households } = (await import(pathToFileURL(generatorPath).href)) as {
  households: Households;
};

const drawn = [
  ...households({ seed: Number(values.seed), count: Number(values.count), asOf: '2026-11-22' }),
];
const householders = drawn.flatMap(({ members }) => members.slice(0, 1));
const members = drawn.flatMap(({ members }) => members);

// The Census's 2020 people by ZCTA, 50 states and DC (Puerto Rico's 006-009 left out), as
// data-report.ts reads them.
const isPuertoRico = (zip: string) => Number(zip.slice(0, 3)) >= 6 && Number(zip.slice(0, 3)) <= 9;
const zctas = [...readZctaPopulations()].filter(([zip, count]) => !isPuertoRico(zip) && count > 0);
const states = [...readStatePopulations()];

/** Half the sum of the differences between our shares and the Census's. */
function variation(
  rows: readonly Member[],
  key: (row: Member) => string,
  census: readonly [string, number][],
): number {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  const total = census.reduce((sum, [, count]) => sum + count, 0);
  let sum = 0;
  for (const [name, count] of census)
    sum += Math.abs((counts.get(name) ?? 0) / rows.length - count / total);
  return sum / 2;
}

for (const [who, rows] of [
  ['householders', householders],
  ['members', members],
] as const) {
  process.stdout.write(
    `${who} (${rows.length}): states TV ${variation(rows, (row) => row.state, states).toFixed(4)}, ` +
      `ZCTA TV ${variation(rows, (row) => row.zipCode, zctas).toFixed(4)}\n`,
  );
}
