import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { FIXED, MANIFEST, PACKAGE_DIR, bash, cli, run } from './support.ts';

/** The command line's small edges, as a user meets them (issue 58, group 8). */

describe('-h and -v', () => {
  test('are --help and --version', () => {
    expect(String(run(['-h']))).toBe(String(run(['--help'])));
    expect(String(run(['-v']))).toBe(`${MANIFEST.version}\n`);
  });
});

describe('a flag the command line does not have', () => {
  test('is named whole, an apostrophe and all', () => {
    const result = cli(["--it's"]);
    expect(result.status).toBe(2);
    expect(String(result.stderr)).toBe(
      "random-american-generator: --it's is not an option of random-american-generator.\nTry --help.\n",
    );
  });
});

describe('a value that is not valid UTF-8', () => {
  test('is refused, not read with U+FFFD in place of its bytes and written into every row', () => {
    // Latin-1's é, as a terminal set to Latin-1 sends it.
    const result = bash(
      `"$NODE" "$CLI" ${FIXED.join(' ')} --count 2 --last-name $'Ren\\xe9' || echo "exit $?"`,
    );
    expect(result.stdout.toString()).toBe('exit 2\n');
    expect(result.stderr).toBe(
      'random-american-generator: “Ren\uFFFD” is not valid UTF-8 (or holds U+FFFD, the character that stands in for bytes that are not): type it in UTF-8.\nTry --help.\n',
    );
  });
});

describe('the progress line', () => {
  // `script` (util-linux) gives stderr a terminal, so the progress is shown.
  const progress = (args: string) =>
    spawnSync(
      'script',
      ['-qec', `"${process.execPath}" dist/cli.js ${args} >/dev/null`, '/dev/null'],
      { cwd: PACKAGE_DIR, encoding: 'utf8' },
    );

  test('says "1 of 1 person" and "1 of 1 household", not "people"', () => {
    const one = progress(`--count 1 ${FIXED.join(' ')}`);
    expect(one.status).toBe(0);
    expect(one.stdout).toContain('1 of 1 person\r\n');
    const household = progress(`--households --count 1 ${FIXED.join(' ')}`);
    expect(household.status).toBe(0);
    expect(household.stdout).toContain('1 of 1 household\r\n');
    expect(progress(`--count 2 ${FIXED.join(' ')}`).stdout).toContain('2 of 2 people\r\n');
  });
});

describe('--jobs above the cores the process may use', () => {
  // taskset pins the run to one core: availableParallelism() is then 1.
  test('is capped to them, said in one line, and the bytes are those of one job', () => {
    const args = `--count 25007 ${FIXED.join(' ')}`;
    const one = run(args.split(' '));
    const result = bash(`taskset -c 0 "$NODE" "$CLI" ${args} --jobs 3`);
    expect(result.status).toBe(0);
    expect(result.stderr).toBe(
      'random-american-generator: --jobs 3 is more than the 1 core this process may use: making the rows on 1 thread (the same bytes).\n',
    );
    expect(result.stdout.equals(one)).toBe(true);
  });
});

describe('a worker that fails', () => {
  test('is said in one line, no stack, and the run exits 1', () => {
    // A copy of the built command line whose worker takes a block, then fails before making it
    // (as one that runs out of memory): the run cannot be whole.
    const dir = mkdtempSync(join(tmpdir(), 'rag-broken-worker-'));
    try {
      cpSync(`${PACKAGE_DIR}dist`, dir, { recursive: true });
      writeFileSync(
        join(dir, 'jobWorker.js'),
        [
          "import { workerData } from 'node:worker_threads';",
          'Atomics.add(new BigInt64Array(workerData.next), 0, 1n);',
          "throw new Error('the worker is broken');",
          '',
        ].join('\n'),
      );
      const result = spawnSync(
        process.execPath,
        [join(dir, 'cli.js'), '--count', '100000', ...FIXED, '--jobs', '2'],
        { encoding: 'utf8', maxBuffer: 1 << 30 },
      );
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        'random-american-generator: the rows could not be made, and the output is cut short: the worker is broken\n',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('--bom', () => {
  test('writes EF BB BF before the CSV, the same bytes after it; the first shard alone has it', () => {
    const args = ['--count', '30', ...FIXED, '--city', 'San José'];
    const plain = run(args);
    const marked = run([...args, '--bom']);
    expect([...marked.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(marked.subarray(3).equals(plain)).toBe(true);
    const parts = ['1/2', '2/2'].map((shard) => run([...args, '--bom', '--shard', shard]));
    expect(Buffer.concat(parts).equals(marked)).toBe(true);
  });

  test('is refused outside CSV', () => {
    const result = cli(['--count', '3', ...FIXED, '--format', 'json', '--bom']);
    expect(result.status).toBe(2);
    expect(String(result.stderr)).toBe(
      'random-american-generator: --bom is for --format csv, which Excel opens; json is read without one.\nTry --help.\n',
    );
  });
});
