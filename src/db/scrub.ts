/**
 * Physical erasure (docs/design.md#erasure): after an erasure commits, rewrite every relation
 * that held the erased content or ids so that no byte of it stays in a table or index
 * file.
 *
 * Measured (3 000 notes, marker in content, user id, slot key, evidence, event reason and
 * a stored idempotent response; grep of every relation file after CHECKPOINT, PGlite
 * dataDir and Postgres 15 base/<dboid>/):
 * - a plain `VACUUM` (INDEX_CLEANUP on) leaves the marker in the notes heap, in
 *   note_events, and in four btree indexes (user id, slot key, scope key): pruning frees
 *   the space but does not overwrite it, and btree pivot keys outlive their leaf tuples;
 * - `VACUUM FULL` writes fresh files (heap, TOAST, every index, the HNSW included) and
 *   truncates the old ones at commit: nothing left in those relations;
 * - `pg_statistic` still holds the marker (most-common values / histograms of user id,
 *   content, responses): `ANALYZE` re-samples live rows — except on a table left empty,
 *   where it keeps the old rows, so those are deleted — and `VACUUM FULL pg_statistic`
 *   drops the superseded versions.
 * The WAL is out of reach of SQL: see SECURITY.md for its bound and the operator's part.
 */
import { sql } from 'drizzle-orm';
import { rows, type Database } from './database.js';

/** Every table an erasure deletes from or rewrites (src/ops/erase.ts). */
export const SCRUB_TABLES = ['notes', 'note_events', 'idempotency_keys', 'conversation_events'] as const;

export interface ScrubReport {
  /** Tables rewritten by VACUUM FULL. */
  rewritten: string[];
  /** Planner statistics were re-sampled and their old versions dropped. */
  statistics: 'scrubbed' | 'not_permitted';
  durationMs: number;
}

export interface ScrubOptions {
  /**
   * Postgres: how long to keep trying for a table's exclusive lock without queueing
   * behind running queries (a waiting ACCESS EXCLUSIVE request blocks every later
   * reader); after that the last attempt waits for the lock.
   * @defaultValue 10000
   */
  lockPatienceMs?: number;
  /** Receives what could not be done (a missing privilege), never content. */
  warn?: (msg: string, fields?: Record<string, unknown>) => void;
}

const filenode = async (d: Database, table: string) =>
  (await rows<{ f: string }>(d.background, sql`select pg_relation_filenode(${table}::regclass)::text as f`))[0]!.f;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Rewrite `table`; on Postgres without queueing for its lock until patience runs out. */
async function rewrite(d: Database, table: string, patienceMs: number): Promise<void> {
  const ident = sql.identifier(table);
  if (d.driver === 'pglite') {
    // One connection, one statement at a time: the lock is always free.
    await d.background.execute(sql`vacuum full ${ident}`);
    return;
  }
  // SKIP_LOCKED skips the table (a notice, no error) when the lock is busy; a rewrite
  // always gives the table a new file node, which is how a skip is told from a rewrite.
  const deadline = Date.now() + patienceMs;
  let wait = 100;
  while (Date.now() < deadline) {
    const before = await filenode(d, table);
    await d.background.execute(sql`vacuum (full, skip_locked) ${ident}`);
    if ((await filenode(d, table)) !== before) return;
    await sleep(wait);
    wait = Math.min(wait * 2, 2000);
  }
  await d.background.execute(sql`vacuum full ${ident}`);
}

/**
 * Run the scrub now. Not inside a transaction: VACUUM refuses to run in one. No request
 * waits on a scrub (erasure answers first): it runs on `d.background`, so on PGlite its
 * rewrites yield to the API's statements (src/db/pglite/lanes.ts).
 */
export async function scrubErasedStorage(d: Database, opts: ScrubOptions = {}): Promise<ScrubReport> {
  const started = Date.now();
  const warn = opts.warn ?? (() => {});
  for (const t of SCRUB_TABLES) await rewrite(d, t, opts.lockPatienceMs ?? 10_000);

  let statistics: ScrubReport['statistics'] = 'scrubbed';
  await d.background.execute(sql.raw(`analyze ${SCRUB_TABLES.join(', ')}`));
  // ANALYZE of an empty table keeps its previous statistics (values of erased rows).
  for (const t of SCRUB_TABLES) {
    const [r] = await rows<{ empty: boolean }>(d.background, sql`select not exists (select 1 from ${sql.identifier(t)}) as empty`);
    if (!r?.empty) continue;
    try {
      await d.background.execute(sql`delete from pg_statistic where starelid = ${t}::regclass`);
    } catch (err) {
      // Only a superuser may write pg_statistic (PGlite's user is one; a managed Postgres's app role may not be).
      statistics = 'not_permitted';
      warn('could not clear the statistics of an emptied table; they may hold erased values until it has rows and is analyzed again', {
        table: t,
        code: (err as { code?: string }).code,
      });
    }
  }
  try {
    // A database owner may VACUUM FULL its own (non-shared) catalogs.
    await d.background.execute(sql`vacuum full pg_statistic`);
  } catch (err) {
    statistics = 'not_permitted';
    warn('could not rewrite pg_statistic; superseded statistics may hold erased values until autovacuum reuses their space', {
      code: (err as { code?: string }).code,
    });
  }
  if (d.driver === 'pglite') {
    // PGlite keeps dirty pages in its own buffer cache: write them out, and let the WAL
    // segments that still hold erased text be recycled.
    await d.background.execute(sql`checkpoint`);
  }
  return { rewritten: [...SCRUB_TABLES], statistics, durationMs: Date.now() - started };
}
