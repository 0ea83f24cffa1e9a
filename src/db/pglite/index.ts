import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import type { Logger } from 'pino';
import * as schema from '../schema.js';
import { HNSW_SESSION_PARAMETERS, markHnswSession } from '../hnswSession.js';
import { MIGRATIONS_FOLDER, type Database, type Db } from '../database.js';
import { preparePgliteStatements } from './statements.js';
import { watchNotes } from './notesWatch.js';
import { LaneGate, laneClients, type LaneGateOptions } from './lanes.js';
import { lockDataDir, type DataDirLock } from './dataDirLock.js';

export interface PgliteOptions {
  /**
   * Directory that holds the data. One process owns it: opening takes its lock
   * (./dataDirLock.ts), and a directory another live process holds fails at once with
   * `DataDirLockedError` (`data_dir_locked`); {@link Database.close} releases it.
   * Omit (or pass `memory://`) for an in-memory database.
   * @defaultValue in-memory
   */
  dataDir?: string;
  /** What the data directory's lock names as its owner (`memwright serve`). @defaultValue the script this process runs */
  owner?: string;
  /** Reuse an already-open PGlite (tests share one per worker). Not closed by {@link Database.close}. */
  client?: PGlite;
  /** The write path's fast path (./statements.ts); false → drizzle's bound parameters. @defaultValue true */
  inline?: boolean;
  /** Told if the fast path fails its start-up self-check. @defaultValue a process warning */
  logger?: Pick<Logger, 'warn'>;
  /** How the API's statements go ahead of background work (./lanes.ts). */
  lanes?: LaneGateOptions;
}

const onDisk = (dataDir: string | undefined): dataDir is string => !!dataDir && !dataDir.startsWith('memory://');

/**
 * Create a PGlite instance with pgvector loaded. Opening takes seconds: share it.
 * Takes no lock: a caller opening a data directory it does not already own uses
 * {@link openPgliteDatabase}.
 */
export async function openPglite(dataDir?: string): Promise<PGlite> {
  if (onDisk(dataDir)) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir, extensions: { vector } });
  // PGlite's pages are in this process's memory (or its page cache): a random read costs
  // what a sequential one does. At the default cost of 4 the planner reads a large scope
  // by sequential scan (filtering most rows away) rather than by the scope index
  // (bench/recall.ts (f)); the session setting lasts as long as the one connection does.
  await pg.exec('set random_page_cost = 1.1');
  return pg;
}

/** The embedded driver: PGlite + pglite-pgvector, in process. */
export async function openPgliteDatabase(opts: PgliteOptions = {}): Promise<Database> {
  const owned = !opts.client;
  // Before PGlite touches a page: a second opener must not get as far as reading them.
  const lock: DataDirLock | null = owned && onDisk(opts.dataDir) ? lockDataDir(opts.dataDir, opts.owner) : null;
  try {
    return await openLocked(opts, owned, lock);
  } catch (e) {
    lock?.release();
    throw e;
  }
}

async function openLocked(opts: PgliteOptions, owned: boolean, lock: DataDirLock | null): Promise<Database> {
  const client = opts.client ?? (await openPglite(opts.dataDir));
  // One connection, two lanes: the API's operations go ahead of background work.
  const lanes = laneClients(client, new LaneGate(opts.lanes));
  const db = drizzle({ client: lanes.api, schema }) as unknown as Db;
  const background = drizzle({ client: lanes.background, schema }) as unknown as Db;
  const admission = drizzle({ client: lanes.admission, schema }) as unknown as Db;
  // The one connection holds the read path's HNSW settings for its whole session (../hnswSession.ts).
  await client.exec(Object.entries(HNSW_SESSION_PARAMETERS).map(([k, v]) => `set ${k} = '${v}';`).join('\n'));
  markHnswSession(db, background, admission);
  const warn = (fields: object, msg: string) => process.emitWarning(`${msg} ${JSON.stringify(fields)}`);
  const runner = await preparePgliteStatements(db, { inline: opts.inline, logger: opts.logger ?? { warn } as Pick<Logger, 'warn'> }).catch(async (e: unknown) => {
    // The lock is released by the caller: the files must be closed before it is.
    if (owned) await client.close().catch(() => undefined);
    throw e;
  });
  return {
    db,
    background,
    admission,
    driver: 'pglite',
    statements: runner,
    async migrate() {
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async ping() {
      await client.query('select 1');
    },
    // One process owns the data dir, so every change is made, and heard, here.
    watchNotes: (onChange) => watchNotes(client, onChange),
    async close() {
      try {
        if (owned && !client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
