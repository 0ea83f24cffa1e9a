import { STAGES, type Stage } from '../contract/enums.js';

/**
 * Queue names. Each pipeline stage is its own queue, named as the stage; recurring jobs
 * share `maintenance`. Their keys share one Redis Cluster slot (contract/queuePrefix.ts).
 */
export const STAGE_QUEUES = Object.fromEntries(STAGES.map((s) => [s, s])) as Record<Stage, string>;
export const MAINTENANCE_QUEUE = 'maintenance';

export { bullPrefix } from '../contract/queuePrefix.js';

/** Payload of every stage job: just ids — content never goes to Redis (erasure stays simple). */
export interface StageJobData {
  tenantId: string;
  noteId: string;
  /** Note version the job was enqueued for; a job for an older version is stale and ends. */
  version: number;
}

/** Deterministic job id per note, stage and version (BullMQ ids may not contain `:`). */
export function stageJobId(stage: Stage, noteId: string, version: number): string {
  return `${stage}-${noteId}-v${version}`;
}
