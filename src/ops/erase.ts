/**
 * Erasure (SPEC §6): by note id, by deletion key, or everything for a user.
 *
 * In one transaction: the matching rows and every note derived from them
 * (`derivedFromIds` / `consolidatedIntoId` lineage, transitively) are deleted —
 * embeddings go with the rows; idempotency records whose stored response names one of
 * them are deleted (they hold a copy of the note, content included); the notes' audit
 * events keep only type, actor and time (reason, evidence, detail cleared) and get an
 * `erased` tombstone that carries counts, never content, user id or slot key.
 * After commit, the notes' queued BullMQ jobs are removed (their payload is ids only,
 * but a queue must not keep working on a note that is gone), and a storage scrub is
 * scheduled (src/db/scrub.ts): deleted rows stay on disk until their tables are rewritten.
 *
 * Erasing a user matches notes scoped to that user *and* notes written in that user's
 * runs (`run.userId`), whatever scope an operator stored them at: both were learned
 * from that person. A note derived from an erased one is erased even if it belongs to
 * another scope — lineage means it carries the erased content. Corrections are
 * lineage too (`derivedFromIds: [old]`): erasing a superseded version erases the
 * correction that replaced it.
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { STAGES } from '../contract/enums.js';
import { zDeletionKey, zLookupId } from '../contract/write.js';
import { actorOf, requireOperator, type Principal } from '../auth/principal.js';
import { rows, type Tx } from '../db/database.js';
import { appendEvents } from '../db/events.js';
import { notes } from '../db/schema.js';
import { MemwrightError } from '../errors.js';
import { Queue } from 'bullmq';
import { bullPrefix, MAINTENANCE_QUEUE, stageJobId } from '../queue/names.js';
import type { Services } from '../services.js';
import { parseOrThrow, zNoteId } from './read.js';
import { serializeError } from '../observability/errorLog.js';

export const erasureRequestSchema = z
  .strictObject({
    userId: zLookupId.optional().describe('Erase everything remembered for this user (or, with deletionKey, narrow to them).'),
    deletionKey: zDeletionKey.optional().describe('Erase every note holding this slot key.'),
    agentId: zLookupId.optional().describe('With deletionKey: only notes of this agent.'),
  })
  .superRefine((v, ctx) => {
    if (v.userId === undefined && v.deletionKey === undefined) {
      ctx.addIssue({ code: 'custom', path: ['userId'], message: 'give userId, or deletionKey (optionally with userId/agentId)' });
    }
    if (v.agentId !== undefined && v.deletionKey === undefined) {
      ctx.addIssue({ code: 'custom', path: ['agentId'], message: 'agentId narrows a deletionKey erasure; give deletionKey too' });
    }
  })
  .meta({ id: 'ErasureRequest' });
export type ErasureRequest = z.input<typeof erasureRequestSchema>;

export const erasureResultSchema = z
  .object({
    erased: z.object({
      /** Notes that matched the request. */
      notes: z.number(),
      /** Further notes erased because they derive from a matched note. */
      derived: z.number(),
      /** Queued pipeline jobs removed from Redis. */
      jobs: z.number(),
    }),
    /** Physical erasure: the table and index files that held the rows are rewritten after the response. */
    scrub: z.object({
      status: z
        .enum(['scheduled', 'complete', 'disabled'])
        .describe('complete: no erased byte is left in table or index files (the WAL: see SECURITY.md); disabled: MEMWRIGHT_ERASURE_SCRUB=off, the bytes stay until autovacuum reuses their space'),
      /** When the scrub starts at the latest (erasures close together share one). */
      startsBy: z.string(),
      /** How long the last scrub of this process took, if one ran. */
      lastDurationMs: z.number().nullable(),
    }),
  })
  .meta({ id: 'ErasureResult' });
export type ErasureResult = z.infer<typeof erasureResultSchema>;

type Mode = 'note' | 'user' | 'deletion_key';

export interface EraseOptions {
  /** Wait until the storage scrub is done (the CLI); the API answers as soon as the rows are gone. @defaultValue false */
  awaitScrub?: boolean;
}

/** A uuid[] literal as one bind parameter (uuids need no escaping; avoids 65k-parameter limits). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export async function eraseMemory(s: Services, p: Principal, id: string, opts: EraseOptions = {}): Promise<ErasureResult> {
  requireOperator(p);
  const noteId = parseOrThrow(zNoteId, id, 'id');
  const r = await eraseWhere(s, p, eq(notes.id, noteId), 'note', opts);
  if (r.erased.notes === 0) throw MemwrightError.notFound();
  return r;
}

export async function eraseBy(s: Services, p: Principal, body: unknown, opts: EraseOptions = {}): Promise<ErasureResult> {
  requireOperator(p);
  const b = parseOrThrow(erasureRequestSchema, body);
  if (b.deletionKey !== undefined) {
    const conds: SQL[] = [eq(notes.deletionKey, b.deletionKey)];
    if (b.userId !== undefined) conds.push(eq(notes.userId, b.userId));
    if (b.agentId !== undefined) conds.push(eq(notes.agentId, b.agentId));
    return eraseWhere(s, p, and(...conds)!, 'deletion_key', opts);
  }
  return eraseWhere(s, p, or(eq(notes.userId, b.userId!), eq(notes.runUserId, b.userId!))!, 'user', opts);
}

/** Ids reachable from `seed` through lineage: notes listing one in `derivedFromIds`, and their `consolidatedIntoId`. */
export async function derivedClosure(tx: Tx, tenantId: string, seed: string[]): Promise<string[]> {
  const all = new Set(seed);
  const derived: string[] = [];
  let frontier = seed;
  while (frontier.length > 0) {
    const found = await rows<{ id: string }>(
      tx,
      sql`select id from notes where tenant_id = ${tenantId} and derived_from_ids && ${uuidArray(frontier)}
          union
          select consolidated_into_id as id from notes
            where tenant_id = ${tenantId} and id = any(${uuidArray(frontier)}) and consolidated_into_id is not null`,
    );
    frontier = found.map((r) => r.id).filter((id) => !all.has(id));
    for (const id of frontier) {
      all.add(id);
      derived.push(id);
    }
  }
  return derived;
}

async function eraseWhere(s: Services, p: Principal, where: SQL, mode: Mode, opts: EraseOptions): Promise<ErasureResult> {
  const tenantId = p.tenantId;
  const now = s.now();
  const actor = actorOf(p);

  const erased = await s.database.db.transaction(async (tx) => {
    const seed = await tx
      .select({ id: notes.id, version: notes.version })
      .from(notes)
      .where(and(eq(notes.tenantId, tenantId), where))
      .for('update');
    if (seed.length === 0) return { seed: [], derived: [] as { id: string; version: number }[] };
    const derivedIds = await derivedClosure(tx, tenantId, seed.map((r) => r.id));
    const derived = derivedIds.length
      ? await rows<{ id: string; version: number }>(
          tx,
          sql`select id, version from notes where tenant_id = ${tenantId} and id = any(${uuidArray(derivedIds)}) for update`,
        )
      : [];
    const ids = [...seed.map((r) => r.id), ...derived.map((r) => r.id)];
    const idArr = uuidArray(ids);

    // Stored write responses carry a full copy of the note.
    await tx.execute(
      sql`delete from idempotency_keys where tenant_id = ${tenantId}
          and (note_id = any(${idArr}) or (response -> 'note' ->> 'id') = any(${`{${ids.join(',')}}`}::text[]))`,
    );
    // Tombstones: the trail keeps what happened and when, nothing of what was said.
    await tx.execute(
      sql`update note_events set reason = null, evidence = null, detail = null
          where tenant_id = ${tenantId} and note_id = any(${idArr})`,
    );
    await scrubReferences(tx, tenantId, ids);
    const derivedSet = new Set(derived.map((r) => r.id));
    await appendEvents(
      tx,
      ids.map((id) => ({
        tenantId,
        noteId: id,
        type: 'erased' as const,
        actor,
        detail: { mode, derived: derivedSet.has(id), batchNotes: seed.length, batchDerived: derived.length },
        at: now,
      })),
    );
    await tx.execute(sql`delete from notes where tenant_id = ${tenantId} and id = any(${idArr})`);
    return { seed, derived };
  });

  const all = [...erased.seed, ...erased.derived];
  const jobs = (await removeJobs(s, all)) + (await scrubQueues(s, all.map((n) => n.id)));
  // Nothing matched, nothing deleted: no scrub. Otherwise the deleted rows' bytes are
  // still in the table and index files until the scrub rewrites them.
  const lastDurationMs = s.scrub.lastDurationMs;
  if (all.length === 0) return { erased: { notes: 0, derived: 0, jobs }, scrub: { status: 'complete', startsBy: now.toISOString(), lastDurationMs } };
  if (!s.scrub.enabled) {
    return { erased: { notes: erased.seed.length, derived: erased.derived.length, jobs }, scrub: { status: 'disabled', startsBy: now.toISOString(), lastDurationMs: null } };
  }
  const scrub = s.scrub.request();
  if (opts.awaitScrub) await scrub.done;
  return {
    erased: { notes: erased.seed.length, derived: erased.derived.length, jobs },
    scrub: {
      status: opts.awaitScrub ? 'complete' : 'scheduled',
      startsBy: scrub.startsBy.toISOString(),
      lastDurationMs: opts.awaitScrub ? s.scrub.lastDurationMs : lastDurationMs,
    },
  };
}

/**
 * Events of *surviving* notes can speak about an erased one: a judge's free-text
 * `judgeReason` on the loser of a contradiction quotes the winner, an operator's
 * correction reason describes the replacement. Where an event's detail names an erased
 * id, keep only code-like strings (ids, statuses, reason codes — no white space) in
 * its reason and detail; prose goes.
 */
async function scrubReferences(tx: Tx, tenantId: string, ids: string[]): Promise<void> {
  const CODE = '^[A-Za-z0-9_:./-]*$';
  for (let i = 0; i < ids.length; i += 200) {
    const chunk = ids.slice(i, i + 200);
    await tx.execute(
      sql`update note_events e
             set reason = case when e.reason ~ ${CODE} then e.reason end,
                 detail = (select coalesce(jsonb_object_agg(j.k, j.v), '{}'::jsonb) from jsonb_each(e.detail) as j(k, v)
                            where jsonb_typeof(j.v) <> 'string' or (j.v #>> '{}') ~ ${CODE})
           where e.tenant_id = ${tenantId}
             and e.detail is not null and jsonb_typeof(e.detail) = 'object'
             and not (e.note_id = any(${uuidArray(ids)}))
             and e.detail::text ~ ${chunk.join('|')}`,
    );
  }
}

/**
 * Remove every stage job of the erased notes, all versions up to the note's current one
 * (job ids are deterministic: {@link stageJobId}). A job a worker holds right now cannot
 * be removed; it finds its note gone and ends. Redis being down never fails an erasure:
 * the rows are already gone and any job left behind carries ids only.
 */
async function removeJobs(s: Services, erased: { id: string; version: number }[]): Promise<number> {
  const producer = s.producer;
  if (!producer || erased.length === 0) return 0;
  if (producer.connection.status !== 'ready') {
    s.logger.warn({ notes: erased.length }, 'redis unavailable during erasure; stale jobs will end on their own');
    return 0;
  }
  const targets: Array<{ stage: (typeof STAGES)[number]; jobId: string }> = [];
  for (const n of erased) {
    for (const stage of STAGES) {
      for (let v = 1; v <= n.version; v++) targets.push({ stage, jobId: stageJobId(stage, n.id, v) });
    }
  }
  let removed = 0;
  const BATCH = 1000;
  try {
    for (let i = 0; i < targets.length; i += BATCH) {
      const batch = targets.slice(i, i + BATCH);
      // One round trip to find which of the candidate ids exist (BullMQ's remove answers 1 for a missing job too).
      const pipe = producer.connection.pipeline();
      for (const t of batch) pipe.exists(producer.queues[t.stage].toKey(t.jobId));
      const exists = (await pipe.exec()) ?? [];
      const present = batch.filter((_, j) => exists[j]?.[1] === 1);
      const results = await Promise.all(present.map((t) => producer.queues[t.stage].remove(t.jobId)));
      for (const r of results) removed += r === 1 ? 1 : 0;
    }
  } catch (err) {
    s.logger.warn({ err: serializeError(err) }, 'could not remove every queued job of erased notes');
  }
  return removed;
}

/**
 * Finished jobs keep what their processor returned (and BullMQ's event streams repeat
 * it): a contradiction stage's result can carry a judge's prose about *another*,
 * now-erased note, and Bull Board shows all of it. Remove every kept job whose data,
 * result or failure mentions an erased id, and delete the matching event-stream
 * entries. Bounded by the queues' retention (removeOnComplete / removeOnFail, stream
 * MAXLEN), and only paid on erasure.
 */
async function scrubQueues(s: Services, ids: string[]): Promise<number> {
  const producer = s.producer;
  if (!producer || ids.length === 0 || producer.connection.status !== 'ready') return 0;
  const pattern = new RegExp(ids.join('|'));
  const maintenance = new Queue(MAINTENANCE_QUEUE, { connection: producer.connection, prefix: bullPrefix(s.config.queue.prefix) });
  maintenance.on('error', () => {});
  let removed = 0;
  try {
    for (const queue of [...Object.values(producer.queues), maintenance] as Queue[]) {
      const kept = await queue.getJobs(['completed', 'failed', 'waiting', 'delayed', 'prioritized'], 0, -1);
      for (const job of kept) {
        if (!job?.id) continue;
        const text = JSON.stringify([job.data, job.returnvalue, job.failedReason, job.stacktrace]);
        if (pattern.test(text) && (await queue.remove(job.id)) === 1) removed++;
      }
      const stream = queue.keys.events!;
      let start = '-';
      for (;;) {
        const entries = (await producer.connection.xrange(stream, start, '+', 'COUNT', 1000)) as [string, string[]][];
        const doomed = entries.filter(([, fields]) => pattern.test(fields.join(' '))).map(([id]) => id);
        if (doomed.length) await producer.connection.xdel(stream, ...doomed);
        if (entries.length < 1000) break;
        start = `(${entries[entries.length - 1]![0]}`;
      }
    }
  } catch (err) {
    s.logger.warn({ err: serializeError(err) }, 'could not scrub every finished job of erased notes');
  } finally {
    // Shares the producer's connection: closing the queue must not close it.
    await maintenance.close().catch(() => {});
  }
  return removed;
}
