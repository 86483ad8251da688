/**
 * The same-bytes contract, pinned. The files committed under golden/<version>/ are this
 * version's output (scripts/golden.ts says which runs). This test only reads them: a missing
 * folder or file fails, naming the command that writes them, so a version bumped without its
 * golden files cannot pass by writing its own. A change to what a seed makes fails here, and is
 * then either a bug or a new version: a version number that says so, golden/<version>/ written
 * by `npm run golden:update` (which prints the change against the previous version's folder),
 * and a CHANGELOG entry, which the last tests hold.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_FILES, UPDATE_COMMAND, goldenFolder } from '../../scripts/golden.ts';
import { VERSION } from './version.ts';

const FOLDER = goldenFolder(VERSION);
const WRITE_THEM = `\`${UPDATE_COMMAND}\` writes this version's golden files and prints what changed against the previous version's; review that, and say it in the CHANGELOG`;

/** The committed file, or a failure naming the command that writes it. */
function committed(name: string): string {
  const path = `${FOLDER}${name}`;
  if (!existsSync(FOLDER)) throw new Error(`golden/${VERSION}/ is missing: ${WRITE_THEM}.`);
  if (!existsSync(path)) throw new Error(`golden/${VERSION}/${name} is missing: ${WRITE_THEM}.`);
  return readFileSync(path, 'utf8');
}

describe(`version ${VERSION} makes the golden files`, () => {
  for (const { name, make, slow } of GOLDEN_FILES) {
    it(
      `${name}`,
      () => {
        const golden = committed(name);
        expect(
          make(),
          `golden/${VERSION}/${name} differs from what this code makes: a change of output is a new version (${WRITE_THEM})`,
        ).toBe(golden);
      },
      slow ? 120_000 : undefined,
    );
  }

  it('holds no file that no run makes', () => {
    const made = new Set(GOLDEN_FILES.map(({ name }) => name));
    expect(existsSync(FOLDER), `golden/${VERSION}/ is missing: ${WRITE_THEM}`).toBe(true);
    expect(readdirSync(FOLDER).filter((name) => !made.has(name))).toEqual([]);
  });
});

describe('a change of output is a new version', () => {
  const packageDir = new URL('../..', import.meta.url);
  it('the package says the version the code writes into its files', () => {
    const manifest = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as {
      version: string;
    };
    expect(manifest.version).toBe(VERSION);
  });

  it('the CHANGELOG has an entry for this version', () => {
    const changelog = readFileSync(new URL('CHANGELOG.md', packageDir), 'utf8');
    expect(changelog).toMatch(new RegExp(`^## ${VERSION.replaceAll('.', '\\.')}\\b`, 'm'));
  });
});
