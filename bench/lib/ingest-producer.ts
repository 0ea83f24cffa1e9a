/**
 * The producer side of bench/ingest.ts, in its own process like an agent runtime:
 * enqueues MW_BENCH_JOBS write jobs at MW_BENCH_RATE per second on a fixed schedule
 * (open loop: a slow job never delays the next enqueue) through `memwright/producer`,
 * waits for each result, and prints one JSON line with, per job, the time from the
 * enqueue call to the result arriving here, and the job's id.
 */
import { createProducer } from '../../src/producer/index.js';
import { writeBody } from './bodies.js';

const env = process.env;
const rate = Number(env.MW_BENCH_RATE);
const total = Number(env.MW_BENCH_JOBS);
const producer = createProducer({ connection: env.MW_REDIS_URL!, prefix: env.MW_PREFIX, keyId: env.MW_KEY_ID!, key: env.MW_KEY! });

const samples: Array<{ id: string; ms: number; outcome: string; lateMs: number }> = [];
const pending: Promise<void>[] = [];
const start = performance.now() + 200;
for (let i = 0; i < total; i++) {
  const due = start + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const lateMs = Math.max(0, performance.now() - due);
  const t0 = performance.now();
  pending.push(
    producer.write(writeBody(env.MW_BENCH_TAG ?? 'ingest', i)).then(async (job) => {
      try {
        const r = (await producer.waitForResult(job, 60_000)) as { outcome?: string; code?: string };
        samples.push({ id: job.id!, ms: performance.now() - t0, outcome: r.outcome ?? r.code ?? '?', lateMs });
      } catch (err) {
        // Counted, not fatal: a result that never arrives is part of what is measured.
        const state = await producer.queue.getJobState(job.id!);
        process.stderr.write(`job ${job.id}: ${(err as Error).message.slice(0, 80)} (state ${state})\n`);
        samples.push({ id: job.id!, ms: performance.now() - t0, outcome: `no_result:${state}`, lateMs });
      }
    }),
  );
}
await Promise.all(pending);
console.log(JSON.stringify({ samples }));
await producer.close();
