import { chmodSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FIXED, MANIFEST, PACKAGE_DIR, readmeBlock, mustSucceed, run } from './support.ts';

/**
 * The README's recipes for running past one machine, taken from the README itself and run here
 * as far as this machine allows: the same command lines, with this package's built CLI for the
 * installed `random-american-generator` (the install step itself is checked, not run: it would
 * install globally), 10,007 rows for a billion, 8 shards for 64, this machine for the hosts, and
 * the Kubernetes and Spark command lines started the way those engines start them.
 */

const README = readFileSync(`${PACKAGE_DIR}README.md`, 'utf8');
const COUNT = 10007;
const SHARDS = 8;
/** The one run every recipe's parts must concatenate to. */
const wholeRun = (header: boolean) =>
  run(['--count', String(COUNT), ...FIXED, ...(header ? [] : ['--no-header'])]);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rag-recipes-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INSTALL = `npm install -g ${MANIFEST.name}@${MANIFEST.version}`;
/** The installed bin where a command runs it: not the package's name in the install step. */
const BIN = new RegExp(`(?<![\\w@/-])${MANIFEST.name}(?= )`, 'g');

/** The recipe's command, its install step left out, scaled down and pointed at the built CLI. */
function local(command: string, cli = '"$NODE" "$CLI"'): string {
  expect(command, `the recipe installs version ${MANIFEST.version}`).toContain(INSTALL);
  expect(command, 'the recipe runs the installed command line, not npx').not.toContain('npx');
  return command
    .replaceAll(BIN, cli)
    .replaceAll('--count 1000000000', `--count ${COUNT}`)
    .replaceAll(/\b64\b/g, String(SHARDS));
}

test('GNU parallel over hosts, this machine standing in for them (`-S 4/:`)', () => {
  const [install = '', run = ''] = readmeBlock('parallel').replaceAll('\\\n', ' ').split('\n');
  expect(install).toMatch(new RegExp(`^parallel --nonall -S \\S+ --will-cite +${INSTALL}$`));
  const command =
    local(`${install}\n${run}`)
      .split('\n')[1]
      ?.replace(/-S \S+/, '-S 4/:') ?? '';
  expect(command).toMatch(/^parallel -S 4\/: -k /);
  mustSucceed(command, { cwd: dir });
  expect(readFileSync(join(dir, 'people.csv')).equals(wholeRun(true))).toBe(true);
});

test('the Kubernetes Indexed Job: each index’s command line, with a psql that keeps what it is sent', () => {
  const yaml = readmeBlock('kubernetes');
  expect(yaml).toMatch(/^ {2}completionMode: Indexed$/m);
  expect(yaml).toMatch(/^ {2}completions: 64$/m);
  // The folded scalar (`>-`) after `- -c`: its lines joined by spaces, as YAML reads it.
  const folded = /- -c\n\s+- >-\n((?: {14}.*\n?)+)/.exec(yaml)?.[1];
  expect(folded).toBeDefined();
  const command = local(
    String(folded)
      .trim()
      .split('\n')
      .map((line) => line.trim())
      .join(' '),
  ).replace(`${INSTALL} && `, '');
  expect(command).not.toContain('npm install');
  const bin = join(dir, 'bin');
  mustSucceed(`mkdir -p "${bin}"`);
  writeFileSync(
    join(bin, 'psql'),
    '#!/bin/sh\nprintf "%s\\n" "$@" > "$OUT/args-$JOB_COMPLETION_INDEX"\ncat > "$OUT/part-$JOB_COMPLETION_INDEX.csv"\n',
  );
  chmodSync(join(bin, 'psql'), 0o755);
  const parts: Buffer[] = [];
  for (let index = 0; index < SHARDS; index++) {
    mustSucceed('sh -c "$COMMAND"', {
      env: {
        COMMAND: command,
        JOB_COMPLETION_INDEX: String(index),
        DATABASE_URL: 'postgres://db/people',
        OUT: dir,
        PATH: `${bin}:${process.env.PATH}`,
      },
    });
    parts.push(readFileSync(join(dir, `part-${index}.csv`)));
    expect(readFileSync(join(dir, `args-${index}`), 'utf8')).toBe(
      'postgres://db/people\n-c\nCOPY people FROM STDIN WITH (FORMAT csv)\n',
    );
  }
  expect(Buffer.concat(parts).equals(wholeRun(false))).toBe(true);
});

/** PySpark's RDD.pipe and saveAsTextFile, as pyspark/rdd.py does them, for the recipe to run on. */
const FAKE_SPARK = `
import shlex, subprocess, os, sys

class RDD:
    def __init__(self, partitions):
        self.partitions = partitions
    def pipe(self, command, env=None, checkCode=False):
        out = []
        for part in self.partitions:
            # pyspark: Popen(shlex.split(command), env=env or {}, stdin=PIPE, stdout=PIPE), each
            # element written as str(obj).rstrip("\\n") + "\\n", each line read back rstrip(b"\\n").
            child = subprocess.run(shlex.split(command), env=dict(env or {}, **FORWARD),
                input="".join(str(x).rstrip("\\n") + "\\n" for x in part).encode(),
                stdout=subprocess.PIPE, check=True)
            out.append([line.rstrip(b"\\n").decode() for line in child.stdout.splitlines(keepends=True)])
        return RDD(out)
    def saveAsTextFile(self, path):
        os.makedirs(path)
        for i, part in enumerate(self.partitions):
            with open(os.path.join(path, "part-%05d" % i), "w", newline="") as f:
                f.write("".join(line + "\\n" for line in part))

class SparkContext:
    def parallelize(self, data, numSlices):
        data = list(data)
        return RDD([data[i * len(data) // numSlices:(i + 1) * len(data) // numSlices] for i in range(numSlices)])

# The built CLI's paths, for the scaled-down command; the recipe's own env is kept.
FORWARD = {"NODE": os.environ["NODE"], "CLI": os.environ["CLI"]}
sc = SparkContext()
exec(sys.stdin.read())
`;

test('Spark: RDD.pipe over shard numbers, each partition’s lines saved as a part file', () => {
  // Inside the recipe's single-quoted sh -c: the paths unquoted (they have no spaces).
  const python = local(readmeBlock('spark'), '$NODE $CLI').replace(
    'hdfs:///people',
    join(dir, 'spark'),
  );
  mustSucceed(`python3 -c "$FAKE_SPARK"`, { env: { FAKE_SPARK }, input: python });
  const files = readdirSync(join(dir, 'spark')).sort();
  expect(files).toHaveLength(SHARDS);
  const joined = Buffer.concat(files.map((file) => readFileSync(join(dir, 'spark', file))));
  expect(joined.equals(wholeRun(false))).toBe(true);
});

test('the README names this version wherever it pins one', () => {
  const pinned = [...README.matchAll(new RegExp(`${MANIFEST.name}@([\\d.]+)`, 'g'))].map(
    (m) => m[1],
  );
  expect(pinned.length).toBeGreaterThanOrEqual(3);
  expect(new Set(pinned)).toEqual(new Set([MANIFEST.version]));
});
