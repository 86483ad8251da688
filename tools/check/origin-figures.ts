/**
 * `npm run data:origins`: whether names belong to their place (issue 54). Over 200,000 people
 * of seed 1 (`sample.ts`: `--count`, `--seed`, `--generator` as `npm run data:report` takes
 * them), each figure is printed observed, as the sources predict it, against the bound,
 * pass or fail; then, when the build has an `origin` column, each origin group's share of
 * people beside its share of the residents of the 50 states.
 *
 * The sources, checked in under packages/generator/data/sources/ (its README gives each one's
 * provenance), are read here, not through the package, so no figure is computed by the code it
 * measures: the Census 2010 surname file's first 10,000 names with each name's bearers by origin
 * group, the 2020 redistricting table P2 by county, Tzioumis's first names by origin group and
 * TIGER's 100 commonest street names. `origin-figures.test.ts` holds the bounds.
 */
import { fileURLToPath } from 'node:url';
import { readCensusFile, type CensusFile } from '../../packages/generator/data/census.ts';
import { readStatePopulations } from '../../packages/generator/data/places.ts';
import { readStreetNames } from '../../packages/generator/data/street-names.ts';
import {
  AS_OF,
  drawSample,
  lettersOf,
  loadGenerator,
  sampleOf,
  type Generator,
  type Row,
  type Sample,
} from './sample.ts';

/** The six origin groups, in the surname file's column order, as the Census names them. */
export const GROUPS = [
  'White',
  'Black or African American',
  'Asian or Pacific Islander',
  'American Indian and Alaska Native',
  'Two or More Races or Some Other Race',
  'Hispanic or Latino',
] as const;
const BLACK = 1;
const API = 2;
const HISPANIC = 5;

/** One number for each of GROUPS, in its order. */
export type ByGroup = readonly number[];

const SURNAMES: CensusFile = {
  name: 'Names_2010Census.csv',
  stored: 'census-2010-surnames-top10000.csv.gz',
  sha256: 'be5e5fff21f867095819aef07f7cc05edb0c298213e7c062040e2566a3ddb21b',
};
const COUNTIES: CensusFile = {
  name: 'DECENNIALPL2020.P2',
  stored: 'DECENNIALPL2020.P2-county.csv.gz',
  sha256: '57fcd038a74419f7797f11381757cb5b3be1551f3dcee9ab767217dac3dba714',
};
const FIRST_NAMES: CensusFile = {
  name: 'firstnames.xlsx (Tzioumis 2018)',
  stored: 'tzioumis-2018-firstnames.csv',
  sha256: 'e497754984161fbae007de829e2a9307b51a2b8b1ed401cb4695627fc7b93ed8',
};

/** The residents of the 50 states and DC in 2020, as the Census published them. */
const RESIDENTS_2020 = 331_449_281;

/** A name of a file that counts names by origin: its bearers, and their shares by group. */
export interface NameByOrigin {
  /** Upper-case letters only, as the Census writes a surname. */
  name: string;
  count: number;
  /** Of its bearers, each group's share (0 to 1). */
  shares: ByGroup;
}

/**
 * A name's shares from the file's percentages, in GROUPS' order, as published (a name is mostly
 * of a group by its published share). The Census suppressed a small cell as `(S)`; the bearers
 * the other cells leave out are shared equally among the suppressed ones, so no bearer is lost.
 */
function sharesOf(cells: readonly string[], line: string): ByGroup {
  const given = cells.map((cell) => (cell === '(S)' ? undefined : Number(cell)));
  if (given.some((value) => value !== undefined && !(value >= 0 && value <= 100))) {
    throw new Error(`not a share: ${line}`);
  }
  const known = given.reduce<number>((total, value) => total + (value ?? 0), 0);
  const suppressed = given.filter((value) => value === undefined).length;
  const rest = suppressed === 0 ? 0 : Math.max(0, 100 - known) / suppressed;
  return given.map((value) => (value ?? rest) / 100);
}

/** The Census 2010 surname file's 10,000 commonest names. */
export function readSurnames(): NameByOrigin[] {
  const [header, ...lines] = readCensusFile(SURNAMES).trim().split('\n');
  const expected =
    'name,rank,count,prop100k,cum_prop100k,pctwhite,pctblack,pctapi,pctaian,pct2prace,pcthispanic';
  if (header !== expected) throw new Error(`${SURNAMES.name}: unexpected header ${header}`);
  return lines.map((line) => {
    const [name = '', , count = '', , , ...percentages] = line.split(',');
    if (!/^[A-Z]+$/.test(name) || !/^\d+$/.test(count) || percentages.length !== GROUPS.length) {
      throw new Error(`${SURNAMES.name}: row ${line}`);
    }
    return { name, count: Number(count), shares: sharesOf(percentages, line) };
  });
}

/**
 * Tzioumis's first names (mortgage applicants): its columns put Hispanic first, so they are
 * read by name into GROUPS' order.
 */
export function readFirstNames(): NameByOrigin[] {
  const [header = '', ...lines] = readCensusFile(FIRST_NAMES).trim().split('\n');
  const columns = header.split(',');
  const order = ['pctwhite', 'pctblack', 'pctapi', 'pctaian', 'pct2prace', 'pcthispanic'].map(
    (column) => columns.indexOf(column),
  );
  if (columns[0] !== 'firstname' || columns[1] !== 'obs' || order.includes(-1)) {
    throw new Error(`${FIRST_NAMES.name}: unexpected header ${header}`);
  }
  return lines.map((line) => {
    const cells = line.split(',');
    const [name = '', count = ''] = cells;
    if (!/^\d+$/.test(count)) throw new Error(`${FIRST_NAMES.name}: row ${line}`);
    const percentages = order.map((column) => cells[column] ?? '');
    return { name, count: Number(count), shares: sharesOf(percentages, line) };
  });
}

/** P2's columns that make each group, in GROUPS' order. */
const GROUP_COLUMNS = [
  ['P2_005N'],
  ['P2_006N'],
  ['P2_008N', 'P2_009N'],
  ['P2_007N'],
  ['P2_010N', 'P2_011N'],
  ['P2_002N'],
];

/**
 * Each of the 50 states' residents in 2020 by origin group, summed over its counties (P2), by
 * the state's name as the Census writes it. Checks that the file is the Census's table: each
 * county's groups make its total, a state code is one state's name, and the states and DC hold
 * the published 331,449,281.
 */
export function readStateResidents(): Map<string, ByGroup> {
  const [codes = '', , ...lines] = readCensusFile(COUNTIES).trim().split('\n');
  const cellsOf = (line: string) => [...line.matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? '');
  const header = cellsOf(codes);
  const column = (code: string) => {
    const index = header.indexOf(code);
    if (index < 0) throw new Error(`${COUNTIES.name} has no column ${code}`);
    return index;
  };
  const total = column('P2_001N');
  const groups = GROUP_COLUMNS.map((codesOfGroup) => codesOfGroup.map(column));
  const residents = new Map<string, number[]>();
  const stateNames = new Map<string, string>();
  let everyone = 0;
  for (const line of lines) {
    const cells = cellsOf(line);
    const [id = '', place = ''] = cells;
    const county = /^0500000US(\d\d)\d{3}$/.exec(id);
    const state = place.slice(place.lastIndexOf(', ') + 2);
    if (!county || !place.includes(', ')) throw new Error(`${COUNTIES.name}: row ${line}`);
    const fips = county[1] ?? '';
    if ((stateNames.get(fips) ?? state) !== state) {
      throw new Error(
        `${COUNTIES.name}: state ${fips} is both ${stateNames.get(fips)} and ${state}`,
      );
    }
    stateNames.set(fips, state);
    const counts = groups.map((columns) => columns.reduce((sum, at) => sum + Number(cells[at]), 0));
    const people = Number(cells[total]);
    if (counts.reduce((sum, count) => sum + count, 0) !== people) {
      throw new Error(`${COUNTIES.name}: the groups of ${place} do not make its total`);
    }
    if (state === 'Puerto Rico') continue;
    everyone += people;
    const sums = residents.get(state) ?? GROUPS.map(() => 0);
    residents.set(
      state,
      sums.map((sum, group) => sum + (counts[group] ?? 0)),
    );
  }
  if (everyone !== RESIDENTS_2020) {
    throw new Error(`${COUNTIES.name}: the states and DC hold ${everyone}, not ${RESIDENTS_2020}`);
  }
  residents.delete('District of Columbia');
  const fifty = [...readStatePopulations().keys()];
  if (residents.size !== fifty.length || fifty.some((state) => !residents.has(state))) {
    throw new Error(`${COUNTIES.name}: its states are not the apportionment table's 50`);
  }
  return residents;
}

export interface Sources {
  surnames: NameByOrigin[];
  firstNames: NameByOrigin[];
  states: Map<string, ByGroup>;
  /** TIGER's 100 commonest street names, as letters. */
  streetNames: Set<string>;
}

export function readSources(): Sources {
  return {
    surnames: readSurnames(),
    firstNames: readFirstNames(),
    states: readStateResidents(),
    streetNames: new Set(readStreetNames().map(({ name }) => lettersOf(name))),
  };
}

/** A figure's bound as the issue sets it. */
export interface Bound {
  atLeast?: number;
  atMost?: number;
}

export interface Figure {
  label: string;
  observed: number;
  /** What the sources predict; undefined where none gives a figure. */
  expected: number | undefined;
  bound: Bound;
  unit: 'times' | 'share' | 'correlation';
}

const passes = ({ observed, bound: { atLeast = -Infinity, atMost = Infinity } }: Figure) =>
  observed >= atLeast && observed <= atMost;

/** States by name, with the postal codes the issue lists them by. */
interface StateGroup {
  codes: string;
  names: readonly string[];
}

const SOUTHWEST: StateGroup = {
  codes: 'TX+CA+NM+AZ',
  names: ['Texas', 'California', 'New Mexico', 'Arizona'],
};
const NORTHEAST_WV: StateGroup = {
  codes: 'ME+VT+WV+NH',
  names: ['Maine', 'Vermont', 'West Virginia', 'New Hampshire'],
};
const DEEP_SOUTH_MD: StateGroup = {
  codes: 'MS+LA+GA+AL+MD',
  names: ['Mississippi', 'Louisiana', 'Georgia', 'Alabama', 'Maryland'],
};
const NORTH_WHITE: StateGroup = {
  codes: 'ME+VT+NH+ID+MT',
  names: ['Maine', 'Vermont', 'New Hampshire', 'Idaho', 'Montana'],
};
const PACIFIC_NJ_NY: StateGroup = {
  codes: 'CA+HI+WA+NJ+NY',
  names: ['California', 'Hawaii', 'Washington', 'New Jersey', 'New York'],
};
const INLAND: StateGroup = {
  codes: 'WV+MS+MT+WY',
  names: ['West Virginia', 'Mississippi', 'Montana', 'Wyoming'],
};

const SIX_HISPANIC_SURNAMES = ['GARCIA', 'RODRIGUEZ', 'MARTINEZ', 'HERNANDEZ', 'LOPEZ', 'GONZALEZ'];

/** A surname's bearers are mostly of this group: the file gives it 50% of them or more. */
const MOSTLY = 0.5;

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const meanX = sum(xs) / xs.length;
  const meanY = sum(ys) / ys.length;
  let xy = 0;
  let xx = 0;
  let yy = 0;
  xs.forEach((x, index) => {
    const dx = x - meanX;
    const dy = (ys[index] ?? 0) - meanY;
    xy += dx * dy;
    xx += dx * dx;
    yy += dy * dy;
  });
  return xy / Math.sqrt(xx * yy);
}

/** The street name of an address: between the house number and the suffix ("County Line"). */
export function streetNameOf(address: string): string {
  const match = /^\d+ (.+) \S+$/.exec(address);
  if (!match) throw new Error(`not a street address: ${address}`);
  return match[1] ?? '';
}

/** The figures of issue 54 over `rows`, each beside what `sources` predict. */
export function originFigures(rows: readonly Row[], sources: Sources) {
  const { surnames, firstNames, states } = sources;
  const known = (group: StateGroup) =>
    group.names.map((name) => {
      if (!states.has(name)) throw new Error(`no state ${name}`);
      return name;
    });

  /*
   * What the sources predict: a person of group g bears a surname as often as the surname
   * file's people of g do (its count × its share of g, over g's people among the file's 10,000
   * names), and a place holds each group as its residents do (P2). So a set of surnames is, in
   * a set of states, Σ over g of g's share of the states' residents × the set's share of g's
   * surnames; a ratio of two places is the ratio of those sums.
   */
  const groupTotals = GROUPS.map((_, group) =>
    sum(surnames.map(({ count, shares }) => count * (shares[group] ?? 0))),
  );
  const surnameShares = (names: ReadonlySet<string>) =>
    GROUPS.map(
      (_, group) =>
        sum(
          surnames
            .filter(({ name }) => names.has(name))
            .map(({ count, shares }) => count * (shares[group] ?? 0)),
        ) / (groupTotals[group] ?? 1),
    );
  const residentShares = (names: readonly string[]) => {
    const counts = GROUPS.map((_, group) =>
      sum(names.map((name) => states.get(name)?.[group] ?? 0)),
    );
    const everyone = sum(counts);
    return counts.map((count) => count / everyone);
  };
  const predicted = (names: readonly string[], surnameSet: ReadonlySet<string>) => {
    const shares = surnameShares(surnameSet);
    return sum(residentShares(names).map((share, group) => share * (shares[group] ?? 0)));
  };
  const fifty = [...states.keys()];

  const keyOf = (row: Row) => lettersOf(row.lastName);
  const shareAmong = (test: (row: Row) => boolean, among: readonly Row[]) =>
    among.filter(test).length / among.length;
  const rowsOf = new Map<string, Row[]>();
  for (const row of rows) {
    const list = rowsOf.get(row.state) ?? [];
    list.push(row);
    rowsOf.set(row.state, list);
  }
  const rowsIn = (names: readonly string[]) => names.flatMap((name) => rowsOf.get(name) ?? []);
  const mostly = (group: number) =>
    new Set(
      surnames.filter(({ shares }) => (shares[group] ?? 0) >= MOSTLY).map(({ name }) => name),
    );
  const ratioFigure = (
    label: string,
    surnameSet: ReadonlySet<string>,
    high: StateGroup,
    low: StateGroup,
    atLeast: number,
  ): Figure => {
    const test = (row: Row) => surnameSet.has(keyOf(row));
    return {
      label: `${label}: share in ${high.codes} over share in ${low.codes}`,
      observed: shareAmong(test, rowsIn(known(high))) / shareAmong(test, rowsIn(known(low))),
      expected: predicted(high.names, surnameSet) / predicted(low.names, surnameSet),
      bound: { atLeast },
      unit: 'times',
    };
  };

  const six = new Set(SIX_HISPANIC_SURNAMES);
  const hispanic = mostly(HISPANIC);
  const black = mostly(BLACK);
  const asian = mostly(API);

  const hispanicShareOf = (name: string) => residentShares([name])[HISPANIC] ?? 0;
  const isHispanicSurname = (row: Row) => hispanic.has(keyOf(row));

  /*
   * Jose: a man's first name and surname are each drawn by his group, so among men with a set
   * of surnames, Jose is Σ over g of P(g | the set) × Jose's share of g's first names
   * (Tzioumis: his count × g's share of his bearers, over g's people in the file), with
   * P(g | the set) ∝ g's share of the 50 states' residents × the set's share of g's surnames.
   * Tzioumis counts applicants of both sexes: taking each group's applicants to be men in the
   * same proportion, the ratio cancels it.
   */
  const joseShares = (() => {
    const jose = firstNames.find(({ name }) => name === 'JOSE');
    if (!jose) throw new Error(`${FIRST_NAMES.name} has no JOSE`);
    return GROUPS.map(
      (_, group) =>
        (jose.count * (jose.shares[group] ?? 0)) /
        sum(firstNames.map(({ count, shares }) => count * (shares[group] ?? 0))),
    );
  })();
  const nation = residentShares(fifty);
  const joseAmong = (surnameSet: ReadonlySet<string>) => {
    const shares = surnameShares(surnameSet);
    const weights = nation.map((share, group) => share * (shares[group] ?? 0));
    const all = sum(weights);
    return sum(weights.map((weight, group) => (weight / all) * (joseShares[group] ?? 0)));
  };
  const otherSurnames = new Set(
    surnames.filter(({ name }) => !hispanic.has(name)).map(({ name }) => name),
  );
  const men = rows.filter((row) => row.gender === 'male');
  const isJose = (row: Row) => row.firstName === 'Jose';

  /*
   * A street named for a surname mostly of a group that is under 5% of its state's residents:
   * the street name's letters are such a surname, and not one of TIGER's 100 street names
   * (Park is a street before it is a surname).
   */
  const FEW = 0.05;
  const fewIn = (group: number) =>
    new Set(fifty.filter((name) => (residentShares([name])[group] ?? 0) < FEW));
  const fewAsian = fewIn(API);
  const fewHispanic = fewIn(HISPANIC);
  const isOutOfPlace = (row: Row) => {
    const street = lettersOf(streetNameOf(row.streetAddress));
    if (sources.streetNames.has(street)) return false;
    return (
      (fewAsian.has(row.state) && asian.has(street)) ||
      (fewHispanic.has(row.state) && hispanic.has(street))
    );
  };

  return {
    sixHispanicRatio: ratioFigure(
      'the six Hispanic surnames (Garcia, Rodriguez, Martinez, Hernandez, Lopez, Gonzalez)',
      six,
      SOUTHWEST,
      NORTHEAST_WV,
      6,
    ),
    sixHispanicShare: {
      label: 'the six Hispanic surnames: share of people in the 50 states',
      observed: shareAmong((row) => six.has(keyOf(row)), rows),
      expected: predicted(fifty, six),
      bound: { atLeast: 0.0167, atMost: 0.0227 },
      unit: 'share',
    },
    hispanicCorrelation: {
      label:
        'mostly-Hispanic surnames (pcthispanic ≥ 50): correlation of their share by state with the state’s Hispanic residents, 50 states',
      observed: pearson(
        fifty.map((name) => shareAmong(isHispanicSurname, rowsOf.get(name) ?? [])),
        fifty.map(hispanicShareOf),
      ),
      expected: pearson(
        fifty.map((name) => predicted([name], hispanic)),
        fifty.map(hispanicShareOf),
      ),
      bound: { atLeast: 0.9 },
      unit: 'correlation',
    },
    blackRatio: ratioFigure(
      'mostly-Black surnames (pctblack ≥ 50)',
      black,
      DEEP_SOUTH_MD,
      NORTH_WHITE,
      2.5,
    ),
    asianRatio: ratioFigure(
      'mostly-Asian-or-Pacific-Islander surnames (pctapi ≥ 50)',
      asian,
      PACIFIC_NJ_NY,
      INLAND,
      4,
    ),
    joseRatio: {
      label: 'Jose among men with a mostly-Hispanic surname over men with other surnames',
      observed:
        shareAmong(isJose, men.filter(isHispanicSurname)) /
        shareAmong(
          isJose,
          men.filter((row) => !isHispanicSurname(row)),
        ),
      expected: joseAmong(hispanic) / joseAmong(otherSurnames),
      bound: { atLeast: 10 },
      unit: 'times',
    },
    outOfPlaceStreets: {
      label:
        'addresses on a street named for a mostly-Asian or mostly-Hispanic surname where that group is under 5% of the state',
      observed: shareAmong(isOutOfPlace, rows),
      expected: undefined,
      bound: { atMost: 0.001 },
      unit: 'share',
    },
  } satisfies Record<string, Figure>;
}

/**
 * Each origin group's share of `origins` (the `origin` column's values), beside its share of
 * the 50 states' residents; a value that names no group is listed with no expected share.
 */
export function originShares(origins: readonly string[], states: Map<string, ByGroup>) {
  const counts = new Map<string, number>();
  for (const origin of origins) counts.set(origin, (counts.get(origin) ?? 0) + 1);
  const residents = GROUPS.map((_, group) =>
    sum([...states.values()].map((row) => row[group] ?? 0)),
  );
  const everyone = sum(residents);
  const values = [...new Set<string>([...GROUPS, ...counts.keys()])];
  return values.map((value) => {
    const group = GROUPS.indexOf(value as (typeof GROUPS)[number]);
    return {
      origin: value,
      observed: (counts.get(value) ?? 0) / origins.length,
      expected: group < 0 ? undefined : (residents[group] ?? 0) / everyone,
    };
  });
}

const shown = (value: number | undefined, unit: Figure['unit']) => {
  if (value === undefined) return '–';
  if (unit === 'share') return `${(value * 100).toFixed(2)}%`;
  return unit === 'times' ? value.toFixed(2) : value.toFixed(3);
};

function boundText({ bound: { atLeast, atMost }, unit }: Figure): string {
  if (atLeast !== undefined && atMost !== undefined) {
    return `${shown(atLeast, unit)} to ${shown(atMost, unit)}`;
  }
  return atLeast !== undefined
    ? `at least ${shown(atLeast, unit)}`
    : `at most ${shown(atMost, unit)}`;
}

function table(rows: readonly string[][]): string {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows
    .map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '))
    .join('\n');
}

/** The `origin` column of the sample's people, or why the build has none. */
function originColumn({ peopleText }: Generator, { seed, count }: Sample): string[] | string {
  if (!peopleText) return 'this build has no peopleText';
  let chunks: Iterable<{ text: string }>;
  try {
    // Options are read when peopleText is called: a build without the column refuses it here.
    chunks = peopleText({ seed, count, asOf: AS_OF, format: 'ndjson', columns: ['origin'] });
  } catch (error) {
    return `this build has no origin column (${String(error)})`;
  }
  const origins: string[] = [];
  for (const { text } of chunks) {
    for (const line of text.split('\n')) {
      if (line !== '') origins.push(String((JSON.parse(line) as { origin: unknown }).origin));
    }
  }
  return origins;
}

/** Households the couples' figure counts. */
const COUPLE_HOUSEHOLDS = 20_000;

/**
 * Of the sample's seed's first COUPLE_HOUSEHOLDS households: couples whose two origins differ,
 * married and unmarried apart (the Census: 10% of married opposite-sex couples, 18% of unmarried
 * opposite-sex partners, 21% of same-sex unmarried partners), from the `origin` column.
 */
function mixedCouples({ peopleText }: Generator, { seed }: Sample) {
  const tally = new Map<string, { couples: number; mixed: number }>();
  let householder: { householdId: number; origin: string } | undefined;
  const chunks = peopleText?.({
    seed,
    count: COUPLE_HOUSEHOLDS,
    asOf: AS_OF,
    format: 'ndjson',
    households: true,
    columns: ['householdId', 'relationship', 'origin'],
  });
  for (const { text } of chunks ?? []) {
    for (const line of text.split('\n')) {
      if (line === '') continue;
      const member = JSON.parse(line) as {
        householdId: number;
        relationship: string;
        origin: string;
      };
      if (member.relationship === 'householder') householder = member;
      else if (
        (member.relationship === 'spouse' || member.relationship === 'unmarried partner') &&
        householder?.householdId === member.householdId
      ) {
        const counts = tally.get(member.relationship) ?? { couples: 0, mixed: 0 };
        counts.couples++;
        if (member.origin !== householder.origin) counts.mixed++;
        tally.set(member.relationship, counts);
      }
    }
  }
  return tally;
}

async function main() {
  const sample = sampleOf(process.argv.slice(2));
  const sources = readSources();
  const generator = await loadGenerator(sample.generatorPath);
  const rows = await drawSample(sample);
  const figures = Object.values(originFigures(rows, sources));
  console.log(
    `${sample.count.toLocaleString('en-US')} people, seed ${sample.seed}, as of ${AS_OF}, from ${sample.generatorPath}\n`,
  );
  console.log(
    table([
      ['figure', 'observed', 'expected', 'issue 54', 'result'],
      ...figures.map((figure) => [
        figure.label,
        shown(figure.observed, figure.unit),
        shown(figure.expected, figure.unit),
        boundText(figure),
        passes(figure) ? 'pass' : 'FAIL',
      ]),
    ]),
  );
  const origins = originColumn(generator, sample);
  if (typeof origins === 'string') {
    console.log(`\nOrigin groups not counted: ${origins}.`);
    return;
  }
  console.log(
    '\nOrigin groups: share of people (the origin column) and of the 50 states’ residents (P2)\n',
  );
  console.log(
    table([
      ['origin', 'people', 'residents'],
      ...originShares(origins, sources.states).map(({ origin, observed, expected }) => [
        origin,
        shown(observed, 'share'),
        shown(expected, 'share'),
      ]),
    ]),
  );
  console.log(
    `\nCouples of two origins, the first ${COUPLE_HOUSEHOLDS.toLocaleString('en-US')} households (the Census: 10% of married opposite-sex couples, 18% of unmarried opposite-sex partners, 21% of same-sex unmarried partners)\n`,
  );
  console.log(
    table([
      ['couple', 'couples', 'of two origins'],
      ...[...mixedCouples(generator, sample)].map(([relationship, { couples, mixed }]) => [
        relationship,
        String(couples),
        shown(mixed / couples, 'share'),
      ]),
    ]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
