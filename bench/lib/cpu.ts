/**
 * Where the CPU goes during a benchmark phase, from /proc (Linux): CPU seconds of this
 * process, of given child processes, of every process of a command name (the Postgres
 * server's backends, redis-server), and how busy the whole machine was. It answers the
 * question a throughput ratio alone cannot: was the layout bound by its own processes,
 * or by the cores it shares with the database?
 *
 * Elsewhere than Linux the readings are null and the benchmark says so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const HZ = 100; // USER_HZ: 100 on every Linux this runs on (sysconf(_SC_CLK_TCK)).

function procSeconds(pid: number | string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime: fields 14 and 15 of stat (11, 12 after the command).
    return (Number(f[11]) + Number(f[12])) / HZ;
  } catch {
    return null;
  }
}

function commandSeconds(names: readonly string[]): Map<string, number> {
  const out = new Map<string, number>(names.map((n) => [n, 0]));
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return out;
  }
  for (const pid of pids) {
    let comm: string;
    try {
      comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    const name = names.find((n) => comm.startsWith(n));
    if (!name) continue;
    out.set(name, out.get(name)! + (procSeconds(pid) ?? 0));
  }
  return out;
}

function machine(): { busy: number; total: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = line[3]! + (line[4] ?? 0);
    const total = line.reduce((a, b) => a + b, 0);
    return { busy: (total - idle) / HZ, total: total / HZ };
  } catch {
    return null;
  }
}

export interface CpuSnapshot {
  at: number;
  self: number;
  children: Map<number, number>;
  commands: Map<string, number>;
  machine: { busy: number; total: number } | null;
}

export function cpuSnapshot(childPids: readonly number[], commands: readonly string[]): CpuSnapshot {
  const u = process.cpuUsage();
  return {
    at: Date.now(),
    self: (u.user + u.system) / 1e6,
    children: new Map(childPids.map((p) => [p, procSeconds(p) ?? 0])),
    commands: commandSeconds(commands),
    machine: machine(),
  };
}

export interface CpuReport {
  wallSec: number;
  cores: number;
  /** CPU seconds per part; `cores used` = seconds / wallSec. */
  seconds: Record<string, number>;
  coresUsed: Record<string, number>;
  /** Share of all cores busy over the phase (everything on the machine, not only these parts). */
  machineBusy: number | null;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

/** CPU used between two snapshots; children named `worker 1`, `worker 2`, … in pid order. */
export function cpuReport(a: CpuSnapshot, b: CpuSnapshot): CpuReport {
  const wallSec = (b.at - a.at) / 1000;
  const seconds: Record<string, number> = { benchmark: b.self - a.self };
  [...b.children.keys()].forEach((pid, i) => (seconds[`worker ${i + 1}`] = b.children.get(pid)! - (a.children.get(pid) ?? 0)));
  for (const [n, v] of b.commands) seconds[n] = v - (a.commands.get(n) ?? 0);
  const coresUsed = Object.fromEntries(Object.entries(seconds).map(([k, v]) => [k, r3(v / wallSec)]));
  const machineBusy = a.machine && b.machine ? r3((b.machine.busy - a.machine.busy) / (b.machine.total - a.machine.total)) : null;
  return { wallSec: r3(wallSec), cores: cpus().length, seconds: Object.fromEntries(Object.entries(seconds).map(([k, v]) => [k, r3(v)])), coresUsed, machineBusy };
}
