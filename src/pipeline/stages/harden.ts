import { appendEvents } from '../../db/events.js';
import { advanceNote, loadForStage } from '../noteAccess.js';
import { timed } from '../timing.js';
import type { StageContext, StageJob, StageResult } from '../types.js';

/**
 * Stage 6 — harden: the survivor becomes `active`, `hardenedAt` is set, the default
 * safety-net TTL is dropped (a TTL the writer asked for is kept), and the
 * write → active lag is recorded.
 */
export async function hardenStage(ctx: StageContext, job: StageJob): Promise<StageResult> {
  const result = await timed(ctx, 'harden', 'sql', async () => {
    const loaded = await loadForStage(ctx.db, 'harden', job.data);
    if ('result' in loaded) return { result: loaded.result };
    const { note } = loaded;
    // Only the note itself changes: the compare-and-set is the coordination.
    return ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const expiresAt = note.ttlExplicit ? note.expiresAt : null;
      const ok = await advanceNote(tx, note, 'harden', 'done', now, { status: 'active', hardenedAt: now, expiresAt, updatedAt: now });
      if (!ok) return { result: { kind: 'stale', reason: 'lost_race' } as StageResult };
      await appendEvents(tx, [
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
      return { result: { kind: 'exited', status: 'active', reason: 'hardened' } as StageResult, lagMs: now.getTime() - note.createdAt.getTime() };
    });
  });
  if ('lagMs' in result && result.lagMs !== undefined) ctx.metrics.writeToActive.observe(Math.max(0, result.lagMs) / 1000);
  return result.result;
}
