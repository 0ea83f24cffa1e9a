/**
 * The extractor interface of the background lane (docs/design.md#background-lane): a
 * run's conversation events in, MemoryWrite candidates out. Two implementations: the
 * deterministic rules (./deterministic.ts, no model) and Claude (./anthropic.ts) when
 * ANTHROPIC_API_KEY is set. An extractor only proposes: every candidate then goes
 * through the write path's admission like any agent write.
 */
import type { Category, Confidence, EventRole } from '../contract/enums.js';

/** One event as the extractor sees it (what the event log stores). */
export interface ExtractEvent {
  id: string;
  role: EventRole;
  content: string;
  toolName?: string | null;
  at: Date;
}

/** A proposed memory: one atomic, third-person statement and the events that justify it. */
export interface Candidate {
  content: string;
  category: Category;
  /** `asserted` when the user said it in so many words; `inferred` otherwise (admission sends it to review). */
  confidence: Extract<Confidence, 'asserted' | 'inferred'>;
  /** Ids of the events the statement rests on (at least one; unknown ids drop the candidate). */
  eventIds: string[];
  /** A slot for single-valued facts (a name, a home town), so a later statement supersedes it. */
  deletionKey?: string;
  /** Which rule or model produced it (recorded in the note's history). */
  rule: string;
}

export interface Extractor {
  /** `deterministic` or `anthropic:<model>`: recorded in the history of every extracted note. */
  readonly id: string;
  extract(events: ExtractEvent[], signal?: AbortSignal): Promise<Candidate[]>;
  /**
   * Pay the first read's one-off cost (lazy lexicons, compiled patterns) before the worker
   * takes jobs: otherwise the first extraction after a start takes it, and every session
   * ended meanwhile queues behind it.
   */
  warm?(): Promise<void>;
}
