/**
 * The page's own entry into the package, for this repository's page alone: what only the page
 * uses (its locks and Copy All, the editors' and links' reading of typed values, its random
 * source and today, the place lists its editors offer). The workspace resolves it by the
 * `source` export condition; the published package has no such entry (the manifest drops it
 * when `source` goes), so none of it is public API and any of it may change in any version.
 */
export { NO_LOCKS, constraintsOf, copyAllText, type Locks } from './fields.ts';
export { MAX_VALUE_UNITS, labelOf } from './constraints.ts';
export { createRandom, randomSeed, type Random } from './random.ts';
export { generatePerson, personFieldsAt } from './rows.ts';
export {
  isPersonReady,
  loadAllData,
  loadNationalNames,
  loadPerson,
  loadStates,
  withData,
} from './loadData.ts';
export { DataNotLoadedError } from './stateData.ts';
export { birthdateRange, formatBirthdate, isSameDay, localToday } from './birthdate.ts';
export { placeOfZip, placesInCity, placesInState, stateNames } from './places.ts';
export { CITY_IN_STATE, readWritten, stateWritten } from './written.ts';
export { HOUSEHOLD_ONLY_COLUMNS, snakeCase } from './columns.ts';
