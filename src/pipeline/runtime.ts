/**
 * The pipeline of one process: the stage workers and/or the recurring job schedulers.
 * `serve` runs both, `memwright worker` runs workers only.
 */
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { exposeIngestMetrics, startIngestWorker, type IngestOptions, type IngestWorker } from '../ingest/worker.js';
import { INGEST_QUEUE } from '../contract/ingestWire.js';
import { STAGES, type Stage } from '../contract/enums.js';
import { bullPrefix, MAINTENANCE_QUEUE, STAGE_QUEUES } from '../queue/names.js';
import type { Services } from '../services.js';
import { createStageContext } from './context.js';
import type { EmbedBatcherOptions } from './embedBatcher.js';
import { JobHealth } from './jobHealth.js';
import { STAGE_REGISTRY } from './registry.js';
import { runSweep, type SweepReport } from './maintenance/sweep.js';
import { stageProcessor, type RunnerDeps } from './runner.js';
import { maintenanceProcessor, upsertSchedulers, type MaintenanceDeps } from './schedulers.js';
import { serializeError } from '../observability/errorLog.js';
import { ConnectionState } from '../observability/connectionState.js';
import type { Checks } from '../observability/readiness.js';
import { redactUrl } from '../observability/redactUrl.js';
import { Heartbeats, newWorkerInfo, startHeartbeat, type HeartbeatHandle, type WorkerInfo } from './heartbeat.js';
import { EXTRACT_QUEUE, enqueueExtraction, extractQueue } from '../queue/extract.js';
import { startExtractWorker, type ExtractWorkerOptions } from '../extract/worker.js';

export interface PipelineOptions {
  /** Run the stage workers in this process. @defaultValue true */
  workers?: boolean;
  /** Upsert and run the recurring jobs (ttl-prune, decay, sweep, consolidate). @defaultValue true */
  schedulers?: boolean;
  /** Worker concurrency per stage. @defaultValue the registry's (./registry.ts) */
  concurrency?: Partial<Record<Stage, number>>;
  /** BullMQ job lock; a job whose worker died is redelivered after it lapses. @defaultValue config.pipeline.jobLockMs (MEMWRIGHT_JOB_LOCK_MS, 30000) */
  lockDurationMs?: number;
  /** How often workers look for stalled jobs. @defaultValue config.pipeline.stalledCheckMs (MEMWRIGHT_STALLED_CHECK_MS, 30000) */
  stalledIntervalMs?: number;
  /** Refresh of the queue-depth gauge. @defaultValue 5000 */
  queueDepthRefreshMs?: number;
  /** Embedding micro-batching. */
  embedBatch?: EmbedBatcherOptions;
  /** The `ingest` queue's worker (signed writes from agent runtimes, docs/ingest.md); runs with the stage workers. */
  ingest?: IngestOptions;
  /** The `extract` queue's worker (docs/design.md#background-lane); runs with the stage workers. */
  extract?: ExtractWorkerOptions;
}

export interface PipelineHandle {
  /** Stop taking jobs, finish or release active ones, close connections. */
  close(timeoutMs?: number): Promise<void>;
  /** Run a sweep now (`all`: check every in-flight note, not only stalled ones). */
  sweep(opts?: { all?: boolean; tenantId?: string }): Promise<SweepReport>;
  /** Resolves once the workers are connected (tests, readiness). */
  ready(): Promise<void>;
  /**
   * This process's side of readiness: `workers` is `ok` while its Redis connections are
   * up and every BullMQ worker runs (not paused, not closed), else why not.
   */
  checks(): Checks;
  /** This process's heartbeat record (./heartbeat.ts); null when it runs no stage workers. */
  heartbeat: WorkerInfo | null;
}

export async function startPipeline(services: Services, opts: PipelineOptions = {}): Promise<PipelineHandle> {
  const producer = services.producer;
  if (!producer) throw new Error('the pipeline needs Redis: services were created without a queue (noQueue)');
  const { config, logger, metrics } = services;
  const prefix = bullPrefix(config.queue.prefix);
  // Workers block on Redis and must never give up a command: maxRetriesPerRequest null.
  const connection = new Redis(config.redis.url, { maxRetriesPerRequest: null });
  // One log line when Redis goes, one when it is back, whatever the number of connections and workers.
  const redisState = new ConnectionState({
    logger,
    what: `redis at ${redactUrl(config.redis.url)} (REDIS_URL)`,
    whileDown:
      'the pipeline is paused and reconnects on its own; writes still land as provisional notes (injectable at once, hardening waits), and when Redis returns the sweep re-enqueues them',
  });
  redisState.watch(producer.connection);
  redisState.watch(connection);

  const ctx = createStageContext(services, { embedBatch: opts.embedBatch });
  const deps: RunnerDeps = { ctx, producer, rateLimit: (stage, ms) => producer.queues[stage].rateLimit(ms) };
  const workerOpts = {
    connection,
    prefix,
    lockDuration: opts.lockDurationMs ?? config.pipeline.jobLockMs,
    stalledInterval: opts.stalledIntervalMs ?? config.pipeline.stalledCheckMs,
  };
  const workers: Worker[] = [];
  let ingest: IngestWorker | null = null;
  const onError = (source: string) => (err: unknown) => redisState.workerError(err, source);
  if (opts.workers !== false) {
    for (const stage of STAGES) {
      const w = new Worker(STAGE_QUEUES[stage], stageProcessor(deps, stage), {
        ...workerOpts,
        concurrency: opts.concurrency?.[stage] ?? STAGE_REGISTRY[stage].concurrency,
      });
      w.on('error', onError(`${stage} worker`));
      workers.push(w);
    }
    ingest = startIngestWorker(services, connection, workerOpts, opts.ingest);
    ingest.worker.on('error', onError('ingest worker'));
    workers.push(ingest.worker);
    const extract = await startExtractWorker(services, connection, workerOpts, opts.extract);
    extract.on('error', onError('extract worker'));
    workers.push(extract);
  }
  exposeIngestMetrics(services);

  const mdeps: MaintenanceDeps = {
    ctx,
    producer,
    maintenance: config.maintenance,
    health: new JobHealth(producer.connection, config.queue.prefix),
    events: config.events,
    enqueueExtract: (data, jobId) => enqueueExtraction(producer, config.queue.prefix, data, jobId, 0, config.queue.enqueueTimeoutMs),
  };
  let maintenance: Queue | null = null;
  const sweep = (o: { all?: boolean; tenantId?: string } = {}) =>
    runSweep(ctx, producer, { ...o, stallMs: config.maintenance.sweepStallMs });

  /** After Redis came back (possibly empty): schedulers again, and a sweep of every in-flight note. */
  const resync = async (why: string) => {
    try {
      if (maintenance) await upsertSchedulers(maintenance, config.maintenance);
      const report = await sweep({ all: true });
      logger.info({ why, report }, 'pipeline resynchronised with redis');
    } catch (err) {
      logger.warn({ why, err: serializeError(err) }, 'pipeline resync failed; the sweep scheduler will retry');
    }
  };

  let wasDown = false;
  const onClose = () => {
    wasDown = true;
  };
  const onReady = () => {
    if (!wasDown) return;
    wasDown = false;
    void resync('redis_reconnected');
  };
  if (opts.schedulers !== false) {
    maintenance = new Queue(MAINTENANCE_QUEUE, { connection, prefix });
    maintenance.on('error', onError('maintenance queue'));
    const mw = new Worker(MAINTENANCE_QUEUE, maintenanceProcessor(mdeps), {
      ...workerOpts,
      concurrency: 1,
      // Consolidation with an LLM judge may run for minutes; the lock is renewed while it runs.
      lockDuration: Math.max(workerOpts.lockDuration, 60_000),
    });
    mw.on('error', onError('maintenance worker'));
    workers.push(mw);
    connection.on('close', onClose);
    connection.on('ready', onReady);
    try {
      await upsertSchedulers(maintenance, config.maintenance);
    } catch (err) {
      // Redis is down at start: the reconnect handler upserts them when it returns.
      wasDown = true;
      logger.warn({ err: serializeError(err) }, 'could not upsert job schedulers yet');
    }
  }

  // Depth of the ingest queue, on the fail-fast connection like the stage queues'.
  const ingestDepth = new Queue(INGEST_QUEUE, { connection: producer.connection, prefix });
  ingestDepth.on('error', () => {});
  const depthQueues: Array<[string, Queue]> = [
    ...STAGES.map((s) => [STAGE_QUEUES[s], producer.queues[s]] as [string, Queue]),
    ...(maintenance ? [[MAINTENANCE_QUEUE, maintenance] as [string, Queue]] : []),
    [INGEST_QUEUE, ingestDepth],
    [EXTRACT_QUEUE, extractQueue(producer, config.queue.prefix)],
  ];
  const refreshDepth = async () => {
    await Promise.all(
      depthQueues.map(async ([name, q]) => {
        const c = await q.getJobCounts('wait', 'delayed', 'prioritized');
        metrics.queueDepth.set({ queue: name }, Object.values(c).reduce((a, b) => a + b, 0));
      }),
    ).catch(() => {});
  };
  const depthTimer = setInterval(() => void refreshDepth(), opts.queueDepthRefreshMs ?? 5000);
  depthTimer.unref();

  const notRunning = () => workers.filter((w) => !w.isRunning() || w.isPaused()).map((w) => w.name);
  const checks = (): Checks => {
    const stopped = notRunning();
    if (redisState.state !== 'up') return { workers: `waiting for redis (${redisState.state === 'down' ? 'unreachable' : 'connecting'})` };
    return { workers: stopped.length ? `not running: ${stopped.join(', ')}` : 'ok' };
  };
  // Only processes that harden notes beat: they are what /readyz misses when none runs.
  const heartbeat: HeartbeatHandle | null =
    opts.workers !== false
      ? startHeartbeat(new Heartbeats(producer.connection, config.queue.prefix), newWorkerInfo([...new Set(workers.map((w) => w.name))], opts.schedulers !== false), {
          healthy: () => redisState.state === 'up' && notRunning().length === 0,
          logger,
        })
      : null;

  let closed: Promise<void> | null = null;
  return {
    sweep,
    checks,
    heartbeat: heartbeat?.info ?? null,
    async ready() {
      await Promise.all(workers.map((w) => w.waitUntilReady()));
    },
    close(timeoutMs = 10_000) {
      closed ??= (async () => {
        clearInterval(depthTimer);
        // First: no API should count on this process once it stops taking jobs.
        await heartbeat?.stop();
        connection.off('close', onClose);
        connection.off('ready', onReady);
        // Pause first (stop fetching, wait for active jobs), then close. BullMQ cannot turn
        // a graceful close() into a forced one once it started, so the wait happens here.
        let timer: NodeJS.Timeout | undefined;
        const graceful = Promise.all(workers.map((w) => w.pause())).then(() => 'done' as const);
        const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), timeoutMs)));
        const how = await Promise.race([graceful, timeout]);
        clearTimeout(timer);
        if (how === 'timeout') {
          logger.warn({ timeoutMs }, 'pipeline shutdown timed out; cancelling active jobs (their locks lapse and they are redelivered)');
          for (const w of workers) w.cancelAllJobs('shutdown');
        }
        logger.debug({ how }, 'pipeline close: workers paused; closing workers');
        await Promise.allSettled(workers.map((w) => w.close(true)));
        logger.debug('pipeline close: closing queues');
        await ingest?.close().catch(() => {});
        await maintenance?.close().catch(() => {});
        await ingestDepth.close().catch(() => {});
        // A shutdown is not an outage: stop listening before the connection goes.
        redisState.stop();
        connection.disconnect();
      })();
      return closed;
    },
  };
}
