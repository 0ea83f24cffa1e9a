import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Database, Db } from '../../src/db/database.js';
import * as schema from '../../src/db/schema.js';
import { boundRunner } from '../../src/db/statements.js';
import { errorSummary } from '../../src/queue/jobHealth.js';
import { startPipeline } from '../../workers/pipeline.js';
import { createServices } from '../../src/services.js';
import { describe, expect, test, testConfig } from '../support/fixtures.js';
import { freePort } from '../support/redis.js';
import { TestServer } from '../support/http.js';
import { waitFor } from '../support/waitFor.js';

/** Every recurring job due every 150 ms, on a queue prefix of this test's own. */
function fastJobsEnv(redisUrl: string) {
  return testConfig(redisUrl, {
    MEMWRIGHT_QUEUE_PREFIX: `mwh-${randomUUID().slice(0, 8)}`,
    MEMWRIGHT_TTL_PRUNE_EVERY_MS: '150',
    MEMWRIGHT_DECAY_EVERY_MS: '150',
    MEMWRIGHT_SWEEP_EVERY_MS: '150',
    MEMWRIGHT_CONSOLIDATE_EVERY_MS: '150',
  });
}

/**
 * A database whose every query fails at once: Postgres at a port nothing listens on
 * (ECONNREFUSED), without postgres.js's growing reconnect back-off so jobs fail at their
 * own pace.
 */
async function unreachableDatabase(): Promise<Database> {
  const client = postgres(`postgres://postgres@127.0.0.1:${await freePort()}/none`, { max: 1, backoff: () => 0, onnotice: () => {} });
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    background: db,
    driver: 'postgres',
    statements: boundRunner(false),
    migrate: async () => {},
    ping: async () => void (await client`select 1`),
    close: () => client.end({ timeout: 1 }),
  };
}

/** A sample of one labelled series from a Prometheus exposition, or undefined. */
function sample(metrics: string, name: string, job: string): number | undefined {
  const line = metrics.split('\n').find((l) => l.startsWith(`${name}{job="${job}"}`));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

describe('recurring job failures are never silent', () => {
  test('a worker whose database fails: error log per job, failures and last success in the API /metrics, /readyz degraded after 3 in a row, ready again after a success', async ({ db, redis }) => {
    const env = fastJobsEnv(redis.url);
    const logs: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (l: string) => void logs.push(JSON.parse(l)) });
    // The worker process's database: a Postgres that does not answer, so every query of
    // ttl-prune, decay and sweep fails. consolidate with the heuristic judge cannot merge
    // and returns before touching the database: it keeps succeeding.
    const broken = await unreachableDatabase();
    const worker = await createServices(env, { database: broken, migrate: false, logger });
    let pipeline = await startPipeline(worker, { workers: false, schedulers: true });
    // The API process: a healthy database, the same Redis and queue prefix, no pipeline.
    const api = await createServices(env, { database: db, migrate: false, logger: pino({ level: 'silent' }) });
    const server = await TestServer.start(api);
    let healthy: Awaited<ReturnType<typeof createServices>> | null = null;
    try {
      const failing = ['decay', 'sweep', 'ttl-prune'];
      const degraded = await waitFor(
        async () => {
          const r = await server.get('/readyz', null);
          const jobs = (r.body.degraded ?? []).map((d: { job: string }) => d.job).sort();
          return r.status === 200 && r.body.status === 'degraded' && failing.every((j) => jobs.includes(j)) ? r.body : null;
        },
        20_000,
        '/readyz degraded',
      );
      expect(degraded.checks).toEqual({ database: 'ok', redis: 'ok' });
      expect(degraded.degraded.map((d: { job: string }) => d.job)).not.toContain('consolidate');
      for (const d of degraded.degraded) {
        expect(d.consecutiveFailures).toBeGreaterThanOrEqual(3);
        expect(d.lastSuccessAt).toBeNull();
      }

      for (const job of failing) {
        const line = logs.find((l) => l.level === 50 && l.job === job);
        expect(line, `error line for ${job}`).toBeDefined();
        expect(line!.msg).toBe(`recurring job ${job} failed; it runs again on its next schedule`);
        expect(String(line!.err)).toMatch(/ECONNREFUSED/);
      }

      const metrics = (await server.get('/metrics', null)).text;
      for (const job of failing) {
        expect(sample(metrics, 'memwright_job_failures_total', job)).toBeGreaterThanOrEqual(3);
        expect(sample(metrics, 'memwright_job_last_success_timestamp_seconds', job)).toBeUndefined();
      }
      expect(sample(metrics, 'memwright_job_failures_total', 'consolidate')).toBe(0);
      const consolidated = sample(metrics, 'memwright_job_last_success_timestamp_seconds', 'consolidate')!;
      expect(Math.abs(consolidated - Date.now() / 1000)).toBeLessThan(30);

      // The database comes back (a worker with a working one takes over): one success
      // per job resets its run of failures, and readiness follows.
      await pipeline.close();
      healthy = await createServices(env, { database: db, migrate: false, logger: pino({ level: 'silent' }) });
      pipeline = await startPipeline(healthy, { workers: false, schedulers: true });
      const ready = await waitFor(
        async () => {
          const r = await server.get('/readyz', null);
          return r.status === 200 && r.body.degraded === undefined ? r.body : null;
        },
        20_000,
        '/readyz ready again',
      );
      // No recurring job is failing any more. These pipelines run no stage workers, so the
      // only reason left is that none beats.
      expect(ready.reasons ?? []).toEqual(ready.status === 'ready' ? [] : [expect.stringMatching(/^no pipeline worker/)]);
      const after = (await server.get('/metrics', null)).text;
      for (const job of failing) {
        // The failures stay counted; the success is now recorded.
        expect(sample(after, 'memwright_job_failures_total', job)).toBeGreaterThanOrEqual(3);
        expect(sample(after, 'memwright_job_last_success_timestamp_seconds', job)).toBeGreaterThan(Date.now() / 1000 - 30);
      }
    } finally {
      await pipeline.close();
      await server.close();
      await healthy?.close();
      await worker.close();
      await broken.close();
      await api.close();
    }
  });

  test('the logged error of a failed query names the failure, never the values the query carried', async ({ db }) => {
    const secret = 'User confided their bank PIN is 4417';
    // A data exception: Postgres quotes the offending value in its message, drizzle lists
    // the parameters in its own.
    const err = await db.db.execute(sql`select ${secret}::int`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect(String((err as Error).message) + String((err as Error & { cause?: Error }).cause?.message)).toContain('4417');
    const summary = errorSummary(err);
    expect(summary).toContain('22P02');
    expect(summary).not.toContain('4417');
    expect(summary).not.toContain('PIN');
    // Other driver errors keep their (value-free) first line.
    const missing = await db.db.execute(sql`select * from no_such_table_${sql.raw(randomUUID().slice(0, 8))} where x = ${secret}`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(errorSummary(missing)).toMatch(/42P01: relation "no_such_table_\w+" does not exist/);
    expect(errorSummary(missing)).not.toContain('PIN');
  });
});
