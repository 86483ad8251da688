import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { FIXED, MANIFEST, bash, cli, run } from './support.ts';

/** Each wrong flag and the words its message must hold. */
const WRONG: [string[], RegExp][] = [
  [['--count', '0'], /--count 0 is out of range: from 1 to/],
  [['--count', '-1'], /--count -1 is out of range: from 1 to/],
  [['--count=-1'], /--count -1 is out of range: from 1 to/],
  [['--count', '1.5'], /--count “1\.5” is not a whole number written in digits/],
  [['--count', '1e12'], /--count “1e12” is not a whole number written in digits/],
  [['--count', 'ten'], /--count “ten” is not a whole number written in digits/],
  [['--count', '1,000'], /--count “1,000” is not a whole number written in digits/],
  [['--count', '100000000000001'], /--count 100000000000001 is out of range/],
  [['--count'], /--count needs a value\./],
  [['--start', '-5'], /--start -5 is out of range: from 0 to/],
  [['--start', 'x'], /--start “x” is not a whole number/],
  [['--start', '99999999999995', '--count', '10'], /goes past the last index, 99999999999999/],
  [['--seed', '4294967296'], /--seed 4294967296 is out of range: from 0 to 4294967295/],
  [['--seed', '-1'], /--seed -1 is out of range: from 0 to 4294967295/],
  [['--seed', '1.5'], /--seed “1\.5” is not a whole number/],
  [['--seed', 'forty-two'], /--seed “forty-two” is not a whole number/],
  [['--format', 'xml'], /--format “xml” is not one of csv, json, ndjson, sql/],
  [
    ['--as-of', '2026-02-30'],
    /--as-of “2026-02-30” is not a real day from 1081-01-01 to 9999-12-31 written YYYY-MM-DD/,
  ],
  // Whole years from 1081, the first whose every day gives four-digit birth years (and before
  // year 100, Date.UTC reads years as 19xx).
  [['--as-of', '0100-03-01'], /--as-of “0100-03-01” is not a real day from 1081-01-01/],
  [['--as-of', '1080-12-31'], /--as-of “1080-12-31” is not a real day from 1081-01-01/],
  [['--as-of', '11/22/2026'], /--as-of “11\/22\/2026” is not a real day/],
  [['--shard', '0/4'], /--shard “0\/4” is not K\/N/],
  [['--shard', '5/4'], /--shard “5\/4” is not K\/N/],
  [['--shard', '1/0'], /--shard “1\/0” is not K\/N/],
  [['--shard', 'half'], /--shard “half” is not K\/N/],
  [['--shard', '1/2', '--as-of', '2026-11-22'], /--shard needs --seed and --as-of/],
  [['--shard', '1/2', '--seed', '1'], /--shard needs --seed and --as-of/],
  [['--format', 'sql', '--table', '1people'], /--table “1people” is not a plain SQL name/],
  [['--format', 'sql', '--table', 'people; DROP TABLE x'], /is not a plain SQL name/],
  [
    ['--format', 'sql', '--table', 'select'],
    /--table “select” is a word SQL reserves: PostgreSQL or SQLite would not/,
  ],
  [['--format', 'sql', '--table', 'User'], /--table “User” is a word SQL reserves/],
  [
    ['--format', 'sql', '--table', 'sqlite_people'],
    /--table “sqlite_people” starts with sqlite_, which SQLite keeps/,
  ],
  [['--format', 'toString'], /--format “toString” is not one of csv, json, ndjson, sql/],
  [['--format', '__proto__'], /--format “__proto__” is not one of/],
  [['--table', 'staff'], /--table names the table of --format sql; csv has none/],
  [['--table', 'staff', '--format', 'json'], /--table names the table .*; json has none/],
  [['--bogus'], /--bogus is not an option of random-american-generator\./],
  [['people'], /“people” is not an option: every option starts with --/],
  [['--state', 'New', 'York'], /“York” is not an option: .* \(quote a value with spaces/],
  [['--no-header=yes'], /--no-header takes no value\./],
  [['--seed'], /--seed needs a value\./],
  [['--state', 'Texas', '--state', 'Ohio'], /--state is given twice: give it once\./],
  [['--seed', '5', '--seed', '6'], /--seed is given twice/],
  [['--city', 'Chicago', '--state', 'Texas'], /--city: City “Chicago” is not in Texas/],
  [['--state', 'Narnia'], /--state: State “Narnia” is not one of the 50 states/],
  [['--state', 'TX'], /--state: State “TX” is not .* \(TX is Texas’s postal code: write the name/],
  [['--city', 'hauula'], /--city: City “hauula” is not .* \(did you mean Hau‘ula\?\)/],
  [['--city', 'hauula', '--state', 'Texas'], /\(did you mean Hau‘ula, in Hawaii\?\)/],
  [['--zip-code', '1234'], /--zip-code: Zip Code “1234” is not five digits/],
  [['--zip-code', '60601', '--state', 'Texas'], /--zip-code: Zip Code 60601 is in Illinois/],
  [['--gender', 'other'], /--gender: Gender “other” is neither female nor male/],
  [['--state', ''], /--state: State is blank/],
  [
    ['--birthdate', '2/30/1990'],
    /--birthdate: Birthdate “2\/30\/1990” is not a day of the calendar\./,
  ],
  [['--birthdate', '1990-01-02'], /--birthdate: .* is not written M\/D\/YYYY \(write 1\/2\/1990\)/],
  [
    ['--first-name', 'Mary', '--gender', 'male'],
    /--gender: Gender male does not go with First Name “Mary”: .* give it to girls only/,
  ],
  [
    ['--city', 'Saint Louis', '--state', 'Missouri'],
    /--city: City “Saint Louis” is not in Missouri \(we know it in Michigan; did you mean St\. Louis\?\)/,
  ],
  // 17 and 81 on the as-of date: one day either side of what is allowed.
  [
    ['--birthdate', '11/23/2008', '--as-of', '2026-11-22'],
    /--birthdate: Birthdate 11\/23\/2008 makes an age of 17 on 11\/22\/2026: people are 18 to 80/,
  ],
  [
    ['--birthdate', '11/22/1945', '--as-of', '2026-11-22'],
    /--birthdate: Birthdate 11\/22\/1945 makes an age of 81 on 11\/22\/2026/,
  ],
];

describe('a wrong flag exits 2, says what is wrong on stderr, writes nothing on stdout', () => {
  test.each(WRONG)('%j', (args, message) => {
    const result = cli(args);
    expect(String(result.stderr)).toMatch(message);
    expect(String(result.stderr)).toMatch(/Try --help\.\n$/);
    expect(result.stdout.length).toBe(0);
    expect(result.status).toBe(2);
  });

  test('the first as-of day accepted gives birthdates of four-digit years, aged 18 to 80', () => {
    const rows = String(run(['--count', '300', '--seed', '1', '--as-of', '1081-01-01']))
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(','));
    expect(rows).toHaveLength(300);
    for (const row of rows) {
      expect(row[7]).toMatch(/^\d{1,2}\/\d{1,2}\/1\d{3}$/);
      expect(Number(row[9])).toBeGreaterThanOrEqual(18);
      expect(Number(row[9])).toBeLessThanOrEqual(80);
    }
  });

  test('the birthdates at the edges of 18 and 80 are accepted', () => {
    for (const birthdate of ['11/22/2008', '11/23/1945']) {
      const rows = String(run(['--count', '3', ...FIXED, '--birthdate', birthdate]))
        .trimEnd()
        .split('\r\n')
        .slice(1);
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row.split(',')[7]).toBe(birthdate);
    }
  });
});

describe('a range made alone', () => {
  test.each(['csv', 'ndjson'])(
    '--start 500 --count 10 is rows 500 to 509 of a longer run (%s)',
    (format) => {
      const lines = (args: string[]) =>
        String(run([...FIXED, '--format', format, '--no-header', ...args])).split('\n');
      const long = lines(['--count', '600']);
      const part = lines(['--start', '500', '--count', '10']);
      expect(part.pop()).toBe(''); // the text after the last line break
      expect(part).toHaveLength(10);
      expect(part).toEqual(long.slice(500, 510));
    },
  );

  test('the SQL header says which people, from which seed and as-of date', () => {
    const sql = String(run([...FIXED, '--format', 'sql', '--start', '500', '--count', '10']));
    expect(sql.split('\n')[0]).toBe(
      `-- people 500 to 509 made by ${MANIFEST.name} ${MANIFEST.version} with seed 42 as of 2026-11-22`,
    );
  });
});

describe('how it behaves in a pipeline', () => {
  test('`| head -1` ends the run quietly: exit 0, nothing on stderr', () => {
    const result = bash('"$NODE" "$CLI" --count 1000000 --seed 1 --as-of 2026-11-22 | head -1');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(String(result.stdout)).toMatch(/^firstName,lastName,gender,/);
  });

  test('a failed write (a full disk) is said in one line: exit 1, no stack trace', () => {
    const result = bash('"$NODE" "$CLI" --count 10 --seed 1 --as-of 2026-11-22 > /dev/full');
    expect(result.stderr).toMatch(
      /^random-american-generator: cannot write the output: ENOSPC[^\n]*\n$/,
    );
    expect(result.status).toBe(1);
  });

  test('no progress on stderr when stderr is not a terminal', () => {
    const result = cli(['--count', '20000', ...FIXED]);
    expect(result.status).toBe(0);
    expect(String(result.stderr)).toBe('');
    expect(String(result.stdout).split('\r\n')).toHaveLength(20002);
  });

  // `script` (util-linux) gives the run a terminal: the progress is there, so the test above
  // can fail.
  test('progress on stderr when stderr is a terminal', () => {
    const result = spawnSync(
      'script',
      ['-qec', `"${process.execPath}" dist/cli.js --count 12000 --seed 1 >/dev/null`, '/dev/null'],
      { cwd: new URL('..', import.meta.url), encoding: 'utf8' },
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('12,000 of 12,000 people');
  });

  test('without --seed it picks one, says it on stderr, and that seed makes the same bytes', () => {
    const first = cli(['--count', '5', '--as-of', '2026-11-22']);
    expect(first.status).toBe(0);
    const seed =
      /seed (\d+) \(pass --seed \1 --as-of 2026-11-22 to make the same people again\)/.exec(
        String(first.stderr),
      )?.[1];
    expect(seed).toBeDefined();
    const again = run(['--count', '5', '--as-of', '2026-11-22', '--seed', String(seed)]);
    expect(again.equals(first.stdout)).toBe(true);
  });
});

describe('--help and --version', () => {
  test('--help names every flag and the as-of date, today’s by default', () => {
    const before = new Date();
    const text = String(run(['--help']));
    const after = new Date();
    const day = (date: Date) =>
      [date.getFullYear(), date.getMonth() + 1, date.getDate()]
        .map((part) => String(part).padStart(2, '0'))
        .join('-');
    const today = new RegExp(`default: today, (${day(before)}|${day(after)})\\)`);
    expect(text).toMatch(today);
    expect(text).toMatch(/--as-of DATE +the day ages count from, YYYY-MM-DD/);
    for (const flag of ['count', 'start', 'format', 'seed', 'shard', 'no-header', 'table']) {
      expect(text).toContain(`--${flag}`);
    }
    for (const flag of ['first-name', 'last-name', 'gender', 'street-address', 'city']) {
      expect(text).toMatch(new RegExp(`^  --${flag} VALUE +every person's`, 'm'));
    }
  });

  test('--version prints the package’s version', () => {
    expect(String(run(['--version']))).toBe(`${MANIFEST.version}\n`);
  });
});
