/** Area codes by state and ZIP, decoded once on first use (the export's worker only). */
import { AREA_CODES_DATA } from './area-codes.data.ts';

export interface StateAreaCodes {
  stateCode: string;
  areaCodes: readonly number[];
  /** Ascending first ZIPs of runs; runAreaCodes[i] serves the run starting at runStarts[i]. */
  runStarts: readonly number[];
  runAreaCodes: readonly number[];
}

const PICK_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const RUN = /(\d+)([a-zA-Z])/g;

/** The inverse of encodeStates in packages/generator/data/area-codes.ts, which documents the format. */
export function decodeAreaCodes(data: string): Map<string, StateAreaCodes> {
  const states = new Map<string, StateAreaCodes>();
  for (const stateText of data.split(';')) {
    const [stateCode = '', state = '', codesText = '', runsText = ''] = stateText.split('|');
    const areaCodes = codesText.split(',').map(Number);
    const runStarts: number[] = [];
    const runAreaCodes: number[] = [];
    let start = 0;
    for (const [, gap = '', letter = ''] of runsText.matchAll(RUN)) {
      runStarts.push((start += Number(gap)));
      runAreaCodes.push(areaCodes[PICK_LETTERS.indexOf(letter)] ?? 0);
    }
    states.set(state, { stateCode, areaCodes, runStarts, runAreaCodes });
  }
  return states;
}

let byStateName: Map<string, StateAreaCodes> | undefined;

/** Keyed by full state name ("Texas"), as a Person holds it. */
export function stateAreaCodes(stateName: string): StateAreaCodes | undefined {
  byStateName ??= decodeAreaCodes(AREA_CODES_DATA);
  return byStateName.get(stateName);
}

/**
 * The area code of the run holding the ZIP: the in-state area code nearest to it. A ZIP the
 * table does not list takes the run before it (or the first), so the answer is always one of
 * the state's own area codes. Undefined only for a state that is not one of the 50.
 */
export function areaCodeOf(stateName: string, zip: string): number | undefined {
  const state = stateAreaCodes(stateName);
  if (!state) return undefined;
  const { runStarts, runAreaCodes } = state;
  const target = Number(zip);
  let low = 0;
  let high = runStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((runStarts[middle] ?? 0) <= target) low = middle;
    else high = middle - 1;
  }
  return runAreaCodes[low];
}
