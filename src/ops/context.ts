/**
 * Context for a run (SPEC §6): the notes to inject and a ready text block.
 * Agents may ask for their own agents; operators for any agent of their tenant.
 */
import { contextRequestSchema, type ContextResult } from '../contract/context.js';
import { requireAgentAllowed, type Principal } from '../auth/principal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { NOTE_COLUMNS, rowToDto, type NoteRowNoEmbedding } from '../db/notes.js';
import { notes as notesTable } from '../db/schema.js';
import {
  establishedByImportanceAndRecency,
  matchConditions,
  nearestEstablished,
  provisionalCandidates,
  unembeddedEstablished,
} from '../recall/candidates.js';
import { rankCandidates, type Candidate } from '../recall/rank.js';
import { compareForInjection, renderContext } from '../recall/render.js';
import type { Services } from '../services.js';
import { parseOrThrow } from './read.js';
import { serializeError } from '../observability/errorLog.js';

// Re-exported for callers that still import them from here (src/memwright.ts); contract/ is their home.
export type { ContextRequest, ContextResult } from '../contract/context.js';

export const CONTEXT_DEFAULTS = {
  limit: 5,
  /**
   * Established candidates blended per request: wide enough that importance and
   * recency can reorder beyond the nearest few. The exact path computes every distance
   * anyway, so it returns many; a graph walk pays for each extra result, so it returns fewer.
   */
  minCandidates: 100,
  candidatesPerResult: 10,
  minHnswCandidates: 20,
  hnswCandidatesPerResult: 4,
  /** pgvector `hnsw.ef_search` (bench/recall.ts: recall@10 ≥ 0.98 at 100k notes). */
  efSearch: 200,
  /**
   * Matching sets up to this size are ranked exactly; larger ones through HNSW. On
   * PGlite an exact scan costs ~45 µs per matching note (bench/recall.ts), so past
   * about a thousand notes the index is faster.
   */
  exactThreshold: 1000,
};

export async function getContext(s: Services, p: Principal, body: unknown): Promise<ContextResult> {
  const q = parseOrThrow(contextRequestSchema, body);
  requireAgentAllowed(p, q.agentId);
  const limit = q.limit ?? CONTEXT_DEFAULTS.limit;
  const candidateLimit = Math.max(CONTEXT_DEFAULTS.minCandidates, limit * CONTEXT_DEFAULTS.candidatesPerResult);
  const queryVector = q.query ? await embedQuery(s, q.query) : null;
  const match = matchConditions({ tenantId: p.tenantId, agentId: q.agentId, userId: q.userId, threadId: q.threadId, runId: q.runId }, s.now());

  const db = s.database.db;
  const provisional = await provisionalCandidates(db, match, limit);
  let candidates: Candidate[];
  if (!queryVector) {
    candidates = [...provisional, ...(await establishedByImportanceAndRecency(db, match, candidateLimit))];
  } else {
    const near = await nearestEstablished(db, match, queryVector, {
      candidateLimit,
      hnswCandidateLimit: Math.max(CONTEXT_DEFAULTS.minHnswCandidates, limit * CONTEXT_DEFAULTS.hnswCandidatesPerResult),
      efSearch: CONTEXT_DEFAULTS.efSearch,
      exactThreshold: CONTEXT_DEFAULTS.exactThreshold,
      similarityFloor: s.config.recall.contextMinSimilarity,
    });
    // The exact path already returned the notes without a comparable vector.
    const unembedded = near.path === 'hnsw' ? await unembeddedEstablished(db, match, queryVector.model, candidateLimit) : [];
    candidates = [...provisional, ...near.candidates, ...unembedded];
  }

  const ranked = rankCandidates(candidates, { limit, hasQuery: queryVector !== null, similarityFloor: s.config.recall.contextMinSimilarity });
  const rowsById = await loadRows(db, p.tenantId, ranked.map((r) => r.id));
  const notes = ranked.flatMap((r) => {
    const row = rowsById.get(r.id);
    return row ? [rowToDto(row)] : [];
  }).sort(compareForInjection);
  s.access.record(notes.map((n) => n.id));
  return { notes, text: renderContext(notes) };
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
