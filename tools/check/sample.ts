/**
 * The people the data checks measure: `--count` people (200,000) of `--seed` (1) as of a fixed
 * day, so a run repeats, drawn by a build of the package through its public API: this
 * checkout's, or another's with `--generator <path to its src/index.ts>` (an older checkout),
 * measured by the same code.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** A person as `people()` yields it. */
export interface Row {
  firstName: string;
  lastName: string;
  gender: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  birthdate: string;
  stateCode: string;
  age: number;
  phone: string;
  email: string;
}

/** What the checks call of a build; an older build may lack the file text. */
export interface Generator {
  people: (options: { seed: number; count: number; asOf: string }) => Iterable<Row>;
  peopleText?: (options: {
    seed: number;
    count: number;
    asOf: string;
    format: 'ndjson';
    columns: readonly string[];
    households?: boolean;
  }) => Iterable<{ text: string }>;
}

export const AS_OF = '2026-11-22';

export interface Sample {
  generatorPath: string;
  seed: number;
  count: number;
}

export const THIS_GENERATOR = fileURLToPath(
  new URL('../../packages/generator/src/index.ts', import.meta.url),
);

/** The sample a command line asks for: `--generator`, `--count`, `--seed`. */
export function sampleOf(args: readonly string[]): Sample {
  const { values } = parseArgs({
    args: [...args],
    options: {
      generator: { type: 'string', default: THIS_GENERATOR },
      count: { type: 'string', default: '200000' },
      seed: { type: 'string', default: '1' },
    },
  });
  return {
    generatorPath: values.generator,
    seed: Number(values.seed),
    count: Number(values.count),
  };
}

export async function loadGenerator(path: string): Promise<Generator> {
  return (await import(pathToFileURL(path).href)) as Generator;
}

export async function drawSample({ generatorPath, seed, count }: Sample): Promise<Row[]> {
  const { people } = await loadGenerator(generatorPath);
  return [...people({ seed, count, asOf: AS_OF })];
}

/**
 * A name as the Census's surname file writes it: its letters, upper-cased ("O'Brien" and
 * "St. John" are OBRIEN and STJOHN there).
 */
export const lettersOf = (name: string): string => name.toUpperCase().replace(/[^A-Z]/g, '');
