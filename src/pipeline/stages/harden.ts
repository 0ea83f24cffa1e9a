import { sql } from 'drizzle-orm';
import { notes } from '../../db/schema.js';
import { advanceNoteRecorded, loadForStage, type PipelineNote } from '../noteAccess.js';
import { approvedByReview } from '../reviewStanding.js';
import { timed } from '../timing.js';
import type { PipelineContext, StageJob, StageResult } from '../types.js';

/**
 * With an LLM judge, an agent's note is classified before it becomes active: one the
 * judge reads as addressed to the assistant goes to review (`instruction_like`) — the
 * model's second look behind the hot path's deterministic check. Operators' notes and
 * notes a person already approved are not second-guessed.
 */
async function instructionLike(ctx: PipelineContext, job: StageJob, note: PipelineNote): Promise<string | null> {
  if (note.authorType !== 'agent') return null;
  const judge = await ctx.judge();
  if (!judge.classify) return null;
  if (await timed(ctx, 'harden', 'sql', () => approvedByReview(ctx.db, note))) return null;
  const c = await timed(ctx, 'harden', 'judge', () =>
    judge.classify!({ id: note.id, content: note.content, category: note.category, deletionKey: note.deletionKey, createdAt: note.createdAt }, job.signal),
  );
  return c.instructionLike ? judge.id : null;
}

/**
 * Stage 6 — harden: the survivor becomes `active`, `hardenedAt` is set, the default
 * safety-net TTL is dropped (a TTL the writer asked for is kept), and the
 * write → active lag is recorded.
 */
export async function hardenStage(ctx: PipelineContext, job: StageJob): Promise<StageResult> {
  const lost: StageResult = { kind: 'stale', reason: 'lost_race' };
  const result = await timed(ctx, 'harden', 'sql', async (): Promise<{ result: StageResult; lagMs?: number }> => {
    const loaded = await loadForStage(ctx.db, 'harden', job.data);
    if ('result' in loaded) return { result: loaded.result };
    const { note } = loaded;
    const flaggedBy = await instructionLike(ctx, job, note);
    // Only the note itself changes: the compare-and-set is the coordination.
    const now = ctx.now();
    if (flaggedBy) {
      // The version moves on so no stale job touches it; approval re-enters the pipeline.
      // Content-free: the model's rationale may quote the note, so only the judge's id is kept.
      const ok = await advanceNoteRecorded(
        ctx.db,
        note,
        'harden',
        'done',
        now,
        { status: 'pending_review', reviewReason: 'instruction_like', version: sql`${notes.version} + 1`, updatedAt: now },
        [{ tenantId: note.tenantId, noteId: note.id, type: 'queued_for_review', actor: 'pipeline:harden', reason: 'instruction_like', detail: { judge: flaggedBy }, at: now }],
      );
      return { result: ok ? { kind: 'exited', status: 'pending_review', reason: 'instruction_like' } : lost };
    }
    const expiresAt = note.ttlExplicit ? note.expiresAt : null;
    const ok = await advanceNoteRecorded(ctx.db, note, 'harden', 'done', now, { status: 'active', hardenedAt: now, expiresAt, updatedAt: now }, [
      {
        tenantId: note.tenantId,
        noteId: note.id,
        type: 'hardened',
        actor: 'pipeline:harden',
        detail: {
          importance: note.importance,
          protectionTier: note.protectionTier,
          keptExplicitTtl: note.ttlExplicit && note.expiresAt !== null,
        },
        at: now,
      },
    ]);
    if (!ok) return { result: lost };
    return { result: { kind: 'exited', status: 'active', reason: 'hardened' }, lagMs: now.getTime() - note.createdAt.getTime() };
  });
  if (result.lagMs !== undefined) ctx.metrics.writeToActive.observe(Math.max(0, result.lagMs) / 1000);
  return result.result;
}
