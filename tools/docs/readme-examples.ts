/**
 * The READMEs' examples, made by the command line itself. An example is a command between
 * markers, and what the command prints sits between them:
 *
 *   <!-- example: --count 2 --seed 42 --as-of 2026-11-22 --format csv -->
 *   ```csv
 *   ...what random-american-generator --count 2 ... prints...
 *   ```
 *   <!-- /example -->
 *
 * `npm run docs:examples` rewrites them; its test (readme-examples.test.ts) fails when one drifts.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLI = `${ROOT}packages/generator/src/cli/cli.ts`;
export const READMES = ['README.md', 'packages/generator/README.md'];

const EXAMPLE = /(<!-- example: ([^>]*?) -->\n```(\w*)\n)([\s\S]*?)(```\n<!-- \/example -->)/g;

/** What the command line prints for these arguments, run as a user runs it. */
export function cliOutput(args: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx', CLI, ...args.split(/\s+/)], {
    cwd: ROOT,
    encoding: 'utf8',
  });
}

/** The README's text with every example remade; examples: the commands found. */
export function remade(readme: string): { text: string; commands: string[] } {
  const commands: string[] = [];
  const text = readme.replace(
    EXAMPLE,
    (_block, open: string, args: string, _language, _old, close: string) => {
      commands.push(args);
      return `${open}${cliOutput(args)}${close}`;
    },
  );
  return { text, commands };
}

export function readmeText(file: string): string | undefined {
  try {
    return readFileSync(`${ROOT}${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const file of READMES) {
    const text = readmeText(file);
    if (text === undefined) continue;
    const made = remade(text);
    if (made.text !== text) writeFileSync(`${ROOT}${file}`, made.text);
    console.log(`${file}: ${made.commands.length} examples${made.text !== text ? ', rewritten' : ''}`);
  }
}
