/**
 * The write hot path (SPEC §4): validate → admit → one transaction (note row + audit
 * event) → enqueue the first hardening stage. It never waits on a model or a remote
 * API; if Redis is down the write still succeeds and is left for the sweep.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, fillPlaceholders, inArray, is, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Logger } from 'pino';
import { DEFAULT_CATEGORY, type Outcome } from '../contract/enums.js';
import type { WriteResult } from '../contract/note.js';
import { scopeKey } from '../contract/scope.js';
import { memoryWriteSchema, OCCURRED_AT_MAX_SKEW_MS, type MemoryWrite } from '../contract/write.js';
import { actorOf, requireAgentAllowed, type Principal } from '../auth/principal.js';
import { rows, type Db, type Tx } from '../db/database.js';
import { eventRow, type NewEvent } from '../db/events.js';
import { NOTE_COLUMNS, rowToDto, type NoteRowNoEmbedding } from '../db/notes.js';
import { idempotencyKeys, noteEvents, notes } from '../db/schema.js';
import { MemwrightError, zodIssuesToFields } from '../errors.js';
import type { Metrics } from '../observability/metrics.js';
import { admit, effectiveConflictPolicy, resolveScope, type AdmissionFacts, type KnownNote } from '../policy/admission.js';
import { contentHash } from '../policy/normalize.js';
import { refusedField } from '../policy/provenance.js';
import type { PipelineProducer } from '../queue/producer.js';
import { errorMessage, serializeError } from '../observability/errorLog.js';

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

/** Fields and claims only operators may make (SPEC §3, §4 step 3: policy/provenance.ts). */
function authorize(p: Principal, w: MemoryWrite): void {
  const refused = refusedField(w, p.role);
  if (refused) throw MemwrightError.forbidden('field_not_allowed', refused.message);
  if (p.role === 'agent' && w.run) requireAgentAllowed(p, w.run.agentId);
}

const LIVE: readonly string[] = ['provisional', 'active', 'pending_review'];
const INJECTABLE = ['provisional', 'active'] as const;

interface StoredReplay {
  requestHash: string;
  statusCode: number;
  response: WriteResult;
}

interface Loaded {
  facts: AdmissionFacts;
  /** The stored result of an earlier request with the same idempotencyKey, if any. */
  replay: StoredReplay | null;
}

/** A note as the facts query returns it: `[id, scope_key, content_hash, content, deletion_key, status, protection_tier]`. */
type NoteTuple = [string, string, string, string, string | null, KnownNote['status'], KnownNote['protectionTier']];

interface FactRow {
  cfg: [boolean, number] | string | null;
  inferred: boolean | null;
  idem: [string, number, WriteResult] | string | null;
  run: NoteTuple[] | string | null;
  slot: NoteTuple[] | string | null;
  same: NoteTuple | string | null;
}

/** json columns arrive parsed from PGlite and as text from some postgres.js setups. */
const json = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

const known = (t: NoteTuple): KnownNote => ({
  id: t[0],
  scopeKey: t[1],
  contentHash: t[2],
  content: t[3],
  deletionKey: t[4],
  status: t[5],
  protectionTier: t[6],
});

/**
 * Everything admission needs in ONE round trip and one row: the agent's config, the
 * tenant's policy, a stored idempotent result, this run's notes, the slot's holders
 * and an exact restatement (notes as JSON tuples, so the row shape never varies).
 */
async function loadFacts(
  tx: Tx,
  tenantId: string,
  w: MemoryWrite,
  key: string,
  hash: string,
  defaults: WriteConfig,
  embedded: boolean,
): Promise<Loaded> {
  const agentId = w.run?.agentId ?? null;
  const runId = w.run?.runId ?? null;
  const values: Record<string, unknown> = { tenantId, agentId, runId, idem: w.idempotencyKey ?? null, dk: w.deletionKey ?? null, key, hash };
  // Everything that changes the SQL text is in the shape; the rest are parameters.
  const shape = `facts|${agentId === null}|${!!w.idempotencyKey}|${runId === null}|${!!w.deletionKey}`;
  const [r] = await query<FactRow>(tx, embedded, shape, values, (v) => {
    const tuple = sql`json_build_array(id, scope_key, content_hash, content, deletion_key, status, protection_tier)`;
    const none = sql`null::json`;
    return sql`select
      ${agentId === null ? none : sql`(select json_build_array(allow_memory_write, max_writes_per_run) from agent_configs where tenant_id = ${v('tenantId')} and agent_id = ${v('agentId')})`} as cfg,
      (select allow_inferred_at_thread_scope from tenants where id = ${v('tenantId')}) as inferred,
      ${w.idempotencyKey ? sql`(select json_build_array(request_hash, status_code, response) from idempotency_keys where tenant_id = ${v('tenantId')} and key = ${v('idem')})` : none} as idem,
      ${
        // A run is one agent's run: the same runId under another agent is another run.
        runId === null
          ? none
          : sql`(select json_agg(${tuple}) from notes where tenant_id = ${v('tenantId')} and run_id = ${v('runId')} and run_agent_id = ${v('agentId')})`
      } as run,
      ${
        // Holders from this run are step 7's (supersede-own); an operator write without a run sees every holder.
        !w.deletionKey
          ? none
          : sql`(select json_agg(${tuple}) from notes where tenant_id = ${v('tenantId')} and deletion_key = ${v('dk')}
              and scope_key = ${v('key')} and status in ('provisional', 'active')
              ${runId === null ? sql`` : sql`and not (run_id is not distinct from ${v('runId')} and run_agent_id is not distinct from ${v('agentId')})`})`
      } as slot,
      (select ${tuple} from notes where tenant_id = ${v('tenantId')} and scope_key = ${v('key')}
        and content_hash = ${v('hash')} and status in ('provisional', 'active') order by created_at limit 1) as same`;
  });
  const cfg = json(r?.cfg ?? null);
  const idem = json(r?.idem ?? null);
  const run = json(r?.run ?? null) ?? [];
  const same = json(r?.same ?? null);
  return {
    replay: idem ? { requestHash: idem[0], statusCode: idem[1], response: json(idem[2])! } : null,
    facts: {
      agentConfig: { allowMemoryWrite: cfg?.[0] ?? true, maxWritesPerRun: cfg?.[1] ?? defaults.maxWritesPerRun },
      tenantPolicy: { allowInferredAtThreadScope: r?.inferred ?? false },
      runNotes: run.filter((t) => LIVE.includes(t[5])).map(known),
      runCreatedCount: run.length,
      slotHolders: (json(r?.slot ?? null) ?? []).map(known),
      restatementOf: same ? known(same) : null,
    },
  };
}

/** Key of a transaction-scoped advisory lock (64-bit hash of a string). */
function lockKey(s: string): bigint {
  return createHash('sha256').update(s).digest().readBigInt64BE(0);
}

/**
 * PGlite is one session whose `transaction()` holds an exclusive mutex for its whole
 * callback (every other query waits), so writes are already serialised and advisory
 * locks would be a no-op round trip. Every other driver takes the locks.
 */
const isEmbedded = (db: Db) => is(db, PgliteDatabase);

const dialect = new PgDialect();
interface PgliteClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<Array<{ rows: unknown[] }>>;
}

/**
 * A parameter as an SQL literal, or undefined when it cannot be one safely. Strings
 * are E'' literals (backslash and quote escaped), which mean the same whatever
 * `standard_conforming_strings` says; a NUL byte would end the query text, so such a
 * string is refused. Values here are what drizzle's column encoders produce: strings,
 * finite numbers, booleans, null.
 */
function literal(v: unknown): string | undefined {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return Number.isFinite(v) ? `(${v})` : undefined;
  if (typeof v === 'bigint') return `(${v})`;
  if (typeof v !== 'string' || v.includes('\0')) return undefined;
  return `E'${v.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * `text` with its `$n` replaced by the literals of `params`, or null when a parameter
 * has no safe literal. The template's own text holds no `$` but its placeholders.
 */
function inline(text: string, params: unknown[]): string | null {
  const lits: string[] = [];
  for (const p of params) {
    const l = literal(p);
    if (l === undefined) return null;
    lits.push(l);
  }
  return text.replace(/\$(\d+)/g, (_, n: string) => lits[Number(n) - 1]!);
}

/** A value in a statement: a placeholder when the statement is a cached template, else the value itself. */
type Val = (name: string) => unknown;

/** Hot statements rendered once per shape: SQL text plus parameters still holding placeholders. */
const templates = new Map<string, { text: string; params: unknown[]; inlinable: boolean }>();

/**
 * Run a hot-path statement. `build` renders it from `v(name)`; `shape` must name
 * everything that changes its SQL text (everything else goes through `values`).
 *
 * On PGlite the statement is rendered by drizzle once per shape with placeholders
 * (drizzle rebuilding the SQL text on every call was ~14% of the write path) and then
 * only its parameters are filled, through the same column encoders drizzle would use.
 * It goes straight to the transaction's PGlite client: drizzle's PGlite session passes
 * custom result parsers on every query, which makes PGlite merge its ~300 parsers into
 * a fresh object per query — measurable on a path of two statements. (The hot
 * statements return no timestamps, so the default parsers are right.)
 */
async function query<T>(tx: Tx, embedded: boolean, shape: string, values: Record<string, unknown>, build: (v: Val) => SQL): Promise<T[]> {
  if (!embedded) return rows<T>(tx, build((n) => values[n]));
  let t = templates.get(shape);
  if (!t) {
    const q = dialect.sqlToQuery(build((n) => sql.placeholder(n) as Placeholder));
    // Inlining relies on every `$` of the text being a placeholder.
    t = { text: q.sql, params: q.params, inlinable: (q.sql.match(/\$/g)?.length ?? 0) === (q.sql.match(/\$\d+/g)?.length ?? 0) };
    if (templates.size > 1000) templates.clear();
    templates.set(shape, t);
  }
  const client = (tx as unknown as { session: { client: PgliteClient } }).session.client;
  const params = fillPlaceholders(t.params, values);
  // With the parameters inlined, PGlite runs it as ONE simple-protocol message
  // (query + sync) instead of parse, describe, bind, describe, execute, sync — each a
  // call into the wasm backend. Same statement, same types resolved from context.
  const text = t.inlinable ? inline(t.text, params) : null;
  if (text !== null) return ((await client.exec(text))[0]?.rows ?? []) as T[];
  return (await client.query(t.text, params)).rows as T[];
}

/** Run a statement built fresh (the rare paths). */
async function queryOnce<T>(tx: Tx, embedded: boolean, q: SQL): Promise<T[]> {
  if (!embedded) return rows<T>(tx, q);
  const client = (tx as unknown as { session: { client: PgliteClient } }).session.client;
  const { sql: text, params } = dialect.sqlToQuery(q);
  return (await client.query(text, params)).rows as T[];
}

/**
 * A row for a cached insert (plain values only, no SQL): every non-null value becomes
 * the placeholder `prefix.key` (its value goes to `values`, encoded by its column when
 * filled); null stays a literal null parameter and an undefined value is left out, as
 * drizzle would render them. The shape records which keys are which.
 */
function holes<R extends object>(prefix: string, row: R, values: Record<string, unknown>): { shape: string; row: R } {
  const out: Record<string, unknown> = {};
  let shape = '';
  for (const [k, val] of Object.entries(row)) {
    if (val === undefined) continue;
    if (val === null) {
      out[k] = null;
      shape += `${k}=,`;
      continue;
    }
    const name = `${prefix}.${k}`;
    out[k] = sql.placeholder(name);
    values[name] = val;
    shape += `${k},`;
  }
  return { shape, row: out as R };
}

interface Planned {
  response: WriteResponse;
  /** Note version to put on the pipeline once committed. */
  enqueue?: { noteId: string; version: number };
}

/**
 * Run several data-modifying statements as ONE statement (data-modifying CTEs):
 * one round trip, and atomic even before the surrounding transaction commits.
 */
function combine(statements: SQLWrapper[]): SQL {
  if (statements.length === 1) return statements[0]!.getSQL();
  const ctes = statements.map((st, i) => sql`${sql.raw(`w${i}`)} as (${st.getSQL()})`);
  return sql`with ${sql.join(ctes, sql`, `)} select 1`;
}

async function executeAll(tx: Tx, embedded: boolean, statements: SQLWrapper[]): Promise<void> {
  if (statements.length === 0) return;
  await queryOnce(tx, embedded, combine(statements));
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
  // A scope the contract cannot express (an agent write without a run, an operator
  // level missing its dimension) is a bad request, whatever the policy would say.
  if (!scope.ok && scope.kind === 'invalid') throw MemwrightError.validation(scope.issues);
  const now = deps.now?.() ?? new Date();
  // "Not in the future" needs the service's clock, so it is checked here, not in the schema.
  if (w.occurredAt && Date.parse(w.occurredAt) > now.getTime() + OCCURRED_AT_MAX_SKEW_MS) {
    throw MemwrightError.validation([{ field: 'occurredAt', message: 'must not be in the future' }]);
  }
  const tenantId = principal.tenantId;
  const requestHash = w.idempotencyKey ? createHash('sha256').update(JSON.stringify(w)).digest('hex') : null;
  const key = scope.ok ? scopeKey(scope.scope) : '';
  const hash = contentHash(w.content);
  const embedded = isEmbedded(deps.db);

  const planned = await deps.db.transaction(async (tx): Promise<Planned> => {
    if (!embedded) {
      // Serialise writes of one idempotency key, one run and one scope: steps 6–10 read-then-write.
      const locks = [
        w.idempotencyKey && `idem|${tenantId}|${w.idempotencyKey}`,
        w.run && `run|${tenantId}|${w.run.agentId}|${w.run.runId}`,
        scope.ok && `scope|${tenantId}|${key}`,
      ]
        .filter((x): x is string => !!x)
        .map((s) => sql`pg_advisory_xact_lock(${lockKey(s)})`);
      await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
    }

    const { facts, replay } = await loadFacts(tx, tenantId, w, key, hash, deps.config, embedded);
    if (replay) {
      if (replay.requestHash !== requestHash) {
        throw new MemwrightError(409, 'idempotency_key_reused', 'idempotencyKey was used with a different body');
      }
      return { response: { httpStatus: replay.statusCode, result: replay.response } };
    }

    const decision = admit(w, caller, scope, facts, { nearDuplicate: deps.config.nearDuplicate });
    const actor = actorOf(principal);
    const evidence = w.evidence ?? {};
    /** Statements that commit with the outcome, sent as one. */
    const writes: SQLWrapper[] = [];
    const events: NewEvent[] = [];
    const event = (e: NewEvent) => void events.push(e);
    /** A new note that supersedes nothing: the hot case, sent as a cached statement. */
    let hotRow: NoteRowNoEmbedding | null = null;
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
      case 'skip_duplicate': {
        const [r] = await tx.select(NOTE_COLUMNS).from(notes).where(eq(notes.id, decision.noteId));
        plan = { response: { httpStatus: 200, result: { outcome: 'skipped_duplicate', note: r ? rowToDto(r) : undefined } } };
        break;
      }
      case 'dedupe': {
        const [r] = await tx
          .update(notes)
          .set({ accessCount: sql`${notes.accessCount} + 1`, lastAccessedAt: now })
          .where(eq(notes.id, decision.noteId))
          .returning(NOTE_COLUMNS);
        event({ tenantId, noteId: decision.noteId, type: 'deduped', actor, reason: 'exact_restatement', evidence, at: now });
        plan = { response: { httpStatus: 200, result: { outcome: 'deduped', note: r ? rowToDto(r) : undefined } } };
        break;
      }
      case 'supersede_own': {
        const [r] = await tx
          .update(notes)
          .set({
            // Last write wins: the rewrite's statement and how it was asserted replace the old ones
            // (the slot identity — deletionKey, conflictPolicy, scope — stays).
            content: w.content,
            contentHash: hash,
            memoryType: w.memoryType,
            category: w.category ?? DEFAULT_CATEGORY[w.memoryType],
            source: w.source,
            confidence: w.confidence,
            visibility: w.visibility ?? 'immediate',
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
        event({ tenantId, noteId: decision.noteId, type: 'superseded_own', actor, reason: 'in_run_rewrite', evidence, at: now });
        plan = {
          response: { httpStatus: 200, result: { outcome: 'superseded_own', note: rowToDto(r!) } },
          enqueue: r!.status === 'provisional' ? { noteId: r!.id, version: r!.version } : undefined,
        };
        break;
      }
      case 'insert': {
        if (!scope.ok) throw new Error('unreachable: insert without scope');
        const ttl = w.ttlSeconds ?? (principal.role === 'agent' ? deps.config.provisionalTtlSeconds : null);
        // The full row is built here, so the response needs no RETURNING and no re-read.
        const row: NoteRowNoEmbedding = {
          id: randomUUID(),
          tenantId,
          ...scope.scope,
          scopeLevel: scope.level,
          scopeKey: key,
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
          conflictPolicy: effectiveConflictPolicy(w),
          deletionKey: w.deletionKey ?? null,
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
          pipelineStage: 'embed',
          pipelineUpdatedAt: now,
          pipelineError: null,
          version: 1,
          occurredAt: w.occurredAt ? new Date(w.occurredAt) : now,
          createdAt: now,
          updatedAt: now,
        };
        const id = row.id;
        if (decision.supersedeIds.length === 0) hotRow = row;
        else writes.push(tx.insert(notes).values(row));
        if (decision.supersedeIds.length) {
          writes.push(
            tx
              .update(notes)
              .set({ status: 'superseded', supersededById: id, pipelineStage: 'done', updatedAt: now, version: sql`${notes.version} + 1` })
              .where(and(eq(notes.tenantId, tenantId), inArray(notes.id, decision.supersedeIds))),
          );
        }
        event({
          tenantId,
          noteId: id,
          type: decision.status === 'pending_review' ? 'queued_for_review' : 'written',
          actor,
          reason: decision.reviewReason ?? decision.outcome,
          evidence,
          detail: { status: decision.status, scope: scope.level, supersedes: decision.supersedeIds },
          at: now,
        });
        for (const old of decision.supersedeIds) {
          event({ tenantId, noteId: old, type: 'superseded', actor, reason: 'slot_superseded', evidence, detail: { supersededById: id, deletionKey: w.deletionKey }, at: now });
        }
        plan = {
          response: {
            httpStatus: statusOf(decision.outcome),
            result: { outcome: decision.outcome, ...(decision.reviewReason ? { reason: decision.reviewReason } : {}), note: rowToDto(row) },
          },
          enqueue: decision.status === 'provisional' ? { noteId: id, version: 1 } : undefined,
        };
        break;
      }
    }

    const idemRow: typeof idempotencyKeys.$inferInsert | null = w.idempotencyKey
      ? {
          tenantId,
          key: w.idempotencyKey,
          requestHash: requestHash!,
          statusCode: plan.response.httpStatus,
          response: plan.response.result as unknown as Record<string, unknown>,
          noteId: plan.response.result.note?.id ?? null,
          createdAt: now,
        }
      : null;
    if (embedded && hotRow && events.length === 1) {
      // The hot case: note + its event (+ idempotency row) as one cached statement.
      const values: Record<string, unknown> = {};
      const n = holes('n', hotRow, values);
      const e = holes('e', eventRow(events[0]!), values);
      const i = idemRow ? holes('i', idemRow, values) : null;
      await query(tx, embedded, `insert|${n.shape}|${e.shape}|${i?.shape ?? '-'}`, values, () =>
        combine([
          tx.insert(notes).values(n.row),
          tx.insert(noteEvents).values(e.row),
          ...(i ? [tx.insert(idempotencyKeys).values(i.row)] : []),
        ]),
      );
      return plan;
    }
    if (hotRow) writes.unshift(tx.insert(notes).values(hotRow));
    if (events.length) writes.push(tx.insert(noteEvents).values(events.map(eventRow)));
    if (idemRow) writes.push(tx.insert(idempotencyKeys).values(idemRow));
    await executeAll(tx, embedded, writes);
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
    deps.logger?.warn({ noteId, err: serializeError(err) }, 'pipeline enqueue failed; the sweep will retry');
    try {
      await deps.db
        .update(notes)
        .set({ pipelineError: `enqueue_failed: ${errorMessage(err)}`.slice(0, 500) })
        .where(and(eq(notes.id, noteId), eq(notes.version, version)));
    } catch (markErr) {
      // The sweep also re-enqueues notes whose stage is stale, so this is only a fast path.
      deps.logger?.error({ noteId, err: serializeError(markErr) }, 'could not mark note as awaiting pipeline');
    }
  }
}

export { INJECTABLE as INJECTABLE_STATUSES };
