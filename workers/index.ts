/**
 * The `memwright worker` process: the stage workers and the recurring jobs (scale-out,
 * beside `serve` or `serve --no-pipeline`), sharing nothing with other processes but
 * Postgres and Redis.
 */
import type { Env } from '../src/config/env.js';
import { startPipeline, type PipelineHandle, type PipelineOptions } from '../src/pipeline/runtime.js';
import { createServices, type Services } from '../src/services.js';

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
}

export interface WorkerProcess {
  services: Services;
  pipeline: PipelineHandle;
  /** Graceful stop: finish active jobs (up to the timeout), close Redis and the database. */
  stop(): Promise<void>;
}

/**
 * Open the services and start the stage workers. With embedded PGlite only one
 * process may own the data directory, so a separate worker process needs
 * `DATABASE_URL` (Postgres) — refused otherwise, with a clear message.
 */
export async function runWorkerProcess(env: Env, opts: WorkerProcessOptions = {}): Promise<WorkerProcess> {
  if (!env.DATABASE_URL) {
    throw new Error(
      'memwright worker needs DATABASE_URL (Postgres): the embedded PGlite database can be owned by one process only — use `memwright serve`, which runs the workers in-process',
    );
  }
  const services = await createServices(env);
  const schedulers = opts.schedulers ?? true;
  const pipeline = await startPipeline(services, { ...opts, workers: true, schedulers });
  services.logger.info({ schedulers }, 'memwright worker started');

  let stopping: Promise<void> | null = null;
  const stop = () =>
    (stopping ??= (async () => {
      await pipeline.close(opts.shutdownTimeoutMs ?? 25_000);
      await services.close();
    })());

  if (opts.handleSignals !== false) {
    const onSignal = (signal: NodeJS.Signals) => {
      services.logger.info({ signal }, 'memwright worker shutting down');
      // A second signal while draining means "now".
      if (stopping) process.exit(1);
      stop().then(
        () => process.exit(0),
        (err) => {
          services.logger.error({ err: (err as Error).message }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  }
  return { services, pipeline, stop };
}
