/**
 * Ranking of context candidates (docs/design.md#recall).
 *
 * Provisional notes are always eligible and are selected first (they are few, the
 * newest signal, and may not be embedded yet), newest first; established notes fill
 * the rest by score. Every selected note carries its score and the parts that made it,
 * and the result is in score order (the rendered text groups it differently, render.ts).
 *
 * With a query (`hybrid`, the default), every candidate has two relevance signals:
 * its cosine similarity to the query (pgvector) and its BM25 score against the query's
 * words (lexical.ts, 0 when it shares none). They are fused by adding the part of the
 * BM25 score above a floor, scaled down, to the similarity, and importance and recency
 * then only break near-ties:
 *
 *   score = similarity + 0.04·max(0, lexical − 4) + 0.02·(0.6·importance/10 + 0.4·recency)
 *
 * (With no similarity for any candidate — the query could not be embedded — the score
 * is the BM25 score plus the tie-break.)
 * BM25 already weighs a word by how rare it is in the scope. Only strong lexical
 * evidence counts: a word few notes of the scope have (a pet's name, a project
 * codename: about 5 in a scope of a few hundred notes, more with a second shared word)
 * lifts a note by a few hundredths, enough to pass notes of nearly the same similarity;
 * the common words a paraphrased question shares with unrelated notes ("work", "my
 * sister") stay under the floor and add nothing, where a plain weight on all of BM25
 * had them pull in wrong notes. The tie-break adds at most 0.02, so it can reorder notes of similar
 * relevance but never lift an unrelated note over a relevant one. The score is exactly
 * what its parts say, so a client can re-rank with its own weights. The constants were
 * chosen on the tune half of the retrieval eval (bench/eval, docs/design.md#recall),
 * where this did better than a plain weight (`lexicalFloor` 0; 0.005 before), reciprocal rank fusion (`fusion: 'rrf'`,
 * `Σ wᵢ/(k + rankᵢ)`, scaled so a note first in both rankings scores 1) and a min-max
 * blend (`fusion: 'blend'`), both kept for that sweep. On that data, full text adds
 * little to MiniLM (about half the user-style questions share no word with their answer).
 * `dense` (similarity only, the blend memwright used before: 0.70·similarity +
 * 0.20·importance/10 + 0.10·recency) and `lexical` (BM25 only) exist for the eval.
 *
 * Without a query: 0.55·importance/10 + 0.45·recency.
 *
 * `recency = 0.995^(hours between the note and the newest candidate)` — relative to
 * the candidate set, not to the clock, so an unchanged note set ranks (and renders)
 * identically on every call. Importance not yet scored counts as 5. With a query, an
 * established note below the similarity floor (MEMWRIGHT_CONTEXT_MIN_SIMILARITY) is
 * left out unless it shares terms with the query (hybrid); one without a comparable
 * embedding (not embedded yet, or by another model) is exempt from the floor and ranks
 * in the similarity list as if at the floor, since its relevance is unknown rather than
 * low. Ties break on newer first, then id.
 */
import type { NoteStatus } from '../contract/enums.js';
import { keysCompete, slotOfCached, subjectKeysOfContent, subjectOfKey, valueGroupOf } from '../language/slotKey.js';

/** What ranking needs of a note (full rows are loaded only for the few selected). */
export interface Candidate {
  id: string;
  status: NoteStatus;
  /** When the fact was stated / the event happened: what recency means. */
  occurredAt: Date;
  importance: number | null;
  /** Cosine similarity to the query; null when there is no query or no comparable embedding. */
  similarity: number | null;
  /** BM25 score against the query's words (lexical.ts), 0 when none is shared; null without a query. */
  lexical: number | null;
}

/** How candidates are ranked against a query. */
export type Retrieval = 'hybrid' | 'dense' | 'lexical';

export interface RankOptions {
  limit: number;
  hasQuery: boolean;
  /** @defaultValue `hybrid` */
  retrieval?: Retrieval;
  /** @defaultValue 0.5 */
  similarityFloor?: number;
}

export const WEIGHTS = {
  /** The `dense` blend (before hybrid retrieval). */
  query: { similarity: 0.7, importance: 0.2, recency: 0.1 },
  noQuery: { importance: 0.55, recency: 0.45 },
  /**
   * How the similarity and full-text signals are fused (see the module comment): `sum`
   * (similarity + lexicalShare·BM25), `rrf` (by rank) or `blend` (each side min-max
   * scaled over the candidates, `(1 − lexicalShare)·similarity + lexicalShare·lexical`).
   */
  fusion: 'sum' as 'rrf' | 'blend' | 'sum',
  /** Weight of the BM25 score above {@link WEIGHTS.lexicalFloor} in the `sum` fusion (its share in `blend`). */
  lexicalShare: 0.04,
  /** `sum`: the BM25 score below which a note's shared words add nothing (common words, see the module comment). */
  lexicalFloor: 4,
  /** `rrf`: the rank constant k (small: the top few ranks dominate) and the full-text ranking's weight (similarity's is 1). */
  rrfK: 5,
  lexicalWeight: 0.3,
  /** Largest share importance and recency can add to a relevance in [0, 1]: a tie-break. */
  tieBreak: 0.02,
  tie: { importance: 0.6, recency: 0.4 },
} as const;

const DEFAULT_IMPORTANCE = 5;
const HOURLY_RETENTION = 0.995;

/** The parts a note's score was made of (all null-free except the query-dependent ones). */
export interface ScoreParts {
  /** Cosine similarity to the query; null without a query or a comparable vector. */
  similarity: number | null;
  /** BM25 score against the query's words (0: none in common); null without a query. */
  lexical: number | null;
  /** 0..10; 5 while not yet scored. */
  importance: number;
  /** 0..1, 1 for the newest candidate. */
  recency: number;
}

export interface Ranked extends Candidate {
  score: number;
  parts: ScoreParts;
}

function byNewest(a: Candidate, b: Candidate): number {
  const d = b.occurredAt.getTime() - a.occurredAt.getTime();
  if (d !== 0) return d;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

const byScore = (a: Ranked, b: Ranked) => (b.score !== a.score ? b.score - a.score : byNewest(a, b));

/** 1-based rank of each id in `list` ordered by `key` descending (ties: newest, id), for entries with a key. */
function ranksBy(list: readonly Candidate[], key: (c: Candidate) => number | null): Map<string, number> {
  const keyed = list.filter((c) => key(c) !== null);
  keyed.sort((a, b) => key(b)! - key(a)! || byNewest(a, b));
  return new Map(keyed.map((c, i) => [c.id, i + 1]));
}

/** Select the notes to inject (provisional first, then established by score) and return them in score order. */
export function rankCandidates(candidates: readonly Candidate[], opts: RankOptions): Ranked[] {
  const floor = opts.similarityFloor ?? 0.5;
  const retrieval = opts.retrieval ?? 'hybrid';
  const unique = new Map<string, Candidate>();
  for (const c of candidates) if (!unique.has(c.id)) unique.set(c.id, c);
  const all = [...unique.values()];

  const matchesTerms = (c: Candidate) => (c.lexical ?? 0) > 0;
  const eligible = (c: Candidate): boolean => {
    if (c.status === 'provisional' || !opts.hasQuery) return true;
    if (retrieval === 'lexical') return matchesTerms(c);
    const similar = c.similarity === null || c.similarity >= floor;
    return retrieval === 'hybrid' ? similar || matchesTerms(c) : similar;
  };
  const pool = all.filter(eligible);

  const newest = Math.max(0, ...pool.map((c) => c.occurredAt.getTime()));
  // Both rankings are over the whole pool: provisional notes compete on the same terms.
  const denseRank = ranksBy(pool, (c) => c.similarity ?? floor);
  const lexicalRank = ranksBy(pool, (c) => (matchesTerms(c) ? c.lexical : null));
  const noSimilarity = pool.every((c) => c.similarity === null);
  const rrfMax = (1 + WEIGHTS.lexicalWeight) / (WEIGHTS.rrfK + 1);
  const span = (xs: number[]) => {
    const lo = Math.min(...xs);
    const hi = Math.max(...xs);
    return (x: number) => (hi > lo ? (x - lo) / (hi - lo) : 1);
  };
  const simScaled = span(pool.map((c) => c.similarity ?? floor));
  const lexScaled = span([0, ...pool.map((c) => c.lexical ?? 0)]);

  const scored: Ranked[] = pool.map((c) => {
    const hours = (newest - c.occurredAt.getTime()) / 3_600_000;
    const recency = Math.pow(HOURLY_RETENTION, Math.max(0, hours));
    const importance = c.importance ?? DEFAULT_IMPORTANCE;
    const parts: ScoreParts = { similarity: c.similarity, lexical: opts.hasQuery ? (c.lexical ?? 0) : null, importance, recency };
    let score: number;
    if (!opts.hasQuery) {
      score = WEIGHTS.noQuery.importance * (importance / 10) + WEIGHTS.noQuery.recency * recency;
    } else if (retrieval === 'dense') {
      score = WEIGHTS.query.similarity * (c.similarity ?? floor) + WEIGHTS.query.importance * (importance / 10) + WEIGHTS.query.recency * recency;
    } else if (retrieval === 'lexical') {
      score = c.lexical ?? 0;
    } else if (WEIGHTS.fusion === 'sum') {
      // No similarity at all (the query could not be embedded): the words are all the relevance there is.
      const relevance = noSimilarity ? (c.lexical ?? 0) : (c.similarity ?? floor) + WEIGHTS.lexicalShare * Math.max(0, (c.lexical ?? 0) - WEIGHTS.lexicalFloor);
      score = relevance + WEIGHTS.tieBreak * (WEIGHTS.tie.importance * (importance / 10) + WEIGHTS.tie.recency * recency);
    } else if (WEIGHTS.fusion === 'blend') {
      const relevance = (1 - WEIGHTS.lexicalShare) * simScaled(c.similarity ?? floor) + WEIGHTS.lexicalShare * lexScaled(c.lexical ?? 0);
      score = relevance + WEIGHTS.tieBreak * (WEIGHTS.tie.importance * (importance / 10) + WEIGHTS.tie.recency * recency);
    } else {
      const d = denseRank.get(c.id);
      const l = lexicalRank.get(c.id);
      const rrf = (d ? 1 / (WEIGHTS.rrfK + d) : 0) + (l ? WEIGHTS.lexicalWeight / (WEIGHTS.rrfK + l) : 0);
      const tie = WEIGHTS.tie.importance * (importance / 10) + WEIGHTS.tie.recency * recency;
      score = rrf / rrfMax + WEIGHTS.tieBreak * tie;
    }
    return { ...c, score, parts };
  });

  const provisional = scored.filter((c) => c.status === 'provisional').sort(byNewest).slice(0, opts.limit);
  const established = scored.filter((c) => c.status !== 'provisional').sort(byScore);
  return [...provisional, ...established.slice(0, opts.limit - provisional.length)].sort(byScore);
}

/** What ordering by slot needs of a note (a NoteDto has it all). */
export interface SlotHolder {
  id: string;
  status: string;
  content: string;
  /** The stored slot key (language/slotKey.ts `storedSlotKey`, or what the pipeline's reader learned). */
  slotKey: string | null;
  occurredAt: Date | string;
  createdAt: Date | string;
  confidence: string;
  /** The stage the note waits at (`done` when the pipeline is through with it). */
  pipelineStage: string;
}

/**
 * The group a note's value competes in: its stored slot key (which carries what the
 * pipeline's prototype reader learned), else what the content patterns read — a
 * multi-valued attribute's one value (language/slotKey.ts `valueGroupOf`). Null: no slot read.
 */
export function slotGroupOf(n: Pick<SlotHolder, 'slotKey' | 'content'>): string | null {
  return n.slotKey ?? valueGroupOf(slotOfCached(n.content));
}

/** Stages before which the pipeline's slot reader has not yet seen a note. */
const UNREAD_STAGES = new Set(['embed', 'dedup', 'contradiction']);

/**
 * A provisional note the contradiction stage has not read yet and the patterns do not
 * read: its slot is unknown, not absent (the prototypes may yet read it as an update).
 */
function unread(n: SlotHolder): boolean {
  return n.status === 'provisional' && UNREAD_STAGES.has(n.pipelineStage) && slotGroupOf(n) === null;
}

const time = (t: Date | string) => new Date(t).getTime();

/**
 * Which of two values of one slot is the newer: when it was stated, then when it was
 * written, then a `corrected` note before one that is not, then id (the contradiction
 * stage's order, pipeline/stages/contradiction.ts `statedLater`).
 */
export function newerValue(a: SlotHolder, b: SlotHolder): boolean {
  if (time(a.occurredAt) !== time(b.occurredAt)) return time(a.occurredAt) > time(b.occurredAt);
  if (time(a.createdAt) !== time(b.createdAt)) return time(a.createdAt) > time(b.createdAt);
  const ca = a.confidence === 'corrected';
  if (ca !== (b.confidence === 'corrected')) return ca;
  return a.id > b.id;
}

/**
 * Reorder items so that a newer value of a slot is never below an older one: items
 * compete when they hold one group ({@link slotGroupOf}: a subject's single-valued
 * attribute, or one value of a multi-valued one asserted and denied), or when one is an
 * {@link unread} provisional note about the same subject as the other's slot and newer
 * — it may be that slot's update, and the correction must not rank below the stale fact
 * while the pipeline has not read it (the text labels only known updates, render.ts).
 * The positions each set of competing items holds go to its members newer first (a
 * member stays above another it does not compete with where score put it there); every
 * other item keeps its place. A score says how relevant a note is, not whether it still holds.
 */
export function newestFirstWithinSlots<T extends SlotHolder>(items: readonly T[]): T[] {
  const n = items.length;
  const group = items.map((it) => slotGroupOf(it));
  const open: string[][] = items.map((it) => (unread(it) ? subjectKeysOfContent(it.content) : []));
  /** Must items[a] come before items[b]? */
  const before = (a: number, b: number): boolean => {
    if (!newerValue(items[a]!, items[b]!)) return false;
    const ga = group[a] ?? null;
    const gb = group[b] ?? null;
    if (ga !== null && gb !== null && keysCompete(ga, gb)) return true;
    if (ga !== null || gb === null) return false;
    const subject = subjectOfKey(gb);
    return subject !== null && open[a]!.includes(subject);
  };
  // Sets of competing items (union-find over the pairs that compete either way).
  const root = items.map((_, i) => i);
  const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i]!)));
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b && before(a, b)) root[find(a)] = find(b);
  const sets = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const r = find(i);
    const at = sets.get(r);
    if (at) at.push(i);
    else sets.set(r, [i]);
  }
  const out = [...items];
  for (const positions of sets.values()) {
    if (positions.length < 2) continue;
    // Score order, except that an item waits until every newer item it competes with is placed.
    const left = [...positions];
    const order: number[] = [];
    while (left.length) {
      const k = left.findIndex((m) => !left.some((o) => o !== m && before(o, m)));
      order.push(left.splice(k, 1)[0]!);
    }
    positions.forEach((p, j) => (out[p] = items[order[j]!]!));
  }
  return out;
}
