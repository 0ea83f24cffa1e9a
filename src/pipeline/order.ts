/**
 * The pipeline's order, derived from the one ordered list of stage names
 * (contract/enums.ts `STAGES`): no stage names its successor itself.
 */
import { STAGES, type Stage } from '../contract/enums.js';

/** Where every note enters the pipeline (a write, an in-run rewrite, a review approval). */
export const FIRST_STAGE: Stage = STAGES[0];

/**
 * The stage after `stage`. The last stage (harden) ends the pipeline with a status
 * instead of advancing, so asking for its successor is a programming error.
 */
export function successorOf(stage: Stage): Stage {
  const next = STAGES[STAGES.indexOf(stage) + 1];
  if (!next) throw new Error(`${stage} is the last pipeline stage: it exits, it has no successor`);
  return next;
}
