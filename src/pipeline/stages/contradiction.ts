import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ProtectionTier } from '../../contract/enums.js';
import type { Tx } from '../../db/database.js';
import { appendEvents, type NewEvent } from '../../db/events.js';
import { notes } from '../../db/schema.js';
import { namedSubjectsDiffer } from '../../language/facts.js';
import { ruleOf, type JudgedPair } from '../judgePairs.js';
import { advanceNote, loadForStage, type PipelineNote } from '../noteAccess.js';
import { reconcile } from '../reconcile.js';
import { timed } from '../timing.js';
import type { PipelineContext, StageJob, StageResult } from '../types.js';
import { successorOf } from '../order.js';
import { readSlot } from '../slotReader.js';
import type { Neighbour } from '../noteAccess.js';
import { givesUp, sameSlot, sameValue, type Slot } from '../../language/slots.js';
import { slotKeyOf, slotOfCached, slotValue } from '../../language/slotKey.js';
import { sameSubject } from '../../language/subject.js';

const NEXT = successorOf('contradiction');

/** docs/design.md#numbers: when both notes score at least this, a contradiction is flagged, not resolved. */
export const BOTH_IMPORTANT = 7;
/** docs/design.md#numbers: top-5 neighbours above the floor (plus every holder of the deletion key). */
const CANDIDATES = 5;

/** Resolution of one judged contradiction. */
export type ContradictionAction =
  | {
      kind: 'revoke';
      /** The older note: revoked, linked to the winner. */
      loserId: string;
      winnerId: string;
      similarity: number | null;
      judgeRule: string;
      /** Prose grounds (cue words / values compared, the attribute); erasure strips it. */
      explanation: string;
      /** The taxonomy attribute of a slot update (a code, kept by erasure; the values are in the explanation). */
      slotAttribute?: string;
      /** The slot's key (`<subject>|<attribute>`, as stored on the note); it may name a person, so erasure strips it. */
      slotKey?: string;
    }
  | {
      kind: 'flag';
      olderId: string;
      newerId: string;
      /** The newer note goes to human review (null when it is immutable: it only gets flagged). */
      reviewId: string | null;
      /** Why the pair is guarded: `older_immutable`, `older_protected` or `both_important`. */
      guard: string;
      similarity: number | null;
      judgeRule: string;
      explanation: string;
      slotAttribute?: string;
      slotKey?: string;
    };

export interface ContradictionPlan {
  /** What happens to the stage's own note, if it loses or goes to review (then it leaves the pipeline). */
  noteExit: ContradictionAction | null;
  /** Actions on other notes. */
  others: ContradictionAction[];
}

interface Side {
  id: string;
  protectionTier: ProtectionTier;
  importance: number | null;
  importanceMark: number | null;
}

/** The score a contradiction guard compares: the base score, else the operator's mark. */
function scoreOf(n: Side): number | null {
  return n.importance ?? n.importanceMark;
}

function guardOf(newer: Side, older: Side): string | null {
  if (older.protectionTier === 'immutable') return 'older_immutable';
  if (older.protectionTier === 'protected') return 'older_protected';
  const a = scoreOf(newer);
  const b = scoreOf(older);
  if (a !== null && b !== null && a >= BOTH_IMPORTANT && b >= BOTH_IMPORTANT) return 'both_important';
  return null;
}

/** The rule a slot update is recorded under. */
export const SLOT_RULE = 'slot_update';

interface Dated {
  id: string;
  occurredAt?: Date;
  createdAt: Date;
}

/** Which of two values of one slot is the newer: when it was stated, then when it was written, then id. */
function statedLater(a: Dated, b: Dated): boolean {
  const at = (n: Dated) => (n.occurredAt ?? n.createdAt).getTime();
  if (at(a) !== at(b)) return at(a) > at(b);
  const d = a.createdAt.getTime() - b.createdAt.getTime();
  return d !== 0 ? d > 0 : a.id > b.id;
}

/**
 * Both notes read as the same attribute and yet cannot replace each other: other
 * subjects (the user and their sister), or two values of a multi-valued attribute
 * (a cat and a dog) with no change or negation. The judge's word lists are not asked.
 */
function compatible(x: Slot | null, y: Slot | null): boolean {
  if (!x || !y || x.attribute !== y.attribute) return false;
  if (!sameSubject(x.subject, y.subject)) return true;
  return x.cardinality === 'multi' && !x.negated && !y.negated && !x.change?.oldValue && !y.change?.oldValue && !sameSlot(x, y);
}

/**
 * Pure contradiction decision (docs/design.md#pipeline stage 3): recency wins — the older note of a
 * contradicting pair is revoked and linked to the newer — unless the older is
 * immutable/protected or both score ≥ 7: then both are flagged, neither is revoked,
 * and the newer goes to review (`contradicts_protected`).
 *
 * Attribute slots first (language/slots.ts): a candidate that reads as the same subject
 * and attribute with another value ({@link sameSlot}) is an update whatever the judge
 * said and however dissimilar it is — the later stated (`occurredAt`, then `createdAt`)
 * wins, rule `slot_update`; every older value of the slot goes, not only the most similar.
 * Slot-only candidates (`attributeSlot`, neither similar nor holding the deletion key) are
 * decided by the slot alone; a pair the judge found contradicting through a shared
 * deletion key keeps the judge's rule. Otherwise, whatever the judge said, notes about differently
 * named subjects never contradict (unless they hold the same deletion key), nor do two
 * readings of one attribute that are compatible (other subjects, two values of a
 * multi-valued attribute); and the note revokes at most one older note per attribute the
 * verdicts name (the most similar; the rest stay — docs/design.md#precision).
 */
export function planContradictions(
  note: PipelineNote,
  pairs: JudgedPair[],
  candidates: readonly Neighbour[] = [],
  slotOf: (content: string) => Slot | null = slotOfCached,
): ContradictionPlan {
  const plan: ContradictionPlan = { noteExit: null, others: [] };
  const mine = slotOf(note.content);
  const slotted = new Set<string>();
  // Slot updates, from every candidate (judged or not), in candidate order.
  const all = new Map<string, Neighbour>();
  for (const c of candidates) all.set(c.id, c);
  for (const { candidate } of pairs) if (!all.has(candidate.id)) all.set(candidate.id, candidate);
  // A writer's own deletion key is the stronger evidence: a pair holding one is the judge's to name.
  const keyed = new Set(pairs.filter((p) => p.verdict.relation === 'contradiction' && note.deletionKey !== null && p.candidate.deletionKey === note.deletionKey).map((p) => p.candidate.id));
  for (const c of all.values()) {
    if (keyed.has(c.id)) continue;
    const theirs = slotOf(c.content);
    const noteIsNewer = statedLater(note, c);
    let explanation: string;
    let attribute: string;
    let key: string | null;
    if (mine && sameSlot(mine, theirs)) {
      const [was, now] = noteIsNewer ? [theirs!, mine] : [mine, theirs!];
      key = slotKeyOf(now);
      explanation = `slot ${key ?? now.attribute}: "${slotValue(was)}" replaced by "${slotValue(now)}"`;
      attribute = now.attribute;
    } else {
      // The newer note gives up the older one's value without stating one of its own slot ("sold the Honda, …").
      const was = noteIsNewer ? theirs : mine;
      if (!was || !givesUp(noteIsNewer ? note.content : c.content, was)) continue;
      key = slotKeyOf(was);
      explanation = `slot ${key ?? was.attribute}: "${slotValue(was)}" given up`;
      attribute = was.attribute;
    }
    slotted.add(c.id);
    const newer: Side = noteIsNewer ? note : c;
    const older: Side = noteIsNewer ? c : note;
    const action = resolve(newer, older, c.similarity, SLOT_RULE, explanation, { attribute: attribute.split(':')[0]!, key });
    if (leaves(note, action)) {
      plan.noteExit = action;
      return plan;
    }
    plan.others.push(action);
  }
  const revokedAttributes = new Set<string>();
  for (const { candidate: c, verdict, noteIsNewer } of pairs) {
    if (verdict.relation !== 'contradiction' || slotted.has(c.id)) continue;
    const sameKey = note.deletionKey !== null && note.deletionKey === c.deletionKey;
    if (!sameKey && namedSubjectsDiffer(note.content, c.content)) continue;
    if (!sameKey && compatible(mine, slotOf(c.content))) continue;
    // Both read as one value of one slot ("drives a Honda Civic" / "car is a Civic"): a restatement, the dedup stage's to fold.
    if (!sameKey && sameValue(mine, slotOf(c.content))) continue;
    const attribute = verdict.attribute ?? 'note';
    if (noteIsNewer && revokedAttributes.has(attribute)) continue;
    const newer: Side = noteIsNewer ? note : c;
    const older: Side = noteIsNewer ? c : note;
    const action = resolve(newer, older, c.similarity, ruleOf(verdict.reason), verdict.explanation ?? verdict.reason);
    if (noteIsNewer) revokedAttributes.add(attribute);
    if (leaves(note, action)) {
      // Stop here: the note is out; what it already decided against older notes is kept
      // (or dropped by the caller when it goes to review).
      plan.noteExit = action;
      break;
    }
    plan.others.push(action);
  }
  return plan;
}

function resolve(
  newer: Side,
  older: Side,
  similarity: number | null,
  judgeRule: string,
  explanation: string,
  of?: { attribute: string; key: string | null },
): ContradictionAction {
  const guard = guardOf(newer, older);
  const slot = of ? { slotAttribute: of.attribute, ...(of.key ? { slotKey: of.key } : {}) } : {};
  return guard
    ? {
        kind: 'flag',
        olderId: older.id,
        newerId: newer.id,
        reviewId: newer.protectionTier === 'immutable' ? null : newer.id,
        guard,
        similarity,
        judgeRule,
        explanation,
        ...slot,
      }
    : { kind: 'revoke', loserId: older.id, winnerId: newer.id, similarity, judgeRule, explanation, ...slot };
}

function leaves(note: PipelineNote, a: ContradictionAction): boolean {
  return a.kind === 'revoke' ? a.loserId === note.id : a.reviewId === note.id;
}

const INJECTABLE = ['provisional', 'active'] as const;

async function applyToOther(tx: Tx, tenantId: string, noteId: string, a: ContradictionAction, now: Date, judgeId: string): Promise<NewEvent[]> {
  const detailBase = { similarity: a.similarity, judge: judgeId, judgeRule: a.judgeRule, explanation: a.explanation, ...slotDetail(a) };
  const where = (id: string) => and(eq(notes.tenantId, tenantId), eq(notes.id, id), inArray(notes.status, [...INJECTABLE]));
  if (a.kind === 'revoke') {
    const r = await tx
      .update(notes)
      .set({ status: 'revoked', supersededById: a.winnerId, pipelineStage: 'done', updatedAt: now })
      // Never revoke a note promoted to protected after it was judged (promotion does not take the scope lock).
      .where(and(where(a.loserId), notInArray(notes.protectionTier, ['immutable', 'protected'])))
      .returning({ id: notes.id });
    if (!r.length) return [];
    return [
      {
        tenantId,
        noteId: a.loserId,
        type: 'revoked',
        actor: 'pipeline:contradiction',
        reason: 'contradicted_by_newer',
        detail: { ...detailBase, winner: a.winnerId, supersededById: a.winnerId },
        at: now,
      },
    ];
  }
  const events: NewEvent[] = [];
  // Flag the other side (the stage's own note is flagged by the caller).
  const other = a.olderId === noteId ? a.newerId : a.olderId;
  const r = await tx.update(notes).set({ flaggedAt: now }).where(where(other)).returning({ id: notes.id });
  if (!r.length) return [];
  for (const id of [a.olderId, a.newerId]) {
    events.push({
      tenantId,
      noteId: id,
      type: 'flagged',
      actor: 'pipeline:contradiction',
      reason: 'contradicts_protected',
      detail: { ...detailBase, guard: a.guard, other: id === a.olderId ? a.newerId : a.olderId },
      at: now,
    });
  }
  if (a.reviewId && a.reviewId !== noteId) {
    await tx
      .update(notes)
      .set({
        status: 'pending_review',
        reviewReason: 'contradicts_protected',
        pipelineStage: 'done',
        // A new version, so that approval re-enters the pipeline with fresh job ids.
        version: sql`${notes.version} + 1`,
        updatedAt: now,
      })
      .where(where(a.reviewId));
    events.push(reviewEvent(tenantId, a, now, judgeId));
  }
  return events;
}

function slotDetail(a: ContradictionAction): { slotAttribute?: string; slotKey?: string } {
  return { ...(a.slotAttribute ? { slotAttribute: a.slotAttribute } : {}), ...(a.slotKey ? { slotKey: a.slotKey } : {}) };
}

function reviewEvent(tenantId: string, a: Extract<ContradictionAction, { kind: 'flag' }>, now: Date, judgeId: string): NewEvent {
  return {
    tenantId,
    noteId: a.reviewId!,
    type: 'queued_for_review',
    actor: 'pipeline:contradiction',
    reason: 'contradicts_protected',
    detail: { contradicts: a.olderId, guard: a.guard, similarity: a.similarity, judge: judgeId, judgeRule: a.judgeRule, explanation: a.explanation, ...slotDetail(a) },
    at: now,
  };
}

/**
 * Stage 3 — contradiction: candidates are the top-5 injectable notes of the scope at or
 * above MEMWRIGHT_CONTRADICTION_FLOOR, every injectable note holding the same deletion
 * key, and every injectable note whose content reads as the same subject and
 * single-valued attribute (noteAccess.ts); the judge decides on the first two kinds,
 * slots on all; {@link planContradictions} resolves.
 */
export async function contradictionStage(ctx: PipelineContext, job: StageJob): Promise<StageResult> {
  const loaded = await timed(ctx, 'contradiction', 'sql', () => loadForStage(ctx.db, 'contradiction', job.data));
  if ('result' in loaded) return loaded.result;
  const { note } = loaded;
  const judgeId = (await ctx.judge()).id;
  // A note the patterns do not read may state its slot in other words (the prototypes);
  // its key is stored, so that later notes of the slot find it by index.
  const mine = await timed(ctx, 'contradiction', 'embed', () => readSlot(ctx, note.content));
  const learned = note.slotKey === null && !slotOfCached(note.content) ? slotKeyOf(mine) : null;
  const keySet = learned ? { slotKey: learned } : {};
  return reconcile(ctx, job, note, {
    stage: 'contradiction',
    query: { minSimilarity: ctx.thresholds.contradictionFloor, limit: CANDIDATES, includeSlot: true, includeAttributeSlot: true, slot: mine },
    // A slot-only candidate is decided by its slot: asking the judge about a dissimilar note costs a call and adds nothing.
    judges: (c) => c.similar || c.slot,
    decide: async (pairs, candidates) => {
      const read = new Map<string, Slot | null>([[note.content, mine]]);
      for (const c of candidates) if (!read.has(c.content)) read.set(c.content, await readSlot(ctx, c.content));
      return planContradictions(note, pairs, candidates, (content) => (read.has(content) ? read.get(content)! : slotOfCached(content)));
    },
    isNoop: (plan) => !plan.noteExit && plan.others.length === 0,
    advance: async (db, now) =>
      (await advanceNote(db, note, 'contradiction', NEXT, now, keySet)) ? { kind: 'advanced', next: NEXT } : { kind: 'stale', reason: 'lost_race' },
    async apply(tx, plan, now) {
      const events: NewEvent[] = [];
      const exit = plan.noteExit;
      if (exit?.kind === 'revoke') {
        const ok = await advanceNote(tx, note, 'contradiction', 'done', now, {
          ...keySet,
          status: 'revoked',
          supersededById: exit.winnerId,
          updatedAt: now,
        });
        if (!ok) return { kind: 'stale', reason: 'lost_race' };
        events.push({
          tenantId: note.tenantId,
          noteId: note.id,
          type: 'revoked',
          actor: 'pipeline:contradiction',
          reason: 'contradicted_by_newer',
          detail: {
            similarity: exit.similarity,
            judge: judgeId,
            judgeRule: exit.judgeRule,
            explanation: exit.explanation,
            ...slotDetail(exit),
            winner: exit.winnerId,
            supersededById: exit.winnerId,
          },
          at: now,
        });
      } else if (exit?.kind === 'flag') {
        const ok = await advanceNote(tx, note, 'contradiction', 'done', now, {
          ...keySet,
          status: 'pending_review',
          reviewReason: 'contradicts_protected',
          flaggedAt: now,
          version: sql`${notes.version} + 1`,
          updatedAt: now,
        });
        if (!ok) return { kind: 'stale', reason: 'lost_race' };
        // Flags the older note and records both 'flagged' events.
        events.push(...(await applyToOther(tx, note.tenantId, note.id, { ...exit, reviewId: null }, now, judgeId)));
        events.push(reviewEvent(note.tenantId, exit, now, judgeId));
      } else {
        const flagged = plan.others.some((a) => a.kind === 'flag');
        const ok = await advanceNote(tx, note, 'contradiction', NEXT, now, flagged ? { flaggedAt: now, ...keySet } : keySet);
        if (!ok) return { kind: 'stale', reason: 'lost_race' };
      }
      // Earlier verdicts against other notes stand when the note stays, or when it lost to an
      // even newer note (what it beat is older still). Not when it waits in review: a note
      // that may be rejected must not have revoked anything.
      if (exit?.kind !== 'flag') for (const a of plan.others) events.push(...(await applyToOther(tx, note.tenantId, note.id, a, now, judgeId)));
      await appendEvents(tx, events);
      if (exit?.kind === 'revoke') return { kind: 'exited', status: 'revoked', reason: 'contradicted_by_newer', detail: { winner: exit.winnerId } };
      if (exit?.kind === 'flag') return { kind: 'exited', status: 'pending_review', reason: 'contradicts_protected', detail: { contradicts: exit.olderId } };
      return { kind: 'advanced', next: NEXT, detail: { actions: plan.others.length } };
    },
  });
}
