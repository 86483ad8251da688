/**
 * An ESLint rule: no module reaches itself through its imports. Every import counts: type-only
 * ones, re-exports and import() too, as a reader follows them all (eslint-plugin-import-x's
 * no-cycle leaves type-only imports out). Each import of the linted file that leads back to it
 * is reported with the circle it closes. Only relative imports are followed: a package by name
 * is another package, which cannot import this one's modules by path.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/** A module's relative imports, resolved, by its path; kept while the file is unchanged. */
const importsByFile = new Map();

/** The files `file` imports by a relative path, as absolute paths; none if it cannot be read. */
function importsOf(file) {
  let modified;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = importsByFile.get(file);
  if (known?.modified === modified) return known.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('./') || name.startsWith('../'))
    .map((name) => resolve(dirname(file), name));
  importsByFile.set(file, { modified, imports });
  return imports;
}

/** The shortest chain of imports from `start` to `goal` ([start, ..., goal]), if there is one. */
function chain(start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  for (const queue = [start]; queue.length > 0;) {
    const file = queue.shift();
    if (file === goal) {
      const path = [];
      for (let step = file; step !== undefined; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const next of importsOf(file)) {
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'A module may not reach itself through its imports, types included.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}. Move what they share below them.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('./') && !source.value.startsWith('../')) return;
      const back = chain(resolve(dirname(file), source.value), file);
      if (!back) return;
      const cycle = [file, ...back].map((step) => relative(context.cwd, step)).join(' → ');
      context.report({ node: source, messageId: 'cycle', data: { cycle } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
