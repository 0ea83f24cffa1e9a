/**
 * The write hot path (SPEC §4): validate → admit → one transaction (note row + audit
 * event) → enqueue the first hardening stage. It never waits on a model or a remote
 * API; if Redis is down the write still succeeds and is left for the sweep.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DEFAULT_CATEGORY, type Outcome } from '../contract/enums.js';
import type { WriteResult } from '../contract/note.js';
import { scopeKey } from '../contract/scope.js';
import { memoryWriteSchema, type MemoryWrite } from '../contract/write.js';
import { actorOf, requireAgentAllowed, type Principal } from '../auth/principal.js';
import { rows, type Db, type Tx } from '../db/database.js';
import { appendEvents } from '../db/events.js';
import { NOTE_COLUMNS, rowToDto } from '../db/notes.js';
import { agentConfigs, idempotencyKeys, notes, tenants } from '../db/schema.js';
import { MemwrightError, zodIssuesToFields } from '../errors.js';
import type { Metrics } from '../observability/metrics.js';
import { admit, resolveScope, type AdmissionFacts, type KnownNote } from '../policy/admission.js';
import { contentHash } from '../policy/normalize.js';
import type { PipelineProducer } from '../queue/producer.js';

export interface WriteConfig {
  /** @defaultValue 5 */
  maxWritesPerRun: number;
  /** Safety-net TTL of agent-authored provisional notes. @defaultValue 604800 (7 days) */
  provisionalTtlSeconds: number;
  /** Step 7 lexical near-duplicate threshold. @defaultValue 0.85 */
  nearDuplicate: number;
}

export interface WriteDeps {
  db: Db;
  producer: Pick<PipelineProducer, 'enqueue'> | null;
  config: WriteConfig;
  now?: () => Date;
  logger?: Logger;
  metrics?: Metrics;
}

/** HTTP status of each outcome (SPEC §4). */
export function statusOf(outcome: Outcome, reason?: string): number {
  switch (outcome) {
    case 'written':
    case 'superseded':
      return 201;
    case 'queued_for_review':
      return 202;
    case 'skipped_cap':
      return 429;
    case 'rejected':
      return reason === 'slot_taken' ? 409 : 422;
    default:
      return 200;
  }
}

export interface WriteResponse {
  httpStatus: number;
  result: WriteResult;
}

/** Validate an untrusted body against the write contract; 400 naming the field. */
export function parseWrite(body: unknown): MemoryWrite {
  const r = memoryWriteSchema.safeParse(body);
  if (!r.success) throw MemwrightError.validation(zodIssuesToFields(r.error.issues));
  return r.data;
}

/** Fields only operators may set (SPEC §3). */
function authorize(p: Principal, w: MemoryWrite): void {
  if (p.role === 'agent') {
    for (const f of ['protectionTier', 'importance'] as const) {
      if (w[f] !== undefined) throw MemwrightError.forbidden('field_not_allowed', `${f}: operators only`);
    }
    if (w.run) requireAgentAllowed(p, w.run.agentId);
  }
}

const LIVE = ['provisional', 'active', 'pending_review'] as const;
const INJECTABLE = ['provisional', 'active'] as const;

async function loadFacts(
  tx: Tx,
  tenantId: string,
  w: MemoryWrite,
  key: string,
  hash: string,
  defaults: WriteConfig,
): Promise<AdmissionFacts> {
  const agentId = w.run?.agentId;
  const [cfgRows, tenantRows] = await Promise.all([
    agentId
      ? tx
          .select({ allow: agentConfigs.allowMemoryWrite, max: agentConfigs.maxWritesPerRun })
          .from(agentConfigs)
          .where(and(eq(agentConfigs.tenantId, tenantId), eq(agentConfigs.agentId, agentId)))
      : Promise.resolve([]),
    tx.select({ inferred: tenants.allowInferredAtThreadScope }).from(tenants).where(eq(tenants.id, tenantId)),
  ]);
  // One round trip for the notes the policy looks at: this run's, the slot's, the same text.
  const runId = w.run?.runId ?? null;
  const cols = sql`id, scope_key, content_hash, content, deletion_key, status, protection_tier, run_id`;
  const found = await rows<{
    k: 'run' | 'slot' | 'same';
    id: string;
    scope_key: string;
    content_hash: string;
    content: string;
    deletion_key: string | null;
    status: KnownNote['status'];
    protection_tier: KnownNote['protectionTier'];
  }>(
    tx,
    sql`select 'run' as k, ${cols} from notes where tenant_id = ${tenantId} and run_id = ${runId}
        union all
        select 'slot' as k, ${cols} from notes where tenant_id = ${tenantId} and deletion_key = ${w.deletionKey ?? null}
          and scope_key = ${key} and status in ('provisional', 'active') ${runId === null ? sql`` : sql`and run_id is distinct from ${runId}`}
        union all
        (select 'same' as k, ${cols} from notes where tenant_id = ${tenantId} and scope_key = ${key}
          and content_hash = ${hash} and status in ('provisional', 'active') order by created_at limit 1)`,
  );
  const known = (r: (typeof found)[number]): KnownNote => ({
    id: r.id,
    scopeKey: r.scope_key,
    contentHash: r.content_hash,
    content: r.content,
    deletionKey: r.deletion_key,
    status: r.status,
    protectionTier: r.protection_tier,
  });
  const runAll = found.filter((r) => r.k === 'run');
  return {
    agentConfig: {
      allowMemoryWrite: cfgRows[0]?.allow ?? true,
      maxWritesPerRun: cfgRows[0]?.max ?? defaults.maxWritesPerRun,
    },
    tenantPolicy: { allowInferredAtThreadScope: tenantRows[0]?.inferred ?? false },
    runNotes: runAll.filter((r) => (LIVE as readonly string[]).includes(r.status)).map(known),
    runCreatedCount: runAll.length,
    slotHolders: found.filter((r) => r.k === 'slot').map(known),
    restatementOf: found.filter((r) => r.k === 'same').map(known)[0] ?? null,
  };
}

/** Key of a transaction-scoped advisory lock (64-bit hash of a string). */
function lockKey(s: string): bigint {
  return createHash('sha256').update(s).digest().readBigInt64BE(0);
}

interface Planned {
  response: WriteResponse;
  /** Note version to put on the pipeline once committed. */
  enqueue?: { noteId: string; version: number };
}

/**
 * Write one memory on behalf of `principal`. Library and HTTP route call exactly this.
 * Throws {@link MemwrightError} for invalid or unauthorised requests; policy outcomes
 * (including rejections) are returned, not thrown.
 */
export async function writeMemory(deps: WriteDeps, principal: Principal, body: unknown): Promise<WriteResponse> {
  const started = performance.now();
  const w = parseWrite(body);
  authorize(principal, w);
  const caller = { role: principal.role };
  const scope = resolveScope(w, caller);
  const now = deps.now?.() ?? new Date();
  const tenantId = principal.tenantId;
  const requestHash = w.idempotencyKey ? createHash('sha256').update(JSON.stringify(w)).digest('hex') : null;

  const planned = await deps.db.transaction(async (tx): Promise<Planned> => {
    const key = scope.ok ? scopeKey(scope.scope) : null;
    // Serialise writes of one run and of one scope: steps 6–10 read-then-write.
    const locks = [w.idempotencyKey && `idem|${tenantId}|${w.idempotencyKey}`, w.run && `run|${tenantId}|${w.run.runId}`, key && `scope|${tenantId}|${key}`]
      .filter((x): x is string => !!x)
      .map((s) => sql`pg_advisory_xact_lock(${lockKey(s)})`);
    if (locks.length) await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);

    if (w.idempotencyKey) {
      const [prev] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, w.idempotencyKey)));
      if (prev) {
        if (prev.requestHash !== requestHash) {
          throw new MemwrightError(409, 'idempotency_key_reused', 'idempotencyKey was used with a different body');
        }
        return { response: { httpStatus: prev.statusCode, result: prev.response as unknown as WriteResult } };
      }
    }

    const hash = contentHash(w.content);
    const facts = await loadFacts(tx, tenantId, w, key ?? '', hash, deps.config);
    const decision = admit(w, caller, scope, facts, { nearDuplicate: deps.config.nearDuplicate });
    const actor = actorOf(principal);
    const evidence = w.evidence ?? {};
    const fetchDto = async (id: string) => {
      const [r] = await tx.select(NOTE_COLUMNS).from(notes).where(eq(notes.id, id));
      return r ? rowToDto(r) : undefined;
    };
    let plan: Planned;

    switch (decision.kind) {
      case 'invalid':
        throw MemwrightError.validation(decision.issues);
      case 'reject':
        plan = { response: { httpStatus: decision.httpStatus, result: { outcome: 'rejected', reason: decision.reason } } };
        break;
      case 'cap':
        plan = { response: { httpStatus: 429, result: { outcome: 'skipped_cap', reason: 'max_writes_per_run' } } };
        break;
      case 'skip_duplicate':
        plan = { response: { httpStatus: 200, result: { outcome: 'skipped_duplicate', note: await fetchDto(decision.noteId) } } };
        break;
      case 'dedupe': {
        await tx
          .update(notes)
          .set({ accessCount: sql`${notes.accessCount} + 1`, lastAccessedAt: now })
          .where(eq(notes.id, decision.noteId));
        await appendEvents(tx, [{ tenantId, noteId: decision.noteId, type: 'deduped', actor, reason: 'exact_restatement', evidence, at: now }]);
        plan = { response: { httpStatus: 200, result: { outcome: 'deduped', note: await fetchDto(decision.noteId) } } };
        break;
      }
      case 'supersede_own': {
        const [r] = await tx
          .update(notes)
          .set({
            content: w.content,
            contentHash: hash,
            evidence,
            status: decision.status,
            ...(decision.reviewReason ? { reviewReason: decision.reviewReason } : {}),
            embedding: null,
            embeddingModel: null,
            pipelineStage: 'embed',
            pipelineUpdatedAt: now,
            pipelineError: null,
            version: sql`${notes.version} + 1`,
            updatedAt: now,
          })
          .where(eq(notes.id, decision.noteId))
          .returning(NOTE_COLUMNS);
        await appendEvents(tx, [{ tenantId, noteId: decision.noteId, type: 'superseded_own', actor, reason: 'in_run_rewrite', evidence, at: now }]);
        plan = {
          response: { httpStatus: 200, result: { outcome: 'superseded_own', note: rowToDto(r!) } },
          enqueue: r!.status === 'provisional' ? { noteId: r!.id, version: r!.version } : undefined,
        };
        break;
      }
      case 'insert': {
        if (!scope.ok) throw new Error('unreachable: insert without scope');
        const id = randomUUID();
        const ttl = w.ttlSeconds ?? (principal.role === 'agent' ? deps.config.provisionalTtlSeconds : null);
        const [r] = await tx
          .insert(notes)
          .values({
            id,
            tenantId,
            ...scope.scope,
            scopeLevel: scope.level,
            scopeKey: key!,
            content: w.content,
            contentHash: hash,
            memoryType: w.memoryType,
            category: w.category ?? DEFAULT_CATEGORY[w.memoryType],
            status: decision.status,
            authorType: principal.role === 'agent' ? 'agent' : 'operator',
            authorId: principal.keyId,
            source: w.source,
            confidence: w.confidence,
            evidence,
            runId: w.run?.runId ?? null,
            runAgentId: w.run?.agentId ?? null,
            runUserId: w.run?.userId ?? null,
            runThreadId: w.run?.threadId ?? null,
            conversationId: w.run?.conversationId ?? null,
            visibility: w.visibility ?? 'immediate',
            conflictPolicy: w.conflictPolicy ?? (w.deletionKey ? 'supersede' : 'append'),
            deletionKey: w.deletionKey ?? null,
            protectionTier: w.protectionTier ?? 'standard',
            importanceMark: w.importance ?? null,
            expiresAt: ttl ? new Date(now.getTime() + ttl * 1000) : null,
            ttlExplicit: w.ttlSeconds != null,
            reviewReason: decision.reviewReason,
            pipelineUpdatedAt: now,
            createdAt: now,
            updatedAt: now,
          })
          .returning(NOTE_COLUMNS);
        if (decision.supersedeIds.length) {
          await tx
            .update(notes)
            .set({ status: 'superseded', supersededById: id, pipelineStage: 'done', updatedAt: now, version: sql`${notes.version} + 1` })
            .where(and(eq(notes.tenantId, tenantId), inArray(notes.id, decision.supersedeIds)));
        }
        await appendEvents(tx, [
          {
            tenantId,
            noteId: id,
            type: decision.status === 'pending_review' ? 'queued_for_review' : 'written',
            actor,
            reason: decision.reviewReason ?? decision.outcome,
            evidence,
            detail: { status: decision.status, scope: scope.level, supersedes: decision.supersedeIds },
            at: now,
          },
          ...decision.supersedeIds.map((old) => ({
            tenantId,
            noteId: old,
            type: 'superseded' as const,
            actor,
            reason: 'slot_superseded',
            evidence,
            detail: { supersededById: id, deletionKey: w.deletionKey },
            at: now,
          })),
        ]);
        plan = {
          response: {
            httpStatus: statusOf(decision.outcome),
            result: { outcome: decision.outcome, ...(decision.reviewReason ? { reason: decision.reviewReason } : {}), note: rowToDto(r!) },
          },
          enqueue: decision.status === 'provisional' ? { noteId: id, version: 1 } : undefined,
        };
        break;
      }
    }

    if (w.idempotencyKey) {
      await tx.insert(idempotencyKeys).values({
        tenantId,
        key: w.idempotencyKey,
        requestHash: requestHash!,
        statusCode: plan.response.httpStatus,
        response: plan.response.result as unknown as Record<string, unknown>,
        noteId: plan.response.result.note?.id ?? null,
        createdAt: now,
      });
    }
    return plan;
  });

  if (planned.enqueue) await enqueueOrMark(deps, tenantId, planned.enqueue.noteId, planned.enqueue.version);
  deps.metrics?.writes.inc({ outcome: planned.response.result.outcome });
  deps.metrics?.writeDuration.observe((performance.now() - started) / 1000);
  return planned.response;
}

/**
 * Put a committed note on the pipeline. When Redis is unreachable the note stays
 * durable and injectable; it is marked as awaiting its pipeline and the sweep
 * enqueues it once Redis answers again.
 */
async function enqueueOrMark(deps: WriteDeps, tenantId: string, noteId: string, version: number): Promise<void> {
  try {
    if (!deps.producer) throw new Error('no queue configured');
    await deps.producer.enqueue('embed', { tenantId, noteId, version });
  } catch (err) {
    deps.metrics?.enqueueFailures.inc();
    deps.logger?.warn({ noteId, err: (err as Error).message }, 'pipeline enqueue failed; the sweep will retry');
    try {
      await deps.db
        .update(notes)
        .set({ pipelineError: `enqueue_failed: ${(err as Error).message}`.slice(0, 500) })
        .where(and(eq(notes.id, noteId), eq(notes.version, version)));
    } catch (markErr) {
      // The sweep also re-enqueues notes whose stage is stale, so this is only a fast path.
      deps.logger?.error({ noteId, err: (markErr as Error).message }, 'could not mark note as awaiting pipeline');
    }
  }
}

export { INJECTABLE as INJECTABLE_STATUSES };
