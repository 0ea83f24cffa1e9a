/**
 * The inspector's pipeline panel: how far behind the hardening pipeline is and what
 * failed, from what is cheap to read on request —
 * - queue depths per stage (BullMQ counts; the queues are shared by every tenant, so
 *   these are job counts only, never ids),
 * - the caller's tenant's notes still in the pipeline, per next stage, with the oldest
 *   one's last move and how many carry a pipeline error (the sweep retries those); notes
 *   waiting for review are counted apart (they wait for a person, not for a worker),
 * - whether any process runs the stage workers (their heartbeats, ../pipeline/heartbeat.ts),
 * - write → active lag of the tenant's notes written in the last hour (an index range
 *   on (tenant, created_at)), p50/p95,
 * - the recurring jobs' health as /readyz sees it (failure counts and times; their
 *   error text stays in the failing process's log),
 * - where Bull Board is (admins only).
 */
import { sql } from 'drizzle-orm';
import { STAGES } from '../contract/enums.js';
import type { PipelineHealth } from '../contract/inspector.js';
import { requireOperator, type Principal } from '../auth/principal.js';
import { rows } from '../db/database.js';
import { missingWorkers } from '../pipeline/heartbeat.js';
import { withTimeout as within } from '../observability/readiness.js';
import type { Services } from '../ports.js';

export const LAG_WINDOW_MINUTES = 60;

const num = (v: unknown) => Number(v ?? 0);
const isoOf = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

export async function pipelineHealth(s: Services, p: Principal, queueBoard: string): Promise<PipelineHealth> {
  requireOperator(p);
  const db = s.database.db;
  const since = new Date(s.now().getTime() - LAG_WINDOW_MINUTES * 60_000);

  const queuesP = (async () => {
    if (!s.producer) throw new Error('this process runs without Redis');
    const producer = s.producer;
    return within(
      Promise.all(
        STAGES.map(async (stage) => {
          const c = await producer.queues[stage].getJobCounts('waiting', 'delayed', 'active', 'failed', 'prioritized');
          return { stage, waiting: num(c.waiting) + num(c.prioritized), delayed: num(c.delayed), active: num(c.active), failed: num(c.failed) };
        }),
      ),
      1500,
    );
  })();
  const jobsP = s.jobHealth ? within(s.jobHealth.read(), 1500) : Promise.reject(new Error('no Redis'));
  const workersP = s.heartbeats ? within(s.heartbeats.read(), 1500) : Promise.reject(new Error('no Redis'));

  const [inPipeline, review, lag] = await Promise.all([
    rows<{ stage: string; notes: unknown; with_error: unknown; oldest: unknown }>(
      db,
      // status first: the notes_status_idx index (provisional notes are few).
      sql`select pipeline_stage as stage, count(*) as notes, count(*) filter (where pipeline_error is not null) as with_error,
                 min(pipeline_updated_at) as oldest
          from notes where status = 'provisional' and pipeline_stage <> 'done' and tenant_id = ${p.tenantId}
          group by pipeline_stage`,
    ),
    rows<{ n: unknown }>(db, sql`select count(*) as n from notes where status = 'pending_review' and tenant_id = ${p.tenantId}`),
    rows<{ written: unknown; active: unknown; p50: unknown; p95: unknown }>(
      db,
      // Agent writes only: an operator's correction is active the moment it is written. A note
      // held for review waits for a person, not for the pipeline: it is counted in pendingReview.
      sql`select count(*) as written, count(hardened_at) as active,
                 percentile_cont(0.5) within group (order by extract(epoch from hardened_at - created_at)) filter (where hardened_at is not null) as p50,
                 percentile_cont(0.95) within group (order by extract(epoch from hardened_at - created_at)) filter (where hardened_at is not null) as p95
          from notes where tenant_id = ${p.tenantId} and created_at >= ${since.toISOString()}::timestamptz and author_type = 'agent'
            and status <> 'pending_review'`,
    ),
  ]);
  const [queues, jobs, workers] = await Promise.allSettled([queuesP, jobsP, workersP]);
  const order = new Map<string, number>([...STAGES, 'done'].map((st, i) => [st, i]));
  const l = lag[0];
  const ms = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v) * 1000));
  return {
    queues: queues.status === 'fulfilled' ? queues.value : null,
    queuesError: queues.status === 'rejected' ? (queues.reason as Error).message : null,
    inPipeline: inPipeline
      .map((r) => ({ stage: r.stage, notes: num(r.notes), withError: num(r.with_error), oldestUpdateAt: isoOf(r.oldest) }))
      .sort((a, b) => (order.get(a.stage) ?? 99) - (order.get(b.stage) ?? 99)),
    pendingReview: num(review[0]?.n),
    workers:
      workers.status === 'fulfilled'
        ? {
            live: workers.value.live.length,
            lastHeartbeatAt: workers.value.lastSeenAt === null ? null : new Date(workers.value.lastSeenAt).toISOString(),
            // Heartbeats are scored by the wall clock, not the services' (a test may fake that).
            degraded: missingWorkers(workers.value),
          }
        : null,
    lag: { windowMinutes: LAG_WINDOW_MINUTES, written: num(l?.written), active: num(l?.active), p50Ms: ms(l?.p50), p95Ms: ms(l?.p95) },
    jobs:
      jobs.status === 'fulfilled'
        ? jobs.value.map((j) => ({
            job: j.job,
            consecutiveFailures: j.consecutiveFailures,
            failuresTotal: j.failuresTotal,
            lastSuccessAt: j.lastSuccessAt === null ? null : new Date(j.lastSuccessAt).toISOString(),
            lastFailureAt: j.lastFailureAt === null ? null : new Date(j.lastFailureAt).toISOString(),
          }))
        : null,
    queueBoard,
  };
}
