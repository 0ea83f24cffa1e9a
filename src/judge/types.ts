/**
 * The judge decides what similarity alone cannot: whether two notes say the same
 * thing, contradict each other, or are unrelated; and (LLM only) how to merge a cluster.
 */
export type Relation = 'duplicate' | 'contradiction' | 'unrelated';

export interface JudgeNote {
  id: string;
  content: string;
  category: string;
  deletionKey: string | null;
  createdAt: Date;
}

export interface PairVerdict {
  relation: Relation;
  /** Short machine-readable rule or model rationale (goes into the audit trail). */
  reason: string;
  /** 0..1 */
  confidence: number;
  /**
   * For a contradiction: the attribute it changes (subject and property), so one new
   * note revokes at most one note per attribute. Absent: the whole note is one attribute.
   */
  attribute?: string;
  /**
   * Human-readable grounds: the cue words or values compared ("no longer like" vs
   * "love"). Quotes note words, so it is stored as prose that erasure removes.
   */
  explanation?: string;
}

export interface MergeResult {
  content: string;
  reason: string;
}

/** What the judge says about one note's content on its own (LLM only). */
export interface NoteClassification {
  /**
   * The text speaks to the assistant that will read it (an order, an override of its
   * instructions, a role to play, data to send somewhere, words to add to its answers)
   * instead of stating something about the user or the world.
   */
  instructionLike: boolean;
  /** Short model rationale (kept out of the audit trail: it may quote the note). */
  reason: string;
}

export interface Judge {
  /** `heuristic` or `anthropic:<model>` — recorded in history. */
  readonly id: string;
  /** True when the judge can merge clusters (consolidation runs only then). */
  readonly canMerge: boolean;
  /**
   * Relation of a newer note to an older one of the same scope, given their cosine
   * similarity. `signal` cancels an in-flight model call.
   */
  compare(newer: JudgeNote, older: JudgeNote, similarity: number, signal?: AbortSignal): Promise<PairVerdict>;
  /** Merge a cluster into one note that keeps every number, date and name of the sources. */
  merge?(notes: JudgeNote[], signal?: AbortSignal): Promise<MergeResult>;
  /** Classify a note before it is hardened; an instruction-like note goes to review. */
  classify?(note: JudgeNote, signal?: AbortSignal): Promise<NoteClassification>;
}
