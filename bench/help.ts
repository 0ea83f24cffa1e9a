/**
 * How long `memwright --help` takes through the installed launcher (bin/memwright.js →
 * dist/; `npm run build` first), wall clock per process including Node's own start, and
 * bare `node -e ''` for comparison. The target is 300 ms; test/cli/help.test.ts keeps the
 * structural reason (no heavy module loaded) and holds no timing.
 *
 * `npx tsx bench/help.ts [runs]` (default 15). Prints the median and p90 of each.
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 15);

function time(args: string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'ignore' });
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}`);
    out.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return out.sort((a, b) => a - b);
}

const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
for (const [name, args] of [
  ['node -e ""', ['-e', '']],
  ['memwright --help', [join(ROOT, 'bin/memwright.js'), '--help']],
] as const) {
  const xs = time([...args]);
  console.log(`${name.padEnd(18)} median ${q(xs, 0.5).toFixed(0)} ms, p90 ${q(xs, 0.9).toFixed(0)} ms (${runs} runs)`);
}
