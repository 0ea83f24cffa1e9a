/**
 * The `extract` queue of the background lane (docs/design.md#background-lane). A job
 * names a run (or, debounced, a thread) by ids only — event content never goes to
 * Redis. Job ids are deterministic (BullMQ ids may not contain `:`, so the ids are
 * hashed): the same trigger twice is one job.
 */
import { createHash } from 'node:crypto';
import { Queue } from 'bullmq';
import type { PipelineProducer } from './producer.js';
import { EXTRACT_QUEUE } from './names.js';
import { bullPrefix } from '../contract/queuePrefix.js';

/** One extraction: a run's pending events, or every run of a thread with pending events. */
export type ExtractJobData =
  | { tenantId: string; agentId: string; runId: string; threadId?: undefined }
  | { tenantId: string; agentId: string; threadId: string; runId?: undefined };

/** Retries with backoff; a rate-limited provider pauses the queue instead (src/extract/worker.ts). */
export const EXTRACT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 5000 },
} as const;

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);

/** `extract-<hash of tenant, agent, run>-<tag>`: a run's extraction up to one event (tag `s<seq>`). */
export function runJobId(tenantId: string, agentId: string, runId: string, tag: string): string {
  return `extract-r${digest(tenantId, agentId, runId)}-${tag}`;
}

/** `extract-<hash of tenant, agent, thread>-t<window>`: every_turn, one job per thread and debounce window. */
export function threadJobId(tenantId: string, agentId: string, threadId: string, window: number): string {
  return `extract-t${digest(tenantId, agentId, threadId)}-t${window}`;
}

const queues = new WeakMap<PipelineProducer, Queue<ExtractJobData>>();

/** The extract queue on the producer's fail-fast connection (one per producer). */
export function extractQueue(producer: PipelineProducer, queuePrefix: string): Queue<ExtractJobData> {
  let q = queues.get(producer);
  if (!q) {
    q = new Queue<ExtractJobData>(EXTRACT_QUEUE, { connection: producer.connection, prefix: bullPrefix(queuePrefix) });
    q.on('error', () => {});
    queues.set(producer, q);
  }
  return q;
}

/**
 * Add an extraction job; false when Redis is unreachable or slow (the events are stored
 * either way; the caller learns it from `extraction.queued` and may send the trigger again).
 */
export async function enqueueExtraction(
  producer: PipelineProducer | null,
  queuePrefix: string,
  data: ExtractJobData,
  jobId: string,
  delayMs = 0,
  timeoutMs = 500,
): Promise<boolean> {
  if (!producer || producer.connection.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    const added = extractQueue(producer, queuePrefix)
      .add('extract', data, { ...EXTRACT_JOB_OPTIONS, jobId, delay: delayMs > 0 ? delayMs : undefined })
      .then(() => true)
      .catch(() => false);
    return await Promise.race([added, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
