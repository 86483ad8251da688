/** --help's text: every flag and what it does, the fields' flags, and examples. */
import { FIELDS, MAX_AGE, MIN_AGE, VERSION, type FieldName, type LocalDate } from '../index.ts';
import { PACKAGE_NAME, isoDate } from '../options/commandLine.ts';
import { fieldFlagOf, flagHelp } from './flags.ts';

/** --help's lines are wrapped to this width. */
const HELP_WIDTH = 100;

/** What a field's flag takes, where it is not plain text. */
const FIELD_NOTES: Partial<Record<FieldName, string>> = {
  gender: ': female or male',
  state: ': one of the 50, by name in any capitals or by postal code (tx)',
  zipCode: ': a residential ZIP we ship (a ZIP+4 is read as its ZIP)',
  birthdate: `: M/D/YYYY (or 1990-01-02, 01/02/1990), an age of ${MIN_AGE} to ${MAX_AGE} on the as-of date`,
};

export function help(today: LocalDate): string {
  const asOf = isoDate(today);
  const options: [string, string][] = [
    ...flagHelp(today),
    ...FIELDS.map(({ key, label }): [string, string] => [
      `${fieldFlagOf(key)} VALUE`,
      `every person's ${label}${FIELD_NOTES[key] ?? ''}`,
    ]),
    ['-h, --help', 'this text'],
    ['-v, --version', VERSION],
  ];
  const width = Math.max(...options.map(([flag]) => flag.length)) + 2;
  const lines = options.flatMap(([flag, text]) =>
    wrapped(text, HELP_WIDTH - 2 - width).map(
      (line, at) => `  ${(at === 0 ? flag : '').padEnd(width)}${line}`,
    ),
  );
  return `Usage: ${PACKAGE_NAME} [options]

Believable US people, written to stdout. Person i of a seed depends only on the seed, i, the
as-of date, the constraints and the version (${VERSION}): the same --seed, --as-of and other
flags give the same bytes anywhere, and shards of a run concatenate to the run. The as-of date
is today's unless --as-of says otherwise: pass it to make the same people on another day. Field
flags are read as typed: --state tx is Texas, --city chicago Chicago, --first-name mary Mary.

Options:
${lines.join('\n')}

Examples:
  ${PACKAGE_NAME} --count 1000000 --seed 42 --as-of ${asOf} --state Texas > people.csv
  ${PACKAGE_NAME} --count 1000000 --seed 42 --as-of ${asOf} --format sql | psql mydb
  ${PACKAGE_NAME} --count 100000000 --seed 42 --as-of ${asOf} --shard 3/8 > part-3.csv
  ${PACKAGE_NAME} --households --count 1000 --seed 42 --as-of ${asOf} > households.csv
  ${PACKAGE_NAME} --count 1000 --seed 42 --as-of ${asOf} --format sql \\
    --columns id,firstName,lastName,birthdate --date-format iso --column-case snake
`;
}

/** `text` in lines of at most `width` characters, broken at spaces. */
function wrapped(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}
