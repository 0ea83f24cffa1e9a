/**
 * The write hot path (docs/design.md#admission): parse → authorise → load facts → admit → apply → enqueue,
 * the middle four in one transaction. It never waits on a model or a remote API; if
 * Redis is down the write still succeeds and is left for the sweep.
 */
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { WriteConfig } from '../config/config.js';
import { scopeKey } from '../contract/scope.js';
import { memoryWriteSchema, OCCURRED_AT_MAX_SKEW_MS, type MemoryWrite } from '../contract/write.js';
import { requireAgentAllowed, type Principal } from '../auth/principal.js';
import { idempotencyLock, runLock, scopeLock, takeLocks } from '../db/advisoryLock.js';
import type { Db } from '../db/database.js';
import type { StatementRunner } from '../db/statements.js';
import { MemwrightError, zodIssuesToFields } from '../errors.js';
import type { Metrics } from '../observability/metrics.js';
import { enqueueOrMark } from '../pipeline/handOver.js';
import { FIRST_STAGE } from '../pipeline/order.js';
import { admit, resolveScope } from '../policy/admission.js';
import { contentHash } from '../policy/normalize.js';
import { refusedField } from '../policy/provenance.js';
import type { PipelineProducer } from '../queue/producer.js';
import { applyDecision, type Planned, type WriteLane } from './apply.js';

import { loadFacts } from './facts.js';
import type { WriteResponse } from './outcomes.js';


export interface WriteDeps {
  db: Db;
  /** `db`'s statement runner (`Database.statements`). */
  statements: StatementRunner;
  producer: Pick<PipelineProducer, 'enqueue'> | null;
  config: WriteConfig;
  now?: () => Date;
  logger?: Logger;
  metrics?: Metrics;
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
  const response = await admitAndApply(deps, principal, w);
  deps.metrics?.writes.inc({ outcome: response.result.outcome });
  deps.metrics?.writeDuration.observe((performance.now() - started) / 1000);
  return response;
}

/**
 * The background lane's entry (docs/design.md#background-lane): an extracted candidate,
 * already validated against the contract, admitted exactly like an agent's write — same
 * steps, same locks, same hand-over — as its run's agent, under its own cap
 * (maxExtractedPerRun) and recorded as `authorType: extractor` with the events as evidence.
 */
export async function writeExtracted(deps: WriteDeps, principal: Principal, w: MemoryWrite, lane: WriteLane): Promise<WriteResponse> {
  return admitAndApply(deps, principal, w, lane);
}

/** parse and authorise are done: resolve the scope, then load facts → admit → apply in one transaction, then enqueue. */
async function admitAndApply(deps: WriteDeps, principal: Principal, w: MemoryWrite, lane?: WriteLane): Promise<WriteResponse> {
  const caller = { role: principal.role, ...(lane ? { lane: lane.authorType } : {}) };
  const scope = resolveScope(w, caller);
  // A scope the contract cannot express (an agent write without a run, an operator
  // level missing its dimension) is a bad request, whatever the policy would say.
  if (!scope.ok && scope.kind === 'invalid') throw MemwrightError.validation(scope.issues);
  const now = deps.now?.() ?? new Date();
  notInFuture(w, now);
  const tenantId = principal.tenantId;
  const key = scope.ok ? scopeKey(scope.scope) : '';
  const hash = contentHash(w.content);
  const requestHash = w.idempotencyKey ? createHash('sha256').update(JSON.stringify(w)).digest('hex') : null;
  const { statements } = deps;

  const planned = await deps.db.transaction(async (tx): Promise<Planned> => {
    if (!statements.serialised) {
      // Serialise writes of one idempotency key, one run and one scope: steps 6–10 read-then-write.
      const locks = [
        w.idempotencyKey && idempotencyLock(tenantId, principal.keyId, w.idempotencyKey),
        w.run && runLock(tenantId, w.run.agentId, w.run.runId),
        scope.ok && scopeLock(tenantId, key),
      ].filter((x): x is string => !!x);
      await tx.execute(takeLocks(locks));
    }
    const { facts, replay } = await loadFacts(statements, tx, w, { tenantId, keyId: principal.keyId, scopeKey: key, contentHash: hash }, deps.config, lane ? 'extractor' : 'hot');
    if (replay) {
      if (replay.requestHash !== requestHash) {
        throw new MemwrightError('idempotency_key_reused', 'idempotencyKey was used with a different body');
      }
      return { response: { httpStatus: replay.statusCode, result: replay.response } };
    }
    const decision = admit(w, caller, scope, facts, { nearDuplicate: deps.config.nearDuplicate });
    return applyDecision(statements, tx, { principal, w, scope, scopeKey: key, contentHash: hash, requestHash, now, config: deps.config, lane }, decision);
  });

  if (planned.enqueue) {
    const data = { tenantId, noteId: planned.enqueue.noteId, version: planned.enqueue.version };
    await enqueueOrMark({ ...deps, now: () => now }, FIRST_STAGE, data);
  }
  return planned.response;
}

/** Validate an untrusted body against the write contract; 400 naming the field. */
export function parseWrite(body: unknown): MemoryWrite {
  const r = memoryWriteSchema.safeParse(body);
  if (!r.success) throw MemwrightError.validation(zodIssuesToFields(r.error.issues));
  return r.data;
}

/** "Not in the future" needs the service's clock, so it is checked here, not in the schema. */
function notInFuture(w: MemoryWrite, now: Date): void {
  if (w.occurredAt && Date.parse(w.occurredAt) > now.getTime() + OCCURRED_AT_MAX_SKEW_MS) {
    throw MemwrightError.validation([{ field: 'occurredAt', message: 'must not be in the future' }]);
  }
}

/** Fields and claims only operators may make (docs/design.md#trust: policy/provenance.ts). */
function authorize(p: Principal, w: MemoryWrite): void {
  const refused = refusedField(w, p.role);
  if (refused) throw MemwrightError.forbidden('field_not_allowed', refused.message);
  if (p.role === 'agent' && w.run) requireAgentAllowed(p, w.run.agentId);
}
