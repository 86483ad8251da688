/**
 * Area codes by state and city (the export's worker and the command line only): each shipped
 * city's area codes, weighted by how many of its exchanges each holds. A state's cities are
 * listed when the state is first asked for, and a city's codes decoded when it is.
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

/** A state as listed: its cities' codes as shipped ("205:6,659:1"), decoded when asked for. */
export interface StateAreaCodes {
  stateCode: string;
  cityCodes: ReadonlyMap<string, string>;
  /** The cities decoded so far (areaCodeChoice). */
  cities: Map<string, AreaCodeChoice>;
  /** Every city of the state together, once asked for: for a city the data does not list. */
  state: AreaCodeChoice | undefined;
}

/** A state with every city decoded: what the data holds, for tools that read it all. */
export interface DecodedStateAreaCodes {
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

/** Adds a city's "code:exchanges,..." to `weights`, summing codes seen before if `sum`. */
function addCodes(codes: string, weights: Map<number, number>, sum: boolean): void {
  for (const pair of codes.split(',')) {
    const [code = 0, count = 0] = pair.split(':').map(Number);
    weights.set(code, (sum ? (weights.get(code) ?? 0) : 0) + count);
  }
}

function cityChoice(codes: string): AreaCodeChoice {
  // All but about 180 of the 6,000 cities have one area code: a long run decodes them, no map.
  if (!codes.includes(',')) {
    const colon = codes.indexOf(':');
    const exchanges = [Number(codes.slice(colon + 1))];
    return {
      areaCodes: [Number(codes.slice(0, colon))],
      exchanges,
      table: weightedTable(exchanges),
    };
  }
  const weights = new Map<number, number>();
  addCodes(codes, weights, false);
  return choiceOf(weights);
}

function stateChoice(cityCodes: ReadonlyMap<string, string>): AreaCodeChoice {
  const weights = new Map<number, number>();
  for (const codes of cityCodes.values()) addCodes(codes, weights, true);
  return choiceOf(weights);
}

/** The data's states by name, their cities listed but not decoded (format: encodeStates). */
export function listAreaCodes(data: string): Map<string, StateAreaCodes> {
  const states = new Map<string, StateAreaCodes>();
  for (const stateText of data.split(';')) {
    const [stateCode = '', state = '', ...cityTexts] = stateText.split('|');
    const cityCodes = new Map<string, string>();
    for (const cityText of cityTexts) {
      const equals = cityText.indexOf('=');
      cityCodes.set(fromOneByteText(cityText.slice(0, equals)), cityText.slice(equals + 1));
    }
    states.set(state, { stateCode, cityCodes, cities: new Map(), state: undefined });
  }
  return states;
}

/**
 * The inverse of encodeStates in packages/generator/data/area-codes.ts, which documents the
 * format: every city decoded.
 */
export function decodeAreaCodes(data: string): Map<string, DecodedStateAreaCodes> {
  return new Map(
    [...listAreaCodes(data)].map(([name, state]) => [
      name,
      {
        stateCode: state.stateCode,
        cities: new Map([...state.cityCodes].map(([city, codes]) => [city, cityChoice(codes)])),
        state: stateChoice(state.cityCodes),
      },
    ]),
  );
}

/**
 * Listed on first use, each city decoded when first asked for: decoding all 6,000 cities at once
 * was over a third of a one-person command line's CPU time, and a long run reaches them one by one.
 */
let byStateName: Map<string, StateAreaCodes> | undefined;

/** Keyed by full state name ("Texas"), as a Person holds it. */
export function stateAreaCodes(stateName: string): StateAreaCodes | undefined {
  byStateName ??= listAreaCodes(AREA_CODES_DATA);
  return byStateName.get(stateName);
}

/** The area codes serving the city, with their weights; the state's for a city not listed. */
export function areaCodeChoice(stateName: string, city: string): AreaCodeChoice | undefined {
  const state = stateAreaCodes(stateName);
  if (!state) return undefined;
  const codes = state.cityCodes.get(city);
  if (codes === undefined) return (state.state ??= stateChoice(state.cityCodes));
  let choice = state.cities.get(city);
  if (!choice) state.cities.set(city, (choice = cityChoice(codes)));
  return choice;
}

/**
 * The position in `choice.areaCodes` of a code drawn by its share of the city's exchanges
 * (`unit` in [0, 1)).
 */
export function areaCodeIndex(choice: AreaCodeChoice, unit: number): number {
  return pickWeighted(choice.table, unit);
}
