/**
 * `memwright worker`: the pipeline's stage workers and recurring jobs without the API,
 * for scaling the pipeline out next to `serve` or `serve --no-pipeline`, sharing nothing
 * with other processes but Postgres and Redis. Needs a shared Postgres: an embedded
 * PGlite belongs to the one `serve` process, which already runs the workers.
 */
import type { Command } from 'commander';
import type { Config } from '../../config/config.js';
import { loadConfig } from '../../config/load.js';
import { startPipeline, type PipelineHandle, type PipelineOptions } from '../../pipeline/runtime.js';
import { createServices, type Services } from '../../services.js';
import { CliError } from '../support.js';

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
 * Open the services and start the stage workers; runs until SIGTERM/SIGINT, which drain
 * active jobs and exit. Refused without `DATABASE_URL`: only one process may own an
 * embedded PGlite data directory.
 */
export async function worker(config: Config, opts: WorkerProcessOptions = {}): Promise<WorkerProcess> {
  if (!config.database.url) {
    throw new CliError(
      'memwright worker needs DATABASE_URL (a shared Postgres): the embedded PGlite is owned by `memwright serve`, which already runs the workers',
    );
  }
  const services = await createServices(config);
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

export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description('run the pipeline workers and recurring jobs without the API (scale-out; needs DATABASE_URL and REDIS_URL)')
    .option('--no-schedulers', 'stage workers only: leave the recurring jobs (ttl-prune, decay, sweep, consolidate) to other processes')
    .action(async (o: { schedulers: boolean }) => {
      await worker(loadConfig(), { schedulers: o.schedulers });
    });
}
