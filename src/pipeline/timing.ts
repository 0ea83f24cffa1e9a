import type { Stage } from '../contract/enums.js';
import type { Phase, PipelineContext } from './types.js';

/** Run `fn` and record its duration under (stage, phase) — tells embedding from SQL from Redis time. */
export async function timed<T>(ctx: Pick<PipelineContext, 'metrics'>, stage: Stage | string, phase: Phase, fn: () => Promise<T>): Promise<T> {
  const end = ctx.metrics.stagePhaseDuration.startTimer({ stage, phase });
  try {
    return await fn();
  } finally {
    end();
  }
}
