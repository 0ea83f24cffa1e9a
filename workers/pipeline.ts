/**
 * The pipeline of one process: the stage, ingest and extract workers and/or the
 * recurring job schedulers, the queue-depth gauge, the resync after a Redis outage and
 * the heartbeat. `serve` runs both, `memwright worker` runs workers (and, unless told
 * not to, the schedulers); the library's `startPipeline` (entry/memwright.ts) runs this.
 */
import type { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { PipelineHandle, PipelineOptions } from '../src/cli/pipeline.js';
import { exposeIngestMetrics } from '../src/ingest/worker.js';
import { ConnectionState } from '../src/observability/connectionState.js';
import { serializeError } from '../src/observability/errorLog.js';
import type { Checks } from '../src/observability/readiness.js';
import { redactUrl } from '../src/observability/redactUrl.js';
import { createPipelineContext } from '../src/pipeline/context.js';
import { newWorkerInfo, startHeartbeat, type HeartbeatHandle } from '../src/pipeline/heartbeat.js';
import { runSweep, type SweepReport } from '../src/pipeline/maintenance/sweep.js';
import type { RunnerDeps } from '../src/pipeline/runner.js';
import { bullPrefix } from '../src/contract/queuePrefix.js';
import type { Services } from '../src/ports.js';
import { startQueueDepth } from './depth.js';
import { extractEnqueuer, startExtract } from './extract.js';
import { startIngest } from './ingest.js';
import { startMaintenanceWorker, type MaintenanceDeps } from './maintenance.js';
import { resyncer, resyncOnReconnect, type ReconnectWatch } from './resync.js';
import { upsertSchedulers } from './schedulers.js';
import { startStageWorkers, type WorkerOptions } from './stages.js';

export type { PipelineHandle, PipelineOptions };

/**
 * Start this process's part of the pipeline. The steps, in order: Redis connections
 * watched as one; the stage, ingest and extract workers; the recurring jobs' worker and
 * schedulers (with the resync after an outage); the queue-depth gauge; the heartbeat.
 * `close` undoes them in the reverse order.
 */
export async function startPipeline(services: Services, opts: PipelineOptions = {}): Promise<PipelineHandle> {
  const { producer, jobHealth, heartbeats } = services;
  if (!producer || !jobHealth || !heartbeats) throw new Error('the pipeline needs Redis: services were created without a queue (noQueue)');
  const { config, logger, metrics } = services;
  // Workers block on Redis and must never give up a command: maxRetriesPerRequest null.
  const connection = new Redis(config.redis.url, { maxRetriesPerRequest: null });
  const redisState = watchRedis(services, [producer.connection, connection]);

  const ctx = createPipelineContext(services, { embedBatch: opts.embedBatch });
  const workerOpts: WorkerOptions = {
    connection,
    prefix: bullPrefix(config.queue.prefix),
    lockDuration: opts.lockDurationMs ?? config.pipeline.jobLockMs,
    stalledInterval: opts.stalledIntervalMs ?? config.pipeline.stalledCheckMs,
  };
  const workers: Worker[] = [];
  const onError = (source: string) => (err: unknown) => redisState.workerError(err, source);
  if (opts.workers !== false) {
    const deps: RunnerDeps = { ctx, producer, rateLimit: (stage, ms) => producer.queues[stage].rateLimit(ms) };
    workers.push(...startStageWorkers(deps, workerOpts, opts.concurrency, onError));
    workers.push(startIngest(services, connection, workerOpts, opts.ingest, onError));
    workers.push(await startExtract(services, connection, workerOpts, opts.extract, onError));
  }
  exposeIngestMetrics(services);

  const sweep = (o: { all?: boolean; tenantId?: string } = {}) => runSweep(ctx, producer, { ...o, stallMs: config.maintenance.sweepStallMs });
  const recurring =
    opts.schedulers !== false
      ? await startRecurring(services, { ctx, producer, maintenance: config.maintenance, health: jobHealth, events: config.events, enqueueExtract: extractEnqueuer(producer, services) }, workerOpts, sweep, onError)
      : null;
  if (recurring) workers.push(recurring.worker);

  const depth = startQueueDepth(producer, config.queue.prefix, recurring?.queue ?? null, metrics, opts.queueDepthRefreshMs ?? 5000);

  const notRunning = () => workers.filter((w) => !w.isRunning() || w.isPaused()).map((w) => w.name);
  const checks = (): Checks => {
    const stopped = notRunning();
    if (redisState.state !== 'up') return { workers: `waiting for redis (${redisState.state === 'down' ? 'unreachable' : 'connecting'})` };
    return { workers: stopped.length ? `not running: ${stopped.join(', ')}` : 'ok' };
  };
  // Only processes that harden notes beat: they are what /readyz misses when none runs.
  const heartbeat: HeartbeatHandle | null =
    opts.workers !== false
      ? startHeartbeat(heartbeats, newWorkerInfo([...new Set(workers.map((w) => w.name))], opts.schedulers !== false), {
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
        depth.stop();
        // First: no API should count on this process once it stops taking jobs.
        await heartbeat?.stop();
        recurring?.reconnect.stop();
        await stopWorkers(workers, timeoutMs, logger);
        logger.debug('pipeline close: closing queues');
        await recurring?.queue.close().catch(() => {});
        await depth.close();
        // A shutdown is not an outage: stop listening before the connection goes.
        redisState.stop();
        connection.disconnect();
      })();
      return closed;
    },
  };
}

/** One log line when Redis goes, one when it is back, whatever the number of connections and workers. */
function watchRedis(services: Services, connections: Redis[]): ConnectionState {
  const state = new ConnectionState({
    logger: services.logger,
    what: `redis at ${redactUrl(services.config.redis.url)} (REDIS_URL)`,
    whileDown:
      'the pipeline is paused and reconnects on its own; writes still land as provisional notes (injectable at once, hardening waits), and when Redis returns the sweep re-enqueues them',
  });
  for (const c of connections) state.watch(c);
  return state;
}

/** The recurring jobs: their worker, their schedulers upserted, and the resync that runs when Redis comes back. */
async function startRecurring(
  services: Services,
  mdeps: MaintenanceDeps,
  workerOpts: WorkerOptions,
  sweep: (o: { all: true }) => Promise<SweepReport>,
  onError: (source: string) => (err: unknown) => void,
): Promise<{ queue: Queue; worker: Worker; reconnect: ReconnectWatch }> {
  const { config, logger } = services;
  const { queue, worker } = startMaintenanceWorker(mdeps, workerOpts, onError);
  const reconnect = resyncOnReconnect(workerOpts.connection, resyncer({ maintenance: queue, config: config.maintenance, sweep, logger }));
  try {
    await upsertSchedulers(queue, config.maintenance);
  } catch (err) {
    // Redis is down at start: the reconnect handler upserts them when it returns.
    reconnect.missed();
    logger.warn({ err: serializeError(err) }, 'could not upsert job schedulers yet');
  }
  return { queue, worker, reconnect };
}

/**
 * Pause first (stop fetching, wait for active jobs), then close. BullMQ cannot turn a
 * graceful close() into a forced one once it started, so the wait happens here; past
 * `timeoutMs` active jobs are cancelled (their locks lapse and they are redelivered).
 */
async function stopWorkers(workers: Worker[], timeoutMs: number, logger: Services['logger']): Promise<void> {
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
}
