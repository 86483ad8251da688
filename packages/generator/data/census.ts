/**
 * The Census files no npm package carries, checked in under sources/ (its README gives each
 * file's provenance, sha256 and licence), the large one gzipped. The data scripts read them at
 * rebuild time and the generated modules carry only the figures a draw needs. Each read checks
 * the sha256 of the file's bytes as the Census published them, uncompressed.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

export interface CensusFile {
  /** The Census's file name, as the generated modules cite it. */
  name: string;
  /** The checked-in file in sources/: the file itself, or it gzipped (`.gz`). */
  stored: string;
  /** Of the file as published (uncompressed). */
  sha256: string;
}

/** Census 2020 DHC table P1 (total population) for every ZCTA5 (50 states, DC, Puerto Rico). */
export const ZCTA_POPULATION: CensusFile = {
  name: 'DECENNIALDHC2020.P1-ZCTA.csv',
  stored: 'DECENNIALDHC2020.P1-ZCTA.csv.gz',
  sha256: '6a2d21c6a19b196998b13a87e2783bc424023b55a267a051d29cbbdc5248c14f',
};

/** Civilian population of the US by single year of age and sex, July 1 2010 to 2022 (Vintage 2022). */
export const AGE_SEX_POPULATION: CensusFile = {
  name: 'SC-EST2022-CIVPOP-US-AGESEX.csv',
  stored: 'SC-EST2022-CIVPOP-US-AGESEX.csv',
  sha256: '7e5d097991382cebbf448bd97e33bd73dfacde1609c153283d75b0db9a87ae68',
};

export function readCensusFile({ stored, sha256 }: CensusFile): string {
  const path = fileURLToPath(new URL(`./sources/${stored}`, import.meta.url));
  const file = readFileSync(path);
  const bytes = stored.endsWith('.gz') ? gunzipSync(file) : file;
  const actual = createHash('sha256').update(bytes).digest('hex');
  if (actual !== sha256) throw new Error(`${path} is not the expected file: sha256 ${actual}`);
  return bytes.toString('utf8');
}

/** ZCTA → its 2020 population, for every ZCTA the file lists (some hold no one). */
export function readZctaPopulations(): Map<string, number> {
  const [header, labels, ...rows] = readCensusFile(ZCTA_POPULATION).trim().split('\n');
  if (header?.trim() !== 'GEO_ID,NAME,P1_001N' || !labels?.startsWith('Geography,')) {
    throw new Error(`${ZCTA_POPULATION.name}: unexpected header ${header}`);
  }
  const populations = new Map<string, number>();
  for (const row of rows) {
    const match = /^860Z200US(\d{5}),ZCTA5 (\d{5}),(\d+)\r?$/.exec(row);
    if (!match || match[1] !== match[2]) throw new Error(`${ZCTA_POPULATION.name}: row ${row}`);
    populations.set(match[1] ?? '', Number(match[3]));
  }
  return populations;
}

/** Women and men of each age 0 to 84 (85 and over as 85) in `year`'s July 1 estimate. */
export interface AgeSexPopulation {
  age: number;
  female: number;
  male: number;
}

const SEX_BOTH = 0;
const SEX_MALE = 1;
const SEX_FEMALE = 2;
const ALL_AGES = 999;
const OLDEST_ROW = 85;

export function readAgeSexPopulation(year: number): AgeSexPopulation[] {
  const [header = '', ...rows] = readCensusFile(AGE_SEX_POPULATION).trim().split('\n');
  const columns = header.split(',').map((name) => name.replaceAll('"', ''));
  const column = columns.indexOf(`POPEST${year}_CIV`);
  const [sexColumn, ageColumn] = [columns.indexOf('SEX'), columns.indexOf('AGE')];
  if (column < 0 || sexColumn < 0 || ageColumn < 0) {
    throw new Error(`${AGE_SEX_POPULATION.name} has no POPEST${year}_CIV, SEX or AGE column`);
  }
  const counts = new Map<string, number>();
  for (const row of rows) {
    const cells = row.split(',').map((cell) => cell.replaceAll('"', ''));
    if (cells[4] !== 'United States') throw new Error(`${AGE_SEX_POPULATION.name}: row ${row}`);
    counts.set(`${cells[sexColumn]}|${cells[ageColumn]}`, Number(cells[column]));
  }
  const count = (sex: number, age: number) => {
    const value = counts.get(`${sex}|${age}`);
    if (value === undefined || !Number.isInteger(value)) {
      throw new Error(`${AGE_SEX_POPULATION.name}: no count for sex ${sex}, age ${age}`);
    }
    return value;
  };
  const ages = Array.from({ length: OLDEST_ROW + 1 }, (_, age) => ({
    age,
    female: count(SEX_FEMALE, age),
    male: count(SEX_MALE, age),
  }));
  // The file's own sums: women and men make each age, and the ages make the total.
  for (const { age, female, male } of ages) {
    if (female + male !== count(SEX_BOTH, age)) {
      throw new Error(`${AGE_SEX_POPULATION.name}: women and men of ${age} are not its total`);
    }
  }
  const total = ages.reduce((sum, { female, male }) => sum + female + male, 0);
  if (total !== count(SEX_BOTH, ALL_AGES)) {
    throw new Error(`${AGE_SEX_POPULATION.name}: the ages add up to ${total}, not the total`);
  }
  return ages;
}

/**
 * Resident population of the US by single year of age and sex, July 1 2020 to 2024 (Vintage
 * 2024): ages 0 to 99, and 100 for 100 and over.
 */
export const RESIDENT_AGE_SEX_POPULATION: CensusFile = {
  name: 'nc-est2024-agesex-res.csv',
  stored: 'census-vintage2024-national-agesex-res.csv',
  sha256: 'fbb151e8ae8554283dcbf192e6b420658ea444ee7d8849988aa1d5615183edf1',
};

/** The resident file's oldest row: 100 and over. */
export const RESIDENT_OLDEST_ROW = 100;

/** Women and men of each age 0 to 100 (100 and over as 100) in `year`'s July 1 resident estimate. */
export function readResidentAgeSexPopulation(year: number): AgeSexPopulation[] {
  const file = RESIDENT_AGE_SEX_POPULATION.name;
  const [header = '', ...rows] = readCensusFile(RESIDENT_AGE_SEX_POPULATION).trim().split(/\r?\n/);
  const columns = header.split(',');
  const column = columns.indexOf(`POPESTIMATE${year}`);
  const [sexColumn, ageColumn] = [columns.indexOf('SEX'), columns.indexOf('AGE')];
  if (column < 0 || sexColumn < 0 || ageColumn < 0) {
    throw new Error(`${file} has no POPESTIMATE${year}, SEX or AGE column`);
  }
  const counts = new Map<string, number>();
  for (const row of rows) {
    const cells = row.split(',');
    counts.set(`${cells[sexColumn]}|${cells[ageColumn]}`, Number(cells[column]));
  }
  const count = (sex: number, age: number) => {
    const value = counts.get(`${sex}|${age}`);
    if (value === undefined || !Number.isInteger(value)) {
      throw new Error(`${file}: no count for sex ${sex}, age ${age}`);
    }
    return value;
  };
  const ages = Array.from({ length: RESIDENT_OLDEST_ROW + 1 }, (_, age) => ({
    age,
    female: count(SEX_FEMALE, age),
    male: count(SEX_MALE, age),
  }));
  // The file's own sums: each sex's ages make its all-ages row, and women and men each age's.
  for (const { age, female, male } of ages) {
    if (female + male !== count(SEX_BOTH, age)) {
      throw new Error(`${file}: women and men of ${age} are not its total`);
    }
  }
  for (const [sex, key] of [
    [SEX_FEMALE, 'female'],
    [SEX_MALE, 'male'],
  ] as const) {
    const total = ages.reduce((sum, row) => sum + row[key], 0);
    if (total !== count(sex, ALL_AGES)) {
      throw new Error(`${file}: the ages of sex ${sex} add up to ${total}, not its total`);
    }
  }
  return ages;
}
