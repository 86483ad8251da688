/** Area codes by state and ZIP, decoded once on first use (the export's worker only). */
import { AREA_CODES_DATA } from './area-codes.data.ts';

export interface StateAreaCodes {
  stateCode: string;
  areaCodes: readonly number[];
  /** Ascending first ZIPs of runs; runAreaCodes[i] serves the run starting at runStarts[i]. */
  runStarts: readonly number[];
  runAreaCodes: readonly number[];
}

/** Run letters: the index of the run's area code in its state's list (California has 37). */
const PICK_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const RUN = /(\d+)([a-zA-Z])/g;

/** A state's area codes and its runs of ZIPs, as packages/generator/data/area-codes.ts builds them. */
export interface AreaCodeRuns {
  state: string;
  stateCode: string;
  /** Ascending. */
  areaCodes: readonly number[];
  /** Runs of ZIPs, ascending: each run's first ZIP and the index of its area code. */
  runs: readonly { start: number; pick: number }[];
}

/**
 * One string: states joined by ';', each `XX|State name|code,code,...|runs`. A run is the gap
 * from the previous run's first ZIP (or from 0) in decimal, then a letter naming its area code
 * (a is the first of the state's list, A the 27th).
 */
export function encodeAreaCodes(states: readonly AreaCodeRuns[]): string {
  return states
    .map(({ state, stateCode, areaCodes, runs }) => {
      let previous = 0;
      const encodedRuns = runs
        .map(({ start, pick }) => {
          const text = `${start - previous}${PICK_LETTERS[pick] ?? ''}`;
          previous = start;
          return text;
        })
        .join('');
      return [stateCode, state, areaCodes.join(), encodedRuns].join('|');
    })
    .join(';');
}

/** The inverse of encodeAreaCodes. */
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
