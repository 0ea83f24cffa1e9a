import { HashEmbedder } from '../../src/embed/hash.js';
import { HeuristicJudge } from '../../src/judge/heuristic.js';
import { startPipeline } from '../../workers/pipeline.js';
import { describe, expect, test } from '../support/fixtures.js';
import { events, HOUR, note, pipelineServices, settled, write } from './support.js';
import { TestClock } from '../support/clock.js';
import { waitFor } from '../support/waitFor.js';

describe('hardening through the real pipeline (hash embedder, heuristic judge)', () => {
  test('provisional notes become active: embedded, scored, safety-net TTL dropped, events recorded', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis, { judge: new HeuristicJudge(), embedder: new HashEmbedder() });
    const pipeline = await startPipeline(services, { schedulers: false });
    try {
      const a = await write(services, tenant, { content: 'User prefers bar charts over pie charts.' });
      const b = await write(services, tenant, { content: 'User works in the Berlin office.', category: 'fact' });
      const before = await note(services, tenant, a);
      expect(before.status).toBe('provisional');
      expect(before.expiresAt).not.toBeNull();

      await settled(services, tenant);
      for (const id of [a, b]) {
        const n = await note(services, tenant, id);
        expect(n.status).toBe('active');
        expect(n.pipelineStage).toBe('done');
        expect(n.hardenedAt).not.toBeNull();
        expect(n.expiresAt).toBeNull();
        expect(n.embeddingModel).toBe('hash-v1');
        expect(n.importance).toBeGreaterThan(0);
        expect(n.importance).toBeLessThanOrEqual(10);
        const types = (await events(services, tenant, id)).map((e) => e.type);
        expect(types).toEqual(['written', 'embedded', 'importance_scored', 'hardened']);
      }
      const lag = await services.metrics.writeToActive.get();
      expect(lag.values.find((v) => v.metricName?.endsWith('_count'))?.value).toBeGreaterThanOrEqual(2);
    } finally {
      await pipeline.close();
      await services.close();
    }
  });

  test('an explicit TTL survives hardening; a TTL that already passed expires the note instead', async ({ db, redis, tenant }) => {
    const clock = new TestClock();
    const services = await pipelineServices(db, redis, { judge: new HeuristicJudge(), embedder: new HashEmbedder(), clock });
    const pipeline = await startPipeline(services, { schedulers: false });
    try {
      const meeting = await write(services, tenant, { content: 'User is in a meeting for the next hour.', category: 'context', ttlSeconds: 3600 });
      await settled(services, tenant);
      const m = await note(services, tenant, meeting);
      expect(m.status).toBe('active');
      expect(m.expiresAt?.getTime()).toBe(clock.t + HOUR);

      // A note whose pipeline runs after its TTL passed is expired, not hardened.
      await pipeline.close();
      const late = await write(services, tenant, { content: 'User is on a train right now.', category: 'context', ttlSeconds: 60 });
      clock.advance(2 * 60_000);
      const again = await startPipeline(services, { schedulers: false });
      try {
        await settled(services, tenant);
        const l = await note(services, tenant, late);
        expect(l.status).toBe('expired');
        const ev = await events(services, tenant, late);
        expect(ev.at(-1)).toMatchObject({ type: 'expired', reason: 'ttl_passed_before_hardening' });
      } finally {
        await again.close();
      }
    } finally {
      await pipeline.close();
      await services.close();
    }
  });

  test('queue depths are exported as a gauge', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis, { judge: new HeuristicJudge(), embedder: new HashEmbedder() });
    // No workers: the written notes wait in the embed queue.
    const pipeline = await startPipeline(services, { workers: false, schedulers: false, queueDepthRefreshMs: 50 });
    try {
      for (const c of ['User likes kites.', 'User likes boats.', 'User likes trains.']) await write(services, tenant, { content: c });
      const depth = async () => (await services.metrics.queueDepth.get()).values.find((v) => v.labels.queue === 'embed')?.value;
      await waitFor(async () => (await depth()) === 3, 5000, 'the embed queue depth gauge');
      const text = await services.metrics.registry.metrics();
      expect(text).toMatch(/memwright_queue_depth\{queue="embed"\} 3/);
    } finally {
      await pipeline.close();
      await services.close();
    }
  });
});

