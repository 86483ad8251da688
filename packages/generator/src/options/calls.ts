/**
 * People by seed and index: person `index` of `seed` depends only on the seed, the index, the
 * as-of date, the constraints and this package's version, never on the people before it. So any
 * range can be made alone, and shards of a run concatenate to the bytes of the whole run.
 */
import type { Constraints } from '../person/fields.ts';
import type { LocalDate } from '../person/birthdate.ts';
import { drawPerson } from '../person/generate.ts';
import { rowRandom } from '../draw/random.ts';
import { recordOf, type PersonRecord } from '../person/record.ts';
import { readRun, type PeopleOptions, type PersonOptions } from './options.ts';

export type { PeopleOptions, PersonOptions } from './options.ts';

/** Person `index` of `seed`, with the four extra columns (stateCode, age, phone, email). */
export function person(options: PersonOptions): PersonRecord {
  const { seed, index, asOf, constraints } = readRun(options, 'person', 'person');
  return personAt(seed, index, asOf, constraints);
}

/** People `start` to `start + count - 1` of `seed`, one at a time: memory stays flat. */
export function people(options: PeopleOptions): IterableIterator<PersonRecord> {
  const { seed, start, count, asOf, constraints } = readRun(options, 'people', 'people');
  return (function* () {
    for (let index = start; index < start + count; index++) {
      yield personAt(seed, index, asOf, constraints);
    }
  })();
}

/** No checks: the callers have read the run. */
export function personAt(
  seed: number,
  index: number,
  today: LocalDate,
  constraints: Constraints,
): PersonRecord {
  const random = rowRandom(seed, index);
  return recordOf(drawPerson({ random, today, constraints }), today, random, seed, index);
}
