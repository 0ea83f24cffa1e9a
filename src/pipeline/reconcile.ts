import type { Stage } from '../contract/enums.js';
import type { Tx } from '../db/database.js';
import { judgePairs, type JudgedPair } from './judgePairs.js';
import { lockScope } from '../db/advisoryLock.js';
import { fingerprint, neighbours, type Neighbour, type NeighbourQuery, type PipelineNote } from './noteAccess.js';
import { timed } from './timing.js';
import type { PipelineContext, StageJob, StageResult } from './types.js';

/** How many times the candidate set may change under us before the job is retried later. */
const MAX_OPTIMISTIC_ROUNDS = 3;

export interface ReconcileSpec<P> {
  stage: Stage;
  query: NeighbourQuery;
  /**
   * Which candidates the judge is asked about (default: all). The others reach
   * {@link decide} unjudged, among `candidates`.
   */
  judges?: (c: Neighbour) => boolean;
  /** Turn the judged pairs (and the whole candidate set) into a plan; no writes (it may read slots through the embedder). */
  decide(pairs: JudgedPair[], candidates: Neighbour[]): P | Promise<P>;
  /** True when the plan changes nothing but the note's own stage (the common case). */
  isNoop(plan: P): boolean;
  /** Advance the note alone (compare-and-set), for a no-op plan. */
  advance(db: Tx, now: Date): Promise<StageResult>;
  /**
   * Apply the plan inside the scope-locked transaction. Must begin with the note's
   * compare-and-set and change nothing if it fails.
   */
  apply(tx: Tx, plan: P, now: Date): Promise<StageResult>;
}

/**
 * The shape of the two judging stages (dedup, contradiction), built for a judge that
 * may take seconds (an LLM):
 *
 * 1. read the candidates and ask the judge — outside any transaction, so a slow
 *    judge holds no database connection and no lock (with embedded PGlite a held
 *    transaction would stall every other query of the process);
 * 2. when the plan changes other notes: in one transaction holding the (tenant, scope)
 *    advisory lock, re-read the candidates; apply the plan only if they are unchanged
 *    (same notes, statuses, versions, tiers), otherwise judge the new set again;
 * 3. when it changes nothing but the note's own stage (most notes): the
 *    compare-and-set alone, without the lock and the re-read.
 *
 * So two workers never reconcile one scope at once, and no decision is applied to a
 * candidate set other than the one that was judged.
 */
export async function reconcile<P>(
  ctx: PipelineContext,
  job: StageJob,
  note: PipelineNote,
  spec: ReconcileSpec<P>,
): Promise<StageResult> {
  for (let round = 0; round < MAX_OPTIMISTIC_ROUNDS; round++) {
    const candidates = await timed(ctx, spec.stage, 'sql', () => neighbours(ctx.db, note, spec.query));
    const judged = spec.judges ? candidates.filter(spec.judges) : candidates;
    const pairs = judged.length
      ? await timed(ctx, spec.stage, 'judge', async () => judgePairs(await ctx.judge(), note, judged, job.signal))
      : [];
    const plan = await spec.decide(pairs, candidates);
    // Nothing to change in the scope: the compare-and-set alone is enough. A neighbour that
    // appears after this snapshot is embedded after it, so its own stage sees this note
    // and judges the pair from the other side.
    if (spec.isNoop(plan)) return timed(ctx, spec.stage, 'sql', () => spec.advance(ctx.db, ctx.now()));
    const seen = fingerprint(candidates);
    const result = await timed(ctx, spec.stage, 'sql', () =>
      ctx.db.transaction(async (tx) => {
        await lockScope(tx, note.tenantId, note.scopeKey);
        const current = await neighbours(tx, note, spec.query);
        if (fingerprint(current) !== seen) return null;
        return spec.apply(tx, plan, ctx.now());
      }),
    );
    if (result) return result;
  }
  throw new Error(`${spec.stage}: the scope kept changing while judging; will retry`);
}
