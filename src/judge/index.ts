import type { Env } from '../config/env.js';
import { AnthropicJudge } from './anthropic.js';
import { HeuristicJudge } from './heuristic.js';
import type { Judge } from './types.js';

export type { Judge, JudgeNote, MergeResult, NoteClassification, PairVerdict, Relation } from './types.js';
export { HeuristicJudge, type HeuristicJudgeOptions } from './heuristic.js';
export { AnthropicJudge, type AnthropicJudgeOptions } from './anthropic.js';
export {
  JudgeAbortedError,
  JudgeMalformedResponseError,
  JudgeRateLimitedError,
  JudgeUnavailableError,
  MergeRejectedError,
} from './errors.js';
export { missingFacts } from './mergeFacts.js';
export { lostFacts, namedSubjectsDiffer } from './facts.js';

/**
 * The process's judge: Anthropic-backed when `ANTHROPIC_API_KEY` is set, otherwise
 * the deterministic heuristic with the environment's thresholds.
 */
export async function createJudge(env: Env): Promise<Judge> {
  if (env.ANTHROPIC_API_KEY) {
    return new AnthropicJudge({
      apiKey: env.ANTHROPIC_API_KEY,
      baseURL: env.ANTHROPIC_BASE_URL,
      model: env.MEMWRIGHT_JUDGE_MODEL,
      timeoutMs: env.MEMWRIGHT_JUDGE_TIMEOUT_MS,
    });
  }
  return new HeuristicJudge({
    contradictionFloor: env.MEMWRIGHT_CONTRADICTION_FLOOR,
    duplicateThreshold: env.MEMWRIGHT_DEDUP_THRESHOLD,
  });
}
