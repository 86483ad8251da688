/**
 * The page's own entry into the package, for this repository's page alone: what only the page
 * uses (its locks and Copy All, the editors' and links' reading of typed values, its random
 * source and today, the place lists its editors offer). The workspace resolves it by the
 * `source` export condition; the published package has no such entry (the manifest drops it
 * when `source` goes), so none of it is public API and any of it may change in any version.
 */
export { NO_LOCKS, constraintsOf, copyAllText, type Locks } from './person/fields.ts';
export { MAX_VALUE_UNITS, labelOf } from './person/constraints.ts';
export { createRandom, randomSeed, type Random } from './draw/random.ts';
export { generatePerson, personFieldsAt } from './person/record.ts';
export {
  isPersonReady,
  loadAllData,
  loadNationalNames,
  loadPerson,
  loadStates,
  withData,
} from './person/loadData.ts';
export { DataNotLoadedError } from './states/stateData.ts';
export { birthdateRange, formatBirthdate, isSameDay, localToday } from './person/birthdate.ts';
export { placeOfZip, placesInCity, placesInState, stateNames } from './place/places.ts';
export { CITY_IN_STATE, readWritten, stateWritten } from './person/written.ts';
export { HOUSEHOLD_ONLY_COLUMNS, snakeCase } from './output/columns.ts';
