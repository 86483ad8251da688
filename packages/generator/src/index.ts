/**
 * random-american-generator: believable US people by seed and index.
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
  isPersonReady,
  loadAllData,
  loadNationalNames,
  loadPerson,
  loadStates,
  withData,
} from './loadData.ts';
export { DataNotLoadedError } from './stateData.ts';
export {
  peopleText,
  outputFileName,
  outputNote,
  shardRange,
  ROWS_PER_CHUNK,
  type Chunk,
  type OutputOptions,
  type Shard,
} from './output.ts';
export { FORMATS, SQL_TABLE, csvField, sqlString, type Format } from './formats.ts';
export { COLUMNS, type Column, type PersonRecord } from './rows.ts';
export {
  FIELDS,
  NO_LOCKS,
  COPY_ALL_ORDER,
  constraintsOf,
  copyAllText,
  type Constraints,
  type Field,
  type FieldName,
  type Gender,
  type Locks,
  type Person,
} from './fields.ts';
export {
  ConstraintError,
  checkConstraints,
  constraintProblems,
  labelOf,
  type ConstraintProblem,
} from './constraints.ts';
export {
  MAX_AGE,
  MIN_AGE,
  ageOn,
  birthdateRange,
  birthdateWritten,
  formatBirthdate,
  isoDate,
  localToday,
  parseBirthdate,
  parseIsoDate,
  type LocalDate,
} from './birthdate.ts';
export { MAX_INDEX, MAX_SEED, createRandom, isSeed, randomSeed, type Random } from './random.ts';
export { generatePerson, personFieldsAt, type GenerateOptions } from './generate.ts';
export { firstNameNamed, isKnownFirstName } from './names.ts';
export {
  cityNamed,
  placeOfZip,
  placesInCity,
  placesInState,
  stateNamed,
  stateOfCode,
  stateNames,
  type Place,
} from './places.ts';
export { PACKAGE_NAME, VERSION } from './version.ts';
