import type { Plugin } from 'vite';

const FIRST_PERSON_PREFIX = 'assets/page-';
/** A state's data (places, area codes, first names): the page loads one before its first person. */
export const STATE_PREFIX = 'assets/state-';
const STATE_MODULE = /\/states\/([a-z]{2})\/index\.ts$/;

/**
 * Chunk names the size budget (.size-limit.ts) counts by: page-* is what the page loads before
 * the first person, with one state-<code>-* (its state's data); lazy-* (a dynamic import's own
 * chunk) and shared-* (code that lazy chunks share) are fetched later. `npm run check:build` fails if index.html loads or preloads anything
 * the budget does not count.
 */
export const CHUNK_NAMES = {
  entryFileNames: `${FIRST_PERSON_PREFIX}[hash].js`,
  /**
   * Chromium's explicit compile hint (V8, Chrome 136+): the entry's functions nearly all run
   * before the first person, so they are compiled while the script streams in, off the main
   * thread, instead of one by one on it as each is first called. Other browsers read a comment.
   */
  postBanner: (chunk: { isEntry: boolean }): string =>
    chunk.isEntry ? '//# allFunctionsCalledOnLoad' : '',
  chunkFileNames: (chunk: { isDynamicEntry: boolean; facadeModuleId: string | null }): string => {
    const state = STATE_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
    if (state) return `${STATE_PREFIX}${state}-[hash].js`;
    return chunk.isDynamicEntry ? 'assets/lazy-[name]-[hash].js' : 'assets/shared-[name]-[hash].js';
  },
};

/**
 * Fails the build if the entry imports, statically and at any depth, a chunk not named page-*:
 * that chunk would load before the first person uncounted by the budget (and with module
 * preloading off, not even index.html would name it).
 */
export function firstPersonChunksNamed(): Plugin {
  return {
    name: 'random-american:first-person-chunks-named',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entries = Object.values(bundle).filter(
        (output) => output.type === 'chunk' && output.isEntry,
      );
      const queue = entries.map((entry) => entry.fileName);
      const seen = new Set(queue);
      for (let fileName = queue.shift(); fileName !== undefined; fileName = queue.shift()) {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') continue;
        for (const file of chunk.imports) {
          if (!file.startsWith(FIRST_PERSON_PREFIX)) {
            this.error(
              `${fileName} imports ${file} statically, so it loads before the first person ` +
                'under a name the size budget does not count: keep that code in the entry ' +
                'chunk, or name its chunk page-* in tools/vite/chunk-names.ts.',
            );
          }
          if (!seen.has(file)) {
            seen.add(file);
            queue.push(file);
          }
        }
      }
    },
  };
}
