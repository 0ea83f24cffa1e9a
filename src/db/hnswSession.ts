/**
 * pgvector's HNSW settings a driver gives every connection for its whole session, so the
 * read path's graph walk needs no transaction of its own: with `SET LOCAL` the walk was
 * BEGIN, set_config, the statement and COMMIT — four round trips on Postgres for one
 * statement's work (bench/recall.ts). A caller that wants other settings still sets them
 * locally in a transaction; only a database a driver marked holds these.
 */

/** The settings every marked database's connections hold. */
export const HNSW_SESSION = {
  /** pgvector `hnsw.ef_search` (bench/recall.ts: recall@10 ≥ 0.98 at 100k notes). */
  efSearch: 200,
  /** pgvector ≥ 0.8: keep walking until enough rows pass the scope filter. */
  iterativeScan: 'strict_order',
} as const;

/** The settings as Postgres parameters (startup packet, or `SET` on the one PGlite connection). */
export const HNSW_SESSION_PARAMETERS: Readonly<Record<string, string>> = {
  'hnsw.ef_search': String(HNSW_SESSION.efSearch),
  'hnsw.iterative_scan': HNSW_SESSION.iterativeScan,
};

const marked = new WeakSet<object>();

/** Called by a driver for each handle whose every connection holds {@link HNSW_SESSION}. */
export function markHnswSession(...dbs: object[]): void {
  for (const db of dbs) marked.add(db);
}

/** Whether a walk with this `ef_search` on this handle may rely on the session's settings. */
export function holdsHnswSession(db: object, efSearch: number): boolean {
  return efSearch === HNSW_SESSION.efSearch && marked.has(db);
}
