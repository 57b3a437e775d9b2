/**
 * CPU time of processes from /proc (Linux), for the benches that tell apart who spent the machine's time:
 * utime + stime of /proc/<pid>/stat (every thread of the process), in clock ticks (`getconf CLK_TCK`,
 * usually 100 a second), and PostgreSQL's share: the postmaster and every process whose parent it is.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times. */
export const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

interface Stat {
  ppid: number;
  /** utime + stime, ticks. */
  own: number;
  /** cutime + cstime: children that ended and were waited for, ticks. */
  children: number;
}

/** /proc/<pid>/stat, or null when the process is gone. */
function stat(pid: number): Stat | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces: the fields after the last ')'.
  const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // f[0] is field 3 (state): ppid is field 4, utime 14, stime 15, cutime 16, cstime 17.
  return { ppid: Number(f[1]), own: Number(f[11]) + Number(f[12]), children: Number(f[13]) + Number(f[14]) };
}

/** CPU seconds (user + system) a process has used so far; 0 when it is gone. */
export function processCpuSeconds(pid: number): number {
  return (stat(pid)?.own ?? 0) / CLK_TCK;
}

/** The processes whose parent is `ppid`, now. */
export function childrenOf(ppid: number): number[] {
  const out: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    if (stat(Number(name))?.ppid === ppid) out.push(Number(name));
  }
  return out;
}

/** The command line of a process (arguments joined with spaces), '' when gone. */
function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** The postmaster listening on `port` (its command line holds `-p <port>`), or null. */
export function findPostmaster(port: number): number | null {
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const line = cmdline(Number(name));
    if (/(^|\/)postgres /.test(line) && new RegExp(`(^| )-p ${port}( |$)`).test(line)) return Number(name);
  }
  return null;
}

/** A snapshot of PostgreSQL's CPU: the postmaster's own and reaped children's, and each live child's. */
export interface PgCpuSnapshot {
  postmaster: number;
  reaped: number;
  children: Map<number, number>;
}

export function pgCpuSnapshot(postmaster: number): PgCpuSnapshot {
  const pm = stat(postmaster);
  const children = new Map<number, number>();
  for (const pid of childrenOf(postmaster)) children.set(pid, stat(pid)?.own ?? 0);
  return { postmaster: pm?.own ?? 0, reaped: pm?.children ?? 0, children };
}

/**
 * PostgreSQL's CPU seconds between two snapshots: the postmaster's, every backend's (alive at the end: what
 * it used since the first snapshot or since it started), and the backends that ended meanwhile (the
 * postmaster's cutime + cstime grew by their whole life: what they had used by the first snapshot is taken off).
 */
export function pgCpuSeconds(a: PgCpuSnapshot, b: PgCpuSnapshot): number {
  let ticks = b.postmaster - a.postmaster + (b.reaped - a.reaped);
  for (const [pid, t] of b.children) ticks += t - (a.children.get(pid) ?? 0);
  for (const [pid, t] of a.children) if (!b.children.has(pid)) ticks -= t;
  return ticks / CLK_TCK;
}

/** The whole machine's CPU seconds so far, busy (not idle, not waiting on I/O) and in all, from /proc/stat. */
export function machineCpuSeconds(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line.split(/\s+/).slice(1, 9).map(Number) as number[];
  const busy = user! + nice! + system! + irq! + softirq! + steal!;
  return { busy: busy / CLK_TCK, total: (busy + idle! + iowait!) / CLK_TCK };
}
