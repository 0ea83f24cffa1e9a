import type { Judge, JudgeNote, PairVerdict } from '../judge/types.js';
import type { Neighbour, PipelineNote } from './noteAccess.js';

/** A candidate with the judge's verdict on it, oriented by age. */
export interface JudgedPair {
  candidate: Neighbour;
  verdict: PairVerdict;
  /** True when the stage's own note is the newer of the two. */
  noteIsNewer: boolean;
}

function asJudgeNote(n: Pick<PipelineNote, 'id' | 'content' | 'deletionKey' | 'createdAt'> & { category: string }): JudgeNote {
  return { id: n.id, content: n.content, category: n.category, deletionKey: n.deletionKey, createdAt: n.createdAt };
}

/** Recency order of two notes: creation time, ties broken by id so both sides agree. */
export function isNewer(a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }): boolean {
  const d = a.createdAt.getTime() - b.createdAt.getTime();
  return d !== 0 ? d > 0 : a.id > b.id;
}

/**
 * Ask the judge about the note against each candidate (in parallel: an LLM judge
 * is network-bound). The judge always gets (newer, older).
 */
export async function judgePairs(
  judge: Judge,
  note: PipelineNote,
  candidates: Neighbour[],
  signal?: AbortSignal,
): Promise<JudgedPair[]> {
  const me = asJudgeNote(note);
  return Promise.all(
    candidates.map(async (c) => {
      const other = asJudgeNote(c);
      const noteIsNewer = isNewer(note, c);
      const sim = c.similarity ?? 0;
      const verdict = noteIsNewer ? await judge.compare(me, other, sim, signal) : await judge.compare(other, me, sim, signal);
      return { candidate: c, verdict, noteIsNewer };
    }),
  );
}

/**
 * The rule a verdict's reason names (`negation:no longer` → `negation`), the only part of
 * it the audit trail keeps. Reasons quote words of the notes ("topic=blue") or are model
 * prose; events never carry note content, and erasure keeps code-like strings of events
 * that mention an erased note — so the free text is not stored at all.
 */
export function ruleOf(reason: string): string {
  return /^[A-Za-z][A-Za-z0-9_-]*/.exec(reason.trim())?.[0].toLowerCase() ?? 'unspecified';
}
