/**
 * Data sources too large to be dependencies (a tarball of tens of megabytes, or a native install
 * step): `npm pack` fetches the exact version once into node_modules/.cache/<name>/, and every
 * read checks it against the sha512 integrity the registry publishes for that version.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface PackedSource {
  name: string;
  version: string;
  /** The registry's `dist.integrity` for that version (`npm view <name>@<version> dist.integrity`). */
  integrity: string;
}

/** The tarball's path, fetched once and checked against its integrity every time. */
export function packedTarball({ name, version, integrity }: PackedSource): string {
  const cacheDir = fileURLToPath(new URL(`../../../node_modules/.cache/${name}/`, import.meta.url));
  const tarball = `${cacheDir}${name}-${version}.tgz`;
  if (!existsSync(tarball)) {
    mkdirSync(cacheDir, { recursive: true });
    execFileSync('npm', ['pack', `${name}@${version}`, '--pack-destination', cacheDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  }
  const actual = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (actual !== integrity) throw new Error(`${tarball} is not ${name}@${version}: got ${actual}`);
  return tarball;
}

/** One file of the package (`package/...` inside the tarball). */
export function readPackedFile(source: PackedSource, path: string): Buffer {
  return execFileSync('tar', ['-xzOf', packedTarball(source), path], { maxBuffer: 2 ** 30 });
}
