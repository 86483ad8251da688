/**
 * What the CLI benchmark compares against: faker-js's fakerEN_US making the CLI's twelve columns
 * (the package's COLUMNS) as CSV on stdout, the way a user would write it with faker: one call a
 * column, the age from the birthdate, chunks written with backpressure. Plain JavaScript run by
 * `node`, as our command line runs: `node tools/bench/faker-csv.mjs N` (tools/bench/cli.ts
 * builds the package first, whose COLUMNS this imports).
 */
import { once } from 'node:events';
import process from 'node:process';
import { fakerEN_US as faker } from '@faker-js/faker';
import { COLUMNS } from 'random-american-generator';

const SEED = 42;
/** Ages count from this day, as the CLI's --as-of. */
const AS_OF = new Date(Date.UTC(2026, 10, 22));
/** Rows a write holds: about 250 KB, a few writes a second of the run. */
const ROWS_PER_WRITE = 2000;
const CSV_SPECIAL = /[",\r\n]/;

const csvField = (value) => {
  const text = String(value);
  return CSV_SPECIAL.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

function ageOn(birth, today) {
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  return today.getUTCFullYear() - birth.getUTCFullYear() - (beforeBirthday ? 1 : 0);
}

function row() {
  const gender = faker.person.sexType();
  const firstName = faker.person.firstName(gender);
  const lastName = faker.person.lastName();
  const birth = faker.date.birthdate({ mode: 'age', min: 18, max: 80, refDate: AS_OF });
  const columns = [
    firstName,
    lastName,
    gender,
    faker.location.streetAddress(),
    faker.location.city(),
    faker.location.state(),
    faker.location.zipCode(),
    `${birth.getUTCMonth() + 1}/${birth.getUTCDate()}/${birth.getUTCFullYear()}`,
    faker.location.state({ abbreviated: true }),
    ageOn(birth, AS_OF),
    faker.phone.number({ style: 'national' }),
    faker.internet.email({ firstName, lastName }),
  ];
  return `${columns.map(csvField).join(',')}\r\n`;
}

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1) {
  process.stderr.write(
    `usage: faker-csv.mjs COUNT (a whole number of at least 1), not ${process.argv[2]}\n`,
  );
  process.exit(2);
}
faker.seed(SEED);
let text = `${COLUMNS.join(',')}\r\n`;
for (let done = 1; done <= count; done++) {
  text += row();
  if (done % ROWS_PER_WRITE === 0 || done === count) {
    if (!process.stdout.write(text)) await once(process.stdout, 'drain');
    text = '';
  }
}
