import pino from 'pino';
import { UnrecoverableError } from 'bullmq';
import { EmbedderCrashedError, EmbedderTimeoutError, MiniLmEmbedder } from '../../src/embed/index.js';
import { NonRetriableError } from '../../src/errors.js';
import { createPipelineContext } from '../../src/pipeline/context.js';
import { runStageJob } from '../../src/pipeline/runner.js';
import { createServices } from '../../src/services.js';
import { describe, expect, test, testConfig } from '../support/fixtures.js';
import { note, write } from '../pipeline/support.js';

// How the embed stage treats the pool's failures: a hung or crashed thread is a
// transient fault, so the job is retried (BullMQ backoff, then the sweep), never ended
// as NonRetriableError; the note stays provisional and injectable meanwhile.
const fake = new URL('./fixtures/fake-minilm-worker.mjs', import.meta.url);

describe('embed stage on pool failures', () => {
  test('a timed-out or crashed thread fails the attempt retriably; the last attempt marks the note; a healthy retry embeds it', async ({ db, redis, tenant }) => {
    const embedder = new MiniLmEmbedder({ workerUrl: fake, timeoutMs: 1000, queryThread: false });
    const s = await createServices(testConfig(redis.url), { database: db, noQueue: true, embedder, logger: pino({ level: 'silent' }), migrate: false });
    try {
      const deps = { ctx: createPipelineContext(s), producer: null };
      const run = async (content: string, attemptsMade: number) => {
        const id = await write(s, tenant, { content });
        const n = await note(s, tenant, id);
        const job = { data: { tenantId: tenant, noteId: id, version: n.version } };
        const err = await runStageJob(deps, 'embed', job, { attemptsMade, attempts: 3 }).then(
          () => null,
          (e: unknown) => e,
        );
        return { id, job, err };
      };

      const hung = await run('User said the deploy will hang until Friday.', 0);
      expect(hung.err).toBeInstanceOf(Error);
      expect(hung.err).not.toBeInstanceOf(UnrecoverableError);
      expect((hung.err as Error).message).toMatch(/did not finish within 1000 ms/);
      expect(new EmbedderTimeoutError(1)).not.toBeInstanceOf(NonRetriableError);
      // Not the last attempt: no stage error recorded (only the write's "no queue" mark
      // of this queue-less test), the note waits for the retry.
      let n = await note(s, tenant, hung.id);
      expect(n.status).toBe('provisional');
      expect(n.pipelineError).toMatch(/^enqueue_failed/);

      const crashed = await run('User will crash at a hotel near the venue.', 2);
      expect(crashed.err).not.toBeInstanceOf(UnrecoverableError);
      expect((crashed.err as Error).message).toMatch(/exited with code 3/);
      expect(new EmbedderCrashedError('x')).not.toBeInstanceOf(NonRetriableError);
      // The last attempt: the note is marked for the sweep, still provisional.
      n = await note(s, tenant, crashed.id);
      expect(n.status).toBe('provisional');
      expect(n.pipelineError).toMatch(/^stage embed failed/);

      // The replaced thread serves the next attempt of an ordinary note.
      const ok = await run('User prefers aisle seats on long flights.', 0);
      expect(ok.err).toBeNull();
      n = await note(s, tenant, ok.id);
      expect(n.embeddingModel).toBe('minilm-l6-v2');
      expect(n.pipelineStage).not.toBe('embed');
    } finally {
      await s.close();
      await embedder.close();
    }
  });
});
