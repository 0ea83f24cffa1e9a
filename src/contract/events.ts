/**
 * The background lane's input (docs/design.md#background-lane): one run's conversation
 * turns and tool events, as an application sends them after the fact. Stored in the
 * event log, never injected; extraction turns them into MemoryWrite candidates.
 */
import { z } from 'zod';
import { zEventRole, zExtractionTrigger } from './enums.js';
import { zId, zOccurredAt, zText } from './write.js';

/** Longest event content kept (characters, after cleaning). A longer turn is refused, not cut. */
export const EVENT_CONTENT_MAX = 8000;
/** Events per batch. */
export const EVENTS_PER_BATCH_MAX = 100;
/** Body limit of POST /v1/events (the other routes take 64 KiB). */
export const EVENTS_BODY_LIMIT = 1024 * 1024;

export const zEventRun = z
  .strictObject({
    runId: zId,
    agentId: zId,
    // Required: events are a user's conversation; a run without a user has no scope an agent may write to.
    userId: zId,
    threadId: zId.optional(),
    conversationId: zId.optional(),
  })
  .describe('The run the events belong to; an agent key acts only for its agents.');

export const zConversationEvent = z.strictObject({
  id: zId.describe('The caller\u2019s id of the event, unique within the run (re-sending it changes nothing).'),
  role: zEventRole,
  content: zText(EVENT_CONTENT_MAX),
  at: zOccurredAt.optional().describe('When the turn happened (ISO 8601 with offset; default: arrival).'),
  toolName: zId.optional().describe('Tool events: the tool that produced the content.'),
});

export const eventBatchSchema = z
  .strictObject({
    run: zEventRun,
    events: z.array(zConversationEvent).min(1).max(EVENTS_PER_BATCH_MAX),
    trigger: z
      .enum(['turn', 'session_end', 'explicit'])
      .optional()
      .describe('turn (default): more may follow; session_end: the run is over; explicit: extract now (agents configured `explicit`).'),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.events.forEach((e, i) => {
      if (seen.has(e.id)) ctx.addIssue({ code: 'custom', path: ['events', i, 'id'], message: 'duplicate event id in this batch' });
      seen.add(e.id);
      if (e.toolName !== undefined && e.role !== 'tool') ctx.addIssue({ code: 'custom', path: ['events', i, 'toolName'], message: 'only tool events name a tool' });
    });
  })
  .meta({ id: 'EventBatch', title: 'EventBatch' });
export type EventBatch = z.output<typeof eventBatchSchema>;
export type EventBatchInput = z.input<typeof eventBatchSchema>;

export const eventBatchResultSchema = z
  .object({
    runId: z.string(),
    /** Ids of the batch's events now in the log (new and already stored alike). */
    stored: z.array(z.string()),
    /** How many were new. */
    inserted: z.number(),
    /** Ids that were already stored for this run (the earlier copy is kept). */
    duplicates: z.array(z.string()),
    /** What the batch set off: the agent's extraction trigger and whether a job was queued. */
    extraction: z.object({
      trigger: zExtractionTrigger,
      queued: z.boolean(),
    }),
  })
  .meta({ id: 'EventBatchResult' });
export type EventBatchResult = z.infer<typeof eventBatchResultSchema>;
