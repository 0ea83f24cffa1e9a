import { HashEmbedder } from '../../src/embed/hash.js';
import { NonRetriableError } from '../../src/errors.js';
import { JudgeRateLimitedError } from '../../src/judge/errors.js';
import { HeuristicJudge } from '../../src/judge/heuristic.js';
import { memwrightFor } from '../../src/memwright.js';
import { createPipelineContext } from '../../src/pipeline/context.js';
import { runStageJob } from '../../src/pipeline/runner.js';
import { startPipeline } from '../../workers/pipeline.js';
import { MAINTENANCE_QUEUE, stageJobId } from '../../src/queue/names.js';
import { openQueue } from '../../src/queue/open.js';
import { STAGES } from '../../src/contract/enums.js';
import { describe, expect, test } from '../support/fixtures.js';
import { FailingJudge, GatedEmbedder } from './doubles.js';
import { events, note, pipelineServices, settled, write } from './support.js';
import { TestClock } from '../support/clock.js';
import { waitFor } from '../support/waitFor.js';

const count = (xs: Array<{ type: string }>, type: string) => xs.filter((e) => e.type === type).length;

describe('fault tolerance', () => {
  test('Redis down while writing: notes stay injectable; when Redis comes back empty the resync hardens them all', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis, { judge: new HeuristicJudge(), embedder: new HashEmbedder() });
    const pipeline = await startPipeline(services, { schedulers: true });
    try {
      await pipeline.ready();
      await redis.stop();
      const ids: string[] = [];
      for (const c of ['User prefers tea over coffee.', 'User lives in Lisbon.', 'User has two cats.', 'User plays the cello.']) {
        ids.push(await write(services, tenant, { content: c }));
      }
      for (const id of ids) {
        const n = await note(services, tenant, id);
        expect(n.status).toBe('provisional');
        expect(n.pipelineError).toMatch(/^enqueue_failed/);
      }
      const ctx = await memwrightFor(services, { tenantId: tenant }).context({ agentId: 'a1', userId: 'u1', limit: 10 });
      expect(ctx.notes.map((n) => n.id).sort()).toEqual([...ids].sort());

      await redis.start(); // a fresh, empty Redis (no persistence)
      await settled(services, tenant, 45_000);
      for (const id of ids) expect((await note(services, tenant, id)).status).toBe('active');

      // The job schedulers were re-created in the empty Redis.
      const q = openQueue(MAINTENANCE_QUEUE, { url: redis.url }, services.config.queue.prefix);
      try {
        expect((await q.getJobSchedulers()).map((s) => s.key ?? s.name).sort()).toEqual(['consolidate', 'decay', 'events-prune', 'extract-idle', 'sweep', 'ttl-prune']);
      } finally {
        await q.close();
      }
    } finally {
      await redis.start();
      await pipeline.close();
      await services.close();
    }
  });

  test('a worker closed mid-stage: the job is redelivered to another worker and applied once', async ({ db, redis, tenant }) => {
    const embedder = new GatedEmbedder();
    const services = await pipelineServices(db, redis, { judge: new HeuristicJudge(), embedder });
    const fast = { schedulers: false, lockDurationMs: 1000, stalledIntervalMs: 300 };
    const first = await startPipeline(services, fast);
    let second: Awaited<ReturnType<typeof startPipeline>> | null = null;
    try {
      const id = await write(services, tenant, { content: 'User prefers window seats on flights.' });
      await embedder.entered; // the embed stage of `first` is mid-flight
      await first.close(0); // shutdown timeout 0: active jobs are abandoned, their locks lapse
      second = await startPipeline(services, fast);
      await settled(services, tenant);
      expect((await note(services, tenant, id)).status).toBe('active');

      // The abandoned run now finishes: its compare-and-set finds the note moved on.
      embedder.release();
      await new Promise((r) => setTimeout(r, 300));
      const ev = await events(services, tenant, id);
      expect(count(ev, 'embedded')).toBe(1);
      expect(count(ev, 'hardened')).toBe(1);
      expect((await note(services, tenant, id)).status).toBe('active');
    } finally {
      embedder.release();
      await first.close();
      await second?.close();
      await services.close();
    }
  });

  test('graceful close lets an active stage finish (and hand over) before it returns', async ({ db, redis, tenant }) => {
    const embedder = new GatedEmbedder();
    const services = await pipelineServices(db, redis, { judge: new HeuristicJudge(), embedder });
    const pipeline = await startPipeline(services, { schedulers: false });
    try {
      const id = await write(services, tenant, { content: 'User prefers aisle seats on trains.' });
      await embedder.entered;
      let closed = false;
      const closing = pipeline.close(20_000).then(() => (closed = true));
      await new Promise((r) => setTimeout(r, 200));
      expect(closed).toBe(false); // still waiting for the active embed job
      embedder.release();
      await closing;
      const n = await note(services, tenant, id);
      expect(n.pipelineStage).toBe('dedup'); // the embed stage committed…
      expect(await services.producer!.queues.dedup.getJobState(stageJobId('dedup', id, 1))).toBe('waiting'); // …and handed over
      expect(await services.producer!.queues.embed.getJobState(stageJobId('embed', id, 1))).toBe('completed');
    } finally {
      embedder.release();
      await pipeline.close();
      await services.close();
    }
  });

  test('the same stage job delivered twice (concurrently, and again later) is applied once', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis, { judge: new HeuristicJudge(), embedder: new HashEmbedder() });
    try {
      const deps = { ctx: createPipelineContext(services), producer: null };
      // Drive a note by hand: every stage delivered twice at once, then once more.
      const drive = async (noteId: string) => {
        const data = { tenantId: tenant, noteId, version: 1 };
        for (const stage of STAGES) {
          const [a, b] = await Promise.all([runStageJob(deps, stage, { data }), runStageJob(deps, stage, { data })]);
          const kinds = [a.kind, b.kind].sort();
          expect(kinds[1]).toBe('stale');
          expect(kinds[0]).not.toBe('stale');
          expect((await runStageJob(deps, stage, { data })).kind).toBe('stale');
          if (kinds[0] === 'exited' && stage !== 'harden') return;
        }
      };
      const established = await write(services, tenant, { content: 'User enjoys hiking in the mountains on weekends.' });
      await drive(established);
      expect((await note(services, tenant, established)).status).toBe('active');
      const restated = await write(services, tenant, { content: 'User enjoys hiking mountains on weekends.', runId: 'other-run' });
      await drive(restated);

      const r = await note(services, tenant, restated);
      expect(r.status).toBe('archived');
      expect(r.consolidatedIntoId).toBe(established);
      // The restatement's access was carried over once, not twice.
      expect((await note(services, tenant, established)).accessCount).toBe(1);
      expect((await events(services, tenant, established)).map((e) => e.type)).toEqual([
        'written',
        'embedded',
        'importance_scored',
        'hardened',
        'deduped',
      ]);
      expect((await events(services, tenant, restated)).map((e) => e.type)).toEqual(['written', 'embedded', 'archived']);
    } finally {
      await services.close();
    }
  });

  test('a duplicate BullMQ job (different id) for a note is a no-op', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis, { judge: new HeuristicJudge(), embedder: new HashEmbedder() });
    const pipeline = await startPipeline(services, { schedulers: false });
    try {
      const id = await write(services, tenant, { content: 'User reads science fiction before bed.' });
      const data = { tenantId: tenant, noteId: id, version: 1 };
      // Duplicates of every stage, racing the real jobs.
      for (const s of STAGES) await services.producer!.queues[s].add(s, data, { jobId: `dup-${s}-${id}` });
      await settled(services, tenant);
      await waitFor(async () => {
        const counts = await Promise.all(STAGES.map((s) => services.producer!.queues[s].getJobCounts('wait', 'active', 'delayed')));
        return counts.every((c) => (c.wait ?? 0) + (c.active ?? 0) + (c.delayed ?? 0) === 0);
      });
      const ev = await events(services, tenant, id);
      expect(ev.map((e) => e.type)).toEqual(['written', 'embedded', 'importance_scored', 'hardened']);
    } finally {
      await pipeline.close();
      await services.close();
    }
  });

  test('a failing judge: the note stays provisional and injectable, and BullMQ retries it with backoff', async ({ db, redis, tenant }) => {
    const judge = new FailingJudge(2);
    const services = await pipelineServices(db, redis, { judge, embedder: new HashEmbedder() });
    const pipeline = await startPipeline(services, { schedulers: false });
    try {
      const established = await write(services, tenant, { content: 'User enjoys hiking in the mountains on weekends.' });
      await settled(services, tenant);
      // Its restatement needs the judge (dedup): the first two calls fail.
      const id = await write(services, tenant, { content: 'User enjoys hiking mountains on weekends.', runId: 'run-2' });
      await waitFor(async () => judge.calls >= 1, 10_000, 'the judge to be asked');
      const during = await note(services, tenant, id);
      expect(during.status).toBe('provisional');
      expect(during.pipelineStage).toBe('dedup');
      const ctx = await memwrightFor(services, { tenantId: tenant }).context({ agentId: 'a1', userId: 'u1', limit: 10 });
      expect(ctx.notes.map((n) => n.id)).toContain(id);

      await settled(services, tenant, 20_000);
      expect(judge.calls).toBeGreaterThanOrEqual(3);
      // Two failed attempts and the successful one (compare the rate-limited case below).
      expect((await services.producer!.queues.dedup.getJob(stageJobId('dedup', id, 1)))?.attemptsMade).toBe(3);
      const n = await note(services, tenant, id);
      expect(n.status).toBe('archived');
      expect(n.consolidatedIntoId).toBe(established);
    } finally {
      await pipeline.close();
      await services.close();
    }
  });

  test('a rate-limited judge pauses the stage queue and puts the job back without spending an attempt', async ({ db, redis, tenant }) => {
    const judge = new FailingJudge(1, () => new JudgeRateLimitedError('slow down (test)', 300, 429));
    const services = await pipelineServices(db, redis, { judge, embedder: new HashEmbedder() });
    const pipeline = await startPipeline(services, { schedulers: false });
    try {
      await write(services, tenant, { content: 'User enjoys hiking in the mountains on weekends.' });
      await settled(services, tenant);
      const id = await write(services, tenant, { content: 'User enjoys hiking mountains on weekends.', runId: 'run-2' });
      await settled(services, tenant);
      expect((await note(services, tenant, id)).status).toBe('archived');
      expect(judge.calls).toBe(2);
      const job = await services.producer!.queues.dedup.getJob(stageJobId('dedup', id, 1));
      // BullMQ counts the successful attempt too: a failed-then-retried job would show 2.
      expect(job?.attemptsMade).toBe(1);
      const results = await services.metrics.stageOutcomes.get();
      expect(results.values.find((v) => v.labels.stage === 'dedup' && v.labels.result === 'rate_limited')?.value).toBe(1);
    } finally {
      await pipeline.close();
      await services.close();
    }
  });

  test('a judge failing for good: the job fails, the note is marked and stays injectable; the sweep retries the failed job', async ({ db, redis, tenant }) => {
    const clock = new TestClock(Date.now());
    const judge = new FailingJudge(0, () => new NonRetriableError('judge rejected the request (test)'));
    judge.broken = true;
    const services = await pipelineServices(db, redis, { judge, embedder: new HashEmbedder(), clock });
    const pipeline = await startPipeline(services, { schedulers: false });
    try {
      await write(services, tenant, { content: 'User enjoys hiking in the mountains on weekends.' });
      await settled(services, tenant);
      const id = await write(services, tenant, { content: 'User enjoys hiking mountains on weekends.', runId: 'run-2' });
      const jobId = stageJobId('dedup', id, 1);
      await waitFor(async () => (await services.producer!.queues.dedup.getJobState(jobId)) === 'failed', 10_000, 'the dedup job to fail');
      const failed = await note(services, tenant, id);
      expect(failed.status).toBe('provisional');
      // The error type leads (errorLog.errorMessage: value-free summary, never SQL parameters).
      expect(failed.pipelineError).toMatch(/^stage dedup failed: NonRetriableError: judge rejected/);

      // Not swept before the stall period: no hot loop against a broken judge.
      expect((await pipeline.sweep()).retried).toBe(0);
      judge.broken = false;
      clock.advance(services.config.maintenance.sweepStallMs + 1);
      const report = await pipeline.sweep();
      expect(report.retried).toBe(1);
      await settled(services, tenant);
      expect((await note(services, tenant, id)).status).toBe('archived');
      expect((await note(services, tenant, id)).pipelineError).toBeNull();
    } finally {
      await pipeline.close();
      await services.close();
    }
  });
});
