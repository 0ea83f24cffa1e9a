/**
 * Replay protection for signed ingest jobs. The job id is derived from the signature
 * (contract/ingestWire.ts), so re-adding a signed job while BullMQ still holds it is a no-op. This
 * covers the rest: a job that was removed (cleaned from the board, trimmed from the
 * history, or deleted by someone with Redis access) and added again. Each verified job
 * claims a marker for as long as its timestamp is acceptable; past that the job is
 * refused as expired anyway, so the marker may go.
 *
 * The marker holds the job instance (BullMQ's enqueue timestamp) while it runs, so a
 * retry of the same instance after an infrastructure failure proceeds, and `done`
 * once it ended, so any later copy is a replay.
 */
import type { Redis } from 'ioredis';
import { bullPrefix } from '../contract/queuePrefix.js';
import { INGEST_QUEUE } from '../contract/ingestWire.js';

export type Claim = 'fresh' | 'retry' | 'replayed';

export class ReplayGuard {
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    queuePrefix: string,
    private readonly ttlMs: number,
  ) {
    this.prefix = `${bullPrefix(queuePrefix)}:${INGEST_QUEUE}:seen:`;
  }

  async claim(jobId: string, instance: string): Promise<Claim> {
    const key = this.prefix + jobId;
    if ((await this.redis.set(key, instance, 'PX', this.ttlMs, 'NX')) === 'OK') return 'fresh';
    return (await this.redis.get(key)) === instance ? 'retry' : 'replayed';
  }

  /** Mark the job done and count its result, in one round trip. */
  async finish(jobId: string, resultsKey: string, field: string): Promise<void> {
    await this.redis.multi().set(this.prefix + jobId, 'done', 'PX', this.ttlMs).hincrby(resultsKey, field, 1).exec();
  }
}
