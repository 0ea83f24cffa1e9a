/**
 * Health of the recurring jobs (ttl-prune, decay, sweep, consolidate), shared by every
 * process through Redis. The jobs usually run in `memwright worker` processes that
 * serve no HTTP, so the API's `/readyz` and `/metrics` learn of their failures from
 * here: one small hash per job under the queue prefix (the `{prefix}` hash tag keeps
 * it in the queues' Redis Cluster slot). A job can only run while Redis is up, so
 * Redis always sees its outcome.
 */
import type { Redis } from 'ioredis';
import { serializeError } from '../observability/errorLog.js';
import { MAINTENANCE_JOBS, type MaintenanceJob } from './names.js';
import { bullPrefix } from '../contract/queuePrefix.js';

/** Consecutive failures of one job after which `/readyz` reports `degraded`. */
export const DEGRADED_AFTER_FAILURES = 3;

export interface JobState {
  job: MaintenanceJob;
  /** Failures since the last success (0 after a success). */
  consecutiveFailures: number;
  /** Failures ever recorded (since Redis last lost its data). */
  failuresTotal: number;
  /** Epoch ms of the last successful run, or null. */
  lastSuccessAt: number | null;
  /** Epoch ms of the last failed run, or null. */
  lastFailureAt: number | null;
  /** {@link errorSummary} of the last failure (no query parameters, so no note content). */
  lastError: string | null;
}

export class JobHealth {
  private readonly prefix: string;

  /**
   * @param redis a connection that fails fast when Redis is down (the producer's), so
   *   recording an outcome never hangs a job.
   */
  constructor(
    private readonly redis: Redis,
    queuePrefix: string,
  ) {
    this.prefix = `${bullPrefix(queuePrefix)}:job-health:`;
  }

  private key(job: MaintenanceJob): string {
    return this.prefix + job;
  }

  async recordSuccess(job: MaintenanceJob, at: Date): Promise<void> {
    await this.redis.hset(this.key(job), { consecutiveFailures: 0, lastSuccessAt: at.getTime() });
  }

  /** Returns the consecutive failure count including this one. */
  async recordFailure(job: MaintenanceJob, at: Date, error: string): Promise<number> {
    const r = await this.redis
      .multi()
      .hincrby(this.key(job), 'consecutiveFailures', 1)
      .hincrby(this.key(job), 'failuresTotal', 1)
      .hset(this.key(job), { lastFailureAt: at.getTime(), lastError: error })
      .exec();
    return Number(r?.[0]?.[1] ?? 0);
  }

  async read(): Promise<JobState[]> {
    const pipe = this.redis.pipeline();
    for (const job of MAINTENANCE_JOBS) pipe.hgetall(this.key(job));
    const res = (await pipe.exec()) ?? [];
    return MAINTENANCE_JOBS.map((job, i) => {
      const [err, h] = res[i] ?? [null, {}];
      if (err) throw err;
      const v = (h ?? {}) as Record<string, string>;
      const num = (s: string | undefined) => (s === undefined ? null : Number(s));
      return {
        job,
        consecutiveFailures: num(v.consecutiveFailures) ?? 0,
        failuresTotal: num(v.failuresTotal) ?? 0,
        lastSuccessAt: num(v.lastSuccessAt),
        lastFailureAt: num(v.lastFailureAt),
        lastError: v.lastError ?? null,
      };
    });
  }

  /** Jobs that failed {@link DEGRADED_AFTER_FAILURES} times in a row or more. */
  static degraded(states: JobState[], after = DEGRADED_AFTER_FAILURES): JobState[] {
    return states.filter((s) => s.consecutiveFailures >= after);
  }
}

/**
 * A one-line description of an error that is safe to log and store: the error's class,
 * its SQLSTATE code if any, and its first line, at most 200 characters. drizzle wraps
 * driver errors in a message that lists the query's parameters — note content, for
 * some queries — so for those the driver's own error is described instead, through
 * {@link serializeError} (values in Postgres messages withheld).
 */
export function errorSummary(err: unknown): string {
  // The innermost cause: the wrapper of a failed query says only "query failed".
  let s = serializeError(err);
  while (s.cause) s = s.cause;
  return `${s.type}${s.code ? ` ${s.code}` : ''}: ${s.message}`.slice(0, 200);
}
