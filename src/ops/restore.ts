/**
 * Restore (`POST /v1/memories/:id/restore`, docs/design.md#restore): an operator undoes a pipeline
 * retirement — a note the hardening pipeline superseded, revoked or archived goes back
 * to `active`, and the decision is recorded in its history (`restored`, with who
 * retired it, why, and the winner it had lost to).
 *
 * Only retirements by a pipeline stage can be undone here: a correction (PATCH), a slot
 * supersede at write time or a rejected review are decisions with their own paths, and
 * an expired note is not "wrongly retired". The winner stays as it is — both notes are
 * then active and recency orders them at injection (docs/design.md#recall).
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { actorOf, requireOperator, type Principal } from '../auth/principal.js';
import type { NoteDto } from '../contract/note.js';
import { restoreSchema } from '../contract/restore.js';
import { appendEvents } from '../db/events.js';
import { lockNoteOrThrow, NOTE_COLUMNS, rowToDto } from '../db/notes.js';
import { noteEvents, notes } from '../db/schema.js';
import { MemwrightError } from '../errors.js';
import type { Services } from '../services.js';
import { zNoteId } from '../contract/memories.js';
import { parseOrThrow } from './read.js';

// Re-exported for callers that still import it from here (src/memwright.ts); contract/ is its home.
export type { Restore } from '../contract/restore.js';

const RETIRED = ['superseded', 'revoked', 'archived'] as const;

export async function restoreMemory(s: Services, p: Principal, id: string, body: unknown = {}): Promise<NoteDto> {
  requireOperator(p);
  const noteId = parseOrThrow(zNoteId, id, 'id');
  const r = parseOrThrow(restoreSchema, body ?? {});
  const now = s.now();
  const actor = actorOf(p);

  return s.database.db.transaction(async (tx) => {
    // Row lock: of two concurrent restores the second sees `active` and gets 409.
    const note = await lockNoteOrThrow(tx, p.tenantId, noteId);
    const refuse = (why: string) =>
      new MemwrightError(409, 'note_not_restorable', why, { extra: { noteStatus: note.status } });
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
          winner: note.supersededById ?? note.consolidatedIntoId,
        },
        at: now,
      },
    ]);
    return rowToDto(restored!);
  });
}
