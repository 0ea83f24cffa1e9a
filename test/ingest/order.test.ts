/**
 * Per-run order inside one consuming process: the ingest worker runs many jobs at once,
 * but the jobs of one run wait for each other, so a slow first job (here: a key lookup
 * that takes 300 ms) is still applied before the later ones of its run — while another
 * run's job goes ahead.
 */
import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { and, eq } from 'drizzle-orm';
import { KeyResolver } from '../../src/auth/keys.js';
import { notes } from '../../src/db/schema.js';
import { ReplayGuard } from '../../src/ingest/replay.js';
import { ingestProcessor } from '../../src/ingest/worker.js';
import { signingKey, INGEST_QUEUE, ingestJobId, signEnvelope, WIRE_VERSION } from '../../src/contract/ingestWire.js';
import { recordEvents } from '../../src/ops/events.js';
import { writeMemory } from '../../src/write/writeMemory.js';
import { bullPrefix } from '../../src/contract/queuePrefix.js';
import { pipelineServices } from '../pipeline/support.js';
import { describe, expect, test } from '../support/fixtures.js';
import { agentKey } from './support.js';
import { writeBody } from '../support/writeBody.js';

describe('ingest worker ordering', () => {
  test('jobs of one run are applied in arrival order even when an earlier one is slower', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    const prefix = services.config.queue.prefix;
    const key = await agentKey(services, tenant);
    const resolver = new KeyResolver(services.database.db, { adminTenant: 'admin' });
    let calls = 0;
    const finished: string[] = [];
    const keys = {
      async resolveId(id: string) {
        // The first job's lookup is slow: without per-run chaining the later jobs overtake it.
        if (calls++ === 0) await new Promise((r) => setTimeout(r, 300));
        return resolver.resolveId(id);
      },
    };
    const conn = new Redis(services.config.redis.url, { maxRetriesPerRequest: null });
    const processor = ingestProcessor({
      write: (principal, body) => writeMemory(services.write, principal, body),
      recordEvents: (principal, body) => recordEvents(services, principal, body),
      keys,
      replay: new ReplayGuard(services.producer!.connection, prefix, 60_000),
      redis: services.producer!.connection,
      queuePrefix: prefix,
      now: () => new Date(),
      maxAgeMs: 60_000,
      maxSkewMs: 60_000,
    });
    const queue = new Queue(INGEST_QUEUE, { connection: conn, prefix: bullPrefix(prefix) });
    const events = new QueueEvents(INGEST_QUEUE, { connection: conn.duplicate(), prefix: bullPrefix(prefix) });
    await events.waitUntilReady();
    const add = async (b: Record<string, unknown>) => {
      const ts = Date.now();
      const sig = signEnvelope(signingKey(key.key), 'write', key.id, ts, b);
      return queue.add('write', { v: WIRE_VERSION, keyId: key.id, ts, body: b, sig }, { jobId: ingestJobId('write', sig) });
    };
    const run = { runId: `r-${randomUUID().slice(0, 6)}`, agentId: 'a1', userId: 'u1' };
    const jobs = [
      await add(writeBody({ content: 'The team color is red.', run, deletionKey: 'team/color' })),
      await add(writeBody({ content: 'The team color is green.', run, deletionKey: 'team/color' })),
      await add(writeBody({ content: 'Invoices are sent from the Lisbon office.', run: { ...run, runId: `${run.runId}-other` } })),
      await add(writeBody({ content: 'The team color is blue.', run, deletionKey: 'team/color' })),
    ];
    const worker = new Worker(
      INGEST_QUEUE,
      async (job) => {
        const r = await processor(job);
        finished.push(job.id!);
        return r;
      },
      { connection: conn.duplicate({ maxRetriesPerRequest: null }), prefix: bullPrefix(prefix), concurrency: 8 },
    );
    try {
      const results = await Promise.all(jobs.map((j) => j.waitUntilFinished(events, 20_000)));
      expect(results.map((r) => r.outcome)).toEqual(['written', 'superseded_own', 'written', 'superseded_own']);
      const [held] = await services.database.db
        .select()
        .from(notes)
        .where(and(eq(notes.tenantId, tenant), eq(notes.deletionKey, 'team/color')));
      expect(held!.content).toBe('The team color is blue.');
      // The other run did not wait behind the slow job.
      expect(finished.indexOf(jobs[2]!.id!)).toBeLessThan(finished.indexOf(jobs[0]!.id!));
      expect(finished.filter((id) => id !== jobs[2]!.id)).toEqual([jobs[0]!.id, jobs[1]!.id, jobs[3]!.id]);
    } finally {
      await worker.close();
      await events.close();
      await queue.close();
      await resolver.close();
      conn.disconnect();
      await services.close();
    }
  });
});
