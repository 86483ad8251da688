import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { statesOfPerson } from '../../packages/generator/src/person/generate.ts';
import { rowRandom } from '../../packages/generator/src/draw/random.ts';
import { stateCodes } from '../../packages/generator/src/place/places.ts';
import { EARLY_PEOPLE, earlyStateScript } from './early-state-plugin.ts';

/** Each state's made-up chunk hash: its code twice, upper case (hashes are case-sensitive). */
const HASHES = new Map(stateCodes().map((code) => [code.toLowerCase(), `${code}${code}`]));

interface Run {
  fetched: string[];
  draws: unknown;
  randomCalls: number;
}

/** The script's one dynamic import, of a chunk the page then finds in its module map. */
const IMPORT = /\bimport\(/g;

/**
 * Runs the inline script as a page would, Math.random giving `draws` in turn. Node runs no
 * `import()` in a script of its own context without a flag (--experimental-vm-modules), so the
 * script's one import is made a call to a function that keeps what it was asked for and answers
 * as an import would, with a promise.
 */
function runScript(hash: string, draws: readonly number[]): Run {
  const script = earlyStateScript(HASHES);
  expect(script.match(IMPORT)).toHaveLength(1);
  const fetched: string[] = [];
  let randomCalls = 0;
  const window: Record<string, unknown> = {};
  const math = Object.create(Math) as Math;
  math.random = () => draws[randomCalls++] ?? Number.NaN;
  const importChunk = (specifier: string) => {
    fetched.push(specifier);
    return Promise.reject(new TypeError('not fetched in a test'));
  };
  window.window = window;
  runInNewContext(script.replace(IMPORT, 'importChunk('), {
    window,
    location: { hash },
    Math: math,
    importChunk,
  });
  return { fetched, draws: window.earlyDraws, randomCalls };
}

const chunkOf = (code: string) => `./assets/state-${code.toLowerCase()}-${code}${code}.js`;

describe("index.html's early fetch of the first people's states", () => {
  it('fetches the chunks of the states the package draws for people 0 and 1 of the seed', () => {
    // Seeds spread over the whole range, and its ends.
    const seeds = [0, 1, 2 ** 32 - 1, ...Array.from({ length: 400 }, (_, i) => i * 10_737_418 + 7)];
    let together = 0;
    for (const seed of seeds) {
      const wanted = [
        ...new Set(
          Array.from({ length: EARLY_PEOPLE }, (_, index) =>
            chunkOf(statesOfPerson(rowRandom(seed, index))[0] ?? ''),
          ),
        ),
      ];
      if (wanted.length === 1) together += 1;
      const run = runScript('', [0.25, seed / 2 ** 32]);
      expect(run.fetched, `seed ${seed}`).toEqual(wanted);
      expect(run.draws).toEqual({ link: 2 ** 30, seed });
    }
    // Some seeds draw one state for both people: it is fetched once.
    expect(together).toBeGreaterThan(0);
  });

  it("fetches each state's chunk for a seed whose first person lives there", () => {
    const seedIn = new Map<string, number>();
    for (let seed = 0; seedIn.size < stateCodes().length; seed += 1) {
      const [code = ''] = statesOfPerson(rowRandom(seed, 0));
      if (!seedIn.has(code)) seedIn.set(code, seed);
    }
    for (const [code, seed] of seedIn) {
      expect(runScript('', [0, seed / 2 ** 32]).fetched[0], `seed ${seed}`).toBe(chunkOf(code));
    }
  });

  it('draws nothing and fetches nothing for a page opened with a link', () => {
    expect(runScript('#firstName=Ann', [0.5, 0.5])).toEqual({
      fetched: [],
      draws: undefined,
      randomCalls: 0,
    });
  });

  it('refuses a build without a chunk for every state', () => {
    const missing = new Map(HASHES);
    missing.delete('wy');
    expect(() => earlyStateScript(missing)).toThrow('no chunk for the state WY');
  });
});
