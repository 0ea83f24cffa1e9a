/**
 * The admission policy (docs/design.md#admission): the framework decides, never the model.
 *
 * Every step is a pure function of the write, the caller and a few facts the
 * handler loaded from the database. {@link admit} applies them in the documented order
 * and returns one {@link Decision}; the handler only carries it out.
 */
import type { AuthorType, ConflictPolicy, NoteStatus, ProtectionTier, Role } from '../contract/enums.js';
import type { Scope } from '../contract/scope.js';
import { scopeKey } from '../contract/scope.js';
import type { MemoryWrite } from '../contract/write.js';
import { namedSubjectsDiffer, restates } from '../language/facts.js';
import { isInstructionLike } from './instructionLike.js';
import { contentHash, textSimilarity } from './normalize.js';
import { clampAgentScope, resolveOperatorScope, type ScopeDecision } from './scope.js';

export type RejectReason = 'memory_write_disabled' | 'missing_provenance' | 'scope_not_allowed' | 'slot_taken';
export type ReviewReason =
  | 'procedural_requires_review'
  | 'instruction_like'
  | 'inferred_fact'
  | 'after_review'
  | 'slot_requires_review'
  | 'slot_protected';

/** A note the facts mention (only what the policy needs). */
export interface KnownNote {
  id: string;
  scopeKey: string;
  contentHash: string;
  content: string;
  deletionKey: string | null;
  status: NoteStatus;
  protectionTier: ProtectionTier;
  /** Who wrote it (loaded for this run's notes only). */
  authorType?: AuthorType;
}

export interface AdmissionFacts {
  agentConfig: { allowMemoryWrite: boolean; maxWritesPerRun: number };
  tenantPolicy: { allowInferredAtThreadScope: boolean };
  /** Live notes (provisional / active / pending_review) this run wrote, any scope. */
  runNotes: KnownNote[];
  /** How many new notes this run created, whatever became of them. */
  runCreatedCount: number;
  /** Injectable notes of the target scope holding the write's `deletionKey` (not from this run). */
  slotHolders: KnownNote[];
  /** An injectable note of the target scope with the same normalised text, if any. */
  restatementOf: KnownNote | null;
}

export interface Caller {
  role: Role;
  /**
   * `extractor`: a candidate of the background lane (docs/design.md#background-lane),
   * admitted as its run's agent. Its cap is maxExtractedPerRun, and a near-duplicate of a
   * hot-path note of the run is that note's twin: skipped, never a rewrite of it.
   */
  lane?: 'extractor';
}

export interface PolicyOptions {
  /** Lexical similarity at which an in-run write counts as a rewrite (step 7). @defaultValue 0.85 */
  nearDuplicate: number;
}

export type Decision =
  | { kind: 'reject'; reason: RejectReason; httpStatus: 409 | 422; detail: string }
  | { kind: 'invalid'; issues: { field: string; message: string }[] }
  | { kind: 'skip_duplicate'; noteId: string }
  | { kind: 'supersede_own'; noteId: string; status: 'provisional' | 'pending_review'; reviewReason: ReviewReason | null }
  | { kind: 'dedupe'; noteId: string }
  | { kind: 'cap'; limit: number }
  | {
      kind: 'insert';
      outcome: 'written' | 'superseded' | 'queued_for_review';
      status: 'provisional' | 'pending_review';
      reviewReason: ReviewReason | null;
      /** Notes of the same slot to mark `superseded` by the new one. */
      supersedeIds: string[];
    };

// ── step 1 ────────────────────────────────────────────────────────────────────
export function capabilityGate(caller: Caller, facts: Pick<AdmissionFacts, 'agentConfig'>): RejectReason | null {
  if (caller.role === 'agent' && !facts.agentConfig.allowMemoryWrite) return 'memory_write_disabled';
  return null;
}

// ── step 2 ────────────────────────────────────────────────────────────────────
export function provenanceCheck(w: Pick<MemoryWrite, 'evidence'>): RejectReason | null {
  const e = w.evidence;
  const has = !!e && Object.values(e).some((v) => typeof v === 'string' && v.length > 0);
  return has ? null : 'missing_provenance';
}

// ── step 3 ────────────────────────────────────────────────────────────────────
export function proceduralGuard(w: Pick<MemoryWrite, 'memoryType' | 'category'>, caller: Caller): ReviewReason | null {
  if (caller.role !== 'agent') return null;
  const cat = w.category;
  if (w.memoryType === 'procedural' || cat === 'instruction' || cat === 'constraint') return 'procedural_requires_review';
  return null;
}

/**
 * Step 3, by content: text addressed to the assistant (see instructionLike.ts) waits
 * for a person whatever its labels say. Operators' own writes are the trust anchor and
 * may hold instructions ("Answer in British English.") without review.
 */
export function instructionGuard(w: Pick<MemoryWrite, 'content'>, caller: Caller): ReviewReason | null {
  if (caller.role !== 'agent') return null;
  return isInstructionLike(w.content) ? 'instruction_like' : null;
}

// ── step 4 ────────────────────────────────────────────────────────────────────
export function inferredGuard(
  w: Pick<MemoryWrite, 'confidence' | 'visibility'>,
  level: string | null,
  facts: Pick<AdmissionFacts, 'tenantPolicy'>,
): ReviewReason | null {
  if (w.confidence === 'inferred' && !(facts.tenantPolicy.allowInferredAtThreadScope && level === 'thread')) {
    return 'inferred_fact';
  }
  if (w.visibility === 'after_review') return 'after_review';
  return null;
}

// ── step 5 ────────────────────────────────────────────────────────────────────
export function scopeClamp(w: Pick<MemoryWrite, 'run' | 'scope'>, caller: Caller): ScopeDecision {
  return caller.role === 'agent' ? clampAgentScope(w) : resolveOperatorScope(w);
}

// ── step 6 ────────────────────────────────────────────────────────────────────
export function withinRunDuplicate(hash: string, key: string, facts: Pick<AdmissionFacts, 'runNotes'>): KnownNote | null {
  return facts.runNotes.find((n) => n.scopeKey === key && n.contentHash === hash) ?? null;
}

// ── step 7 ────────────────────────────────────────────────────────────────────
export function supersedeOwnTarget(
  w: Pick<MemoryWrite, 'content' | 'deletionKey'>,
  key: string,
  facts: Pick<AdmissionFacts, 'runNotes'>,
  opts: PolicyOptions,
): KnownNote | null {
  const same = facts.runNotes.filter((n) => n.scopeKey === key);
  if (w.deletionKey) {
    const bySlot = same.find((n) => n.deletionKey === w.deletionKey);
    if (bySlot) return bySlot;
  }
  let best: KnownNote | null = null;
  let bestSim = opts.nearDuplicate;
  for (const n of same) {
    // A note in another slot is a different memory, however alike the words.
    if (n.deletionKey && w.deletionKey && n.deletionKey !== w.deletionKey) continue;
    const sim = textSimilarity(n.content, w.content);
    // Near-identical letters are not the same memory: the rewrite replaces the old text only when
    // it keeps every fact of it and speaks of the same subject ("Evan plans … with Sam" is not
    // "Sam plans … with Evan"); otherwise both are written (docs/design.md#precision).
    if (sim >= bestSim && !namedSubjectsDiffer(n.content, w.content) && restates(n.content, w.content)) {
      best = n;
      bestSim = sim;
    }
  }
  return best;
}

// ── step 8 ────────────────────────────────────────────────────────────────────
export type SlotDecision =
  | { kind: 'none' }
  | { kind: 'supersede'; ids: string[] }
  | { kind: 'reject' }
  | { kind: 'review'; reason: ReviewReason };

export function effectiveConflictPolicy(w: Pick<MemoryWrite, 'conflictPolicy' | 'deletionKey'>): ConflictPolicy {
  return w.conflictPolicy ?? (w.deletionKey ? 'supersede' : 'append');
}

export function slotConflict(
  w: Pick<MemoryWrite, 'conflictPolicy' | 'deletionKey'>,
  facts: Pick<AdmissionFacts, 'slotHolders'>,
): SlotDecision {
  if (!w.deletionKey || facts.slotHolders.length === 0) return { kind: 'none' };
  switch (effectiveConflictPolicy(w)) {
    case 'append':
      return { kind: 'none' };
    case 'reject':
      return { kind: 'reject' };
    case 'require_review':
      return { kind: 'review', reason: 'slot_requires_review' };
    case 'supersede':
      // Immutable / protected notes are never replaced silently: a human decides.
      if (facts.slotHolders.some((n) => n.protectionTier === 'immutable' || n.protectionTier === 'protected')) {
        return { kind: 'review', reason: 'slot_protected' };
      }
      return { kind: 'supersede', ids: facts.slotHolders.map((n) => n.id) };
  }
}

// ── step 9 ────────────────────────────────────────────────────────────────────
export function exactRestatement(facts: Pick<AdmissionFacts, 'restatementOf'>): KnownNote | null {
  return facts.restatementOf;
}

// ── step 10 ───────────────────────────────────────────────────────────────────
export function perRunCap(w: Pick<MemoryWrite, 'run'>, facts: Pick<AdmissionFacts, 'runCreatedCount' | 'agentConfig'>): boolean {
  return !!w.run && facts.runCreatedCount >= facts.agentConfig.maxWritesPerRun;
}

/** Resolve the scope (step 5) ahead of loading the facts that depend on it. */
export function resolveScope(w: MemoryWrite, caller: Caller): ScopeDecision {
  return scopeClamp(w, caller);
}

/** Apply steps 1–11 in order. `scope` must come from {@link resolveScope} on the same write. */
export function admit(
  w: MemoryWrite,
  caller: Caller,
  scope: ScopeDecision,
  facts: AdmissionFacts,
  opts: PolicyOptions,
): Decision {
  const gate = capabilityGate(caller, facts); // 1
  if (gate) return { kind: 'reject', reason: gate, httpStatus: 422, detail: 'memory writes are disabled for this agent' };
  const prov = provenanceCheck(w); // 2
  if (prov) return { kind: 'reject', reason: prov, httpStatus: 422, detail: 'evidence needs at least one of messageId, toolCallId, documentUri, traceId' };
  let review: ReviewReason | null = proceduralGuard(w, caller) ?? instructionGuard(w, caller); // 3
  if (!scope.ok && scope.kind === 'invalid') return { kind: 'invalid', issues: scope.issues };
  review ??= inferredGuard(w, scope.ok ? scope.level : null, facts); // 4
  if (!scope.ok) return { kind: 'reject', reason: scope.reason, httpStatus: 422, detail: scope.detail }; // 5
  const key = scopeKey(scope.scope);
  const hash = contentHash(w.content);
  if (w.run) {
    const dup = withinRunDuplicate(hash, key, facts); // 6
    if (dup) return { kind: 'skip_duplicate', noteId: dup.id };
    const own = supersedeOwnTarget(w, key, facts, opts); // 7
    // The agent wrote this itself during the run: the hot path's words stand.
    if (own && caller.lane === 'extractor' && own.authorType !== 'extractor') return { kind: 'skip_duplicate', noteId: own.id };
    if (own) {
      // The rewrite re-enters the pipeline; a note already waiting in review keeps waiting.
      const status = review || own.status === 'pending_review' ? 'pending_review' : 'provisional';
      return { kind: 'supersede_own', noteId: own.id, status, reviewReason: review };
    }
  }
  const slot = slotConflict(w, facts); // 8
  if (slot.kind === 'reject') {
    return { kind: 'reject', reason: 'slot_taken', httpStatus: 409, detail: `deletionKey ${w.deletionKey} is held by another note` };
  }
  if (slot.kind === 'review') review ??= slot.reason;
  const same = exactRestatement(facts); // 9
  if (same) return { kind: 'dedupe', noteId: same.id };
  if (perRunCap(w, facts)) return { kind: 'cap', limit: facts.agentConfig.maxWritesPerRun }; // 10
  // 11: write. A note routed to review replaces nothing until a human approves it.
  if (review) return { kind: 'insert', outcome: 'queued_for_review', status: 'pending_review', reviewReason: review, supersedeIds: [] };
  if (slot.kind === 'supersede') {
    return { kind: 'insert', outcome: 'superseded', status: 'provisional', reviewReason: null, supersedeIds: slot.ids };
  }
  return { kind: 'insert', outcome: 'written', status: 'provisional', reviewReason: null, supersedeIds: [] };
}
