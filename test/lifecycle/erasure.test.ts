import { dumpRedis } from '../support/redisDump.js';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { test, expect } from '../support/fixtures.js';
import { notes } from '../../src/db/schema.js';
import { memwrightFor } from '../../src/memwright.js';
import { STAGES } from '../../src/contract/enums.js';
import { stageJobId } from '../../src/queue/names.js';
import type { Services } from '../../src/ports.js';
import { agentKey, operator } from '../recall/helpers.js';
import { TestServer } from '../support/http.js';
import { agentWrite } from '../support/writeBody.js';
import { dumpDatabase } from './dump.js';

/** A consolidated note as the pipeline would store it (lineage set). */
async function insertDerived(s: Services, tenantId: string, content: string, derivedFromIds: string[], scope: { agentId: string | null; userId: string | null }) {
  const id = randomUUID();
  const level = scope.agentId && scope.userId ? 'user' : scope.userId ? 'user_all_agents' : scope.agentId ? 'agent' : 'org';
  await s.database.db.insert(notes).values({
    id,
    tenantId,
    agentId: scope.agentId,
    userId: scope.userId,
    threadId: null,
    scopeLevel: level,
    scopeKey: JSON.stringify([scope.agentId, scope.userId, null]),
    content,
    contentHash: randomUUID(),
    memoryType: 'semantic',
    category: 'fact',
    status: 'active',
    authorType: 'pipeline',
    source: 'agent',
    confidence: 'inferred',
    evidence: {},
    visibility: 'immediate',
    conflictPolicy: 'append',
    derivedFromIds,
  });
  await s.database.db.execute(sql`insert into note_events (tenant_id, note_id, type, actor, reason, detail)
    values (${tenantId}, ${id}, 'consolidated', 'pipeline:consolidate', ${`merged: ${content}`}, ${JSON.stringify({ summary: content })}::jsonb)`);
  return id;
}

test('erasing a user leaves none of their content in any table, any Redis key, or any surface', async ({ services, tenant, redis }) => {
  const http = await TestServer.start(services);
  try {
    const op = await http.key(tenant, 'operator');
    const ag = await http.key(tenant, 'agent', ['a1', 'a2']);
    const user = `erase-me-${randomUUID().slice(0, 8)}`;
    const mark = (n: number) => `ZQX${n}${tenant.slice(2)}`;
    const ids: string[] = [];
    const write = async (body: any, status = 201) => {
      const r = await http.req('POST', '/v1/memories', ag, body);
      expect(r.status, JSON.stringify(r.body)).toBe(status);
      ids.push(r.body.note.id);
      return r.body.note;
    };
    const n1 = await write(agentWrite(`User prefers ${mark(1)} charts.`, { runId: 'r1', agentId: 'a1', userId: user }, { idempotencyKey: `k-${mark(1)}`, deletionKey: 'pref/chart' }));
    await write(agentWrite(`User works on ${mark(2)}.`, { runId: 'r1', agentId: 'a1', userId: user, threadId: 'th1' }, { scope: { level: 'thread' } }));
    await write(agentWrite(`Always greet ${mark(3)}.`, { runId: 'r2', agentId: 'a2', userId: user }, { memoryType: 'procedural' }), 202);
    const opNote = await http.req('POST', '/v1/memories', op, {
      ...agentWrite(`The user's employer is ${mark(4)}.`, { runId: 'r3', agentId: 'a1', userId: user }),
      scope: { level: 'user_all_agents', userId: user },
    });
    expect(opNote.status).toBe(201);
    // Learned in this user's run, stored by an operator at agent scope: still theirs.
    const runOnly = await http.req('POST', '/v1/memories', op, {
      ...agentWrite(`Agent-wide lesson from ${mark(5)}.`, { runId: 'r4', agentId: 'a1', userId: user }),
      scope: { level: 'agent', agentId: 'a1' },
    });
    expect(runOnly.status).toBe(201);
    // A correction (lineage derivedFromIds: [n1]).
    const corrected = await http.req('PATCH', `/v1/memories/${n1.id}`, op, { content: `User prefers ${mark(6)} charts.`, reason: `said ${mark(7)}` });
    expect(corrected.status).toBe(200);
    // Consolidation lineage, across scopes and two generations.
    const d1 = await insertDerived(services, tenant, `Summary mentions ${mark(8)}.`, [corrected.body.id], { agentId: 'a1', userId: null });
    const d2 = await insertDerived(services, tenant, `Second-generation ${mark(9)}.`, [d1], { agentId: null, userId: null });
    // Someone else's notes must survive.
    const keep = await http.req('POST', '/v1/memories', ag, agentWrite('Other user prefers tables.', { runId: 'r9', agentId: 'a1', userId: 'someone-else' }));
    expect(keep.status).toBe(201);

    // Precondition: the marks are really there before erasure (so the scan can see them).
    const before = await dumpDatabase(services.database);
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) expect(before).toContain(mark(n));
    expect(await services.producer!.queues.embed.getJob(stageJobId('embed', n1.id, 1))).toBeDefined();

    const r = await http.req('POST', '/v1/erasure', op, { userId: user });
    expect(r.status).toBe(200);
    // n1 + corrected + thread + procedural + operator user_all_agents + run-only = 6 matched; d1, d2 derived.
    expect(r.body.erased).toMatchObject({ notes: 6, derived: 2 });
    expect(r.body.erased.jobs).toBeGreaterThanOrEqual(4);

    const afterDb = await dumpDatabase(services.database);
    const afterRedis = await dumpRedis(redis.url);
    const metrics = await (await fetch(`${http.url}/metrics`)).text();
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      expect(afterDb).not.toContain(mark(n));
      expect(afterRedis).not.toContain(mark(n));
      expect(metrics).not.toContain(mark(n));
    }
    expect(afterDb).not.toContain(user);
    expect(afterRedis).not.toContain(user);

    const allIds = [...ids, opNote.body.note.id, runOnly.body.note.id, corrected.body.id, d1, d2];
    for (const id of allIds) {
      expect((await http.req('GET', `/v1/memories/${id}`, op)).status).toBe(404);
      for (const stage of STAGES) {
        for (let v = 1; v <= 3; v++) expect(await services.producer!.queues[stage].getJob(stageJobId(stage, id, v))).toBeUndefined();
      }
      const h = await http.req('GET', `/v1/memories/${id}/history`, op);
      expect(h.status).toBe(200);
      expect(h.body.erased).toBe(true);
      expect(h.body.items.at(-1)).toMatchObject({ type: 'erased', reason: null, evidence: null });
      for (const e of h.body.items.slice(0, -1)) expect(e).toMatchObject({ reason: null, evidence: null, detail: null });
    }
    const list = await http.req('GET', '/v1/memories?limit=200', op);
    expect(list.body.items.map((n: any) => n.id)).toEqual([keep.body.note.id]);
    for (const agentId of ['a1', 'a2']) {
      const ctx = await http.req('POST', '/v1/context', op, { agentId, userId: user, limit: 50 });
      expect(ctx.body).toEqual({ notes: [], text: '' });
    }
    // The retry key is gone with the response it stored: the same request now writes afresh.
    const retry = await http.req('POST', '/v1/memories', ag, agentWrite(`User prefers ${mark(1)} charts.`, { runId: 'r1', agentId: 'a1', userId: user }, { idempotencyKey: `k-${mark(1)}`, deletionKey: 'pref/chart' }));
    expect(retry.status).toBe(201);
    expect(retry.body.note.id).not.toBe(n1.id);

    // Erasing again finds nothing (idempotent, not an error).
    await http.req('POST', '/v1/erasure', op, { userId: `${user}-nobody` }).then((x) => expect(x.body.erased).toEqual({ notes: 0, derived: 0, jobs: 0 }));
  } finally {
    await http.close();
  }
});

test('erase by id and by deletion key; derived notes follow; 404 across tenants; validation', async ({ services, tenant }) => {
  const op = memwrightFor(services, operator(tenant));
  const ag = memwrightFor(services, agentKey(tenant, ['a1', 'a2']));
  const w = (content: string, userId: string, agentId = 'a1', deletionKey?: string) =>
    ag.write({ ...agentWrite(content, { runId: randomUUID(), agentId, userId }), ...(deletionKey ? { deletionKey } : {}) } as any).then((r) => r.note!);

  const a = await w('User likes jazz.', 'u1', 'a1', 'pref/music');
  const b = await w('User likes opera.', 'u2', 'a1', 'pref/music');
  const c = await w('User likes techno.', 'u2', 'a2', 'pref/music');
  const other = await w('User likes tea.', 'u1');
  const derived = await insertDerived(services, tenant, 'Users like music.', [a.id, b.id], { agentId: 'a1', userId: null });

  // Another tenant cannot erase (or learn about) these.
  await expect(memwrightFor(services, operator(`${tenant}-x`)).erase(a.id)).rejects.toMatchObject({ status: 404 });
  await expect(ag.erase(a.id)).rejects.toMatchObject({ status: 403 });

  // deletionKey narrowed to a user and agent.
  expect(await op.erase({ deletionKey: 'pref/music', userId: 'u2', agentId: 'a2' })).toEqual({
    erased: { notes: 1, derived: 0, jobs: 1 },
    scrub: { status: 'scheduled', startsBy: expect.any(String), lastDurationMs: expect.toBeOneOf([null, expect.any(Number)]) },
  });
  await expect(op.get(c.id)).rejects.toMatchObject({ status: 404 });
  // A surviving note's event that speaks about `a` (as a judge's verdict would).
  await services.database.db.execute(sql`insert into note_events (tenant_id, note_id, type, actor, reason, detail)
    values (${tenant}, ${other.id}, 'revoked', 'pipeline:contradiction', 'contradicted_by_newer',
      ${JSON.stringify({ winner: a.id, similarity: 0.91, judge: 'anthropic:claude', judgeReason: 'The newer note says the user likes jazz.' })}::jsonb),
      (${tenant}, ${other.id}, 'corrected', 'operator:x', 'replaced by: user likes jazz', ${JSON.stringify({ supersededById: a.id })}::jsonb)`);
  // By id: the derived note goes with it.
  expect((await op.erase(a.id)).erased).toMatchObject({ notes: 1, derived: 1 });
  const trail = (await op.history(other.id)).items;
  expect(trail.find((e) => e.type === 'revoked')).toMatchObject({
    reason: 'contradicted_by_newer',
    detail: { winner: a.id, similarity: 0.91, judge: 'anthropic:claude' },
  });
  expect(JSON.stringify(trail)).not.toContain('jazz');
  expect(trail.find((e) => e.type === 'corrected')).toMatchObject({ reason: null, detail: { supersededById: a.id } });
  await expect(op.get(derived)).rejects.toMatchObject({ status: 404 });
  await expect(op.erase(a.id)).rejects.toMatchObject({ status: 404 });
  // What was not targeted survives.
  expect((await op.get(b.id)).status).toBe('provisional');
  expect((await op.get(other.id)).status).toBe('provisional');
  // deletionKey across every user.
  expect((await op.erase({ deletionKey: 'pref/music' })).erased.notes).toBe(1);

  await expect(op.erase({} as any)).rejects.toMatchObject({ status: 400, issues: [{ field: 'userId' }] });
  await expect(op.erase({ userId: 'u1', agentId: 'a1' })).rejects.toMatchObject({ status: 400, issues: [{ field: 'agentId' }] });
  await expect(op.erase({ deletionKey: 'bad key!' })).rejects.toMatchObject({ status: 400, issues: [{ field: 'deletionKey' }] });
  await expect(op.erase('nope')).rejects.toMatchObject({ status: 400, issues: [{ field: 'id' }] });
});

test('erasure over HTTP: DELETE one note, 404 after, problem documents for bad input', async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const op = await http.key(tenant, 'operator');
    const ag = await http.key(tenant, 'agent', ['a1']);
    const w = await http.req('POST', '/v1/memories', ag, agentWrite('User likes chess.', { runId: 'r1', agentId: 'a1', userId: 'u1' }));
    expect((await http.req('DELETE', `/v1/memories/${w.body.note.id}`, ag)).status).toBe(403);
    const del = await http.req('DELETE', `/v1/memories/${w.body.note.id}`, op);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({
      erased: { notes: 1, derived: 0, jobs: 1 },
      scrub: { status: 'scheduled', startsBy: expect.any(String), lastDurationMs: expect.toBeOneOf([null, expect.any(Number)]) },
    });
    expect((await http.req('DELETE', `/v1/memories/${w.body.note.id}`, op)).status).toBe(404);
    const bad = await http.req('POST', '/v1/erasure', op, { userId: 'u1', extra: true });
    expect(bad.status).toBe(400);
    expect(bad.contentType).toContain('application/problem+json');
    expect(bad.body.errors.map((e: any) => e.field)).toContain('extra');
    const empty = await http.req('POST', '/v1/erasure', op, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toBe('userId');
  } finally {
    await http.close();
  }
});

test('finished jobs and queue events that mention an erased note are scrubbed from Redis', async ({ services, tenant, redis }) => {
  const { Worker } = await import('bullmq');
  const { bullPrefix } = await import('../../src/contract/queuePrefix.js');
  const op = memwrightFor(services, operator(tenant));
  const ag = memwrightFor(services, agentKey(tenant, ['a1']));
  const mark = `QJX${randomUUID().slice(0, 8)}`;
  const a = (await ag.write(agentWrite(`User likes ${mark} jazz.`, { runId: 'r1', agentId: 'a1', userId: 'u1' }) as any)).note!;
  const b = (await ag.write(agentWrite('User likes opera.', { runId: 'r2', agentId: 'a1', userId: 'u1' }) as any)).note!;
  // A contradiction job of the *surviving* note whose result quotes the erased one (as an LLM judge's reason can).
  await services.producer!.enqueue('contradiction', { tenantId: tenant, noteId: b.id, version: 1 });
  const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
  const worker = new Worker(
    'contradiction',
    async () => ({ kind: 'exited', status: 'revoked', reason: 'contradicted_by_newer', detail: { winner: a.id, judgeReason: `The other note says ${mark}.` } }),
    { connection, prefix: bullPrefix(services.config.queue.prefix) },
  );
  try {
    await expect.poll(async () => (await services.producer!.queues.contradiction.getJob(stageJobId('contradiction', b.id, 1)))?.returnvalue, { timeout: 15_000 }).toBeTruthy();
  } finally {
    await worker.close();
    connection.disconnect();
  }
  expect(await dumpRedis(redis.url)).toContain(mark);

  const r = await op.erase(a.id);
  expect(r.erased.jobs).toBeGreaterThanOrEqual(2); // a's embed job + b's finished contradiction job
  expect(await dumpRedis(redis.url)).not.toContain(mark);
  expect((await op.get(b.id)).id).toBe(b.id);
  // The producer's shared connection is still usable after the scrub.
  await services.producer!.enqueue('embed', { tenantId: tenant, noteId: b.id, version: 99 });
});
