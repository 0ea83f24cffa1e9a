/**
 * Scoring of extracted notes against the suite's labels, for readers of the suite other
 * than eval.ts's direct call of the extractor (bench:events reads the notes the real lane
 * stored; the Anthropic extractor's test reads its candidates). Same rule as eval.ts: a
 * note citing a turn matches an expected memory of it when it contains all the memory's
 * `must` words, each memory matching at most one note; every other note is a false
 * positive, and a negative turn with any note is leaked.
 */
import type { SuiteConversation } from './suite.js';
import { KINDS, NEGATIVE_KINDS, NEVER_STORED } from './taxonomy.js';

/** A note (or candidate) as scored: its text and the suite turn ids it cites. */
export interface ScoredNote {
  content: string;
  eventIds: string[];
  /** Whether it is injectable (provisional or active); a never-stored negative may only leave a non-injectable note. */
  injectable?: boolean;
}

interface Tally {
  tp: number;
  fp: number;
  fn: number;
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const rate = (t: Tally) => ({
  precision: t.tp + t.fp === 0 ? null : round(t.tp / (t.tp + t.fp)),
  recall: t.tp + t.fn === 0 ? null : round(t.tp / (t.tp + t.fn)),
  ...t,
});

const matches = (content: string, must: string[]) => {
  const text = content.toLowerCase();
  return must.every((m) => m.toLowerCase().split('|').some((alt) => text.includes(alt)));
};

/** Precision and recall overall, by kind and by family, and leaks by negative kind, of `notes` (all notes of these conversations). */
export function scoreNotes(conversations: SuiteConversation[], notes: ScoredNote[]) {
  const all: Tally = { tp: 0, fp: 0, fn: 0 };
  const kinds: Record<string, Tally> = {};
  const families: Record<string, Tally> = {};
  const negatives: Record<string, { turns: number; leaked: number; injectable: number }> = {};
  const byTurn = new Map<string, ScoredNote[]>();
  for (const n of notes) for (const id of new Set(n.eventIds)) byTurn.set(id, [...(byTurn.get(id) ?? []), n]);
  let userTurns = 0;
  let memories = 0;
  for (const conv of conversations) {
    const fam = (families[conv.family] ??= { tp: 0, fp: 0, fn: 0 });
    for (const turn of conv.turns) {
      if (turn.role === 'user') userTurns++;
      const got = byTurn.get(turn.id) ?? [];
      if (turn.negative) {
        const n = (negatives[turn.negative] ??= { turns: 0, leaked: 0, injectable: 0 });
        n.turns++;
        if (got.length > 0) n.leaked++;
        if (got.some((x) => x.injectable !== false)) n.injectable++;
      }
      const used = new Set<ScoredNote>();
      for (const e of turn.expect) {
        memories++;
        const k = (kinds[e.kind] ??= { tp: 0, fp: 0, fn: 0 });
        const hit = got.find((x) => !used.has(x) && matches(x.content, e.must));
        const field = hit ? 'tp' : 'fn';
        if (hit) used.add(hit);
        all[field]++;
        k[field]++;
        fam[field]++;
      }
      const extra = got.filter((x) => !used.has(x)).length;
      all.fp += extra;
      fam.fp += extra;
    }
  }
  const other = NEGATIVE_KINDS.filter((k) => !NEVER_STORED.has(k) && negatives[k]);
  const otherTurns = other.reduce((n, k) => n + negatives[k]!.turns, 0);
  const otherLeaked = other.reduce((n, k) => n + negatives[k]!.leaked, 0);
  return {
    conversations: conversations.length,
    userTurns,
    memories,
    ...rate(all),
    /** Never-stored negatives (question, third party, instruction, assistant) that left an injectable note. */
    neverStoredInjectable: [...NEVER_STORED].reduce((n, k) => n + (negatives[k]?.injectable ?? 0), 0),
    otherNegativeLeakRate: otherTurns === 0 ? null : round(otherLeaked / otherTurns),
    kinds: Object.fromEntries(KINDS.filter((k) => kinds[k]).map((k) => [k, rate(kinds[k]!)])),
    families: Object.fromEntries(Object.entries(families).map(([f, t]) => [f, rate(t)])),
    negatives,
  };
}
