import { sql } from 'drizzle-orm';
import { describe, expect as vexpect, test as vtest } from 'vitest';
import { test, expect } from '../support/fixtures.js';
import { memwrightFor } from '../../src/memwright.js';
import { ContextCache, contextCacheKey } from '../../src/recall/contextCache.js';
import type { Ranked } from '../../src/recall/rank.js';
import type { Services } from '../../src/ports.js';
import { agentKey, clockedServices, harden, operator } from './helpers.js';
import { TestClock } from '../support/clock.js';
import { noteBody } from '../support/writeBody.js';
import { TEST_DRIVER } from '../support/db.js';

/**
 * The context cache (src/recall/contextCache.ts, docs/design.md#context-cache): a
 * repeated request is answered from the remembered ranking, and every committed change
 * that could alter it — through memwright or straight SQL — is heard before the next read.
 * Each check compares a cached answer with what the same request computes from scratch.
 * The cache exists on the embedded driver only; on Postgres the last test checks it is off.
 */

const ask = { agentId: 'a1', userId: 'u1', query: 'which charts does the user like', limit: 10 };

async function setup(db: Parameters<typeof clockedServices>[0], redisUrl: string, tenant: string) {
  const clock = new TestClock('2026-06-01T09:00:00Z');
  const s = await clockedServices(db, redisUrl, clock, { noQueue: true });
  const op = memwrightFor(s, operator(tenant));
  const ag = memwrightFor(s, agentKey(tenant, ['a1']));
  const ids: string[] = [];
  for (const [i, text] of ['User prefers bar charts.', 'User dislikes pie charts.', 'User likes line charts for trends.'].entries()) {
    clock.advance(60_000);
    const r = await ag.write(noteBody(text, { run: { runId: `r${i}`, agentId: 'a1', userId: 'u1' } }));
    ids.push(r.note!.id);
    await harden(s, r.note!.id, 5);
  }
  return { s, op, ag, clock, ids };
}

type Setup = Awaited<ReturnType<typeof setup>>;

/** Run `fn` on a fresh setup (services with three hardened notes) and close the services after. */
async function withSetup(fx: { db: Parameters<typeof clockedServices>[0]; redis: { url: string }; tenant: string }, fn: (c: Setup) => Promise<void>) {
  const c = await setup(fx.db, fx.redis.url, fx.tenant);
  try {
    await fn(c);
  } finally {
    await c.s.close();
  }
}

/** The answer the same request gets with nothing remembered (the cache emptied first). */
async function fresh(s: Services, ag: ReturnType<typeof memwrightFor>, req: typeof ask = ask) {
  s.contextCache!.clear();
  return ag.context(req);
}

const shape = (c: { notes: Array<{ id: string; score: number; content: string }>; text: string }) => ({
  ids: c.notes.map((n) => n.id),
  scores: c.notes.map((n) => n.score),
  text: c.text,
});

test.skipIf(TEST_DRIVER !== 'pglite')('embedded: a repeated request is answered from the cache, the same as computed', ({ db, redis, tenant }) =>
  withSetup({ db, redis, tenant }, async ({ s, ag }) => {
    const first = await ag.context(ask);
    const hits = s.contextCache!.hits;
    const again = await ag.context(ask);
    expect(s.contextCache!.hits).toBe(hits + 1);
    expect(shape(again)).toEqual(shape(first));
    expect(shape(again)).toEqual(shape(await fresh(s, ag)));
    // Another limit, query or user is another request.
    await ag.context({ ...ask, limit: 2 });
    await ag.context({ ...ask, query: 'charts' });
    await ag.context({ ...ask, userId: 'u2' });
    expect(s.contextCache!.hits).toBe(hits + 1);
  }));

test.skipIf(TEST_DRIVER !== 'pglite')('embedded: a write, a correction, an erasure and a raw SQL change are each seen by the next read', ({ db, redis, tenant }) =>
  withSetup({ db, redis, tenant }, async ({ s, op, ag, clock, ids }) => {
    await ag.context(ask);
    await ag.context(ask); // cached now

    clock.advance(60_000);
    const w = await ag.write(noteBody('User now prefers area charts.', { run: { runId: 'r9', agentId: 'a1', userId: 'u1' } }));
    const afterWrite = await ag.context(ask);
    expect(afterWrite.notes.map((n) => n.id)).toContain(w.note!.id);
    expect(shape(afterWrite)).toEqual(shape(await fresh(s, ag)));
    await ag.context(ask);

    const corrected = await op.correct(ids[0]!, { content: 'User prefers stacked bar charts.', reason: 'the user clarified' });
    const afterCorrect = await ag.context(ask);
    expect(afterCorrect.notes.map((n) => n.id)).not.toContain(ids[0]);
    expect(afterCorrect.notes.map((n) => n.id)).toContain(corrected.id);
    expect(shape(afterCorrect)).toEqual(shape(await fresh(s, ag)));
    await ag.context(ask);

    await op.erase(ids[1]!);
    const afterErase = await ag.context(ask);
    expect(afterErase.notes.map((n) => n.id)).not.toContain(ids[1]);
    expect(afterErase.text).not.toContain('pie charts');
    expect(shape(afterErase)).toEqual(shape(await fresh(s, ag)));
    await ag.context(ask);

    // What a pipeline stage does, outside memwright's operations: importance moves the ranking.
    const before = await ag.context(ask);
    await s.database.db.execute(sql`update notes set importance = 10, status = 'archived' where id = ${ids[2]}`);
    const afterSql = await ag.context(ask);
    expect(afterSql.notes.map((n) => n.id)).not.toContain(ids[2]);
    expect(before.notes.map((n) => n.id)).toContain(ids[2]);
    expect(shape(afterSql)).toEqual(shape(await fresh(s, ag)));
  }));

test.skipIf(TEST_DRIVER !== 'pglite')('embedded: access bookkeeping does not empty the cache, and the notes show their current counts', ({ db, redis, tenant }) =>
  withSetup({ db, redis, tenant }, async ({ s, ag }) => {
    const first = await ag.context(ask);
    await s.access.flush();
    const hits = s.contextCache!.hits;
    const second = await ag.context(ask);
    expect(s.contextCache!.hits).toBe(hits + 1);
    // The ranking is remembered, the notes are read fresh: each was counted once by the first read.
    expect(first.notes.every((n) => n.accessCount === 0)).toBe(true);
    expect(second.notes.every((n) => n.accessCount === 1)).toBe(true);
  }));

test.skipIf(TEST_DRIVER !== 'pglite')('embedded: a change in another tenant leaves this tenant cached', ({ db, redis, tenant }) =>
  withSetup({ db, redis, tenant }, async ({ s, ag }) => {
    await ag.context(ask);
    const other = memwrightFor(s, agentKey(`${tenant}-other`, ['a1']));
    await other.write(noteBody('User prefers bar charts.', { run: { runId: 'o1', agentId: 'a1', userId: 'u1' } }));
    const hits = s.contextCache!.hits;
    await ag.context(ask);
    expect(s.contextCache!.hits).toBe(hits + 1);
  }));

test.skipIf(TEST_DRIVER !== 'pglite')('embedded: a note that expires leaves the cached answer when its time comes, with no write in between', ({ db, redis, tenant }) =>
  withSetup({ db, redis, tenant }, async ({ s, ag, clock }) => {
    clock.advance(60_000);
    const w = await ag.write(noteBody('User wants charts in dark mode this week.', { ttlSeconds: 3600, run: { runId: 'r8', agentId: 'a1', userId: 'u1' } }));
    const first = await ag.context(ask);
    expect(first.notes.map((n) => n.id)).toContain(w.note!.id);
    clock.advance(30 * 60_000);
    const hits = s.contextCache!.hits;
    expect((await ag.context(ask)).notes.map((n) => n.id)).toContain(w.note!.id);
    expect(s.contextCache!.hits).toBe(hits + 1);
    clock.advance(31 * 60_000);
    const later = await ag.context(ask);
    expect(later.notes.map((n) => n.id)).not.toContain(w.note!.id);
    expect(shape(later)).toEqual(shape(await fresh(s, ag)));
  }));

test.skipIf(TEST_DRIVER !== 'postgres')('Postgres: no context cache (other processes change notes), context computed every time', ({ db, redis, tenant }) =>
  withSetup({ db, redis, tenant }, async ({ s, ag }) => {
    expect(s.contextCache).toBeNull();
    const a = await ag.context(ask);
    await s.database.db.execute(sql`update notes set status = 'archived' where id = ${a.notes[0]!.id}`);
    expect((await ag.context(ask)).notes.map((n) => n.id)).not.toContain(a.notes[0]!.id);
  }));

describe('ContextCache', () => {
  const ranked = (id: string): Ranked[] => [
    { id, status: 'active', occurredAt: new Date(0), importance: 5, similarity: 0.5, lexical: 0, score: 0.5, parts: { similarity: 0.5, lexical: 0, importance: 5, recency: 1 } },
  ];
  const at = (ms: number) => new Date(ms);

  vtest('keeps the most recently used entries up to its capacity', () => {
    const c = new ContextCache({ capacity: 2 });
    for (const k of ['a', 'b']) c.set(k, { tenantId: 't', ranked: ranked(k), validUntil: Infinity }, c.version());
    vexpect(c.get('a', at(0))?.[0]?.id).toBe('a'); // a is now the most recent
    c.set('c', { tenantId: 't', ranked: ranked('c'), validUntil: Infinity }, c.version());
    vexpect(c.get('b', at(0))).toBeUndefined();
    vexpect(c.get('a', at(0))?.[0]?.id).toBe('a');
    vexpect(c.get('c', at(0))?.[0]?.id).toBe('c');
  });

  vtest('does not store a ranking computed across a change, and drops only the changed tenant', () => {
    const c = new ContextCache();
    const v = c.version();
    c.invalidate('t2');
    c.set('a', { tenantId: 't1', ranked: ranked('a'), validUntil: Infinity }, v);
    vexpect(c.get('a', at(0))).toBeUndefined();
    c.set('a', { tenantId: 't1', ranked: ranked('a'), validUntil: Infinity }, c.version());
    c.set('b', { tenantId: 't2', ranked: ranked('b'), validUntil: Infinity }, c.version());
    c.invalidate('t2');
    vexpect(c.get('a', at(0))).toBeDefined();
    vexpect(c.get('b', at(0))).toBeUndefined();
    c.invalidate(null);
    vexpect(c.size).toBe(0);
  });

  vtest('an entry is not used from the moment a note of its scope expires', () => {
    const c = new ContextCache();
    c.set('a', { tenantId: 't', ranked: ranked('a'), validUntil: 1000 }, c.version());
    vexpect(c.get('a', at(999))).toBeDefined();
    vexpect(c.get('a', at(1000))).toBeUndefined();
  });

  vtest('a cached ranking cannot be changed through what a caller was given', () => {
    const c = new ContextCache();
    const r = ranked('a');
    c.set('a', { tenantId: 't', ranked: r, validUntil: Infinity }, c.version());
    r[0]!.parts.importance = 9;
    vexpect(c.get('a', at(0))![0]!.parts.importance).toBe(5);
  });

  vtest('the key separates every part of a request', () => {
    const base = { tenantId: 't', agentId: 'a', userId: 'u', query: 'q', limit: 5, retrieval: 'hybrid', similarityFloor: 0.2 };
    const keys = new Set([
      contextCacheKey(base),
      contextCacheKey({ ...base, tenantId: 't2' }),
      contextCacheKey({ ...base, threadId: 'x' }),
      contextCacheKey({ ...base, runId: 'x' }),
      contextCacheKey({ ...base, query: undefined }),
      contextCacheKey({ ...base, limit: 6 }),
      contextCacheKey({ ...base, retrieval: 'dense' }),
      contextCacheKey({ ...base, similarityFloor: 0 }),
      contextCacheKey({ ...base, userId: 'a', agentId: 'u' }),
    ]);
    vexpect(keys.size).toBe(9);
  });
});
