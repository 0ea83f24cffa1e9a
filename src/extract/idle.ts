import { sql } from 'drizzle-orm';
import { rows } from '../db/database.js';
import type { PipelineContext } from '../pipeline/types.js';
import type { ExtractJobData } from '../queue/extract.js';
import { runJobId } from '../queue/extract.js';

/**
 * extract-idle: an `on_session_end` agent with `extractionIdleSeconds` set counts a run
 * as ended once no event arrived for that long (docs/design.md#background-lane). Finds
 * those runs with unextracted events and queues their extraction (the job id names the
 * newest event, so a run already queued is not queued twice).
 */
export async function runExtractIdle(
  ctx: PipelineContext,
  enqueue: (data: ExtractJobData, jobId: string) => Promise<boolean>,
  opts: { tenantId?: string; limit?: number; stallMs?: number } = {},
): Promise<{ queued: number; found: number; repaired: number }> {
  const tenant = opts.tenantId ?? null;
  const repaired = await repairRequested(ctx, enqueue, tenant, opts.stallMs ?? 120_000, opts.limit ?? 1000);
  const found = await rows<{ tenant_id: string; agent_id: string; run_id: string; seq: string | number }>(
    ctx.db,
    sql`select e.tenant_id, e.agent_id, e.run_id, max(e.seq) as seq
        from conversation_events e
        join agent_configs c on c.tenant_id = e.tenant_id and c.agent_id = e.agent_id
        where e.extracted_at is null and c.extraction_trigger = 'on_session_end' and c.extraction_idle_seconds is not null
          and (${tenant}::text is null or e.tenant_id = ${tenant}::text)
        group by e.tenant_id, e.agent_id, e.run_id, c.extraction_idle_seconds
        having max(e.received_at) < ${ctx.now().toISOString()}::timestamptz - make_interval(secs => c.extraction_idle_seconds)
        limit ${opts.limit ?? 1000}`,
  );
  let queued = 0;
  for (const r of found) {
    const data = { tenantId: r.tenant_id, agentId: r.agent_id, runId: r.run_id };
    if (await enqueue(data, runJobId(r.tenant_id, r.agent_id, r.run_id, `s${Number(r.seq)}`))) queued++;
  }
  return { queued, found: found.length, repaired };
}

/**
 * Runs whose extraction a batch asked for (`extraction_requested_at`, stored with the
 * events) but whose events are still unextracted a stall interval later: the job was
 * never queued (Redis down when the batch arrived), or failed for good. Queued again,
 * at most once per stall window (the window is in the job id, so a retained failed job
 * of the same id does not block the repair forever). The caller's 202 then means what
 * it says: stored, and extracted in time.
 */
async function repairRequested(
  ctx: PipelineContext,
  enqueue: (data: ExtractJobData, jobId: string) => Promise<boolean>,
  tenant: string | null,
  stallMs: number,
  limit: number,
): Promise<number> {
  const now = ctx.now();
  const stalled = await rows<{ tenant_id: string; agent_id: string; run_id: string; seq: string | number }>(
    ctx.db,
    sql`select tenant_id, agent_id, run_id, max(seq) as seq
        from conversation_events
        where extracted_at is null and extraction_requested_at is not null
          and extraction_requested_at < ${new Date(now.getTime() - stallMs).toISOString()}::timestamptz
          and (${tenant}::text is null or tenant_id = ${tenant}::text)
        group by tenant_id, agent_id, run_id
        limit ${limit}`,
  );
  const window = Math.floor(now.getTime() / stallMs);
  let queued = 0;
  for (const r of stalled) {
    const data = { tenantId: r.tenant_id, agentId: r.agent_id, runId: r.run_id };
    if (await enqueue(data, runJobId(r.tenant_id, r.agent_id, r.run_id, `w${Number(r.seq)}-${window}`))) queued++;
  }
  if (stalled.length) ctx.logger.warn({ runs: stalled.length, queued }, 'extract-idle: re-queued extractions that were asked for but never ran');
  return queued;
}
