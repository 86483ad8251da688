import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  numeral,
  readRareOrigins,
  readStreetData,
  readStreetNames,
  readSurnameMajorities,
  renderModule,
} from './street-names.ts';
import { readSurnames } from './surnames.ts';
import { stateNames } from '../src/place/places.ts';

describe('the shipped street names', () => {
  it('are what packages/generator/data/street-names.ts builds from the checked-in sources', async () => {
    const checkedIn = readFileSync(
      new URL('../src/person/streetNames.data.ts', import.meta.url),
      'utf8',
    );
    expect(checkedIn).toBe(await renderModule(readStreetData()));
  });

  it('are the 100 most common with their segment counts: Main 33,484, 2nd 31,450', () => {
    const names = readStreetNames();
    expect(names).toHaveLength(100);
    expect(names.slice(0, 4)).toEqual([
      { name: 'Main', segments: 33_484 },
      { name: '2nd', segments: 31_450 },
      { name: '3rd', segments: 29_262 },
      { name: '1st', segments: 28_125 },
    ]);
    expect(names.at(-1)).toEqual({ name: 'Union', segments: 4497 });
    const total = names.reduce((sum, { segments }) => sum + segments, 0);
    expect(total).toBe(878_794);
    for (const name of ['Oak', 'Park', 'Maple', 'County Line', '21st', '27th']) {
      expect(names.map((row) => row.name)).toContain(name);
    }
  });

  it('write ordinals as numerals: 1st, 2nd, 3rd, 11th, 12th, 21st, 22nd', () => {
    expect(
      ['First', 'Second', 'Third', 'Eleventh', 'Twelfth', 'Twenty-first', 'Twenty-second'].map(
        numeral,
      ),
    ).toEqual(['1st', '2nd', '3rd', '11th', '12th', '21st', '22nd']);
    expect(numeral('Main')).toBe('Main');
  });
});

describe('what a street named for a family needs', () => {
  const WHITE = 0;
  const BLACK = 1;
  const ASIAN = 2;
  const NATIVE = 3;
  const OTHER = 4;
  const HISPANIC = 5;

  it("reads each common surname's majority group from the Census file: Garcia Hispanic, Williams none", () => {
    const majorities = readSurnameMajorities();
    const top = readSurnames()
      .slice(0, 1000)
      .map(({ name }) => name);
    const of = (name: string) => majorities[top.indexOf(name)];
    expect(majorities).toHaveLength(1000);
    expect(of('Smith')).toBe(WHITE);
    expect(of('Garcia')).toBe(HISPANIC);
    expect(of('Nguyen')).toBe(ASIAN);
    expect(of('Washington')).toBe(BLACK);
    // Vang's Black and American Indian shares are suppressed, (S): its 96.7% Asian still counts.
    expect(of('Vang')).toBe(ASIAN);
    // 45.75% White, 47.68% Black: no group has half.
    expect(of('Williams')).toBeUndefined();
    const tally = (origin: number | undefined) => majorities.filter((o) => o === origin).length;
    expect([WHITE, BLACK, ASIAN, NATIVE, OTHER, HISPANIC, undefined].map(tally)).toEqual([
      740, 11, 39, 0, 0, 198, 12,
    ]);
  });

  it("reads each state's groups under 5% of its 2020 residents: Maine all but White, California two", () => {
    const rare = readRareOrigins();
    const of = (state: string) => rare[stateNames().indexOf(state)];
    expect(rare).toHaveLength(50);
    expect(of('Maine')).toEqual([BLACK, ASIAN, NATIVE, OTHER, HISPANIC]);
    expect(of('Wyoming')).toEqual([BLACK, ASIAN, NATIVE, OTHER]);
    expect(of('California')).toEqual([NATIVE, OTHER]);
    expect(of('Texas')).toEqual([NATIVE, OTHER]);
    expect(of('Hawaii')).toEqual([BLACK, NATIVE]);
    expect(of('Alaska')).toEqual([BLACK]);
    expect(of('New Mexico')).toEqual([BLACK, ASIAN, OTHER]);
  });
});
