/**
 * Erasure (docs/design.md#erasure): by note id, by deletion key, or everything for a user.
 *
 * In one transaction: the matching rows and every note derived from them
 * (`derivedFromIds` / `consolidatedIntoId` lineage, transitively) are deleted —
 * embeddings go with the rows; the conversation events those notes were extracted from
 * (or cite as their message) keep their ids and times but lose their text; idempotency
 * records whose stored response names one of them are deleted (they hold a copy of the
 * note, content included); the notes' audit events keep only type, actor and time
 * (reason, evidence, detail cleared) and get an `erased` tombstone that carries counts,
 * never content, user id or slot key.
 * After commit, the notes' queued BullMQ jobs are removed (their payload is ids only,
 * but a queue must not keep working on a note that is gone), so are the kept jobs that
 * carried the redacted turns, and a storage scrub is scheduled (src/db/scrub.ts):
 * deleted rows stay on disk until their tables are rewritten.
 *
 * Erasing a user matches notes scoped to that user *and* notes written in that user's
 * runs (`run.userId`), whatever scope an operator stored them at: both were learned
 * from that person. A note derived from an erased one is erased even if it belongs to
 * another scope — lineage means it carries the erased content. A correction is not
 * such a copy: it is a person's newer statement, so erasing the version it replaced
 * keeps it unless `includeCorrections` asks otherwise (a user's erasure does by default).
 */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { erasureRequestSchema, type ErasureRequest, type ErasureResult } from '../contract/erasure.js';
import { actorOf, requireOperator, type Principal } from '../auth/principal.js';
import { rows, type Tx } from '../db/database.js';
import { appendEvents } from '../db/events.js';
import { apiKeys, notes } from '../db/schema.js';
import { extractQueue } from '../queue/extract.js';
import { ErasedTurns } from '../queue/erasedTurns.js';
import { MemwrightError } from '../errors.js';
import { removeJobsMentioning, removeStageJobs } from '../queue/erasure.js';
import { MAINTENANCE_QUEUE } from '../queue/names.js';
import { INGEST_QUEUE } from '../contract/ingestWire.js';
import { openQueue } from '../queue/open.js';
import type { Services } from '../ports.js';
import { zNoteId } from '../contract/memories.js';
import { parseOrThrow } from './read.js';
import { serializeError } from '../observability/errorLog.js';


type Mode = 'note' | 'user' | 'deletion_key';

export interface EraseOptions {
  /** Wait until the storage scrub is done (the CLI); the API answers as soon as the rows are gone. @defaultValue false */
  awaitScrub?: boolean;
  /**
   * Also erase the corrections that replaced a matched note (and what derives from
   * them). A request body's own `includeCorrections` wins over this.
   * @defaultValue false — true when erasing a user
   */
  includeCorrections?: boolean;
}

/** How far the lineage walk goes beyond consolidation. */
export interface ClosureOptions {
  /** Follow corrections too (a note replacing a matched one via PATCH). @defaultValue false */
  corrections?: boolean;
}

/** A uuid[] literal as one bind parameter (uuids need no escaping; avoids 65k-parameter limits). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

export async function eraseMemory(s: Services, p: Principal, id: string, opts: EraseOptions = {}): Promise<ErasureResult> {
  requireOperator(p);
  const noteId = parseOrThrow(zNoteId, id, 'id');
  const r = await eraseWhere(s, p, eq(notes.id, noteId), 'note', { ...opts, includeCorrections: opts.includeCorrections ?? false });
  if (r.erased.notes === 0) throw MemwrightError.notFound();
  return r;
}

export async function eraseBy(s: Services, p: Principal, body: unknown, opts: EraseOptions = {}): Promise<ErasureResult> {
  requireOperator(p);
  const b = parseOrThrow(erasureRequestSchema, body);
  const m = erasureMatch(b, opts.includeCorrections);
  return eraseWhere(s, p, m.where, m.mode, { ...opts, includeCorrections: m.includeCorrections }, m.mode === 'user' ? b.userId : undefined);
}

/**
 * The notes an erasure request matches, and whether corrections go with them: the
 * request's own say, else `fallback`, else only for a user (everything learned from
 * them). src/inspect/erasurePreview.ts counts the same.
 */
export function erasureMatch(b: ErasureRequest, fallback?: boolean): { where: SQL; mode: Exclude<Mode, 'note'>; includeCorrections: boolean } {
  if (b.deletionKey !== undefined) {
    const conds: SQL[] = [eq(notes.deletionKey, b.deletionKey)];
    if (b.userId !== undefined) conds.push(eq(notes.userId, b.userId));
    if (b.agentId !== undefined) conds.push(eq(notes.agentId, b.agentId));
    return { where: and(...conds)!, mode: 'deletion_key', includeCorrections: b.includeCorrections ?? fallback ?? false };
  }
  return { where: or(eq(notes.userId, b.userId!), eq(notes.runUserId, b.userId!))!, mode: 'user', includeCorrections: b.includeCorrections ?? fallback ?? true };
}

/**
 * Ids reachable from `seed` through lineage: notes listing one in `derivedFromIds`, and
 * their `consolidatedIntoId`. A correction (a note whose `corrected` event says it
 * `corrects` one of them) is followed only with `corrections`.
 */
export async function derivedClosure(tx: Tx, tenantId: string, seed: string[], opts: ClosureOptions = {}): Promise<string[]> {
  const all = new Set(seed);
  const derived: string[] = [];
  let frontier = seed;
  const corrections = opts.corrections ?? false;
  while (frontier.length > 0) {
    const found = await rows<{ id: string }>(
      tx,
      sql`select n.id from notes n where n.tenant_id = ${tenantId} and n.derived_from_ids && ${uuidArray(frontier)}
            and (${corrections}::boolean or not exists (
              select 1 from note_events e where e.tenant_id = ${tenantId} and e.note_id = n.id and e.type = 'corrected'
                and (e.detail ->> 'corrects') = any(${`{${frontier.join(',')}}`}::text[])))
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
  const turns = new ErasedTurns();

  const erased = await s.database.db.transaction(async (tx) => {
    // The user's conversation events go with them (docs/design.md#background-lane): the
    // event log holds what they said verbatim.
    if (userId !== undefined) {
      const gone = await rows<{ agent_id: string; run_id: string; thread_id: string | null; n: number | string }>(
        tx,
        sql`with d as (delete from conversation_events where tenant_id = ${tenantId} and user_id = ${userId} returning agent_id, run_id, thread_id)
            select agent_id, run_id, thread_id, count(*) as n from d group by agent_id, run_id, thread_id`,
      );
      for (const g of gone) {
        events += Number(g.n);
        turns.addRun(g.agent_id, g.run_id, g.thread_id);
      }
    }
    const seed = await tx
      .select({ id: notes.id, version: notes.version })
      .from(notes)
      .where(and(eq(notes.tenantId, tenantId), where))
      .for('update');
    if (seed.length === 0) return { seed: [], derived: [] as { id: string; version: number }[] };
    const derivedIds = await derivedClosure(tx, tenantId, seed.map((r) => r.id), { corrections: opts.includeCorrections });
    const derived = derivedIds.length
      ? await rows<{ id: string; version: number }>(
          tx,
          sql`select id, version from notes where tenant_id = ${tenantId} and id = any(${uuidArray(derivedIds)}) for update`,
        )
      : [];
    const ids = [...seed.map((r) => r.id), ...derived.map((r) => r.id)];
    const idArr = uuidArray(ids);

    // Before the notes' events lose their detail: it names the turns they came from.
    for (const e of await redactCitedEvents(tx, tenantId, ids, now)) {
      events++;
      turns.addEvent(e.agent_id, e.run_id, e.event_id, e.thread_id);
    }

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
  const [stageJobs, keptJobs] = await Promise.all([removeJobs(s, all), scrubQueues(s, tenantId, all.map((n) => n.id), userId, turns)]);
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
 * The conversation events the erased notes were extracted from keep their ids, role and
 * times (the run's trail, extraction's bookkeeping) but lose their text: `content`
 * becomes '' and `tool_name` null. The turns are found through what the lane recorded —
 * every write event of an extracted candidate names its events (`detail.eventIds`) and
 * run — and through a note's `evidence.messageId` in its own run (an agent citing the turn
 * it learned from). A redacted event counts as extracted: the extractor never reads it.
 * Another note extracted from the same turn keeps its own content; only the evidence goes.
 */
async function redactCitedEvents(tx: Tx, tenantId: string, ids: string[], now: Date) {
  const idArr = uuidArray(ids);
  return rows<{ agent_id: string; run_id: string; event_id: string; thread_id: string | null }>(
    tx,
    sql`with erased as (
          select id, coalesce(run_agent_id, agent_id) as agent_id, run_id, evidence from notes
           where tenant_id = ${tenantId} and id = any(${idArr})
        ), cited as (
          select x.agent_id, e.detail ->> 'runId' as run_id, c.event_id
            from note_events e
            join erased x on x.id = e.note_id
            cross join lateral jsonb_array_elements_text(
              case when jsonb_typeof(e.detail -> 'eventIds') = 'array' then e.detail -> 'eventIds' else '[]'::jsonb end) as c(event_id)
           where e.tenant_id = ${tenantId} and e.note_id = any(${idArr}) and e.detail ? 'runId'
          union
          select agent_id, run_id, evidence ->> 'messageId' from erased where run_id is not null and evidence ? 'messageId'
        )
        update conversation_events ce
           set content = '', tool_name = null, extracted_at = coalesce(ce.extracted_at, ${now})
          from cited
         where ce.tenant_id = ${tenantId} and ce.agent_id = cited.agent_id and ce.run_id = cited.run_id and ce.event_id = cited.event_id
           and (ce.content <> '' or ce.tool_name is not null)
        returning ce.agent_id, ce.run_id, ce.event_id, ce.thread_id`,
  );
}

/**
 * Finished jobs keep what their processor returned (and BullMQ's event streams repeat
 * it): a contradiction stage's result can carry a judge's prose about *another*,
 * now-erased note, and Bull Board shows all of it. An ingest job holds the write's body
 * and, as its result, the note — content both. Remove every kept job whose data, result
 * or failure mentions an erased id, and delete the matching event-stream entries. The
 * ingest `events` jobs whose batch holds a deleted or redacted turn go too (they hold
 * its text verbatim), and so do the finished extraction jobs of those turns' runs
 * (pending ones still have other turns to read; a redacted turn is marked extracted). A
 * user's erasure also takes the ingest jobs of that user's runs (signed by one of the
 * tenant's keys) that wrote no note: a refused write or a batch of events still holds
 * what the user said. Bounded by the queues' retention (removeOnComplete /
 * removeOnFail, stream MAXLEN), and only paid on erasure.
 */
async function scrubQueues(s: Services, tenantId: string, ids: string[], userId: string | undefined, turns: ErasedTurns): Promise<number> {
  const producer = s.producer;
  if (!producer || (ids.length === 0 && userId === undefined && turns.empty) || producer.connection.status !== 'ready') return 0;
  const maintenance = openQueue(MAINTENANCE_QUEUE, producer.connection, s.config.queue.prefix);
  const ingest = openQueue(INGEST_QUEUE, producer.connection, s.config.queue.prefix);
  try {
    const keys = userId !== undefined || !turns.empty ? await tenantKeyIds(s, tenantId) : new Set<string>();
    const tests = [...(userId === undefined ? [] : [ingestJobsOf(keys, userId)]), ...(turns.empty ? [] : [turns.ingestJob(keys)])];
    const ingestData = tests.length ? { data: (d: string) => tests.some((t) => t(d)) } : {};
    const extract = turns.empty
      ? []
      : [{ queue: extractQueue(producer, s.config.queue.prefix), data: turns.extractJob(tenantId), states: ['completed', 'failed'] as const }];
    // No id to look for: a pattern that matches nothing.
    const pattern = ids.length ? new RegExp(ids.join('|')) : /(?!)/;
    return await removeJobsMentioning(
      producer.connection,
      [...Object.values(producer.queues).map((queue) => ({ queue })), { queue: maintenance }, { queue: ingest, ...ingestData }, ...extract],
      pattern,
      (err) => s.logger.warn({ err: serializeError(err) }, 'could not scrub every finished job of erased notes'),
    );
  } finally {
    // They share the producer's connection: closing the queues must not close it (the extract queue is the producer's own).
    await Promise.all([maintenance.close().catch(() => {}), ingest.close().catch(() => {})]);
  }
}

async function tenantKeyIds(s: Services, tenantId: string): Promise<Set<string>> {
  return new Set((await s.database.db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.tenantId, tenantId))).map((k) => k.id));
}

/** A test on an ingest job's raw data: signed by one of the tenant's keys, for a run of `userId` (docs/ingest.md). */
function ingestJobsOf(keys: ReadonlySet<string>, userId: string): (data: string) => boolean {
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
