/**
 * Candidate retrieval for context (SPEC §2 read matching, §6, §9 injection).
 *
 * A note matches a query (agent a, user u, thread t?) when each of its set
 * dimensions equals the query's; a null dimension matches every value. Because a
 * stored scope is always one of the five valid levels, the notes that match are
 * exactly those whose `scopeKey` is one of at most five keys — (a,u,t), (a,u,–),
 * (–,u,–), (a,–,–), (–,–,–) — so matching is one indexed `scope_key = any(…)`
 * lookup instead of OR-ed null tests the planner cannot estimate.
 *
 * Only injectable notes (`provisional`, `active`) of the caller's tenant, not past
 * their `expiresAt` (the ttl-prune job may not have run yet), and not `next_session`
 * notes of the very run or thread that wrote them.
 */
import { and, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { scopeKey } from '../contract/scope.js';
import { rows, type Tx } from '../db/database.js';
import { holdsHnswSession } from '../db/hnswSession.js';
import { notes } from '../db/schema.js';
import type { Candidate } from './rank.js';
import { scopeMemoryOf, type ScopeMemory } from './scopeMemory.js';

export interface ScopeQuery {
  tenantId: string;
  agentId: string;
  userId: string;
  threadId?: string;
  runId?: string;
}

export interface RetrievalOptions {
  /** Established candidates fetched by similarity before blending. */
  candidateLimit: number;
  /** Candidates fetched on the HNSW path (each one costs graph work). @defaultValue candidateLimit */
  hnswCandidateLimit?: number;
  /** HNSW candidate list size (pgvector `hnsw.ef_search`, 1..1000). */
  efSearch: number;
  /**
   * Up to this many matching embedded notes, rank them exactly (distance to every
   * one of them) instead of walking the HNSW graph. @defaultValue 1000
   */
  exactThreshold?: number;
  /** Force a path (benchmarks compare them). */
  force?: 'exact' | 'hnsw';
  /** Notes without a comparable vector rank as if at this similarity. @defaultValue 0.5 */
  similarityFloor?: number;
  /** What is remembered about large scopes (scopeMemory.ts); null: nothing. @defaultValue the database's */
  memory?: ScopeMemory | null;
}

/** The scope keys a query matches (SPEC §2 cascading match). */
export function matchingScopeKeys(q: Pick<ScopeQuery, 'agentId' | 'userId' | 'threadId'>): string[] {
  const keys = [
    scopeKey({ agentId: q.agentId, userId: q.userId, threadId: null }),
    scopeKey({ agentId: null, userId: q.userId, threadId: null }),
    scopeKey({ agentId: q.agentId, userId: null, threadId: null }),
    scopeKey({ agentId: null, userId: null, threadId: null }),
  ];
  if (q.threadId !== undefined) keys.unshift(scopeKey({ agentId: q.agentId, userId: q.userId, threadId: q.threadId }));
  return keys;
}

const SCOPE = Symbol('scope');

/** The scope a list of match conditions selects: its tenant and the stored scope keys it matches. */
export interface MatchedScope {
  /** The whole scope's key in scopeMemory.ts. */
  id: string;
  tenantId: string;
  keys: string[];
}

/**
 * The scope of match conditions {@link matchConditions} made (what scopeMemory.ts
 * remembers things under); conditions built otherwise have none, and nothing is
 * remembered for them.
 */
export function scopeOf(match: SQL[]): MatchedScope | undefined {
  return (match as SQL[] & { [SCOPE]?: MatchedScope })[SCOPE];
}

/** The memory key of one stored scope key: an agent-wide scope that makes every one of its users' scopes large is remembered once. */
export const storedScopeId = (tenantId: string, key: string) => JSON.stringify([tenantId, key]);

export function matchConditions(q: ScopeQuery, now: Date): SQL[] {
  const conds: SQL[] & { [SCOPE]?: MatchedScope } = [
    eq(notes.tenantId, q.tenantId),
    inArray(notes.scopeKey, matchingScopeKeys(q)),
    or(isNull(notes.expiresAt), gt(notes.expiresAt, now))!,
  ];
  // `is not distinct from`: a null run/thread on the note must not make the test null (and hide the note).
  const writtenHere: SQL[] = [];
  if (q.runId !== undefined) writtenHere.push(sql`${notes.runId} is not distinct from ${q.runId}`);
  if (q.threadId !== undefined) writtenHere.push(sql`${notes.runThreadId} is not distinct from ${q.threadId}`);
  if (writtenHere.length) conds.push(or(ne(notes.visibility, 'next_session'), sql`not (${or(...writtenHere)})`)!);
  // Not the run: which next_session notes it hides changes neither the scope's size nor its statistics much.
  const keys = matchingScopeKeys(q);
  conds[SCOPE] = { id: JSON.stringify([q.tenantId, ...keys]), tenantId: q.tenantId, keys };
  return conds;
}

/** A text[] parameter (scope keys are JSON: quotes and backslashes escaped). */
export const textArray = (xs: readonly string[]) => sql`${`{${xs.map((x) => `"${x.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`}::text[]`;

const vectorLiteral = (v: readonly number[]) => sql`${`[${v.join(',')}]`}::vector`;

/** The columns ranking needs; full rows are loaded only for the notes finally selected. */
const LIGHT = { id: notes.id, status: notes.status, occurredAt: notes.occurredAt, importance: notes.importance };

type LightRow = { id: string; status: Candidate['status']; occurredAt: Date; importance: number | null };
const light = (r: LightRow): Candidate => ({ ...r, similarity: null, lexical: null });

/** A query as retrieval sees it: its vector (dense) and its text (lexical, lexical.ts); either may be absent. */
export interface QueryTerms {
  vector?: readonly number[];
  model?: string;
  text?: string;
  /**
   * The vector still being computed (the embedder runs in a worker thread): retrieval
   * starts the full-text search first and waits for it only then. Ignored when
   * `vector` is given.
   */
  embedding?: Promise<{ vector: readonly number[]; model: string } | null>;
}

/**
 * Newest provisional notes (always eligible, may not be embedded yet). With a query
 * vector, each also gets its similarity when embedded by the query's model, so it is
 * scored like any other candidate. (Lexical scores are added by retrieve.ts.)
 */
export async function provisionalCandidates(tx: Tx, match: SQL[], limit: number, query: QueryTerms = {}): Promise<Candidate[]> {
  const scope = scopeOf(match);
  if (scope) {
    // The newest of each stored key through the scope index (tenant, key, status, occurred_at), then the newest
    // of those: with `scope_key = any(…)` the index yields no order across keys, and an agent-wide key holding
    // thousands of provisional notes was read and sorted whole on every query (12.6 ms at 1M notes, bench:recall).
    // Ties by id descending: exactly the index's order read backwards (notes_scope_status_occurred_id_idx), so
    // each key stops after `limit` rows; ordered by (occurred_at desc, id) the planner, expecting a row or two
    // per key, read every provisional note of the key and sorted them (16 ms for 6,000 at 1M notes).
    const similarity =
      query.vector && query.model
        ? sql`case when ${notes.embeddingModel} = ${query.model} then 1 - (${notes.embedding} <=> ${vectorLiteral(query.vector)}) end`
        : sql`null::float8`;
    const rs = await rows<{ id: string; status: Candidate['status']; occurred_at: Date | string; importance: number | null; similarity: number | string | null }>(
      tx,
      sql`select p.* from unnest(${textArray(scope.keys)}) k,
            lateral (select ${notes.id} as id, ${notes.status} as status, ${notes.occurredAt} as occurred_at, ${notes.importance} as importance,
                            ${similarity} as similarity from ${notes}
                      where ${and(...match, eq(notes.status, 'provisional'))} and ${notes.scopeKey} = k
                      order by ${notes.occurredAt} desc, ${notes.id} desc limit ${limit}) p
           order by p.occurred_at desc, p.id desc limit ${limit}`,
    );
    return rs.map((r) => ({
      id: r.id,
      status: r.status,
      occurredAt: new Date(r.occurred_at),
      importance: r.importance === null ? null : Number(r.importance),
      similarity: r.similarity === null ? null : Number(r.similarity),
      lexical: null,
    }));
  }
  const similarity =
    query.vector && query.model
      ? sql<number | null>`case when ${notes.embeddingModel} = ${query.model} then 1 - (${notes.embedding} <=> ${vectorLiteral(query.vector)}) end`.mapWith(Number)
      : sql<null>`null`;
  const rs = await tx
    .select({ ...LIGHT, similarity })
    .from(notes)
    .where(and(...match, eq(notes.status, 'provisional')))
    .orderBy(desc(notes.occurredAt), desc(notes.id))
    .limit(limit);
  return rs.map((r) => ({ ...r, similarity: r.similarity ?? null, lexical: null }));
}

export interface Nearest {
  /** Nearest established notes; on the exact path also those without a comparable vector (similarity null). */
  candidates: Candidate[];
  /** Which path ranked them. */
  path: 'exact' | 'hnsw';
}

/**
 * Established notes nearest to the query vector.
 *
 * A small matching set (the common case: one user's notes plus the agent- and
 * org-wide ones) is ranked exactly, in one statement that also returns the notes
 * without a comparable vector (ranked as if at the similarity floor, see rank.ts) —
 * cheaper than a graph walk, and recall 1. A set larger than `exactThreshold` goes
 * through the HNSW index (`ORDER BY embedding <=> q LIMIT k`): pgvector filters index
 * results after the scan, so a selective filter could come back short;
 * `hnsw.iterative_scan = strict_order` keeps walking the graph until enough rows pass
 * (pgvector ≥ 0.8), and `hnsw.ef_search` sets the candidate list size (recall). That
 * path runs in its own transaction (the settings are `SET LOCAL`), and the same
 * statement returns the notes with no vector yet ({@link unembeddedSql}, similarity null).
 */
export async function nearestEstablished(
  db: Tx,
  match: SQL[],
  query: { vector: readonly number[]; model: string },
  opts: RetrievalOptions,
): Promise<Nearest> {
  const active = and(...match, eq(notes.status, 'active'))!;
  const threshold = opts.exactThreshold ?? 1000;
  const floorDistance = 1 - (opts.similarityFloor ?? 0.5);
  const q = vectorLiteral(query.vector);
  type Hit = { id: string; distance: number | null; status: Candidate['status']; occurred_at: Date | string; importance: number | null };
  let hits: Hit[] = [];
  const scope = scopeOf(match);
  const memory = scope === undefined || opts.memory === null ? null : (opts.memory ?? scopeMemoryOf(db));
  // A scope found too large a moment ago is still too large: no statement to count it again.
  const knownLarge = memory !== null && (memory.isLarge(scope!.id) || scope!.keys.some((k) => memory.isLarge(storedScopeId(scope!.tenantId, k))));
  let path: Nearest['path'] = opts.force ?? (knownLarge ? 'hnsw' : 'exact');

  if (path === 'exact') {
    // One statement: materialise at most threshold+1 matching ids; if there are no more
    // than the threshold, rank them exactly (the ORDER BY expression cannot use the HNSW
    // index), otherwise answer a single sentinel row carrying the count.
    const forced = opts.force === 'exact';
    const ranked = await rows<Hit & { total: number | null }>(
      db,
      sql`with m as materialized (select id from ${notes} where ${active} ${forced ? sql`` : sql`limit ${threshold + 1}`}),
           c as (select count(*)::int as n from m)
          (select n.id, n.status, n.occurred_at, n.importance,
                  case when n.embedding_model = ${query.model} then n.embedding <=> ${q} end as distance, null::int as total
             from ${notes} n
            where n.id in (select id from m) and ${forced ? sql`true` : sql`(select n from c) <= ${threshold}`}
            order by coalesce(case when n.embedding_model = ${query.model} then n.embedding <=> ${q} end, ${floorDistance}), n.id
            limit ${opts.candidateLimit})
          union all
          select null, null, null, null, null, (select n from c) where ${forced ? sql`false` : sql`(select n from c) > ${threshold}`}`,
    );
    if (ranked.length === 1 && ranked[0]!.id === null) {
      path = 'hnsw';
      if (memory) await rememberLarge(db, scope!, threshold, memory);
    } else hits = ranked;
  }
  if (path === 'hnsw') {
    const ef = Math.max(1, Math.min(1000, Math.round(opts.efSearch)));
    const walk = (tx: Tx) => rows<Hit>(tx, sql`(${hnswSql(match, query, opts.hnswCandidateLimit ?? opts.candidateLimit)}) union all (${unembeddedSql(match, opts.candidateLimit)})`);
    // Fast path: the driver's connections already hold these settings (db/hnswSession.ts), so the walk is one round trip.
    if (holdsHnswSession(db, ef)) hits = await walk(db);
    else hits = await db.transaction(async (tx) => {
      // set_config(…, true) = SET LOCAL, both in one round trip.
      await tx.execute(sql`select set_config('hnsw.ef_search', ${String(ef)}, true), set_config('hnsw.iterative_scan', 'strict_order', true)`);
      // One statement: the walk, and beside it the few notes not embedded yet.
      return walk(tx);
    });
  }
  const candidates = hits.map((h) => ({
    id: h.id,
    status: h.status,
    // Raw rows: the driver may hand timestamps over as strings.
    occurredAt: new Date(h.occurred_at),
    importance: h.importance === null ? null : Number(h.importance),
    similarity: h.distance === null ? null : 1 - Number(h.distance),
    lexical: null,
  }));
  return { candidates, path };
}

/**
 * A scope found too large for the exact path: remembered, and so is each of its stored
 * keys that is too large alone (typically the agent- or organisation-wide one), so the
 * next user's scope that holds it goes to the HNSW walk at once. Counts at most
 * `threshold + 1` notes per key; runs once per scope until such a key is known.
 */
async function rememberLarge(db: Tx, scope: MatchedScope, threshold: number, memory: ScopeMemory): Promise<void> {
  memory.rememberLarge(scope.id);
  const counts = await rows<{ k: string; n: number }>(
    db,
    sql`select k, (select count(*) from (select 1 from ${notes} where ${notes.tenantId} = ${scope.tenantId} and ${notes.scopeKey} = k
                                          and ${notes.status} = 'active' limit ${threshold + 1}) x)::int as n
          from unnest(${textArray(scope.keys)}) k`,
  );
  for (const c of counts) if (Number(c.n) > threshold) memory.rememberLarge(storedScopeId(scope.tenantId, c.k));
}

/** The HNSW path's statement (exported for EXPLAIN in tests and benchmarks). */
export function hnswSql(match: SQL[], query: { vector: readonly number[]; model: string }, limit: number): SQL {
  const q = vectorLiteral(query.vector);
  // `status = 'active'` as a literal: the HNSW index is partial on exactly that (schema.ts),
  // and a planner holding a generic plan cannot match a predicate to a bound parameter.
  const where = and(...match, sql.raw(`"notes"."status" = 'active'`), eq(notes.embeddingModel, query.model));
  return sql`select id, status, occurred_at, importance, (embedding <=> ${q}) as distance from ${notes}
              where ${where} order by embedding <=> ${q} limit ${limit}`;
}

/**
 * Established notes with no vector yet (HNSW path). Served by the partial index on
 * `embedding is null`, so a large scope is not read row by row. Notes embedded by a
 * different model than the query's are left to the exact path (which scores them at
 * the floor); on the HNSW path they are not found — re-embed after switching models.
 */
function unembeddedSql(match: SQL[], limit: number): SQL {
  return sql`select id, status, occurred_at, importance, null::float8 as distance from ${notes}
              where ${and(...match, eq(notes.status, 'active'), isNull(notes.embedding))}
              order by occurred_at desc, id limit ${limit}`;
}

/** Without a query: the newest and the most important established notes; ranking blends the two. */
export async function establishedByImportanceAndRecency(tx: Tx, match: SQL[], limit: number): Promise<Candidate[]> {
  const where = and(...match, eq(notes.status, 'active'));
  const newest = await tx.select(LIGHT).from(notes).where(where).orderBy(desc(notes.occurredAt), notes.id).limit(limit);
  const important = await tx
    .select(LIGHT)
    .from(notes)
    .where(where)
    .orderBy(sql`${notes.importance} desc nulls last`, desc(notes.occurredAt), notes.id)
    .limit(limit);
  return [...newest, ...important].map((r) => light(r));
}

/**
 * Cosine similarity of the query to a few given notes (by primary key; the ids are the
 * database's own uuids, one array parameter so the statement text never varies), for the lexical
 * hits the dense ranking did not return; notes embedded by another model (or not yet)
 * get none, as everywhere else.
 */
export async function similarities(db: Tx, match: SQL[], ids: string[], query: { vector: readonly number[]; model: string }): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rs = await rows<{ id: string; distance: number | string }>(
    db,
    sql`select id, embedding <=> ${vectorLiteral(query.vector)} as distance from ${notes}
         where ${and(...match)} and id = any(${`{${ids.join(',')}}`}::uuid[]) and embedding_model = ${query.model} and embedding is not null`,
  );
  return new Map(rs.map((r) => [r.id, 1 - Number(r.distance)]));
}
