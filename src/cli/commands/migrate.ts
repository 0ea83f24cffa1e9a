/** `memwright migrate`: apply the database migrations in `drizzle/` (idempotent). */
import type { Command } from 'commander';
import { parseEnv, type Env } from '../../config/env.js';
import { cliLogger, openCliServices } from '../support.js';

export async function migrate(env: Env): Promise<void> {
  const logger = cliLogger(env, { toStderr: true });
  // Opening the services applies the migrations; Redis is not needed for that.
  const services = await openCliServices(env, 'migrate', { logger, noQueue: true });
  await services.close();
  const where = env.DATABASE_URL ? 'postgres (DATABASE_URL)' : `embedded PGlite in ${env.MEMWRIGHT_DATA_DIR}`;
  logger.info(`migrations applied: ${where}`);
}

export function registerMigrate(program: Command): void {
  program
    .command('migrate')
    .description('apply the database migrations (serve also does this on start)')
    .action(async () => {
      await migrate(parseEnv());
    });
}
