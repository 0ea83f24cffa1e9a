import { sql } from 'drizzle-orm';
import { rows } from '../db/database.js';
import type { StageContext } from '../pipeline/types.js';
import type { ExtractJobData } from './queue.js';
import { runJobId } from './queue.js';

/**
 * extract-idle: an `on_session_end` agent with `extractionIdleSeconds` set counts a run
 * as ended once no event arrived for that long (docs/design.md#background-lane). Finds
 * those runs with unextracted events and queues their extraction (the job id names the
 * newest event, so a run already queued is not queued twice).
 */
export async function runExtractIdle(
  ctx: StageContext,
  enqueue: (data: ExtractJobData, jobId: string) => Promise<boolean>,
  opts: { tenantId?: string; limit?: number } = {},
): Promise<{ queued: number; found: number }> {
  const tenant = opts.tenantId ?? null;
  const found = await rows<{ tenant_id: string; agent_id: string; run_id: string; seq: string | number }>(
    ctx.db,
    sql`select e.tenant_id, e.agent_id, e.run_id, max(e.seq) as seq
        from conversation_events e
        join agent_configs c on c.tenant_id = e.tenant_id and c.agent_id = e.agent_id
        where e.extracted_at is null and c.extraction_trigger = 'on_session_end' and c.extraction_idle_seconds is not null
          and (${tenant}::text is null or e.tenant_id = ${tenant}::text)
        group by e.tenant_id, e.agent_id, e.run_id, c.extraction_idle_seconds
        having max(e.received_at) < ${ctx.now()}::timestamptz - make_interval(secs => c.extraction_idle_seconds)
        limit ${opts.limit ?? 1000}`,
  );
  let queued = 0;
  for (const r of found) {
    const data = { tenantId: r.tenant_id, agentId: r.agent_id, runId: r.run_id };
    if (await enqueue(data, runJobId(r.tenant_id, r.agent_id, r.run_id, `s${Number(r.seq)}`))) queued++;
  }
  return { queued, found: found.length };
}
