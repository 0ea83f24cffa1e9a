/**
 * Erasure (docs/design.md#erasure): by note id, by deletion key, or everything for a user.
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
import { erasureRequestSchema, type ErasureResult } from '../contract/erasure.js';
import { actorOf, requireOperator, type Principal } from '../auth/principal.js';
import { rows, type Tx } from '../db/database.js';
import { appendEvents } from '../db/events.js';
import { apiKeys, notes } from '../db/schema.js';
import { MemwrightError } from '../errors.js';
import { removeJobsMentioning, removeStageJobs } from '../queue/erasure.js';
import { MAINTENANCE_QUEUE } from '../queue/names.js';
import { INGEST_QUEUE } from '../ingest/wire.js';
import { openQueue } from '../queue/open.js';
import type { Services } from '../services.js';
import { zNoteId } from '../contract/memories.js';
import { parseOrThrow } from './read.js';
import { serializeError } from '../observability/errorLog.js';

// Re-exported for callers that still import them from here (src/memwright.ts, src/http/routes/me.ts); contract/ is their home.
export type { ErasureRequest, ErasureResult } from '../contract/erasure.js';

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
  return eraseWhere(s, p, or(eq(notes.userId, b.userId!), eq(notes.runUserId, b.userId!))!, 'user', opts, b.userId);
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

async function eraseWhere(s: Services, p: Principal, where: SQL, mode: Mode, opts: EraseOptions, userId?: string): Promise<ErasureResult> {
  const tenantId = p.tenantId;
  const now = s.now();
  const actor = actorOf(p);
  let events = 0;

  const erased = await s.database.db.transaction(async (tx) => {
    // The user's conversation events go with them (docs/design.md#background-lane): the
    // event log holds what they said verbatim.
    if (userId !== undefined) {
      const gone = await rows<{ n: number | string }>(
        tx,
        sql`with d as (delete from conversation_events where tenant_id = ${tenantId} and user_id = ${userId} returning 1) select count(*) as n from d`,
      );
      events = Number(gone[0]?.n ?? 0);
    }
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
  // Both Redis steps at once: on a busy process each round trip waits its turn (bench:load).
  const [stageJobs, keptJobs] = await Promise.all([removeJobs(s, all), scrubQueues(s, tenantId, all.map((n) => n.id), userId)]);
  const jobs = stageJobs + keptJobs;
  // Nothing matched, nothing deleted: no scrub. Otherwise the deleted rows' bytes are
  // still in the table and index files until the scrub rewrites them.
  const lastDurationMs = s.scrub.lastDurationMs;
  const counts = { notes: erased.seed.length, derived: erased.derived.length, jobs, ...(events ? { events } : {}) };
  if (all.length === 0 && events === 0) return { erased: counts, scrub: { status: 'complete', startsBy: now.toISOString(), lastDurationMs } };
  if (!s.scrub.enabled) {
    return { erased: counts, scrub: { status: 'disabled', startsBy: now.toISOString(), lastDurationMs: null } };
  }
  const scrub = s.scrub.request();
  if (opts.awaitScrub) await scrub.done;
  return {
    erased: counts,
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
  // `refs` (every note an event's detail names, kept by a trigger) is GIN-indexed: only the
  // events that name an erased note are read, not the tenant's whole trail.
  await tx.execute(
    sql`update note_events e
           set reason = case when e.reason ~ ${CODE} then e.reason end,
               detail = (select coalesce(jsonb_object_agg(j.k, j.v), '{}'::jsonb) from jsonb_each(e.detail) as j(k, v)
                          where jsonb_typeof(j.v) <> 'string' or (j.v #>> '{}') ~ ${CODE})
         where e.tenant_id = ${tenantId}
           and e.refs && ${uuidArray(ids)}
           and e.detail is not null and jsonb_typeof(e.detail) = 'object'
           and not (e.note_id = any(${uuidArray(ids)}))`,
  );
}

/**
 * Remove every stage job of the erased notes (queue/erasure.ts). Redis being down never
 * fails an erasure: the rows are already gone and any job left behind carries ids only.
 */
async function removeJobs(s: Services, erased: { id: string; version: number }[]): Promise<number> {
  const producer = s.producer;
  if (!producer || erased.length === 0) return 0;
  if (producer.connection.status !== 'ready') {
    s.logger.warn({ notes: erased.length }, 'redis unavailable during erasure; stale jobs will end on their own');
    return 0;
  }
  return removeStageJobs(producer, erased, (err) =>
    s.logger.warn({ err: serializeError(err) }, 'could not remove every queued job of erased notes'),
  );
}

/**
 * Finished jobs keep what their processor returned (and BullMQ's event streams repeat
 * it): a contradiction stage's result can carry a judge's prose about *another*,
 * now-erased note, and Bull Board shows all of it. An ingest job holds the write's body
 * and, as its result, the note — content both. Remove every kept job whose data, result
 * or failure mentions an erased id, and delete the matching event-stream entries. A
 * user's erasure also takes the ingest jobs of that user's runs (signed by one of the
 * tenant's keys) that wrote no note: a refused write or a batch of events still holds
 * what the user said. Bounded by the queues' retention (removeOnComplete /
 * removeOnFail, stream MAXLEN), and only paid on erasure.
 */
async function scrubQueues(s: Services, tenantId: string, ids: string[], userId: string | undefined): Promise<number> {
  const producer = s.producer;
  if (!producer || (ids.length === 0 && userId === undefined) || producer.connection.status !== 'ready') return 0;
  const maintenance = openQueue(MAINTENANCE_QUEUE, producer.connection, s.config.queue.prefix);
  const ingest = openQueue(INGEST_QUEUE, producer.connection, s.config.queue.prefix);
  try {
    const ofUser = userId === undefined ? undefined : await ingestJobsOf(s, tenantId, userId);
    // No id to look for: a pattern that matches nothing.
    const pattern = ids.length ? new RegExp(ids.join('|')) : /(?!)/;
    return await removeJobsMentioning(
      producer.connection,
      [...Object.values(producer.queues).map((queue) => ({ queue })), { queue: maintenance }, { queue: ingest, ...(ofUser ? { data: ofUser } : {}) }],
      pattern,
      (err) => s.logger.warn({ err: serializeError(err) }, 'could not scrub every finished job of erased notes'),
    );
  } finally {
    // They share the producer's connection: closing the queues must not close it.
    await Promise.all([maintenance.close().catch(() => {}), ingest.close().catch(() => {})]);
  }
}

/** A test on an ingest job's raw data: signed by one of the tenant's keys, for a run of `userId` (docs/ingest.md). */
async function ingestJobsOf(s: Services, tenantId: string, userId: string): Promise<(data: string) => boolean> {
  const keys = new Set((await s.database.db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.tenantId, tenantId))).map((k) => k.id));
  const needle = JSON.stringify(userId);
  return (data) => {
    // Cheap filter first: most kept jobs are other users'.
    if (!data.includes(needle)) return false;
    try {
      const env = JSON.parse(data) as { keyId?: unknown; body?: { run?: { userId?: unknown } } };
      return typeof env.keyId === 'string' && keys.has(env.keyId) && env.body?.run?.userId === userId;
    } catch {
      return false;
    }
  };
}
