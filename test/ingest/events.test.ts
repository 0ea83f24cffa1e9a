/**
 * The ingest queue's `events` job (docs/ingest.md, docs/design.md#background-lane): the
 * signed batch goes through recordEvents as the key's principal — the result is
 * POST /v1/events's body — and its extraction follows like any other batch.
 */
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/database.js';
import { startPipeline } from '../../workers/pipeline.js';
import { createProducer } from '../../src/producer/index.js';
import { describe, expect, test } from '../support/fixtures.js';
import { waitFor } from '../support/waitFor.js';
import { agentKey } from '../ingest/support.js';

describe('ingest queue: events', () => {
  test('a signed events job is recorded and extracted; a bad batch completes with the same problem as HTTP', async ({ services, tenant }) => {
    const pipeline = await startPipeline(services, { schedulers: false });
    await pipeline.ready();
    const key = await agentKey(services, tenant);
    const producer = createProducer({ connection: services.config.redis.url, prefix: services.config.queue.prefix, keyId: key.id, key: key.key });
    try {
      const run = { runId: 'r-q', agentId: 'a1', userId: 'u1' };
      const job = await producer.recordEvents({ run, events: [{ id: 'e1', role: 'user', content: "I'm allergic to walnuts." }], trigger: 'session_end' });
      expect(await producer.waitForResult(job, 15_000)).toEqual({
        runId: 'r-q',
        stored: ['e1'],
        inserted: 1,
        duplicates: [],
        extraction: { trigger: 'on_session_end', queued: true },
      });
      const note = await waitFor(
        async () => (await rows<{ content: string; author_type: string }>(services.database.db, sql`select content, author_type from notes where tenant_id = ${tenant}`))[0],
        20_000,
        'the extracted note',
      );
      expect(note).toEqual({ content: 'User is allergic to walnuts.', author_type: 'extractor' });

      const bad = await producer.recordEvents({ run, events: [] });
      expect(await producer.waitForResult(bad, 15_000)).toMatchObject({ status: 400, code: 'validation_error' });
      const other = await producer.recordEvents({ run: { ...run, agentId: 'a2' }, events: [{ id: 'e1', role: 'user', content: 'x' }] });
      expect(await producer.waitForResult(other, 15_000)).toMatchObject({ status: 403, code: 'agent_not_allowed' });
      const text = await services.metrics.registry.metrics();
      expect(text).toContain('memwright_ingest_jobs_total{job="events",result="accepted"} 1');
    } finally {
      await producer.close();
      await pipeline.close();
    }
  });
});
