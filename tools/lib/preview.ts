/** A built page served by `vite preview` (gzipped, as a static host serves it) on 127.0.0.1. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { preview } from 'vite';

export interface ServedBuild {
  url: string;
  close: () => Promise<void>;
}

/**
 * Port 0: one the system picks. No vite.config: any build, the baseline's too, served as is, at
 * the host's root or under `base` (a folder, '/tools/people/').
 */
export async function serveBuild(outDir: string, port: number, base = '/'): Promise<ServedBuild> {
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error(`No built page in ${outDir}. Build it first: BUILD_OUT_DIR=... npx vite build`);
  }
  const server = await preview({
    configFile: false,
    logLevel: 'silent',
    base,
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  const url = server.resolvedUrls?.local[0];
  if (url === undefined) throw new Error(`vite preview of ${outDir} gave no address.`);
  return { url, close: () => server.close() };
}
