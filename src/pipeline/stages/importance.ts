import type { NewEvent } from '../../db/events.js';
import { mayPromote } from '../../policy/provenance.js';
import { promotedTier, scoreImportance } from '../importance.js';
import { advanceNoteRecorded, loadForStage, maxSimilarity } from '../noteAccess.js';
import { approvedByReview } from '../reviewStanding.js';
import { timed } from '../timing.js';
import type { PipelineContext, StageJob, StageResult } from '../types.js';
import { successorOf } from '../order.js';

const NEXT = successorOf('importance');

/**
 * Stage 5 — importance: score the note (see `importance.ts`), store the score as its
 * base importance, and promote standard → protected at MEMWRIGHT_PROTECT_THRESHOLD —
 * only when a human stands behind the note (policy/provenance.ts `mayPromote`).
 */
export async function importanceStage(ctx: PipelineContext, job: StageJob): Promise<StageResult> {
  return timed(ctx, 'importance', 'sql', async () => {
    const loaded = await loadForStage(ctx.db, 'importance', job.data);
    if ('result' in loaded) return loaded.result;
    const { note } = loaded;
    const now = ctx.now();
    // The vector and its model are written together by the embed stage.
    const embedded = note.embeddingModel !== null;
    const { score, signals } = scoreImportance({
      source: note.source,
      confidence: note.confidence,
      category: note.category,
      createdAt: note.createdAt,
      now,
      accessCount: note.accessCount,
      embedded,
      maxSimilarityToOthers: embedded ? await maxSimilarity(ctx.db, note) : null,
      operatorMark: note.importanceMark,
    });
    // The approval lookup is only needed for an agent note that could be promoted.
    const eligible =
      note.protectionTier === 'standard' &&
      score >= ctx.thresholds.protect &&
      mayPromote({ authorType: note.authorType, source: note.source, approvedByReview: note.authorType === 'agent' && (await approvedByReview(ctx.db, note)) });
    const tier = promotedTier(note.protectionTier, score, ctx.thresholds.protect, eligible);
    // The trail says why a high score did not protect the note.
    const withheld = !eligible && note.protectionTier === 'standard' && score >= ctx.thresholds.protect;
    const events: NewEvent[] = [
      { tenantId: note.tenantId, noteId: note.id, type: 'importance_scored', actor: 'pipeline:importance', detail: { score, signals, ...(withheld ? { promotion: 'withheld_unvetted' } : {}) }, at: now },
    ];
    if (tier !== note.protectionTier) {
      events.push({
        tenantId: note.tenantId,
        noteId: note.id,
        type: 'promoted',
        actor: 'pipeline:importance',
        reason: 'importance_threshold',
        detail: { from: note.protectionTier, to: tier, score, threshold: ctx.thresholds.protect },
        at: now,
      });
    }
    // Only the note itself changes: the compare-and-set is the coordination.
    const ok = await advanceNoteRecorded(ctx.db, note, 'importance', NEXT, now, { importance: score, protectionTier: tier, updatedAt: now }, events);
    return ok ? { kind: 'advanced', next: NEXT, detail: { score, tier } } : { kind: 'stale', reason: 'lost_race' };
  });
}
