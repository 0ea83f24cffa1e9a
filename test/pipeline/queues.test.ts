import { Queue } from 'bullmq';
import { createApiKey } from '../../src/auth/keys.js';
import { buildApp } from '../../src/http/app.js';
import { queueBoardRoutes } from '../../src/http/routes/queues.js';
import { upsertSchedulers } from '../../src/pipeline/schedulers.js';
import { bullPrefix, MAINTENANCE_QUEUE } from '../../src/queue/names.js';
import { ADMIN_KEY, describe, expect, test } from '../support/fixtures.js';
import { pipelineServices } from './support.js';

const basic = (password: string, user = 'admin') => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('Bull Board at /admin/queues', () => {
  test('admin only: Bearer admin key or Basic auth with the admin key as password', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    const app = await buildApp(services, { plugins: [queueBoardRoutes] });
    try {
      const anon = await app.inject({ method: 'GET', url: '/admin/queues' });
      expect(anon.statusCode).toBe(401);
      expect(anon.headers['www-authenticate']).toMatch(/^Basic realm=/);
      expect(anon.json()).toMatchObject({ code: 'unauthorized' });

      expect((await app.inject({ method: 'GET', url: '/admin/queues', headers: { authorization: basic('wrong-password-123') } })).statusCode).toBe(401);
      const { key: operatorKey } = await createApiKey(services.database.db, { tenantId: tenant, role: 'operator' });
      const op = await app.inject({ method: 'GET', url: '/admin/queues', headers: { authorization: `Bearer ${operatorKey}` } });
      expect(op.statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/admin/queues', headers: { authorization: basic(operatorKey) } })).statusCode).toBe(403);

      const page = await app.inject({ method: 'GET', url: '/admin/queues', headers: { authorization: `Bearer ${ADMIN_KEY}` } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const browser = await app.inject({ method: 'GET', url: '/admin/queues', headers: { authorization: basic(ADMIN_KEY) } });
      expect(browser.statusCode).toBe(200);
      // Static assets and the JSON API sit behind the same gate.
      expect((await app.inject({ method: 'GET', url: '/admin/queues/api/queues' })).statusCode).toBe(401);
    } finally {
      await app.close();
      await services.close();
    }
  });

  test('shows every stage queue and the maintenance queue with its job schedulers', async ({ db, redis }) => {
    const services = await pipelineServices(db, redis);
    const maintenance = new Queue(MAINTENANCE_QUEUE, { connection: { url: redis.url }, prefix: bullPrefix(services.env.MEMWRIGHT_QUEUE_PREFIX) });
    await upsertSchedulers(maintenance, services.env);
    const app = await buildApp(services, { plugins: [queueBoardRoutes] });
    try {
      const r = await app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: { authorization: `Bearer ${ADMIN_KEY}` } });
      expect(r.statusCode).toBe(200);
      const body = r.json() as { queues: Array<{ name: string; counts: Record<string, number>; jobSchedulerCount: number }> };
      expect(body.queues.map((q) => q.name).sort()).toEqual(
        ['contradiction', 'dedup', 'embed', 'harden', 'importance', 'maintenance', 'ttl'].sort(),
      );
      const m = body.queues.find((q) => q.name === 'maintenance')!;
      expect(m.jobSchedulerCount).toBe(4);
      // Each scheduler's first run is queued at once (`every` schedulers start immediately).
      expect((m.counts.waiting ?? 0) + (m.counts.delayed ?? 0)).toBe(4);
    } finally {
      await app.close();
      await maintenance.close();
      await services.close();
    }
  });
});
