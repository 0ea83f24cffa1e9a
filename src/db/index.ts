import type { Logger } from 'pino';
import type { Database } from './database.js';

export * from './database.js';
export * as schema from './schema.js';

export interface DatabaseConfig {
  /** postgres:// URL. When unset, the embedded PGlite driver is used. */
  databaseUrl?: string;
  /** PGlite data directory (embedded mode). @defaultValue `./.memwright` */
  dataDir?: string;
  /** PGlite: the write path's inlined fast path (src/db/pglite/statements.ts). @defaultValue true */
  pgliteInline?: boolean;
  /** PGlite: background work's share of the connection while the API is busy (src/db/pglite/lanes.ts). @defaultValue 0.3 */
  pgliteBackgroundShare?: number;
  /** PGlite: what the data directory's lock names as its owner (src/db/pglite/dataDirLock.ts). @defaultValue the script this process runs */
  owner?: string;
  /** Told if the PGlite fast path fails its start-up self-check. */
  logger?: Pick<Logger, 'warn'>;
}

/** Open the database the configuration names: postgres.js when a URL is set, else embedded PGlite. */
export async function openDatabase(cfg: DatabaseConfig): Promise<Database> {
  if (cfg.databaseUrl) {
    const { openPostgresDatabase } = await import('./postgres/index.js');
    return openPostgresDatabase({ url: cfg.databaseUrl });
  }
  const { openPgliteDatabase } = await import('./pglite/index.js');
  return openPgliteDatabase({ dataDir: cfg.dataDir ?? './.memwright', owner: cfg.owner, inline: cfg.pgliteInline, logger: cfg.logger, lanes: { backgroundShare: cfg.pgliteBackgroundShare } });
}
