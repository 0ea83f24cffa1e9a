/**
 * History (docs/design.md#history): the append-only audit trail of one note — "why do you remember this?".
 *
 * An erased note has no row any more, but its trail survives as a content-free
 * tombstone (evidence, reason and detail cleared, plus an `erased` event). The history
 * of an erased id therefore still answers 200 with that tombstone: an operator can
 * prove when and by whom the note was erased without learning what it said. An id
 * that never existed in the caller's tenant answers 404.
 */
import type { History } from '../contract/history.js';
import { requireOperator, type Principal } from '../auth/principal.js';
import { listEvents } from '../db/events.js';
import { findNote } from '../db/notes.js';
import { MemwrightError } from '../errors.js';
import type { Services } from '../ports.js';
import { zNoteId } from '../contract/memories.js';
import { parseOrThrow } from './read.js';


export async function getHistory(s: Services, p: Principal, id: string): Promise<History> {
  requireOperator(p);
  const noteId = parseOrThrow(zNoteId, id, 'id');
  const db = s.database.db;
  const [note, events] = await Promise.all([findNote(db, p.tenantId, noteId), listEvents(db, p.tenantId, noteId)]);
  // Tenant-filtered on both sides: another tenant's id is indistinguishable from an unknown one.
  if (!note && events.length === 0) throw MemwrightError.notFound();
  return {
    noteId,
    erased: !note,
    items: events.map((e) => ({
      // bigserial ids as strings: JSON numbers lose precision past 2^53.
      id: String(e.id),
      type: e.type,
      actor: e.actor,
      reason: e.reason,
      evidence: e.evidence,
      detail: e.detail,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
