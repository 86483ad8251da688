import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { VERSION } from '../src/output/version.ts';
import { FIXED, cli, mustSucceed, run } from './support.ts';

/** Uneven parts (2501, 2502, 2502, 2502 rows) that split SQL's 1000-row INSERTs midway. */
const COUNT = '10007';
const PARALLEL = '/usr/bin/parallel --will-cite --halt now,fail=1';

/** The four shards, run at once by GNU parallel, their outputs concatenated in shard order. */
function fourShards(args: string): Buffer {
  return mustSucceed(`${PARALLEL} -j4 -k "$NODE" "$CLI" ${args} --shard {}/4 ::: 1 2 3 4`).stdout;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('4 shards under GNU parallel concatenate to the bytes of one run', () => {
  const runs: [string, string[]][] = [
    ['csv', []],
    ['csv', ['--no-header']],
    ['json', []],
    ['ndjson', []],
    ['sql', []],
    ['sql', ['--no-header', '--table', 'person_rows']],
    ['csv', ['--state', 'Texas', '--gender', 'female', '--start', '123']],
    // Noisy records: a shard draws the plans of the people before it for their copies.
    ['csv', ['--noise', 'default', '--duplicates', '0.5']],
    ['sql', ['--noise', 'typo=0.1,nickname=0.2', '--duplicates', '1', '--start', '9']],
  ];
  test.each(runs)('%s %j', (format, extra) => {
    const args = ['--count', COUNT, ...FIXED, '--format', format, ...extra];
    const one = run(args);
    expect(one.length).toBeGreaterThan(Number(COUNT) * 50);
    expect(fourShards(args.join(' ')).equals(one)).toBe(true);
  });
});

test('2 shards of a noisy household run under GNU parallel concatenate to its bytes', () => {
  // A shard draws the 9 households before it for the copies of their members.
  const args = [
    ...FIXED,
    '--households',
    '--count',
    '3001',
    '--noise',
    '0.05',
    '--duplicates',
    '0.5',
  ];
  const one = run(args);
  expect(one.length).toBeGreaterThan(3001 * 2 * 100);
  const two = mustSucceed(
    `${PARALLEL} -j2 -k "$NODE" "$CLI" ${args.join(' ')} --shard {}/2 ::: 1 2`,
  ).stdout;
  expect(two.equals(one)).toBe(true);
});

describe('what each shard writes', () => {
  const shard = (format: string, k: number, extra: string[] = []) =>
    String(run(['--count', COUNT, ...FIXED, '--format', format, ...extra, '--shard', `${k}/4`]));

  test('CSV: only shard 1 has the header line', () => {
    expect(shard('csv', 1)).toMatch(/^firstName,lastName,gender,streetAddress,city,state,/);
    for (const k of [2, 3, 4]) expect(shard('csv', k)).not.toContain('firstName,');
    expect(shard('csv', 1, ['--no-header'])).not.toContain('firstName,');
    // 2501 rows in shard 1 (floor(10007 / 4)), and the header.
    expect(shard('csv', 1).split('\r\n')).toHaveLength(2501 + 2);
    expect(shard('csv', 2).split('\r\n')).toHaveLength(2502 + 1);
  });

  test('SQL: only shard 1 has the comment and CREATE TABLE; an INSERT cut by a shard edge goes on', () => {
    expect(shard('sql', 1)).toMatch(
      /^-- 10007 people made by .* as of 2026-11-22\n-- written for MariaDB, PostgreSQL and SQLite\nCREATE TABLE people \(/,
    );
    const second = shard('sql', 2);
    expect(second).not.toContain('CREATE TABLE');
    // Row 2501 is in the middle of the third 1000-row INSERT: shard 2 starts with a bare row.
    expect(second).toMatch(/^\('/);
    expect(second.endsWith(',\n')).toBe(true);
    expect(shard('sql', 4).endsWith(');\n')).toBe(true);
  });

  test('JSON: shard 1 opens the array, shard 4 closes it, the others go on with a comma', () => {
    expect(shard('json', 1)).toMatch(/^\[\n\{"firstName":/);
    expect(shard('json', 2)).toMatch(/^,\n\{"firstName":/);
    expect(shard('json', 4)).toMatch(/\}\n\]\n$/);
    expect(shard('json', 1, ['--no-header'])).toMatch(/^\[\n/);
  });
});

test('sha256 of --count 100000 --seed 42 --format csv --as-of 2026-11-22: one run and 4 shards', () => {
  const args = '--count 100000 --seed 42 --format csv --as-of 2026-11-22';
  const one = cli(args.split(' '));
  expect(one.status).toBe(0);
  const shards = fourShards(args);
  const oneSum = sha256(one.stdout);
  const shardsSum = sha256(shards);
  console.log(`sha256 one run:  ${oneSum} (${one.stdout.length} bytes)`);
  console.log(`sha256 4 shards: ${shardsSum} (${shards.length} bytes)`);
  expect(String(one.stdout).split('\r\n')).toHaveLength(100000 + 2);
  expect(shardsSum).toBe(oneSum);
  // The CLI writes CSV bytes its own way (csvBytes.ts): the sum the golden test pins for the
  // library's text, made by another path, must be its sum too.
  const pinned = readFileSync(new URL(`../golden/${VERSION}/sha256.txt`, import.meta.url), 'utf8');
  expect(pinned).toContain(`${oneSum}  ${args}`);
});

test('the README’s GNU parallel recipe, with this machine as its one host (`-S :`)', () => {
  // The recipe over hosts is `parallel -S 8/host1,8/host2 ...`; `:` is GNU parallel's name for
  // the local machine, so this runs the same command line through its remote-login path.
  const args = `--count ${COUNT} ${FIXED.join(' ')} --format ndjson`;
  const viaHosts = mustSucceed(
    `${PARALLEL} -S 2/: -k "$NODE" "$CLI" ${args} --shard {}/6 ::: $(seq 1 6)`,
  ).stdout;
  expect(viaHosts.equals(run(args.split(' ')))).toBe(true);
});

describe('households: 4 shards under GNU parallel concatenate to the bytes of one run', () => {
  /** Uneven parts (251, 252, 251, 253 households); part 2 holds household 500, where SQL's second INSERT starts. */
  const HOUSEHOLDS = '1007';
  const runs: [string, string[]][] = [
    ['csv', []],
    ['json', []],
    ['ndjson', []],
    ['sql', []],
    // Texas's area codes hold more than a line's worth of households here: the shards' phone
    // lines are allocated after planning the households before them (householdPhones.ts).
    ['csv', ['--state', 'Texas']],
    [
      'csv',
      [
        '--state',
        'Texas',
        '--first-name',
        'Mary',
        '--start',
        '123',
        '--columns',
        'id,householdId,relationship,firstName,city',
      ],
    ],
    [
      'sql',
      [
        '--columns',
        'id,householdId,relationship,birthdate',
        '--date-format',
        'iso',
        '--column-case',
        'snake',
      ],
    ],
  ];
  test.each(runs)('%s %j', (format, extra) => {
    const args = ['--households', '--count', HOUSEHOLDS, ...FIXED, '--format', format, ...extra];
    const one = run(args);
    // More than one member a household, on average.
    const rows = String(one).split('\n').length;
    expect(rows).toBeGreaterThan(Number(HOUSEHOLDS) * 1.5);
    expect(fourShards(args.join(' ')).equals(one)).toBe(true);
  });
});
