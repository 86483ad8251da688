/**
 * What the command line (cli/) takes from the package besides its public entry: the reading of
 * its run and what makes it (calls.ts), and what its flags, help and messages share with the
 * library, so each is written once: a field's value read as people type it (readWritten, as the
 * page reads it), a seed drawn at random, today's date and its ISO form, the as-of days and the
 * default table its help names, how a message quotes what was typed, and the package's name.
 */
export { commandBytes, commandRows, readCommand, type CommandRun } from './calls.ts';
export { MAX_JOBS, type CommandOptions } from './options.ts';
export type { Voice } from './reading.ts';
export { AS_OF_RANGE, isoDate, localToday } from '../person/birthdate.ts';
export { readWritten } from '../person/written.ts';
export { randomSeed } from '../draw/random.ts';
export { SQL_TABLE } from '../output/formats.ts';
export { PACKAGE_NAME } from '../output/version.ts';
export { printable, quoted } from '../text/messages.ts';
