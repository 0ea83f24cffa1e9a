import type { IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { NonRetriableError } from '../../src/errors.js';
import {
  AnthropicJudge,
  JudgeAbortedError,
  JudgeMalformedResponseError,
  JudgeRateLimitedError,
  JudgeUnavailableError,
  MergeRejectedError,
  createJudge,
  type JudgeNote,
} from '../../src/judge/index.js';
import { AnthropicStub } from './support/anthropicStub.js';
import { waitFor } from '../support/waitFor.js';

function note(id: string, content: string, createdAt: string, deletionKey: string | null = null): JudgeNote {
  return { id, content, category: 'preference', deletionKey, createdAt: new Date(createdAt) };
}

const older = note('n1', 'User loves blue charts', '2025-01-01T00:00:00Z', 'pref/chart-color');
const newer = note('n2', 'User no longer likes blue charts — red charts only', '2025-02-01T00:00:00Z', 'pref/chart-color');

async function failure(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected the call to fail');
}

describe('AnthropicJudge against a stub Messages API (real SDK)', () => {
  let stub: AnthropicStub;
  let judge: AnthropicJudge;

  beforeAll(async () => {
    stub = await AnthropicStub.start();
    judge = new AnthropicJudge({ apiKey: 'sk-test', baseURL: stub.url, model: 'claude-test', timeoutMs: 5_000, defaultRateLimitMs: 1234 });
  });
  afterAll(async () => {
    await stub.close();
  });
  afterEach(() => {
    stub.requests.length = 0;
  });

  it('sends both notes and parses a JSON verdict', async () => {
    stub.reply({ text: '{"relation":"contradiction","reason":"the newer note negates the older","confidence":0.92}' });
    const v = await judge.compare(newer, older, 0.826);
    expect(v).toEqual({ relation: 'contradiction', reason: 'the newer note negates the older', confidence: 0.92 });
    expect(judge.id).toBe('anthropic:claude-test');
    expect(judge.canMerge).toBe(true);

    expect(stub.requests).toHaveLength(1);
    const req = stub.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/messages');
    expect(apiKeyOf(req.headers)).toBe('sk-test');
    expect(req.body.model).toBe('claude-test');
    expect(req.body.max_tokens).toBeGreaterThan(0);
    expect(req.body.system).toMatch(/JSON/);
    const user = JSON.parse(req.body.messages[0].content);
    expect(user.NEWER).toMatchObject({ content: newer.content, deletionKey: 'pref/chart-color', createdAt: '2025-02-01T00:00:00.000Z' });
    expect(user.OLDER.content).toBe(older.content);
    expect(user.embeddingSimilarity).toBe(0.826);
  });

  it('tolerates a code fence and prose around the JSON', async () => {
    stub.reply({ text: 'Here you go:\n```json\n{"relation": "duplicate", "reason": "same preference", "confidence": 1}\n```' });
    const v = await judge.compare(newer, older, 0.9);
    expect(v.relation).toBe('duplicate');
    expect(v.confidence).toBe(1);
  });

  it.each([
    ['prose without JSON', 'They contradict each other.', /no JSON object/],
    ['broken JSON', '{"relation": "duplicate", "reason": }', /not valid JSON/],
    ['unknown relation', '{"relation":"maybe","reason":"x","confidence":0.5}', /relation/],
    ['confidence out of range', '{"relation":"duplicate","reason":"x","confidence":7}', /confidence/],
    ['missing reason', '{"relation":"unrelated","confidence":0.5}', /reason/],
  ])('a malformed answer (%s) is a retriable JudgeMalformedResponseError', async (_name, text, message) => {
    stub.reply({ text });
    const err = await failure(judge.compare(newer, older, 0.8));
    expect(err).toBeInstanceOf(JudgeMalformedResponseError);
    expect(err).not.toBeInstanceOf(NonRetriableError);
    expect(err.message).toMatch(message);
  });

  it('429 with retry-after → JudgeRateLimitedError carrying retryAfterMs, no SDK retry', async () => {
    stub.reply({ status: 429, headers: { 'retry-after': '7' }, body: { type: 'error', error: { type: 'rate_limit_error', message: 'slow down' } } });
    const err = await failure(judge.compare(newer, older, 0.8));
    expect(err).toBeInstanceOf(JudgeRateLimitedError);
    expect((err as JudgeRateLimitedError).retryAfterMs).toBe(7000);
    expect((err as JudgeRateLimitedError).status).toBe(429);
    expect(stub.requests).toHaveLength(1);
  });

  it('429 with retry-after-ms, an HTTP date, or no header', async () => {
    stub.reply({ status: 429, headers: { 'retry-after-ms': '250' } });
    expect(((await failure(judge.compare(newer, older, 0.8))) as JudgeRateLimitedError).retryAfterMs).toBe(250);

    stub.reply({ status: 429, headers: { 'retry-after': new Date(Date.now() + 60_000).toUTCString() } });
    const dated = (await failure(judge.compare(newer, older, 0.8))) as JudgeRateLimitedError;
    expect(dated.retryAfterMs).toBeGreaterThan(50_000);
    expect(dated.retryAfterMs).toBeLessThanOrEqual(60_000);

    stub.reply({ status: 429 });
    expect(((await failure(judge.compare(newer, older, 0.8))) as JudgeRateLimitedError).retryAfterMs).toBe(1234);

    stub.reply({ status: 429, headers: { 'retry-after': '999999' } });
    expect(((await failure(judge.compare(newer, older, 0.8))) as JudgeRateLimitedError).retryAfterMs).toBe(600_000);
  });

  it('529 overloaded → JudgeRateLimitedError', async () => {
    stub.reply({ status: 529, headers: { 'retry-after': '3' }, body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } });
    const err = await failure(judge.compare(newer, older, 0.8));
    expect(err).toBeInstanceOf(JudgeRateLimitedError);
    expect((err as JudgeRateLimitedError).status).toBe(529);
    expect((err as JudgeRateLimitedError).retryAfterMs).toBe(3000);
  });

  it.each([400, 401, 403, 404, 413, 422])('%i → NonRetriableError', async (status) => {
    stub.reply({ status, body: { type: 'error', error: { type: 'invalid_request_error', message: `bad ${status}` } } });
    const err = await failure(judge.compare(newer, older, 0.8));
    expect(err).toBeInstanceOf(NonRetriableError);
    expect(err.message).toContain(String(status));
    expect(stub.requests).toHaveLength(1);
  });

  it.each([500, 502, 503, 408])('%i → retriable JudgeUnavailableError (one attempt)', async (status) => {
    stub.reply({ status });
    const err = await failure(judge.compare(newer, older, 0.8));
    expect(err).toBeInstanceOf(JudgeUnavailableError);
    expect((err as JudgeUnavailableError).kind).toBe('server');
    expect(stub.requests).toHaveLength(1);
  });

  it('a model refusal is not retried', async () => {
    stub.reply({ text: '', stopReason: 'refusal' });
    expect(await failure(judge.compare(newer, older, 0.8))).toBeInstanceOf(NonRetriableError);
  });

  it('an aborted call rejects with JudgeAbortedError and hangs up on the server', async () => {
    stub.reply({ delayMs: 10_000, text: '{"relation":"unrelated","reason":"x","confidence":0.5}' });
    const ac = new AbortController();
    const pending = failure(judge.compare(newer, older, 0.8, ac.signal));
    await waitFor(() => stub.requests.length === 1, 5_000);
    ac.abort();
    const err = await pending;
    expect(err).toBeInstanceOf(JudgeAbortedError);
    expect(err.name).toBe('AbortError');
    await waitFor(() => stub.requests[0]!.clientAborted, 5_000);
  });

  it('an already aborted signal makes no request', async () => {
    const ac = new AbortController();
    ac.abort();
    expect(await failure(judge.compare(newer, older, 0.8, ac.signal))).toBeInstanceOf(JudgeAbortedError);
    expect(stub.requests).toHaveLength(0);
  });

  it('honours the timeout → JudgeUnavailableError(timeout)', async () => {
    const quick = new AnthropicJudge({ apiKey: 'sk-test', baseURL: stub.url, model: 'claude-test', timeoutMs: 300 });
    stub.reply({ delayMs: 10_000, text: '{}' });
    const err = await failure(quick.compare(newer, older, 0.8));
    expect(err).toBeInstanceOf(JudgeUnavailableError);
    expect((err as JudgeUnavailableError).kind).toBe('timeout');
    expect(stub.requests).toHaveLength(1);
  });

  it('merges and verifies that every number, date and proper noun survives', async () => {
    const sources = [
      note('a', 'User flies to Berlin on 2025-03-14.', '2025-01-02T00:00:00Z'),
      note('b', 'The Berlin trip budget is 1,200 EUR and the user prefers Lufthansa.', '2025-01-01T00:00:00Z'),
    ];
    stub.reply({
      text: JSON.stringify({
        content: 'User flies to Berlin on 2025-03-14 with a 1200 EUR budget and prefers Lufthansa.',
        reason: 'same trip',
      }),
    });
    const merged = await judge.merge(sources);
    expect(merged).toEqual({ content: 'User flies to Berlin on 2025-03-14 with a 1200 EUR budget and prefers Lufthansa.', reason: 'same trip' });
    // Sources go to the model oldest first, so "the more recent wins" is well defined.
    const sent = JSON.parse(stub.requests[0]!.body.messages[0].content);
    expect(sent.notes.map((n: { content: string }) => n.content)).toEqual([sources[1]!.content, sources[0]!.content]);
    expect(stub.requests[0]!.body.system).toMatch(/every number/);
  });

  it('rejects a merge that drops a number (the caller keeps the sources)', async () => {
    const sources = [
      note('a', 'Standup is at 9:30 on weekdays.', '2025-01-01T00:00:00Z'),
      note('b', 'Standup lasts 15 minutes and runs on Zoom.', '2025-01-02T00:00:00Z'),
    ];
    stub.reply({ text: '{"content":"Standup is on weekdays, runs on Zoom and lasts 15 minutes.","reason":"merged"}' });
    const err = await failure(judge.merge(sources));
    expect(err).toBeInstanceOf(MergeRejectedError);
    expect((err as MergeRejectedError).missing).toEqual(['9:30']);
    // Not a NonRetriableError: the runner lets BullMQ try again.
    expect(err).not.toBeInstanceOf(NonRetriableError);
  });

  it('rejects a merge that drops a proper noun', async () => {
    const sources = [
      note('a', 'User tracks tickets in Jira.', '2025-01-01T00:00:00Z'),
      note('b', 'User writes specs in Notion.', '2025-01-02T00:00:00Z'),
    ];
    stub.reply({ text: '{"content":"User tracks tickets in Jira and writes specs.","reason":"merged"}' });
    const err = await failure(judge.merge(sources));
    expect((err as MergeRejectedError).missing).toEqual(['Notion']);
  });

  it('a malformed merge answer is retriable', async () => {
    stub.reply({ text: '{"reason":"no content"}' });
    expect(await failure(judge.merge([older, newer]))).toBeInstanceOf(JudgeMalformedResponseError);
  });
});

describe('AnthropicJudge transport failures', () => {
  it('an unreachable endpoint → JudgeUnavailableError(connection)', async () => {
    const port = await closedPort();
    const j = new AnthropicJudge({ apiKey: 'sk-test', baseURL: `http://127.0.0.1:${port}`, timeoutMs: 2_000 });
    const err = await failure(j.compare(newer, older, 0.8));
    expect(err).toBeInstanceOf(JudgeUnavailableError);
    expect((err as JudgeUnavailableError).kind).toBe('connection');
  });
});

describe('createJudge with ANTHROPIC_API_KEY', () => {
  it('builds the Anthropic judge from the environment and talks to ANTHROPIC_BASE_URL', async () => {
    const stub = await AnthropicStub.start();
    try {
      const config = loadConfig({ ANTHROPIC_API_KEY: 'sk-env', ANTHROPIC_BASE_URL: stub.url, MEMWRIGHT_JUDGE_MODEL: 'claude-env-model' });
      const j = await createJudge(config.judge, config.pipeline.thresholds);
      expect(j).toBeInstanceOf(AnthropicJudge);
      expect(j.id).toBe('anthropic:claude-env-model');
      stub.reply({ text: '{"relation":"unrelated","reason":"different topics","confidence":0.7}' });
      expect((await j.compare(newer, older, 0.3)).relation).toBe('unrelated');
      expect(apiKeyOf(stub.requests[0]!.headers)).toBe('sk-env');
      expect(stub.requests[0]!.body.model).toBe('claude-env-model');
    } finally {
      await stub.close();
    }
  });
});

/** The key the SDK sent (SDK 1.x sends `Authorization: Bearer`, older ones `x-api-key`). */
function apiKeyOf(headers: IncomingHttpHeaders): string | undefined {
  const x = headers['x-api-key'];
  if (typeof x === 'string') return x;
  return headers.authorization?.replace(/^Bearer /, '');
}

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as { port: number };
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}
