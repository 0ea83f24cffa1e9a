/**
 * `memwright worker`: the pipeline's stage workers and recurring jobs without the API,
 * for scaling the pipeline out next to `serve` or `serve --no-pipeline`, sharing nothing
 * with other processes but Postgres and Redis. Needs a shared Postgres: an embedded
 * PGlite belongs to the one `serve` process, which already runs the workers.
 */
import type { Logger } from 'pino';
import type { Config } from '../../config/config.js';
import { serializeError } from '../../observability/errorLog.js';
import { startProbeServer, type ProbeServer } from '../../observability/probeServer.js';
import { dependencyChecks } from '../../observability/readiness.js';
import { redactUrl } from '../../observability/redactUrl.js';
import type { Services } from '../../ports.js';
import { listenError } from '../listenError.js';
import type { PipelineHandle, PipelineOptions, StartPipeline } from '../pipeline.js';
import { redisAnswers } from '../redis.js';
import { SetupError } from '../../errors.js';
import { cliLogger, openCliServices } from '../support.js';

export interface WorkerProcessOptions extends Omit<PipelineOptions, 'workers'> {
  /**
   * Also upsert and run the recurring jobs (ttl-prune, decay, sweep, consolidate). On by
   * default so that API-only deployments (`serve --no-pipeline`) still have them: the
   * upsert is idempotent and BullMQ hands each run to one process, however many run it.
   * @defaultValue true
   */
  schedulers?: boolean;
  /** Grace period for active jobs on SIGTERM/SIGINT before they are force-released. @defaultValue 25000 */
  shutdownTimeoutMs?: number;
  /** Install SIGTERM/SIGINT handlers that shut down and exit. @defaultValue true */
  handleSignals?: boolean;
  /** @defaultValue the CLI's logger (MEMWRIGHT_LOG_LEVEL, MEMWRIGHT_LOG_FORMAT) */
  logger?: Logger;
  /** Starts the stage workers and recurring jobs (workers/pipeline.ts, given by entry/cli.ts). */
  startPipeline: StartPipeline;
}

export interface WorkerProcess {
  services: Services;
  pipeline: PipelineHandle;
  /** `/metrics`, `/healthz`, `/readyz` (MEMWRIGHT_WORKER_HOST:MEMWRIGHT_WORKER_PORT); null when MEMWRIGHT_WORKER_PORT=off. */
  probes: ProbeServer | null;
  /** Graceful stop: finish active jobs (up to the timeout), close Redis and the database. */
  stop(): Promise<void>;
}

/**
 * Open the services, start the stage workers and the probe listener; runs until
 * SIGTERM/SIGINT, which drain active jobs and exit. Refused without `DATABASE_URL` (only
 * one process may own an embedded PGlite data directory) and without a Redis answering
 * at `REDIS_URL` (a worker without one has nothing to do: say so at start, not later).
 */
export async function worker(config: Config, opts: WorkerProcessOptions): Promise<WorkerProcess> {
  if (!config.database.url) {
    throw new SetupError(
      'memwright worker needs DATABASE_URL (a shared Postgres): the embedded PGlite is owned by `memwright serve`, which already runs the workers',
    );
  }
  if (!(await redisAnswers(config.redis.url, 2000))) {
    throw new SetupError(
      `no Redis answers at ${redactUrl(config.redis.url)} (REDIS_URL): a worker takes its jobs from there — start it (docker compose up -d redis) or set REDIS_URL to the Redis the API uses`,
    );
  }
  const logger = opts.logger ?? cliLogger(config.log);
  const services = await openCliServices(config, 'worker', { logger });
  const { startPipeline, ...pipelineOpts } = opts;
  const schedulers = opts.schedulers ?? true;
  let pipeline: PipelineHandle | null = null;
  let probes: ProbeServer | null = null;
  try {
    pipeline = await startPipeline(services, { ...pipelineOpts, workers: true, schedulers });
    const p = pipeline;
    const { host, port } = config.worker;
    if (port !== null) {
      probes = await startProbeServer({ host, port, metrics: services.metrics, checks: async () => ({ ...(await dependencyChecks(services)), ...p.checks() }) }).catch(
        (e: unknown) => {
          throw listenError(e, { host, port, hostVar: 'MEMWRIGHT_WORKER_HOST', portVar: 'MEMWRIGHT_WORKER_PORT' }) ?? e;
        },
      );
    }
  } catch (e) {
    await pipeline?.close(1000).catch(() => undefined);
    await services.close().catch(() => undefined);
    throw e;
  }
  const running = pipeline;
  logger.info(
    { schedulers, probes: probes?.url ?? null, heartbeat: running.heartbeat?.id ?? null },
    `memwright worker started${probes ? `: /metrics, /healthz and /readyz on ${probes.url}` : ' (MEMWRIGHT_WORKER_PORT=off: no metrics or probes)'}`,
  );

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await running.close(opts.shutdownTimeoutMs ?? 25_000);
      await probes?.close();
      await services.close();
    })());

  if (opts.handleSignals !== false) {
    const onSignal = (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'memwright worker shutting down');
      // A second signal while draining means "now".
      if (stopping) process.exit(1);
      stop().then(
        () => process.exit(0),
        (err: unknown) => {
          logger.error({ err: serializeError(err) }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }
  return { services, pipeline: running, probes, stop };
}
