import { sql } from 'drizzle-orm';
import type { ProtectionTier } from '../../contract/enums.js';
import { rows } from '../../db/database.js';
import { appendEvents } from '../../db/events.js';
import { decay } from '../decay.js';
import type { PipelineContext } from '../types.js';
import type { MaintenanceScope } from './ttlPrune.js';

interface Row {
  id: string;
  tenant_id: string;
  importance: number | null;
  importance_mark: number | null;
  protection_tier: ProtectionTier;
  access_count: number;
  last_used_at: string | Date;
  /** The same instant as text, full precision, for the conditional update. */
  last_used_text: string;
}

const asDate = (v: string | Date) => (v instanceof Date ? v : new Date(v));

/**
 * decay: archive active notes whose effective importance (see `decay.ts`) fell below
 * 0.5. Reads the stored base score and never writes it, so the job's cadence does not
 * change the outcome. A note accessed between read and write is left for the next cycle.
 */
export async function runDecay(ctx: PipelineContext, opts: MaintenanceScope = {}): Promise<{ scanned: number; archived: number }> {
  const batch = opts.batchSize ?? 500;
  const tenant = opts.tenantId ?? null;
  const now = ctx.now();
  let after = '00000000-0000-0000-0000-000000000000';
  let scanned = 0;
  let archived = 0;
  for (;;) {
    const page = await rows<Row>(
      ctx.db,
      sql`select id, tenant_id, importance, importance_mark, protection_tier, access_count,
                 coalesce(last_accessed_at, hardened_at, created_at) as last_used_at,
                 coalesce(last_accessed_at, hardened_at, created_at)::text as last_used_text
          from notes
          where status = 'active' and protection_tier <> 'immutable' and id > ${after}::uuid
            and (${tenant}::text is null or tenant_id = ${tenant}::text)
          order by id limit ${batch}`,
    );
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    scanned += page.length;
    const doomed = page.flatMap((r) => {
      const base = r.importance ?? r.importance_mark;
      // A note never scored (e.g. written active by an operator) has no base to decay from.
      if (base === null) return [];
      const d = decay({ base: Number(base), tier: r.protection_tier, accessCount: Number(r.access_count), lastUsedAt: asDate(r.last_used_at), now });
      return d.archive ? [{ r, d, base: Number(base) }] : [];
    });
    if (doomed.length) {
      archived += await ctx.db.transaction(async (tx) => {
        let n = 0;
        for (const { r, d, base } of doomed) {
          const changed = await rows<{ id: string }>(
            tx,
            sql`update notes set status = 'archived', updated_at = ${now}
                where id = ${r.id} and status = 'active' and access_count = ${r.access_count}
                  and coalesce(last_accessed_at, hardened_at, created_at)::text = ${r.last_used_text}
                returning id`,
          );
          if (!changed.length) continue;
          n++;
          await appendEvents(tx, [
            {
              tenantId: r.tenant_id,
              noteId: r.id,
              type: 'decayed',
              actor: 'pipeline:decay',
              reason: 'effective_importance_below_threshold',
              detail: {
                base,
                effective: Math.round(d.effective * 10000) / 10000,
                factor: Math.round(d.factor * 10000) / 10000,
                daysSinceUse: Math.round(d.days * 10) / 10,
                status: 'archived',
              },
              at: now,
            },
          ]);
        }
        return n;
      });
    }
    if (page.length < batch) break;
  }
  if (archived) ctx.metrics.maintenanceRuns.inc({ job: 'decay', result: 'archived' }, archived);
  return { scanned, archived };
}
