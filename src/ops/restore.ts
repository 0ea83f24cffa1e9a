/**
 * Restore (`POST /v1/memories/:id/restore`, docs/design.md#restore): an operator undoes a pipeline
 * retirement — a note the hardening pipeline superseded, revoked or archived goes back
 * to `active`, and the decision is recorded in its history (`restored`, with who
 * retired it, why, and the winner it had lost to).
 *
 * Only retirements by a pipeline stage can be undone here: a correction (PATCH), a slot
 * supersede at write time or a rejected review are decisions with their own paths, and
 * an expired note is not "wrongly retired".
 *
 * The note that displaced it (the winner: `supersededById`, or `consolidatedIntoId`) is
 * retired in the same transaction — `superseded` by the restored note, with a history
 * event — so that the operator's "this one was right" is what agents see, not both
 * sides of a contradiction. A winner a person stands behind (immutable, protected,
 * operator-written), a merge that also carries other notes, or one no longer injected
 * is left as it is; the answer's `displacedBy` says so (`kept: true` and why), and both
 * notes are then injectable, ordered by recency (docs/design.md#recall).
 *
 * Any other holder of the restored note's single-valued slot (`slotKey`: the newest of a
 * chain, say) goes the same way, or, when a person stands behind it, the restored note
 * waits in review: two values of one slot are never both active unannounced.
 */
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { actorOf, requireOperator, type Principal } from '../auth/principal.js';
import { INJECTABLE } from '../contract/enums.js';
import { restoreSchema, type DisplacedBy, type RestoreResult } from '../contract/restore.js';
import type { Tx } from '../db/database.js';
import { appendEvents, type NewEvent } from '../db/events.js';
import { lockNoteOrThrow, NOTE_COLUMNS, rowToDto, type NoteRowNoEmbedding } from '../db/notes.js';
import { noteEvents, notes } from '../db/schema.js';
import { MemwrightError } from '../errors.js';
import type { Services } from '../ports.js';
import { zNoteId } from '../contract/memories.js';
import { parseOrThrow } from './read.js';
import { slotOfCached, storedSlotKey } from '../language/slotKey.js';
import { sameSlot } from '../language/slots.js';


const RETIRED = ['superseded', 'revoked', 'archived'] as const;

export async function restoreMemory(s: Services, p: Principal, id: string, body: unknown = {}): Promise<RestoreResult> {
  requireOperator(p);
  const noteId = parseOrThrow(zNoteId, id, 'id');
  const r = parseOrThrow(restoreSchema, body ?? {});
  const now = s.now();
  const actor = actorOf(p);

  return s.database.db.transaction(async (tx) => {
    // Row lock: of two concurrent restores the second sees `active` and gets 409.
    const note = await lockNoteOrThrow(tx, p.tenantId, noteId);
    const refuse = (why: string) =>
      new MemwrightError('note_not_restorable', why, { extra: { noteStatus: note.status } });
    if (!(RETIRED as readonly string[]).includes(note.status)) {
      throw refuse(`only a note retired by the pipeline (superseded, revoked or archived) can be restored; this one is ${note.status}`);
    }
    const [retirement] = await tx
      .select({ id: noteEvents.id, actor: noteEvents.actor, reason: noteEvents.reason })
      .from(noteEvents)
      .where(and(eq(noteEvents.tenantId, p.tenantId), eq(noteEvents.noteId, noteId), inArray(noteEvents.type, [...RETIRED])))
      .orderBy(desc(noteEvents.id))
      .limit(1);
    if (!retirement?.actor.startsWith('pipeline:')) {
      throw refuse(`this note was ${note.status} by ${retirement?.actor ?? 'an unrecorded action'}, not by the pipeline; correct or rewrite it instead`);
    }
    const [restored] = await tx
      .update(notes)
      .set({
        status: 'active',
        supersededById: null,
        consolidatedIntoId: null,
        pipelineStage: 'done',
        hardenedAt: note.hardenedAt ?? now,
        // The safety-net TTL of a provisional note does not apply to an established one; an explicit one still does.
        expiresAt: note.ttlExplicit ? note.expiresAt : null,
        version: note.version + 1,
        updatedAt: now,
      })
      .where(eq(notes.id, noteId))
      .returning(NOTE_COLUMNS);
    const winnerId = note.supersededById ?? note.consolidatedIntoId;
    const displacedBy = winnerId ? await settleWinner(tx, p.tenantId, winnerId, noteId, actor, now) : undefined;
    const slot = await settleSlot(tx, restored!, actor, now);
    await appendEvents(tx, [
      {
        tenantId: p.tenantId,
        noteId,
        type: 'restored',
        actor,
        reason: r.reason ?? 'operator_restore',
        detail: {
          from: note.status,
          to: 'active',
          retiredBy: retirement.actor,
          retiredFor: retirement.reason,
          retirementEvent: String(retirement.id),
          winner: winnerId,
          ...(displacedBy ? { winnerStatus: displacedBy.status, winnerKept: displacedBy.kept, ...(displacedBy.reason ? { winnerKeptFor: displacedBy.reason } : {}) } : {}),
          ...(slot.key ? { slotKey: slot.key, slotRetired: slot.retired, slotHeldBy: slot.heldBy } : {}),
        },
        at: now,
      },
      ...slot.events,
    ]);
    return { ...rowToDto(slot.row), ...(displacedBy ? { displacedBy } : {}) };
  });
}

interface SlotSettled {
  /** The restored note's single-valued slot, when it has one. */
  key: string | null;
  /** Other holders of the slot, superseded by the restored note. */
  retired: string[];
  /** Holders a person stands behind: the restored note waits in review beside them. */
  heldBy: string[];
  events: NewEvent[];
  /** The restored note as it now is. */
  row: NoteRowNoEmbedding;
}

/**
 * A single-valued slot holds one value: every other injectable note of the scope holding
 * the restored note's slot with another value ({@link sameSlot}) is superseded by it,
 * unless a person stands behind that note ({@link keptFor}) — then the restored note
 * goes to review (`contradicts_protected`) instead of standing beside it in silence.
 * The winner is settled before ({@link settleWinner}); a winner kept there (protected,
 * immutable, an operator's) that still holds the slot with another value is such a
 * holder too, so the restored note waits in review beside it.
 */
async function settleSlot(tx: Tx, restored: NoteRowNoEmbedding, actor: string, now: Date): Promise<SlotSettled> {
  const key = restored.slotKey ?? storedSlotKey(restored.content, restored.deletionKey);
  const none: SlotSettled = { key: null, retired: [], heldBy: [], events: [], row: restored };
  if (!key) return none;
  const mine = slotOfCached(restored.content);
  const holders = (
    await tx
      .select(NOTE_COLUMNS)
      .from(notes)
      .where(
        and(
          eq(notes.tenantId, restored.tenantId),
          eq(notes.scopeKey, restored.scopeKey),
          eq(notes.slotKey, key),
          inArray(notes.status, [...INJECTABLE]),
          ne(notes.id, restored.id),
        ),
      )
      .for('update')
    // The winner is among them only when it was kept ({@link settleWinner}: a retired one is no longer injectable).
  ).filter((h) => (key.startsWith('key:') ? h.contentHash !== restored.contentHash : sameSlot(mine, slotOfCached(h.content))));
  if (holders.length === 0) return { ...none, key };
  const kept = holders.filter((h) => keptFor(h, restored.id) !== null);
  const free = holders.filter((h) => keptFor(h, restored.id) === null);
  const events: NewEvent[] = [];
  if (free.length) {
    await tx
      .update(notes)
      .set({ status: 'superseded', supersededById: restored.id, pipelineStage: 'done', version: sql`${notes.version} + 1`, updatedAt: now })
      .where(and(eq(notes.tenantId, restored.tenantId), inArray(notes.id, free.map((h) => h.id))));
    for (const h of free) {
      events.push({
        tenantId: restored.tenantId,
        noteId: h.id,
        type: 'superseded',
        actor,
        reason: 'slot_value_restored',
        detail: { from: h.status, to: 'superseded', supersededById: restored.id, slotKey: key },
        at: now,
      });
    }
  }
  let row = restored;
  if (kept.length) {
    const [held] = await tx
      .update(notes)
      .set({ status: 'pending_review', reviewReason: 'contradicts_protected', flaggedAt: now, version: sql`${notes.version} + 1`, updatedAt: now })
      .where(eq(notes.id, restored.id))
      .returning(NOTE_COLUMNS);
    row = held!;
    events.push({
      tenantId: restored.tenantId,
      noteId: restored.id,
      type: 'queued_for_review',
      actor,
      reason: 'contradicts_protected',
      detail: { slotKey: key, contradicts: kept.map((h) => h.id) },
      at: now,
    });
  }
  return { key, retired: free.map((h) => h.id), heldBy: kept.map((h) => h.id), events, row };
}

/** Why a winner is left as it is, or null when it is to be retired. */
function keptFor(w: NoteRowNoEmbedding, restoredId: string): DisplacedBy['reason'] | null {
  if (!INJECTABLE.includes(w.status)) return 'not_injectable';
  if (w.protectionTier === 'immutable') return 'immutable';
  if (w.protectionTier === 'protected') return 'protected';
  if (w.authorType === 'operator') return 'operator_written';
  if (w.derivedFromIds.some((id) => id !== restoredId)) return 'merges_other_notes';
  return null;
}

/**
 * Retire the note that displaced the restored one, unless it is to be kept. Undefined
 * when it no longer exists (erased): there is nothing left to displace.
 */
async function settleWinner(tx: Tx, tenantId: string, winnerId: string, restoredId: string, actor: string, now: Date): Promise<DisplacedBy | undefined> {
  const [w] = await tx
    .select(NOTE_COLUMNS)
    .from(notes)
    .where(and(eq(notes.tenantId, tenantId), eq(notes.id, winnerId)))
    .for('update');
  if (!w) return undefined;
  const reason = keptFor(w, restoredId);
  if (reason) return { id: w.id, status: w.status, kept: true, reason };
  await tx
    .update(notes)
    // A new version: the winner's queued stage jobs (a provisional winner) find it moved on and end.
    .set({ status: 'superseded', supersededById: restoredId, pipelineStage: 'done', version: sql`${notes.version} + 1`, updatedAt: now })
    .where(eq(notes.id, w.id));
  await appendEvents(tx, [
    {
      tenantId,
      noteId: w.id,
      type: 'superseded',
      actor,
      reason: 'displaced_note_restored',
      detail: { from: w.status, to: 'superseded', supersededById: restoredId },
      at: now,
    },
  ]);
  return { id: w.id, status: 'superseded', kept: false };
}
