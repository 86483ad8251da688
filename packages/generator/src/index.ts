/**
 * random-american-generator: believable US people by seed and index. This entry is the public
 * API, each name documented in the package's README (a test holds the two to each other).
 *
 *   import { person, people, peopleText } from 'random-american-generator';
 *   person({ seed: 42, index: 0, asOf: '2026-11-22', constraints: { state: 'Texas' } });
 */
export { person, people, type PersonOptions, type PeopleOptions } from './people.ts';
export {
  households,
  MAX_HOUSEHOLD_INDEX,
  MAX_MEMBERS,
  RELATIONSHIPS,
  type Household,
  type HouseholdMember,
  type HouseholdsOptions,
  type Relationship,
} from './households.ts';
export {
  peopleText,
  peopleBytes,
  outputFileName,
  outputNote,
  type ByteChunk,
  type Chunk,
  type OutputOptions,
  type Shard,
} from './output.ts';
export { FORMATS, csvField, sqlString, type Format } from './formats.ts';
export { COLUMNS, type Column, type PersonRecord } from './rows.ts';
export { OUTPUT_COLUMNS, type OutputColumn } from './columns.ts';
export {
  FIELDS,
  type Constraints,
  type Field,
  type FieldName,
  type Gender,
  type Person,
} from './fields.ts';
export { ConstraintError, constraintProblems, type ConstraintProblem } from './constraints.ts';
export { OptionError } from './reading.ts';
export type { OptionName } from './run.ts';
export { MAX_AGE, MIN_AGE, birthdateWritten, type LocalDate } from './birthdate.ts';
export { MAX_INDEX, MAX_SEED } from './random.ts';
export { firstNameNamed, isKnownFirstName } from './names.ts';
export { cityNamed, stateOfCode } from './places.ts';
export { VERSION } from './version.ts';
