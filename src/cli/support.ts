/**
 * What every CLI command shares: one-line user errors, the logger, and how a command
 * opens the services.
 */
import type { Logger } from 'pino';
import type { Config, LogConfig } from '../config/config.js';
import { explainDatabaseError } from '../db/setupError.js';
import { createLogger } from '../observability/logger.js';
import { createServices, type ServiceOptions } from '../services.js';
import type { Services } from '../ports.js';


/**
 * The CLI's logger (MEMWRIGHT_LOG_FORMAT: human-readable on a terminal, JSON lines
 * otherwise). Commands whose stdout is their result (`keys create`) log to stderr.
 */
export function cliLogger(log: LogConfig, opts: { toStderr?: boolean } = {}): Logger {
  return createLogger(log, opts);
}

/**
 * Open the services for a CLI command. An embedded data directory is locked by its
 * opener (src/db/pglite/dataDirLock.ts), named after the command, and released by `close()`.
 * A Postgres that cannot be reached or used as configured is one line naming
 * DATABASE_URL and the fix ({@link explainDatabaseError}).
 */
export async function openCliServices(config: Config, command: string, opts: ServiceOptions = {}): Promise<Services> {
  try {
    return await createServices(config, { ...opts, owner: `memwright ${command}` });
  } catch (e) {
    throw explainDatabaseError(e, config.database.url) ?? e;
  }
}
