import pino, { type Logger } from 'pino';
import type { PGlite } from '@electric-sql/pglite';
import type { Config } from './config/config.js';
import { errorSerializers } from './observability/errorLog.js';
import { openDatabase, type Database } from './db/index.js';
import { Metrics } from './observability/metrics.js';
import { PipelineProducer } from './queue/producer.js';
import type { Embedder } from './embed/types.js';
import type { Judge } from './judge/types.js';
import { AccessRecorder } from './recall/accessRecorder.js';
import { ContextCache } from './recall/contextCache.js';
import { scrubErasedStorage } from './db/scrub.js';
import { ScrubScheduler } from './db/scrubScheduler.js';
import { KeyResolver } from './auth/keys.js';
import { JobHealth } from './queue/jobHealth.js';
import { Heartbeats } from './pipeline/heartbeat.js';
import type { Services } from './ports.js';

export interface ServiceOptions {
  /** Reuse an open PGlite (tests). */
  pglite?: PGlite;
  /** Reuse an open database (tests, embedding apps); not closed by {@link Services.close}. */
  database?: Database;
  /** Skip Redis entirely (writes are marked as awaiting their pipeline). */
  noQueue?: boolean;
  logger?: Logger;
  now?: () => Date;
  /** What an embedded data directory's lock names as its owner (`memwright serve`). @defaultValue the script this process runs */
  owner?: string;
  /** Apply migrations on start. @defaultValue true */
  migrate?: boolean;
  /** Use this embedder instead of the one the config names (not closed by the services). */
  embedder?: Embedder;
  /** Use this judge instead of the one the config names. */
  judge?: Judge;
}

export async function createServices(config: Config, opts: ServiceOptions = {}): Promise<Services> {
  const logger = opts.logger ?? pino({ level: config.log.level, name: 'memwright', serializers: errorSerializers });
  let database: Database;
  const ownsDatabase = !opts.database;
  if (opts.database) {
    database = opts.database;
  } else if (opts.pglite) {
    const { openPgliteDatabase } = await import('./db/pglite/index.js');
    database = await openPgliteDatabase({ client: opts.pglite, inline: config.database.pgliteInline, logger, lanes: { backgroundShare: config.database.pgliteBackgroundShare } });
  } else {
    database = await openDatabase(config.database, { owner: opts.owner, logger });
  }
  if (opts.migrate !== false) await database.migrate();
  const producer = opts.noQueue
    ? null
    : new PipelineProducer({
        redisUrl: config.redis.url,
        prefix: config.queue.prefix,
        enqueueTimeoutMs: config.queue.enqueueTimeoutMs,
      });
  if (producer) await waitReady(producer, 2000);
  const metrics = new Metrics({ defaultMetrics: true });
  let embedder: Promise<Embedder> | null = opts.embedder ? Promise.resolve(opts.embedder) : null;
  let judge: Promise<Judge> | null = opts.judge ? Promise.resolve(opts.judge) : null;
  const access = new AccessRecorder(database.background, { now: opts.now, logger });
  const { contextCache, unwatch } = await watchedContextCache(database, config.recall.contextCacheSize, logger);
  const scrub = new ScrubScheduler(() => scrubErasedStorage(database, { warn: (msg, fields) => logger.warn(fields ?? {}, msg) }), {
    logger,
    enabled: config.erasure.scrub === 'rewrite',
  });
  const now = opts.now ?? (() => new Date());
  const keys = new KeyResolver(database.db, {
    adminKey: config.auth.adminKey,
    adminTenant: config.auth.adminTenant,
    logger,
    usageDb: database.background,
  });
  return {
    config,
    database,
    producer,
    metrics,
    logger,
    now,
    keys,
    jobHealth: producer ? new JobHealth(producer.connection, config.queue.prefix) : null,
    heartbeats: producer ? new Heartbeats(producer.connection, config.queue.prefix) : null,
    write: { db: database.db, statements: database.statements, producer, config: config.write, now, logger, metrics },
    embedder() {
      embedder ??= import('./embed/index.js').then((m) => m.createEmbedder(config.embedder));
      return embedder;
    },
    judge() {
      judge ??= import('./judge/index.js').then((m) => m.createJudge(config.judge, config.pipeline.thresholds));
      return judge;
    },
    access,
    contextCache,
    scrub,
    async close() {
      // Each step at debug level: `serve` names the step a slow shutdown is waiting on, these say which part of it.
      const step = (name: string) => logger.debug({ step: name }, `services close: ${name}`);
      // Keys' last-use times are batched in memory: written before the database closes.
      step('key usage');
      await keys.close();
      step('access recorder');
      await access.close();
      step('note watch');
      await unwatch?.().catch(() => undefined);
      contextCache?.clear();
      // An erasure's scrub must not be dropped by a graceful shutdown.
      step('scrub');
      await scrub.close();
      step('queue producer');
      await producer?.close();
      step('embedder');
      if (embedder && !opts.embedder) await (await embedder.catch(() => null))?.close();
      step('database');
      if (ownsDatabase) await database.close();
    },
  };
}

/** The context cache, listening to the database's note changes; none where the driver cannot tell them (or if listening fails). */
async function watchedContextCache(database: Database, capacity: number, logger: Logger) {
  if (!database.watchNotes || capacity <= 0) return { contextCache: null, unwatch: null };
  const contextCache = new ContextCache({ capacity });
  try {
    const unwatch = await database.watchNotes((tenantId) => contextCache.invalidate(tenantId));
    return { contextCache, unwatch };
  } catch (err) {
    // Without change notifications a cached ranking could go stale: run without the cache.
    logger.warn({ err: errorSerializers.err(err) }, 'cannot watch note changes; context rankings are not cached');
    return { contextCache: null, unwatch: null };
  }
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
