/**
 * A MariaDB server of one's own (Debian's mariadb-server): a data directory made by
 * mariadb-install-db in a temporary directory, the server listening on a Unix socket there and
 * on no TCP port (--skip-networking), run as the unprivileged `nobody` when started as root, and
 * reading no configuration file (--no-defaults) but the UTF-8 it is told. mariadb.test.ts loads
 * the output into it.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Mariadb {
  /**
   * The mariadb client connected as root, no database and no character set named, as a shell
   * command line to append a command's options and database to.
   */
  connection: string;
  /** The mariadb client connected as root to the database `test`, as a shell command line. */
  client: string;
  /** One statement's result, tab-separated and without headers (mariadb -BNr), trailing newline cut. */
  query(sql: string): string;
  /** Stops the server and removes its directory. */
  stop(): void;
}

/** UTF-8 in full (4-byte characters too) on the server and in the client. */
const CHARSET = 'utf8mb4';
/** Debian puts mariadbd in /usr/sbin, which a user's PATH may lack. */
const env = { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin:/usr/bin` };

export function startMariadb(): Mariadb {
  for (const program of ['mariadb-install-db', 'mariadbd', 'mariadb', 'mariadb-admin']) {
    if (spawnSync('bash', ['-c', `command -v ${program}`], { env }).status !== 0) {
      throw new Error(
        `No ${program}: install Debian’s mariadb-server and mariadb-client (.ci/run does).`,
      );
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'rag-mariadb-'));
  const asRoot = process.getuid?.() === 0;
  const as = (command: string) => (asRoot ? `runuser -u nobody -- ${command}` : command);
  const sh = (command: string) => {
    const result = spawnSync('bash', ['-euc', command], { cwd: dir, encoding: 'utf8', env });
    if (result.status !== 0) throw new Error(`${command}: ${result.stderr}`);
    return result.stdout;
  };
  if (asRoot) {
    const id = (flag: string) =>
      Number(spawnSync('id', [flag, 'nobody'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  const admin = `mariadb-admin --no-defaults --socket="${dir}/sock" --user=root`;
  sh(
    as(
      `mariadb-install-db --no-defaults --datadir="${dir}/data" --auth-root-authentication-method=normal --skip-test-db --skip-name-resolve > "${dir}/install.log" 2>&1`,
    ),
  );
  // In a session of its own (setsid), so that it outlives no test by accident of a signal to the
  // test's process group, and stopped by mariadb-admin shutdown.
  sh(
    `setsid ${as(
      `mariadbd --no-defaults --datadir="${dir}/data" --socket="${dir}/sock" --skip-networking --pid-file="${dir}/mariadbd.pid" --log-error="${dir}/error.log" --character-set-server=${CHARSET} --collation-server=${CHARSET}_bin --innodb-flush-log-at-trx-commit=0`,
    )} < /dev/null > /dev/null 2>&1 &`,
  );
  const started = spawnSync(
    'bash',
    [
      '-c',
      `for i in $(seq 600); do ${admin} ping > /dev/null 2>&1 && exit 0; sleep 0.1; done; exit 1`,
    ],
    { env },
  );
  if (started.status !== 0) {
    const log = existsSync(`${dir}/error.log`) ? readFileSync(`${dir}/error.log`, 'utf8') : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`mariadbd did not start within 60 s:\n${log}`);
  }
  const connection = `mariadb --no-defaults --socket="${dir}/sock" --user=root`;
  const root = `${connection} --default-character-set=${CHARSET}`;
  sh(`${root} -e "CREATE DATABASE test"`);
  const client = `${root} test`;
  return {
    connection,
    client,
    query(sql) {
      const result = spawnSync('bash', ['-c', `${client} -BNr -e "$SQL"`], {
        encoding: 'utf8',
        env: { ...env, SQL: sql },
        maxBuffer: 1 << 30,
      });
      if (result.status !== 0) throw new Error(`mariadb: ${sql}: ${result.stderr}`);
      return result.stdout.replace(/\n$/, '');
    },
    stop() {
      // mariadb-admin shutdown returns once the server has removed its pid file.
      if (existsSync(`${dir}/mariadbd.pid`)) sh(`${admin} shutdown`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
