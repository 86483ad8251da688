import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readNicknames, renderModule } from './nicknames.ts';

describe('the shipped nicknames', () => {
  it('are what packages/generator/data/nicknames.ts builds from the checked-in list', () => {
    const checkedIn = readFileSync(
      new URL('../src/noise/nicknames.data.ts', import.meta.url),
      'utf8',
    );
    expect(checkedIn).toBe(renderModule(readNicknames()));
  });

  it('are the list’s 1,151 names, title-cased: Elizabeth has Betty, Casey has K.C.', () => {
    const nicknames = readNicknames();
    expect(nicknames.size).toBe(1151);
    expect(nicknames.get('Elizabeth')).toContain('Betty');
    expect(nicknames.get('Casey')).toEqual(['K.C.']);
    expect(nicknames.get('Aaron')).toEqual(['Erin', 'Ron', 'Ronnie']);
  });
});
