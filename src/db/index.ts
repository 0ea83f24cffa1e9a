import type { Database } from './database.js';

export * from './database.js';
export * as schema from './schema.js';

export interface DatabaseConfig {
  /** postgres:// URL. When unset, the embedded PGlite driver is used. */
  databaseUrl?: string;
  /** PGlite data directory (embedded mode). @defaultValue `./.memwright` */
  dataDir?: string;
}

/** Open the database the configuration names: postgres.js when a URL is set, else embedded PGlite. */
export async function openDatabase(cfg: DatabaseConfig): Promise<Database> {
  if (cfg.databaseUrl) {
    const { openPostgresDatabase } = await import('./postgres/index.js');
    return openPostgresDatabase({ url: cfg.databaseUrl });
  }
  const { openPgliteDatabase } = await import('./pglite/index.js');
  return openPgliteDatabase({ dataDir: cfg.dataDir ?? './.memwright' });
}
