import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The public API is what the package's README documents: every name the entry exports, types
 * included, has a row of the README's API table, and every row names an export. A page-only
 * helper has its own entry (page.ts), which the published package does not have.
 */
const ENTRY = fileURLToPath(new URL('index.ts', import.meta.url));
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The names `file` exports, values and types alike, as the compiler sees them. */
function exportedNames(file: string): string[] {
  const program = ts.createProgram([file], {
    allowImportingTsExtensions: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const source = program.getSourceFile(file);
  const checker = program.getTypeChecker();
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`${file} is not a module`);
  return checker.getExportsOfModule(module).map((symbol) => symbol.getName());
}

/** The names of the README's API table: each row's first cell, `name(...)` or `A`, `B`. */
function documentedNames(): string[] {
  const table = /<!-- api -->\n([\s\S]*?)<!-- \/api -->/.exec(README)?.[1];
  if (table === undefined) throw new Error('the package README has no <!-- api --> table');
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split(' | ')[0] ?? '').matchAll(/`([A-Za-z_$][\w$]*)/g)])
    .map((match) => match[1] ?? '');
}

describe('the public API', () => {
  // One compiler run for both tests: it takes seconds.
  const exported = exportedNames(ENTRY).sort();

  it('is every name the README documents, and only those', () => {
    const documented = documentedNames().sort();
    expect(
      exported.filter((name) => !documented.includes(name)),
      'exported, not documented',
    ).toEqual([]);
    expect(
      documented.filter((name) => !exported.includes(name)),
      'documented, not exported',
    ).toEqual([]);
    expect(new Set(documented).size, 'each name documented once').toBe(documented.length);
  });

  it('has none of the page’s own helpers', () => {
    for (const name of [
      'NO_LOCKS',
      'COPY_ALL_ORDER',
      'copyAllText',
      'constraintsOf',
      'labelOf',
      'readWritten',
      'generatePerson',
    ]) {
      expect(exported, name).not.toContain(name);
    }
  });
});
