/**
 * How stages read and move notes: the stale-job check, the compare-and-set that
 * advances `pipelineStage`, and the same-scope neighbour query.
 */
import { and, eq, sql } from 'drizzle-orm';
import { INJECTABLE, STAGES, type NoteStatus, type PipelineStage, type ProtectionTier, type Stage } from '../contract/enums.js';
import { rows, type Tx } from '../db/database.js';
import { eventRow, type NewEvent } from '../db/events.js';
import { findNote, type NoteRowNoEmbedding } from '../db/notes.js';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { noteEvents, notes } from '../db/schema.js';
import type { StageJobData } from '../queue/names.js';
import type { StageResult } from './types.js';
import { slotKeyOf, slotOfCached } from '../language/slotKey.js';
import { canBeGivenUp, givesUp, GIVING_UP_HINT, type Slot } from '../language/slots.js';

export type PipelineNote = NoteRowNoEmbedding;

/**
 * Load the note a job is for and decide whether the job is still current.
 * A job is stale when the note is gone, no longer provisional, was rewritten
 * (version differs) or is at another stage; a stale job changes nothing.
 */
export async function loadForStage(
  db: Tx,
  stage: Stage,
  data: StageJobData,
): Promise<{ note: PipelineNote } | { result: StageResult }> {
  const note = await findNote(db, data.tenantId, data.noteId);
  if (!note) return { result: { kind: 'stale', reason: 'note_gone' } };
  if (note.version !== data.version) return { result: { kind: 'stale', reason: 'version_changed' } };
  if (note.status !== 'provisional') return { result: { kind: 'stale', reason: `status_${note.status}` } };
  if (note.pipelineStage !== stage) {
    const at = note.pipelineStage;
    // Already further along: this is a retry of a stage whose commit landed but whose
    // next enqueue may not have. Re-enqueueing the current stage is idempotent (job id).
    if (at !== 'done' && STAGES.indexOf(at) > STAGES.indexOf(stage)) {
      return { result: { kind: 'stale', reason: 'already_advanced', next: at } };
    }
    return { result: { kind: 'stale', reason: `at_stage_${at}` } };
  }
  return { note };
}

/**
 * Compare-and-set: move a provisional note from `from` to `to` (and apply `set`) only if
 * it is still at `from` with the job's version. Returns false when a duplicate, retried
 * or late delivery got there first — the caller then changes nothing else.
 */
export async function advanceNote(
  tx: Tx,
  note: Pick<PipelineNote, 'id' | 'tenantId' | 'version'>,
  from: Stage,
  to: PipelineStage,
  now: Date,
  set: PgUpdateSetSource<typeof notes> = {},
): Promise<boolean> {
  const r = await compareAndSet(tx, note, from, to, now, set);
  return r.length === 1;
}

function compareAndSet(tx: Tx, note: Pick<PipelineNote, 'id' | 'tenantId' | 'version'>, from: Stage, to: PipelineStage, now: Date, set: PgUpdateSetSource<typeof notes>) {
  return tx
    .update(notes)
    .set({ ...set, pipelineStage: to, pipelineUpdatedAt: now, pipelineError: null })
    .where(
      and(
        eq(notes.tenantId, note.tenantId),
        eq(notes.id, note.id),
        eq(notes.pipelineStage, from),
        eq(notes.version, note.version),
        eq(notes.status, 'provisional'),
      ),
    )
    .returning({ id: notes.id });
}

/**
 * {@link advanceNote} and the events that record the move, in one statement: the events
 * are inserted only when the compare-and-set matched (a data-modifying CTE), so the two
 * stay atomic without a transaction. One round trip instead of four (begin, update,
 * insert, commit) on the path every note takes through embed, importance and harden
 * (docs/design.md#pipeline).
 */
export async function advanceNoteRecorded(
  db: Tx,
  note: Pick<PipelineNote, 'id' | 'tenantId' | 'version'>,
  from: Stage,
  to: PipelineStage,
  now: Date,
  set: PgUpdateSetSource<typeof notes>,
  events: readonly NewEvent[],
): Promise<boolean> {
  if (events.length === 0) return advanceNote(db, note, from, to, now, set);
  const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));
  const values = sql.join(
    events.map((e) => {
      const r = eventRow(e);
      const at = r.createdAt instanceof Date ? r.createdAt.toISOString() : null;
      return sql`(${r.tenantId}, ${r.noteId}::uuid, ${r.type}, ${r.actor}, ${r.reason}::text, ${json(r.evidence)}::jsonb, ${json(r.detail)}::jsonb, coalesce(${at}::timestamptz, now()))`;
    }),
    sql`, `,
  );
  const inserted = await rows<{ one: number }>(
    db,
    sql`with advanced as (${compareAndSet(db, note, from, to, now, set).getSQL()})
        insert into ${noteEvents} (tenant_id, note_id, type, actor, reason, evidence, detail, created_at)
        select v.* from (values ${values}) as v(tenant_id, note_id, type, actor, reason, evidence, detail, created_at)
         where exists (select 1 from advanced)
        returning 1 as one`,
  );
  return inserted.length > 0;
}

/** A same-scope note as the reconciling stages see it. */
export interface Neighbour {
  id: string;
  status: NoteStatus;
  version: number;
  content: string;
  category: string;
  deletionKey: string | null;
  runId: string | null;
  protectionTier: ProtectionTier;
  importance: number | null;
  importanceMark: number | null;
  accessCount: number;
  createdAt: Date;
  /** When the fact was stated: which of two values of one attribute slot is the newer (else `createdAt`). */
  occurredAt?: Date;
  /** Cosine similarity to the note (null when one of the two has no comparable embedding). */
  similarity: number | null;
  /** Among the most similar notes at or above the query's floor. */
  similar: boolean;
  /** Holds the note's deletion key (slot candidates need no similarity). */
  slot: boolean;
  /** Reads as the note's subject and single-valued attribute (language/slotKey.ts), whatever its similarity. */
  attributeSlot?: boolean;
}

interface NeighbourRow {
  id: string;
  status: NoteStatus;
  version: number;
  content: string;
  category: string;
  deletion_key: string | null;
  run_id: string | null;
  protection_tier: ProtectionTier;
  importance: number | null;
  importance_mark: number | null;
  access_count: number;
  created_at: string | Date;
  occurred_at: string | Date;
  similarity: number | string | null;
  is_similar: boolean;
  is_slot: boolean;
  is_attribute_slot: boolean;
}

/** docs/design.md#numbers: at most 50 pairs judged per note and cycle. */
const MAX_SLOT_CANDIDATES = 45;
/**
 * What is read from content (a note without a stored slot key, a value given up) comes
 * from the scope's newest injectable notes, this many at most (about 0.2 ms a note,
 * memoised); a scope's older tail is left to the similarity neighbours.
 */
const ATTRIBUTE_SLOT_SCAN = 500;

export interface NeighbourQuery {
  /** Only neighbours at or above this cosine similarity. */
  minSimilarity: number;
  limit: number;
  /** Also return every injectable note of the scope holding the note's deletion key. */
  includeSlot?: boolean;
  /**
   * Also return the injectable notes of the scope whose content reads as the same subject
   * and single-valued attribute as the note's (language/slotKey.ts), whatever their similarity,
   * and those whose value one of the two notes gives up ("sold the Honda": language/slots.ts `givesUp`).
   */
  includeAttributeSlot?: boolean;
  /** The note's slot when read otherwise than by its content's patterns (the prototypes: pipeline/slotReader.ts). */
  slot?: Slot | null;
  /** @defaultValue INJECTABLE (provisional and active) */
  statuses?: readonly NoteStatus[];
}

/**
 * Injectable notes of the same tenant and scope, most similar first, compared with
 * vectors of the same embedding model only.
 *
 * The candidate set is filtered first and scanned exactly (a MATERIALIZED CTE keeps
 * the planner off the global HNSW index): one scope holds few notes, and an
 * approximate index post-filtered by tenant and scope would silently drop neighbours.
 * Exact results are also deterministic, which the optimistic re-check relies on.
 */
export async function neighbours(db: Tx, note: PipelineNote, q: NeighbourQuery): Promise<Neighbour[]> {
  const statuses = q.statuses ?? INJECTABLE;
  const statusList = sql.join(statuses.map((s) => sql`${s}`), sql`, `);
  const slot = q.includeSlot && note.deletionKey ? note.deletionKey : null;
  const attributeIds = q.includeAttributeSlot ? await attributeSlotIds(db, note, statusList, q.slot) : [];
  const attributeList = sql`${`{${attributeIds.join(',')}}`}::uuid[]`;
  const r = await rows<NeighbourRow>(
    db,
    // `c` holds only what picks the neighbours (every note of the scope passes through it);
    // the few picked rows are joined back for the rest, in the same snapshot.
    sql`with me as (select embedding, embedding_model from notes where id = ${note.id}),
    c as materialized (
      select n.id, n.deletion_key, n.created_at,
             case when n.embedding is not null and me.embedding is not null and n.embedding_model = me.embedding_model
                  then 1 - (n.embedding <=> me.embedding) end as similarity
      from notes n, me
      where n.tenant_id = ${note.tenantId} and n.scope_key = ${note.scopeKey}
        and n.status in (${statusList}) and n.id <> ${note.id}
        and ((n.embedding is not null and n.embedding_model = me.embedding_model)
             or (${slot}::text is not null and n.deletion_key = ${slot}::text)
             or n.id = any(${attributeList}))
    )
    , top as (select id from c where similarity >= ${q.minSimilarity} order by similarity desc, id limit ${q.limit})
    , slotted as (select id from c where ${slot}::text is not null and deletion_key = ${slot}::text
                  order by created_at desc, id limit ${MAX_SLOT_CANDIDATES})
    select n.id, n.status, n.version, n.content, n.category, n.deletion_key, n.run_id, n.protection_tier,
           n.importance, n.importance_mark, n.access_count, n.created_at, n.occurred_at, c.similarity,
           c.id in (select id from top) as is_similar, c.id in (select id from slotted) as is_slot,
           c.id = any(${attributeList}) as is_attribute_slot
    from c join notes n on n.id = c.id
    where c.id in (select id from top) or c.id in (select id from slotted) or c.id = any(${attributeList})`,
  );
  return r
    .map((x) => ({
      id: x.id,
      status: x.status,
      version: Number(x.version),
      content: x.content,
      category: x.category,
      deletionKey: x.deletion_key,
      runId: x.run_id,
      protectionTier: x.protection_tier,
      importance: x.importance === null ? null : Number(x.importance),
      importanceMark: x.importance_mark === null ? null : Number(x.importance_mark),
      accessCount: Number(x.access_count),
      createdAt: x.created_at instanceof Date ? x.created_at : new Date(x.created_at),
      occurredAt: x.occurred_at instanceof Date ? x.occurred_at : new Date(x.occurred_at),
      similarity: x.similarity === null ? null : Number(x.similarity),
      similar: x.is_similar === true,
      slot: x.is_slot === true,
      attributeSlot: x.is_attribute_slot === true,
    }))
    .sort((a, b) => (b.similarity ?? -1) - (a.similarity ?? -1) || a.id.localeCompare(b.id));
}

/**
 * Ids of the scope's injectable notes of the note's `<subject>|<attribute>` key, newest
 * first, {@link MAX_SLOT_CANDIDATES} at most: those whose stored `slot_key` holds it, by
 * index, in the whole scope; and, read from content among the scope's newest
 * {@link ATTRIBUTE_SLOT_SCAN}, those written before the column existed (`slot_key` null)
 * and those whose value one of the two notes gives up — giving up is read from the
 * other's words, which no key stores. Deterministic for an unchanged scope, as the
 * optimistic re-check needs.
 */
async function attributeSlotIds(db: Tx, note: PipelineNote, statusList: ReturnType<typeof sql.join>, slot?: Slot | null): Promise<string[]> {
  const mine = slotOfCached(note.content) ?? slot ?? null;
  const key = slotKeyOf(mine);
  // A note that gives a value up ("sold the Honda") may read no slot of its own.
  const givingUp = GIVING_UP_HINT.test(note.content);
  if (!key && !givingUp) return [];
  const inScope = sql`tenant_id = ${note.tenantId} and scope_key = ${note.scopeKey} and status in (${statusList}) and id <> ${note.id}`;
  const byKey = key
    ? await rows<{ id: string }>(
        db,
        sql`select id from notes where ${inScope} and slot_key = ${key} order by created_at desc, id limit ${MAX_SLOT_CANDIDATES}`,
      )
    : [];
  // Without a possible giving-up on either side, only notes with no stored key need reading.
  const readAll = givingUp || canBeGivenUp(mine);
  const scope = await rows<{ id: string; content: string; slot_key: string | null }>(
    db,
    sql`select id, content, slot_key from notes where ${inScope} ${readAll ? sql`` : sql`and slot_key is null`}
         order by created_at desc, id limit ${ATTRIBUTE_SLOT_SCAN}`,
  );
  const found = new Set(byKey.map((n) => n.id));
  const read = scope.filter((n) => {
    if (found.has(n.id)) return false;
    const theirs = slotOfCached(n.content);
    return (key !== null && n.slot_key === null && slotKeyOf(theirs) === key) || (givingUp && givesUp(note.content, theirs)) || givesUp(n.content, mine);
  });
  if (read.length === 0) return [...found];
  // One order for both sets, the database's (timestamps finer than a JS Date).
  const ids = [...found, ...read.map((n) => n.id)];
  const ordered = await rows<{ id: string }>(
    db,
    sql`select id from notes where id = any(${`{${ids.join(',')}}`}::uuid[]) order by created_at desc, id limit ${MAX_SLOT_CANDIDATES}`,
  );
  return ordered.map((n) => n.id);
}

/**
 * Highest cosine similarity to any other injectable note of the scope (null: none
 * comparable), not counting notes of the note's own single-valued slot: an update
 * resembles the value it replaces, and must not lose importance for it.
 */
export async function maxSimilarity(db: Tx, note: PipelineNote): Promise<number | null> {
  const key = slotKeyOf(slotOfCached(note.content));
  const found = await neighbours(db, note, { minSimilarity: -2, limit: key ? SLOT_PEERS_SKIPPED + 1 : 1 });
  const n = key ? found.find((c) => c.similar && slotKeyOf(slotOfCached(c.content)) !== key) : found[0];
  return n?.similarity ?? null;
}

/** How many notes of its own slot a note's uniqueness looks past (a slot's history is short). */
const SLOT_PEERS_SKIPPED = 9;

/**
 * Identity of a candidate set: which notes, in which status, version, tier and
 * importance (what the decisions depend on). A stage that
 * judged a snapshot outside its transaction applies its verdicts only if the set is
 * unchanged under the scope lock.
 */
export function fingerprint(ns: Array<Pick<Neighbour, 'id' | 'status' | 'version' | 'protectionTier' | 'importance'>>): string {
  return ns
    .map((n) => `${n.id}:${n.status}:${n.version}:${n.protectionTier}:${n.importance}`)
    .sort()
    .join(',');
}
