/**
 * The page's loading of the draws' data (stateData.ts): each state's modules and the nation's
 * first names are chunks of their own, loaded when a person or a check needs them. A page asks
 * the package synchronously, as the library does; where data is missing the call throws a
 * DataNotLoadedError naming it, and withData loads that and asks again.
 */
import type { Constraints } from './fields.ts';
import { statesOfPerson } from './generate.ts';
import { rowRandom } from '../draw/random.ts';
import {
  DataNotLoadedError,
  areNationalFirstNamesProvided,
  isStateProvided,
  provideNationalFirstNames,
  provideState,
} from '../states/stateData.ts';
import { loadNationalFirstNames, STATE_LOADERS } from '../states/stateLoaders.ts';
import { stateCodes } from '../place/places.ts';

const loading = new Map<string, Promise<void>>();
let nationalLoading: Promise<void> | undefined;

/** Loads and provides these states' data (their postal codes); each chunk is fetched once. */
export function loadStates(codes: readonly string[]): Promise<void> {
  return Promise.all(
    codes.map((code) => {
      if (isStateProvided(code)) return undefined;
      let load = loading.get(code);
      if (!load) {
        const loader = STATE_LOADERS[code];
        if (!loader) return Promise.reject(new RangeError(`no state has the postal code ${code}`));
        load = loader().then((data) => provideState(code, data));
        // A failed fetch may be tried again (a network that came back).
        load.catch(() => loading.delete(code));
        loading.set(code, load);
      }
      return load;
    }),
  ).then(() => undefined);
}

/** Loads and provides the nation's first names (a locked first name, the editors, a link). */
export function loadNationalNames(): Promise<void> {
  if (areNationalFirstNamesProvided()) return Promise.resolve();
  nationalLoading ??= loadNationalFirstNames().then(({ FIRST_NAMES }) =>
    provideNationalFirstNames(FIRST_NAMES),
  );
  nationalLoading.catch(() => (nationalLoading = undefined));
  return nationalLoading;
}

/** Every state and the nation's first names: what an export of people anywhere needs. */
export function loadAllData(): Promise<void> {
  return Promise.all([loadStates(stateCodes()), loadNationalNames()]).then(() => undefined);
}

/** What person `index` of `seed` with these constraints needs loaded: its states, and names. */
function dataOfPerson(seed: number, index: number, constraints: Constraints) {
  return {
    codes: statesOfPerson(rowRandom(seed, index), constraints),
    national: constraints.firstName !== undefined,
  };
}

/** Whether person `index` of `seed` can be drawn now, with nothing to load. */
export function isPersonReady(seed: number, index: number, constraints: Constraints): boolean {
  const { codes, national } = dataOfPerson(seed, index, constraints);
  return codes.every(isStateProvided) && (!national || areNationalFirstNamesProvided());
}

/** Loads what person `index` of `seed` needs: the page does so for the next person ahead. */
export function loadPerson(seed: number, index: number, constraints: Constraints): Promise<void> {
  const { codes, national } = dataOfPerson(seed, index, constraints);
  return Promise.all([loadStates(codes), national ? loadNationalNames() : undefined]).then(
    () => undefined,
  );
}

/**
 * `compute`'s result once the data it reads is loaded: it runs, and runs again after loading
 * whatever it found missing. It must be safe to run again (the page's checks and draws are).
 */
export async function withData<T>(compute: () => T): Promise<T> {
  for (;;) {
    try {
      return compute();
    } catch (error) {
      if (!(error instanceof DataNotLoadedError)) throw error;
      await Promise.all([
        loadStates(error.stateCodes),
        error.nationalFirstNames ? loadNationalNames() : undefined,
      ]);
    }
  }
}
