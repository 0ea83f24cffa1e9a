import { sql } from 'drizzle-orm';
import { rows } from '../../db/database.js';
import type { PipelineContext } from '../types.js';

/**
 * events-prune: delete conversation events received more than `retentionDays` ago
 * (docs/design.md#background-lane). The event log is raw conversation: it is kept only
 * as long as extraction may need it. Batched so one run never holds a long lock.
 */
export async function runEventsPrune(
  ctx: PipelineContext,
  retentionDays: number,
  opts: { tenantId?: string; batchSize?: number } = {},
): Promise<{ deleted: number }> {
  const batch = opts.batchSize ?? 5000;
  const tenant = opts.tenantId ?? null;
  const cutoff = new Date(ctx.now().getTime() - retentionDays * 86_400_000);
  let deleted = 0;
  for (;;) {
    const [r] = await rows<{ n: number | string }>(
      ctx.db,
      sql`with c as (
            select tenant_id, agent_id, run_id, event_id from conversation_events
            where received_at < ${cutoff} and (${tenant}::text is null or tenant_id = ${tenant}::text)
            limit ${batch})
          , d as (delete from conversation_events e using c
              where e.tenant_id = c.tenant_id and e.agent_id = c.agent_id and e.run_id = c.run_id and e.event_id = c.event_id
              returning 1)
          select count(*) as n from d`,
    );
    const n = Number(r?.n ?? 0);
    deleted += n;
    if (n < batch) break;
  }
  if (deleted) ctx.metrics.events.inc({ result: 'pruned' }, deleted);
  return { deleted };
}
