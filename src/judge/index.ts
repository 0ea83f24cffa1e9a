import type { Env } from '../config/env.js';
import { HeuristicJudge } from './heuristic.js';
import type { Judge } from './types.js';

export type { Judge, JudgeNote, MergeResult, PairVerdict, Relation } from './types.js';
export { HeuristicJudge, type HeuristicJudgeOptions } from './heuristic.js';

/**
 * The process's judge: Anthropic-backed when `ANTHROPIC_API_KEY` is set, otherwise
 * the deterministic heuristic with the environment's thresholds.
 */
export async function createJudge(env: Env): Promise<Judge> {
  if (env.ANTHROPIC_API_KEY) throw new Error('anthropic judge not implemented yet');
  return new HeuristicJudge({
    contradictionFloor: env.MEMWRIGHT_CONTRADICTION_FLOOR,
    duplicateThreshold: env.MEMWRIGHT_DEDUP_THRESHOLD,
  });
}
