import { describe, expect, it } from 'vitest';
import {
  cityNamed,
  decodePlaceStates,
  decodePlaces,
  encodePlaces,
  placeOfZip,
  placeRows,
  placesInCity,
  placesInState,
  randomPlace,
  randomPlaceInCity,
  randomPlaceInState,
  stateNames,
} from './places.ts';
import type { RandomSource, StatePlaces } from './places.ts';
import { people } from './people.ts';
import { PLACES_DATA } from './places.data.ts';
import { AREA_CODES_DATA } from './area-codes.data.ts';
import { areaCodeChoice } from './area-codes.ts';

/** A random source that returns the given numbers in turn. */
function fixedRandom(...units: number[]): RandomSource {
  let next = 0;
  return { number: { float: () => units[next++ % units.length] ?? 0 } };
}

const VERMONT_AND_MAINE: StatePlaces[] = [
  {
    state: 'Vermont',
    stateCode: 'VT',
    population: 300,
    cities: [
      { city: "O'Brien", population: 2, zips: ['05001', '05002', '05100', '05126'] },
      { city: 'Saint Albans', population: 7, zips: ['05478'] },
    ],
  },
  {
    state: 'Maine',
    stateCode: 'ME',
    population: 900,
    cities: [{ city: 'Portland', population: 68, zips: ['04101', '04103'] }],
  },
];

describe('the places format', () => {
  it('writes names, populations in thousands and ZIP gaps as letters or numbers', () => {
    expect(encodePlaces(VERMONT_AND_MAINE)).toBe(
      "VTVermont300|O'Brien2,5001a(98)(26)|Saint Albans7,477;MEMaine900|Portland68,4101b",
    );
  });

  it('decodes what it encodes: large gaps, leading zeros, populations', () => {
    const text = encodePlaces(VERMONT_AND_MAINE);
    expect(decodePlaceStates(text)).toEqual(VERMONT_AND_MAINE);
    expect(decodePlaces(text)).toEqual([
      { zip: '05001', city: "O'Brien", state: 'Vermont' },
      { zip: '05002', city: "O'Brien", state: 'Vermont' },
      { zip: '05100', city: "O'Brien", state: 'Vermont' },
      { zip: '05126', city: "O'Brien", state: 'Vermont' },
      { zip: '05478', city: 'Saint Albans', state: 'Vermont' },
      { zip: '04101', city: 'Portland', state: 'Maine' },
      { zip: '04103', city: 'Portland', state: 'Maine' },
    ]);
  });

  it('refuses what it cannot write back: digits in a name, no ZIP, ZIPs out of order', () => {
    const vermont = (city: string, zips: string[], population = 1): StatePlaces[] => [
      { state: 'Vermont', stateCode: 'VT', population: 1, cities: [{ city, population, zips }] },
    ];
    expect(() => encodePlaces(vermont('Route 66', ['05001']))).toThrow('cannot encode "Route 66"');
    expect(() => encodePlaces(vermont('Barre', []))).toThrow('Barre, Vermont has no ZIP');
    expect(() => encodePlaces(vermont('Barre', ['05641', '05640']))).toThrow('must ascend');
    expect(() => encodePlaces(vermont('Barre', ['05641'], 0))).toThrow('population 0');
    expect(() => encodePlaces(vermont('Bar`re', ['05641']))).toThrow('as one-byte text');
    expect(() => encodePlaces(vermont('Barre\u2019s', ['05641']))).toThrow('as one-byte text');
    const lowerCase = vermont('Barre', ['05641']).map((state) => ({ ...state, stateCode: 'Vt' }));
    expect(() => encodePlaces(lowerCase)).toThrow('"Vt" is no postal code');
  });

  it('ships one-byte text: the ʻokina of Hawaiian names as a stand-in, read back as it was', () => {
    const hawaii: StatePlaces[] = [
      {
        state: 'Hawaii',
        stateCode: 'HI',
        population: 1,
        cities: [{ city: '\u2018Ele\u2018ele', population: 1, zips: ['96705'] }],
      },
    ];
    const encoded = encodePlaces(hawaii);
    expect(encoded).toBe('HIHawaii1|`Ele`ele1,96705');
    expect(decodePlaceStates(encoded)).toEqual(hawaii);
    // One character above U+00FF would make V8 keep the whole text, and each name read from it,
    // at two bytes a character (see toOneByteText).
    for (const data of [PLACES_DATA, AREA_CODES_DATA]) expect(data).not.toMatch(/[\u0100-\uffff]/);
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
  it('take a city of the state by population and a ZIP of that city', () => {
    const low = randomPlaceInState(fixedRandom(0), 'Wyoming');
    const high = randomPlaceInState(fixedRandom(0.999_999), 'Wyoming');
    const wyoming = placesInState('Wyoming');
    expect(low).toEqual(wyoming[0]);
    expect(high).toEqual(wyoming[wyoming.length - 1]);
    expect(randomPlaceInState(fixedRandom(0.5), 'Puerto Rico')).toBeUndefined();
  });

  it('keep a city in its state, each of its ZIPs as likely', () => {
    const portland = placesInCity('Portland').filter((row) => row.state === 'Oregon');
    expect(portland.length).toBeGreaterThan(10);
    const drawn = new Set(
      Array.from({ length: portland.length }, (_, i) =>
        randomPlaceInCity(fixedRandom((i + 0.5) / portland.length), 'Portland', 'Oregon'),
      ),
    );
    expect(drawn).toEqual(new Set(portland));
    expect(randomPlaceInCity(fixedRandom(0.5), 'Portland', 'Hawaii')).toBeUndefined();
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
