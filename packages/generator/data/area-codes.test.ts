import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  US_AREA_CODES_FILE,
  areaCodesModuleFile,
  buildModules,
  buildUsAreaCodesModule,
  exchangesByCity,
  readBsonStrings,
} from './area-codes.ts';

describe('the shipped area codes', () => {
  it('are exactly what packages/generator/data/area-codes.ts builds from its sources and the places data', async () => {
    const built = await buildModules();
    expect(built.size).toBe(50);
    for (const [stateCode, source] of built) {
      expect(readFileSync(areaCodesModuleFile(stateCode), 'utf8'), stateCode).toBe(source);
    }
  });

  it('against which a phone set by hand is checked are what the script builds', async () => {
    const source = await buildUsAreaCodesModule();
    expect(readFileSync(US_AREA_CODES_FILE, 'utf8')).toBe(source);
    const codes = /"([\d ]+)"/.exec(source)?.[1]?.split(' ') ?? [];
    // The 50 states and DC had 358 geographic area codes in the data the script reads: 212 and
    // 907 among them, 555 and 800 (not geographic) not.
    expect(codes).toHaveLength(358);
    expect(codes).toEqual(expect.arrayContaining(['212', '907', '202']));
    expect(codes).not.toContain('555');
    expect(codes).not.toContain('800');
  });
});

describe('reading the geocoding data', () => {
  it('reads a flat BSON document of strings', () => {
    // {"206": "Washington State", "206200": "Seattle, WA"} as BSON.
    const element = (key: string, value: string) => {
      const text = Buffer.from(`${value}\0`);
      const length = Buffer.alloc(4);
      length.writeInt32LE(text.length);
      return Buffer.concat([Buffer.from([2]), Buffer.from(`${key}\0`), length, text]);
    };
    const body = Buffer.concat([
      element('206', 'Washington State'),
      element('206200', 'Seattle, WA'),
    ]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(body.length + 5);
    const document = Buffer.concat([size, body, Buffer.from([0])]);
    expect([...readBsonStrings(document)]).toEqual([
      ['206', 'Washington State'],
      ['206200', 'Seattle, WA'],
    ]);
  });

  it('counts the exchanges each key covers; a key naming a whole area code counts 1', () => {
    const geocodes = new Map([
      ['503', 'Oregon'],
      ['5032', 'Portland, OR'], // 503-200 to 503-299: 100 exchanges, less the next key's
      ['503201', 'Beaverton, OR'],
      ['50330', 'Salem, OR'], // 503-300 to 503-309
      ['971', 'Portland, OR'], // the whole overlay, named for one city
    ]);
    const byCity = exchangesByCity(geocodes);
    expect(Object.fromEntries(byCity.get('Portland|OR') ?? [])).toEqual({ 503: 99, 971: 1 });
    expect(Object.fromEntries(byCity.get('Beaverton|OR') ?? [])).toEqual({ 503: 1 });
    expect(Object.fromEntries(byCity.get('Salem|OR') ?? [])).toEqual({ 503: 10 });
    expect(byCity.has('Oregon')).toBe(false);
  });
});
