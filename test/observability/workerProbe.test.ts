/**
 * A pipeline worker is observable and its absence is visible:
 * - `memwright worker` (a real child process, MEMWRIGHT_WORKER_PORT=0) logs the port it
 *   bound and serves /healthz, /readyz with its checks, and /metrics that promtool accepts;
 * - every worker beats in Redis: while one runs, the API's /readyz and the inspector's
 *   pipeline health count it; once it stops gracefully both say at once that no worker
 *   runs (its key is deleted on stop, not left to expire).
 * The child process needs a shared Postgres (a worker cannot open the embedded PGlite
 * another process owns); the heartbeat itself is also checked in-process on both drivers.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProbeServer } from '../../src/observability/probeServer.js';
import { dependencyChecks } from '../../src/observability/readiness.js';
import { startPipeline } from '../../workers/pipeline.js';
import { createServices } from '../../src/services.js';
import type { Services } from '../../src/ports.js';
import { childEnv, start, type Running } from '../cli/cli.js';
import { createTestPostgres, freshTenant, TEST_DATABASE_URL } from '../support/db.js';
import { test, testConfig } from '../support/fixtures.js';
import { TestServer } from '../support/http.js';
import { TestRedis } from '../support/redis.js';
import { waitFor } from '../support/waitFor.js';

const NO_WORKER_FOR = /^no pipeline worker for \d+ s: writes stay provisional until one runs$/;

/** The API's and the inspector's view of the workers, through HTTP. */
async function workerViews(http: TestServer, operatorKey: string) {
  const [ready, health] = await Promise.all([http.get('/readyz', null), http.get('/v1/pipeline/health', operatorKey)]);
  expect(ready.status, ready.text).toBe(200);
  expect(health.status, health.text).toBe(200);
  return { ready: ready.body, health: health.body.workers as { live: number; lastHeartbeatAt: string | null; degraded: string | null } };
}

const noWorkerReasons = (ready: { reasons?: string[] }) => (ready.reasons ?? []).filter((r) => /no pipeline worker/.test(r));

test('in-process: a running pipeline counts as a live worker; close() makes /readyz and pipeline health say so at once', { timeout: 60_000 }, async ({ db, redis }) => {
  const services = await createServices(testConfig(redis.url, { MEMWRIGHT_QUEUE_PREFIX: `mwhb-${randomUUID().slice(0, 8)}` }), {
    database: db,
    logger: pino({ level: 'silent' }),
  });
  const http = await TestServer.start(services);
  try {
    const op = await http.key(freshTenant('hb'), 'operator');
    // No worker ever beat under this prefix.
    const before = await workerViews(http, op);
    expect(before.ready.status).toBe('degraded');
    expect(noWorkerReasons(before.ready)).toEqual(['no pipeline worker has sent a heartbeat (none is running, or none since Redis lost its data): writes stay provisional']);
    expect(before.ready.workers).toEqual({ live: 0, lastHeartbeatAt: null });
    expect(before.health).toMatchObject({ live: 0, lastHeartbeatAt: null, degraded: noWorkerReasons(before.ready)[0] });

    const pipeline = await startPipeline(services, { workers: true, schedulers: false });
    await pipeline.ready();
    expect(pipeline.heartbeat).not.toBeNull();
    const live = await waitFor(async () => {
      const v = await workerViews(http, op);
      return v.ready.workers?.live >= 1 ? v : null;
    }, 10_000, 'the heartbeat');
    expect(live.ready.status).toBe('ready');
    expect(noWorkerReasons(live.ready)).toEqual([]);
    expect(live.health.live).toBe(1);
    expect(live.health.degraded).toBeNull();
    expect(Date.parse(live.ready.workers.lastHeartbeatAt)).toBeGreaterThan(Date.now() - 10_000);
    expect(pipeline.checks()).toEqual({ workers: 'ok' });

    await pipeline.close(5000);
    const after = await workerViews(http, op);
    expect(after.ready.status).toBe('degraded');
    expect(noWorkerReasons(after.ready)).toHaveLength(1);
    expect(noWorkerReasons(after.ready)[0]).toMatch(NO_WORKER_FOR);
    expect(after.ready.workers.live).toBe(0);
    expect(after.health.live).toBe(0);
    expect(after.health.degraded).toMatch(NO_WORKER_FOR);
  } finally {
    await http.close();
    await services.close();
  }
});

test('in-process probes: /readyz is a 503 naming Redis and the waiting workers while Redis is down, 200 again after; /healthz stays 200', { timeout: 60_000 }, async ({ db, redis }) => {
  const services = await createServices(testConfig(redis.url, { MEMWRIGHT_QUEUE_PREFIX: `mwpr-${randomUUID().slice(0, 8)}` }), {
    database: db,
    logger: pino({ level: 'silent' }),
  });
  const pipeline = await startPipeline(services, { workers: true, schedulers: false });
  // As `memwright worker` composes them (src/cli/commands/worker.ts).
  const probes = await startProbeServer({
    host: '127.0.0.1',
    port: 0,
    metrics: services.metrics,
    checks: async () => ({ ...(await dependencyChecks(services)), ...pipeline.checks() }),
  });
  const readyz = async () => {
    const r = await fetch(`${probes.url}/readyz`);
    return { status: r.status, type: r.headers.get('content-type'), body: (await r.json()) as any };
  };
  try {
    await pipeline.ready();
    expect(probes.address.port).toBeGreaterThan(0);
    const up = await waitFor(async () => {
      const r = await readyz();
      return r.status === 200 ? r : null;
    }, 10_000, '/readyz 200');
    expect(up.body).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', workers: 'ok' } });

    await redis.stop();
    try {
      const down = await waitFor(async () => {
        const r = await readyz();
        return r.status === 503 && r.body.checks.workers !== 'ok' ? r : null;
      }, 10_000, '/readyz 503');
      expect(down.type).toBe('application/problem+json');
      expect(down.body).toMatchObject({ status: 503, code: 'not_ready' });
      expect(down.body.checks.database).toBe('ok');
      expect(down.body.checks.redis).not.toBe('ok');
      expect(down.body.checks.workers).toMatch(/^waiting for redis/);
      expect((await fetch(`${probes.url}/healthz`)).status).toBe(200);
    } finally {
      await redis.start();
    }
    const again = await waitFor(async () => {
      const r = await readyz();
      return r.status === 200 ? r : null;
    }, 20_000, '/readyz 200 after Redis is back');
    expect(again.body.checks).toEqual({ database: 'ok', redis: 'ok', workers: 'ok' });
  } finally {
    await probes.close();
    await pipeline.close(5000);
    await services.close();
  }
});

describe.skipIf(!TEST_DATABASE_URL)('memwright worker as a process: probes, metrics, heartbeat', () => {
  const prefix = `mwprobe-${randomUUID().slice(0, 8)}`;
  let redis: TestRedis;
  let dropDb: (() => Promise<void>) | undefined;
  let services: Services | undefined;
  let http: TestServer | undefined;
  let worker: Running | undefined;
  let probes = '';
  let operatorKey = '';

  beforeAll(async () => {
    const db = await createTestPostgres(TEST_DATABASE_URL!);
    dropDb = db.drop;
    redis = await TestRedis.start();
    worker = start(
      ['worker', '--no-schedulers'],
      childEnv({ DATABASE_URL: db.url, REDIS_URL: redis.url, MEMWRIGHT_QUEUE_PREFIX: prefix, MEMWRIGHT_WORKER_PORT: '0', MEMWRIGHT_LOG_FORMAT: 'json' }),
    );
    const started = await waitFor(
      () => {
        if (worker!.proc.exitCode !== null) throw new Error(`worker exited: ${worker!.stderr()}`);
        return worker!
          .stdout()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as { msg: string; probes?: string })
          .find((l) => l.msg.startsWith('memwright worker started'));
      },
      60_000,
      'memwright worker started',
    );
    probes = started.probes!;
    expect(probes).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(probes).not.toMatch(/:0$/);
    expect(started.msg).toBe(`memwright worker started: /metrics, /healthz and /readyz on ${probes}`);
    // An API process on the same Postgres and Redis (in this process).
    services = await createServices(testConfig(redis.url, { DATABASE_URL: db.url, MEMWRIGHT_QUEUE_PREFIX: prefix }), { logger: pino({ level: 'silent' }) });
    http = await TestServer.start(services);
    operatorKey = await http.key(freshTenant('probe'), 'operator');
  }, 90_000);

  afterAll(async () => {
    if (worker && worker.proc.exitCode === null && worker.proc.signalCode === null) {
      worker.proc.kill('SIGTERM');
      await worker.exited;
    }
    await http?.close();
    await services?.close();
    await redis?.stop();
    await dropDb?.();
  }, 60_000);

  it('/healthz 200; /readyz 200 with the database, Redis and workers checks; other paths and methods are problems', async () => {
    const h = await fetch(`${probes}/healthz`);
    expect(h.status).toBe(200);
    expect(await h.json()).toEqual({ status: 'ok' });
    const r = await waitFor(async () => {
      const res = await fetch(`${probes}/readyz`);
      return res.status === 200 ? res : null;
    }, 10_000, 'worker /readyz 200');
    expect(await r.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', workers: 'ok' } });

    const missing = await fetch(`${probes}/v1/memories`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
    expect(await missing.json()).toMatchObject({ status: 404, code: 'not_found' });
    const post = await fetch(`${probes}/readyz`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(await post.json()).toMatchObject({ status: 405, code: 'method_not_allowed' });
  });

  it('/metrics is Prometheus text that promtool accepts', async () => {
    const res = await fetch(`${probes}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^# TYPE \w+ (counter|gauge|histogram)$/m);
    const r = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(r.error, 'promtool must be on the PATH').toBeUndefined();
    expect({ status: r.status, stdout: r.stdout, stderr: r.stderr }).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('the API counts the live worker; after a graceful stop /readyz and pipeline health say none runs, at once', { timeout: 60_000 }, async () => {
    const live = await waitFor(async () => {
      const v = await workerViews(http!, operatorKey);
      return v.ready.workers?.live >= 1 ? v : null;
    }, 15_000, 'the worker heartbeat');
    expect(live.ready.status).toBe('ready');
    expect(noWorkerReasons(live.ready)).toEqual([]);
    expect(live.health).toMatchObject({ live: 1, degraded: null });

    worker!.proc.kill('SIGTERM');
    expect((await worker!.exited).code).toBe(0);
    const after = await workerViews(http!, operatorKey);
    expect(after.ready.status).toBe('degraded');
    expect(noWorkerReasons(after.ready)).toHaveLength(1);
    expect(noWorkerReasons(after.ready)[0]).toMatch(NO_WORKER_FOR);
    expect(after.ready.workers.live).toBe(0);
    expect(after.health.live).toBe(0);
    expect(after.health.degraded).toMatch(NO_WORKER_FOR);
    await expect(fetch(`${probes}/healthz`)).rejects.toThrow();
  });
});

