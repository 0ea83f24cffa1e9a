/**
 * The HTTP contract (docs/design.md#surfaces) on a real listening server: auth, keys, outcomes,
 * problem documents, isolation, input validation.
 */
import { randomUUID } from 'node:crypto';
import { ADMIN_KEY } from '../support/fixtures.js';
import { describe, expect, test } from './fixtures.js';
import { fieldsOf, isProblem } from './server.js';
import { writeBody } from '../support/writeBody.js';

describe('authentication', () => {
  test.for<[string, Record<string, string>]>([
    ['no Authorization header', {}],
    ['an unknown key', { authorization: 'Bearer mw_this-key-does-not-exist' }],
    ['a short key', { authorization: 'Bearer abc' }],
    ['another scheme', { authorization: `Basic ${Buffer.from(`x:${ADMIN_KEY}`).toString('base64')}` }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('%s → 401 problem', async ([_name, headers], { server }) => {
    for (const [method, path, json] of [
      ['POST', '/v1/memories', writeBody()],
      ['GET', '/v1/memories', undefined],
      ['GET', `/v1/memories/${randomUUID()}`, undefined],
      ['POST', '/v1/admin/keys', { tenantId: 't', role: 'operator' }],
    ] as const) {
      const r = await server.req(method, path, { headers, json });
      expect(r.status, `${method} ${path}`).toBe(401);
      expect(isProblem(r)).toBe(true);
      expect(r.body.code).toBe('unauthorized');
    }
  });

  test('authentication comes before validation (no contract details for strangers)', async ({ server }) => {
    const r = await server.req('POST', '/v1/memories', { json: { nonsense: true } });
    expect(r.status).toBe(401);
    const bad = await server.req('POST', '/v1/memories', { raw: '{not json', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(401);
  });
});

describe('POST /v1/admin/keys', () => {
  test('admin creates keys; the key is shown once and works', async ({ server, tenant }) => {
    const r = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'agent', agentIds: ['a1'] });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ tenantId: tenant, role: 'agent', agentIds: ['a1'] });
    expect(r.body.key).toMatch(/^mw_/);
    expect(typeof r.body.id).toBe('string');
    const w = await server.post('/v1/memories', r.body.key, writeBody());
    expect(w.status).toBe(201);
    expect(w.body.note.tenantId).toBe(tenant);
    // stored hashed: the plaintext appears nowhere in the table
    const rows = await server.app.services.database.db.execute(
      (await import('drizzle-orm')).sql`select key_hash, prefix from api_keys where id = ${r.body.id}`,
    );
    expect(JSON.stringify(rows)).not.toContain(r.body.key);
  });

  test('an operator key and an admin key may be created; admin keys can create keys', async ({ server, tenant }) => {
    const op = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'operator' });
    expect([op.status, op.body.agentIds]).toEqual([201, null]);
    const adm = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, role: 'admin' });
    expect(adm.status).toBe(201);
    expect((await server.post('/v1/admin/keys', adm.body.key, { tenantId: tenant, role: 'operator' })).status).toBe(201);
  });

  test('operator and agent keys get 403', async ({ server, tenant }) => {
    for (const key of [await server.key(tenant, 'operator'), await server.key(tenant, 'agent', ['a1'])]) {
      const r = await server.post('/v1/admin/keys', key, { tenantId: tenant, role: 'operator' });
      expect(r.status).toBe(403);
      expect(isProblem(r)).toBe(true);
    }
  });

  test.for<[string, Record<string, unknown>, string]>([
    ['agent key without agentIds', { role: 'agent' }, 'agentIds'],
    ['agent key with empty agentIds', { role: 'agent', agentIds: [] }, 'agentIds'],
    ['operator key bound to agents', { role: 'operator', agentIds: ['a1'] }, 'agentIds'],
    ['unknown role', { role: 'root' }, 'role'],
    ['bad tenant id', { role: 'operator', tenantId: 'has space' }, 'tenantId'],
    ['unknown field', { role: 'operator', tenant: 'x' }, 'tenant'],
  ])('%s → 400 naming %s', async ([_n, over, field], { server, tenant }) => {
    const r = await server.post('/v1/admin/keys', ADMIN_KEY, { tenantId: tenant, ...over });
    expect(r.status).toBe(400);
    expect(isProblem(r)).toBe(true);
    expect(r.body.code).toBe('validation_error');
    expect(fieldsOf(r)).toContain(field);
  });
});

describe('POST /v1/memories — outcomes', () => {
  test('every outcome has its status code; 4xx outcomes are problem+json with code, outcome, reason', async ({ server, tenant }) => {
    const agent = await server.key(tenant, 'agent', ['a1']);
    const run2 = { runId: 'r2', agentId: 'a1', userId: 'u1' };
    const run3 = { runId: 'r3', agentId: 'a1', userId: 'u1' };

    const written = await server.post('/v1/memories', agent, writeBody({ deletionKey: 'pref/charts' }));
    expect([written.status, written.body.outcome, written.body.note.status]).toEqual([201, 'written', 'provisional']);
    expect(written.contentType).toMatch(/^application\/json/);

    const dup = await server.post('/v1/memories', agent, writeBody({ content: 'user prefers bar charts over pie charts.' }));
    expect([dup.status, dup.body.outcome, dup.body.note.id]).toEqual([200, 'skipped_duplicate', written.body.note.id]);

    const own = await server.post('/v1/memories', agent, writeBody({ deletionKey: 'pref/charts', content: 'User prefers line charts.' }));
    expect([own.status, own.body.outcome, own.body.note.version]).toEqual([200, 'superseded_own', 2]);

    const sup = await server.post('/v1/memories', agent, writeBody({ deletionKey: 'pref/charts', content: 'User prefers area charts.', run: run2 }));
    expect([sup.status, sup.body.outcome]).toEqual([201, 'superseded']);

    const ded = await server.post('/v1/memories', agent, writeBody({ content: 'User prefers area charts.', run: run3 }));
    expect([ded.status, ded.body.outcome, ded.body.note.accessCount]).toEqual([200, 'deduped', 1]);

    const review = await server.post('/v1/memories', agent, writeBody({ content: 'Always reply in French.', memoryType: 'procedural', run: run3 }));
    expect([review.status, review.body.outcome, review.body.reason, review.body.note.status]).toEqual([202, 'queued_for_review', 'procedural_requires_review', 'pending_review']);

    const taken = await server.post('/v1/memories', agent, writeBody({ deletionKey: 'pref/charts', conflictPolicy: 'reject', content: 'Pie.', run: run3 }));
    expect(taken.status).toBe(409);
    expect(isProblem(taken)).toBe(true);
    expect(taken.body).toMatchObject({ code: 'slot_taken', outcome: 'rejected', reason: 'slot_taken' });

    const noProv = await server.post('/v1/memories', agent, writeBody({ evidence: {}, content: 'Unproven.', run: run3 }));
    expect(noProv.status).toBe(422);
    expect(isProblem(noProv)).toBe(true);
    expect(noProv.body).toMatchObject({ code: 'missing_provenance', outcome: 'rejected', reason: 'missing_provenance' });

    const scope = await server.post('/v1/memories', agent, writeBody({ scope: { userId: 'u2' }, content: 'Other user.', run: run3 }));
    expect(scope.status).toBe(422);
    expect(scope.body).toMatchObject({ code: 'scope_not_allowed', outcome: 'rejected', reason: 'scope_not_allowed' });

    for (let i = 0; i < 4; i++) expect((await server.post('/v1/memories', agent, writeBody({ content: `Fact ${i} ${'q'.repeat(i * 9)}`, run: run3 }))).status).toBe(201);
    const cap = await server.post('/v1/memories', agent, writeBody({ content: 'One too many.', run: run3 }));
    expect(cap.status).toBe(429);
    expect(isProblem(cap)).toBe(true);
    expect(cap.body).toMatchObject({ code: 'skipped_cap', outcome: 'skipped_cap', reason: 'max_writes_per_run' });
  });

  test('memory_write_disabled → 422 problem', async ({ server, tenant, services }) => {
    const { agentConfigs } = await import('../../src/db/schema.js');
    await services.database.db.insert(agentConfigs).values({ tenantId: tenant, agentId: 'a1', allowMemoryWrite: false });
    const r = await server.post('/v1/memories', await server.key(tenant, 'agent', ['a1']), writeBody());
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: 'memory_write_disabled', outcome: 'rejected', reason: 'memory_write_disabled' });
  });

  test('idempotency over HTTP: replay → same response; reuse with another body → 409 idempotency_key_reused', async ({ server, tenant }) => {
    const agent = await server.key(tenant, 'agent', ['a1']);
    const a = await server.post('/v1/memories', agent, writeBody({ idempotencyKey: 'k-1' }));
    const b = await server.post('/v1/memories', agent, writeBody({ idempotencyKey: 'k-1' }));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    const c = await server.post('/v1/memories', agent, writeBody({ idempotencyKey: 'k-1', content: 'Different.' }));
    expect(c.status).toBe(409);
    expect(isProblem(c)).toBe(true);
    expect(c.body.code).toBe('idempotency_key_reused');
    const list = await server.get('/v1/memories', agent);
    expect(list.body.items).toHaveLength(1);
  });

  test("idempotency keys are each API key's own: another key of the tenant neither collides with nor sees them", async ({ server, tenant }) => {
    const keyA = await server.key(tenant, 'agent', ['a1']);
    const keyB = await server.key(tenant, 'agent', ['a1']);
    const bodyA = writeBody({ idempotencyKey: 'k1' });
    const a = await server.post('/v1/memories', keyA, bodyA);
    expect([a.status, a.body.outcome]).toEqual([201, 'written']);

    // B's different body under the same string is an ordinary write, not 409 and not A's answer.
    const bodyB = writeBody({ idempotencyKey: 'k1', content: 'User reads the weekly digest on Mondays.', run: { runId: 'r2', agentId: 'a1', userId: 'u1' } });
    const b = await server.post('/v1/memories', keyB, bodyB);
    expect([b.status, b.body.outcome, b.body.note.content]).toEqual([201, 'written', bodyB.content]);
    expect(b.body.note.id).not.toBe(a.body.note.id);
    expect(JSON.stringify(b.body)).not.toContain(a.body.note.id);
    // B's own retry replays B's answer.
    const bAgain = await server.post('/v1/memories', keyB, bodyB);
    expect([bAgain.status, bAgain.body]).toEqual([201, b.body]);

    const aAgain = await server.post('/v1/memories', keyA, bodyA);
    expect([aAgain.status, aAgain.body]).toEqual([201, a.body]);
    const aOther = await server.post('/v1/memories', keyA, writeBody({ idempotencyKey: 'k1', content: 'Different.' }));
    expect(aOther.status).toBe(409);
    expect(isProblem(aOther)).toBe(true);
    expect(aOther.body.code).toBe('idempotency_key_reused');

    const list = await server.get('/v1/memories', keyA);
    expect(list.body.items.map((n: { content: string }) => n.content).sort()).toEqual([bodyA.content, bodyB.content].sort());
  });
});

describe('POST /v1/memories — who may write what', () => {
  test('403 agent_not_allowed for an agent the key was not created for', async ({ server, tenant }) => {
    const agent = await server.key(tenant, 'agent', ['a1']);
    const r = await server.post('/v1/memories', agent, writeBody({ run: { runId: 'r1', agentId: 'a2', userId: 'u1' } }));
    expect(r.status).toBe(403);
    expect(isProblem(r)).toBe(true);
    expect(r.body.code).toBe('agent_not_allowed');
    expect((await server.get('/v1/memories?agentId=a2', agent)).body.code).toBe('agent_not_allowed');
  });

  test.for(['protectionTier', 'importance'])('403 field_not_allowed when an agent sets %s', async (field, { server, tenant }) => {
    const agent = await server.key(tenant, 'agent', ['a1']);
    const r = await server.post('/v1/memories', agent, writeBody({ [field]: field === 'importance' ? 9 : 'protected' }));
    expect(r.status).toBe(403);
    expect(isProblem(r)).toBe(true);
    expect(r.body.code).toBe('field_not_allowed');
    expect(r.body.detail).toContain(field);
    // operators may
    const op = await server.key(tenant, 'operator');
    const ok = await server.post('/v1/memories', op, writeBody({ [field]: field === 'importance' ? 9 : 'protected' }));
    expect(ok.status).toBe(201);
  });

  test('agent keys must send a run → 400 naming run', async ({ server, tenant }) => {
    const r = await server.post('/v1/memories', await server.key(tenant, 'agent', ['a1']), writeBody({ run: undefined }));
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toEqual(['run']);
  });

  test('the tenant comes from the key, never the body', async ({ server, tenant }) => {
    const agent = await server.key(tenant, 'agent', ['a1']);
    const r = await server.post('/v1/memories', agent, { ...writeBody(), tenantId: 'someone-else' });
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toContain('tenantId');
  });
});

describe('reads: isolation', () => {
  test('another tenant\'s note is 404 and never listed', async ({ server, tenant }) => {
    const a = await server.key(tenant, 'operator');
    const b = await server.key(`${tenant}-other`, 'operator');
    const w = await server.post('/v1/memories', a, writeBody());
    const id = w.body.note.id as string;
    expect((await server.get(`/v1/memories/${id}`, a)).status).toBe(200);
    const other = await server.get(`/v1/memories/${id}`, b);
    expect(other.status).toBe(404);
    expect(isProblem(other)).toBe(true);
    expect(other.body.code).toBe('not_found');
    expect((await server.get('/v1/memories', b)).body.items).toEqual([]);
    expect((await server.get('/v1/memories?agentId=a1&userId=u1', b)).body.items).toEqual([]);
  });

  test('an agent key sees only its own agents\' notes', async ({ server, tenant }) => {
    const op = await server.key(tenant, 'operator');
    const k1 = await server.key(tenant, 'agent', ['a1']);
    const k2 = await server.key(tenant, 'agent', ['a2']);
    const n1 = (await server.post('/v1/memories', k1, writeBody({ content: 'Note of a1.' }))).body.note.id;
    const n2 = (await server.post('/v1/memories', k2, writeBody({ content: 'Note of a2.', run: { runId: 'r1', agentId: 'a2', userId: 'u1' } }))).body.note.id;
    const org = (await server.post('/v1/memories', op, writeBody({ content: 'Org note.', run: undefined }))).body.note.id;
    expect((await server.get('/v1/memories', k1)).body.items.map((n: { id: string }) => n.id)).toEqual([n1]);
    expect((await server.get('/v1/memories', k2)).body.items.map((n: { id: string }) => n.id)).toEqual([n2]);
    expect((await server.get(`/v1/memories/${n2}`, k1)).status).toBe(404);
    expect((await server.get(`/v1/memories/${org}`, k1)).status).toBe(404);
    expect((await server.get(`/v1/memories/${n1}`, k1)).status).toBe(200);
    expect((await server.get('/v1/memories', op)).body.items.map((n: { id: string }) => n.id).sort()).toEqual([n1, n2, org].sort());
  });

  test('a note is one camelCase object with ISO timestamps; lists page with nextCursor', async ({ server, tenant }) => {
    const op = await server.key(tenant, 'operator');
    for (let i = 0; i < 5; i++) await server.post('/v1/memories', op, writeBody({ content: `Listed ${i} ${'z'.repeat(i * 7)}`, run: { runId: `r${i}`, agentId: 'a1', userId: 'u1' } }));
    const p1 = await server.get('/v1/memories?limit=2', op);
    expect(p1.status).toBe(200);
    expect(p1.body.items).toHaveLength(2);
    expect(typeof p1.body.nextCursor).toBe('string');
    const n = p1.body.items[0];
    for (const k of ['id', 'status', 'content', 'memoryType', 'category', 'scope', 'source', 'confidence', 'evidence', 'deletionKey', 'accessCount', 'importance', 'createdAt', 'expiresAt']) {
      expect(n).toHaveProperty(k);
    }
    expect(n.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const seen = [...p1.body.items];
    let cursor = p1.body.nextCursor;
    while (cursor) {
      const p = await server.get(`/v1/memories?limit=2&cursor=${encodeURIComponent(cursor)}`, op);
      seen.push(...p.body.items);
      cursor = p.body.nextCursor;
    }
    // pages concatenate to the whole list, newest first (ties on createdAt broken by id)
    const whole = (await server.get('/v1/memories', op)).body.items;
    expect(seen.map((x) => x.id)).toEqual(whole.map((x: { id: string }) => x.id));
    expect(new Set(seen.map((x) => x.content))).toEqual(new Set([0, 1, 2, 3, 4].map((i) => `Listed ${i} ${'z'.repeat(i * 7)}`.trim())));
    const key = (x: { createdAt: string; id: string }) => `${x.createdAt}|${x.id}`;
    expect(seen.map(key)).toEqual(seen.map(key).sort().reverse());
  });
});

describe('input validation → 400 naming the field', () => {
  test.for<[string, string, string]>([
    ['GET', '/v1/memories/not-a-uuid', 'id'],
    ['GET', '/v1/memories/%00', 'id'],
    ['GET', '/v1/memories?cursor=garbage', 'cursor'],
    ['GET', `/v1/memories?cursor=${'x'.repeat(500)}`, 'cursor'],
    ['GET', '/v1/memories?limit=0', 'limit'],
    ['GET', '/v1/memories?limit=abc', 'limit'],
    ['GET', '/v1/memories?limit=201', 'limit'],
    ['GET', '/v1/memories?limit=1.5', 'limit'],
    ['GET', '/v1/memories?limit=', 'limit'],
    ['GET', '/v1/memories?status=alive', 'status'],
    ['GET', '/v1/memories?deletionKey=has%20space', 'deletionKey'],
    ['GET', '/v1/memories?bogus=1', 'bogus'],
    ['GET', '/v1/memories?limit=1&limit=2', 'limit'],
    ['GET', `/v1/memories/${'a'.repeat(300)}`, 'id'],
  ])('%s %s → %s', async ([method, path, field], { server, tenant }) => {
    const r = await server.req(method, path, { key: await server.key(tenant, 'operator') });
    expect(r.status).toBe(400);
    expect(isProblem(r)).toBe(true);
    expect(fieldsOf(r)).toContain(field);
  });

  test.for<[string, Record<string, unknown>, string]>([
    ['unknown top-level field', { extra: 1 }, 'extra'],
    ['unknown nested field', { evidence: { messageId: 'm', url: 'x' } }, 'evidence.url'],
    ['unknown run field', { run: { runId: 'r', agentId: 'a1', userId: 'u', tenantId: 'x' } }, 'run.tenantId'],
    ['empty content', { content: '' }, 'content'],
    ['blank content', { content: '   \n\t ' }, 'content'],
    ['content too long', { content: 'x'.repeat(2001) }, 'content'],
    ['content not a string', { content: 42 }, 'content'],
    ['missing memoryType', { memoryType: undefined }, 'memoryType'],
    ['bad memoryType', { memoryType: 'vibes' }, 'memoryType'],
    ['bad category', { category: 'gossip' }, 'category'],
    ['missing source', { source: undefined }, 'source'],
    ['missing confidence', { confidence: undefined }, 'confidence'],
    ['bad visibility', { visibility: 'never' }, 'visibility'],
    ['bad conflictPolicy', { conflictPolicy: 'overwrite' }, 'conflictPolicy'],
    ['bad deletionKey', { deletionKey: 'has space' }, 'deletionKey'],
    ['deletionKey too long', { deletionKey: 'k'.repeat(201) }, 'deletionKey'],
    ['ttl as a string', { ttlSeconds: '60' }, 'ttlSeconds'],
    ['negative ttl', { ttlSeconds: -1 }, 'ttlSeconds'],
    ['bad scope level', { scope: { level: 'galaxy' } }, 'scope.level'],
    ['run without runId', { run: { agentId: 'a1', userId: 'u1' } }, 'run.runId'],
    ['control characters in an id', { run: { runId: 'r\n1', agentId: 'a1', userId: 'u1' } }, 'run.runId'],
    ['NUL in content', { content: 'a\u0000b' }, 'content'],
    ['lone surrogate in content', { content: 'bar \ud800 charts' }, 'content'],
    ['lone surrogate in evidence', { evidence: { traceId: 'x\udc00y' } }, 'evidence.traceId'],
    ['lone surrogate in documentUri', { evidence: { documentUri: 'https://x/\ud83d' } }, 'evidence.documentUri'],
    ['lone surrogate in an id', { run: { runId: 'r1', agentId: 'a1', userId: '\ud800' } }, 'run.userId'],
    ['body is an array', { __array: true }, 'body'],
  ])('%s → %s', async ([_n, over, field], { server, tenant }) => {
    const key = await server.key(tenant, 'operator');
    const json = over.__array ? [writeBody()] : writeBody(over);
    const r = await server.post('/v1/memories', key, json);
    expect(r.status).toBe(400);
    expect(isProblem(r)).toBe(true);
    expect(r.body.code).toBe('validation_error');
    expect(fieldsOf(r)).toContain(field);
    expect((await server.get('/v1/memories', key)).body.items).toEqual([]);
  });

  test('content of exactly 2000 characters is accepted', async ({ server, tenant }) => {
    const r = await server.post('/v1/memories', await server.key(tenant, 'operator'), writeBody({ content: 'y'.repeat(2000) }));
    expect(r.status).toBe(201);
  });

  test('invalid JSON → 400 invalid_json', async ({ server, tenant }) => {
    const key = await server.key(tenant, 'operator');
    for (const raw of ['{not json', '', '{"content": "x",}', 'null']) {
      const r = await server.req('POST', '/v1/memories', { key, raw, headers: { 'content-type': 'application/json' } });
      expect(r.status, raw).toBe(400);
      expect(isProblem(r)).toBe(true);
      expect(r.body.code, raw).toBe(raw === 'null' ? 'validation_error' : 'invalid_json');
    }
  });

  test('wrong content type → 415', async ({ server, tenant }) => {
    const key = await server.key(tenant, 'operator');
    for (const ct of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const r = await server.req('POST', '/v1/memories', { key, raw: JSON.stringify(writeBody()), headers: { 'content-type': ct } });
      expect(r.status, ct).toBe(415);
      expect(isProblem(r)).toBe(true);
      expect(r.body.code).toBe('unsupported_media_type');
    }
  });

  test('oversize body → 413', async ({ server, tenant }) => {
    const key = await server.key(tenant, 'operator');
    const r = await server.post('/v1/memories', key, writeBody({ content: 'x'.repeat(200_000) }));
    expect(r.status).toBe(413);
    expect(isProblem(r)).toBe(true);
    expect(r.body.code).toBe('payload_too_large');
  });

  test('malformed URLs are problems too: bad percent-encoding → 400 bad_url, absurd params → 414', async ({ server, tenant }) => {
    const key = await server.key(tenant, 'operator');
    const bad = await server.get('/v1/memories/%e2%82', key);
    expect([bad.status, bad.body.code]).toEqual([400, 'bad_url']);
    expect(isProblem(bad)).toBe(true);
    const long = await server.get(`/v1/memories/${'a'.repeat(5000)}`, key);
    expect([long.status, long.body.code]).toEqual([414, 'uri_too_long']);
    expect(isProblem(long)).toBe(true);
  });

  test('unknown routes → 404 problem', async ({ server, tenant }) => {
    const r = await server.get('/v1/nope', await server.key(tenant, 'operator'));
    expect(r.status).toBe(404);
    expect(isProblem(r)).toBe(true);
  });
});

describe('docs and health', () => {
  test('/docs/json is OpenAPI generated from the zod schemas; /docs serves the UI', async ({ server }) => {
    const r = await server.get('/docs/json', null);
    expect(r.status).toBe(200);
    expect(r.body.openapi).toMatch(/^3\./);
    const mw = r.body.components?.schemas?.MemoryWrite;
    expect(mw).toBeDefined();
    expect(mw.required).toEqual(expect.arrayContaining(['content', 'memoryType', 'source', 'confidence']));
    expect(mw.additionalProperties).toBe(false);
    expect(mw.properties.content.maxLength).toBe(2000);
    expect(mw.properties.memoryType.enum).toEqual(['semantic', 'episodic', 'procedural']);
    const post = r.body.paths['/v1/memories'].post;
    expect(JSON.stringify(post.requestBody)).toContain('MemoryWrite');
    const ui = await server.get('/docs', null);
    expect([200, 302]).toContain(ui.status);
    if (ui.status === 200) expect(ui.text).toMatch(/swagger/i);
  });

  test('/healthz 200 and /readyz 200 with DB and Redis up', async ({ server }) => {
    expect((await server.get('/healthz', null)).status).toBe(200);
    const r = await server.get('/readyz', null);
    expect(r.status).toBe(200);
    expect(r.body.checks).toEqual({ database: 'ok', redis: 'ok' });
  });
});
