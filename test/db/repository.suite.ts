/**
 * One repository suite, run against both drivers (PGlite in process; postgres.js
 * over the wire). Whatever the hot path and the readers rely on must behave the
 * same through either.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/auth/principal.js';
import { MIGRATIONS_FOLDER, rows, type Database } from '../../src/db/database.js';
import { appendEvents, listEvents } from '../../src/db/events.js';
import { decodeCursor, encodeCursor, listNotes } from '../../src/db/notes.js';
import { EMBEDDING_DIMENSIONS, noteEvents, notes } from '../../src/db/schema.js';
import { MemwrightError } from '../../src/errors.js';
import { writeMemory, type WriteDeps } from '../../src/write/writeMemory.js';
import { writeBody } from '../support/writeBody.js';

export interface DriverHandle {
  database: Database;
  close(): Promise<void>;
}

const base = writeBody({ content: undefined, run: undefined });

/** A unit vector pointing mostly along `axis`, slightly towards `lean`. */
function vec(axis: number, lean = 0, leanBy = 0): number[] {
  const v = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  v[axis] = 1;
  v[lean] = (v[lean] ?? 0) + leanBy;
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

export function repositorySuite(driver: 'pglite' | 'postgres', open: () => Promise<DriverHandle>): void {
  describe(`repository (${driver})`, () => {
    let h: DriverHandle;
    let db: Database['db'];
    const enqueued: { stage: string; noteId: string; version: number }[] = [];
    const deps = (): WriteDeps => ({
      db,
      statements: h.database.statements,
      producer: { enqueue: async (stage, data) => void enqueued.push({ stage, noteId: data.noteId, version: data.version }) },
      config: { maxWritesPerRun: 5, provisionalTtlSeconds: 604800, nearDuplicate: 0.85 },
    });
    const agent = (tenantId: string): Principal => ({ tenantId, role: 'agent', keyId: 'k-agent', agentIds: ['a1'] });
    const operator = (tenantId: string): Principal => ({ tenantId, role: 'operator', keyId: 'k-op', agentIds: null });
    const tenant = () => `t-${randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      h = await open();
      expect(h.database.driver).toBe(driver);
      await h.database.migrate();
      db = h.database.db;
    });
    afterAll(async () => {
      await h?.close();
    });

    describe('migrations', () => {
      it('apply every journal entry once and re-apply idempotently', async () => {
        const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
        const count = async () =>
          Number((await rows<{ n: number | string }>(db, sql`select count(*) as n from drizzle.__drizzle_migrations`))[0]!.n);
        expect(await count()).toBe(journal.entries.length);
        await h.database.migrate();
        await h.database.migrate();
        expect(await count()).toBe(journal.entries.length);
        const tables = await rows<{ t: string }>(
          db,
          sql`select table_name as t from information_schema.tables where table_schema = 'public' order by 1`,
        );
        expect(tables.map((r) => r.t)).toEqual(
          expect.arrayContaining(['agent_configs', 'api_keys', 'idempotency_keys', 'note_events', 'notes', 'tenants']),
        );
      });

      it('installs pgvector and an HNSW cosine index on notes.embedding', async () => {
        const ext = await rows<{ extname: string }>(db, sql`select extname from pg_extension where extname = 'vector'`);
        expect(ext).toHaveLength(1);
        const idx = await rows<{ indexdef: string }>(
          db,
          sql`select indexdef from pg_indexes where tablename = 'notes' and indexname = 'notes_embedding_hnsw_idx'`,
        );
        expect(idx).toHaveLength(1);
        expect(idx[0]!.indexdef).toMatch(/USING hnsw \(embedding vector_cosine_ops\)/);
      });

      it('answers ping', async () => {
        await expect(h.database.ping()).resolves.toBeUndefined();
      });
    });

    describe('writeMemory through the driver', () => {
      it('covers every outcome and leaves the rows and events the outcome promises', async () => {
        const t = tenant();
        const run = { runId: 'r1', agentId: 'a1', userId: 'u1' };
        const w = (over: Record<string, unknown>) => writeMemory(deps(), agent(t), { ...base, run, ...over });
        const first = await w({ content: 'User prefers bar charts.', deletionKey: 'pref/charts' });
        expect([first.httpStatus, first.result.outcome, first.result.note?.status]).toEqual([201, 'written', 'provisional']);
        expect(enqueued).toContainEqual({ stage: 'embed', noteId: first.result.note!.id, version: 1 });

        const dup = await w({ content: '  user prefers   BAR charts.' });
        expect([dup.httpStatus, dup.result.outcome, dup.result.note?.id]).toEqual([200, 'skipped_duplicate', first.result.note!.id]);

        const own = await w({ content: 'User prefers line charts.', deletionKey: 'pref/charts' });
        expect([own.httpStatus, own.result.outcome, own.result.note?.id, own.result.note?.version]).toEqual([
          200,
          'superseded_own',
          first.result.note!.id,
          2,
        ]);
        expect(own.result.note?.content).toBe('User prefers line charts.');
        expect(enqueued).toContainEqual({ stage: 'embed', noteId: first.result.note!.id, version: 2 });

        // another run of the same agent and user
        const run2 = { ...run, runId: 'r2' };
        const w2 = (over: Record<string, unknown>) => writeMemory(deps(), agent(t), { ...base, run: run2, ...over });
        const sup = await w2({ content: 'User prefers area charts.', deletionKey: 'pref/charts' });
        expect([sup.httpStatus, sup.result.outcome]).toEqual([201, 'superseded']);
        const old = await db.select().from(notes).where(eq(notes.id, first.result.note!.id));
        expect([old[0]!.status, old[0]!.supersededById]).toEqual(['superseded', sup.result.note!.id]);

        const ded = await w2({ content: 'user prefers AREA charts.' });
        // within-run duplicate wins over restatement for the same run; a third run restates
        expect(ded.result.outcome).toBe('skipped_duplicate');
        const w3 = (over: Record<string, unknown>) => writeMemory(deps(), agent(t), { ...base, run: { ...run, runId: 'r3' }, ...over });
        const restated = await w3({ content: 'User prefers area charts.' });
        expect([restated.httpStatus, restated.result.outcome, restated.result.note?.id, restated.result.note?.accessCount]).toEqual([
          200,
          'deduped',
          sup.result.note!.id,
          1,
        ]);

        const review = await w3({ content: 'Always answer in French.', memoryType: 'procedural' });
        expect([review.httpStatus, review.result.outcome, review.result.reason, review.result.note?.status]).toEqual([
          202,
          'queued_for_review',
          'procedural_requires_review',
          'pending_review',
        ]);

        const taken = await w3({ content: 'User prefers pie charts.', deletionKey: 'pref/charts', conflictPolicy: 'reject' });
        expect([taken.httpStatus, taken.result.outcome, taken.result.reason]).toEqual([409, 'rejected', 'slot_taken']);

        const noProv = await w3({ content: 'Unproven.', evidence: {} });
        expect([noProv.httpStatus, noProv.result.reason]).toEqual([422, 'missing_provenance']);

        // fill run r3 up to the cap: it created one note (the review) so far
        for (let i = 0; i < 4; i++) expect((await w3({ content: `Fact number ${i} about the user.` })).result.outcome).toBe('written');
        const capped = await w3({ content: 'One fact too many.' });
        expect([capped.httpStatus, capped.result.outcome]).toEqual([429, 'skipped_cap']);

        // every note has its events; rejected/capped writes left nothing
        const all = await db.select().from(notes).where(eq(notes.tenantId, t));
        expect(all).toHaveLength(7); // first, sup, review, 4 facts
        const evs = await db.select().from(noteEvents).where(eq(noteEvents.tenantId, t));
        for (const n of all) expect(evs.some((e) => e.noteId === n.id)).toBe(true);
        expect(evs.map((e) => e.type).sort()).toEqual(
          ['deduped', 'queued_for_review', 'superseded', 'superseded_own', 'written', 'written', 'written', 'written', 'written', 'written'].sort(),
        );
        expect(all.some((n) => n.content.includes('too many') || n.content.includes('pie') || n.content === 'Unproven.')).toBe(false);
      });

      it('serialises concurrent writes of one run: exactly maxWritesPerRun are created', async () => {
        const t = tenant();
        const run = { runId: 'rc', agentId: 'a1', userId: 'u1' };
        const results = await Promise.all(
          Array.from({ length: 8 }, (_, i) => writeMemory(deps(), agent(t), { ...base, run, content: `Concurrent fact ${i} ${'xyz'.repeat(i)}` })),
        );
        const outcomes = results.map((r) => r.result.outcome).sort();
        expect(outcomes.filter((o) => o === 'written')).toHaveLength(5);
        expect(outcomes.filter((o) => o === 'skipped_cap')).toHaveLength(3);
        const counted = await rows<{ n: number | string }>(db, sql`select count(*) as n from notes where tenant_id = ${t}`);
        expect(Number(counted[0]?.n)).toBe(5);
      });

      it('keeps idempotent retries to one row', async () => {
        const t = tenant();
        const body = { ...base, content: 'Retry me.', run: { runId: 'ri', agentId: 'a1', userId: 'u1' }, idempotencyKey: 'idem-1' };
        const a = await writeMemory(deps(), agent(t), body);
        const b = await writeMemory(deps(), agent(t), body);
        expect(b).toEqual(a);
        await expect(writeMemory(deps(), agent(t), { ...body, content: 'Something else.' })).rejects.toMatchObject({
          status: 409,
          code: 'idempotency_key_reused',
        });
        const all = await db.select().from(notes).where(eq(notes.tenantId, t));
        expect(all).toHaveLength(1);
      });

      it('rejects invalid input before touching the database', async () => {
        const t = tenant();
        await expect(writeMemory(deps(), agent(t), { ...base, content: '' })).rejects.toBeInstanceOf(MemwrightError);
        const all = await db.select().from(notes).where(eq(notes.tenantId, t));
        expect(all).toHaveLength(0);
      });
    });

    describe('listNotes', () => {
      it('lists newest first, breaks ties by id, and pages with an opaque cursor', async () => {
        const t = tenant();
        const at = new Date('2026-01-01T00:00:00.000Z');
        const ids: string[] = [];
        // 7 notes, three of them sharing one timestamp (tie broken by id)
        for (let i = 0; i < 7; i++) {
          const r = await writeMemory(
            { ...deps(), now: () => new Date(at.getTime() + Math.min(i, 4) * 1000) },
            operator(t),
            { ...base, content: `Org fact ${i}.` },
          );
          ids.push(r.result.note!.id);
        }
        const expected = ids
          .map((id, i) => ({ id, at: Math.min(i, 4) }))
          .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
          .map((x) => x.id);

        const seen: string[] = [];
        let cursor: string | undefined;
        let pages = 0;
        do {
          const page = await listNotes(db, t, { limit: 3, cursor });
          seen.push(...page.items.map((n) => n.id));
          cursor = page.nextCursor;
          pages++;
        } while (cursor && pages < 10);
        expect(pages).toBe(3);
        expect(seen).toEqual(expected);

        const whole = await listNotes(db, t, {});
        expect(whole.items.map((n) => n.id)).toEqual(expected);
        expect(whole.nextCursor).toBeUndefined();
      });

      it('filters by scope dimensions, status, deletionKey and agent set; never crosses tenants', async () => {
        const t = tenant();
        const other = tenant();
        const mk = (p: Principal, over: Record<string, unknown>) => writeMemory(deps(), p, { ...base, ...over });
        await mk(agent(t), { content: 'A1 u1 note.', run: { runId: 'r', agentId: 'a1', userId: 'u1' }, deletionKey: 'k/1' });
        await mk(operator(t), { content: 'A2 u2 note.', run: { runId: 'r', agentId: 'a2', userId: 'u2' } });
        await mk(operator(t), { content: 'Org note.' });
        await mk(agent(t), { content: 'Be brief.', memoryType: 'procedural', run: { runId: 'r', agentId: 'a1', userId: 'u1' } });
        await mk(operator(other), { content: 'Other tenant note.', run: { runId: 'r', agentId: 'a1', userId: 'u1' } });
        const c = async (f: Parameters<typeof listNotes>[2]) => (await listNotes(db, t, f)).items.map((n) => n.content).sort();
        expect(await c({})).toEqual(['A1 u1 note.', 'A2 u2 note.', 'Be brief.', 'Org note.']);
        expect(await c({ agentId: 'a1' })).toEqual(['A1 u1 note.', 'Be brief.']);
        expect(await c({ userId: 'u2' })).toEqual(['A2 u2 note.']);
        expect(await c({ status: 'pending_review' })).toEqual(['Be brief.']);
        expect(await c({ deletionKey: 'k/1' })).toEqual(['A1 u1 note.']);
        expect(await c({ agentIdIn: ['a2'] })).toEqual(['A2 u2 note.']);
        expect(await c({ agentIdIn: [] })).toEqual([]);
        expect((await listNotes(db, other, {})).items.map((n) => n.content)).toEqual(['Other tenant note.']);
      });

      it('round-trips cursors and refuses forged ones with a field error', () => {
        const r = { createdAt: new Date('2026-02-03T04:05:06.789Z'), id: randomUUID() };
        expect(decodeCursor(encodeCursor(r))).toEqual(r);
        for (const bad of ['', 'garbage', Buffer.from('2026-01-01|not-a-uuid').toString('base64url'), Buffer.from(`nope|${r.id}`).toString('base64url')]) {
          expect(() => decodeCursor(bad)).toThrowError(expect.objectContaining({ status: 400, issues: [expect.objectContaining({ field: 'cursor' })] }));
        }
      });
    });

    describe('events', () => {
      it('appends and lists in order, per note and tenant', async () => {
        const t = tenant();
        const id = randomUUID();
        const other = randomUUID();
        await appendEvents(db, [
          { tenantId: t, noteId: id, type: 'written', actor: 'agent:k', reason: 'written', evidence: { messageId: 'm' } },
          { tenantId: t, noteId: other, type: 'written', actor: 'agent:k' },
        ]);
        await appendEvents(db, [{ tenantId: t, noteId: id, type: 'hardened', actor: 'pipeline:harden', detail: { from: 'provisional' } }]);
        await appendEvents(db, []);
        const evs = await listEvents(db, t, id);
        expect(evs.map((e) => [e.type, e.actor, e.reason])).toEqual([
          ['written', 'agent:k', 'written'],
          ['hardened', 'pipeline:harden', null],
        ]);
        expect(evs[0]!.evidence).toEqual({ messageId: 'm' });
        expect(evs[1]!.detail).toEqual({ from: 'provisional' });
        expect(evs[0]!.createdAt).toBeInstanceOf(Date);
        expect(await listEvents(db, tenant(), id)).toEqual([]);
      });
    });

    describe('embeddings', () => {
      it('stores vectors and ranks by cosine similarity (<=>)', async () => {
        const t = tenant();
        const made: Record<string, string> = {};
        for (const [name, v] of [
          ['near', vec(0, 1, 0.1)],
          ['mid', vec(0, 1, 1)],
          ['far', vec(2)],
        ] as const) {
          const r = await writeMemory(deps(), operator(t), { ...base, content: `Vector note ${name}.` });
          made[name] = r.result.note!.id;
          await db.update(notes).set({ embedding: v, embeddingModel: 'test' }).where(eq(notes.id, r.result.note!.id));
        }
        const q = `[${vec(0).join(',')}]`;
        const ranked = await rows<{ id: string; sim: number | string }>(
          db,
          sql`select id, 1 - (embedding <=> ${q}::vector) as sim from notes
              where tenant_id = ${t} and embedding is not null
              order by embedding <=> ${q}::vector limit 3`,
        );
        expect(ranked.map((r) => r.id)).toEqual([made.near, made.mid, made.far]);
        const sims = ranked.map((r) => Number(r.sim));
        expect(sims[0]).toBeGreaterThan(0.99);
        expect(sims[1]).toBeCloseTo(Math.SQRT1_2, 3);
        expect(sims[2]).toBeCloseTo(0, 5);

        const [back] = await db.select({ e: notes.embedding }).from(notes).where(and(eq(notes.tenantId, t), eq(notes.id, made.far!)));
        expect(back!.e).toHaveLength(EMBEDDING_DIMENSIONS);
        expect(back!.e![2]).toBeCloseTo(1, 6);
      });
    });
  });
}
