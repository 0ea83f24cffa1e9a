import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import { appendEvents } from '../../db/events.js';
import { injectableSql } from '../../db/injectable.js';
import type { PipelineContext } from '../types.js';

export interface MaintenanceScope {
  /** Restrict to one tenant (operator commands, tests). @defaultValue every tenant */
  tenantId?: string;
  /** Notes changed per batch. @defaultValue 500 */
  batchSize?: number;
}

/**
 * ttl-prune: expire every injectable note past its `expiresAt` — provisional notes whose
 * pipeline never finished, and active notes that carry an explicit TTL. Immutable notes
 * never expire. Rows locked by a running stage are skipped this round (SKIP LOCKED).
 */
export async function runTtlPrune(ctx: PipelineContext, opts: MaintenanceScope = {}): Promise<{ expired: number }> {
  const batch = opts.batchSize ?? 500;
  const tenant = opts.tenantId ?? null;
  let expired = 0;
  for (;;) {
    const now = ctx.now();
    const done = await ctx.db.transaction(async (tx) => {
      const r = await rows<{ id: string; tenant_id: string; was: string; expires_at: string | Date; ttl_explicit: boolean }>(
        tx,
        sql`with c as (
              select id, status, expires_at from notes
              where ${injectableSql()} and expires_at <= ${now}
                and protection_tier <> 'immutable' and (status = 'provisional' or ttl_explicit)
                and (${tenant}::text is null or tenant_id = ${tenant}::text)
              order by expires_at limit ${batch}
              for update skip locked)
            update notes n set status = 'expired', pipeline_stage = 'done', updated_at = ${now}
            from c where n.id = c.id
            returning n.id, n.tenant_id, c.status as was, c.expires_at, n.ttl_explicit`,
      );
      await appendEvents(
        tx,
        r.map((x) => ({
          tenantId: x.tenant_id,
          noteId: x.id,
          type: 'expired' as const,
          actor: 'pipeline:ttl-prune',
          reason: x.was === 'provisional' ? 'ttl_passed_before_hardening' : 'explicit_ttl_passed',
          detail: { was: x.was, expiresAt: new Date(x.expires_at).toISOString(), explicit: x.ttl_explicit },
          at: now,
        })),
      );
      return r.length;
    });
    expired += done;
    if (done < batch) break;
  }
  if (expired) ctx.metrics.maintenanceRuns.inc({ job: 'ttl-prune', result: 'expired' }, expired);
  return { expired };
}
