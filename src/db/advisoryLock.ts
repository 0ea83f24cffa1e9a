import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './database.js';

/**
 * Transaction-scoped advisory locks, named by strings. The write path and the pipeline
 * take the same scope lock, so a write and a stage never reconcile one scope at once:
 * both must derive the key here.
 */

/** 64-bit advisory-lock key of a name: sha256, first 8 bytes, big-endian signed. */
export function advisoryKey(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

/** Lock name of one (tenant, scope): held while a scope's live notes are read then changed. */
export const scopeLock = (tenantId: string, scopeKey: string) => `scope|${tenantId}|${scopeKey}`;
/** Lock name of one agent run: its write cap is read then counted. */
export const runLock = (tenantId: string, agentId: string, runId: string) => `run|${tenantId}|${agentId}|${runId}`;
/** Lock name of one API key's idempotency key: its stored answer is read then written. */
export const idempotencyLock = (tenantId: string, keyId: string, key: string) => `idem|${tenantId}|${keyId}|${key}`;

/** One statement taking every named lock (released at commit/rollback). */
export function takeLocks(names: readonly string[]): SQL {
  return sql`select ${sql.join(
    names.map((n) => sql`pg_advisory_xact_lock(${advisoryKey(n)})`),
    sql`, `,
  )}`;
}

/** Take the transaction-scoped lock of one (tenant, scope). */
export async function lockScope(tx: Tx, tenantId: string, scopeKey: string): Promise<void> {
  await tx.execute(takeLocks([scopeLock(tenantId, scopeKey)]));
}
