/**
 * Builds src/output/sqlReservedWords.data.ts: the words a table cannot be named unquoted, which the SQL
 * writer refuses rather than quoting the name (quoting would change every file's bytes). They are
 * the words PostgreSQL reserves (its pg_get_keywords(), categories R and T: reserved, and
 * reserved but allowed as a function or type name) and the SQLite keywords that SQLite will not
 * take as a table name: SQLite's list (sources/sqlite-keywords.txt, from its own source; where it
 * came from and its sha256 in the sources README) is tried one word at a time in the sqlite3
 * shell, as a file would use it; and the MariaDB keywords (its information_schema.KEYWORDS) that
 * MariaDB will not take as a table name, each tried so in its client. Also the names PostgreSQL
 * resolves to its own catalog (postgresCatalogRefused), tried as a file uses them. Needs Debian's postgresql,
 * sqlite3 and mariadb-server (.ci/run installs them); it starts a PostgreSQL and a MariaDB server
 * of its own. Run with `npx tsx packages/generator/data/sql-reserved-words.ts`;
 * packages/generator/test/mariadb.test.ts rebuilds the list from the three databases and compares.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { startMariadb, type Mariadb } from '../test/mariadb.ts';
import { startPostgres, type Postgres } from '../test/postgres.ts';

const SQLITE_KEYWORDS_FILE = fileURLToPath(
  new URL('./sources/sqlite-keywords.txt', import.meta.url),
);
export const SQLITE_KEYWORDS_SHA256 =
  'e6a62d67ef936cce2242f289269f9b38e1b35120d1d6fe1b70b67fe63e491b00';
const OUTPUT_FILE = fileURLToPath(
  new URL('../src/output/sqlReservedWords.data.ts', import.meta.url),
);

/** SQLite's keywords, lower case, in its list's order. */
export function readSqliteKeywords(): string[] {
  const text = readFileSync(SQLITE_KEYWORDS_FILE, 'utf8');
  const sha256 = createHash('sha256').update(text).digest('hex');
  if (sha256 !== SQLITE_KEYWORDS_SHA256) {
    throw new Error(`${SQLITE_KEYWORDS_FILE} changed: sha256 ${sha256}`);
  }
  return text
    .trimEnd()
    .split('\n')
    .map((word) => word.toLowerCase());
}

/** Whether the sqlite3 shell makes a table of that name and inserts into it, as a file would. */
export function sqliteTakes(name: string): boolean {
  const result = spawnSync('sqlite3', [
    ':memory:',
    `CREATE TABLE ${name} (x INTEGER); INSERT INTO ${name} (x) VALUES (1);`,
  ]);
  if (result.error) throw new Error(`sqlite3: ${result.error.message} (install Debian's sqlite3)`);
  return result.status === 0;
}

/** The words PostgreSQL reserves, from a server's own catalogue. */
export function postgresReservedWords(query: (sql: string) => string): string[] {
  return query(
    "SELECT string_agg(word, ' ' ORDER BY word) FROM pg_get_keywords() WHERE catcode IN ('R', 'T')",
  ).split(' ');
}

/**
 * The MariaDB keywords it will not take as a table name: each tried on a line of its own in one
 * client run that goes on past errors (--force), as a file would use it; a line that fails names
 * its word.
 */
export function mariadbRefused(mariadb: Mariadb): string[] {
  const words = mariadb
    .query('SELECT LOWER(word) FROM information_schema.KEYWORDS ORDER BY 1')
    .split('\n')
    .filter((word) => /^[a-z_][a-z0-9_]*$/.test(word));
  const script = words
    // Dropped after, so that the next try (a test tries twice) finds no table of that name.
    .map(
      (word) =>
        `CREATE TABLE ${word} (x INTEGER); INSERT INTO ${word} (x) VALUES (1); DROP TABLE ${word};`,
    )
    .join('\n');
  const result = spawnSync('bash', ['-c', `${mariadb.client} --force`], {
    input: `${script}\n`,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (result.error) throw new Error(`mariadb: ${result.error.message}`);
  const failedLines = new Set(
    [...result.stderr.matchAll(/ at line (\d+)/g)].map((match) => Number(match[1])),
  );
  return words.filter((_, at) => failedLines.has(at + 1));
}

/**
 * The names PostgreSQL resolves to its own catalog rather than to the file's table: pg_catalog is
 * searched before any schema of the search path, so `CREATE TABLE pg_class` makes public.pg_class
 * and the `INSERT INTO pg_class` after it writes to the catalog's, which fails. Every table and
 * view of pg_catalog and information_schema is tried as a file uses its table's name, on a line of
 * its own in one psql run that goes on past errors; a line that fails names its name.
 */
export function postgresCatalogRefused(postgres: Postgres): string[] {
  const names = postgres
    .query(
      "SELECT DISTINCT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname IN ('pg_catalog', 'information_schema') AND c.relkind IN ('r', 'v', 'm', 'p', 'f') ORDER BY 1",
    )
    .split('\n')
    .filter((name) => /^[a-z_][a-z0-9_]*$/.test(name));
  const script = names
    .map(
      (name) =>
        `CREATE TABLE ${name} (x INTEGER); INSERT INTO ${name} (x) VALUES (1); DROP TABLE ${name};`,
    )
    .join('\n');
  const result = spawnSync('bash', ['-c', `${postgres.psql} -v ON_ERROR_STOP=0 -f -`], {
    input: `${script}\n`,
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (result.error) throw new Error(`psql: ${result.error.message}`);
  const failedLines = new Set(
    [...result.stderr.matchAll(/^psql:<stdin>:(\d+): ERROR/gm)].map((match) => Number(match[1])),
  );
  return names.filter((_, at) => failedLines.has(at + 1));
}

/** The lists as one: sorted, each word once. */
export function reservedWords(...lists: (readonly string[])[]): string[] {
  return [...new Set(lists.flat())].sort();
}

export interface Versions {
  postgres: string;
  sqlite: string;
  mariadb: string;
}

export async function renderModule(
  words: readonly string[],
  catalogNames: readonly string[],
  versions: Versions,
): Promise<string> {
  const source = `// Generated by packages/generator/data/sql-reserved-words.ts. Do not edit.
// The words PostgreSQL reserves (pg_get_keywords(), categories R and T; PostgreSQL ${versions.postgres})
// the SQLite keywords that SQLite ${versions.sqlite} will not take as a table name, and the MariaDB
// keywords (information_schema.KEYWORDS) that MariaDB ${versions.mariadb} will not take as one.
export const SQL_RESERVED_WORD_LIST = ${JSON.stringify(words.join(' '))};
// The tables and views of pg_catalog and information_schema that PostgreSQL ${versions.postgres}
// resolves a file's table name to, so that its INSERT fails.
export const POSTGRES_CATALOG_NAME_LIST = ${JSON.stringify(catalogNames.join(' '))};
`;
  const options = await prettier.resolveConfig(OUTPUT_FILE);
  return prettier.format(source, { ...options, filepath: OUTPUT_FILE });
}

/** The words as the checked-in module holds them. */
export function shippedWords(): string[] {
  return shippedList('SQL_RESERVED_WORD_LIST');
}

/** PostgreSQL's catalog names as the checked-in module holds them. */
export function shippedCatalogNames(): string[] {
  return shippedList('POSTGRES_CATALOG_NAME_LIST');
}

function shippedList(name: string): string[] {
  const text = readFileSync(OUTPUT_FILE, 'utf8');
  const match = new RegExp(`${name} =\\s*'([a-z0-9_ ]*)'`).exec(text);
  if (!match) throw new Error(`${OUTPUT_FILE}: no ${name}`);
  return (match[1] ?? '').split(' ');
}

async function main() {
  const postgres = startPostgres();
  const mariadb = startMariadb();
  try {
    const sqliteRefused = readSqliteKeywords().filter((word) => !sqliteTakes(word));
    const words = reservedWords(
      postgresReservedWords(postgres.query),
      sqliteRefused,
      mariadbRefused(mariadb),
    );
    const versions = {
      postgres: postgres.query('SHOW server_version').split(' ')[0] ?? '',
      sqlite: String(spawnSync('sqlite3', ['--version']).stdout).split(' ')[0] ?? '',
      mariadb: mariadb.query('SELECT VERSION()').split('-')[0] ?? '',
    };
    const catalogNames = postgresCatalogRefused(postgres);
    writeFileSync(OUTPUT_FILE, await renderModule(words, catalogNames, versions));
    console.log(
      `wrote ${OUTPUT_FILE}: ${words.length} words, ${catalogNames.length} catalog names`,
    );
  } finally {
    postgres.stop();
    mariadb.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
