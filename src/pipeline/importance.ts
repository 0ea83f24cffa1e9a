/**
 * The importance score (docs/design.md#pipeline stage 5, #numbers): a documented, pure, multi-signal score
 * 0..10 computed once at hardening and stored as the note's base importance (decay
 * later derives an effective score from it, never overwriting it).
 *
 * Signals (each 0..1) and weights:
 *
 * | signal      | weight | value |
 * |-------------|--------|-------|
 * | recency     | 0.20   | 0.995^(hours since creation) |
 * | provenance  | 0.20   | source weight × confidence weight (who said it, how sure) — stands in for the reference's "judged importance" when no LLM scores notes |
 * | category    | 0.10   | constraint 1.0 · instruction 0.9 · preference 0.7 · fact 0.7 · event 0.4 · context 0.3 |
 * | uniqueness  | 0.15   | 1 − max cosine similarity to *other* injectable notes of the scope (the note itself excluded — the reference forgot, so it was always ≈ 0); 1 when it has no comparable neighbour; unavailable when the note has no embedding |
 * | correction  | 0.10   | 1 when `confidence = corrected`, else 0 |
 * | access      | 0.10   | ln(1 + accessCount) / ln(11), capped at 1 (10 accesses saturate) |
 * | mark        | 0.15   | the operator's explicit importance mark / 10; unavailable when unset |
 *
 * score = 10 × Σ(weight × value) / Σ(weight of available signals), + 1.5 for
 * corrections, capped to [0, 10]. Weights of unavailable signals are redistributed
 * proportionally (that is what dividing by the available weight does).
 *
 * Deviations from the reference, on purpose: relevance and goal alignment need a
 * query/goal that does not exist at hardening time, so they are not modelled (their
 * weight is folded into provenance and category); the explicit mark weighs 0.15, not
 * 0.05, because an operator's explicit judgement should move the score visibly.
 */
import type { Category, Confidence, ProtectionTier, Source } from '../contract/enums.js';

export const IMPORTANCE_WEIGHTS = {
  recency: 0.2,
  provenance: 0.2,
  category: 0.1,
  uniqueness: 0.15,
  correction: 0.1,
  access: 0.1,
  mark: 0.15,
} as const;

export type ImportanceSignal = keyof typeof IMPORTANCE_WEIGHTS;

/** Bonus points for corrections, added after weighting (docs/design.md#numbers). */
export const CORRECTION_BONUS = 1.5;

export const SOURCE_WEIGHT: Record<Source, number> = {
  user: 1,
  human_review: 1,
  system: 0.8,
  tool: 0.7,
  agent: 0.5,
};

export const CONFIDENCE_WEIGHT: Record<Confidence, number> = {
  corrected: 1,
  asserted: 0.9,
  observed: 0.8,
  inferred: 0.5,
};

export const CATEGORY_WEIGHT: Record<Category, number> = {
  constraint: 1,
  instruction: 0.9,
  preference: 0.7,
  fact: 0.7,
  event: 0.4,
  context: 0.3,
};

export interface ImportanceInput {
  source: Source;
  confidence: Confidence;
  category: Category;
  createdAt: Date;
  now: Date;
  accessCount: number;
  /** Whether the note has an embedding (uniqueness is unavailable without one). */
  embedded: boolean;
  /** Highest cosine similarity to another injectable note of the scope; null when there is none. */
  maxSimilarityToOthers: number | null;
  /** Operator's explicit mark 0..10, if any. */
  operatorMark: number | null;
}

export interface ImportanceScore {
  /** 0..10, two decimals. */
  score: number;
  /** Each signal's value (null when unavailable) — recorded in the audit trail. */
  signals: Record<ImportanceSignal, number | null>;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const round2 = (x: number) => Math.round(x * 100) / 100;

export function scoreImportance(i: ImportanceInput): ImportanceScore {
  const hours = Math.max(0, (i.now.getTime() - i.createdAt.getTime()) / 3_600_000);
  const signals: Record<ImportanceSignal, number | null> = {
    recency: Math.pow(0.995, hours),
    provenance: SOURCE_WEIGHT[i.source] * CONFIDENCE_WEIGHT[i.confidence],
    category: CATEGORY_WEIGHT[i.category],
    uniqueness: i.embedded ? (i.maxSimilarityToOthers === null ? 1 : clamp01(1 - i.maxSimilarityToOthers)) : null,
    correction: i.confidence === 'corrected' ? 1 : 0,
    access: clamp01(Math.log(1 + Math.max(0, i.accessCount)) / Math.log(11)),
    mark: i.operatorMark === null ? null : clamp01(i.operatorMark / 10),
  };
  let sum = 0;
  let weight = 0;
  for (const k of Object.keys(IMPORTANCE_WEIGHTS) as ImportanceSignal[]) {
    const v = signals[k];
    if (v === null) continue;
    sum += IMPORTANCE_WEIGHTS[k] * v;
    weight += IMPORTANCE_WEIGHTS[k];
  }
  const base = weight > 0 ? (10 * sum) / weight : 0;
  const score = Math.min(10, Math.max(0, base + (i.confidence === 'corrected' ? CORRECTION_BONUS : 0)));
  const rounded: Record<ImportanceSignal, number | null> = { ...signals };
  for (const k of Object.keys(rounded) as ImportanceSignal[]) if (rounded[k] !== null) rounded[k] = Math.round(rounded[k]! * 1000) / 1000;
  return { score: round2(score), signals: rounded };
}

/**
 * docs/design.md#numbers: a score ≥ the threshold promotes a standard note to protected; other tiers
 * never change. `eligible` is the trust ladder's verdict (`mayPromote` in
 * policy/provenance.ts): agent-authored and tool-sourced notes never rise by score.
 */
export function promotedTier(tier: ProtectionTier, score: number, threshold: number, eligible: boolean): ProtectionTier {
  return eligible && tier === 'standard' && score >= threshold ? 'protected' : tier;
}
