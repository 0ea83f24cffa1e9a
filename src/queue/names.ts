import { STAGES, type Stage } from '../contract/enums.js';

/**
 * Queue names. Each pipeline stage is its own queue, named as the stage; recurring jobs
 * share `maintenance`; the background lane has `extract`. Their keys share one Redis Cluster slot (contract/queuePrefix.ts).
 */
export const STAGE_QUEUES = Object.fromEntries(STAGES.map((s) => [s, s])) as Record<Stage, string>;
export const MAINTENANCE_QUEUE = 'maintenance';
/** The background lane's queue (./extract.ts). The `ingest` queue's name is part of its wire format (contract/ingestWire.ts). */
export const EXTRACT_QUEUE = 'extract';

/** The recurring jobs of the `maintenance` queue (also their job scheduler ids and job names); the last two are the background lane's. */
export const MAINTENANCE_JOBS = ['ttl-prune', 'decay', 'sweep', 'consolidate', 'events-prune', 'extract-idle'] as const;
export type MaintenanceJob = (typeof MAINTENANCE_JOBS)[number];


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
