import { afterAll } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/database.js';
import pino from 'pino';
import { test, expect, describe, testConfig } from '../support/fixtures.js';
import { freshTenant } from '../support/db.js';
import { createServices } from '../../src/services.js';
import { memwrightFor } from '../../src/memwright.js';
import { stageJobId } from '../../src/queue/names.js';
import { TestServer } from '../support/http.js';
import { agentWrite } from '../support/writeBody.js';

/**
 * History, correction, review queue and agent configuration over real HTTP
 * (a listening Fastify server, fetch, real PGlite and Redis).
 */
describe('lifecycle over HTTP', () => {
  let http: TestServer;
  // One server per file: the services fixture is per test, so build our own here.
  let services: Awaited<ReturnType<typeof createServices>>;

  afterAll(async () => {
    await http?.close();
    await services?.close();
  });

  const setup = async (db: any, redisUrl: string) => {
    if (!http) {
      services = await createServices(testConfig(redisUrl), { database: db, logger: pino({ level: 'silent' }) });
      http = await TestServer.start(services);
    }
    const tenant = freshTenant();
    const op = await http.key(tenant, 'operator');
    const agent = await http.key(tenant, 'agent', ['a1']);
    return { tenant, op, agent };
  };

  test('history: the full trail, operators only, 404 across tenants', async ({ db, redis }) => {
    const { op, agent } = await setup(db, redis.url);
    const w = await http.req('POST', '/v1/memories', agent, agentWrite('User prefers bar charts.', { runId: 'r1', agentId: 'a1', userId: 'u1' }));
    expect(w.status).toBe(201);
    const id = w.body.note.id as string;

    const h = await http.req('GET', `/v1/memories/${id}/history`, op);
    expect(h.status).toBe(200);
    expect(h.body.noteId).toBe(id);
    expect(h.body.erased).toBe(false);
    expect(h.body.items).toHaveLength(1);
    expect(h.body.items[0]).toMatchObject({ type: 'written', reason: 'written', evidence: { messageId: 'm1' } });
    expect(h.body.items[0].actor).toMatch(/^agent:/);
    expect(typeof h.body.items[0].id).toBe('string');
    expect(new Date(h.body.items[0].createdAt).toISOString()).toBe(h.body.items[0].createdAt);

    const asAgent = await http.req('GET', `/v1/memories/${id}/history`, agent);
    expect(asAgent.status).toBe(403);

    const other = await setup(db, redis.url);
    const cross = await http.req('GET', `/v1/memories/${id}/history`, other.op);
    expect(cross.status).toBe(404);
    expect(cross.contentType).toContain('application/problem+json');

    const bad = await http.req('GET', `/v1/memories/not-a-uuid/history`, op);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('id');

    const unknown = await http.req('GET', `/v1/memories/00000000-0000-4000-8000-000000000000/history`, op);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
  });

  test('correction: old superseded, new active + corrected, both in history', async ({ db, redis }) => {
    const { op, agent } = await setup(db, redis.url);
    const w = await http.req(
      'POST',
      '/v1/memories',
      agent,
      agentWrite('User prefers pie charts.', { runId: 'r1', agentId: 'a1', userId: 'u1' }, { deletionKey: 'pref/chart-style' }),
    );
    const old = w.body.note;

    const c = await http.req('PATCH', `/v1/memories/${old.id}`, op, { content: '  User prefers bar charts.  ', reason: 'user said so on the phone' });
    expect(c.status).toBe(200);
    const fresh = c.body;
    expect(fresh).toMatchObject({
      status: 'active',
      confidence: 'corrected',
      authorType: 'operator',
      content: 'User prefers bar charts.',
      category: old.category,
      memoryType: old.memoryType,
      scope: old.scope,
      deletionKey: 'pref/chart-style',
      derivedFromIds: [old.id],
      pipelineStage: 'done',
    });
    expect(fresh.id).not.toBe(old.id);
    expect(fresh.embeddingModel).toBe('hash-v1');

    const oldNow = await http.req('GET', `/v1/memories/${old.id}`, op);
    expect(oldNow.body).toMatchObject({ status: 'superseded', supersededById: fresh.id, content: 'User prefers pie charts.' });

    for (const id of [old.id, fresh.id]) {
      const h = await http.req('GET', `/v1/memories/${id}/history`, op);
      const corrected = h.body.items.find((e: any) => e.type === 'corrected');
      expect(corrected).toMatchObject({ reason: 'user said so on the phone' });
      expect(corrected.actor).toMatch(/^operator:/);
    }

    // The superseded version is not injectable any more: correcting it again conflicts.
    const again = await http.req('PATCH', `/v1/memories/${old.id}`, op, { content: 'x', reason: 'y' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('note_not_correctable');
    expect(again.body.status).toBe(409);

    const missingReason = await http.req('PATCH', `/v1/memories/${fresh.id}`, op, { content: 'x' });
    expect(missingReason.status).toBe(400);
    expect(missingReason.body.errors.map((e: any) => e.field)).toContain('reason');
    const unknownField = await http.req('PATCH', `/v1/memories/${fresh.id}`, op, { content: 'x', reason: 'y', status: 'active' });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors.map((e: any) => e.field)).toContain('status');
    const empty = await http.req('PATCH', `/v1/memories/${fresh.id}`, op, { content: '   ', reason: 'y' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toBe('content');

    expect((await http.req('PATCH', `/v1/memories/${fresh.id}`, agent, { content: 'x', reason: 'y' })).status).toBe(403);
    const other = await setup(db, redis.url);
    expect((await http.req('PATCH', `/v1/memories/${fresh.id}`, other.op, { content: 'x', reason: 'y' })).status).toBe(404);
  });

  test('review queue: list with cursor, approve → provisional + embed enqueued, reject → revoked, 409 twice', async ({ db, redis }) => {
    const { op, agent } = await setup(db, redis.url);
    const ids: string[] = [];
    for (const [i, text] of ['Always answer in French.', 'Never mention competitors.', 'Use metric units.'].entries()) {
      const w = await http.req('POST', '/v1/memories', agent, {
        ...agentWrite(text, { runId: `r${i}`, agentId: 'a1', userId: 'u1' }),
        memoryType: 'procedural',
        category: 'instruction',
      });
      expect(w.status).toBe(202);
      expect(w.body.outcome).toBe('queued_for_review');
      ids.push(w.body.note.id);
    }
    // An ordinary note is not in the queue.
    await http.req('POST', '/v1/memories', agent, agentWrite('User likes tea.', { runId: 'r9', agentId: 'a1', userId: 'u1' }));

    const page1 = await http.req('GET', '/v1/reviews?limit=2', op);
    expect(page1.status).toBe(200);
    expect(page1.body.items).toHaveLength(2);
    expect(page1.body.nextCursor).toBeTypeOf('string');
    const page2 = await http.req('GET', `/v1/reviews?limit=2&cursor=${page1.body.nextCursor}`, op);
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.nextCursor).toBeUndefined();
    const listed = [...page1.body.items, ...page2.body.items].map((n: any) => n.id).sort();
    expect(listed).toEqual([...ids].sort());
    expect([...page1.body.items, ...page2.body.items].every((n: any) => n.status === 'pending_review')).toBe(true);

    const approved = await http.req('POST', `/v1/reviews/${ids[0]}`, op, { decision: 'approve', reason: 'operator checked' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: ids[0], status: 'provisional', pipelineStage: 'embed', reviewReason: null });
    const job = await services.producer!.queues.embed.getJob(stageJobId('embed', ids[0]!, approved.body.version));
    expect(job?.data).toMatchObject({ noteId: ids[0], version: approved.body.version });

    const rejected = await http.req('POST', `/v1/reviews/${ids[1]}`, op, { decision: 'reject' });
    expect(rejected.body).toMatchObject({ status: 'revoked', pipelineStage: 'done' });

    const twice = await http.req('POST', `/v1/reviews/${ids[0]}`, op, { decision: 'reject' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('not_pending_review');

    const h = await http.req('GET', `/v1/memories/${ids[0]}/history`, op);
    expect(h.body.items.map((e: any) => e.type)).toEqual(['queued_for_review', 'reviewed']);
    expect(h.body.items[1]).toMatchObject({ reason: 'operator checked', detail: { decision: 'approve', to: 'provisional' } });
    const h2 = await http.req('GET', `/v1/memories/${ids[1]}/history`, op);
    expect(h2.body.items[1]).toMatchObject({ type: 'reviewed', reason: null, detail: { decision: 'reject', to: 'revoked' } });

    const left = await http.req('GET', '/v1/reviews', op);
    expect(left.body.items.map((n: any) => n.id)).toEqual([ids[2]]);

    const badDecision = await http.req('POST', `/v1/reviews/${ids[2]}`, op, { decision: 'maybe' });
    expect(badDecision.status).toBe(400);
    expect(badDecision.body.errors[0].field).toBe('decision');
    expect((await http.req('GET', '/v1/reviews', agent)).status).toBe(403);
    expect((await http.req('POST', `/v1/reviews/${ids[2]}`, agent, { decision: 'approve' })).status).toBe(403);
    const other = await setup(db, redis.url);
    expect((await http.req('POST', `/v1/reviews/${ids[2]}`, other.op, { decision: 'approve' })).status).toBe(404);
    expect((await http.req('GET', '/v1/reviews', other.op)).body.items).toEqual([]);
  });

  test('agent config: defaults, PUT, enforced by the write path, strict body', async ({ db, redis }) => {
    const { op, agent } = await setup(db, redis.url);
    const d = await http.req('GET', '/v1/agents/a1', op);
    expect(d.status).toBe(200);
    expect(d.body).toEqual({
      agentId: 'a1',
      allowMemoryWrite: true,
      maxWritesPerRun: 5,
      extractionTrigger: 'on_session_end',
      extractionIdleSeconds: null,
      maxExtractedPerRun: 10,
      configured: false,
      updatedAt: null,
    });

    const put = await http.req('PUT', '/v1/agents/a1', op, { allowMemoryWrite: false, maxWritesPerRun: 3 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ agentId: 'a1', allowMemoryWrite: false, maxWritesPerRun: 3, configured: true });
    expect((await http.req('GET', '/v1/agents/a1', op)).body).toMatchObject({ allowMemoryWrite: false, maxWritesPerRun: 3 });

    const denied = await http.req('POST', '/v1/memories', agent, agentWrite('User likes tea.', { runId: 'r1', agentId: 'a1', userId: 'u1' }));
    expect(denied.status).toBe(422);
    expect(denied.body.reason).toBe('memory_write_disabled');

    await http.req('PUT', '/v1/agents/a1', op, { allowMemoryWrite: true, maxWritesPerRun: 1 });
    const first = await http.req('POST', '/v1/memories', agent, agentWrite('User likes tea.', { runId: 'r2', agentId: 'a1', userId: 'u1' }));
    expect(first.status).toBe(201);
    const second = await http.req('POST', '/v1/memories', agent, agentWrite('User lives in Oslo.', { runId: 'r2', agentId: 'a1', userId: 'u1' }));
    expect(second.status).toBe(429);

    const extra = await http.req('PUT', '/v1/agents/a1', op, { allowMemoryWrite: true, maxWritesPerRun: 3, tenantId: 'x' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors.map((e: any) => e.field)).toContain('tenantId');
    const tooMany = await http.req('PUT', '/v1/agents/a1', op, { allowMemoryWrite: true, maxWritesPerRun: 1001 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].field).toBe('maxWritesPerRun');
    const missing = await http.req('PUT', '/v1/agents/a1', op, { maxWritesPerRun: 2 });
    expect(missing.body.errors[0].field).toBe('allowMemoryWrite');
    expect((await http.req('PUT', '/v1/agents/a1', agent, { allowMemoryWrite: true, maxWritesPerRun: 3 })).status).toBe(403);
    expect((await http.req('GET', '/v1/agents/a1', agent)).status).toBe(403);

    // Tenant isolation: another tenant's a1 still has the defaults.
    const other = await setup(db, redis.url);
    expect((await http.req('GET', '/v1/agents/a1', other.op)).body.configured).toBe(false);
  });
});

test('approving while Redis is unavailable marks the note for the sweep', async ({ db, redis, tenant }) => {
  const s = await createServices(testConfig(redis.url), { database: db, noQueue: true, logger: pino({ level: 'silent' }) });
  try {
    const agent = memwrightFor(s, { tenantId: tenant, role: 'agent' });
    const w = await agent.write({ ...agentWrite('Reply tersely.', { runId: 'r1', agentId: 'a1', userId: 'u1' }), memoryType: 'procedural' } as any);
    expect(w.outcome).toBe('queued_for_review');
    const { decideReview } = await import('../../src/ops/review.js');
    const n = await decideReview(s, { tenantId: tenant, role: 'operator', keyId: 'k', agentIds: null }, w.note!.id, { decision: 'approve' });
    expect(n.status).toBe('provisional');
    const [row] = await rows<{ pipeline_error: string | null }>(s.database.db, sql`select pipeline_error from notes where id = ${n.id}`);
    expect(row?.pipeline_error).toMatch(/^enqueue_failed/);
  } finally {
    await s.close();
  }
});
