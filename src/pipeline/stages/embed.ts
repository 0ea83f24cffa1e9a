import { advanceNoteRecorded, loadForStage } from '../noteAccess.js';
import { timed } from '../timing.js';
import type { PipelineContext, StageJob, StageResult } from '../types.js';
import { successorOf } from '../order.js';

const NEXT = successorOf('embed');

/**
 * Stage 1 — embed: compute the note's vector and store it with the model id.
 * The model call happens outside any transaction; the write is a compare-and-set on
 * (stage, version), so a vector of rewritten content is never stored.
 */
export async function embedStage(ctx: PipelineContext, job: StageJob): Promise<StageResult> {
  const loaded = await timed(ctx, 'embed', 'sql', () => loadForStage(ctx.db, 'embed', job.data));
  if ('result' in loaded) return loaded.result;
  const { note } = loaded;
  const { vector, model } = await timed(ctx, 'embed', 'embed', () => ctx.embed(note.content));
  const now = ctx.now();
  const ok = await timed(ctx, 'embed', 'sql', () =>
    advanceNoteRecorded(ctx.db, note, 'embed', NEXT, now, { embedding: vector, embeddingModel: model }, [
      { tenantId: note.tenantId, noteId: note.id, type: 'embedded', actor: 'pipeline:embed', detail: { model }, at: now },
    ]),
  );
  return ok ? { kind: 'advanced', next: NEXT, detail: { model } } : { kind: 'stale', reason: 'lost_race' };
}
