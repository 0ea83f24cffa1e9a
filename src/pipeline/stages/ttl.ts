import { advanceNote, advanceNoteRecorded, loadForStage, type PipelineNote } from '../noteAccess.js';
import { timed } from '../timing.js';
import type { PipelineContext, StageJob, StageResult } from '../types.js';
import { successorOf } from '../order.js';

const NEXT = successorOf('ttl');

/** Has the note outlived its TTL at `now`? Immutable notes never expire (docs/design.md#numbers). */
export function isExpired(note: Pick<PipelineNote, 'expiresAt' | 'protectionTier'>, now: Date): boolean {
  return note.protectionTier !== 'immutable' && note.expiresAt !== null && note.expiresAt.getTime() <= now.getTime();
}

/**
 * Stage 4 — ttl: the lifetime decision. A note whose `expiresAt` already passed (its
 * pipeline was delayed past it) is `expired`, not hardened. Otherwise it moves on; the
 * TTL itself is settled at harden (an explicit TTL is kept, the safety net dropped).
 * Only the note itself changes, so the compare-and-set is all the coordination needed.
 */
export async function ttlStage(ctx: PipelineContext, job: StageJob): Promise<StageResult> {
  return timed(ctx, 'ttl', 'sql', async () => {
    const loaded = await loadForStage(ctx.db, 'ttl', job.data);
    if ('result' in loaded) return loaded.result;
    const { note } = loaded;
    const now = ctx.now();
    if (!isExpired(note, now)) {
      const ok = await advanceNote(ctx.db, note, 'ttl', NEXT, now);
      return ok ? { kind: 'advanced', next: NEXT } : { kind: 'stale', reason: 'lost_race' };
    }
    const ok = await advanceNoteRecorded(ctx.db, note, 'ttl', 'done', now, { status: 'expired', updatedAt: now }, [
      {
        tenantId: note.tenantId,
        noteId: note.id,
        type: 'expired',
        actor: 'pipeline:ttl',
        reason: 'ttl_passed_before_hardening',
        detail: { expiresAt: note.expiresAt!.toISOString(), explicit: note.ttlExplicit },
        at: now,
      },
    ]);
    return ok ? { kind: 'exited', status: 'expired', reason: 'ttl_passed_before_hardening' } : { kind: 'stale', reason: 'lost_race' };
  });
}
