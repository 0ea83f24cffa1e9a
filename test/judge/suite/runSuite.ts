/**
 * The labelled judge suite (issue 9): pairs of conversational notes about named people,
 * each labelled with what the pipeline should do to the older/newer note:
 * `revoke` (the newer contradicts or updates the older), `archive` (the newer restates
 * the older and adds nothing) or `keep` (both stay).
 *
 * A pair is run the way the pipeline runs it: the newer note is the stage note
 * (provisional, its own run), the older one an established neighbour (active, an earlier
 * session). Dedup sees the pair only at or above the dedup threshold, contradiction only
 * at or above the contradiction floor; the real planners (`planDedup`,
 * `planContradictions`) turn the judge's verdict into the action — so the measured
 * precision includes the pipeline's own guards (nothing lost, different subjects).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cosineSimilarity, type Embedder } from '../../../src/embed/index.js';
import type { Judge, JudgeNote, PairVerdict } from '../../../src/judge/types.js';
import type { JudgedPair } from '../../../src/pipeline/judgePairs.js';
import type { Neighbour, PipelineNote } from '../../../src/pipeline/noteAccess.js';
import { planContradictions } from '../../../src/pipeline/stages/contradiction.js';
import { planDedup } from '../../../src/pipeline/stages/dedup.js';

export type Action = 'revoke' | 'archive' | 'keep';
export const ACTIONS: readonly Action[] = ['revoke', 'archive', 'keep'];

export interface SuitePair {
  /** What kind of pair: contradiction, update, addition, restatement, distinct_event, different_people, idiom. */
  kind: string;
  expect: Action;
  older: string;
  newer: string;
  /** Days between the two statements (sessions). @defaultValue 7 */
  gapDays: number;
  /**
   * `dev`: written while the judge's rules were tuned. `holdout`: written after they were
   * frozen and not used to change them (pairs-holdout.json) — the honest estimate.
   */
  set: 'dev' | 'holdout';
}

const here = dirname(fileURLToPath(import.meta.url));

/** Every pair of the `pairs-*.json` files next to this module (rows: [kind, expect, older, newer, gapDays?]). */
export function loadSuite(): SuitePair[] {
  const out: SuitePair[] = [];
  for (const f of readdirSync(here).filter((n) => /^pairs-.*\.json$/.test(n)).sort()) {
    const rows = JSON.parse(readFileSync(join(here, f), 'utf8')) as Array<[string, Action, string, string, number?]>;
    const set = f.includes('holdout') ? 'holdout' : 'dev';
    for (const [kind, expect, older, newer, gapDays] of rows) out.push({ kind, expect, older, newer, gapDays: gapDays ?? 7, set });
  }
  return out;
}

/** Cosine similarity of each pair under `embedder` (one batch for all texts). */
export async function similarities(embedder: Embedder, pairs: SuitePair[]): Promise<number[]> {
  const texts = [...new Set(pairs.flatMap((p) => [p.older, p.newer]))];
  const vecs = await embedder.embed(texts);
  const byText = new Map(texts.map((t, i) => [t, vecs[i]!]));
  return pairs.map((p) => cosineSimilarity(byText.get(p.newer)!, byText.get(p.older)!));
}

export interface SuiteThresholds {
  /** @defaultValue 0.85 */
  dedup?: number;
  /** @defaultValue 0.7 */
  contradictionFloor?: number;
}

export interface Prediction {
  pair: SuitePair;
  similarity: number;
  action: Action;
  /** The verdict of the stage that acted (or of contradiction when nothing did). */
  verdict: PairVerdict | null;
}

const T0 = Date.parse('2026-01-05T10:00:00Z');
const DAY = 86_400_000;

function notesOf(p: SuitePair, sim: number): { note: PipelineNote; older: Neighbour; judgeNewer: JudgeNote; judgeOlder: JudgeNote } {
  const olderAt = new Date(T0);
  const newerAt = new Date(T0 + p.gapDays * DAY + 60_000);
  const note = {
    id: 'newer',
    content: p.newer,
    category: 'fact',
    deletionKey: null,
    runId: 'run-newer',
    status: 'provisional',
    protectionTier: 'standard',
    importance: null,
    importanceMark: null,
    accessCount: 0,
    createdAt: newerAt,
  } as unknown as PipelineNote;
  const older: Neighbour = {
    id: 'older',
    status: 'active',
    version: 1,
    content: p.older,
    category: 'fact',
    deletionKey: null,
    runId: 'run-older',
    protectionTier: 'standard',
    importance: null,
    importanceMark: null,
    accessCount: 0,
    createdAt: olderAt,
    similarity: sim,
    similar: true,
    slot: false,
  };
  const jn = (id: string, content: string, createdAt: Date): JudgeNote => ({ id, content, category: 'fact', deletionKey: null, createdAt });
  return { note, older, judgeNewer: jn('newer', p.newer, newerAt), judgeOlder: jn('older', p.older, olderAt) };
}

/** Run every pair through `judge` and the pipeline's planners. */
export async function runSuite(judge: Judge, pairs: SuitePair[], sims: number[], t: SuiteThresholds = {}): Promise<Prediction[]> {
  const dedupAt = t.dedup ?? 0.85;
  const floor = t.contradictionFloor ?? 0.7;
  const out: Prediction[] = [];
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i]!;
    const sim = sims[i]!;
    const { note, older, judgeNewer, judgeOlder } = notesOf(pair, sim);
    let action: Action = 'keep';
    let verdict: PairVerdict | null = null;
    // Stage 2, dedup: neighbours at or above the dedup threshold.
    if (sim >= dedupAt) {
      verdict = await judge.compare(judgeNewer, judgeOlder, sim);
      const judged: JudgedPair = { candidate: older, verdict, noteIsNewer: true };
      const plan = planDedup(note, [judged]);
      if (plan.noteExit || plan.retire.length > 0) action = 'archive';
    }
    // Stage 3, contradiction: neighbours at or above the floor (the same verdict when already asked).
    if (action === 'keep' && sim >= floor) {
      verdict = sim >= dedupAt && verdict ? verdict : await judge.compare(judgeNewer, judgeOlder, sim);
      const plan = planContradictions(note, [{ candidate: older, verdict, noteIsNewer: true }]);
      if (plan.others.some((a) => a.kind === 'revoke')) action = 'revoke';
    }
    out.push({ pair, similarity: sim, action, verdict });
  }
  return out;
}

export interface ClassScore {
  predicted: number;
  expected: number;
  correct: number;
  precision: number | null;
  recall: number | null;
}

export interface SuiteReport {
  pairs: number;
  byAction: Record<Action, ClassScore>;
  /** Pairs labelled `keep` that the pipeline retired (revoked or archived) — the true memories destroyed. */
  wronglyRetired: number;
  keepPairs: number;
  /** wronglyRetired / keepPairs. */
  wronglyRetiredRate: number;
  /** Per kind of pair: how many got each action. */
  byKind: Record<string, Record<Action, number> & { total: number }>;
}

const ratio = (a: number, b: number): number | null => (b === 0 ? null : Math.round((a / b) * 10_000) / 10_000);

export function score(preds: Prediction[]): SuiteReport {
  const byAction = {} as Record<Action, ClassScore>;
  for (const a of ACTIONS) {
    const predicted = preds.filter((p) => p.action === a).length;
    const expected = preds.filter((p) => p.pair.expect === a).length;
    const correct = preds.filter((p) => p.action === a && p.pair.expect === a).length;
    byAction[a] = { predicted, expected, correct, precision: ratio(correct, predicted), recall: ratio(correct, expected) };
  }
  const keep = preds.filter((p) => p.pair.expect === 'keep');
  const wronglyRetired = keep.filter((p) => p.action !== 'keep').length;
  const byKind: SuiteReport['byKind'] = {};
  for (const p of preds) {
    const k = (byKind[p.pair.kind] ??= { total: 0, revoke: 0, archive: 0, keep: 0 });
    k.total++;
    k[p.action]++;
  }
  return {
    pairs: preds.length,
    byAction,
    wronglyRetired,
    keepPairs: keep.length,
    wronglyRetiredRate: ratio(wronglyRetired, keep.length) ?? 0,
    byKind,
  };
}

/** The misjudged pairs, for a readable failure message. */
export function mistakes(preds: Prediction[]): string[] {
  return preds
    .filter((p) => p.action !== p.pair.expect)
    .map((p) => `${p.pair.kind}: expected ${p.pair.expect}, got ${p.action} (sim ${p.similarity.toFixed(3)}, ${p.verdict?.reason ?? '-'}) "${p.pair.older}" → "${p.pair.newer}"`);
}
