import { createApiKey } from '../../src/auth/keys.js';
import { buildApp } from '../../src/http/app.js';
import { queueBoardRoutes } from '../../src/http/routes/queues.js';
import { upsertSchedulers } from '../../workers/schedulers.js';
import { MAINTENANCE_QUEUE } from '../../src/queue/names.js';
import { openQueue } from '../../src/queue/open.js';
import { ADMIN_KEY, describe, expect, test } from '../support/fixtures.js';
import { rawRequest } from '../support/rawHttp.js';
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

  test('no spelling of the path reaches the board without an admin key (raw HTTP)', async ({ db, redis, tenant }) => {
    // Dozens of wrong passwords from one address, on purpose: no failed-auth throttle here.
    const services = await pipelineServices(db, redis, { env: { MEMWRIGHT_AUTH_FAILURE_LIMIT: '0' } });
    const app = await buildApp(services, { plugins: [queueBoardRoutes] });
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const { host } = new URL(url);
      const { key: operatorKey } = await createApiKey(services.database.db, { tenantId: tenant, role: 'operator' });
      const admin = { authorization: `Bearer ${ADMIN_KEY}` };
      // Spellings the router dispatches to the board: an admin gets the board through each.
      const dispatched = [
        '/admin/queues/api/queues',
        '/%61dmin/queues/api/queues',
        '/admin/%71ueues/api/queues',
        '/%61%64%6D%69%6E/%71%75%65%75%65%73/%61%70%69/%71%75%65%75%65%73',
        '/admin/queues/api/queue%73',
        '/admin/queues/api/queues?x=1',
        '/%61dmin/queues',
        `http://${host}/admin/queues/api/queues`,
        `http://${host}/%61dmin/queues/api/queues`,
        'http://elsewhere.example/admin/queues/api/queues',
      ];
      for (const target of dispatched) {
        for (const method of ['GET', 'HEAD']) {
          const ok = await rawRequest(url, method, target, admin);
          expect(ok.status, `${method} ${target} as admin`).toBe(200);
          const anon = await rawRequest(url, method, target);
          expect(anon.status, `${method} ${target} without a key`).toBe(401);
          expect(anon.head).toMatch(/www-authenticate: Basic realm=/i);
          expect((await rawRequest(url, method, target, { authorization: basic('wrong-password-123') })).status).toBe(401);
          expect((await rawRequest(url, method, target, { authorization: `Bearer ${operatorKey}` })).status, `${method} ${target} as operator`).toBe(403);
          expect((await rawRequest(url, method, target, { authorization: basic(operatorKey) })).status).toBe(403);
        }
      }
      // Spellings the router does not normalise (dot segments, double slashes, encoded
      // slashes, trailing junk): they reach no board route for anyone, so a stranger gets
      // a 401 or a 404 — never the board.
      const elsewhere = [
        '/x/../admin/queues/api/queues',
        '/admin/queues/../queues/api/queues',
        '/%2e/admin/queues/api/queues',
        '/admin/queues/%2e%2e/queues/api/queues',
        '//admin/queues/api/queues',
        '/admin//queues/api/queues',
        '/admin/queues//api/queues',
        '/admin%2Fqueues/api/queues',
        '/admin/queues/api/queues/',
        '/admin/queues/api/queues%2F',
        '/admin/queues/api/queues%20',
        '/admin/queues/api/queues%00',
        '/admin/queues/api/queues;x',
      ];
      for (const target of elsewhere) {
        const anon = await rawRequest(url, 'GET', target);
        expect([401, 404, 400], `GET ${target} without a key`).toContain(anon.status);
        expect(anon.body).not.toMatch(/"queues"\s*:/);
        expect((await rawRequest(url, 'GET', target, admin)).status, `GET ${target} as admin`).not.toBe(200);
      }

      // A state change through an encoded spelling: refused, and the queue stays running.
      const embed = services.producer!.queues.embed;
      for (const target of ['/%61dmin/queues/api/queues/embed/pause', `http://${host}/admin/queues/api/queues/embed/pause`, '/admin/%71ueues/api/queues/%65mbed/pause']) {
        expect((await rawRequest(url, 'PUT', target)).status, `PUT ${target} without a key`).toBe(401);
        expect((await rawRequest(url, 'PUT', target, { authorization: `Bearer ${operatorKey}` })).status).toBe(403);
        expect(await embed.isPaused()).toBe(false);
      }
      // The same spelling with the admin key does pause it (so the refusals above were the guard's).
      expect((await rawRequest(url, 'PUT', '/%61dmin/queues/api/queues/embed/pause', admin)).status).toBe(200);
      expect(await embed.isPaused()).toBe(true);
      await embed.resume();
    } finally {
      await app.close();
      await services.close();
    }
  });

  test('shows every stage queue, the ingest queue and the maintenance queue with its job schedulers', async ({ db, redis }) => {
    const services = await pipelineServices(db, redis);
    const maintenance = openQueue(MAINTENANCE_QUEUE, { url: redis.url }, services.config.queue.prefix);
    await upsertSchedulers(maintenance, services.config.maintenance);
    const app = await buildApp(services, { plugins: [queueBoardRoutes] });
    try {
      const r = await app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: { authorization: `Bearer ${ADMIN_KEY}` } });
      expect(r.statusCode).toBe(200);
      const body = r.json() as { queues: Array<{ name: string; counts: Record<string, number>; jobSchedulerCount: number }> };
      expect(body.queues.map((q) => q.name).sort()).toEqual(
        ['contradiction', 'dedup', 'embed', 'extract', 'harden', 'importance', 'ingest', 'maintenance', 'ttl'].sort(),
      );
      const m = body.queues.find((q) => q.name === 'maintenance')!;
      expect(m.jobSchedulerCount).toBe(6);
      // Each scheduler's first run is queued at once (`every` schedulers start immediately).
      expect((m.counts.waiting ?? 0) + (m.counts.delayed ?? 0)).toBe(6);
    } finally {
      await app.close();
      await maintenance.close();
      await services.close();
    }
  });
});
