/**
 * Write step "apply": carry out admission's decision in the open transaction — the note
 * row(s), the audit events and the idempotency record, sent as one statement.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { WriteConfig } from '../config/config.js';
import { DEFAULT_CATEGORY } from '../contract/enums.js';
import type { MemoryWrite } from '../contract/write.js';
import { actorOf, type Principal } from '../auth/principal.js';
import type { Tx } from '../db/database.js';
import { eventRow, type NewEvent } from '../db/events.js';
import { NOTE_COLUMNS, rowToDto, type NoteRowNoEmbedding } from '../db/notes.js';
import { idempotencyKeys, noteEvents, notes } from '../db/schema.js';
import { combine, holes, type StatementRunner } from '../db/statements.js';
import { MemwrightError } from '../errors.js';
import { FIRST_STAGE } from '../pipeline/order.js';
import { slotKeyOf, slotOfCached, storedSlotKey } from '../language/slotKey.js';
import { effectiveConflictPolicy, type Decision } from '../policy/admission.js';
import type { ScopeDecision } from '../policy/scope.js';
import { statusOf, type WriteResponse } from './outcomes.js';

/** The write being applied and what was derived from it before admission. */
export interface Applying {
  principal: Principal;
  w: MemoryWrite;
  scope: ScopeDecision;
  scopeKey: string;
  contentHash: string;
  /** sha256 of the body when it carries an idempotencyKey. */
  requestHash: string | null;
  now: Date;
  config: WriteConfig;
  /** A candidate of the background lane: who it is recorded as, its evidence (event ids), history detail. */
  lane?: WriteLane;
}

/** How an extracted candidate is recorded (docs/design.md#background-lane). */
export interface WriteLane {
  authorType: 'extractor';
  /** Replaces the contract's evidence: the event ids and run it rests on. */
  evidence: Record<string, string>;
  /** Added to the detail of the note's history event ("extracted from events … of run …"). */
  detail: Record<string, unknown>;
}

export interface Planned {
  response: WriteResponse;
  /** Note version to put on the pipeline once committed. */
  enqueue?: { noteId: string; version: number };
}

/** What a decision changes: the response, statements to send, the audit events, and the new note of the hot case. */
interface Effects {
  plan: Planned;
  writes: SQLWrapper[];
  events: NewEvent[];
  /** A new note that supersedes nothing: the hot case, sent as one cached statement. */
  hotRow: NoteRowNoEmbedding | null;
}

export async function applyDecision(statements: StatementRunner, tx: Tx, a: Applying, decision: Decision): Promise<Planned> {
  const fx = await effectsOf(tx, a, decision);
  await commit(statements, tx, a, fx);
  return fx.plan;
}

/** What every decision's effects are written with. */
interface EffectInput<D extends Decision> {
  tx: Tx;
  a: Applying;
  decision: D;
  tenantId: string;
  actor: string;
  evidence: Record<string, string>;
  laneDetail: Record<string, unknown>;
}

type EffectHandlers = { [K in Decision['kind']]: (x: EffectInput<Extract<Decision, { kind: K }>>) => Effects | Promise<Effects> };

const none = { writes: [], events: [], hotRow: null };

/** One handler per decision kind: a kind without one is a type error. */
const EFFECTS: EffectHandlers = {
  invalid: ({ decision }) => {
    throw MemwrightError.validation(decision.issues);
  },
  reject: ({ decision }) => ({ ...none, plan: { response: { httpStatus: decision.httpStatus, result: { outcome: 'rejected', reason: decision.reason } } } }),
  cap: () => ({ ...none, plan: { response: { httpStatus: 429, result: { outcome: 'skipped_cap', reason: 'max_writes_per_run' } } } }),
  skip_duplicate: async ({ tx, decision }) => {
    const [r] = await tx.select(NOTE_COLUMNS).from(notes).where(eq(notes.id, decision.noteId));
    return { ...none, plan: { response: { httpStatus: 200, result: { outcome: 'skipped_duplicate', note: r ? rowToDto(r) : undefined } } } };
  },
  dedupe: async ({ tx, a, decision, tenantId, actor, evidence, laneDetail }) => {
    const [r] = await tx
      .update(notes)
      .set({ accessCount: sql`${notes.accessCount} + 1`, lastAccessedAt: a.now })
      .where(eq(notes.id, decision.noteId))
      .returning(NOTE_COLUMNS);
    return {
      ...none,
      events: [{ tenantId, noteId: decision.noteId, type: 'deduped', actor, reason: 'exact_restatement', evidence, ...(a.lane ? { detail: laneDetail } : {}), at: a.now }],
      plan: { response: { httpStatus: 200, result: { outcome: 'deduped', note: r ? rowToDto(r) : undefined } } },
    };
  },
  supersede_own: async ({ tx, a, decision, tenantId, actor, evidence, laneDetail }) => {
    const { w, now } = a;
    const [r] = await tx
      .update(notes)
      .set({
        // Last write wins: the rewrite's statement and how it was asserted replace the old ones
        // (the slot identity — deletionKey, conflictPolicy, scope — stays).
        content: w.content,
        contentHash: a.contentHash,
        // The slot follows the new content; the deletion key it falls back to is the row's own.
        slotKey: slotKeyOf(slotOfCached(w.content)) ?? sql`case when ${notes.deletionKey} is not null then 'key:' || ${notes.deletionKey} end`,
        memoryType: w.memoryType,
        category: w.category ?? DEFAULT_CATEGORY[w.memoryType],
        source: w.source,
        confidence: w.confidence,
        visibility: w.visibility ?? 'immediate',
        evidence,
        authorType: authorTypeOf(a),
        status: decision.status,
        ...(decision.reviewReason ? { reviewReason: decision.reviewReason } : {}),
        embedding: null,
        embeddingModel: null,
        pipelineStage: FIRST_STAGE,
        pipelineUpdatedAt: now,
        pipelineError: null,
        version: sql`${notes.version} + 1`,
        updatedAt: now,
      })
      .where(eq(notes.id, decision.noteId))
      .returning(NOTE_COLUMNS);
    return {
      ...none,
      events: [{ tenantId, noteId: decision.noteId, type: 'superseded_own', actor, reason: 'in_run_rewrite', evidence, ...(a.lane ? { detail: laneDetail } : {}), at: now }],
      plan: {
        response: { httpStatus: 200, result: { outcome: 'superseded_own', note: rowToDto(r!) } },
        enqueue: r!.status === 'provisional' ? { noteId: r!.id, version: r!.version } : undefined,
      },
    };
  },
  insert: ({ tx, a, decision, tenantId, actor, evidence, laneDetail }) => {
    const { scope, w, now } = a;
    if (!scope.ok) throw new Error('unreachable: insert without scope');
    const row = newNoteRow(a, scope, decision);
    const id = row.id;
    const writes: SQLWrapper[] = [];
    if (decision.supersedeIds.length) {
      writes.push(
        tx.insert(notes).values(row),
        tx
          .update(notes)
          .set({ status: 'superseded', supersededById: id, pipelineStage: 'done', updatedAt: now, version: sql`${notes.version} + 1` })
          .where(and(eq(notes.tenantId, tenantId), inArray(notes.id, decision.supersedeIds))),
      );
    }
    const events: NewEvent[] = [
      {
        tenantId,
        noteId: id,
        type: decision.status === 'pending_review' ? 'queued_for_review' : 'written',
        actor,
        reason: decision.reviewReason ?? decision.outcome,
        evidence,
        detail: { status: decision.status, scope: scope.level, supersedes: decision.supersedeIds, ...laneDetail },
        at: now,
      },
      ...decision.supersedeIds.map(
        (old): NewEvent => ({ tenantId, noteId: old, type: 'superseded', actor, reason: 'slot_superseded', evidence, detail: { supersededById: id, deletionKey: w.deletionKey }, at: now }),
      ),
    ];
    return {
      writes,
      events,
      hotRow: decision.supersedeIds.length === 0 ? row : null,
      plan: {
        response: {
          httpStatus: statusOf(decision.outcome),
          result: { outcome: decision.outcome, ...(decision.reviewReason ? { reason: decision.reviewReason } : {}), note: rowToDto(row) },
        },
        enqueue: decision.status === 'provisional' ? { noteId: id, version: 1 } : undefined,
      },
    };
  },
};

function effectsOf(tx: Tx, a: Applying, decision: Decision): Promise<Effects> {
  const input = {
    tx,
    a,
    decision,
    tenantId: a.principal.tenantId,
    actor: actorOf(a.principal),
    evidence: a.lane?.evidence ?? a.w.evidence ?? {},
    laneDetail: a.lane?.detail ?? {},
  };
  // The table's key and the decision's kind agree, which TypeScript cannot see through the index.
  const handler = EFFECTS[decision.kind] as (x: EffectInput<Decision>) => Effects | Promise<Effects>;
  return Promise.resolve().then(() => handler(input));
}

const authorTypeOf = (a: Applying) => a.lane?.authorType ?? (a.principal.role === 'agent' ? 'agent' : 'operator');

/** The full row of a new note, built here so the response needs no RETURNING and no re-read. */
function newNoteRow(a: Applying, scope: Extract<ScopeDecision, { ok: true }>, decision: Extract<Decision, { kind: 'insert' }>): NoteRowNoEmbedding {
  const { principal, w, now } = a;
  const ttl = w.ttlSeconds ?? (principal.role === 'agent' ? a.config.provisionalTtlSeconds : null);
  return {
    id: randomUUID(),
    tenantId: principal.tenantId,
    ...scope.scope,
    scopeLevel: scope.level,
    scopeKey: a.scopeKey,
    content: w.content,
    contentHash: a.contentHash,
    memoryType: w.memoryType,
    category: w.category ?? DEFAULT_CATEGORY[w.memoryType],
    status: decision.status,
    authorType: authorTypeOf(a),
    authorId: principal.keyId,
    source: w.source,
    confidence: w.confidence,
    evidence: a.lane?.evidence ?? w.evidence ?? {},
    runId: w.run?.runId ?? null,
    runAgentId: w.run?.agentId ?? null,
    runUserId: w.run?.userId ?? null,
    runThreadId: w.run?.threadId ?? null,
    conversationId: w.run?.conversationId ?? null,
    visibility: w.visibility ?? 'immediate',
    conflictPolicy: effectiveConflictPolicy(w),
    deletionKey: w.deletionKey ?? null,
    slotKey: storedSlotKey(w.content, w.deletionKey),
    protectionTier: w.protectionTier ?? 'standard',
    importance: null,
    importanceMark: w.importance ?? null,
    accessCount: 0,
    lastAccessedAt: null,
    expiresAt: ttl ? new Date(now.getTime() + ttl * 1000) : null,
    ttlExplicit: w.ttlSeconds != null,
    hardenedAt: null,
    embeddingModel: null,
    derivedFromIds: [],
    consolidatedIntoId: null,
    consolidationGeneration: 0,
    supersededById: null,
    reviewReason: decision.reviewReason,
    flaggedAt: null,
    pipelineStage: FIRST_STAGE,
    pipelineUpdatedAt: now,
    pipelineError: null,
    version: 1,
    occurredAt: w.occurredAt ? new Date(w.occurredAt) : now,
    createdAt: now,
    updatedAt: now,
  };
}

/** Send the effects: the hot case as one cached statement, anything else as one statement built fresh. */
async function commit(statements: StatementRunner, tx: Tx, a: Applying, fx: Effects): Promise<void> {
  const { plan, events, hotRow } = fx;
  const idemRow: typeof idempotencyKeys.$inferInsert | null = a.w.idempotencyKey
    ? {
        tenantId: a.principal.tenantId,
        keyId: a.principal.keyId,
        key: a.w.idempotencyKey,
        requestHash: a.requestHash!,
        statusCode: plan.response.httpStatus,
        response: plan.response.result as unknown as Record<string, unknown>,
        noteId: plan.response.result.note?.id ?? null,
        createdAt: a.now,
      }
    : null;
  if (hotRow && events.length === 1) {
    // The hot case: note + its event (+ idempotency row); only its values vary.
    const values: Record<string, unknown> = {};
    const n = holes('n', hotRow, values);
    const e = holes('e', eventRow(events[0]!), values);
    const i = idemRow ? holes('i', idemRow, values) : null;
    await statements.run(tx, `insert|${n.shape}|${e.shape}|${i?.shape ?? '-'}`, values, (v) =>
      combine([
        tx.insert(notes).values(n.row(v)),
        tx.insert(noteEvents).values(e.row(v)),
        ...(i ? [tx.insert(idempotencyKeys).values(i.row(v))] : []),
      ]),
    );
    return;
  }
  const writes = [...fx.writes];
  if (hotRow) writes.unshift(tx.insert(notes).values(hotRow));
  if (events.length) writes.push(tx.insert(noteEvents).values(events.map(eventRow)));
  if (idemRow) writes.push(tx.insert(idempotencyKeys).values(idemRow));
  if (writes.length) await statements.once(tx, combine(writes));
}

