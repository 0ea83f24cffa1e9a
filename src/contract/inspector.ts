/** What the memory inspector (/ui) asks beyond the note routes: directory, erasure preview, pipeline health. */
import { z } from 'zod';
import { zLookupId } from './write.js';

export const directoryQuerySchema = z.strictObject({
  /** Ids starting with this text (case-sensitive). */
  prefix: zLookupId.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const directorySchema = z
  .object({
    items: z.array(z.object({ id: z.string(), notes: z.number(), lastWriteAt: z.string() })),
    /** More ids match than were returned (narrow with `prefix`). */
    truncated: z.boolean(),
  })
  .meta({ id: 'Directory' });
export type Directory = z.infer<typeof directorySchema>;

export const erasurePreviewSchema = z
  .object({
    /** Notes the request matches. */
    notes: z.number(),
    /** Further notes that would go because they derive from a matched one. */
    derived: z.number(),
    /** Matched notes by status. */
    byStatus: z.record(z.string(), z.number()),
  })
  .meta({ id: 'ErasurePreview' });
export type ErasurePreview = z.infer<typeof erasurePreviewSchema>;

const iso = z.string().nullable();
export const pipelineHealthSchema = z
  .object({
    queues: z.array(z.object({ stage: z.string(), waiting: z.number(), delayed: z.number(), active: z.number(), failed: z.number() })).nullable(),
    queuesError: z.string().nullable(),
    inPipeline: z.array(z.object({ stage: z.string(), notes: z.number(), withError: z.number(), oldestUpdateAt: iso })),
    /** The tenant's notes waiting for an operator's review: out of the pipeline, not behind it. */
    pendingReview: z.number(),
    /** Processes running the stage workers (their heartbeats in Redis); null without Redis. */
    workers: z.object({ live: z.number(), lastHeartbeatAt: iso, degraded: z.string().nullable() }).nullable(),
    lag: z.object({
      windowMinutes: z.number(),
      written: z.number(),
      active: z.number(),
      p50Ms: z.number().nullable(),
      p95Ms: z.number().nullable(),
    }),
    jobs: z
      .array(z.object({ job: z.string(), consecutiveFailures: z.number(), failuresTotal: z.number(), lastSuccessAt: iso, lastFailureAt: iso }))
      .nullable(),
    queueBoard: z.string(),
  })
  .meta({ id: 'PipelineHealth' });
export type PipelineHealth = z.infer<typeof pipelineHealthSchema>;
