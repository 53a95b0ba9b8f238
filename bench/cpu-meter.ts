/**
 * Where the cores went during a benchmark run, read from Linux's /proc: the machine's busy and
 * stolen time, and the CPU of the PostgreSQL server running on this machine (the benchmark's when
 * BENCH_DATABASE_URL names this machine, as it does by default). A ratio between two runs on a
 * shared machine says little by itself; CPU per transaction says which side the time went to.
 * Processes that exited between two readings still count: their time moved to their parent's
 * children time, which is read too (a backend per pgbench client exits at the end of its run).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface TCpuReading {
  /** Wall-clock time, ms (a reading's own: since an arbitrary point). */
  wallMs: number;
  /** The machine's non-idle time, all cores, ms (steal excluded). */
  busyMs: number;
  /** Time the hypervisor gave to other guests while this one wanted the cores, ms. */
  stealMs: number;
  /** The PostgreSQL server's processes, live and exited, ms; null where there is none here. */
  postgresMs: number | null;
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
const msOf = (ticks: number) => (ticks * 1000) / ticksPerSecond;

/** /proc/stat's first line: user nice system idle iowait irq softirq steal. */
function machine(): { busyMs: number; stealMs: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1);
  const [user, nice, system, , , irq, softirq, steal] = (fields ?? []).map(Number);
  const busy = [user, nice, system, irq, softirq].reduce<number>((a, b) => a + (b ?? 0), 0);
  return { busyMs: msOf(busy), stealMs: msOf(steal ?? 0) };
}

interface TProcStat {
  pid: number;
  parent: number;
  name: string;
  /** utime + stime */
  own: number;
  /** cutime + cstime: waited-for children */
  children: number;
}

function procStat(pid: string): TProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name is in parentheses and may hold spaces: the fields after it are positional.
    const close = text.lastIndexOf(')');
    const name = text.slice(text.indexOf('(') + 1, close);
    const rest = text.slice(close + 2).split(' ');
    const field = (n: number) => Number(rest[n - 3]);
    return {
      pid: Number(pid),
      parent: field(4),
      name,
      own: field(14) + field(15),
      children: field(16) + field(17),
    };
  } catch {
    return null; // exited while we listed
  }
}

interface TPostgresListing {
  /** The postgres processes' pids, sorted, as one string. */
  pids: string;
  /** The postmasters' waited-for children time, ticks. */
  children: number;
  /** The processes' own time plus the postmasters' children time, ticks. */
  ticks: number;
}

function listPostgres(): TPostgresListing | null {
  const stats = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(procStat)
    .filter((stat): stat is TProcStat => stat !== null && stat.name === 'postgres');
  if (stats.length === 0) return null;
  const pids = new Set(stats.map((stat) => stat.pid));
  const children = stats
    .filter((stat) => !pids.has(stat.parent))
    .reduce((sum, stat) => sum + stat.children, 0);
  return {
    pids: [...pids].sort((a, b) => a - b).join(','),
    children,
    ticks: stats.reduce((sum, stat) => sum + stat.own, 0) + children,
  };
}

const quietMs = 50;
const sleeper = new Int32Array(new SharedArrayBuffer(4));
const maxQuietChecks = 40;

/**
 * The postmaster's tree: its processes' own time, and the postmaster's exited children, read once
 * no postgres process has started or been reaped for 50 ms (at most 2 s of waiting). A process's
 * time is read from its own stat while it lives and from its parent's children time once reaped,
 * and the two disagree (a forked test process read 49 ticks alive and added 57 when reaped). A
 * backend alive at one reading and reaped before the next puts that difference into the window,
 * and one reaped while /proc is listed falls out of both sums, its whole life landing in the next
 * window. One bench:bets run charged the bet's statements more database CPU than the machine had
 * used, as the previous run's connections closed just as it started. Waiting for quiet keeps each
 * run's exits on its own side of a reading: a backend is read either alive at both ends of a
 * window, or only through its parent.
 */
function postgres(): number | null {
  let last = listPostgres();
  for (let check = 1; check <= maxQuietChecks && last !== null; check += 1) {
    Atomics.wait(sleeper, 0, 0, quietMs);
    const next = listPostgres();
    if (next?.pids === last.pids && next.children === last.children) break;
    last = next;
  }
  return last === null ? null : msOf(last.ticks);
}

export function readCpu(): TCpuReading {
  // The database first: its wait for quiet would otherwise fall between it and the other readings.
  const postgresMs = postgres();
  return { wallMs: performance.now(), ...machine(), postgresMs };
}

/** This process's own CPU (user and system) since `since` (process.cpuUsage()), in ms. */
export function processCpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** CPU spent between two readings, in ms. */
export function cpuBetween(from: TCpuReading, to: TCpuReading): TCpuReading {
  return {
    wallMs: to.wallMs - from.wallMs,
    busyMs: to.busyMs - from.busyMs,
    stealMs: to.stealMs - from.stealMs,
    postgresMs:
      from.postgresMs === null || to.postgresMs === null ? null : to.postgresMs - from.postgresMs,
  };
}
