/**
 * `memwright_ingest_jobs_total{job, result}`: ingest jobs by how they ended, shared by
 * every process through Redis. Ingest jobs are often consumed by `memwright worker`
 * processes that serve no /metrics, so each outcome is counted in one hash under the
 * queue prefix (same slot as the queues) and the counter reads it at scrape time, as
 * the recurring jobs' health does (pipeline/jobHealth.ts). `result` is the outcome
 * (written, deduped, rejected, …), a refusal's code (unauthorized, bad_signature, …)
 * or `error` for an infrastructure failure that BullMQ retries — a bounded set.
 */
import type { Redis } from 'ioredis';
import { Counter, type Registry } from 'prom-client';
import { bullPrefix } from '../contract/queuePrefix.js';
import { INGEST_QUEUE } from '../contract/ingestWire.js';

export function ingestResultsKey(queuePrefix: string): string {
  return `${bullPrefix(queuePrefix)}:${INGEST_QUEUE}:results`;
}

/** Field of the results hash: `job|result`. */
export const resultField = (job: string, result: string) => `${job}|${result}`;

interface Registered {
  /** Where the counter reads from; the latest pipeline of the process sets it. */
  read: (() => Promise<Record<string, string>>) | null;
}
const registered = new WeakMap<Registry, Registered>();

/** Register the counter on a registry once; `redis` + prefix say where the counts are. */
export function exposeIngestResults(registry: Registry, redis: Redis, queuePrefix: string): void {
  const key = ingestResultsKey(queuePrefix);
  const read = () => redis.hgetall(key);
  const existing = registered.get(registry);
  if (existing) {
    existing.read = read;
    return;
  }
  const state: Registered = { read };
  registered.set(registry, state);
  new Counter({
    name: 'memwright_ingest_jobs_total',
    help: 'Ingest queue jobs by job name and result (outcome, refusal code, or error), all processes',
    labelNames: ['job', 'result'] as const,
    registers: [registry],
    async collect() {
      if (!state.read) return;
      let h: Record<string, string>;
      try {
        h = await state.read();
      } catch {
        return; // Redis down: keep the last values; /readyz reports the outage.
      }
      this.reset();
      for (const [field, n] of Object.entries(h)) {
        const i = field.indexOf('|');
        this.inc({ job: field.slice(0, i), result: field.slice(i + 1) }, Number(n));
      }
    },
  });
}
