/**
 * `@memwright/client/producer`: hand memory writes to memwright as BullMQ jobs from an agent
 * runtime that already runs on Redis. Each job is signed with a key pair derived from an
 * API key (Ed25519 over its canonical payload, docs/ingest.md), so Redis access alone
 * writes nothing, and neither does anything memwright stores. Loads
 * bullmq, ioredis and node:crypto only — no database, no server code. bullmq and ioredis
 * are optional peer dependencies: a consumer of the HTTP client alone installs neither.
 * The wire format and its signing are the server's own modules, compiled into this
 * package, so producer and worker cannot disagree on them.
 *
 * ```ts
 * const producer = createProducer({ connection: 'redis://localhost:6379', keyId, key });
 * const job = await producer.write({ content: 'User prefers tea.', … });
 * const result = await producer.waitForResult(job, 5000); // { outcome, note } or a problem document
 * ```
 */
import { Job, Queue, QueueEvents, type ConnectionOptions, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import type { EventBatchInput, EventBatchResult, MemoryWriteInput, ProblemDocument, WriteResult } from './types.js';
import { bullPrefix } from '../../../src/contract/queuePrefix.js';
import { signingKey, INGEST_QUEUE, ingestJobId, signEnvelope, WIRE_VERSION, type IngestEnvelope, type IngestJobName } from '../../../src/contract/ingestWire.js';

export { INGEST_QUEUE, WIRE_VERSION, type IngestEnvelope } from '../../../src/contract/ingestWire.js';

/** A job's result: the response body of the same request over HTTP. A problem document has `status` and `code`. */
export type IngestResult = WriteResult | EventBatchResult | ProblemDocument;

export interface ProducerOptions {
  /** Redis: a URL, ioredis options, or an ioredis instance (shared: not closed by {@link Producer.close}). */
  connection: string | ConnectionOptions;
  /** The memwright deployment's MEMWRIGHT_QUEUE_PREFIX. @defaultValue `memwright` */
  prefix?: string;
  /** The API key's id (as `memwright keys create` or POST /v1/admin/keys returns it). */
  keyId: string;
  /** The API key itself; it never leaves this process: the Ed25519 signing key is derived from it. */
  key: string;
  /**
   * BullMQ options of every job. Retries only ever happen for infrastructure failures
   * (a refusal is a completed job). @defaultValue {@link DEFAULT_JOB_OPTIONS}
   */
  jobOptions?: Omit<JobsOptions, 'jobId'>;
  /** Clock for the signature timestamp. @defaultValue Date.now */
  now?: () => number;
}

export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 500 },
  // Kept an hour so a late waitForResult still finds the result.
  removeOnComplete: { age: 3600, count: 10_000 },
  removeOnFail: { age: 24 * 3600 },
} as const satisfies JobsOptions;

export interface Producer {
  readonly queue: Queue;
  /** Enqueue one MemoryWrite (exactly the body of POST /v1/memories). Resolves once Redis holds the job. */
  write(body: MemoryWriteInput): Promise<Job>;
  /** Enqueue one run's conversation events (exactly the body of POST /v1/events, docs/design.md#background-lane). */
  recordEvents(batch: EventBatchInput): Promise<Job>;
  /** The job's result once a worker finished it; rejects on timeout or when the job failed for good. */
  waitForResult(job: Job, timeoutMs?: number): Promise<IngestResult>;
  close(): Promise<void>;
}

export function createProducer(opts: ProducerOptions): Producer {
  const owned: Redis[] = [];
  const connect = (): ConnectionOptions => {
    if (typeof opts.connection !== 'string') return opts.connection;
    const r = new Redis(opts.connection, { maxRetriesPerRequest: null });
    owned.push(r);
    return r;
  };
  const prefix = bullPrefix(opts.prefix ?? 'memwright');
  const connection = connect();
  const queue = new Queue(INGEST_QUEUE, { connection, prefix });
  const key = signingKey(opts.key);
  const now = opts.now ?? Date.now;
  const jobOptions = opts.jobOptions ?? DEFAULT_JOB_OPTIONS;
  let events: QueueEvents | null = null;

  /** QueueEvents blocks its connection (XREAD BLOCK), so it never shares the queue's. */
  const queueEvents = (): QueueEvents => {
    if (events) return events;
    let c: ConnectionOptions;
    // Duck-typed: the caller's ioredis may be another copy of the package.
    if (typeof (connection as Redis).duplicate === 'function') {
      const d = (connection as Redis).duplicate({ maxRetriesPerRequest: null });
      owned.push(d);
      c = d;
    } else c = connection;
    events = new QueueEvents(INGEST_QUEUE, { connection: c, prefix });
    return events;
  };

  async function enqueue(name: IngestJobName, body: unknown): Promise<Job> {
    // Sign exactly what the worker will read back: the body as JSON carries it.
    const wire = JSON.parse(JSON.stringify(body)) as unknown;
    const ts = now();
    const sig = signEnvelope(key, name, opts.keyId, ts, wire);
    const data: IngestEnvelope = { v: WIRE_VERSION, keyId: opts.keyId, ts, body: wire, sig };
    return queue.add(name, data, { ...jobOptions, jobId: ingestJobId(name, sig) });
  }

  return {
    queue,
    write: (body) => enqueue('write', body),
    recordEvents: (batch) => enqueue('events', batch),
    async waitForResult(job, timeoutMs = 10_000) {
      const ev = queueEvents();
      await ev.waitUntilReady();
      // QueueEvents can miss an event while it starts reading (its first XREAD from `$`
      // may come after the job finished: bullmq issues 2874, 2517), so a slow poll of
      // the job's state backs the event up; whichever answers first wins.
      let stop = false;
      const poll = (async (): Promise<IngestResult> => {
        for (let delay = 100; !stop; delay = Math.min(delay * 2, 1000)) {
          await new Promise((r) => setTimeout(r, delay));
          if (stop) break;
          // A failed poll is retried; the event or the timeout still decide.
          const state = await queue.getJobState(job.id!).catch(() => 'unknown' as const);
          if (state === 'completed' || state === 'failed') {
            const done = await Job.fromId(queue, job.id!);
            if (state === 'failed') throw new Error(done?.failedReason ?? 'job failed');
            return done?.returnvalue as IngestResult;
          }
        }
        return new Promise<never>(() => {}); // stopped: the event already answered
      })();
      try {
        return await Promise.race([job.waitUntilFinished(ev, timeoutMs) as Promise<IngestResult>, poll]);
      } finally {
        stop = true;
      }
    },
    async close() {
      await events?.close();
      await queue.close();
      for (const r of owned) r.disconnect();
    },
  };
}
