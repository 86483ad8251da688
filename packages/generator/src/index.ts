/**
 * random-american-generator: believable US people by seed and index. This entry is the public
 * API, each name documented in the package's README (a test holds the two to each other).
 *
 *   import { person, people, peopleText } from 'random-american-generator';
 *   person({ seed: 42, index: 0, asOf: '2026-11-22', constraints: { state: 'Texas' } });
 *
 * Every call is in options/calls.ts: it reads its options once and hands the run to the folder
 * that makes it (person/, household/, output/).
 */
export {
  person,
  people,
  households,
  peopleText,
  peopleBytes,
  outputFileName,
  outputNote,
} from './options/calls.ts';
export type {
  PersonOptions,
  PeopleOptions,
  HouseholdsOptions,
  OutputOptions,
} from './options/options.ts';
export {
  MAX_HOUSEHOLD_INDEX,
  MAX_MEMBERS,
  RELATIONSHIPS,
  type Household,
  type HouseholdMember,
  type Relationship,
} from './household/households.ts';
export type { ByteChunk, Chunk, Shard } from './output/output.ts';
export { FORMATS, csvField, sqlString, type Format } from './output/formats.ts';
export {
  COLUMNS,
  FILE_COLUMNS,
  OUTPUT_COLUMNS,
  type Column,
  type FileColumn,
  type OutputColumn,
} from './output/columns.ts';
export type { PersonRecord } from './person/record.ts';
export {
  FIELDS,
  type Constraints,
  type Field,
  type FieldName,
  type Gender,
  type Person,
} from './person/fields.ts';
export { ConstraintError, type ConstraintProblem } from './person/constraints.ts';
export { OptionError, constraintProblems, type OptionName } from './options/reading.ts';
export { MAX_AGE, MIN_AGE, birthdateWritten, type LocalDate } from './person/birthdate.ts';
export { MAX_INDEX, MAX_SEED } from './draw/random.ts';
export { firstNameNamed, isKnownFirstName } from './person/names.ts';
export { cityNamed, stateOfCode } from './place/places.ts';
export { VERSION } from './output/version.ts';
export { NOISE_TYPES, type NoiseType } from './noise/noiseTypes.ts';
