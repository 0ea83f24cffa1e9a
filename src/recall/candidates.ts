/**
 * Candidate retrieval for context (SPEC §2 read matching, §6, §9 injection).
 *
 * A note matches a query (agent a, user u, thread t?) when each of its set
 * dimensions equals the query's; a null dimension matches every value. Only
 * injectable notes (`provisional`, `active`) of the caller's tenant, not past their
 * `expiresAt` (the ttl-prune job may not have run yet), and not `next_session` notes
 * of the very run or thread that wrote them.
 */
import { and, desc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { NOTE_COLUMNS, type NoteRowNoEmbedding } from '../db/notes.js';
import { notes } from '../db/schema.js';
import type { Candidate } from './rank.js';

export interface ScopeQuery {
  tenantId: string;
  agentId: string;
  userId: string;
  threadId?: string;
  runId?: string;
}

export interface RetrievalOptions {
  /** Established candidates fetched per source before blending. */
  candidateLimit: number;
  /** HNSW candidate list size (pgvector `hnsw.ef_search`, 1..1000). */
  efSearch: number;
}

export function matchConditions(q: ScopeQuery, now: Date): SQL[] {
  const conds: SQL[] = [
    eq(notes.tenantId, q.tenantId),
    or(isNull(notes.agentId), eq(notes.agentId, q.agentId))!,
    or(isNull(notes.userId), eq(notes.userId, q.userId))!,
    q.threadId !== undefined ? or(isNull(notes.threadId), eq(notes.threadId, q.threadId))! : isNull(notes.threadId),
    or(isNull(notes.expiresAt), gt(notes.expiresAt, now))!,
  ];
  // `is not distinct from`: a null run/thread on the note must not make the test null (and hide the note).
  const writtenHere: SQL[] = [];
  if (q.runId !== undefined) writtenHere.push(sql`${notes.runId} is not distinct from ${q.runId}`);
  if (q.threadId !== undefined) writtenHere.push(sql`${notes.runThreadId} is not distinct from ${q.threadId}`);
  if (writtenHere.length) conds.push(or(ne(notes.visibility, 'next_session'), sql`not (${or(...writtenHere)})`)!);
  return conds;
}

const vectorLiteral = (v: readonly number[]) => sql`${`[${v.join(',')}]`}::vector`;

/** Newest provisional notes (always eligible, may not be embedded yet). */
export async function provisionalCandidates(tx: Tx, match: SQL[], limit: number): Promise<Candidate[]> {
  const rs = await tx
    .select(NOTE_COLUMNS)
    .from(notes)
    .where(and(...match, eq(notes.status, 'provisional')))
    .orderBy(desc(notes.createdAt), notes.id)
    .limit(limit);
  return rs.map((row) => ({ row, similarity: null }));
}

/**
 * Established notes nearest to the query vector, through the HNSW index. pgvector
 * filters index results after the scan, so with a selective scope a plain scan could
 * come back short; `hnsw.iterative_scan = strict_order` keeps scanning the graph until
 * enough rows pass the filter (pgvector ≥ 0.8).
 */
export async function nearestEstablished(
  tx: Tx,
  match: SQL[],
  query: { vector: readonly number[]; model: string },
  opts: RetrievalOptions,
): Promise<Candidate[]> {
  const ef = Math.max(1, Math.min(1000, Math.round(opts.efSearch)));
  await tx.execute(sql.raw(`set local hnsw.ef_search = ${ef}`));
  await tx.execute(sql.raw(`set local hnsw.iterative_scan = strict_order`));
  const distance = sql<number>`${notes.embedding} <=> ${vectorLiteral(query.vector)}`;
  const rs = await tx
    .select({ ...NOTE_COLUMNS, distance })
    .from(notes)
    .where(and(...match, eq(notes.status, 'active'), eq(notes.embeddingModel, query.model)))
    .orderBy(distance)
    .limit(opts.candidateLimit);
  return rs.map(({ distance: d, ...row }) => ({ row: row as NoteRowNoEmbedding, similarity: 1 - Number(d) }));
}

/** Established notes with no vector comparable to the query (not embedded yet, or by another model). */
export async function unembeddedEstablished(tx: Tx, match: SQL[], model: string, limit: number): Promise<Candidate[]> {
  const rs = await tx
    .select(NOTE_COLUMNS)
    .from(notes)
    .where(and(...match, eq(notes.status, 'active'), sql`${notes.embeddingModel} is distinct from ${model}`))
    .orderBy(desc(notes.createdAt), notes.id)
    .limit(limit);
  return rs.map((row) => ({ row, similarity: null }));
}

/** Without a query: the newest and the most important established notes; ranking blends the two. */
export async function establishedByImportanceAndRecency(tx: Tx, match: SQL[], limit: number): Promise<Candidate[]> {
  const where = and(...match, eq(notes.status, 'active'));
  const [newest, important] = await Promise.all([
    tx.select(NOTE_COLUMNS).from(notes).where(where).orderBy(desc(notes.createdAt), notes.id).limit(limit),
    tx
      .select(NOTE_COLUMNS)
      .from(notes)
      .where(where)
      .orderBy(sql`${notes.importance} desc nulls last`, desc(notes.createdAt), notes.id)
      .limit(limit),
  ]);
  return [...newest, ...important].map((row) => ({ row, similarity: null }));
}
