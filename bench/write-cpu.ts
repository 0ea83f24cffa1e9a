/**
 * CPU cost of a library write against its floor, per checkout (`npx tsx bench/write-cpu.ts [dir …]`,
 * default: this checkout). Each directory is a checkout of memwright (with node_modules, or a
 * symlink to one); its own src/ is loaded in a child process, so commits can be compared in one run.
 *
 * Why CPU time and not latency: on a shared machine wall-clock percentiles move with everyone
 * else's load (bench:write's ratio moved ×1.9–×2.3 between two runs of one commit at load 9–12),
 * while `process.cpuUsage()` of the writing process (node, PGlite's WASM and the ioredis client;
 * redis-server is another process and left out of both sides) moves much less. The library write
 * (`memwright.write`) and the floor (one bare drizzle INSERT of a note row + one queue.add, as in
 * bench:write (b)) alternate in blocks, so drift hits both alike; the figure is their ratio.
 *
 * Checkouts run round-robin BENCH_CPU_ROUNDS (2) times, BENCH_CPU_WRITES (2000) writes each.
 * Writes bench/results/write-cpu.json.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineInfo } from './lib/machine.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHILD = join(ROOT, 'bench/lib/writeCpuChild.mts');
const dirs = process.argv.slice(2).length ? process.argv.slice(2).map((d) => resolve(d)) : [ROOT];
const rounds = Number(process.env.BENCH_CPU_ROUNDS ?? 2);
const writes = Number(process.env.BENCH_CPU_WRITES ?? 2000);

const commitOf = (dir: string) => execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const runs: Array<{ dir: string; commit: string; round: number; load1m: number; libCpuUs: number; floorCpuUs: number; ratio: number }> = [];
for (let round = 1; round <= rounds; round++) {
  for (const dir of dirs) {
    const load1m = Math.round(loadavg()[0]! * 100) / 100;
    const r = spawnSync(join(dir, 'node_modules/.bin/tsx'), [CHILD, dir], { cwd: dir, encoding: 'utf8', env: { ...process.env, BENCH_CPU_WRITES: String(writes) } });
    const line = r.stdout.trim().split('\n').pop() ?? '';
    if (r.status !== 0 || !line.startsWith('{')) throw new Error(`${dir}: ${r.stderr.slice(-2000)}`);
    const m = JSON.parse(line) as { libCpuUs: number; floorCpuUs: number };
    const run = { dir, commit: commitOf(dir), round, load1m, ...m, ratio: Math.round((m.libCpuUs / m.floorCpuUs) * 1000) / 1000 };
    runs.push(run);
    process.stderr.write(`${run.commit} round ${round} load ${load1m}: library ${m.libCpuUs} µs, floor ${m.floorCpuUs} µs CPU per write, ×${run.ratio}\n`);
  }
}
const byCommit = Object.fromEntries(
  dirs.map((d) => {
    const rs = runs.filter((r) => r.dir === d);
    return [commitOf(d), { ratios: rs.map((r) => r.ratio), meanRatio: Math.round((rs.reduce((s, r) => s + r.ratio, 0) / rs.length) * 1000) / 1000 }];
  }),
);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench/results/write-cpu.json'),
  `${JSON.stringify({ benchmark: 'write-cpu', when: new Date().toISOString(), machine: machineInfo(), config: { rounds, writes, blockSize: 250, warmupWrites: 500 }, byCommit, runs: runs.map(({ dir: _d, ...r }) => r) }, null, 2)}\n`,
);
