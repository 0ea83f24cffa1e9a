/** Latency statistics for the benchmarks (milliseconds). */

export interface Percentiles {
  n: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of `samples` (ms), rounded to µs. */
export function percentiles(samples: ArrayLike<number>): Percentiles {
  const s = Float64Array.from(samples).sort();
  const n = s.length;
  if (n === 0) return { n: 0, mean: 0, p50: 0, p95: 0, p99: 0, max: 0 };
  const at = (q: number) => s[Math.min(n - 1, Math.max(0, Math.ceil(q * n) - 1))]!;
  let sum = 0;
  for (const v of s) sum += v;
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return { n, mean: r(sum / n), p50: r(at(0.5)), p95: r(at(0.95)), p99: r(at(0.99)), max: r(s[n - 1]!) };
}

export function ratio(a: number, b: number): number {
  return b > 0 ? Math.round((a / b) * 100) / 100 : Number.POSITIVE_INFINITY;
}
