import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from './database.js';
import { noteEvents } from './schema.js';

/** Event types of the audit trail (docs/design.md#history). */
export type NoteEventType =
  | 'written'
  | 'queued_for_review'
  | 'superseded_own'
  | 'superseded'
  | 'deduped'
  | 'embedded'
  | 'hardened'
  | 'revoked'
  | 'archived'
  | 'expired'
  | 'flagged'
  | 'importance_scored'
  | 'promoted'
  | 'reviewed'
  | 'corrected'
  | 'consolidated'
  | 'decayed'
  | 'restored'
  | 'erased';

export interface NewEvent {
  tenantId: string;
  noteId: string;
  type: NoteEventType;
  actor: string;
  reason?: string | null;
  evidence?: Record<string, string> | null;
  /**
   * Ids, statuses, scores — and, for pipeline retirements, an `explanation` quoting the
   * words compared: prose (with spaces), so erasing either note strips it (ops/erase.ts).
   */
  detail?: Record<string, unknown> | null;
  at?: Date;
}

/** The row an event is stored as (for callers that batch it into a larger statement). */
export function eventRow(e: NewEvent): typeof noteEvents.$inferInsert {
  return {
    tenantId: e.tenantId,
    noteId: e.noteId,
    type: e.type,
    actor: e.actor,
    reason: e.reason ?? null,
    evidence: e.evidence ?? null,
    detail: e.detail ?? null,
    ...(e.at ? { createdAt: e.at } : {}),
  };
}

export async function appendEvents(db: Tx, events: NewEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(noteEvents).values(events.map(eventRow));
}

export async function listEvents(db: Tx, tenantId: string, noteId: string) {
  return db
    .select()
    .from(noteEvents)
    .where(and(eq(noteEvents.tenantId, tenantId), eq(noteEvents.noteId, noteId)))
    .orderBy(asc(noteEvents.id));
}
