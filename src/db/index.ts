import type { Logger } from 'pino';
import type { DatabaseConfig } from '../config/config.js';
import type { Database } from './database.js';

export * from './database.js';
export * as schema from './schema.js';

/** What the process adds to the configured database (`Config.database`) when it opens it. */
export interface OpenOptions {
  /** PGlite: what the data directory's lock names as its owner (src/db/pglite/dataDirLock.ts). @defaultValue the script this process runs */
  owner?: string;
  /** Told if the PGlite fast path fails its start-up self-check. */
  logger?: Pick<Logger, 'warn'>;
}

/** Open the database the configuration names: postgres.js when a URL is set, else embedded PGlite. */
export async function openDatabase(cfg: DatabaseConfig, opts: OpenOptions = {}): Promise<Database> {
  if (cfg.url) {
    const { openPostgresDatabase } = await import('./postgres/index.js');
    return openPostgresDatabase({ url: cfg.url });
  }
  const { openPgliteDatabase } = await import('./pglite/index.js');
  return openPgliteDatabase({ dataDir: cfg.dataDir, owner: opts.owner, inline: cfg.pgliteInline, logger: opts.logger, lanes: { backgroundShare: cfg.pgliteBackgroundShare } });
}
