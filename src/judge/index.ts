import type { JudgeConfig, PipelineThresholds } from '../config/config.js';
import { anthropicOptionsFromConfig } from '../llm/anthropic.js';
import { AnthropicJudge } from './anthropic.js';
import { HeuristicJudge } from './heuristic.js';
import type { Judge } from './types.js';

export type { Judge, JudgeNote, Relation } from './types.js';
export { HeuristicJudge } from './heuristic.js';
export { AnthropicJudge } from './anthropic.js';
export {
  JudgeAbortedError,
  JudgeMalformedResponseError,
  JudgeRateLimitedError,
  JudgeUnavailableError,
  MergeRejectedError,
} from './errors.js';

/**
 * The process's judge: Anthropic-backed when the config has an Anthropic key, otherwise
 * the deterministic heuristic with the pipeline's thresholds (the same numbers the stages
 * use as their neighbour floors — see `PipelineThresholds`).
 */
export async function createJudge(cfg: JudgeConfig, thresholds: Pick<PipelineThresholds, 'dedup' | 'contradictionFloor'>): Promise<Judge> {
  if (cfg.anthropic) return new AnthropicJudge(anthropicOptionsFromConfig(cfg.anthropic));
  return new HeuristicJudge({
    contradictionFloor: thresholds.contradictionFloor,
    duplicateThreshold: thresholds.dedup,
  });
}
