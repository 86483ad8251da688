import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** packages/generator, with a trailing slash. */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const CLI = `${PACKAGE_DIR}dist/cli.js`;
/** The package's own manifest, read as a file: what the tests hold the code to. */
export const MANIFEST = JSON.parse(readFileSync(`${PACKAGE_DIR}package.json`, 'utf8')) as {
  name: string;
  version: string;
  license: string;
  engines: { node: string };
};

if (!existsSync(CLI)) {
  throw new Error(`${CLI} is missing: run \`npm run test:package\`, which builds the package.`);
}

/** The flags every run of these tests shares unless it says otherwise. */
export const FIXED = ['--seed', '42', '--as-of', '2026-11-22'];

/** The built CLI under the Node running the tests (Node 22 and 24 in CI too). */
export function cli(args: readonly string[], input?: string): SpawnSyncReturns<Buffer> {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    input,
    maxBuffer: 1 << 30,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  if (result.error) throw result.error;
  return result;
}

/** Stdout of a run that must succeed silently. */
export function run(args: readonly string[]): Buffer {
  const result = cli(args);
  if (result.status !== 0 || result.stderr.length > 0) {
    throw new Error(`cli ${args.join(' ')} exited ${result.status}: ${String(result.stderr)}`);
  }
  return result.stdout;
}

/**
 * A bash command line, with $NODE (this Node) and $CLI (the built CLI) set; it fails the test
 * if it exits non-zero (pipefail is on).
 */
export function bash(
  command: string,
  options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {},
): { stdout: Buffer; stderr: string; status: number | null } {
  const result = spawnSync('bash', ['-o', 'pipefail', '-euc', command], {
    cwd: options.cwd,
    input: options.input,
    maxBuffer: 1 << 30,
    env: { ...inherited(), NODE: process.execPath, CLI, ...options.env },
  });
  if (result.error) throw result.error;
  return { stdout: result.stdout, stderr: String(result.stderr), status: result.status };
}

export function mustSucceed(
  command: string,
  options?: Parameters<typeof bash>[1],
): { stdout: Buffer; stderr: string } {
  const result = bash(command, options);
  if (result.status !== 0) {
    throw new Error(`\`${command}\` exited ${result.status}:\n${result.stderr}`);
  }
  return result;
}

/**
 * This process's environment without npm's own variables: run under `npm run` or
 * `npx -p node@24 -c`, they would make a nested npm or npx take the outer one's settings (an
 * outer `npx -c` turns an inner `npx <package>` into a usage error).
 */
export function inherited(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
}

/** The fenced block after `<!-- recipe: name -->` in the package's README, as it is written. */
export function readmeBlock(name: string): string {
  const readme = readFileSync(`${PACKAGE_DIR}README.md`, 'utf8');
  const match = new RegExp(`<!-- recipe: ${name} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\\n\`\`\`\\n`).exec(
    readme,
  );
  if (!match?.[1]) throw new Error(`README has no recipe “${name}”`);
  return match[1];
}

/** readmeBlock's lines, its continued lines (a `\` at a line's end) joined: one command a line. */
export function readmeRecipe(name: string): string[] {
  return readmeBlock(name)
    .replaceAll(/ *\\\n */g, ' ')
    .split('\n');
}
