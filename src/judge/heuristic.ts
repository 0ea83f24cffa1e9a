/**
 * The deterministic heuristic judge (`heuristic`) — the default when no LLM is
 * configured. It decides a pair from the slot keys, the wording and the cosine
 * similarity the caller measured, applying these rules in order (first match wins):
 *
 * 1. **Same slot.** Both notes carry the same `deletionKey`: identical normalised
 *    text → `duplicate`; any other text → `contradiction` (a slot holds one value,
 *    so a new text in it replaces the old one, whatever the similarity).
 * 2. **Same text.** Identical normalised text (case, spacing, punctuation ignored)
 *    → `duplicate`.
 * 3. **Opposed polarity.** Each note's polarity is the parity of its negation cues
 *    ("not", "n't", "never", "no longer", "stopped", …) and negative antonym members
 *    (hate/dislike/avoid vs love/like/prefer, disable vs enable, forbid vs allow, …).
 *    Different polarities at similarity ≥ `contradictionFloor` → `contradiction`.
 *    Below the floor, only rule 4 can still find a contradiction; otherwise the
 *    pair is `unrelated` — never `duplicate`, even if the floor is configured above
 *    the duplicate threshold. This is the rule that keeps "prefers bar charts" vs
 *    "hates bar charts" (MiniLM ≈ 0.9) out of dedup.
 * 4. **Replacement.** One note uses replacement phrasing ("only", "instead of",
 *    "switched to", "rather than", …), shares a topic word with the other, and
 *    introduces a content word the other lacks (the new value: "red charts only")
 *    at similarity ≥ `replacementFloor` → `contradiction`. When both notes use the
 *    same phrasing it fires only below `duplicateThreshold` (a restatement of
 *    "tea instead of coffee" is a duplicate, not a change).
 * 5. **Different numbers.** Both notes contain numbers and the sets differ: at
 *    similarity ≥ `duplicateThreshold` the value changed → `contradiction`; below
 *    it → `unrelated`. A note whose numbers the other lacks is never a duplicate
 *    (archiving it would lose the number).
 * 6. **Similar.** Similarity ≥ `duplicateThreshold` → `duplicate`.
 * 7. Otherwise `unrelated`.
 *
 * Limits (why an LLM judge is better when one is available):
 * - English word lists, no parsing: "not only … but also", sarcasm, negation scoped
 *   to another clause ("likes tea, not coffee" vs "likes tea") and double negation
 *   by different words are misread. Parity makes "doesn't hate X" agree with
 *   "loves X", which is usually but not always right.
 * - Replacement phrasing is a weak signal: "only" also marks emphasis. It needs a
 *   shared topic word and a new content word, but can still revoke a note that
 *   merely narrowed the older one.
 * - A changed value stated without a cue or a number ("prefers pie charts" after
 *   "prefers bar charts", MiniLM ≈ 0.73) is `unrelated`: both notes stay, and the
 *   reader sees both. Only slot keys or an LLM catch that reliably.
 * - Different deletion keys are not treated as proof of unrelatedness.
 * - It cannot merge (`canMerge` false): consolidation needs the LLM judge.
 */
import { analyse, type NoteCues } from './cues.js';
import type { Judge, JudgeNote, PairVerdict } from './types.js';

export interface HeuristicJudgeOptions {
  /**
   * Minimum similarity for opposed polarity to count as a contradiction.
   * @defaultValue 0.7 (SPEC §9 contradiction candidates)
   */
  contradictionFloor?: number;
  /**
   * Minimum similarity for replacement phrasing to count as a contradiction (lower
   * than the floor because the new value pulls the embeddings apart).
   * @defaultValue 0.5
   */
  replacementFloor?: number;
  /**
   * Minimum similarity for a duplicate.
   * @defaultValue 0.85 (SPEC §9 dedup)
   */
  duplicateThreshold?: number;
}

export class HeuristicJudge implements Judge {
  readonly id = 'heuristic';
  readonly canMerge = false;
  private readonly contradictionFloor: number;
  private readonly replacementFloor: number;
  private readonly duplicateThreshold: number;

  constructor(opts: HeuristicJudgeOptions = {}) {
    this.contradictionFloor = opts.contradictionFloor ?? 0.7;
    this.replacementFloor = opts.replacementFloor ?? 0.5;
    this.duplicateThreshold = opts.duplicateThreshold ?? 0.85;
  }

  async compare(newer: JudgeNote, older: JudgeNote, similarity: number, signal?: AbortSignal): Promise<PairVerdict> {
    signal?.throwIfAborted();
    return this.decide(newer, older, similarity);
  }

  /** The synchronous decision (exposed for tests and for callers that batch pairs). */
  decide(newer: Pick<JudgeNote, 'content' | 'deletionKey'>, older: Pick<JudgeNote, 'content' | 'deletionKey'>, similarity: number): PairVerdict {
    const sameText = canonical(newer.content) === canonical(older.content);

    if (newer.deletionKey !== null && newer.deletionKey === older.deletionKey) {
      return sameText
        ? { relation: 'duplicate', reason: 'slot_same_text', confidence: 0.99 }
        : { relation: 'contradiction', reason: `slot_new_value:${newer.deletionKey}`, confidence: 0.95 };
    }
    if (sameText) return { relation: 'duplicate', reason: 'same_text', confidence: 0.99 };

    const a = analyse(newer.content);
    const b = analyse(older.content);

    // Opposed notes are never duplicates, whatever the similarity (SPEC §5 dedup).
    const opposed = a.polarity !== b.polarity;
    if (opposed && similarity >= this.contradictionFloor) {
      return { relation: 'contradiction', reason: polarityReason(a, b), confidence: 0.8 };
    }

    const replacement = replacementCue(a, b, similarity >= this.duplicateThreshold) ?? replacementCue(b, a, similarity >= this.duplicateThreshold);
    if (replacement && similarity >= this.replacementFloor) {
      return { relation: 'contradiction', reason: replacement, confidence: 0.7 };
    }

    if (opposed) return { relation: 'unrelated', reason: `opposed_below_floor:${similarity.toFixed(3)}`, confidence: 0.6 };

    if (!sameSet(a.numbers, b.numbers)) {
      if (a.numbers.size > 0 && b.numbers.size > 0 && similarity >= this.duplicateThreshold) {
        return { relation: 'contradiction', reason: `value_changed:${diff(a.numbers, b.numbers)}`, confidence: 0.6 };
      }
      return { relation: 'unrelated', reason: 'numbers_differ', confidence: 0.6 };
    }

    if (similarity >= this.duplicateThreshold) {
      return { relation: 'duplicate', reason: `similar:${similarity.toFixed(3)}`, confidence: round(similarity) };
    }
    return { relation: 'unrelated', reason: `dissimilar:${similarity.toFixed(3)}`, confidence: round(Math.max(0.5, 1 - similarity)) };
  }
}

/** Normalised text for equality: lower case, letters and digits only, single spaces. */
function canonical(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Names the cues present on one side only, e.g. `negation:no longer` or `antonym:attitude:hate`. */
function polarityReason(a: NoteCues, b: NoteCues): string {
  const negs = symmetricDiff(a.negations, b.negations);
  if (negs.length > 0) return `negation:${negs.join(',')}`;
  const terms = symmetricDiff(a.negativeTerms, b.negativeTerms);
  const positives = [...a.positiveTerms, ...b.positiveTerms].filter((p) => terms.some((t) => group(t) === group(p)));
  const counterpart = positives[0] ? `/${positives[0].split(':')[1]}` : '';
  return `antonym:${terms.join(',')}${counterpart}`;
}

/**
 * `cueSide` replaces a value of `other` when it uses replacement phrasing, shares a
 * topic with it and brings a content word `other` lacks. When both sides use the
 * same phrasing, a near-identical pair is a restatement, not a change.
 */
function replacementCue(cueSide: NoteCues, other: NoteCues, nearIdentical: boolean): string | null {
  if (cueSide.replacements.length === 0) return null;
  const ownCues = cueSide.replacements.filter((r) => !other.replacements.includes(r));
  if (ownCues.length === 0 && nearIdentical) return null;
  const shared = [...cueSide.topics].filter((t) => other.topics.has(t));
  const fresh = [...cueSide.topics].filter((t) => !other.topics.has(t));
  if (shared.length === 0 || fresh.length === 0) return null;
  const cue = (ownCues[0] ?? cueSide.replacements[0])!;
  return `replacement:${cue};topic=${shared[0]};new=${fresh[0]}`;
}

function group(term: string): string {
  return term.slice(0, term.lastIndexOf(':'));
}

function symmetricDiff(a: string[], b: string[]): string[] {
  return [...new Set([...a.filter((x) => !b.includes(x)), ...b.filter((x) => !a.includes(x))])];
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

function diff(a: Set<string>, b: Set<string>): string {
  return `${[...b].filter((x) => !a.has(x)).join('|') || '-'}->${[...a].filter((x) => !b.has(x)).join('|') || '-'}`;
}

function round(x: number): number {
  return Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
}
