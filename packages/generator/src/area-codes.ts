/**
 * Area codes by state and city, decoded once on first use (the export's worker only): each
 * shipped city's area codes, weighted by how many of its exchanges each holds.
 */
import { AREA_CODES_DATA } from './area-codes.data.ts';
import { pickWeighted, weightedTable, type WeightedTable } from './weighted.ts';
import { fromOneByteText } from './words.ts';

export interface AreaCodeChoice {
  /** Ascending. */
  areaCodes: readonly number[];
  /** Exchanges of the city (or state) in each area code, in the order of `areaCodes`. */
  exchanges: readonly number[];
  table: WeightedTable;
}

export interface StateAreaCodes {
  stateCode: string;
  cities: ReadonlyMap<string, AreaCodeChoice>;
  /** Every city of the state together: for a city the data does not list. */
  state: AreaCodeChoice;
}

function choiceOf(weights: ReadonlyMap<number, number>): AreaCodeChoice {
  const areaCodes = [...weights.keys()].sort((a, b) => a - b);
  const exchanges = areaCodes.map((code) => weights.get(code) ?? 0);
  return { areaCodes, exchanges, table: weightedTable(exchanges) };
}

/** The inverse of encodeStates in packages/generator/data/area-codes.ts, which documents the format. */
export function decodeAreaCodes(data: string): Map<string, StateAreaCodes> {
  const states = new Map<string, StateAreaCodes>();
  for (const stateText of data.split(';')) {
    const [stateCode = '', state = '', ...cityTexts] = stateText.split('|');
    const cities = new Map<string, AreaCodeChoice>();
    const stateWeights = new Map<number, number>();
    for (const cityText of cityTexts) {
      const [city = '', pairs = ''] = cityText.split('=');
      const weights = new Map<number, number>();
      for (const pair of pairs.split(',')) {
        const [code = 0, count = 0] = pair.split(':').map(Number);
        weights.set(code, count);
        stateWeights.set(code, (stateWeights.get(code) ?? 0) + count);
      }
      cities.set(fromOneByteText(city), choiceOf(weights));
    }
    states.set(state, { stateCode, cities, state: choiceOf(stateWeights) });
  }
  return states;
}

let byStateName: Map<string, StateAreaCodes> | undefined;

/** Keyed by full state name ("Texas"), as a Person holds it. */
export function stateAreaCodes(stateName: string): StateAreaCodes | undefined {
  byStateName ??= decodeAreaCodes(AREA_CODES_DATA);
  return byStateName.get(stateName);
}

/** The area codes serving the city, with their weights; the state's for a city not listed. */
export function areaCodeChoice(stateName: string, city: string): AreaCodeChoice | undefined {
  const state = stateAreaCodes(stateName);
  return state && (state.cities.get(city) ?? state.state);
}

/**
 * The position in `choice.areaCodes` of a code drawn by its share of the city's exchanges
 * (`unit` in [0, 1)).
 */
export function areaCodeIndex(choice: AreaCodeChoice, unit: number): number {
  return pickWeighted(choice.table, unit);
}
