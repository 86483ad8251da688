/**
 * The page as first released, built once and kept, so the start-up figure is a ratio against
 * it measured in the same run on the same machine.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The first release (docs/product-rules.md measures start-up against it). */
export const BASELINE_COMMIT = '78bd452';
const CACHE_DIR = resolve('node_modules/.cache/bench-baseline');

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): void {
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
}

/**
 * The baseline's built page, building it first if this machine has not yet. Its own sources,
 * lockfile and vite.config at that commit: `git archive` rather than `git worktree add`, so the
 * repository's worktree list is left alone. Takes a minute or two the first time.
 */
export function baselineBuild(): string {
  const source = join(CACHE_DIR, BASELINE_COMMIT);
  const outDir = join(source, 'dist');
  if (existsSync(join(outDir, 'index.html'))) return outDir;
  console.log(`Building the baseline (${BASELINE_COMMIT}) once into ${source} ...`);
  rmSync(source, { recursive: true, force: true });
  mkdirSync(source, { recursive: true });
  let archive: Buffer;
  try {
    archive = execFileSync('git', ['archive', '--format=tar', BASELINE_COMMIT], {
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    throw new Error(
      `The baseline needs commit ${BASELINE_COMMIT} in this clone's history` +
        ` (in a shallow clone: git fetch --unshallow). ${String(error)}`,
    );
  }
  execFileSync('tar', ['-x', '-C', source], { input: archive });
  /* No install scripts: the build needs none, and none may download binaries here. */
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], source);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], source, { BUILD_OUT_DIR: 'dist' });
  if (!existsSync(join(outDir, 'index.html'))) {
    throw new Error(`The baseline build left no ${join(outDir, 'index.html')}.`);
  }
  return outDir;
}
