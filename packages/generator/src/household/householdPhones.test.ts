import { describe, expect, it, vi } from 'vitest';
import {
  LINE_WINDOW,
  LineAllocation,
  PHONE_LINES,
  heldPhoneTable,
  householdHome,
  householdPhoneTable,
  householdUnit,
  radicalInverse2,
  type HouseholdHome,
} from './householdPhones.ts';
import { households } from '../options/calls.ts';
import { decodeStatePlaces, decodeStates, randomPlace } from '../place/places.ts';
import { STATES } from '../place/states.data.ts';
import { stateData } from '../states/stateData.ts';
import { areaCodeChoice } from '../place/area-codes.ts';

const AS_OF = '2026-11-22';

/** Pairs of households sharing a phone number among the first `rows` members of `seed`. */
function sharedPairs(seed: number, rows: number, constraints = {}): number {
  const holders = new Map<string, Set<number>>();
  let seen = 0;
  for (const { householdId, members } of households({
    seed,
    count: rows,
    asOf: AS_OF,
    constraints,
  })) {
    for (const { phone } of members) {
      if (seen++ >= rows) break;
      if (phone === null) continue;
      const set = holders.get(phone) ?? new Set<number>();
      set.add(householdId);
      holders.set(phone, set);
    }
    if (seen >= rows) break;
  }
  let pairs = 0;
  for (const set of holders.values()) pairs += (set.size * (set.size - 1)) / 2;
  return pairs;
}

describe('radicalInverse2', () => {
  it('reverses the index’s bits behind the binary point, past 32 bits too', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(radicalInverse2)).toEqual([
      0, 0.5, 0.25, 0.75, 0.125, 0.625, 0.375, 0.875,
    ]);
    expect(radicalInverse2(2 ** 32)).toBe(2 ** -33);
    expect(radicalInverse2(2 ** 32 + 1)).toBe(0.5 + 2 ** -33);
    expect(radicalInverse2(2 ** 46)).toBe(2 ** -47);
  });
});

describe('householdUnit', () => {
  it('puts any first 2^k households of a seed one in each interval of width 2^-k', () => {
    for (const seed of [1, 2, 4_000_000_000]) {
      for (const count of [16, 1024]) {
        const units = Array.from({ length: count }, (_, index) => householdUnit(seed, index));
        const cells = new Set(
          units.map((unit) => Math.floor((unit - householdUnit(seed, 0) + 1) * count) % count),
        );
        expect(cells.size).toBe(count);
        for (const unit of units) {
          expect(unit).toBeGreaterThanOrEqual(0);
          expect(unit).toBeLessThan(1);
        }
      }
    }
  });
});

describe('householdPhoneTable', () => {
  const phones = householdPhoneTable();
  const { cumulative } = phones.table;
  const weightOf = (entry: number) =>
    (cumulative[entry] ?? 0) - (entry > 0 ? (cumulative[entry - 1] ?? 0) : 0);

  it('gives each row the place draw’s chance of it, each state its share of people', () => {
    // The states' shares from the shipped list, and a row's share of its state from its
    // state's module, each decoded on its own.
    const entries = decodeStates(STATES);
    const people = entries.reduce((sum, { population }) => sum + population, 0);
    const byRow = new Map<string, number>();
    for (let entry = 0; entry < phones.rows.length; entry++) {
      const { zip, state } = phones.rows[entry] ?? { zip: '', state: '' };
      byRow.set(`${state}|${zip}`, (byRow.get(`${state}|${zip}`) ?? 0) + weightOf(entry));
    }
    let rows = 0;
    for (const { state, stateCode, population } of entries) {
      const towns = decodeStatePlaces(stateData(stateCode).places);
      const statePeople = towns
        .flatMap(({ zips }) => zips)
        .reduce((sum, { people: count }) => sum + count, 0);
      for (const { zips } of towns) {
        for (const { zip, people: count } of zips) {
          rows++;
          const expected = ((population / people) * count) / statePeople;
          expect(Math.abs((byRow.get(`${state}|${zip}`) ?? 0) - expected)).toBeLessThan(1e-12);
        }
      }
    }
    expect(byRow.size).toBe(rows);
    expect(Math.abs((cumulative[cumulative.length - 1] ?? 0) - 1)).toBeLessThan(1e-9);
  });

  it('lands in each state as often as randomPlace does, over units spread evenly', () => {
    const draws = 200_000;
    const ours = new Map<string, number>();
    const theirs = new Map<string, number>();
    for (let at = 0; at < draws; at++) {
      const unit = (at + 0.5) / draws;
      const { state } = randomPlace({ number: { float: () => unit } });
      theirs.set(state, (theirs.get(state) ?? 0) + 1);
    }
    for (let entry = 0; entry < phones.rows.length; entry++) {
      const state = phones.rows[entry]?.state ?? '';
      ours.set(state, (ours.get(state) ?? 0) + weightOf(entry));
    }
    expect(ours.size).toBe(50);
    for (const [state, count] of theirs) {
      expect(Math.abs((ours.get(state) ?? 0) - count / draws)).toBeLessThan(2 / draws);
    }
  });

  it('splits a town’s share among its area codes by their exchanges', () => {
    const byTown = new Map<string, Map<number, number>>();
    for (let entry = 0; entry < phones.rows.length; entry++) {
      const { state, city } = phones.rows[entry] ?? { state: '', city: '' };
      const key = `${state}|${city}`;
      const codes = byTown.get(key) ?? new Map<number, number>();
      byTown.set(key, codes);
      const code = phones.codes[entry] ?? 0;
      codes.set(code, (codes.get(code) ?? 0) + weightOf(entry));
    }
    for (const [key, codes] of byTown) {
      const [state = '', city = ''] = key.split('|');
      const choice = areaCodeChoice(state, city);
      if (!choice) throw new Error(`${key} has no area codes`);
      const exchanges = choice.exchanges.reduce((sum, count) => sum + count, 0);
      const town = [...codes.values()].reduce((sum, weight) => sum + weight, 0);
      expect([...codes.keys()].sort((a, b) => a - b)).toEqual(choice.areaCodes);
      for (const [position, code] of choice.areaCodes.entries()) {
        const share = (codes.get(code) ?? 0) / town;
        expect(Math.abs(share - (choice.exchanges[position] ?? 0) / exchanges)).toBeLessThan(1e-9);
      }
    }
  });

  it('sorts its entries by area code, each code one interval: its entries’ weights', () => {
    let start = 0;
    let at = 0;
    let previous = -1;
    while (at < phones.codes.length) {
      const code = phones.codes[at] ?? 0;
      expect(code).toBeGreaterThan(previous);
      let width = 0;
      const first = at;
      while (at < phones.codes.length && phones.codes[at] === code) width += weightOf(at++);
      for (let entry = first; entry < at; entry++) {
        expect(Math.abs((phones.codeStarts[entry] ?? 0) - start)).toBeLessThan(1e-12);
        expect(Math.abs((phones.codeWidths[entry] ?? 0) - width)).toBeLessThan(1e-12);
      }
      start += width;
      previous = code;
    }
  });
});

describe('heldPhoneTable', () => {
  const whole = householdPhoneTable();
  const entries = (table: ReturnType<typeof householdPhoneTable>) =>
    Array.from(table.codes, (code, entry) => ({
      key: `${table.rows[entry]?.zip}|${code}`,
      weight:
        (table.table.cumulative[entry] ?? 0) -
        (entry > 0 ? (table.table.cumulative[entry - 1] ?? 0) : 0),
    }));

  it('holds the whole table’s entries of a state, in proportion, when the state is given', () => {
    const held = heldPhoneTable({ state: 'Oregon' });
    if (!held) throw new Error('no table for Oregon');
    expect(new Set(held.rows.map(({ state }) => state))).toEqual(new Set(['Oregon']));
    const oregon = entries(whole).filter((_, entry) => whole.rows[entry]?.state === 'Oregon');
    const total = oregon.reduce((sum, { weight }) => sum + weight, 0);
    const ours = entries(held);
    const heldTotal = ours.reduce((sum, { weight }) => sum + weight, 0);
    expect(ours.map(({ key }) => key)).toEqual(oregon.map(({ key }) => key));
    for (const [at, { weight }] of ours.entries()) {
      expect(Math.abs(weight / heldTotal - (oregon[at]?.weight ?? 0) / total)).toBeLessThan(1e-12);
    }
  });

  it('holds a ZIP’s row, a city’s rows in its state; none for a city alone', () => {
    expect(new Set(heldPhoneTable({ zipCode: '05401' })?.rows.map(({ zip }) => zip))).toEqual(
      new Set(['05401']),
    );
    const chicago = heldPhoneTable({ city: 'Chicago', state: 'Illinois' });
    expect(new Set(chicago?.rows.map(({ city, state }) => `${city}, ${state}`))).toEqual(
      new Set(['Chicago, Illinois']),
    );
    expect(heldPhoneTable({ city: 'Chicago' })).toBeUndefined();
    expect(heldPhoneTable({})).toBe(whole);
  });
});

describe('households’ phones', () => {
  it('are shared by no two households in a ZIP of one area code, 40 rows of three seeds', () => {
    // 05401 (Burlington, Vermont) has 802 alone: 100 lines for every household there.
    expect([1, 2, 3].map((seed) => sharedPairs(seed, 40, { zipCode: '05401' }))).toEqual([0, 0, 0]);
  });

  it('are shared by no two households in the first 2,000 rows of a seed', () => {
    expect([1, 2, 3].map((seed) => sharedPairs(seed, 2_000))).toEqual([0, 0, 0]);
  });

  it('give a household’s adults consecutive lines of one code where it has them free', () => {
    let adultsTogether = 0;
    for (const { members } of households({ seed: 5, count: 500, asOf: AS_OF })) {
      const phones = members.flatMap(({ phone }) => (phone === null ? [] : [phone]));
      for (const [at, phone] of phones.entries()) {
        const first = phones[0] ?? '';
        expect(phone.slice(0, 10)).toBe(first.slice(0, 10));
        expect(Number(phone.slice(10))).toBe((Number(first.slice(10)) + at) % PHONE_LINES);
      }
      if (phones.length > 1) adultsTogether++;
    }
    expect(adultsTogether).toBeGreaterThan(100);
  });
});

describe('LineAllocation', () => {
  const phones = householdPhoneTable();
  const row = phones.rows[0];
  if (!row) throw new Error('no rows');
  const home = (code: number, line: number): HouseholdHome => ({ row, phone: 0, code, line });
  /** An allocation asked for households 0, 1, ... in order: it never plans one itself. */
  const inOrder = () => {
    const allocation = new LineAllocation(1, phones, () => {
      throw new Error('a household before the one asked for was not allocated');
    });
    let next = 0;
    return (code: number, line: number, adults: number) =>
      allocation.linesOf(next++, home(code, line), adults);
  };

  it('gives the unit’s line and the next ones while free, past 99 back to 0', () => {
    const lines = inOrder();
    expect(lines(212, 40, 2)).toEqual([40, 41]);
    expect(lines(212, 98, 3)).toEqual([98, 99, 0]);
    expect(lines(718, 40, 1)).toEqual([40]);
  });

  it('moves a household up to the first block of its adults’ size that is free', () => {
    const lines = inOrder();
    expect(lines(212, 10, 3)).toEqual([10, 11, 12]);
    expect(lines(212, 14, 2)).toEqual([14, 15]);
    expect(lines(212, 11, 2)).toEqual([16, 17]);
    expect(lines(212, 13, 1)).toEqual([13]);
    expect(lines(212, 99, 2)).toEqual([99, 0]);
    expect(lines(212, 99, 2)).toEqual([1, 2]);
  });

  it('gives the free lines one by one when no block is free, the unit’s block once none is', () => {
    const lines = inOrder();
    // 2 to 99 taken by 49 households of two adults: lines 0 and 1 left.
    for (let line = 2; line < PHONE_LINES; line += 2) lines(212, line, 2);
    expect(lines(212, 50, 1)).toEqual([0]);
    expect(lines(212, 50, 2)).toEqual([1, 51]);
    expect(lines(212, 30, 3)).toEqual([30, 31, 32]);
  });

  it('never gives two adults of one household one line, even when the code runs out', () => {
    const lines = inOrder();
    // Every line but 51 taken, one adult each.
    for (let line = 0; line < PHONE_LINES; line++) if (line !== 51) lines(212, line, 1);
    expect(lines(212, 50, 2)).toEqual([51, 52]);
    expect(lines(212, 99, 3)).toEqual([99, 0, 1]);
  });

  it('plans the households before the one asked for, as a run from 0 gives them', () => {
    const adults = [2, 1, 3, 2, 2, 1, 4, 2];
    const plan = (index: number) => adults[index] ?? 0;
    const seed = 3;
    const held = heldPhoneTable({ zipCode: '05401' });
    if (!held) throw new Error('no table for 05401');
    const whole = new LineAllocation(seed, held, plan);
    const fromZero = adults.map((count, index) =>
      whole.linesOf(index, householdHome(seed, index, held), count),
    );
    const last = adults.length - 1;
    const alone = new LineAllocation(seed, held, plan).linesOf(
      last,
      householdHome(seed, last, held),
      plan(last),
    );
    expect(alone).toEqual(fromZero[last]);
    expect(new Set(fromZero.flat()).size).toBe(adults.reduce((sum, count) => sum + count, 0));
  });
});

describe('households’ phones in the first LINE_WINDOW households', () => {
  /** Each household's phones in the first `rows` rows, and each area code's adults there. */
  function written(seed: number, rows: number, constraints = {}) {
    const phonesOf = new Map<number, string[]>();
    let seen = 0;
    for (const { householdId, members } of households({
      seed,
      count: rows,
      asOf: AS_OF,
      constraints,
    })) {
      expect(householdId).toBeLessThan(LINE_WINDOW);
      const phones: string[] = [];
      for (const { phone } of members) {
        if (seen++ >= rows) break;
        if (phone !== null) phones.push(phone);
      }
      phonesOf.set(householdId, phones);
      if (seen >= rows) break;
    }
    const adultsOf = new Map<string, number>();
    for (const phone of [...phonesOf.values()].flat()) {
      adultsOf.set(phone.slice(0, 3), (adultsOf.get(phone.slice(0, 3)) ?? 0) + 1);
    }
    return { phonesOf, adultsOf };
  }

  it('are shared by no two households of a code with 100 adults or fewer in the rows', () => {
    const cases = [
      { seed: 1, rows: 10_000, constraints: {} },
      { seed: 42, rows: 10_000, constraints: {} },
      { seed: 8, rows: 3_000, constraints: { state: 'Texas' } },
    ];
    for (const { seed, rows, constraints } of cases) {
      const { phonesOf, adultsOf } = written(seed, rows, constraints);
      const holder = new Map<string, number>();
      const crowded = new Map<string, Set<string>>();
      let shared = 0;
      for (const [householdId, phones] of phonesOf) {
        for (const phone of phones) {
          const code = phone.slice(0, 3);
          if ((adultsOf.get(code) ?? 0) > PHONE_LINES) {
            crowded.set(code, (crowded.get(code) ?? new Set()).add(phone));
            continue;
          }
          const other = holder.get(phone);
          if (other !== undefined && other !== householdId) shared++;
          holder.set(phone, householdId);
        }
      }
      expect(shared, `seed ${seed}`).toBe(0);
      // A code with more adults than lines has every line taken before one is shared.
      for (const [code, numbers] of crowded) expect(numbers.size, code).toBe(PHONE_LINES);
      expect(holder.size).toBeGreaterThan(rows / 4);
    }
  });

  it('are never shared by two adults of one household, over the whole window of seed 1', () => {
    const sharedWithin: number[] = [];
    for (const { householdId, members } of households({
      seed: 1,
      count: LINE_WINDOW,
      asOf: AS_OF,
    })) {
      const phones = members.flatMap(({ phone }) => (phone === null ? [] : [phone]));
      if (new Set(phones).size !== phones.length) sharedWithin.push(householdId);
    }
    expect(sharedWithin).toEqual([]);
  });

  it('are the same from a fresh process’s run from household 3,000 as from 0', async () => {
    const fresh = async () => {
      vi.resetModules();
      return (await import('../options/calls.ts')).households;
    };
    const constraints = { state: 'Texas' };
    const start = 3_000;
    const count = 40;
    const shard = [...(await fresh())({ seed: 9, start, count, asOf: AS_OF, constraints })];
    const whole = [...(await fresh())({ seed: 9, count: start + count, asOf: AS_OF, constraints })];
    const phones = (list: typeof shard) => list.map(({ members }) => members.map((m) => m.phone));
    expect(phones(shard)).toEqual(phones(whole.slice(start)));
    // Texas's codes are crowded by household 3,000: the allocation moved some households.
    const texas = heldPhoneTable(constraints);
    if (!texas) throw new Error('no table for Texas');
    const moved = shard.filter(
      ({ householdId, members }) =>
        members[0]?.phone !== null &&
        Number(members[0]?.phone.slice(-2)) !== householdHome(9, householdId, texas).line,
    );
    expect(moved.length).toBeGreaterThan(0);
  });

  it('from LINE_WINDOW on are the unit’s line and the next ones', () => {
    const phones = heldPhoneTable({ zipCode: '05401' });
    if (!phones) throw new Error('no table for 05401');
    for (const { householdId, members } of households({
      seed: 4,
      start: LINE_WINDOW,
      count: 20,
      asOf: AS_OF,
      constraints: { zipCode: '05401' },
    })) {
      const { line } = householdHome(4, householdId, phones);
      const lines = members.flatMap(({ phone }) =>
        phone === null ? [] : [Number(phone.slice(-2))],
      );
      expect(lines).toEqual(lines.map((_, adult) => (line + adult) % PHONE_LINES));
    }
  });
});
