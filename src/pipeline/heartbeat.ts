/**
 * Which processes run the pipeline's stage workers right now, for every API process's
 * `/readyz` and the inspector's pipeline health: each such process (`memwright worker`,
 * `serve` with its in-process workers) writes a heartbeat to Redis every
 * {@link HEARTBEAT_EVERY_MS}, under the queue prefix (the `{prefix}` hash tag keeps it in
 * the queues' Redis Cluster slot):
 * - `{prefix}:workers:<id>`: the process (host, pid, start, queues), expiring after
 *   {@link HEARTBEAT_TTL_MS} — a worker is live while its key exists;
 * - `{prefix}:workers`: a sorted set of worker ids scored by their last heartbeat (epoch
 *   ms of the writer's clock), so that with none live a reader can still say for how long
 *   there has been none. Entries older than a day are dropped.
 * A graceful stop deletes the process's key at once (and scores its last moment).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { bullPrefix } from '../contract/queuePrefix.js';
import { errorMessage } from '../observability/errorLog.js';

export const HEARTBEAT_EVERY_MS = 5_000;
/** Three missed beats: a worker is gone after this (a GC pause or a slow Redis is not). */
export const HEARTBEAT_TTL_MS = 15_000;
const FORGET_AFTER_MS = 24 * 3_600_000;

export interface WorkerInfo {
  /** `<host>:<pid>:<random>` (containers all run as pid 1; tests run several pipelines in one process). */
  id: string;
  host: string;
  pid: number;
  /** ISO 8601. */
  startedAt: string;
  /** The queues this process works on. */
  queues: string[];
  /** Whether it also runs the recurring jobs. */
  schedulers: boolean;
}

export interface LiveWorker extends WorkerInfo {
  /** ISO 8601, the writer's clock. */
  lastBeatAt: string;
}

export interface WorkerPresence {
  live: LiveWorker[];
  /** Epoch ms of the newest heartbeat of any worker, live or gone; null when none is remembered. */
  lastSeenAt: number | null;
}

export function newWorkerInfo(queues: string[], schedulers: boolean, now = new Date()): WorkerInfo {
  const host = hostname();
  return { id: `${host}:${process.pid}:${randomBytes(3).toString('hex')}`, host, pid: process.pid, startedAt: now.toISOString(), queues, schedulers };
}

export class Heartbeats {
  private readonly index: string;

  /** @param redis a connection that fails fast when Redis is down (the producer's): a beat never waits for an outage to end. */
  constructor(
    private readonly redis: Redis,
    queuePrefix: string,
  ) {
    this.index = `${bullPrefix(queuePrefix)}:workers`;
  }

  private key(id: string): string {
    return `${this.index}:${id}`;
  }

  async beat(info: WorkerInfo, at = Date.now()): Promise<void> {
    const body: LiveWorker = { ...info, lastBeatAt: new Date(at).toISOString() };
    await this.redis
      .multi()
      .set(this.key(info.id), JSON.stringify(body), 'PX', HEARTBEAT_TTL_MS)
      .zadd(this.index, at, info.id)
      .zremrangebyscore(this.index, '-inf', at - FORGET_AFTER_MS)
      .exec();
  }

  /** A graceful stop: not live any more, last seen now. */
  async gone(id: string, at = Date.now()): Promise<void> {
    await this.redis.multi().del(this.key(id)).zadd(this.index, at, id).exec();
  }

  async read(): Promise<WorkerPresence> {
    const entries = await this.redis.zrange(this.index, 0, -1, 'WITHSCORES');
    const ids: string[] = [];
    let lastSeenAt: number | null = null;
    for (let i = 0; i < entries.length; i += 2) {
      ids.push(entries[i]!);
      lastSeenAt = Math.max(lastSeenAt ?? 0, Number(entries[i + 1]));
    }
    if (!ids.length) return { live: [], lastSeenAt };
    const bodies = await this.redis.mget(ids.map((id) => this.key(id)));
    const live = bodies.flatMap((b) => {
      if (!b) return [];
      try {
        return [JSON.parse(b) as LiveWorker];
      } catch {
        return [];
      }
    });
    return { live, lastSeenAt };
  }
}

/** Why no process hardens notes, for /readyz and the inspector; null while a worker beats. */
export function missingWorkers(p: WorkerPresence, now = Date.now()): string | null {
  if (p.live.length) return null;
  if (p.lastSeenAt === null) return 'no pipeline worker has sent a heartbeat (none is running, or none since Redis lost its data): writes stay provisional';
  return `no pipeline worker for ${Math.max(0, Math.round((now - p.lastSeenAt) / 1000))} s: writes stay provisional until one runs`;
}

export interface HeartbeatOptions {
  /** Beat only while this says the process's workers run. */
  healthy: () => boolean;
  logger: Pick<Logger, 'debug'>;
  /** @defaultValue {@link HEARTBEAT_EVERY_MS} */
  everyMs?: number;
}

export interface HeartbeatHandle {
  info: WorkerInfo;
  /** Stop beating and say so (the key goes at once instead of after its TTL). */
  stop(): Promise<void>;
}

/** Beat now and every `everyMs` until stopped. A failed beat is retried at the next (an outage is logged by the connection's own state). */
export function startHeartbeat(heartbeats: Heartbeats, info: WorkerInfo, opts: HeartbeatOptions): HeartbeatHandle {
  let inFlight: Promise<void> = Promise.resolve();
  const beat = () => {
    if (!opts.healthy()) return;
    inFlight = heartbeats.beat(info).catch((err: unknown) => opts.logger.debug({ err: errorMessage(err) }, 'worker heartbeat not written'));
  };
  beat();
  const timer = setInterval(beat, opts.everyMs ?? HEARTBEAT_EVERY_MS);
  timer.unref();
  return {
    info,
    async stop() {
      clearInterval(timer);
      await inFlight;
      await heartbeats.gone(info.id).catch(() => undefined);
    },
  };
}
