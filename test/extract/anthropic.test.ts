/**
 * The Claude extractor through the real @anthropic-ai/sdk against the local Messages
 * stub (test/judge/support/anthropicStub.ts): valid output, invalid JSON, invented event
 * ids, 429 — and, through the extract worker, a 429 that pauses the queue and then
 * succeeds.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import { describe, expect, test } from '../support/fixtures.js';
import { rows } from '../../src/db/database.js';
import { AnthropicExtractor } from '../../src/extract/anthropic.js';
import { ExtractMalformedResponseError, ExtractRateLimitedError } from '../../src/extract/errors.js';
import type { ExtractEvent } from '../../src/extract/types.js';
import { NonRetriableError } from '../../src/errors.js';
import { memwrightFor } from '../../src/memwright.js';
import { startPipeline } from '../../workers/pipeline.js';
import { AnthropicStub } from '../judge/support/anthropicStub.js';
import { waitFor } from '../support/waitFor.js';

let stub: AnthropicStub;
beforeEach(async () => {
  stub = await AnthropicStub.start();
});
afterEach(async () => {
  await stub.close();
});

const EVENTS: ExtractEvent[] = [
  { id: 'e1', role: 'user', content: 'I moved to Porto last year and I cycle to work.', at: new Date() },
  { id: 'e2', role: 'assistant', content: 'Porto is hilly! You must be fit.', at: new Date() },
];
const extractor = () => new AnthropicExtractor({ apiKey: 'test-key', baseURL: stub.url, model: 'claude-test', defaultRateLimitMs: 1234 });
const answer = (memories: unknown[]) => ({ text: JSON.stringify({ memories }) });

describe('Claude extractor', () => {
  test('valid output: statements with their events; inferred unless the user said it; invented ids dropped', async () => {
    stub.reply(
      answer([
        { content: 'User lives in Porto', category: 'fact', eventIds: ['e1'], statedByUser: true, deletionKey: 'profile/home' },
        { content: 'User cycles to work.', category: 'fact', eventIds: ['e1'], statedByUser: true },
        { content: 'User is physically fit.', category: 'fact', eventIds: ['e2'], statedByUser: true },
        { content: 'User owns a red bicycle.', category: 'fact', eventIds: ['e1', 'e7'], statedByUser: true },
      ]),
    );
    const got = await extractor().extract(EVENTS);
    expect(got).toEqual([
      { content: 'User lives in Porto.', category: 'fact', confidence: 'asserted', eventIds: ['e1'], deletionKey: 'profile/home', rule: 'anthropic:claude-test' },
      { content: 'User cycles to work.', category: 'fact', confidence: 'asserted', eventIds: ['e1'], rule: 'anthropic:claude-test' },
      // The assistant's words are not the user's statement, whatever the model claims.
      { content: 'User is physically fit.', category: 'fact', confidence: 'inferred', eventIds: ['e2'], rule: 'anthropic:claude-test' },
    ]);
    const req = stub.requests[0]!;
    expect(req.url).toBe('/v1/messages');
    expect(req.body.model).toBe('claude-test');
    expect(req.body.system).toContain('third person');
    expect(req.body.messages[0].content).toContain('"id":"e1"');
  });

  test('invalid JSON and a wrong shape are malformed answers (retried by the queue)', async () => {
    stub.reply({ text: 'Sure! Here are the memories: {memories: [oops' }, { text: '{"memories":[{"content":"","eventIds":[]}]}' }, { text: 'no json at all' });
    await expect(extractor().extract(EVENTS)).rejects.toBeInstanceOf(ExtractMalformedResponseError);
    await expect(extractor().extract(EVENTS)).rejects.toThrow(/fails the schema/);
    await expect(extractor().extract(EVENTS)).rejects.toThrow(/no JSON object/);
  });

  test('429 is a rate limit with the provider\u2019s retry-after; 400 is not retried', async () => {
    stub.reply({ status: 429, headers: { 'retry-after': '7' } }, { status: 429 }, { status: 400 });
    const e = await extractor().extract(EVENTS).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ExtractRateLimitedError);
    expect((e as ExtractRateLimitedError).retryAfterMs).toBe(7000);
    expect(((await extractor().extract(EVENTS).catch((x: unknown) => x)) as ExtractRateLimitedError).retryAfterMs).toBe(1234);
    await expect(extractor().extract(EVENTS)).rejects.toBeInstanceOf(NonRetriableError);
  });

  test('through the worker: a 429 pauses the queue, the retry admits the candidates', async ({ services, tenant }) => {
    stub.reply(
      { status: 429, headers: { 'retry-after-ms': '300' } },
      answer([
        { content: 'User lives in Porto.', category: 'fact', eventIds: ['e1'], statedByUser: true },
        { content: 'User has a cat named Mingau.', category: 'fact', eventIds: ['e404'], statedByUser: true },
      ]),
    );
    const pipeline = await startPipeline(services, { schedulers: false, extract: { extractor: extractor() } });
    await pipeline.ready();
    try {
      const mw = memwrightFor(services, { tenantId: tenant, role: 'agent' });
      const r = await mw.recordEvents({
        run: { runId: 'r1', agentId: 'a1', userId: 'u1' },
        events: EVENTS.map((e) => ({ id: e.id, role: e.role, content: e.content })),
        trigger: 'session_end',
      });
      expect(r.extraction.queued).toBe(true);
      const notes = await waitFor(
        async () => {
          const n = await rows<{ content: string; author_type: string; confidence: string }>(
            services.database.db,
            sql`select content, author_type, confidence from notes where tenant_id = ${tenant}`,
          );
          return n.length > 0 ? n : false;
        },
        20_000,
        'the extracted note',
      );
      expect(notes).toEqual([{ content: 'User lives in Porto.', author_type: 'extractor', confidence: 'asserted' }]);
      expect(stub.requests).toHaveLength(2);
      const m = await services.metrics.registry.getSingleMetricAsString('memwright_stage_results_total');
      expect(m).toMatch(/stage="extract",result="rate_limited"\} 1/);
    } finally {
      await pipeline.close();
    }
  });
});
