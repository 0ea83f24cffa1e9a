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
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { actorOf, requireOperator, type Principal } from '../auth/principal.js';
import { INJECTABLE } from '../contract/enums.js';
import { restoreSchema, type DisplacedBy, type RestoreResult } from '../contract/restore.js';
import type { Tx } from '../db/database.js';
import { appendEvents } from '../db/events.js';
import { lockNoteOrThrow, NOTE_COLUMNS, rowToDto, type NoteRowNoEmbedding } from '../db/notes.js';
import { noteEvents, notes } from '../db/schema.js';
import { MemwrightError } from '../errors.js';
import type { Services } from '../ports.js';
import { zNoteId } from '../contract/memories.js';
import { parseOrThrow } from './read.js';


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
        },
        at: now,
      },
    ]);
    return { ...rowToDto(restored!), ...(displacedBy ? { displacedBy } : {}) };
  });
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
