import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';
import { fileURLToPath } from 'node:url';
import type { StatementRunner } from './statements.js';

/** The drizzle database every repository function takes — same type for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  readonly db: Db;
  /**
   * The same database, for work no request is waiting on (pipeline stages, scheduled
   * jobs, bookkeeping flushes, the post-erasure scrub). On PGlite its operations yield to
   * `db`'s on the one connection (src/db/pglite/lanes.ts); on Postgres it is `db`.
   */
  readonly background: Db;
  /**
   * Background work that admits what a caller was already told was accepted (the extract
   * worker's candidates). It still yields to `db`, but not to the stage backlog: on
   * PGlite it is a lane of its own that goes ahead of `background`'s (src/db/pglite/lanes.ts);
   * on Postgres a small pool of its own, so stage jobs holding every connection of the
   * shared pool do not queue it. Absent: use `background`.
   */
  readonly admission?: Db;
  readonly driver: 'pglite' | 'postgres';
  /** How the write path's hot statements travel on this driver (./statements.ts), for `db` and `background` alike. */
  readonly statements: StatementRunner;
  /** Apply the drizzle-kit migrations in `drizzle/`. Idempotent. */
  migrate(): Promise<void>;
  /** Cheap round-trip for readiness checks. */
  ping(): Promise<void>;
  /**
   * Call `onChange(tenantId)` for every committed change to `notes` that can change what
   * context selects or how it ranks (`null`: any tenant), before the committing call
   * returns; resolves to the function that stops it. The context cache
   * (src/recall/contextCache.ts) is built on this promise, so a driver that cannot keep
   * it has no such method: on Postgres, workers and other replicas change notes from
   * other processes, and a LISTEN connection would hear of their commits only some time
   * after they were visible — a window in which a cached ranking would be stale.
   */
  watchNotes?(onChange: (tenantId: string | null) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** Absolute path of the drizzle-kit migrations folder. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Run raw SQL and return its rows, whichever driver is underneath
 * (PGlite answers `{ rows }`, postgres.js an array).
 */
export async function rows<T = Record<string, unknown>>(db: Tx, query: SQL): Promise<T[]> {
  const r = (await db.execute(query)) as unknown;
  if (Array.isArray(r)) return r as T[];
  return ((r as { rows?: T[] }).rows ?? []) as T[];
}
