/**
 * `memwright worker`: pipeline stage workers only, for scaling the pipeline out next
 * to a `serve` process. Needs a shared Postgres: an embedded PGlite belongs to the
 * one `serve` process, which already runs the workers.
 */
import type { Command } from 'commander';
import { parseEnv, type Env } from '../../config/env.js';
import { startPipeline } from '../../pipeline/runtime.js';
import { CliError, cliLogger, openCliServices } from '../support.js';
import { redact } from '../redis.js';

const PIPELINE_CLOSE_TIMEOUT_MS = 15_000;

export async function worker(env: Env): Promise<void> {
  if (!env.DATABASE_URL) {
    throw new CliError(
      'memwright worker needs DATABASE_URL (a shared Postgres): the embedded PGlite is owned by `memwright serve`, which already runs the workers',
    );
  }
  const logger = cliLogger(env);
  const services = await openCliServices(env, 'worker', { logger });
  let pipeline;
  try {
    pipeline = await startPipeline(services, { workers: true, schedulers: false });
  } catch (e) {
    await services.close();
    throw new CliError(`the pipeline could not start: ${(e as Error).message}`);
  }
  logger.info(`memwright worker running (Redis at ${redact(env.REDIS_URL)})`);
  let signals = 0;
  const onSignal = (sig: NodeJS.Signals) => {
    if (++signals > 1) process.exit(1);
    logger.info(`received ${sig}: finishing active jobs`);
    pipeline
      .close(PIPELINE_CLOSE_TIMEOUT_MS)
      .finally(() => services.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description('run pipeline workers only (scale-out; needs DATABASE_URL and REDIS_URL)')
    .action(async () => {
      await worker(parseEnv());
    });
}
