import pino, { type Logger } from 'pino';
import type { PGlite } from '@electric-sql/pglite';
import type { Env } from './config/env.js';
import { openDatabase, type Database } from './db/index.js';
import { Metrics } from './observability/metrics.js';
import { PipelineProducer } from './queue/producer.js';
import type { WriteConfig } from './write/writeMemory.js';

/**
 * Everything an operation needs, built once per process and shared by the HTTP
 * routes, the library facade, the CLI and the workers.
 */
export interface Services {
  env: Env;
  database: Database;
  producer: PipelineProducer | null;
  metrics: Metrics;
  logger: Logger;
  writeConfig: WriteConfig;
  now: () => Date;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Reuse an open PGlite (tests). */
  pglite?: PGlite;
  /** Skip Redis entirely (writes are marked as awaiting their pipeline). */
  noQueue?: boolean;
  logger?: Logger;
  now?: () => Date;
  /** Apply migrations on start. @defaultValue true */
  migrate?: boolean;
}

export function writeConfigFrom(env: Env): WriteConfig {
  return {
    maxWritesPerRun: env.MEMWRIGHT_MAX_WRITES_PER_RUN,
    provisionalTtlSeconds: env.MEMWRIGHT_PROVISIONAL_TTL_SECONDS,
    nearDuplicate: env.MEMWRIGHT_WRITE_NEAR_DUP,
  };
}

export async function createServices(env: Env, opts: ServiceOptions = {}): Promise<Services> {
  const logger = opts.logger ?? pino({ level: env.MEMWRIGHT_LOG_LEVEL, name: 'memwright' });
  let database: Database;
  if (opts.pglite) {
    const { openPgliteDatabase } = await import('./db/pglite/index.js');
    database = await openPgliteDatabase({ client: opts.pglite });
  } else {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.MEMWRIGHT_DATA_DIR });
  }
  if (opts.migrate !== false) await database.migrate();
  const producer = opts.noQueue
    ? null
    : new PipelineProducer({
        redisUrl: env.REDIS_URL,
        prefix: env.MEMWRIGHT_QUEUE_PREFIX,
        enqueueTimeoutMs: env.MEMWRIGHT_ENQUEUE_TIMEOUT_MS,
      });
  if (producer) await waitReady(producer, 2000);
  const metrics = new Metrics({ defaultMetrics: true });
  return {
    env,
    database,
    producer,
    metrics,
    logger,
    writeConfig: writeConfigFrom(env),
    now: opts.now ?? (() => new Date()),
    async close() {
      await producer?.close();
      await database.close();
    },
  };
}

/** Give a fresh Redis connection a moment to come up; writes work (marked) without it. */
async function waitReady(p: PipelineProducer, ms: number): Promise<void> {
  if (p.connection.status === 'ready') return;
  await new Promise<void>((resolve) => {
    const t = setTimeout(resolve, ms);
    p.connection.once('ready', () => {
      clearTimeout(t);
      resolve();
    });
  });
}
