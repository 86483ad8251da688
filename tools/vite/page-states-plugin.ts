import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const STATES_SOURCE = fileURLToPath(
  new URL('../../packages/generator/src/states/', import.meta.url),
);

/**
 * The page's build of the generator package puts pageStates.ts (no data) where the package's
 * stateData.ts imports allStates.ts (every state's data and the nation's first names), so the
 * page's first chunk holds none of it: the page loads a state when a person needs it
 * (the package's loadData.ts), each state a chunk of its own (state-<code>-*.js).
 */
export function pageStates(): Plugin {
  return {
    name: 'random-american:page-states',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './allStates.ts' && importer === `${STATES_SOURCE}stateData.ts`) {
        return `${STATES_SOURCE}pageStates.ts`;
      }
      return undefined;
    },
  };
}
