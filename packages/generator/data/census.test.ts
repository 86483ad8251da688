import { describe, expect, it } from 'vitest';
import {
  AGE_SEX_POPULATION,
  ZCTA_POPULATION,
  readAgeSexPopulation,
  readCensusFile,
  readZctaPopulations,
} from './census.ts';

describe('the checked-in Census files', () => {
  // The checks of sources/README.md: 33,774 ZCTAs of 334,726,586 people, the largest 08701
  // Lakewood NJ (135,256); 332,200,066 civilians of every age on July 1, 2022.
  it('read from the repository, the ZCTA file through gunzip: 33,774 ZCTAs, 334,726,586 people', () => {
    const zctas = readZctaPopulations();
    expect(zctas.size).toBe(33_774);
    expect([...zctas.values()].reduce((sum, people) => sum + people, 0)).toBe(334_726_586);
    expect(zctas.get('08701')).toBe(135_256);
  });

  it('give 332,200,066 civilians of every age in 2022', () => {
    const ages = readAgeSexPopulation(2022);
    expect(ages.reduce((sum, { female, male }) => sum + female + male, 0)).toBe(332_200_066);
  });

  it('refuse a file whose bytes are not the sha256 given', () => {
    expect(() => readCensusFile({ ...ZCTA_POPULATION, sha256: '0'.repeat(64) })).toThrow(
      /DECENNIALDHC2020\.P1-ZCTA\.csv\.gz is not the expected file: sha256 6a2d21c6/,
    );
    expect(() => readCensusFile({ ...AGE_SEX_POPULATION, sha256: '0'.repeat(64) })).toThrow(
      /SC-EST2022-CIVPOP-US-AGESEX\.csv is not the expected file: sha256 7e5d0979/,
    );
  });
});
