/**
 * What the page's build puts in allStates.ts's place (vite.config.ts): no state's data and not
 * the nation's first names, so the page's first chunk holds none of them. The page loads each
 * one when a person needs it (stateLoaders.ts) and provides it to the draws (stateData.ts).
 */
import type { NationalFirstNames, StateData } from './stateData.ts';

export const ALL_STATES: Readonly<Record<string, StateData>> = {};
export const NATIONAL_FIRST_NAMES: NationalFirstNames | undefined = undefined;
