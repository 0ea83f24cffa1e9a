/** What the benchmark ran on, recorded next to its numbers. */
import { cpus, loadavg, totalmem } from 'node:os';
import { execSync } from 'node:child_process';

export function machineInfo() {
  const c = cpus();
  let commit: string | null = null;
  try {
    commit = execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // not a git checkout
  }
  return {
    cpus: c.length,
    cpuModel: c[0]?.model ?? 'unknown',
    totalMemMB: Math.round(totalmem() / 2 ** 20),
    loadavg1mAtStart: Math.round(loadavg()[0]! * 100) / 100,
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    commit,
  };
}

/** Resident and peak-resident memory of a Linux process, in MB (from /proc/<pid>/status). */
export async function processMemoryMB(pid: number): Promise<{ rssMB: number; peakRssMB: number }> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMB: Math.round(kb('VmRSS') / 102.4) / 10, peakRssMB: Math.round(kb('VmHWM') / 102.4) / 10 };
}
