/**
 * The pipeline registry: what runs each stage and how many jobs of it a worker process
 * runs at once. The order is `STAGES` (contract/enums.ts) — stage names are part of the
 * contract (a note's `pipelineStage`, the queue names) — and each stage's successor is
 * derived from it (./order.ts). Adding a stage: its name in `STAGES` where it belongs,
 * one file in ./stages, one line here (the `Record<Stage, …>` type names a missing one).
 */
import type { Stage } from '../contract/enums.js';
import { contradictionStage } from './stages/contradiction.js';
import { dedupStage } from './stages/dedup.js';
import { embedStage } from './stages/embed.js';
import { hardenStage } from './stages/harden.js';
import { importanceStage } from './stages/importance.js';
import { ttlStage } from './stages/ttl.js';
import type { StageProcessor } from './types.js';

export interface StageDefinition {
  run: StageProcessor;
  /** Default worker concurrency (embed batches whatever runs at once). */
  concurrency: number;
}

export const STAGE_REGISTRY: Record<Stage, StageDefinition> = {
  embed: { run: embedStage, concurrency: 32 },
  dedup: { run: dedupStage, concurrency: 4 },
  contradiction: { run: contradictionStage, concurrency: 4 },
  ttl: { run: ttlStage, concurrency: 8 },
  importance: { run: importanceStage, concurrency: 8 },
  harden: { run: hardenStage, concurrency: 8 },
};
