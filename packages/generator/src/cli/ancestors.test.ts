import { describe, expect, test } from 'vitest';
import {
  ancestors,
  chainBroken,
  parseStat,
  type ProcessStat,
  type StatReader,
} from './ancestors.ts';

/** A /proc/<pid>/stat line with the fields the watch reads; the others as a kernel writes them. */
const line = (pid: number, comm: string, state: string, ppid: number, startTime: number) =>
  `${pid} (${comm}) ${state} ${ppid} ${pid} 16190 0 -1 4194304 100 0 0 0 0 0 0 0 20 0 1 0 ${startTime} 3133440 378 18446744073709551615 0 0 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0`;

/** A process table: pid to its stat line. */
const table =
  (rows: Record<number, string>): StatReader =>
  (pid) => {
    const row = rows[pid];
    return row === undefined ? undefined : parseStat(row);
  };

describe('parseStat', () => {
  test('reads the name, state, parent and start time, a name with spaces and parentheses too', () => {
    expect(parseStat(line(17031, 'npm exec (x) y', 'S', 17027, 2588658))).toEqual<ProcessStat>({
      comm: 'npm exec (x) y',
      state: 'S',
      ppid: 17027,
      startTime: '2588658',
    });
  });

  test('is undefined for a line that is not a stat line', () => {
    expect(parseStat('')).toBeUndefined();
    expect(parseStat('12 (sh) S 1')).toBeUndefined();
  });
});

describe('the watched chain', () => {
  // Python (a supervisor) started npx, which runs the command line (pid 40) in `sh -c`.
  const before = {
    10: line(10, 'python3', 'S', 1, 100),
    20: line(20, 'npm exec random', 'S', 10, 200),
    30: line(30, 'sh', 'S', 20, 300),
  };

  test('runs from the parent through every shell to the first process that is not one', () => {
    expect(ancestors(30, table(before)).map(({ pid }) => pid)).toEqual([30, 20]);
    expect(ancestors(20, table(before)).map(({ pid }) => pid)).toEqual([20]);
  });

  test('stops at the system’s first process, and is empty where /proc is not read', () => {
    const container = { 30: line(30, 'sh', 'S', 1, 300) };
    expect(ancestors(30, table(container)).map(({ pid }) => pid)).toEqual([30]);
    expect(ancestors(30, () => undefined)).toEqual([]);
  });

  test('holds while every process of it runs as it did, its last one under a new parent too', () => {
    const chain = ancestors(30, table(before));
    expect(chainBroken(chain, table(before))).toBe(false);
    // Python ended and npx was handed to the first process: npx, the run's owner, still runs.
    expect(
      chainBroken(chain, table({ ...before, 20: line(20, 'npm exec random', 'S', 1, 200) })),
    ).toBe(false);
  });

  test('breaks when npx is gone, ended and unreaped, or its pid another process', () => {
    const chain = ancestors(30, table(before));
    // npx killed: the shell is handed to the first process.
    expect(chainBroken(chain, table({ 30: line(30, 'sh', 'S', 1, 300) }))).toBe(true);
    expect(
      chainBroken(chain, table({ ...before, 20: line(20, 'npm exec random', 'Z', 10, 200) })),
    ).toBe(true);
    expect(
      // npx's pid taken by a new process: only its start time tells them apart.
      chainBroken(chain, table({ ...before, 20: line(20, 'cron', 'S', 10, 900) })),
    ).toBe(true);
    expect(chainBroken(chain, table({ ...before, 30: line(30, 'sh', 'S', 20, 999) }))).toBe(true);
  });
});
