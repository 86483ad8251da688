/**
 * The processes whose end ends the run: the command line's parent, and on up through every
 * shell to the first process that is not one. A launcher often runs the command line through a
 * shell (`npm exec` runs `sh -c`, GNU parallel and Make do too), and a shell that waits for its
 * command does not end with the process that started it: when a supervisor kills that process
 * (npx by SIGKILL or SIGHUP, as a timeout does), the shell is left, the command line is still its
 * child, and only a watch past the shell sees that the run's owner is gone.
 *
 * On Linux each is read from /proc; elsewhere the parent alone is watched, through
 * `process.ppid`.
 */
import { readFileSync } from 'node:fs';

/**
 * What a shell's process is called (its `comm`): those that run a command as a child and wait
 * for it, rather than in their own place.
 */
const SHELLS: ReadonlySet<string> = new Set([
  'sh',
  'dash',
  'bash',
  'zsh',
  'ksh',
  'ksh93',
  'mksh',
  'ash',
  'busybox',
  'fish',
]);

/** Shells nested deeper than this are not followed further: the watch stays a few reads. */
const MAX_WATCHED = 8;

/** A process as /proc/<pid>/stat shows it: enough to know it is the same one later. */
export interface ProcessStat {
  readonly comm: string;
  /** R, S, D, Z (ended, not yet reaped), ... */
  readonly state: string;
  readonly ppid: number;
  /** Clock ticks after boot: a pid used again by a new process has a later one. */
  readonly startTime: string;
}

/** One process of the chain, as first seen. */
export interface Watched {
  readonly pid: number;
  readonly stat: ProcessStat;
}

/**
 * /proc/<pid>/stat's fields. The name (`comm`) is in parentheses and may itself hold spaces and
 * parentheses, so the fields after it are read from the last `)`.
 */
export function parseStat(text: string): ProcessStat | undefined {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  // After the name: state (field 3), ppid (4), ..., starttime (22).
  const fields = text.slice(close + 2).split(' ');
  const [state, ppid] = fields;
  const startTime = fields[22 - 3];
  if (state === undefined || ppid === undefined || startTime === undefined) return undefined;
  return { comm: text.slice(open + 1, close), state, ppid: Number(ppid), startTime };
}

/** A process's stat, or undefined once it is gone (or /proc is not there). */
export type StatReader = (pid: number) => ProcessStat | undefined;

export const procStat: StatReader = (pid) => {
  try {
    return parseStat(readFileSync(`/proc/${pid}/stat`, 'latin1'));
  } catch {
    return undefined;
  }
};

/**
 * The chain from `parent` up to and including the first process that is not a shell (or the
 * first whose parent is the system's first process, or none: a container's shell). Empty where
 * /proc cannot be read.
 */
export function ancestors(parent: number, stat: StatReader = procStat): Watched[] {
  const chain: Watched[] = [];
  for (let pid = parent; pid > 1 && chain.length < MAX_WATCHED;) {
    const seen = stat(pid);
    if (seen === undefined) break;
    chain.push({ pid, stat: seen });
    if (!SHELLS.has(seen.comm)) break;
    pid = seen.ppid;
  }
  return chain;
}

/**
 * Whether a process of the chain has ended: its pid is gone, ended and not yet reaped, or now
 * another process (another start time); or one it started the chain through is gone, so it
 * was handed to another parent. The last of the chain may change parents: it is the run's
 * owner, and its own parent is not watched.
 */
export function chainBroken(chain: readonly Watched[], stat: StatReader = procStat): boolean {
  return chain.some(({ pid, stat: first }, place) => {
    const now = stat(pid);
    if (now === undefined || now.state === 'Z' || now.state === 'X') return true;
    if (now.startTime !== first.startTime) return true;
    return place < chain.length - 1 && now.ppid !== first.ppid;
  });
}
