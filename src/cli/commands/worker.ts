/**
 * `memwright worker`: the pipeline's stage workers and recurring jobs without the API,
 * for scaling the pipeline out next to `serve` or `serve --no-pipeline`. Needs a shared
 * Postgres: an embedded PGlite belongs to the one `serve` process, which already runs
 * the workers.
 */
import type { Command } from 'commander';
import { parseEnv, type Env } from '../../config/env.js';
import { runWorkerProcess } from '../../../workers/index.js';
import { CliError } from '../support.js';

export async function worker(env: Env, opts: { schedulers?: boolean } = {}): Promise<void> {
  // Checked here too so the refusal is a one-line CLI error, not a stack trace.
  if (!env.DATABASE_URL) {
    throw new CliError(
      'memwright worker needs DATABASE_URL (a shared Postgres): the embedded PGlite is owned by `memwright serve`, which already runs the workers',
    );
  }
  // Runs until SIGTERM/SIGINT, which drain active jobs and exit.
  await runWorkerProcess(env, { schedulers: opts.schedulers });
}

export function registerWorker(program: Command): void {
  program
    .command('worker')
    .description('run the pipeline workers and recurring jobs without the API (scale-out; needs DATABASE_URL and REDIS_URL)')
    .option('--no-schedulers', 'stage workers only: leave the recurring jobs (ttl-prune, decay, sweep, consolidate) to other processes')
    .action(async (o: { schedulers: boolean }) => {
      await worker(parseEnv(), { schedulers: o.schedulers });
    });
}
