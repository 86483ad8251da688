/**
 * A PostgreSQL server of one's own (Debian's postgresql): a cluster made by initdb in a temporary
 * directory, listening on a Unix socket there and on no TCP port, run as the unprivileged
 * `nobody` when started as root (PostgreSQL refuses to run as root). databases.test.ts loads the
 * output into it; data/sql-reserved-words.ts reads the words it reserves.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Postgres {
  /** psql connected as the superuser, as a shell command line to append arguments to. */
  psql: string;
  /** One statement's result, unaligned and without headers (psql -At), trailing newline cut. */
  query(sql: string): string;
  /** Stops the server and removes its directory. */
  stop(): void;
}

export function startPostgres(): Postgres {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'rag-pg-'));
  const asRoot = process.getuid?.() === 0;
  const serve = (command: string[]) => {
    const [program = '', ...args] = asRoot
      ? ['runuser', '-u', 'nobody', '--', ...command]
      : command;
    const result = spawnSync(program, args, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command.join(' ')}: ${result.stderr}`);
  };
  if (asRoot) {
    const id = (flag: string) =>
      Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  serve([
    `${bin}/initdb`,
    '-D',
    `${dir}/data`,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale',
    'C.UTF-8',
    '--no-sync',
  ]);
  serve([
    `${bin}/pg_ctl`,
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/server.log`,
    '-w',
    '-o',
    `-c listen_addresses='' -k ${dir} -c fsync=off`,
    'start',
  ]);
  const psql = `"${bin}/psql" -X -q -v ON_ERROR_STOP=1 -h "${dir}" -U postgres -d postgres`;
  return {
    psql,
    query(sql) {
      const result = spawnSync('bash', ['-c', `${psql} -At -c "$SQL"`], {
        encoding: 'utf8',
        env: { ...process.env, SQL: sql },
      });
      if (result.status !== 0) throw new Error(`psql: ${sql}: ${result.stderr}`);
      return result.stdout.trimEnd();
    },
    stop() {
      if (existsSync(`${dir}/data/postmaster.pid`)) {
        serve([`${bin}/pg_ctl`, '-D', `${dir}/data`, '-m', 'fast', '-w', 'stop']);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The newest PostgreSQL Debian installed: /usr/lib/postgresql/<major>/bin. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = majors.map(Number).sort((a, b) => b - a)[0];
  if (newest === undefined) {
    throw new Error(
      'No PostgreSQL in /usr/lib/postgresql: install Debian’s postgresql (.ci/run does).',
    );
  }
  return `${root}/${newest}/bin`;
}
