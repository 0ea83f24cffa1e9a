/** `memwright migrate`: apply the database migrations in `drizzle/` (idempotent). */
import type { Config } from '../../config/config.js';
import { cliLogger, openCliServices } from '../support.js';

export async function migrate(config: Config): Promise<void> {
  const logger = cliLogger(config.log, { toStderr: true });
  // Opening the services applies the migrations; Redis is not needed for that.
  const services = await openCliServices(config, 'migrate', { logger, noQueue: true });
  await services.close();
  const where = config.database.url ? 'postgres (DATABASE_URL)' : `embedded PGlite in ${config.database.dataDir}`;
  logger.info(`migrations applied: ${where}`);
}
