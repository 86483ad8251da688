/**
 * Area codes by state and town: each town's area codes, weighted by how many of its exchanges
 * each holds (packages/generator/data/area-codes.ts builds them from libphonenumber's geocoding
 * data). A state's module lists the distinct sets of codes once and gives each town of its places
 * module the position of its set; a set is decoded the first time a town of it is asked for.
 */
import { codeOfState, stateNames, townNamed } from './places.ts';
import { stateData } from '../states/stateData.ts';
import { pickWeighted, weightedTable, type WeightedTable } from '../draw/weighted.ts';

export interface AreaCodeChoice {
  /** Ascending. */
  areaCodes: readonly number[];
  /** Exchanges of the town (or state) in each area code, in the order of `areaCodes`. */
  exchanges: readonly number[];
  table: WeightedTable;
}

export interface AreaCode {
  code: number;
  exchanges: number;
}

/** A set's position is written in this many base-36 digits: 1,296 sets a state at most. */
const INDEX_WIDTH = 2;
const INDEX_RADIX = 36;

/**
 * The distinct sets of codes, '/' between them, each "code:exchanges,..." ascending by code; ';';
 * then, for each town in the order of the state's places, the position of its set in
 * INDEX_WIDTH base-36 digits.
 */
export function encodeAreaCodes(towns: readonly (readonly AreaCode[])[]): string {
  const sets: string[] = [];
  const positions = new Map<string, number>();
  const indices = towns.map((codes) => {
    if (codes.length === 0) throw new Error('a town needs at least one area code');
    const text = [...codes]
      .sort((a, b) => a.code - b.code)
      .map(({ code, exchanges }) => {
        if (!Number.isInteger(code) || !Number.isInteger(exchanges) || exchanges < 1) {
          throw new Error(`cannot encode area code ${code} with ${exchanges} exchanges`);
        }
        return `${code}:${exchanges}`;
      })
      .join(',');
    let position = positions.get(text);
    if (position === undefined) {
      position = sets.length;
      positions.set(text, position);
      sets.push(text);
    }
    if (position >= INDEX_RADIX ** INDEX_WIDTH) throw new Error('too many sets of area codes');
    return position.toString(INDEX_RADIX).padStart(INDEX_WIDTH, '0');
  });
  return `${sets.join('/')};${indices.join('')}`;
}

/** The inverse of encodeAreaCodes: each town's codes. */
export function decodeAreaCodes(text: string): AreaCode[][] {
  const { sets, indices } = splitAreaCodes(text);
  return Array.from({ length: indices.length / INDEX_WIDTH }, (_, town) =>
    parseSet(sets[setOfTown(indices, town)] ?? ''),
  );
}

function splitAreaCodes(text: string): { sets: string[]; indices: string } {
  const semicolon = text.indexOf(';');
  return { sets: text.slice(0, semicolon).split('/'), indices: text.slice(semicolon + 1) };
}

function setOfTown(indices: string, town: number): number {
  return parseInt(indices.slice(town * INDEX_WIDTH, (town + 1) * INDEX_WIDTH), INDEX_RADIX);
}

function parseSet(set: string): AreaCode[] {
  return set.split(',').map((pair) => {
    const colon = pair.indexOf(':');
    return { code: Number(pair.slice(0, colon)), exchanges: Number(pair.slice(colon + 1)) };
  });
}

function choiceOf(codes: readonly AreaCode[]): AreaCodeChoice {
  const weights = new Map<number, number>();
  for (const { code, exchanges } of codes) weights.set(code, (weights.get(code) ?? 0) + exchanges);
  const areaCodes = [...weights.keys()].sort((a, b) => a - b);
  const exchanges = areaCodes.map((code) => weights.get(code) ?? 0);
  return { areaCodes, exchanges, table: weightedTable(exchanges) };
}

/** A state's codes as far as asked for: its sets decoded one by one. */
interface StateAreaCodes {
  sets: string[];
  indices: string;
  choices: (AreaCodeChoice | undefined)[];
  /** Every town's codes together: for a town the state's places do not name. */
  state: AreaCodeChoice | undefined;
}

const byState = new Map<string, StateAreaCodes>();

function stateAreaCodes(stateCode: string): StateAreaCodes {
  let state = byState.get(stateCode);
  if (!state) {
    const { sets, indices } = splitAreaCodes(stateData(stateCode).areaCodes);
    state = { sets, indices, choices: [], state: undefined };
    byState.set(stateCode, state);
  }
  return state;
}

/** The area codes serving the town, with their weights; the state's for a town not listed. */
export function areaCodeChoice(stateName: string, city: string): AreaCodeChoice | undefined {
  const stateCode = codeOfState(stateName);
  if (stateCode === undefined) return undefined;
  const state = stateAreaCodes(stateCode);
  const town = townNamed(stateName, city);
  if (town === undefined) {
    return (state.state ??= choiceOf(state.sets.flatMap((set) => parseSet(set))));
  }
  const set = setOfTown(state.indices, town);
  return (state.choices[set] ??= choiceOf(parseSet(state.sets[set] ?? '')));
}

/** Every state's towns with their codes, decoded: what the data holds, for tools that read it all. */
export function allAreaCodes(): Map<string, AreaCode[][]> {
  return new Map(
    stateNames().map((name) => [
      name,
      decodeAreaCodes(stateData(codeOfState(name) ?? '').areaCodes),
    ]),
  );
}

/**
 * The position in `choice.areaCodes` of a code drawn by its share of the town's exchanges
 * (`unit` in [0, 1)).
 */
export function areaCodeIndex(choice: AreaCodeChoice, unit: number): number {
  return pickWeighted(choice.table, unit);
}
