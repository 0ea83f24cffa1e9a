/**
 * A Redis outage under a running pipeline is two log lines, whatever the number of
 * connections, workers and reconnect attempts: one warning when it is lost (with what
 * still works), one line when it is back (with how long it was gone) —
 * src/observability/connectionState.ts. Meanwhile the pipeline's own readiness says it
 * waits for Redis, and it is `ok` again once Redis is back.
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { expect } from 'vitest';
import { startPipeline } from '../../workers/pipeline.js';
import { createServices } from '../../src/services.js';
import { test, testConfig } from '../support/fixtures.js';
import { waitFor } from '../support/waitFor.js';

interface Line {
  level: number;
  msg: string;
  [k: string]: unknown;
}

const OUTAGE_MS = 3000;

test('one "lost" warning and one "reachable again" line per outage (two in a row), not one per attempt or worker', { timeout: 120_000 }, async ({ db, redis }) => {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Line);
      cb();
    },
  });
  const services = await createServices(testConfig(redis.url, { MEMWRIGHT_QUEUE_PREFIX: `mwout-${randomUUID().slice(0, 8)}` }), {
    database: db,
    logger: pino({ level: 'debug' }, sink),
  });
  const pipeline = await startPipeline(services, { workers: true, schedulers: true });
  try {
    await pipeline.ready();
    await waitFor(() => pipeline.checks().workers === 'ok', 10_000, 'workers ok');
    // Twice: the second outage is reported like the first (the state is reset by the recovery).
    for (let outage = 1; outage <= 2; outage++) {
      const since = lines.length;
      await redis.stop();
      const down = await waitFor(() => (pipeline.checks().workers !== 'ok' ? pipeline.checks() : null), 10_000, 'the pipeline to notice');
      expect(down.workers).toMatch(/^waiting for redis/);
      await new Promise((r) => setTimeout(r, OUTAGE_MS));
      await redis.start();
      await waitFor(() => lines.slice(since).some((l) => /reachable again/.test(l.msg)), 30_000, 'the "reachable again" line');
      await waitFor(() => pipeline.checks().workers === 'ok', 15_000, 'workers ok again');
      // Reconnects of the other connections and workers that follow must not add lines.
      await new Promise((r) => setTimeout(r, 1000));

      const during = lines.slice(since);
      const warnings = during.filter((l) => l.level >= 40);
      const lost = warnings.filter((l) => /^redis at redis:\/\/127\.0\.0\.1:\d+ \(REDIS_URL\) lost \(/.test(l.msg));
      expect(lost, JSON.stringify(warnings.map((l) => l.msg), null, 1)).toHaveLength(1);
      expect(lost[0]!.msg).toMatch(/: the pipeline is paused and reconnects on its own; writes still land as provisional notes/);
      const back = during.filter((l) => /reachable again/.test(l.msg));
      expect(back).toHaveLength(1);
      expect(back[0]!.level).toBe(30);
      expect(back[0]!.msg).toMatch(/^redis at redis:\/\/127\.0\.0\.1:\d+ \(REDIS_URL\) reachable again after \d+ s$/);
      expect(back[0]!.downForMs).toBeGreaterThanOrEqual(OUTAGE_MS);
      // Nothing else at warn or above speaks of the connection: no per-worker, per-attempt echo.
      const echoes = warnings.filter((l) => l !== lost[0] && /ECONNREFUSED|connection|connect/i.test(`${l.msg} ${JSON.stringify(l.err ?? '')}`));
      expect(echoes.map((l) => l.msg)).toEqual([]);
    }
  } finally {
    await pipeline.close(5000);
    await services.close();
  }
});
