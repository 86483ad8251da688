import { describe, expect, it } from 'vitest';
import {
  cityNamed,
  decodeStatePlaces,
  decodeStates,
  encodeStatePlaces,
  encodeStates,
  placeOfZip,
  placeRows,
  placesInCity,
  placesInState,
  randomPlace,
  randomPlaceInCity,
  randomPlaceInState,
  rowOfZip,
  stateCodes,
  stateNames,
  type StateEntry,
  type TownZips,
} from './places.ts';
import type { RandomSource } from './places.ts';
import { people } from '../options/calls.ts';
import { areaCodeChoice } from './area-codes.ts';
import { stateData } from '../states/stateData.ts';
import { STATES } from './states.data.ts';

/** A random source that returns the given numbers in turn. */
function fixedRandom(...units: number[]): RandomSource {
  let next = 0;
  return { number: { float: () => units[next++ % units.length] ?? 0 } };
}

const VERMONT_TOWNS: TownZips[] = [
  {
    city: "O'Brien",
    zips: [
      { zip: '05001', people: 1 },
      { zip: '05002', people: 1000 },
      { zip: '05100', people: 135_256 },
      { zip: '05126', people: 40 },
    ],
  },
  { city: 'Saint Albans', zips: [{ zip: '05478', people: 7000 }] },
];

const STATE_ENTRIES: StateEntry[] = [
  { state: 'Vermont', stateCode: 'VT', population: 643, zip3s: [50, 51, 52, 54, 56, 57, 58, 59] },
  {
    state: 'Maine',
    stateCode: 'ME',
    population: 1363,
    zip3s: [39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49],
  },
];

describe('the places format', () => {
  it('writes a town, the gap to its first ZIP, the gaps to the others as letters or numbers, then the people of each', () => {
    // 1 person is level 0 ('!'), 1,000 level 49 ('T'), 135,256 level 85 ('y'), 40 level 26 ('='),
    // 7,000 level 63 ('c'): 1.15 to the level, rounded.
    expect(encodeStatePlaces(VERMONT_TOWNS)).toBe("O'Brien,5001a(98)(26):!Ty=|Saint Albans,477:c");
  });

  it('decodes what it encodes: large gaps, leading zeros, people to within 7.5%', () => {
    const decoded = decodeStatePlaces(encodeStatePlaces(VERMONT_TOWNS));
    expect(decoded.map(({ city, zips }) => [city, zips.map(({ zip }) => zip)])).toEqual(
      VERMONT_TOWNS.map(({ city, zips }) => [city, zips.map(({ zip }) => zip)]),
    );
    decoded.forEach(({ zips }, town) =>
      zips.forEach(({ people }, index) => {
        const real = VERMONT_TOWNS[town]?.zips[index]?.people ?? 0;
        expect(Math.abs(people / real - 1), `${town} ${index}`).toBeLessThanOrEqual(0.075);
      }),
    );
  });

  it('writes the states with their populations and the first digits of their ZIPs as runs', () => {
    const text = encodeStates(STATE_ENTRIES);
    expect(text).toBe('VTVermont643|50-52,54,56-59;MEMaine1363|39-49');
    expect(decodeStates(text)).toEqual(STATE_ENTRIES);
  });

  it('refuses what it cannot write back: digits in a name, no ZIP, ZIPs out of order, no people', () => {
    const town = (city: string, zips: string[], people = 1): TownZips[] => [
      { city, zips: zips.map((zip) => ({ zip, people })) },
    ];
    expect(() => encodeStatePlaces(town('Route 66', ['05001']))).toThrow(
      'cannot encode "Route 66"',
    );
    expect(() => encodeStatePlaces(town('Barre', []))).toThrow('Barre has no ZIP');
    expect(() => encodeStatePlaces(town('Barre', ['05641', '05640']))).toThrow('must ascend');
    expect(() => encodeStatePlaces(town('Barre', ['05641'], 0))).toThrow('0 people');
    expect(() => encodeStatePlaces(town('Bar`re', ['05641']))).toThrow('as one-byte text');
    expect(() => encodeStatePlaces(town('Barre\u2019s', ['05641']))).toThrow('as one-byte text');
    expect(() =>
      encodeStates([{ state: 'Vermont', stateCode: 'Vt', population: 1, zip3s: [50] }]),
    ).toThrow('"Vt" is no postal code');
  });

  it('ships one-byte text: the ʻokina of Hawaiian names as a stand-in, read back as it was', () => {
    const hawaii: TownZips[] = [
      { city: '\u2018Ele\u2018ele', zips: [{ zip: '96705', people: 1 }] },
    ];
    const encoded = encodeStatePlaces(hawaii);
    expect(encoded).toBe('`Ele`ele,96705:!');
    expect(decodeStatePlaces(encoded)).toEqual(hawaii);
    // One character above U+00FF would make V8 keep the whole text, and each name read from it,
    // at two bytes a character (see toOneByteText).
    const texts = stateCodes().flatMap((code) => [
      stateData(code).places,
      stateData(code).areaCodes,
    ]);
    for (const data of [STATES, ...texts]) expect(data).not.toMatch(/[\u0100-\uffff]/);
    expect(placesInState('Hawaii').map(({ city }) => city)).toContain('\u2018Aiea');
    expect(areaCodeChoice('Hawaii', '\u2018Aiea')?.areaCodes).toEqual([808]);
  });
});

describe('the shipped places', () => {
  it('find rows by state, by city name across states, and by ZIP', () => {
    const wyoming = placesInState('Wyoming');
    expect(wyoming.every((row) => row.state === 'Wyoming')).toBe(true);
    expect(wyoming.map((row) => row.city)).toContain('Cheyenne');

    const springfields = placesInCity('Springfield');
    expect(springfields.every((row) => row.city === 'Springfield')).toBe(true);
    expect(new Set(springfields.map((row) => row.state)).size).toBeGreaterThan(1);

    expect(placeOfZip('82001')).toEqual({ zip: '82001', city: 'Cheyenne', state: 'Wyoming' });
    expect(placeOfZip('02108')).toEqual({ zip: '02108', city: 'Boston', state: 'Massachusetts' });
    expect(placeOfZip('00000')).toBeUndefined();
    expect(placesInState('Puerto Rico')).toEqual([]);
    expect(placesInCity('Atlantis')).toEqual([]);
  });

  it('hold each ZIP once: its row is the one a ZIP names (a household’s members keep the householder’s)', () => {
    const rows = placeRows();
    expect(rows.length).toBeGreaterThan(30_000);
    expect(new Set(rows.map((row) => row.zip)).size).toBe(rows.length);
    expect(rows.filter((row) => rowOfZip(row.zip) !== row)).toEqual([]);
  });

  it('leave out ZIPs where nobody lives: PO boxes and single organisations', () => {
    // Columbus 43216, New Orleans 70179, El Paso 88527: PO boxes; 12345: General Electric;
    // 73301: the IRS in Austin; 94203: State of California offices in Sacramento.
    for (const zip of ['43216', '70179', '88527', '12345', '73301', '94203']) {
      expect(placeOfZip(zip), zip).toBeUndefined();
    }
    expect(placesInCity('Houston').filter((row) => row.state === 'Texas').length).toBeGreaterThan(
      80,
    );
  });

  it('spell names as the places write them', () => {
    const cities = new Set(placeRows().map((row) => `${row.city}, ${row.state}`));
    expect(cities).toContain('McKinney, Texas');
    expect(cities).toContain('McAllen, Texas');
    expect(cities).not.toContain('Mckinney, Texas');
    expect([...cities].filter((city) => /\bMc[a-z]/.test(city))).toEqual([]);
  });
});

describe('places as callers get them', () => {
  it('are plain objects of three fields, and changing one changes no draw', () => {
    const austin = { zip: '78701', city: 'Austin', state: 'Texas' };
    // A draw first, so the row behind it has been used and kept its columns.
    people({ seed: 1, count: 3, asOf: '2026-11-22', constraints: { zipCode: '78701' } }).next();
    const found = placeOfZip('78701');
    expect(found).toStrictEqual(austin);
    expect(Object.getPrototypeOf(found)).toBe(Object.prototype);
    expect(placesInState('Texas').find((place) => place.zip === '78701')).toStrictEqual(austin);
    expect(placesInCity('Austin').find((place) => place.zip === '78701')).toStrictEqual(austin);
    if (found) found.city = 'Elsewhere';
    expect(placeOfZip('78701')).toStrictEqual(austin);
    const [first] = people({
      seed: 1,
      count: 1,
      asOf: '2026-11-22',
      constraints: { zipCode: '78701' },
    });
    expect(first?.city).toBe('Austin');
  });
});

describe('place draws', () => {
  it('take a ZIP of the state by its people, first and last for the smallest and largest units', () => {
    const low = randomPlaceInState(fixedRandom(0), 'Wyoming');
    const high = randomPlaceInState(fixedRandom(0.999_999_9), 'Wyoming');
    const wyoming = placesInState('Wyoming');
    expect(low?.zip).toBe(wyoming[0]?.zip);
    expect(high?.zip).toBe(wyoming[wyoming.length - 1]?.zip);
    expect(randomPlaceInState(fixedRandom(0.5), 'Puerto Rico')).toBeUndefined();
  });

  it('keep a city in its state, each of its ZIPs as likely as its people', () => {
    const richmond = placesInCity('Richmond').filter((row) => row.state === 'Virginia');
    expect(richmond.length).toBeGreaterThan(10);
    const counts = new Map<string, number>();
    const draws = 100_000;
    for (let i = 0; i < draws; i++) {
      const place = randomPlaceInCity(fixedRandom((i + 0.5) / draws), 'Richmond', 'Virginia');
      counts.set(place?.zip ?? '', (counts.get(place?.zip ?? '') ?? 0) + 1);
    }
    expect(new Set(counts.keys())).toEqual(new Set(richmond.map(({ zip }) => zip)));
    // 23223 holds 51,960 people in the 2020 Census, 23173 (a university's) 2,098.
    const ratio = (counts.get('23223') ?? 0) / (counts.get('23173') ?? 1);
    expect(ratio).toBeGreaterThan((51_960 / 2_098) * 0.85);
    expect(ratio).toBeLessThan((51_960 / 2_098) * 1.15);
    expect(randomPlaceInCity(fixedRandom(0.5), 'Richmond', 'Hawaii')).toBeUndefined();
  });

  it('take every state for some random number', () => {
    const states = new Set(
      Array.from({ length: 10_000 }, (_, i) => randomPlace(fixedRandom(i / 10_000, 0.5)).state),
    );
    expect(states.size).toBe(50);
  });

  it.each([
    ['Wasilla', 'Alaska', ['99623', '99654']],
    ['Essex Junction', 'Vermont', ['05452']],
  ])('keep a locked small town, %s, in its state, %s', (city, state, zips) => {
    const drawn = [...people({ seed: 7, count: 1_000, asOf: '2026-11-23', constraints: { city } })];
    expect(new Set(drawn.map((row) => row.state))).toEqual(new Set([state]));
    expect(new Set(drawn.map((row) => row.zipCode))).toEqual(new Set(zips));
  });
});

describe('a city name as typed (cityNamed)', () => {
  it('is the shipped spelling, whatever its capitals, accents, spaces and ʻokina', () => {
    expect(cityNamed('hauula')).toBe('Hau‘ula');
    expect(cityNamed("Hau'ula")).toBe('Hau‘ula');
    expect(cityNamed('canon city')).toBe('Cañon City');
    expect(cityNamed('new   york')).toBe('New York');
  });

  it('is looked for only in the state given, and is the text itself there when absent', () => {
    expect(cityNamed('lafayette', 'Georgia')).toBe('LaFayette');
    expect(cityNamed('lafayette', 'Louisiana')).toBe('Lafayette');
    expect(cityNamed('hauula', 'Texas')).toBe('hauula');
    expect(cityNamed('Atlantis')).toBe('Atlantis');
  });

  it('prefers the preferred state’s spelling, then the spelling most people live in', () => {
    expect(cityNamed('lafayette', undefined, 'Georgia')).toBe('LaFayette');
    expect(cityNamed('lafayette', undefined, 'Texas')).toBe('Lafayette');
    expect(cityNamed('lafayette')).toBe('Lafayette');
    // St. Louis, Missouri, is a big city; Saint Louis, Michigan, a town.
    expect(cityNamed('saint louis')).toBe('St. Louis');
    expect(cityNamed('saint louis', undefined, 'Michigan')).toBe('Saint Louis');
  });

  it('is the text itself when that is a shipped spelling, wherever most people live', () => {
    expect(cityNamed('Saint Louis')).toBe('Saint Louis');
    expect(cityNamed('St. Marys')).toBe('St. Marys');
    expect(cityNamed('Saint Marys')).toBe('Saint Marys');
  });

  it('is every shipped city itself, in its state: no two of a state read alike', () => {
    for (const state of stateNames()) {
      const cities = new Set(placesInState(state).map(({ city }) => city));
      for (const city of cities) expect(cityNamed(city, state), `${city}, ${state}`).toBe(city);
      for (const city of cities) {
        expect(cityNamed(city.toUpperCase(), state), `${city}, ${state}`).toBe(city);
      }
    }
  });

  it('reads St, Ft and Mt as Saint, Fort and Mount, with or without a full stop', () => {
    expect(cityNamed('Saint Louis', 'Missouri')).toBe('St. Louis');
    expect(cityNamed('st louis', 'Missouri')).toBe('St. Louis');
    expect(cityNamed('Saint Louis', 'Michigan')).toBe('Saint Louis');
    expect(cityNamed('St. Paul', 'Minnesota')).toBe('Saint Paul');
    expect(cityNamed('Ft. Worth')).toBe('Fort Worth');
    expect(cityNamed('Mt. Pleasant', 'South Carolina')).toBe('Mount Pleasant');
  });

  it('reads a hyphen as a space', () => {
    expect(cityNamed('Kailua Kona')).toBe('Kailua-Kona');
    expect(cityNamed('winston salem')).toBe('Winston-Salem');
  });
});
