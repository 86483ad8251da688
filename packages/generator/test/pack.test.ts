import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  existsSync,
  openSync,
  closeSync,
  statSync,
} from 'node:fs';
import { once } from 'node:events';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXED, MANIFEST, PACKAGE_DIR, bash, inherited, mustSucceed, run } from './support.ts';

/**
 * The package as a user meets it: `npm pack`, the tarball installed into a new project with no
 * network, then the CLI through npx, the API from an ES module, from CommonJS, and from
 * TypeScript under `nodenext` and `bundler` resolution.
 */

const TSC = fileURLToPath(new URL('../../../node_modules/typescript/bin/tsc', import.meta.url));
/** This Node first on the PATH: npx, npm and the CLI's `#!/usr/bin/env node` all run on it. */
const ENV = {
  PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
  npm_config_update_notifier: 'false',
};

interface Packed {
  name: string;
  version: string;
  size: number;
  unpackedSize: number;
  filename: string;
  files: { path: string }[];
}

let dir: string;
let consumer: string;
let packed: Packed;
let manifestBefore: string;

const inConsumer = (command: string) => mustSucceed(command, { cwd: consumer, env: ENV });
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(consumer, file)), { recursive: true });
  writeFileSync(join(consumer, file), text);
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rag-pack-'));
  consumer = join(dir, 'consumer');
  manifestBefore = readFileSync(`${PACKAGE_DIR}package.json`, 'utf8');
  const out = mustSucceed(`npm pack --json --pack-destination "${dir}"`, {
    cwd: PACKAGE_DIR,
    env: ENV,
  });
  [packed] = JSON.parse(String(out.stdout)) as [Packed];
  console.log(
    `${packed.filename}: ${packed.size} bytes packed, ${packed.unpackedSize} bytes unpacked, ${packed.files.length} files`,
  );
  mkdirSync(consumer);
  write(
    'package.json',
    JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }),
  );
  inConsumer(`npm install --offline --no-audit --no-fund "${join(dir, packed.filename)}"`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the tarball', () => {
  test('holds the built code, its types and the manifest; no sources, tests or data types', () => {
    const paths = packed.files.map(({ path }) => path);
    for (const path of [
      'package.json',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/cli.js',
      'dist/place/states.data.js',
      'dist/states/tx/places.data.js',
      'dist/states/tx/areaCodes.data.js',
      'dist/states/tx/firstNames.data.js',
    ]) {
      expect(paths).toContain(path);
    }
    expect(
      paths.filter((path) =>
        /^(src|test|data|scripts)\/|\.test\.|\.data\.d\.ts$|tsconfig|^dist\/page\./.test(path),
      ),
    ).toEqual([]);
    expect(packed.name).toBe(MANIFEST.name);
    expect(packed.version).toBe(MANIFEST.version);
  });

  test('holds the code’s licence, and a notice naming the source and terms of every data module', () => {
    const installed = (file: string) =>
      readFileSync(join(consumer, 'node_modules', MANIFEST.name, file), 'utf8');
    expect(installed('LICENSE')).toMatch(/^MIT License\n/);
    expect(MANIFEST.license).toBe('MIT');
    const notice = installed('NOTICE');
    // A state's modules are named once for all 50, with <code> for the state's postal code.
    const dataModules = packed.files
      .map(({ path }) => path.replace(/^dist\/states\/[a-z]{2}\//, 'dist/states/<code>/'))
      .filter((path) => /^dist\/.*\.data\.js$/.test(path));
    expect(new Set(dataModules).size).toBeGreaterThanOrEqual(8);
    expect(dataModules.filter((path) => !notice.includes(`\n${path}\n`))).toEqual([]);
    // The two sources whose licences ask for more than a name: an attribution, and the licence.
    expect(notice).toContain('© GeoNames');
    expect(notice).toContain('Creative Commons Attribution 4.0');
    expect(notice).toContain('Copyright (C) 2011 The Libphonenumber Authors');
    expect(notice).toContain('(licenses/Apache-2.0.txt)');
    const apache = installed('licenses/Apache-2.0.txt');
    expect(apache).toMatch(/^\s+Apache License\n\s+Version 2\.0, January 2004\n/);
    expect(apache).toContain('END OF TERMS AND CONDITIONS');
  });

  test('its manifest has no `source` condition and no scripts; the working one is back as it was', () => {
    const installed = readFileSync(
      join(consumer, 'node_modules', MANIFEST.name, 'package.json'),
      'utf8',
    );
    expect(installed).not.toContain('source');
    expect(JSON.parse(installed).scripts).toBeUndefined();
    // The workspace-only ./page entry (the page's helpers: only `source`) is gone, not empty.
    expect(JSON.parse(installed).exports).toEqual({
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './package.json': './package.json',
    });
    expect(JSON.parse(installed).engines).toEqual(MANIFEST.engines);
    expect(readFileSync(`${PACKAGE_DIR}package.json`, 'utf8')).toBe(manifestBefore);
    expect(existsSync(`${PACKAGE_DIR}.package.json.kept`)).toBe(false);
  });

  test('installs with nothing else: zero runtime dependencies', () => {
    expect(
      readdirSync(join(consumer, 'node_modules')).filter((name) => !name.startsWith('.')),
    ).toEqual([MANIFEST.name]);
  });
});

describe('the page’s own entry', () => {
  test('is not published: importing it fails, with or without the `source` condition', () => {
    write('page.mjs', `await import('${MANIFEST.name}/page');\n`);
    for (const conditions of ['', '--conditions=source ']) {
      const { status, stderr } = bash(`node ${conditions}page.mjs`, { cwd: consumer, env: ENV });
      expect(stderr).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
      expect(status).not.toBe(0);
    }
  });
});

describe('the README’s library example', () => {
  test('runs as written: what it prints, and the file it writes is the command line’s', () => {
    const example = /<!-- recipe: library -->\n```js\n([\s\S]*?)```\n/.exec(
      readFileSync(`${PACKAGE_DIR}README.md`, 'utf8'),
    )?.[1];
    expect(example).toBeDefined();
    write('example.mjs', String(example));
    expect(String(inConsumer('node example.mjs').stdout)).toBe(
      'Damon Humble 77396 damon.eck37@example.com\n' +
        '266 of 500 are women\n' +
        'City “Chicago” is not in Texas (we know it in Illinois).\n',
    );
    const file = readFileSync(join(consumer, 'people.csv'));
    expect(file.equals(run(['--count', '100000', ...FIXED]))).toBe(true);
  });
});

describe('the command line through npx', () => {
  test('makes the same bytes as the built CLI', () => {
    const args = ['--count', '20', ...FIXED, '--format', 'ndjson'];
    const viaNpx = inConsumer(`npx --offline ${MANIFEST.name} ${args.join(' ')}`).stdout;
    expect(viaNpx.equals(run(args))).toBe(true);
  });

  test('refuses a wrong flag with exit 2 and nothing on stdout', () => {
    const result = mustSucceed(
      `npx --offline ${MANIFEST.name} --count -1 >stdout.txt 2>stderr.txt || echo "exit $?"`,
      { cwd: consumer, env: ENV },
    );
    expect(String(result.stdout)).toBe('exit 2\n');
    expect(readFileSync(join(consumer, 'stdout.txt'), 'utf8')).toBe('');
    expect(readFileSync(join(consumer, 'stderr.txt'), 'utf8')).toMatch(
      /--count is a whole number from 0 to 100,000,000,000,000, not “-1”/,
    );
  });
});

/** The non-zombie processes of a process group, read from the process table: pid and name. */
function groupMembers(group: number): { pid: number; comm: string }[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
    } catch {
      return []; // ended while the table was read
    }
    const close = stat.lastIndexOf(')');
    // After the name: state, ppid, process group.
    const [state, , pgrp] = stat.slice(close + 2).split(' ');
    if (Number(pgrp) !== group || state === 'Z') return [];
    return [{ pid: Number(entry), comm: stat.slice(stat.indexOf('(') + 1, close) }];
  });
}

/** Checks `ready` every 50 ms until it holds or `ms` pass; whether it held. */
async function within(ms: number, ready: () => boolean): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) return false;
    await delay(50);
  }
  return true;
}

/**
 * How soon after npx ends nothing of its run may be left: the command line looks for its
 * ancestors every second. On top, what a test waits for a machine busy with other work.
 */
const ENDS_WITHIN_MS = 2_000;
const BUSY_MACHINE_MS = 5_000;

describe('the command line through npx, as a supervisor stops npx', () => {
  const RUN = [
    '--offline',
    MANIFEST.name,
    '--count',
    '50000000',
    '--seed',
    '1',
    '--as-of',
    '2026-11-22',
  ];
  const isCli = (pid: number) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`.bin/${MANIFEST.name}`);
    } catch {
      return false;
    }
  };
  const inGroup = (command: string, args: readonly string[], stdout: number | 'ignore') => {
    const child = spawn(command, args, {
      cwd: consumer,
      env: { ...inherited(), ...ENV },
      stdio: ['ignore', stdout, 'ignore'],
      detached: true,
    });
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    return { child, group: child.pid ?? 0, exited };
  };
  /** Whether the group's command line writes rows (through a shell, when `shell`). */
  const running = (group: number, out: string, shell: boolean) => () => {
    const members = groupMembers(group);
    return (
      members.some(({ pid }) => isCli(pid)) &&
      (!shell || members.some(({ comm }) => comm === 'sh')) &&
      (statSync(join(consumer, out), { throwIfNoEntry: false })?.size ?? 0) > 0
    );
  };
  /** No process of the group is left but its ended leader, within the time allowed. */
  const expectNothingLeft = async (group: number, out: string) => {
    const stopped = Date.now();
    const gone = await within(ENDS_WITHIN_MS + BUSY_MACHINE_MS, () =>
      groupMembers(group).every(({ pid }) => pid === group),
    );
    const left = groupMembers(group).filter(({ pid }) => pid !== group);
    console.log(`${out}: nothing of the run left ${Date.now() - stopped} ms after npx ended`);
    expect(gone, `left: ${JSON.stringify(left)}`).toBe(true);
  };
  const killGroup = (group: number) => {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // Nothing left of the group.
    }
  };

  /** npx run as the recipes run it, writing to a file, then `signal` to npx alone. */
  const expectEndsWhenSignalled = async (
    signal: NodeJS.Signals,
    out: string,
    args = RUN,
    shell = true,
  ) => {
    const file = openSync(join(consumer, out), 'w');
    const { child, group, exited } = inGroup('npx', args, file);
    closeSync(file);
    try {
      const started = await within(60_000, running(group, out, shell));
      expect(started, 'npx and its command line writing rows').toBe(true);
      child.kill(signal);
      await exited;
      await expectNothingLeft(group, out);
    } finally {
      killGroup(group);
    }
  };

  test.each(['SIGKILL', 'SIGHUP', 'SIGTERM'] as const)(
    'npx ended by %s: nothing of the run is left, the time printed',
    async (signal) => {
      await expectEndsWhenSignalled(signal, `signal-${signal}.csv`);
    },
  );

  test('a Python subprocess.run(..., timeout=2) that ends: nothing of the run is left, the time printed', async () => {
    const script = (timeout: number) =>
      [
        'import subprocess, sys',
        "with open('python.csv', 'wb') as out:",
        '    try:',
        `        subprocess.run(${JSON.stringify(['npx', ...RUN])}, stdout=out, timeout=${timeout})`,
        '    except subprocess.TimeoutExpired:',
        '        sys.exit(124)',
      ].join('\n');
    // 2 s, a supervisor's short timeout; longer only when npx had not started the command line
    // by then (a busy machine), since the test is of a run that was writing rows.
    for (const timeout of [2, 4, 8, 16, 32]) {
      const { group, exited } = inGroup('python3', ['-c', script(timeout)], 'ignore');
      try {
        let wasRunning = false;
        let ended = false;
        void exited.then(() => {
          ended = true;
        });
        const seeRunning = running(group, 'python.csv', true);
        await within(60_000, () => ended || (wasRunning ||= seeRunning()));
        const [code] = await exited;
        // The timeout ended npx with SIGKILL; Python then exits on its TimeoutExpired.
        expect(code).toBe(124);
        if (!wasRunning) continue;
        console.log(`python.csv: subprocess.run(..., timeout=${timeout})`);
        await expectNothingLeft(group, 'python.csv');
        return;
      } finally {
        killGroup(group);
      }
    }
    expect.fail('npx never started the command line within a Python timeout of 32 s');
  });

  test('SIGINT reaches the command line when npx runs it through bash (--script-shell=bash)', async () => {
    await expectEndsWhenSignalled(
      'SIGINT',
      'signal-SIGINT-bash.csv',
      ['--script-shell=bash', ...RUN],
      false,
    );
  });
});

/** What the ES module and CommonJS scripts print: the API used the way the README shows. */
const USE_API = (lib: string) => `
const one = ${lib}.person({ seed: 42, index: 7, asOf: '2026-11-22', constraints: { state: 'Texas' } });
const many = [...${lib}.people({ seed: 42, start: 5, count: 3, asOf: '2026-11-22' })];
let text = '';
for (const chunk of ${lib}.peopleText({ seed: 42, count: 4, asOf: '2026-11-22', format: 'csv' })) text += chunk.text;
let error;
try {
  ${lib}.person({ seed: 42, index: 0, asOf: '2026-11-22', constraints: { city: 'Chicago', state: 'Texas' } });
} catch (thrown) {
  error = { isConstraintError: thrown instanceof ${lib}.ConstraintError, message: thrown.message };
}
console.log(JSON.stringify({ node: process.version, version: ${lib}.VERSION, one, many, text, columns: ${lib}.COLUMNS,
  fields: ${lib}.FIELDS.map((field) => field.key), error }));
`;

describe('the API', () => {
  const expectTheApi = (printed: string) => {
    const got = JSON.parse(printed);
    expect(got.node).toBe(process.version);
    expect(got.version).toBe(MANIFEST.version);
    const ndjson = (args: string[]) =>
      String(run([...args, ...FIXED, '--format', 'ndjson']))
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line));
    expect(got.one).toEqual(ndjson(['--start', '7', '--count', '1', '--state', 'Texas'])[0]);
    expect(got.many).toEqual(ndjson(['--start', '5', '--count', '3']));
    expect(got.text).toBe(String(run(['--count', '4', ...FIXED, '--format', 'csv'])));
    expect(got.columns).toEqual([
      'firstName', 'lastName', 'gender', 'streetAddress', 'city', 'state', 'zipCode', 'birthdate',
      'stateCode', 'age', 'phone', 'email',
    ]); // prettier-ignore
    // The card's ten fields: the first eight columns, then email and phone.
    expect(got.fields).toEqual([...got.columns.slice(0, 8), 'email', 'phone']);
    expect(got.error).toEqual({
      isConstraintError: true,
      message: expect.stringMatching(/City “Chicago” is not in Texas/),
    });
  };

  test('from an ES module script', () => {
    write('esm.mjs', `import * as lib from '${MANIFEST.name}';\n${USE_API('lib')}`);
    expectTheApi(String(inConsumer('node esm.mjs').stdout));
  });

  test('from an ES module script run with the `source` condition (as Vite and others set it)', () => {
    expectTheApi(String(inConsumer('node --conditions=source esm.mjs').stdout));
  });

  test('from CommonJS: require() gets the ES module’s namespace (Node 20.19+, 22.12+, 24)', () => {
    write('cjs.cjs', `const lib = require('${MANIFEST.name}');\n${USE_API('lib')}`);
    const { stdout, stderr } = inConsumer('node cjs.cjs');
    expectTheApi(String(stdout));
    write(
      'cjs-shape.cjs',
      `const lib = require('${MANIFEST.name}');
console.log(JSON.stringify({ tag: lib[Symbol.toStringTag], hasDefault: 'default' in lib, keys: Object.keys(lib).length }));`,
    );
    const shape = JSON.parse(String(inConsumer('node cjs-shape.cjs').stdout));
    console.log(
      `require('${MANIFEST.name}') on Node ${process.version}: ${JSON.stringify(shape)}; stderr: ${JSON.stringify(stderr)}`,
    );
    expect(shape).toEqual({ tag: 'Module', hasDefault: false, keys: expect.any(Number) });
  });
});

/** A TypeScript consumer: real types (a wrong call is an error), nothing that is `any`. */
const CONSUMER_TS = `import {
  COLUMNS,
  ConstraintError,
  FIELDS,
  people,
  peopleText,
  person,
  type Column,
  type Constraints,
  type Format,
  type PersonRecord,
} from '${MANIFEST.name}';

const constraints: Constraints = { state: 'Texas', gender: 'female' };
const one: PersonRecord = person({ seed: 42, index: 0, asOf: '2026-11-22', constraints });
const age: number = one.age;
const email: string = one.email;
const rows: PersonRecord[] = [...people({ seed: 42, start: 10, count: 5, asOf: '2026-11-22' })];
const format: Format = 'sql';
for (const { text, done, total } of peopleText({ seed: 1, count: 2, asOf: '2026-11-22', format })) {
  const sizes: [string, number, number] = [text, done, total];
  void sizes;
}
const column: Column = COLUMNS[0];
const label: string = FIELDS[0].label;
const problems: readonly { message: string }[] = new ConstraintError([]).problems;
void [age, email, rows, column, label, problems];

// @ts-expect-error a seed is a number
person({ seed: '42', index: 0, asOf: '2026-11-22' });
// @ts-expect-error a person has no shoe size
void one.shoeSize;
// @ts-expect-error xml is not a format
const wrong: Format = 'xml';
void wrong;
`;

describe('TypeScript, with the repository’s compiler', () => {
  const project = (name: string, compilerOptions: object) => {
    write(`${name}/index.ts`, CONSUMER_TS);
    write(
      `${name}/tsconfig.json`,
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
          lib: ['ES2022'],
          target: 'ES2022',
          ...compilerOptions,
        },
        include: ['index.ts'],
      }),
    );
    return inConsumer(`"$NODE" "${TSC}" -p ${name} --listFilesOnly`).stdout.toString();
  };
  const check = (name: string) => inConsumer(`"$NODE" "${TSC}" -p ${name}`);

  test.each([
    ['nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }],
    ['bundler', { module: 'esnext', moduleResolution: 'bundler' }],
    [
      'bundler-source',
      { module: 'esnext', moduleResolution: 'bundler', customConditions: ['source'] },
    ],
  ])('types resolve and check under %s', (name, options) => {
    const files = project(name, options);
    expect(files).toContain(`node_modules/${MANIFEST.name}/dist/index.d.ts`);
    expect(files).not.toMatch(/\.data\.d\.ts|\/src\//);
    check(name);
  });

  test('types resolve for a CommonJS TypeScript consumer (.cts, `import … = require`) under nodenext', () => {
    write(
      'commonjs/index.cts',
      `import lib = require('${MANIFEST.name}');\nconst age: number = lib.person({ seed: 42, index: 0, asOf: '2026-11-22' }).age;\nvoid age;\n// @ts-expect-error a seed is a number\nlib.person({ seed: '42', index: 0, asOf: '2026-11-22' });\n`,
    );
    write(
      'commonjs/tsconfig.json',
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noEmit: true,
          types: [],
          lib: ['ES2022'],
          target: 'ES2022',
        },
        include: ['index.cts'],
      }),
    );
    // tsc prints nothing when the consumer type-checks (mustSucceed throws on its errors).
    expect(String(check('commonjs').stdout)).toBe('');
  });

  test('the checks can fail: a consumer that misuses the API does not compile', () => {
    project('broken', { module: 'nodenext', moduleResolution: 'nodenext' });
    write(
      'broken/index.ts',
      `${CONSUMER_TS}\nconst n: string = person({ seed: 1, index: 0, asOf: '2026-11-22' }).age;\n`,
    );
    const { status, stdout } = bash(`"$NODE" "${TSC}" -p broken`, { cwd: consumer, env: ENV });
    expect(String(stdout)).toMatch(
      /error TS2322: Type 'number' is not assignable to type 'string'/,
    );
    expect(status).not.toBe(0);
  });
});
