import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';

/** What the build put in each chunk, so the size check can say where the bytes come from. */
export interface BundleStats {
  outDir: string;
  chunks: ChunkStats[];
}

export interface ChunkStats {
  fileName: string;
  imports: string[];
  /**
   * Module code as rendered, then minified alone: good for each origin's share of a chunk, not
   * for exact sizes (the chunk is minified as a whole).
   */
  modules: { id: string; code: string }[];
}

/*
 * Kept outside the served directory so nothing can ship it, and under node_modules/.cache so
 * git, ESLint and Prettier never see it.
 */
const STATS_DIR = fileURLToPath(
  new URL('../../node_modules/.cache/bundle-stats/', import.meta.url),
);

export function bundleStatsFile(outDir: string): string {
  const key = resolve(outDir).replace(/[^A-Za-z0-9]+/g, '_');
  return resolve(STATS_DIR, `${key}.json`);
}

/*
 * No compression: alone, a module's top-level functions look unused (their callers are in other
 * modules) and would be dropped. Mangling local names and removing whitespace is safe.
 */
function minified(id: string, code: string): string {
  const result = minifySync(id, code, { module: true, compress: false, mangle: true });
  return result.errors.length === 0 ? result.code : code;
}

export function bundleStats(): Plugin {
  let outDir = '';
  return {
    name: 'bundle-stats',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkStats[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          imports: output.imports,
          modules: Object.entries(output.modules).map(([id, module]) => ({
            id,
            code: minified(id, module.code ?? ''),
          })),
        });
      }
      const stats: BundleStats = { outDir, chunks };
      const file = bundleStatsFile(outDir);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(stats));
    },
  };
}
