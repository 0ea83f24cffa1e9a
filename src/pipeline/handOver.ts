/**
 * Putting a committed note on a pipeline stage — the one way the write path, a review
 * approval and a finished stage hand a note on. The note is already durable; when the
 * enqueue fails (Redis down, slow, or no queue configured) it is marked as awaiting its
 * pipeline (`enqueue_failed`) and the sweep enqueues it once Redis answers again.
 */
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Stage } from '../contract/enums.js';
import type { Tx } from '../db/database.js';
import { notes } from '../db/schema.js';
import type { Metrics } from '../observability/metrics.js';
import { errorMessage, serializeError } from '../observability/errorLog.js';
import type { StageJobData } from '../queue/names.js';
import type { PipelineProducer } from '../queue/producer.js';

export interface HandOverDeps {
  db: Tx;
  producer: Pick<PipelineProducer, 'enqueue'> | null;
  metrics?: Pick<Metrics, 'enqueueFailures'>;
  logger?: Pick<Logger, 'warn' | 'error'>;
  now(): Date;
}

/**
 * Enqueue `stage` for a note version, or mark the note for the sweep. Never throws.
 * `time` wraps the enqueue (a stage measures it as its `enqueue` phase).
 */
export async function enqueueOrMark(
  deps: HandOverDeps,
  stage: Stage,
  data: StageJobData,
  time: (enqueue: () => Promise<void>) => Promise<void> = (enqueue) => enqueue(),
): Promise<void> {
  const producer = deps.producer;
  if (!producer) {
    // No queue by configuration (`noQueue`), said once at start-up: not a failure to log per note.
    deps.metrics?.enqueueFailures.inc();
    await markPipelineError(deps, stage, data, 'enqueue_failed: no queue configured');
    return;
  }
  try {
    await time(() => producer.enqueue(stage, data));
  } catch (err) {
    deps.metrics?.enqueueFailures.inc();
    deps.logger?.warn({ noteId: data.noteId, stage, err: serializeError(err) }, 'pipeline enqueue failed; the sweep will retry');
    await markPipelineError(deps, stage, data, `enqueue_failed: ${errorMessage(err)}`);
  }
}

/**
 * Record a pipeline failure on the note — only while it is still provisional, at that
 * stage and that version (a note that moved on is not marked). Never throws: the sweep
 * also finds notes by their stale `pipelineUpdatedAt`, so this is only the fast path.
 */
export async function markPipelineError(
  deps: Pick<HandOverDeps, 'db' | 'logger' | 'now'>,
  stage: Stage,
  data: StageJobData,
  message: string,
): Promise<void> {
  try {
    await deps.db
      .update(notes)
      .set({ pipelineError: message.slice(0, 500), pipelineUpdatedAt: deps.now() })
      .where(
        and(
          eq(notes.tenantId, data.tenantId),
          eq(notes.id, data.noteId),
          eq(notes.version, data.version),
          eq(notes.pipelineStage, stage),
          eq(notes.status, 'provisional'),
        ),
      );
  } catch (err) {
    deps.logger?.error({ noteId: data.noteId, err: serializeError(err) }, 'could not mark pipeline failure');
  }
}
