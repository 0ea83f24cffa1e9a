/**
 * Key lifecycle over HTTP (issue 8 item 6): list without secrets, revoke (refused in
 * every process within a second), expiry, and last-use times written in batches.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashKey } from '../../src/auth/keys.js';
import { apiKeys } from '../../src/db/schema.js';
import { ADMIN_KEY } from '../support/fixtures.js';
import { describe, expect, test } from './fixtures.js';
import { fieldsOf, isProblem } from './server.js';
import { TestServer } from '../support/http.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

/** A cheap authenticated request: 200 with a valid key, 401 without one. */
const probe = (server: TestServer, key: string) => server.get('/v1/memories?limit=1', key);

describe('GET /v1/admin/keys', () => {
  test('lists every field but never the secret, its prefix or its hash; ?tenantId filters', async ({ server, tenant }) => {
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const agent = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'agent', agentIds: ['a1'], expiresAt });
    expect(agent.status).toBe(201);
    expect(agent.body).toMatchObject({ expiresAt, revokedAt: null, lastUsedAt: null });
    const op = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'operator' });
    const other = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId: `${tenant}-other`, role: 'operator' });

    const r = await server.get(`/v1/admin/keys?tenantId=${tenant}`, ADMIN_KEY);
    expect(r.status).toBe(200);
    const keys = r.body.keys as Array<Record<string, unknown>>;
    expect(keys.map((k) => k.id).sort()).toEqual([agent.body.id, op.body.id].sort());
    const listed = keys.find((k) => k.id === agent.body.id)!;
    expect(Object.keys(listed).sort()).toEqual(['agentIds', 'createdAt', 'expiresAt', 'id', 'lastUsedAt', 'revokedAt', 'role', 'tenantId']);
    expect(listed).toMatchObject({ tenantId: tenant, role: 'agent', agentIds: ['a1'], expiresAt, revokedAt: null });
    expect(Date.parse(listed.createdAt as string)).toBeGreaterThan(Date.now() - 60_000);
    for (const secret of [agent.body.key, op.body.key] as string[]) {
      expect(r.text).not.toContain(secret);
      expect(r.text).not.toContain(secret.slice(0, 10));
      expect(r.text).not.toContain(hashKey(secret));
    }

    const all = await server.get('/v1/admin/keys', ADMIN_KEY);
    expect((all.body.keys as Array<{ id: string }>).map((k) => k.id)).toEqual(expect.arrayContaining([agent.body.id, op.body.id, other.body.id]));
  });

  test('admin only; bad filters are 400', async ({ server, tenant }) => {
    expect((await server.get('/v1/admin/keys', null)).status).toBe(401);
    for (const key of [await server.key(tenant, 'operator'), await server.key(tenant, 'agent', ['a1'])]) {
      const r = await server.get('/v1/admin/keys', key);
      expect([r.status, r.body.code]).toEqual([403, 'forbidden']);
    }
    for (const [q, field] of [['tenantId=has%20space', 'tenantId'], ['tenant=x', 'tenant']]) {
      const r = await server.get(`/v1/admin/keys?${q}`, ADMIN_KEY);
      expect([r.status, r.body.code, isProblem(r)]).toEqual([400, 'validation_error', true]);
      expect(fieldsOf(r)).toContain(field);
    }
  });

  test('lastUsedAt is written in batches, not once per request', async ({ server, tenant }) => {
    const key = await server.key(tenant, 'operator');
    const db = server.app.services.database.db;
    const lastUsed = async () => (await db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.keyHash, hashKey(key))))[0]!.at;
    const before = Date.now();
    for (let i = 0; i < 20; i++) expect((await probe(server, key)).status).toBe(200);
    // 20 authenticated requests, no write yet: the use waits in memory (one entry per key).
    expect(await lastUsed()).toBeNull();
    expect(server.app.keys.usage.pendingCount).toBe(1);
    // Listing flushes this process's pending uses first.
    const r = await server.get(`/v1/admin/keys?tenantId=${tenant}`, ADMIN_KEY);
    const at = Date.parse((r.body.keys as Array<{ lastUsedAt: string }>)[0]!.lastUsedAt);
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect((await lastUsed())!.getTime()).toBe(at);
  });
});

describe('DELETE /v1/admin/keys/:id', () => {
  test('a revoked key is refused at once here and within a second in every other process', async ({ server, services, tenant }) => {
    // A second app over the same database: another process, with its own key cache.
    const replica = await TestServer.start(services);
    try {
      const created = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'operator' });
      const key = created.body.key as string;
      expect((await probe(server, key)).status).toBe(200);
      expect((await probe(replica, key)).status).toBe(200); // cached in the replica now

      const del = await server.req('DELETE', `/v1/admin/keys/${created.body.id}`, { key: ADMIN_KEY });
      const revokedAt = Date.now();
      expect(del.status).toBe(200);
      expect(del.body).toMatchObject({ id: created.body.id, tenantId: tenant, role: 'operator' });
      expect(Date.parse(del.body.revokedAt)).toBeLessThanOrEqual(revokedAt);
      expect(JSON.stringify(del.body)).not.toContain(key);

      const here = await probe(server, key);
      expect([here.status, here.body.code]).toEqual([401, 'unauthorized']);
      // The replica trusts its cache entry (made before the revocation) for at most 1 s,
      // so any request it receives a second after the revocation committed is refused.
      await sleep(revokedAt + 1000 - Date.now());
      const there = await probe(replica, key);
      expect([there.status, there.body.code]).toEqual([401, 'unauthorized']);
      expect((await probe(server, key)).status).toBe(401);

      // Idempotent: revoking again keeps the first revocation time.
      const again = await server.req('DELETE', `/v1/admin/keys/${created.body.id}`, { key: ADMIN_KEY });
      expect([again.status, again.body.revokedAt]).toEqual([200, del.body.revokedAt]);
      const list = await server.get(`/v1/admin/keys?tenantId=${tenant}`, ADMIN_KEY);
      expect(list.body.keys[0]).toMatchObject({ id: created.body.id, revokedAt: del.body.revokedAt });
    } finally {
      await replica.close();
    }
  });

  test('unknown id → 404, malformed id → 400, non-admin → 403 and the key still works', async ({ server, tenant }) => {
    const unknown = await server.req('DELETE', `/v1/admin/keys/${randomUUID()}`, { key: ADMIN_KEY });
    expect([unknown.status, unknown.body.code, isProblem(unknown)]).toEqual([404, 'not_found', true]);
    const bad = await server.req('DELETE', '/v1/admin/keys/not-a-uuid', { key: ADMIN_KEY });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_error']);
    const victim = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'operator' });
    const operator = await server.key(tenant, 'operator');
    const r = await server.req('DELETE', `/v1/admin/keys/${victim.body.id}`, { key: operator });
    expect([r.status, r.body.code]).toEqual([403, 'forbidden']);
    expect((await server.req('DELETE', `/v1/admin/keys/${victim.body.id}`, {})).status).toBe(401);
    expect((await probe(server, victim.body.key)).status).toBe(200);
  });
});

describe('expiresAt', () => {
  test.for<[string, unknown]>([
    ['in the past', '2020-01-01T00:00:00Z'],
    ['now-ish (one second ago)', new Date(Date.now() - 1000).toISOString()],
    ['year 0000', '0000-01-01T00:00:00Z'],
    ['without an offset', '2999-01-01T00:00:00'],
    ['not a date', 'tomorrow'],
    ['a number', 4102444800000],
  ])('%s → 400 naming expiresAt', async ([_n, expiresAt], { server, tenant }) => {
    const r = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'operator', expiresAt });
    expect([r.status, r.body.code, isProblem(r)]).toEqual([400, 'validation_error', true]);
    expect(fieldsOf(r)).toEqual(['expiresAt']);
  });

  test('an expired key is a 401, even while this process has it cached', async ({ server, tenant }) => {
    const expiresAt = Date.now() + 1500;
    const created = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'operator', expiresAt: new Date(expiresAt).toISOString() });
    expect(created.status).toBe(201);
    expect((await probe(server, created.body.key)).status).toBe(200);
    await sleep(expiresAt - 400 - Date.now());
    expect((await probe(server, created.body.key)).status).toBe(200); // cache entry fresh past the expiry
    await sleep(expiresAt + 20 - Date.now());
    const r = await probe(server, created.body.key);
    expect([r.status, r.body.code]).toEqual([401, 'unauthorized']);
  });
});
