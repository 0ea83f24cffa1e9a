/**
 * Ranking of context candidates (SPEC §6, §9 "injection").
 *
 * Provisional notes are always eligible and come first (they are few, the newest
 * signal, and may not be embedded yet), newest first. Established notes fill the rest
 * by a blended score:
 *
 *   with a query:    0.70·similarity + 0.20·importance/10 + 0.10·recency
 *   without a query: 0.55·importance/10 + 0.45·recency
 *
 * `recency = 0.995^(hours between the note and the newest candidate)` — relative to
 * the candidate set, not to the clock, so an unchanged note set ranks (and renders)
 * identically on every call. Importance not yet scored counts as 5. With a query, an
 * established note below the similarity floor (MEMWRIGHT_CONTEXT_MIN_SIMILARITY) is left out; one without a
 * comparable embedding (not embedded yet, or by another model) is exempt from the
 * floor and scored at the floor, since its relevance is unknown rather than low.
 * Ties break on newer first, then id.
 */
import type { NoteStatus } from '../contract/enums.js';

/** What ranking needs of a note (full rows are loaded only for the few selected). */
export interface Candidate {
  id: string;
  status: NoteStatus;
  /** When the fact was stated / the event happened: what recency means. */
  occurredAt: Date;
  importance: number | null;
  /** Cosine similarity to the query; null when there is no query or no comparable embedding. */
  similarity: number | null;
}

export interface RankOptions {
  limit: number;
  hasQuery: boolean;
  /** @defaultValue 0.5 */
  similarityFloor?: number;
}

export const WEIGHTS = {
  query: { similarity: 0.7, importance: 0.2, recency: 0.1 },
  noQuery: { importance: 0.55, recency: 0.45 },
} as const;

const DEFAULT_IMPORTANCE = 5;
const HOURLY_RETENTION = 0.995;

export interface Ranked extends Candidate {
  score: number;
}

function byNewest(a: Candidate, b: Candidate): number {
  const d = b.occurredAt.getTime() - a.occurredAt.getTime();
  if (d !== 0) return d;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Select the notes to inject, in selection order (provisional first, then by score). */
export function rankCandidates(candidates: readonly Candidate[], opts: RankOptions): Ranked[] {
  const floor = opts.similarityFloor ?? 0.5;
  const unique = new Map<string, Candidate>();
  for (const c of candidates) if (!unique.has(c.id)) unique.set(c.id, c);
  const all = [...unique.values()];

  const provisional = all.filter((c) => c.status === 'provisional').sort(byNewest);
  const established = all.filter((c) => c.status !== 'provisional');
  const eligible = opts.hasQuery ? established.filter((c) => c.similarity === null || c.similarity >= floor) : established;

  const newest = Math.max(0, ...eligible.map((c) => c.occurredAt.getTime()));
  const scored: Ranked[] = eligible.map((c) => {
    const hours = (newest - c.occurredAt.getTime()) / 3_600_000;
    const recency = Math.pow(HOURLY_RETENTION, Math.max(0, hours));
    const importance = (c.importance ?? DEFAULT_IMPORTANCE) / 10;
    const score = opts.hasQuery
      ? WEIGHTS.query.similarity * (c.similarity ?? floor) + WEIGHTS.query.importance * importance + WEIGHTS.query.recency * recency
      : WEIGHTS.noQuery.importance * importance + WEIGHTS.noQuery.recency * recency;
    return { ...c, score };
  });
  scored.sort((a, b) => (b.score !== a.score ? b.score - a.score : byNewest(a, b)));

  const out: Ranked[] = provisional.slice(0, opts.limit).map((c) => ({ ...c, score: Number.POSITIVE_INFINITY }));
  for (const c of scored) {
    if (out.length >= opts.limit) break;
    out.push(c);
  }
  return out;
}
