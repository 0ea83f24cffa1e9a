import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { STAGES, type Stage } from '../contract/enums.js';
import { STAGE_QUEUES, stageJobId, type StageJobData } from './names.js';
import { bullPrefix } from '../contract/queuePrefix.js';

export interface ProducerOptions {
  redisUrl: string;
  /** @defaultValue `memwright` */
  prefix?: string;
  /**
   * Give up on an enqueue after this long; the write is already durable and the sweep
   * re-enqueues it.
   * @defaultValue 500
   */
  enqueueTimeoutMs?: number;
}

/**
 * Entries kept in a stage queue's event stream (BullMQ's default is 10 000). Nothing in
 * memwright reads these streams, and every erasure scans them for the erased ids
 * (src/queue/erasure.ts) on its request path: a short stream keeps that scan cheap.
 */
const STAGE_EVENTS_MAX_LEN = 1000;

/** Default job options for every stage: retries with exponential backoff, bounded history. */
export const STAGE_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 5000 },
} as const;

/**
 * The write side of the pipeline: puts a note on its next stage's queue.
 * Uses a connection without an offline queue so that a Redis outage fails fast
 * instead of holding the caller; the note is durable in Postgres either way.
 */
export class PipelineProducer {
  readonly connection: Redis;
  readonly queues: Record<Stage, Queue<StageJobData>>;
  private readonly timeoutMs: number;

  constructor(opts: ProducerOptions) {
    this.connection = new Redis(opts.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    // Errors surface on the enqueue that fails; the connection keeps retrying on its own.
    this.connection.on('error', () => {});
    const prefix = bullPrefix(opts.prefix ?? 'memwright');
    this.queues = Object.fromEntries(
      STAGES.map((s) => [s, new Queue<StageJobData>(STAGE_QUEUES[s], { connection: this.connection, prefix, streams: { events: { maxLen: STAGE_EVENTS_MAX_LEN } } })]),
    ) as Record<Stage, Queue<StageJobData>>;
    for (const q of Object.values(this.queues)) q.on('error', () => {});
    this.timeoutMs = opts.enqueueTimeoutMs ?? 500;
  }

  /** Enqueue `stage` for a note version. Rejects (fast) when Redis is unreachable. */
  async enqueue(stage: Stage, data: StageJobData, delayMs = 0): Promise<void> {
    if (this.connection.status !== 'ready') throw new Error(`redis not ready (${this.connection.status})`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`enqueue timed out after ${this.timeoutMs}ms`)), this.timeoutMs);
    });
    try {
      await Promise.race([
        this.queues[stage].add(stage, data, {
          ...STAGE_JOB_OPTIONS,
          jobId: stageJobId(stage, data.noteId, data.version),
          delay: delayMs || undefined,
        }),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await Promise.allSettled(Object.values(this.queues).map((q) => q.close()));
    this.connection.disconnect();
  }
}
