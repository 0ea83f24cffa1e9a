/**
 * Retrieval for context: gather the candidates of a scope for a query and rank them
 * (candidates.ts, lexical.ts, rank.ts). Without a query: the newest and the most
 * important notes. With one: the notes nearest to its vector (exact or HNSW, see
 * {@link nearestEstablished}) and the notes sharing its terms, every candidate scored on
 * both, fused by rank.ts. Without a vector (the embedder is down) the text alone still
 * retrieves lexically.
 */
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import {
  establishedByImportanceAndRecency,
  nearestEstablished,
  provisionalCandidates,
  similarities,
  type QueryTerms,
} from './candidates.js';
import { lexicalMatches } from './lexical.js';
import { rankCandidates, type Candidate, type Ranked, type Retrieval } from './rank.js';
import type { ScopeMemory } from './scopeMemory.js';

export interface RetrieveOptions {
  /** Notes to select. */
  limit: number;
  /** Established candidates fetched per ranking (similarity, full text). */
  candidateLimit: number;
  /** Established candidates fetched on the HNSW path. */
  hnswCandidateLimit: number;
  /** pgvector `hnsw.ef_search`. */
  efSearch: number;
  /** Matching sets up to this size are ranked exactly. */
  exactThreshold: number;
  /** Established notes below this similarity are left out unless they share terms with the query. */
  similarityFloor: number;
  /** @defaultValue `hybrid` */
  retrieval?: Retrieval;
  /** What is remembered about large scopes (scopeMemory.ts); null: nothing (benchmarks compare). @defaultValue the database's */
  memory?: ScopeMemory | null;
}

export interface Retrieved {
  ranked: Ranked[];
  /** Which path found the nearest notes (null: no vector search). */
  path: 'exact' | 'hnsw' | null;
}

export async function retrieve(db: Tx, match: SQL[], query: QueryTerms | null, opts: RetrieveOptions): Promise<Retrieved> {
  const retrieval = opts.retrieval ?? 'hybrid';
  // `dense` ranks by similarity alone, as before hybrid retrieval: no full-text search.
  const text = query?.text !== undefined && retrieval !== 'dense' ? query.text : undefined;
  // The full-text search needs only the words: it runs while the query is being embedded
  // (in a worker thread, so the two really overlap). Its rejection is handled where it is awaited.
  const lexicalHits = text !== undefined ? lexicalMatches(db, match, { text }, opts.candidateLimit, opts.memory) : null;
  lexicalHits?.catch(() => undefined);
  const given = query?.vector && query.model ? { vector: query.vector, model: query.model } : null;
  const vector = given ?? (query?.embedding ? await query.embedding.catch(() => null) : null);
  // The provisional notes and the nearest established ones are independent: on Postgres they travel on two connections at once.
  const provisionalHits = provisionalCandidates(db, match, opts.limit, vector ?? {});
  provisionalHits.catch(() => undefined);
  // Fusion scores every lexical hit on both signals. The similarities of the established hits are fetched
  // as soon as the hits are in, beside the nearest-notes statement rather than after it: one statement
  // off the critical path, for a few more distances (the hits the dense side also returns).
  const lexicalSimilarities =
    lexicalHits && vector && retrieval !== 'lexical'
      ? lexicalHits.then((hits) => similarities(db, match, hits.filter((h) => h.status !== 'provisional').map((h) => h.id), vector))
      : null;
  lexicalSimilarities?.catch(() => undefined);
  const rank = (candidates: Candidate[], path: Retrieved['path'], hasQuery: boolean): Retrieved => ({
    ranked: rankCandidates(candidates, { limit: opts.limit, hasQuery, retrieval, similarityFloor: opts.similarityFloor }),
    path,
  });

  if (!vector && text === undefined) {
    const [provisional, established] = await Promise.all([provisionalHits, establishedByImportanceAndRecency(db, match, opts.candidateLimit)]);
    return rank([...provisional, ...established], null, false);
  }
  const near =
    !vector || retrieval === 'lexical'
      ? null
      : await nearestEstablished(db, match, vector, {
          candidateLimit: opts.candidateLimit,
          hnswCandidateLimit: opts.hnswCandidateLimit,
          efSearch: opts.efSearch,
          exactThreshold: opts.exactThreshold,
          similarityFloor: opts.similarityFloor,
          memory: opts.memory,
        });
  const provisional = await provisionalHits;
  // No vector for the query (the embedder is down): its terms, and the newest and most important notes as without a query.
  const fallback = vector ? [] : await establishedByImportanceAndRecency(db, match, opts.candidateLimit);
  let candidates = [...provisional, ...(near?.candidates ?? []), ...fallback];
  if (lexicalHits) {
    const hits = await lexicalHits;
    const lexical = new Map(hits.map((h) => [h.id, h.lexical]));
    // Every candidate gets its lexical score (0: no term in common, or beyond the hits fetched);
    // established hits join the candidates; provisional ones only score (the newest are already in).
    const known = new Set(candidates.map((c) => c.id));
    const extra = hits.filter((h) => h.status !== 'provisional' && !known.has(h.id));
    // Fusion compares both signals for every candidate: the hits the dense side did not return get their similarity here.
    const sims = (await lexicalSimilarities) ?? (vector ? await similarities(db, match, extra.map((h) => h.id), vector) : new Map<string, number>());
    candidates = [
      ...candidates.map((c) => ({ ...c, lexical: lexical.get(c.id) ?? 0 })),
      ...extra.map((h) => ({ ...h, similarity: sims.get(h.id) ?? null })),
    ];
  }
  return rank(candidates, near?.path ?? null, true);
}
