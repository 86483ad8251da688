/** The built page's folder, as vite.config.ts names it, and how tools print paths. */
import { relative, resolve } from 'node:path';

export function buildDir(): string {
  return resolve(process.env.BUILD_OUT_DIR ?? 'dist');
}

export function displayPath(path: string): string {
  return relative(process.cwd(), path) || '.';
}
