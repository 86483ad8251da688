import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { noImportCycle } from './no-import-cycle.js';

/** Modules written to a folder of their own, each linted as ESLint lints a file there. */
const dir = mkdtempSync(join(tmpdir(), 'import-cycle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MODULES: Record<string, string> = {
  // Types only, each way.
  'a.ts': "import type { B } from './b.ts';\nexport interface A { b?: B }\n",
  'b.ts': "import type { A } from './a.ts';\nexport interface B { a?: A }\n",
  // One way.
  'c.ts': "import { d } from './d.ts';\nexport const c = d;\n",
  'd.ts': 'export const d = 1;\n',
  // Three modules round, one by a re-export.
  'e.ts': "export * from './f.ts';\nexport const e = 1;\n",
  'f.ts': "import { g } from './g.ts';\nexport const f = g;\n",
  'g.ts': "import { e } from './e.ts';\nexport const g = e;\n",
  // Back through import().
  'h.ts': "export const h = () => import('./i.ts');\n",
  'i.ts': "import { h } from './h.ts';\nexport const i = h;\n",
};
for (const [name, text] of Object.entries(MODULES)) writeFileSync(join(dir, name), text);

const linter = new Linter({ cwd: dir });
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': 'error' },
  },
] as Linter.Config[];

/** The rule's messages for a module of MODULES. */
const messages = (name: string) =>
  linter
    .verify(MODULES[name] ?? '', config, { filename: join(dir, name) })
    .map(({ message }) => message);

describe('no-import-cycle', () => {
  it('reports a circle of type-only imports, naming its modules', () => {
    expect(messages('a.ts')).toEqual([
      'Import cycle: a.ts → b.ts → a.ts. Move what they share below them.',
    ]);
  });

  it('reports a longer circle, through a re-export, on the import that starts it', () => {
    expect(messages('e.ts')).toEqual([
      'Import cycle: e.ts → f.ts → g.ts → e.ts. Move what they share below them.',
    ]);
    expect(messages('g.ts')).toEqual([
      'Import cycle: g.ts → e.ts → f.ts → g.ts. Move what they share below them.',
    ]);
  });

  it('reports a circle closed by import()', () => {
    expect(messages('h.ts')).toEqual([
      'Import cycle: h.ts → i.ts → h.ts. Move what they share below them.',
    ]);
  });

  it('lets imports that run one way be', () => {
    expect(messages('c.ts')).toEqual([]);
    expect(messages('d.ts')).toEqual([]);
  });
});
