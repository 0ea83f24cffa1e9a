/**
 * Ingest jobs no producer could have sent — data that is not JSON, not an object, or a
 * body nested past what can be canonicalised — fail for good at once (no retries, never
 * left active), each with one warning naming the job and never its data, and the worker
 * goes on with genuine jobs. Real Redis, the shared test database (PGlite or Postgres).
 */
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Job } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach } from 'vitest';
import pino from 'pino';
import type { MemoryWriteInput } from '../../src/contract/write.js';
import { INGEST_QUEUE, WIRE_VERSION } from '../../src/contract/ingestWire.js';
import { bullPrefix } from '../../src/contract/queuePrefix.js';
import { startPipeline } from '../../workers/pipeline.js';
import { createProducer } from '../../src/producer/index.js';
import { createServices } from '../../src/services.js';
import { describe, expect, test, testConfig } from '../support/fixtures.js';
import { waitFor } from '../support/waitFor.js';
import { writeBody } from '../support/writeBody.js';
import { agentKey, ingestQueue, STATEMENTS } from './support.js';

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
});

/** A marker in every garbage payload: it must never reach a log line or a failed reason. */
const MARK = 'garbage-marker-7f3a';

describe('ingest queue: unreadable jobs', () => {
  test('garbage data fails at once with a reason and one warning each; the worker keeps going', async ({ db, redis, tenant }) => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const services = await createServices(testConfig(redis.url, { MEMWRIGHT_QUEUE_PREFIX: `mwu-${randomUUID().slice(0, 8)}` }), {
      database: db,
      logger: pino({ level: 'info' }, sink),
      migrate: false,
    });
    cleanups.push(() => services.close());
    const pipeline = await startPipeline(services, { schedulers: false });
    cleanups.push(() => pipeline.close(2000));
    await pipeline.ready();
    const { queue, close } = ingestQueue(services);
    cleanups.push(close);
    const key = await agentKey(services, tenant);
    const client = new Redis(services.config.redis.url);
    cleanups.push(async () => client.disconnect());
    const jobKey = (id: string) => `${bullPrefix(services.config.queue.prefix)}:${INGEST_QUEUE}:${id}`;

    // Retries allowed: a job that fails for good must not use them.
    const opts = (jobId: string, extra: Record<string, unknown> = {}) => ({ jobId, attempts: 5, backoff: { type: 'fixed', delay: 100 }, ...extra });
    const envelope = { v: WIRE_VERSION, keyId: key.id, ts: Date.now(), body: { content: MARK }, sig: 'a'.repeat(128) };
    const garbage: Array<[string, unknown, string]> = [
      ['a string', `${MARK} not an envelope`, 'a string'],
      ['a number', 42, 'a number'],
      ['null', null, 'null'],
      ['a boolean', true, 'a boolean'],
      ['an array', [MARK, 1], 'an array'],
      ['a huge string', MARK + 'x'.repeat(4_000_000), 'a string'],
      ['an envelope sent as a JSON string', JSON.stringify(envelope), 'a string'],
    ];
    const jobs: Array<[string, Job, string]> = [];
    for (const [what, data, reason] of garbage) jobs.push([what, await queue.add('write', data, opts(`write-garbage-${jobs.length}`)), reason]);

    // Not JSON at all: written into the job's hash while it waits, as anyone with Redis access could.
    const raw = await queue.add('write', {}, opts('write-garbage-raw', { delay: 3_600_000 }));
    await client.hset(jobKey(raw.id!), 'data', `{"v":2,"body":"${MARK}`);
    await raw.promote();
    jobs.push(['data that is not JSON', raw, 'not valid JSON']);

    // A body nested past the stack: readable as JSON, but it cannot be canonicalised to check its signature.
    const deepJob = await queue.add('write', envelope, opts(`write-${envelope.sig}`, { delay: 3_600_000 }));
    const deep = `${'['.repeat(200_000)}"${MARK}"${']'.repeat(200_000)}`;
    await client.hset(jobKey(deepJob.id!), 'data', JSON.stringify(envelope).replace(`{"content":"${MARK}"}`, deep));
    await deepJob.promote();
    jobs.push(['a body nested too deep to canonicalise', deepJob, 'cannot be canonicalised']);

    for (const [what, job, reason] of jobs) {
      await waitFor(async () => (await queue.getJobState(job.id!)) === 'failed', 15_000, `${what} to fail`);
      // Read from the hash: BullMQ's getJob would parse the data this test made unparseable.
      const [failedReason, attemptsMade] = await client.hmget(jobKey(job.id!), 'failedReason', 'atm');
      expect(failedReason, what).toContain(reason);
      expect(failedReason, what).not.toContain(MARK);
      expect(attemptsMade, what).toBe('1');
      const logged = lines.filter((l) => l.includes(`"jobId":"${job.id}"`));
      expect(logged, what).toHaveLength(1);
      expect(JSON.parse(logged[0]!)).toMatchObject({ level: 40, jobId: job.id, reason: expect.stringContaining(reason) });
    }
    expect(await queue.getActiveCount()).toBe(0);

    // A well-formed envelope with wrong field types is still the documented refusal: completed with its problem.
    const typed = await queue.add('write', { v: WIRE_VERSION, keyId: key.id, ts: 'yesterday', body: {}, sig: 'a'.repeat(128) }, opts('write-typed'));
    await waitFor(async () => (await queue.getJobState(typed.id!)) === 'completed', 15_000, 'the wrong-typed envelope to be refused');
    expect((await queue.getJob(typed.id!))!.returnvalue).toMatchObject({ status: 400, code: 'invalid_envelope' });

    // The worker still takes genuine jobs.
    const producer = createProducer({ connection: services.config.redis.url, prefix: services.config.queue.prefix, keyId: key.id, key: key.key });
    cleanups.push(() => producer.close());
    const genuine = await producer.write(writeBody({ content: STATEMENTS[0], run: { runId: 'r-garbage', agentId: 'a1', userId: 'u1' } }) as MemoryWriteInput);
    expect(await producer.waitForResult(genuine, 15_000)).toMatchObject({ outcome: 'written' });

    expect(lines.filter((l) => l.includes(MARK))).toEqual([]);
    expect(lines.filter((l) => l.includes('ingest worker error'))).toEqual([]);
  });
});
