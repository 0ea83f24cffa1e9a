import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/database.js';

/**
 * 64-bit advisory-lock key of a string. The same derivation (sha256, first 8 bytes,
 * big-endian signed) and the same `scope|tenant|scopeKey` string as the write hot
 * path, so a write and a pipeline stage never reconcile one scope at the same time.
 */
export function advisoryKey(s: string): bigint {
  return createHash('sha256').update(s).digest().readBigInt64BE(0);
}

/** Take the transaction-scoped lock of one (tenant, scope); released at commit/rollback. */
export async function lockScope(tx: Tx, tenantId: string, scopeKey: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${advisoryKey(`scope|${tenantId}|${scopeKey}`)})`);
}
