import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NoteStatus } from '../../contract/enums.js';
import type { Tx } from '../../db/database.js';
import { appendEvents, type NewEvent } from '../../db/events.js';
import { notes } from '../../db/schema.js';
import { analyseNote, type NoteAnalysis } from '../../language/analyse.js';
import { lostFacts, polarity, restates } from '../../language/facts.js';
import { normaliseValue, sameValue, type Slot } from '../../language/slots.js';
import { slotKeyOf, slotOfCached, slotValue } from '../../language/slotKey.js';
import { ruleOf, type JudgedPair } from '../judgePairs.js';
import { advanceNote, loadForStage, type Neighbour, type PipelineNote } from '../noteAccess.js';
import { reconcile } from '../reconcile.js';
import { timed } from '../timing.js';
import type { PipelineContext, StageJob, StageResult } from '../types.js';
import { successorOf } from '../order.js';
import { readSlot } from '../slotReader.js';

const NEXT = successorOf('dedup');

/** How one judged duplicate is resolved. */
export interface DedupAction {
  /** `supersede`: in-run rewrite (older own-run note replaced by the newer). `archive`: a restatement folded into the established note. */
  kind: 'supersede' | 'archive';
  loserId: string;
  winnerId: string;
  similarity: number | null;
  reason: string;
  judgeRule: string;
  /** Prose grounds for the history: the judge's explanation and the containment check. */
  explanation: string;
  /** A slot duplicate's key (`<subject>|<attribute>`); it may name a person, so erasure strips it. */
  slotKey?: string;
}

export interface DedupPlan {
  /** Set when the stage's own note is the one retired (it then leaves the pipeline). */
  noteExit: DedupAction | null;
  /** Other notes retired in favour of the stage's note. */
  retire: DedupAction[];
}

const UNTOUCHABLE = new Set(['immutable', 'protected']);

/** The rule a restatement of one slot's value is folded under. */
export const SLOT_DUPLICATE_RULE = 'slot_duplicate';
/**
 * A paraphrase may drop this many wording words (the verb that carries the attribute:
 * "lives" / "is based"), never a name, number or time; and the survivor may add at most
 * this many (a detail, "on the payments team") — more is another fact beside the value
 * ("studies engineering and plays video games with her partner"), and both are kept.
 */
const MAX_REWORDED = 3;

/**
 * What folding `loser` into `survivor` would drop, or null when it would drop a name,
 * number or time expression or flip polarity. `covered`: the loser's words for a value the
 * survivor states as fully in other words ("AWS" / "Amazon Web Services", "36k" /
 * "36,000"), which are not lost.
 */
function reworded(loser: NoteAnalysis, survivor: NoteAnalysis, covered: ReadonlySet<string> = new Set(), spelled: ReadonlySet<string> = new Set()): string[] | null {
  if (polarity(loser) !== polarity(survivor)) return null;
  const lost = lostFacts(loser, survivor).filter((w) => !covered.has(w));
  const hard = lost.some((w) => loser.names.has(w) || loser.numbers.has(w) || loser.times.includes(w));
  // The survivor's words for the value it spells out are the value, not a fact beside it.
  const added = [...survivor.content].filter((w) => !loser.content.has(w) && !(covered.size > 0 && spelled.has(w))).length;
  return hard || lost.length > MAX_REWORDED || added > MAX_REWORDED ? null : lost;
}

/**
 * The words of `loser`'s value that `survivor` holds in its own, at least as full, value
 * ("AWS" against "Amazon Web Services", "36k" against "36,000"); none when the survivor's
 * value is the shorter ("Civic" does not hold "Honda Civic").
 */
function valueWords(loser: Slot, survivor: Slot): Set<string> {
  const size = (v: string) => normaliseValue(v).split(' ').length;
  if (size(loser.value) > size(survivor.value)) return new Set();
  const a = analyseNote(loser.value);
  return new Set([...a.content, ...a.names, ...a.numbers, ...a.times]);
}

/**
 * Restatements of one slot's value the judge did not call duplicates ("User lives in
 * Paris." / "User is based in Paris."): the note whose words the other holds, else the
 * one with fewer content words, is archived into the other — never across runs' in-run
 * rewrites, never an immutable or protected note, never when a name, number or time
 * would be lost.
 */
function slotDuplicates(
  note: PipelineNote,
  candidates: readonly Neighbour[],
  decided: Set<string>,
  slotOf: (content: string) => Slot | null,
): DedupAction | DedupAction[] {
  const mine = slotOf(note.content);
  if (!mine) return [];
  const me = analyseNote(note.content);
  const out: DedupAction[] = [];
  for (const c of candidates) {
    if (decided.has(c.id) || (note.runId !== null && note.runId === c.runId)) continue;
    const theirs = slotOf(c.content);
    if (!sameValue(mine, theirs)) continue;
    const them = analyseNote(c.content);
    const noteLost = UNTOUCHABLE.has(note.protectionTier) ? null : reworded(me, them, valueWords(mine, theirs!), valueWords(theirs!, theirs!));
    const theirLost = UNTOUCHABLE.has(c.protectionTier) ? null : reworded(them, me, valueWords(theirs!, mine), valueWords(mine, mine));
    if (!noteLost && !theirLost) continue;
    // The fuller note survives; of two equally full, the established one.
    const noteLoses = noteLost !== null && (theirLost === null || noteLost.length <= theirLost.length);
    const key = slotKeyOf(mine);
    const explanation = `slot ${key ?? mine.attribute}: "${slotValue(noteLoses ? mine : theirs!)}" restated; ${
      (noteLoses ? noteLost : theirLost)!.length === 0 ? 'every word' : 'every name, number and time'
    } of the retired note is in the kept one`;
    const action: DedupAction = {
      kind: 'archive',
      loserId: noteLoses ? note.id : c.id,
      winnerId: noteLoses ? c.id : note.id,
      similarity: c.similarity,
      reason: noteLoses && c.status !== 'active' ? 'restates_earlier_provisional' : 'restates_established',
      judgeRule: SLOT_DUPLICATE_RULE,
      explanation,
      ...(key ? { slotKey: key } : {}),
    };
    if (noteLoses) return action;
    out.push(action);
  }
  return out;
}

/**
 * Pure dedup decision (docs/design.md#pipeline stage 2). Only pairs the judge calls `duplicate` count
 * — similarity alone never proves a restatement (a statement and its negation embed
 * almost alike), and `contradiction` pairs are left to the next stage.
 *
 * - same run (both notes carry the run id): the older is `superseded` by the newer;
 * - the other note is established (`active`): this provisional note is `archived` into it;
 * - both provisional, different runs: the newer is `archived` into the older (the first
 *   statement is the established one of the two).
 *
 * Immutable and protected notes are never retired by dedup, and — whatever the judge
 * said — neither is a note whose facts the winner lacks (docs/design.md#precision, nothing lost: its
 * names, numbers, content words and time expressions must all be in the winner, with the
 * same polarity and framing, see `restates`). Then both stay.
 *
 * Besides the judge's pairs, a restatement of one slot's value found by its slot alone
 * (`candidates`, {@link slotDuplicates}) folds under rule `slot_duplicate`.
 */
export function planDedup(
  note: PipelineNote,
  pairs: JudgedPair[],
  candidates: readonly Neighbour[] = [],
  slotOf: (content: string) => Slot | null = slotOfCached,
): DedupPlan {
  const plan: DedupPlan = { noteExit: null, retire: [] };
  for (const { candidate: c, verdict, noteIsNewer } of pairs) {
    if (verdict.relation !== 'duplicate') continue;
    const sameRun = note.runId !== null && note.runId === c.runId;
    let noteLoses: boolean;
    let kind: DedupAction['kind'];
    let reason: string;
    if (sameRun) {
      kind = 'supersede';
      noteLoses = !noteIsNewer;
      reason = 'in_run_rewrite';
    } else if (c.status === 'active') {
      kind = 'archive';
      noteLoses = true;
      reason = 'restates_established';
    } else {
      kind = 'archive';
      noteLoses = noteIsNewer;
      reason = 'restates_earlier_provisional';
    }
    const loserTier = noteLoses ? note.protectionTier : c.protectionTier;
    if (UNTOUCHABLE.has(loserTier)) continue;
    const [loserText, winnerText] = noteLoses ? [note.content, c.content] : [c.content, note.content];
    if (!restates(loserText, winnerText)) continue;
    const action: DedupAction = {
      kind,
      loserId: noteLoses ? note.id : c.id,
      winnerId: noteLoses ? c.id : note.id,
      similarity: c.similarity,
      reason,
      judgeRule: ruleOf(verdict.reason),
      explanation: `${verdict.explanation ?? verdict.reason}; every fact of the retired note is in the kept one`,
    };
    if (noteLoses) {
      // Pairs arrive most similar first: the note folds into its closest duplicate.
      plan.noteExit = action;
      plan.retire = [];
      break;
    }
    plan.retire.push(action);
  }
  if (plan.noteExit) return plan;
  const folded = slotDuplicates(note, candidates, new Set(plan.retire.map((a) => a.loserId)), slotOf);
  if (Array.isArray(folded)) plan.retire.push(...folded);
  else {
    plan.noteExit = folded;
    plan.retire = [];
  }
  return plan;
}

/**
 * Retire one note per a dedup action. Conditional on the note still being injectable;
 * an `archive` carries the loser's access count (plus the restatement itself) over to
 * the winner, as the write path does for exact restatements.
 */
async function retire(tx: Tx, tenantId: string, a: DedupAction, now: Date, judgeId: string, loser?: PipelineNote): Promise<NewEvent[]> {
  const status: NoteStatus = a.kind === 'supersede' ? 'superseded' : 'archived';
  const link = a.kind === 'supersede' ? { supersededById: a.winnerId } : { consolidatedIntoId: a.winnerId };
  let accessCount: number;
  let evidence: Record<string, string>;
  if (loser) {
    // The stage's own note: its status is changed by the compare-and-set already done.
    accessCount = loser.accessCount;
    evidence = loser.evidence;
  } else {
    const [r] = await tx
      .update(notes)
      .set({ status, ...link, pipelineStage: 'done', updatedAt: now })
      .where(and(eq(notes.tenantId, tenantId), eq(notes.id, a.loserId), inArray(notes.status, ['provisional', 'active'])))
      .returning({ accessCount: notes.accessCount, evidence: notes.evidence });
    if (!r) return [];
    accessCount = r.accessCount;
    evidence = r.evidence;
  }
  // The explanation quotes note words: prose, so erasing either note strips it (ops/erase.ts).
  const detail = { similarity: a.similarity, judge: judgeId, judgeRule: a.judgeRule, winner: a.winnerId, explanation: a.explanation, ...(a.slotKey ? { slotKey: a.slotKey } : {}), ...link };
  const events: NewEvent[] = [
    { tenantId, noteId: a.loserId, type: status, actor: 'pipeline:dedup', reason: a.reason, detail, at: now },
  ];
  if (a.kind === 'archive') {
    await tx
      .update(notes)
      .set({ accessCount: sql`${notes.accessCount} + ${accessCount + 1}`, lastAccessedAt: now })
      .where(and(eq(notes.tenantId, tenantId), eq(notes.id, a.winnerId)));
    // The survivor inherits the loser's evidence: "why do you remember this?" still reaches it.
    events.push({
      tenantId,
      noteId: a.winnerId,
      type: 'deduped',
      actor: 'pipeline:dedup',
      reason: a.reason,
      evidence,
      detail: { absorbed: a.loserId, similarity: a.similarity, judge: judgeId, judgeRule: a.judgeRule },
      at: now,
    });
  }
  return events;
}

/**
 * Stage 2 — dedup: near-duplicates among injectable notes of the same scope at or above
 * MEMWRIGHT_DEDUP_THRESHOLD (top 10), resolved by the judge (see {@link planDedup}).
 */
export async function dedupStage(ctx: PipelineContext, job: StageJob): Promise<StageResult> {
  const loaded = await timed(ctx, 'dedup', 'sql', () => loadForStage(ctx.db, 'dedup', job.data));
  if ('result' in loaded) return loaded.result;
  const { note } = loaded;
  const judgeId = (await ctx.judge()).id;
  const mine = await timed(ctx, 'dedup', 'embed', () => readSlot(ctx, note.content));
  return reconcile(ctx, job, note, {
    stage: 'dedup',
    query: { minSimilarity: ctx.thresholds.dedup, limit: 10, includeAttributeSlot: true, slot: mine },
    // A candidate found by its slot alone is decided by the slot: the judge is asked about similar notes only.
    judges: (c) => c.similar,
    decide: async (pairs, candidates) => {
      // The patterns' reading, else the prototypes' (slotReader.ts), for the note and each candidate.
      const read = new Map<string, Slot | null>([[note.content, mine]]);
      for (const c of candidates) if (!read.has(c.content)) read.set(c.content, await readSlot(ctx, c.content));
      return planDedup(note, pairs, candidates, (content) => (read.has(content) ? read.get(content)! : slotOfCached(content)));
    },
    isNoop: (plan) => !plan.noteExit && plan.retire.length === 0,
    advance: async (db, now) =>
      (await advanceNote(db, note, 'dedup', NEXT, now))
        ? { kind: 'advanced', next: NEXT }
        : { kind: 'stale', reason: 'lost_race' },
    async apply(tx, plan, now) {
      const exit = plan.noteExit;
      if (exit) {
        const status: NoteStatus = exit.kind === 'supersede' ? 'superseded' : 'archived';
        const link = exit.kind === 'supersede' ? { supersededById: exit.winnerId } : { consolidatedIntoId: exit.winnerId };
        const ok = await advanceNote(tx, note, 'dedup', 'done', now, { status, ...link, updatedAt: now });
        if (!ok) return { kind: 'stale', reason: 'lost_race' };
        await appendEvents(tx, await retire(tx, note.tenantId, exit, now, judgeId, note));
        return { kind: 'exited', status, reason: exit.reason, detail: { winner: exit.winnerId } };
      }
      const ok = await advanceNote(tx, note, 'dedup', NEXT, now);
      if (!ok) return { kind: 'stale', reason: 'lost_race' };
      const events: NewEvent[] = [];
      for (const a of plan.retire) events.push(...(await retire(tx, note.tenantId, a, now, judgeId)));
      await appendEvents(tx, events);
      return { kind: 'advanced', next: NEXT, detail: { retired: plan.retire.map((a) => a.loserId) } };
    },
  });
}
