/**
 * Context for a run (docs/design.md#recall): the notes to inject, by score, and a ready text block.
 * Agents may ask for their own agents; operators for any agent of their tenant.
 */
import { contextRequestSchema, type ContextNoteDto, type ContextResult } from '../contract/context.js';
import { requireAgentAllowed, type Principal } from '../auth/principal.js';
import { and, eq, inArray, isNotNull, min, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { NOTE_COLUMNS, rowToDto, type NoteRowNoEmbedding } from '../db/notes.js';
import { notes as notesTable } from '../db/schema.js';
import { HNSW_SESSION } from '../db/hnswSession.js';
import { matchConditions } from '../recall/candidates.js';
import { newestFirstWithinSlots, type Retrieval } from '../recall/rank.js';
import { retrieve } from '../recall/retrieve.js';
import { contextCacheKey } from '../recall/contextCache.js';
import { compareForInjection, renderContext } from '../recall/render.js';
import type { Services } from '../ports.js';
import { parseOrThrow } from './read.js';
import { serializeError } from '../observability/errorLog.js';


export const CONTEXT_DEFAULTS = {
  limit: 5,
  /**
   * Established candidates fetched per ranking (similarity, full text) per request:
   * wide enough that fusion sees notes one ranking puts far down. The exact path computes every distance
   * anyway, so it returns many; a graph walk pays for each extra result, so it returns fewer.
   */
  minCandidates: 100,
  candidatesPerResult: 10,
  minHnswCandidates: 20,
  hnswCandidatesPerResult: 4,
  /** pgvector `hnsw.ef_search`: the drivers' session setting, so the walk needs no transaction (db/hnswSession.ts). */
  efSearch: HNSW_SESSION.efSearch,
  /**
   * Matching sets up to this size are ranked exactly; larger ones through HNSW. On
   * PGlite an exact scan costs ~45 µs per matching note (bench/recall.ts), so past
   * about a thousand notes the index is faster.
   */
  exactThreshold: 1000,
};

/** Options for the retrieval eval (bench/eval), not part of the contract. */
export interface ContextOptions {
  /** @defaultValue `hybrid` (docs/design.md#recall) */
  retrieval?: Retrieval;
  /** @defaultValue the configured MEMWRIGHT_CONTEXT_MIN_SIMILARITY */
  similarityFloor?: number;
}

export async function getContext(s: Services, p: Principal, body: unknown, opts: ContextOptions = {}): Promise<ContextResult> {
  const q = parseOrThrow(contextRequestSchema, body);
  requireAgentAllowed(p, q.agentId);
  const limit = q.limit ?? CONTEXT_DEFAULTS.limit;
  const retrieval = opts.retrieval ?? 'hybrid';
  const similarityFloor = opts.similarityFloor ?? s.config.recall.contextMinSimilarity;
  const now = s.now();
  const match = matchConditions({ tenantId: p.tenantId, agentId: q.agentId, userId: q.userId, threadId: q.threadId, runId: q.runId }, now);
  const db = s.database.db;

  // A ranking remembered for the same request while the tenant's notes did not change (docs/design.md#context-cache).
  const cache = s.contextCache;
  const key = cache ? contextCacheKey({ tenantId: p.tenantId, ...q, limit, retrieval, similarityFloor }) : null;
  let ranked = key ? cache!.get(key, now) : undefined;
  if (!ranked) {
    const version = cache?.version();
    const validUntil = cache ? await firstExpiry(db, match) : Infinity;
    // Not awaited here: retrieval runs the full-text search while the embedder's thread works (retrieve.ts).
    const embedding = q.query ? embedQuery(s, q.query) : null;
    ({ ranked } = await retrieve(db, match, q.query && embedding ? { text: q.query, embedding } : null, {
      limit,
      candidateLimit: Math.max(CONTEXT_DEFAULTS.minCandidates, limit * CONTEXT_DEFAULTS.candidatesPerResult),
      hnswCandidateLimit: Math.max(CONTEXT_DEFAULTS.minHnswCandidates, limit * CONTEXT_DEFAULTS.hnswCandidatesPerResult),
      efSearch: CONTEXT_DEFAULTS.efSearch,
      exactThreshold: CONTEXT_DEFAULTS.exactThreshold,
      similarityFloor,
      retrieval,
    }));
    if (key) cache!.set(key, { tenantId: p.tenantId, ranked, validUntil }, version!);
  }
  const rowsById = await loadRows(db, p.tenantId, ranked.map((r) => r.id));
  // `notes` in score order (a client can take the top k or merge answers), except that an older value of
  // one subject's attribute never comes before a newer one (rank.ts); the text groups them for the reader.
  const scored: ContextNoteDto[] = ranked.flatMap((r) => {
    const row = rowsById.get(r.id);
    return row ? [{ ...rowToDto(row), score: r.score, parts: { ...r.parts } }] : [];
  });
  const notes = newestFirstWithinSlots(scored);
  s.access.record(notes.map((n) => n.id));
  return { notes, text: renderContext([...notes].sort(compareForInjection)) };
}

/**
 * When the first note of the scope that is still in it will expire (epoch ms; Infinity
 * if none will): until then, expiry changes nothing a ranking saw.
 */
async function firstExpiry(db: Tx, match: SQL[]): Promise<number> {
  // `is not null` lets the partial index answer it: a large scope's notes mostly have no expiry.
  const [r] = await db.select({ at: min(notesTable.expiresAt) }).from(notesTable).where(and(...match, isNotNull(notesTable.expiresAt)));
  return r?.at ? new Date(r.at).getTime() : Infinity;
}

/** Full rows of the selected notes (a handful), in one query. */
async function loadRows(db: Tx, tenantId: string, ids: string[]): Promise<Map<string, NoteRowNoEmbedding>> {
  if (ids.length === 0) return new Map();
  const rs = await db.select(NOTE_COLUMNS).from(notesTable).where(and(eq(notesTable.tenantId, tenantId), inArray(notesTable.id, ids)));
  return new Map(rs.map((r) => [r.id, r]));
}

/**
 * Embed the query. If the embedder is unavailable, recall degrades to importance and
 * recency instead of failing the agent's run.
 */
async function embedQuery(s: Services, text: string): Promise<{ vector: number[]; model: string } | null> {
  try {
    const e = await s.embedder();
    const [v] = await e.embed([text]);
    return v ? { vector: v, model: e.modelId } : null;
  } catch (err) {
    s.logger.warn({ err: serializeError(err) }, 'query embedding failed; ranking context without similarity');
    return null;
  }
}
