/** The built page's folder, as vite.config.ts names it, and how tools print paths and sizes. */
import { spawnSync } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { FIRST_PERSON_JS } from '../../.size-limit.ts';

const KIB = 1024;

export function buildDir(): string {
  return resolve(process.env.BUILD_OUT_DIR ?? 'dist');
}

export function displayPath(path: string): string {
  return relative(process.cwd(), path) || '.';
}

export function kib(bytes: number): string {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

/** The gzipped bytes `npm run size` counts before the first person, as size-limit measures them. */
export function firstPersonJsGzip(): number {
  const run = spawnSync('npx', ['size-limit', '--json'], { encoding: 'utf8' });
  const results = JSON.parse(run.stdout || '[]') as { name: string; size?: number }[];
  const size = results.find((result) => result.name === FIRST_PERSON_JS.name)?.size;
  if (size === undefined) throw new Error(`size-limit gave no size:\n${run.stdout}${run.stderr}`);
  return size;
}
