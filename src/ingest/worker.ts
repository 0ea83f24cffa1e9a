/**
 * The consumer of the `ingest` queue (docs/ingest.md). A `write` or `events` job is
 * verified (its key by id, the HMAC over its canonical payload, its age, its id, replay)
 * and then goes through `writeMemory` or `recordEvents` — the very use cases
 * POST /v1/memories and POST /v1/events call — as the key's principal. Its return value is the HTTP response body: the outcome, or a
 * problem document. A refusal is a completed job with that problem as its result; only
 * an infrastructure failure throws, so BullMQ retries it. Data no producer could have
 * sent (not JSON, not an object) fails the job for good at once, with one warning.
 */
import { UnrecoverableError, Worker, type Job, type JobJson } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { KeyResolver } from '../auth/keys.js';
import type { Principal } from '../auth/principal.js';
import type { EventBatchResult } from '../contract/events.js';
import type { WriteResult } from '../contract/note.js';
import { MemwrightError } from '../errors.js';
import { memwrightProblem, problem, type Problem, type ProblemCode } from '../contract/problem.js';
import { recordEvents } from '../ops/events.js';
import { bullPrefix } from '../contract/queuePrefix.js';
import type { Services } from '../ports.js';
import { writeReply } from '../write/response.js';
import type { WriteResponse } from '../write/outcomes.js';
import { writeMemory } from '../write/writeMemory.js';
import { ReplayGuard } from './replay.js';
import { exposeIngestResults, ingestResultsKey, resultField } from './results.js';
import { INGEST_QUEUE, ingestJobId, verifyEnvelope, verifyingKey, WIRE_VERSION } from '../contract/ingestWire.js';

export interface IngestOptions {
  /** Jobs handled at once by one process (jobs of one run still go one at a time, in order). @defaultValue 16 */
  concurrency?: number;
  /**
   * A job signed longer ago than this when a worker takes it is refused (`job_expired`):
   * how long jobs may wait for workers, and how long a replay marker is kept.
   * @defaultValue 900000 (15 minutes)
   */
  maxAgeMs?: number;
  /** A job signed further in the future than this is refused (`job_from_future`): tolerated clock skew. @defaultValue 300000 (5 minutes) */
  maxSkewMs?: number;
}

/** What a job returns: the response body of the same request over HTTP (POST /v1/memories, POST /v1/events). */
export type IngestResult = WriteResult | EventBatchResult | Problem;

const SIG_HEX = /^[0-9a-f]{128}$/;
const envelopeSchema = z.object({
  v: z.literal(WIRE_VERSION),
  keyId: z.string().min(1).max(100),
  ts: z.number().int().nonnegative(),
  body: z.unknown(),
  sig: z.string().regex(SIG_HEX, 'must be 128 lower-case hex digits (an Ed25519 signature)'),
});

export interface IngestDeps {
  /** The write use case, as POST /v1/memories runs it. */
  write(principal: Principal, body: unknown): Promise<WriteResponse>;
  /** The events use case, as POST /v1/events runs it. */
  recordEvents(principal: Principal, body: unknown): Promise<EventBatchResult>;
  keys: Pick<KeyResolver, 'resolveId'>;
  replay: Pick<ReplayGuard, 'claim' | 'finish'>;
  redis: Redis;
  queuePrefix: string;
  now: () => Date;
  maxAgeMs: number;
  maxSkewMs: number;
  /** Where an unreadable job is reported (its id and why, never its data). */
  logger?: Pick<Logger, 'warn'>;
}

/** Stands for a job's data that is not JSON: BullMQ would throw before the processor, leaving the job active. */
const NOT_JSON = Object.freeze({ notJson: true });

/**
 * BullMQ parses a job's data before it hands the job over, and a parse error there is
 * thrown outside any job: the job stays taken, is never failed and is seen again. This
 * worker hands such a job over with NOT_JSON as its data, so the processor fails it.
 */
class IngestBullWorker extends Worker {
  protected override createJob(json: JobJson, jobId: string): Job {
    try {
      return super.createJob(json, jobId);
    } catch {
      const job = super.createJob({ ...json, data: '{}' }, jobId);
      job.data = NOT_JSON;
      return job;
    }
  }
}

/** Why the worker cannot read this data as an envelope at all; null when it is an object. */
function unreadable(data: unknown): string | null {
  if (data === NOT_JSON) return 'the job data is not valid JSON';
  if (data === null) return 'the job data is null, not an envelope object';
  if (Array.isArray(data)) return 'the job data is an array, not an envelope object';
  if (typeof data !== 'object') return `the job data is a ${typeof data}, not an envelope object`;
  return null;
}

/** Jobs of one run, chained so they are applied in the order the worker took them (arrival order). */
class RunChains {
  private readonly tails = new Map<string, Promise<unknown>>();
  run<T>(key: string | null, fn: () => Promise<T>): Promise<T> {
    if (key === null) return fn();
    const prev = this.tails.get(key) ?? Promise.resolve();
    const result = prev.then(fn, fn);
    const tail = result.catch(() => {});
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

/** The run a write body names, before it is validated: only used to order jobs, never to authorise. */
function runKeyOf(data: unknown): string | null {
  const d = data as { keyId?: unknown; body?: { run?: { agentId?: unknown; runId?: unknown } } } | null;
  const run = d?.body?.run;
  if (!run || typeof run.agentId !== 'string' || typeof run.runId !== 'string') return null;
  return JSON.stringify([d!.keyId, run.agentId, run.runId]);
}

export function ingestProcessor(deps: IngestDeps) {
  const resultsKey = ingestResultsKey(deps.queuePrefix);
  const chains = new RunChains();
  const count = (job: string, result: string) => deps.redis.hincrby(resultsKey, resultField(job, result), 1).catch(() => {});
  const refuse = async (job: Job, code: ProblemCode, detail: string): Promise<Problem> => {
    await count(job.name, code);
    return problem(code, detail);
  };

  /** Fail the job for good: no retry can make its data readable. */
  const fail = (job: Job, reason: string): never => {
    deps.logger?.warn({ jobId: job.id, job: job.name, reason }, `ingest job ${job.id} failed without retries: ${reason}`);
    throw new UnrecoverableError(reason);
  };

  async function handleWrite(job: Job): Promise<IngestResult> {
    const why = unreadable(job.data);
    if (why) return fail(job, why);
    const parsed = envelopeSchema.safeParse(job.data);
    if (!parsed.success) {
      const d = (job.data ?? {}) as Record<string, unknown>;
      if (d.sig === undefined || d.keyId === undefined) return refuse(job, 'unsigned', 'the job carries no keyId or no sig (docs/ingest.md)');
      if (d.v === 1) {
        return refuse(job, 'wire_version_retired', 'envelope version 1 (HMAC) is no longer accepted: sign with memwright/producer of this version (Ed25519, envelope v2, docs/ingest.md)');
      }
      const i = parsed.error.issues[0]!;
      return refuse(job, 'invalid_envelope', `${i.path.join('.') || 'data'}: ${i.message}`);
    }
    const env = parsed.data;
    if (job.id !== ingestJobId(job.name, env.sig)) {
      return refuse(job, 'job_id_mismatch', 'the job id must be `<name>-<sig>`');
    }
    const now = deps.now().getTime();
    if (now - env.ts > deps.maxAgeMs) return refuse(job, 'job_expired', `signed more than ${deps.maxAgeMs} ms ago; sign and send it again`);
    if (env.ts - now > deps.maxSkewMs) return refuse(job, 'job_from_future', `signed more than ${deps.maxSkewMs} ms in the future; check the producer's clock`);

    const key = await deps.keys.resolveId(env.keyId);
    if (!key) return refuse(job, 'unauthorized', 'unknown, revoked or expired key');
    const verifier = key.publicKey === null ? null : verifyingKey(key.publicKey);
    if (!verifier) {
      return refuse(job, 'key_not_enrolled', 'this key has no ingest public key yet: use it once over HTTP (any authenticated request), or create a new key (docs/ingest.md#keys-created-before-v2)');
    }
    let verified: boolean;
    try {
      verified = verifyEnvelope(verifier, job.name, env.keyId, env.ts, env.body, env.sig);
    } catch {
      // Only a body no JSON producer could sign (nested past the stack) fails to canonicalise.
      return fail(job, 'the job body cannot be canonicalised');
    }
    if (!verified) {
      return refuse(job, 'bad_signature', 'the signature does not match the payload and key');
    }

    const claim = await deps.replay.claim(job.id!, String(job.timestamp));
    if (claim === 'replayed') return refuse(job, 'replayed', 'this signed job was already taken');

    let body: IngestResult;
    try {
      if (job.name === 'events') {
        // The background lane's batch: POST /v1/events's operation, as the key's principal.
        body = await deps.recordEvents(key.principal, env.body);
      } else {
        const { httpStatus, result } = await deps.write(key.principal, env.body);
        body = writeReply(httpStatus, result).body;
      }
    } catch (err) {
      if (!(err instanceof MemwrightError)) {
        await count(job.name, 'error');
        throw err; // infrastructure: BullMQ retries; the marker lets this same job in again
      }
      body = memwrightProblem(err);
    }
    const label = 'outcome' in body && typeof body.outcome === 'string' ? body.outcome : 'stored' in body ? 'accepted' : (body as Problem).code;
    await deps.replay.finish(job.id!, resultsKey, resultField(job.name, label));
    return body;
  }

  return async (job: Job): Promise<IngestResult> => {
    if (job.name !== 'write' && job.name !== 'events') {
      return refuse(job, 'unsupported_job', `no ingest job named ${JSON.stringify(job.name).slice(0, 60)} (this version takes: write, events)`);
    }
    return chains.run(runKeyOf(job.data), () => handleWrite(job));
  };
}

/**
 * The ingest worker of one process, on the pipeline's blocking connection. Also
 * exposes the ingest results on this process's /metrics registry.
 */
export function startIngestWorker(
  services: Services,
  connection: Redis,
  workerOpts: { lockDuration: number; stalledInterval: number },
  opts: IngestOptions = {},
): Worker {
  const { config, producer } = services;
  if (!producer) throw new Error('the ingest worker needs Redis');
  const maxAgeMs = opts.maxAgeMs ?? 15 * 60_000;
  const maxSkewMs = opts.maxSkewMs ?? 5 * 60_000;
  // The producer's connection fails fast, so a marker or counter never hangs a job.
  const redis = producer.connection;
  const processor = ingestProcessor({
    write: (principal, body) => writeMemory(services.write, principal, body),
    recordEvents: (principal, body) => recordEvents(services, principal, body),
    // The bootstrap admin key has no id, so it can sign no job.
    keys: services.keys,
    replay: new ReplayGuard(redis, config.queue.prefix, maxAgeMs + maxSkewMs),
    redis,
    queuePrefix: config.queue.prefix,
    now: services.now,
    maxAgeMs,
    maxSkewMs,
    logger: services.logger,
  });
  return new IngestBullWorker(INGEST_QUEUE, processor, {
    connection,
    prefix: bullPrefix(config.queue.prefix),
    ...workerOpts,
    concurrency: opts.concurrency ?? 16,
  });
}

/** Expose the ingest results on /metrics (every process with a producer, consuming or not). */
export function exposeIngestMetrics(services: Services): void {
  if (services.producer) exposeIngestResults(services.metrics.registry, services.producer.connection, services.config.queue.prefix);
}
