/**
 * Review queue (docs/design.md#review): operators list `pending_review` notes and decide them.
 * approve → `provisional` (injectable at once, enters hardening from `embed`);
 * reject → `revoked`. Both leave a `reviewed` event with the decision, actor and reason.
 */
import { eq, sql } from 'drizzle-orm';
import type { NoteDto, NoteList } from '../contract/note.js';
import { reviewDecisionSchema, reviewListQuerySchema } from '../contract/review.js';
import { actorOf, requireOperator, type Principal } from '../auth/principal.js';
import { appendEvents } from '../db/events.js';
import { listNotes, lockNoteOrThrow, NOTE_COLUMNS, rowToDto } from '../db/notes.js';
import { notes } from '../db/schema.js';
import { MemwrightError } from '../errors.js';
import type { Services } from '../ports.js';
import { zNoteId } from '../contract/memories.js';
import { parseOrThrow } from './read.js';
import { enqueueOrMark } from '../pipeline/handOver.js';
import { FIRST_STAGE } from '../pipeline/order.js';


export async function listReviews(s: Services, p: Principal, query: unknown): Promise<NoteList> {
  requireOperator(p);
  const q = parseOrThrow(reviewListQuerySchema, query, 'query');
  const r = await listNotes(s.database.db, p.tenantId, { ...q, status: 'pending_review' });
  return { items: r.items.map(rowToDto), ...(r.nextCursor ? { nextCursor: r.nextCursor } : {}) };
}

export async function decideReview(s: Services, p: Principal, id: string, body: unknown): Promise<NoteDto> {
  requireOperator(p);
  const noteId = parseOrThrow(zNoteId, id, 'id');
  const d = parseOrThrow(reviewDecisionSchema, body);
  const now = s.now();
  const approve = d.decision === 'approve';

  const updated = await s.database.db.transaction(async (tx) => {
    const row = await lockNoteOrThrow(tx, p.tenantId, noteId);
    if (row.status !== 'pending_review') {
      throw new MemwrightError('not_pending_review', `note is ${row.status}, not pending_review`, { extra: { noteStatus: row.status } });
    }
    // A safety-net TTL started at write time; restart it at approval so time spent
    // waiting for a human does not expire the note the moment it is approved.
    const restartTtl = approve && !row.ttlExplicit && row.expiresAt !== null;
    const [r] = await tx
      .update(notes)
      .set({
        status: approve ? 'provisional' : 'revoked',
        pipelineStage: approve ? FIRST_STAGE : 'done',
        pipelineUpdatedAt: now,
        pipelineError: null,
        reviewReason: null,
        ...(restartTtl ? { expiresAt: new Date(now.getTime() + s.config.write.provisionalTtlSeconds * 1000) } : {}),
        version: sql`${notes.version} + 1`,
        updatedAt: now,
      })
      .where(eq(notes.id, row.id))
      .returning(NOTE_COLUMNS);
    await appendEvents(tx, [
      {
        tenantId: p.tenantId,
        noteId: row.id,
        type: 'reviewed',
        actor: actorOf(p),
        reason: d.reason ?? null,
        detail: { decision: d.decision, from: 'pending_review', to: r!.status, reviewReason: row.reviewReason },
        at: now,
      },
    ]);
    return r!;
  });

  // Same contract as the write path: a Redis outage never fails the decision; the sweep retries.
  if (approve) await enqueueOrMark({ ...s, db: s.database.db }, FIRST_STAGE, { tenantId: updated.tenantId, noteId: updated.id, version: updated.version });
  return rowToDto((await s.database.db.select(NOTE_COLUMNS).from(notes).where(eq(notes.id, updated.id)))[0] ?? updated);
}
