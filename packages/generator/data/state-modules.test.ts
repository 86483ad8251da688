import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stateModules } from './state-modules.ts';

describe('the modules that gather the states’ data', () => {
  it('are exactly what packages/generator/data/state-modules.ts writes', () => {
    const modules = stateModules();
    expect(modules.size).toBe(52);
    for (const [path, source] of modules) {
      expect(readFileSync(new URL(`../src/states/${path}`, import.meta.url), 'utf8'), path).toBe(
        source,
      );
    }
  });
});
