/**
 * Erasure reaches the evidence (docs/design.md#erasure), through the real background
 * lane, real Redis and real HTTP on whichever driver the suite runs: erasing a note
 * extracted from a conversation turn empties that turn's text (ids and times kept) in
 * the database and every kept job in Redis, leaves the run's other turns and the
 * turn's other notes alone — through every note-level door (operator DELETE, the end
 * user's page, MCP forget_memory, the CLI's slot erasure). A correction outlives the
 * note it replaced unless asked; a restore retires the note that displaced it, or says
 * why it did not.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { forget } from '../../src/cli/commands/forget.js';
import type { Database } from '../../src/db/database.js';
import { openPgliteDatabase } from '../../src/db/pglite/index.js';
import { conversationEvents, notes } from '../../src/db/schema.js';
import { memwrightFor } from '../../src/memwright.js';
import { startPipeline, type PipelineHandle } from '../../workers/pipeline.js';
import { createProducer } from '../../src/producer/index.js';
import { createServices } from '../../src/services.js';
import type { Services } from '../../src/ports.js';
import { agentKey } from '../ingest/support.js';
import { call, connectHttp } from '../mcp/support.js';
import { note, pipelineServices, settled, write } from '../pipeline/support.js';
import { sharedDatabase, TEST_DRIVER } from '../support/db.js';
import { describe, expect, test, testConfig } from '../support/fixtures.js';
import { TestServer } from '../support/http.js';
import { dumpRedis } from '../support/redisDump.js';
import type { TestRedis } from '../support/redis.js';
import { waitFor } from '../support/waitFor.js';
import { agentWrite } from '../support/writeBody.js';
import { dumpDatabase } from './dump.js';

/** A name no table or key holds by chance: letters only, so the extractor's name rule takes it. */
const markName = () => `Zq${Array.from(randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join('')}`;

/** One run: the turn that names the user (two notes come from it), an assistant turn, a later user turn. */
const turns = (mark: string) => [
  { id: 'e1', role: 'user' as const, content: `My name is ${mark} and I'm allergic to peanuts.` },
  { id: 'e2', role: 'assistant' as const, content: 'Thanks, I will keep that in mind.' },
  { id: 'e3', role: 'user' as const, content: 'I live in Lisbon.' },
];

const EXTRACTED = (mark: string) => [`User's name is ${mark}.`, 'User is allergic to peanuts.', 'User lives in Lisbon.'];

async function runEvents(d: Database, tenantId: string, runId: string) {
  return d.db
    .select({ eventId: conversationEvents.eventId, role: conversationEvents.role, content: conversationEvents.content, toolName: conversationEvents.toolName, at: conversationEvents.at, receivedAt: conversationEvents.receivedAt, extractedAt: conversationEvents.extractedAt })
    .from(conversationEvents)
    .where(and(eq(conversationEvents.tenantId, tenantId), eq(conversationEvents.runId, runId)))
    .orderBy(asc(conversationEvents.eventId));
}

async function runNotes(d: Database, tenantId: string, runId: string) {
  return d.db
    .select({ id: notes.id, content: notes.content, status: notes.status })
    .from(notes)
    .where(and(eq(notes.tenantId, tenantId), eq(notes.runId, runId)));
}

/** Wait until the lane extracted the run's three statements and the pipeline is done with them. */
async function extracted(d: Database, tenantId: string, runId: string, mark: string) {
  return waitFor(
    async () => {
      const ns = await runNotes(d, tenantId, runId);
      const evs = await runEvents(d, tenantId, runId);
      const done = ns.length === 3 && ns.every((n) => n.status !== 'provisional') && evs.length === 3 && evs.every((e) => e.extractedAt !== null);
      if (!done) return false;
      expect(ns.map((n) => n.content).sort()).toEqual([...EXTRACTED(mark)].sort());
      return { name: ns.find((n) => n.content.includes(mark))!, allergy: ns.find((n) => n.content.includes('peanuts'))!, events: evs };
    },
    60_000,
    `extraction of run ${runId}`,
  );
}

type RunEvent = Awaited<ReturnType<typeof runEvents>>[number];

/** The cited turn keeps its id, role and times but not its text; the other turns are as they were. */
function expectRedacted(before: RunEvent[], after: RunEvent[]) {
  expect(after.map((e) => e.eventId)).toEqual(['e1', 'e2', 'e3']);
  const [b1, ...bRest] = before;
  const [a1, ...aRest] = after;
  expect(a1).toEqual({ ...b1, content: '', toolName: null });
  expect(aRest).toEqual(bRest);
  expect(bRest.map((e) => e.content)).toEqual(['Thanks, I will keep that in mind.', 'I live in Lisbon.']);
}

async function lane(db: Database, redis: TestRedis) {
  const services = await pipelineServices(db, redis);
  const pipeline = await startPipeline(services, { schedulers: false });
  await pipeline.ready();
  const http = await TestServer.start(services);
  return {
    services,
    http,
    async close() {
      await http.close();
      await pipeline.close();
      await services.close();
    },
  };
}

describe('erasing an extracted note redacts the turn it came from', () => {
  test('operator DELETE: the turn keeps ids and times, loses its text in every table and every Redis key; its other note and the other turns stay', { timeout: 120_000 }, async ({ db, redis, tenant }) => {
    const { services, http, close } = await lane(db, redis);
    const key = await agentKey(services, tenant);
    const producer = createProducer({ connection: services.config.redis.url, prefix: services.config.queue.prefix, keyId: key.id, key: key.key });
    try {
      const op = await http.key(tenant, 'operator');
      const mark = markName();
      const id = randomUUID().slice(0, 8);
      // Ids of its own: the run keeps its ids, so they must not spell the name.
      const run = { runId: `r-${id}`, agentId: 'a1', userId: `u-${id}`, threadId: 'th-1' };
      // Through the ingest queue: the kept job holds the batch verbatim, so Redis holds the name too.
      const job = await producer.recordEvents({ run, events: turns(mark), trigger: 'session_end' });
      expect(await producer.waitForResult(job, 20_000)).toMatchObject({ inserted: 3, extraction: { queued: true } });
      const { name, allergy, events: before } = await extracted(services.database, tenant, run.runId, mark);
      expect(await dumpDatabase(services.database)).toContain(mark);
      expect(await dumpRedis(redis.url)).toContain(mark);

      const r = await http.req('DELETE', `/v1/memories/${name.id}`, op);
      expect(r.status, r.text).toBe(200);
      expect(r.body.erased).toMatchObject({ notes: 1, derived: 0, events: 1 });
      expect(r.body.erased.jobs).toBeGreaterThanOrEqual(1);

      expectRedacted(before, await runEvents(services.database, tenant, run.runId));
      expect((await note(services, tenant, allergy.id)).content).toBe('User is allergic to peanuts.');
      expect(await dumpDatabase(services.database)).not.toContain(mark);
      expect(await dumpRedis(redis.url)).not.toContain(mark);
      // The sibling's trail still names the turn it rests on.
      const h = await http.req('GET', `/v1/memories/${allergy.id}/history`, op);
      expect(h.body.items.find((e: { type: string }) => e.type === 'written').detail).toMatchObject({ eventIds: ['e1'], runId: run.runId });

      // The physical scrub this erasure scheduled: nothing comes back with it.
      await services.scrub.request().done;
      expect(await dumpDatabase(services.database)).not.toContain(mark);
      expect(await dumpRedis(redis.url)).not.toContain(mark);
      // The redacted turn counts as extracted: a later extraction of the run does not read it.
      expect((await runEvents(services.database, tenant, run.runId))[0]!.extractedAt).not.toBeNull();
    } finally {
      await producer.close();
      await close();
    }
  });

  test("the end user's page (DELETE /v1/me/memories/:id) and MCP forget_memory redact the same way", { timeout: 120_000 }, async ({ db, redis, tenant }) => {
    const { services, http, close } = await lane(db, redis);
    try {
      const op = await http.key(tenant, 'operator');
      const agent = await http.key(tenant, 'agent', ['a1']);
      const doors: Record<string, (userId: string, noteId: string) => Promise<unknown>> = {
        async me(userId, noteId) {
          const t = await http.req('POST', '/v1/user-tokens', op, { userId, agentId: 'a1' });
          expect(t.status, t.text).toBe(201);
          const r = await http.req('DELETE', `/v1/me/memories/${noteId}`, t.body.token);
          expect(r.status, r.text).toBe(200);
          return r.body.erased;
        },
        async mcp(userId, noteId) {
          const { client } = await connectHttp(http.url, op, { agentId: 'a1', userId });
          try {
            const r = await call(client, 'forget_memory', { noteId });
            expect(r.isError, JSON.stringify(r.body)).toBe(false);
            return r.body.erased;
          } finally {
            await client.close();
          }
        },
      };
      for (const [door, erase] of Object.entries(doors)) {
        const mark = markName();
        const id = randomUUID().slice(0, 8);
        const run = { runId: `r-${door}-${id}`, agentId: 'a1', userId: `u-${door}-${id}` };
        const posted = await http.post('/v1/events', agent, { run, events: turns(mark), trigger: 'session_end' });
        expect(posted.status, posted.text).toBe(202);
        const { name, allergy, events: before } = await extracted(services.database, tenant, run.runId, mark);
        expect(await dumpDatabase(services.database)).toContain(mark);

        expect(await erase(run.userId, name.id), door).toMatchObject({ notes: 1, derived: 0, events: 1 });
        expectRedacted(before, await runEvents(services.database, tenant, run.runId));
        expect((await note(services, tenant, allergy.id)).content, door).toBe('User is allergic to peanuts.');
        expect(await dumpDatabase(services.database), door).not.toContain(mark);
        expect(await dumpRedis(redis.url), door).not.toContain(mark);
      }
    } finally {
      await close();
    }
  });

  test(`memwright forget --key redacts the turn a slot's extracted note came from (${TEST_DRIVER})`, { timeout: 120_000 }, async ({ redis }) => {
    const tenant = `t-${randomUUID().slice(0, 8)}`;
    const mark = markName();
    const userId = `u-cli-${randomUUID().slice(0, 8)}`;
    const run = { runId: `r-cli-${randomUUID().slice(0, 8)}`, agentId: 'a1', userId };
    const embedded = TEST_DRIVER === 'pglite';
    // The CLI opens the database itself: PGlite needs a data dir (one process owns it), Postgres the suite's database.
    const dir = embedded ? mkdtempSync(join(tmpdir(), 'mw-evidence-')) : null;
    const shared = embedded ? null : await sharedDatabase();
    const env = testConfig(redis.url, { ...(dir ? { MEMWRIGHT_DATA_DIR: dir } : { DATABASE_URL: shared!.url! }), MEMWRIGHT_QUEUE_PREFIX: `mwe-${randomUUID().slice(0, 8)}` });
    let database: Database = dir ? await openPgliteDatabase({ dataDir: dir }) : shared!.database;
    try {
      if (dir) await database.migrate();
      const s: Services = await createServices(env, { database, logger: pino({ level: 'silent' }), migrate: false });
      let pipeline: PipelineHandle | null = null;
      let before: RunEvent[];
      let allergyId: string;
      try {
        pipeline = await startPipeline(s, { schedulers: false });
        await pipeline.ready();
        const r = await memwrightFor(s, { tenantId: tenant, role: 'agent', keyId: 'k1', agentIds: ['a1'] }).recordEvents({ run, events: turns(mark), trigger: 'session_end' });
        expect(r.extraction).toMatchObject({ queued: true });
        const x = await extracted(database, tenant, run.runId, mark);
        before = x.events;
        allergyId = x.allergy.id;
        expect((await database.db.select({ k: notes.deletionKey }).from(notes).where(eq(notes.id, x.name.id)))[0]!.k).toBe('profile/name');
        expect(await dumpDatabase(database)).toContain(mark);
      } finally {
        await pipeline?.close();
        await s.close();
      }
      if (dir) await database.close();

      const out = new PassThrough();
      const f = await forget(env, { key: 'profile/name', user: userId, tenant }, out);
      expect(f.erased).toMatchObject({ notes: 1, derived: 0, events: 1 });
      expect(f.scrub.status).toBe('complete');

      if (dir) database = await openPgliteDatabase({ dataDir: dir });
      expectRedacted(before, await runEvents(database, tenant, run.runId));
      expect((await database.db.select({ c: notes.content }).from(notes).where(eq(notes.id, allergyId)))[0]!.c).toBe('User is allergic to peanuts.');
      expect(await dumpDatabase(database)).not.toContain(mark);
      expect(await dumpRedis(redis.url)).not.toContain(mark);
    } finally {
      if (dir) {
        await database.close().catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});

describe('a correction outlives the note it replaced unless asked', () => {
  const context = async (http: TestServer, key: string, userId: string) =>
    ((await http.req('POST', '/v1/context', key, { agentId: 'a1', userId, limit: 50 })).body.notes as { id: string }[]).map((n) => n.id);

  test('DELETE keeps the correction (active, injected); includeCorrections=true takes it; a user erasure takes it unless told not to; a slot erasure takes every holder of the slot', async ({ services, tenant }) => {
    const http = await TestServer.start(services);
    try {
      const op = await http.key(tenant, 'operator');
      const agent = await http.key(tenant, 'agent', ['a1']);
      const tag = randomUUID().slice(0, 8);
      const written = async (key: string, content: string, userId: string, extra: Record<string, unknown> = {}) => {
        const r = await http.post('/v1/memories', key, { ...agentWrite(content, { runId: `r-${randomUUID().slice(0, 6)}`, agentId: 'a1', userId }), ...extra });
        expect(r.status, r.text).toBe(201);
        return r.body.note.id as string;
      };
      const corrected = async (id: string, content: string) => {
        const r = await http.req('PATCH', `/v1/memories/${id}`, op, { content, reason: 'the user said so' });
        expect(r.status, r.text).toBe(200);
        expect(r.body).toMatchObject({ status: 'active', confidence: 'corrected', derivedFromIds: [id] });
        return r.body.id as string;
      };

      // By id, default: the stale version goes, the person's newer statement stays and is injected.
      const u1 = `u1-${tag}`;
      const stale = await written(agent, `User prefers OLDMARK${tag} charts.`, u1);
      const fix = await corrected(stale, 'User prefers line charts.');
      const del = await http.req('DELETE', `/v1/memories/${stale}`, op);
      expect(del.status, del.text).toBe(200);
      expect(del.body.erased).toMatchObject({ notes: 1, derived: 0 });
      expect((await http.get(`/v1/memories/${fix}`, op)).body).toMatchObject({ id: fix, status: 'active', content: 'User prefers line charts.' });
      expect(await context(http, op, u1)).toContain(fix);
      const db = await dumpDatabase(services.database);
      expect(db).not.toContain(`OLDMARK${tag}`);
      expect(db).toContain('User prefers line charts.');

      // By id, includeCorrections=true: both go.
      const u2 = `u2-${tag}`;
      const stale2 = await written(agent, 'User prefers tea.', u2);
      const fix2 = await corrected(stale2, 'User prefers green tea.');
      const bad = await http.req('DELETE', `/v1/memories/${stale2}?includeCorrections=yes`, op);
      expect(bad).toMatchObject({ status: 400, body: { code: 'validation_error' } });
      const both = await http.req('DELETE', `/v1/memories/${stale2}?includeCorrections=true`, op);
      expect(both.body.erased).toMatchObject({ notes: 1, derived: 1 });
      expect((await http.get(`/v1/memories/${fix2}`, op)).status).toBe(404);
      expect(await context(http, op, u2)).toEqual([]);

      // A user's erasure: a note learned in their run but stored at agent scope, and its
      // correction (which names no user or run: reachable only through lineage).
      const runOnly = async (userId: string) => {
        const id = await written(op, `Agent-wide lesson from ${userId}.`, userId, { scope: { level: 'agent', agentId: 'a1' } });
        return { id, fix: await corrected(id, 'Agent-wide lesson, corrected.') };
      };
      const u3 = `u3-${tag}`;
      const a = await runOnly(u3);
      const byUser = await http.post('/v1/erasure', op, { userId: u3 });
      expect(byUser.body.erased).toMatchObject({ notes: 1, derived: 1 });
      expect((await http.get(`/v1/memories/${a.fix}`, op)).status).toBe(404);
      const u4 = `u4-${tag}`;
      const b = await runOnly(u4);
      const keepFix = await http.post('/v1/erasure', op, { userId: u4, includeCorrections: false });
      expect(keepFix.body.erased).toMatchObject({ notes: 1, derived: 0 });
      expect((await http.get(`/v1/memories/${b.fix}`, op)).body).toMatchObject({ status: 'active' });
      expect((await http.get(`/v1/memories/${b.id}`, op)).status).toBe(404);

      // A slot erasure: the correction holds the slot too (a correction keeps its note's
      // deletionKey), so "forget pref/drink" forgets every value of it, includeCorrections or not.
      const u5 = `u5-${tag}`;
      const slot = `pref/drink-${tag}`;
      const s1 = await written(agent, 'User drinks cola.', u5, { deletionKey: slot });
      const s1fix = await corrected(s1, 'User drinks water.');
      const bySlot = await http.post('/v1/erasure', op, { deletionKey: slot, userId: u5 });
      expect(bySlot.body.erased).toMatchObject({ notes: 2, derived: 0 });
      expect((await http.get(`/v1/memories/${s1fix}`, op)).status).toBe(404);
      // Asking for corrections changes nothing here: the correction is a holder itself.
      const s2 = await written(agent, 'User drinks juice.', u5, { deletionKey: slot });
      const s2fix = await corrected(s2, 'User drinks milk.');
      const asked = await http.post('/v1/erasure', op, { deletionKey: slot, includeCorrections: true });
      expect(asked.body.erased).toMatchObject({ notes: 2, derived: 0 });
      expect((await http.get(`/v1/memories/${s2fix}`, op)).status).toBe(404);
    } finally {
      await http.close();
    }
  });
});

describe('restore settles the note that displaced it', () => {
  const context = async (http: TestServer, key: string, userId: string) =>
    ((await http.req('POST', '/v1/context', key, { agentId: 'a1', userId, limit: 50 })).body.notes as { id: string }[]).map((n) => n.id);

  test('an agent-written winner is retired (displacedBy kept:false, superseded) and no longer injected; a protected, immutable or operator-written one is kept and the restored note waits in review beside it', { timeout: 120_000 }, async ({ db, redis, tenant }) => {
    const { services, http, close } = await lane(db, redis);
    try {
      const op = await http.key(tenant, 'operator');
      /** Older note, then a newer value of its slot: the contradiction stage revokes the older. */
      const contest = async (userId: string, winnerTier?: 'protected' | 'immutable' | 'standard') => {
        const slot = `pref/charts-${userId}`;
        const loser = await write(services, tenant, { content: 'User prefers bar charts.', deletionKey: slot, userId, runId: `r1-${userId}` });
        await settled(services, tenant);
        const winner = await write(services, tenant, { content: 'User prefers pie charts.', deletionKey: slot, userId, runId: `r2-${userId}`, ...(winnerTier ? { protectionTier: winnerTier } : {}) });
        await settled(services, tenant);
        const l = await note(services, tenant, loser);
        expect(l).toMatchObject({ status: 'revoked', supersededById: winner });
        const ctx = await context(http, op, userId);
        expect(ctx).toContain(winner);
        expect(ctx).not.toContain(loser);
        return { loser, winner };
      };

      const agentWon = await contest(`ua-${tenant.slice(2, 8)}`);
      const r = await http.post(`/v1/memories/${agentWon.loser}/restore`, op, { reason: 'bar charts were right' });
      expect(r.status, r.text).toBe(200);
      expect(r.body).toMatchObject({ id: agentWon.loser, status: 'active', displacedBy: { id: agentWon.winner, status: 'superseded', kept: false } });
      expect(r.body.displacedBy.reason).toBeUndefined();
      expect(await note(services, tenant, agentWon.winner)).toMatchObject({ status: 'superseded', supersededById: agentWon.loser });
      const ctx = await context(http, op, `ua-${tenant.slice(2, 8)}`);
      expect(ctx).toContain(agentWon.loser);
      expect(ctx).not.toContain(agentWon.winner);
      const wh = await http.get(`/v1/memories/${agentWon.winner}/history`, op);
      expect(wh.body.items.at(-1)).toMatchObject({ type: 'superseded', reason: 'displaced_note_restored', detail: { supersededById: agentWon.loser } });
      const lh = await http.get(`/v1/memories/${agentWon.loser}/history`, op);
      expect(lh.body.items.at(-1)).toMatchObject({ type: 'restored', detail: { winner: agentWon.winner, winnerStatus: 'superseded', winnerKept: false } });

      for (const [tier, reason] of [['protected', 'protected'], ['immutable', 'immutable'], ['standard', 'operator_written']] as const) {
        const userId = `u${tier}-${tenant.slice(2, 8)}`;
        const c = await contest(userId, tier);
        const rr = await http.post(`/v1/memories/${c.loser}/restore`, op, {});
        expect(rr.status, rr.text).toBe(200);
        expect(rr.body.displacedBy, tier).toEqual({ id: c.winner, status: 'active', kept: true, reason });
        expect((await note(services, tenant, c.winner)).status, tier).toBe('active');
        // One value per single-valued slot: the kept winner still holds it, so the restored note waits in review.
        expect(rr.body.status, tier).toBe('pending_review');
        const one = await context(http, op, userId);
        expect(one, tier).toContain(c.winner);
        expect(one, tier).not.toContain(c.loser);
        const h = await http.get(`/v1/memories/${c.loser}/history`, op);
        expect(h.body.items.find((e: { type: string }) => e.type === 'restored')?.detail, tier).toMatchObject({ winner: c.winner, winnerKept: true, winnerKeptFor: reason });
      }
    } finally {
      await close();
    }
  });
});
