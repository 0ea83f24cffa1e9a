/**
 * The Anthropic adapter through the real @anthropic-ai/sdk against the local Messages
 * stub: each provider failure becomes the error that carries its retry meaning, and an
 * answer is only accepted as the asked-for JSON.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnthropicLlm } from '../../src/llm/anthropic.js';
import { LlmAbortedError, LlmBadAnswerError, LlmRateLimitedError, LlmRejectedError, LlmUnavailableError } from '../../src/llm/errors.js';
import { MAX_RATE_LIMIT_MS } from '../../src/llm/retryAfter.js';
import { AnthropicStub } from '../judge/support/anthropicStub.js';

const schema = z.object({ answer: z.string().min(1) });
const REQ = { system: 'answer in JSON', user: 'hello', maxTokens: 50 };

async function failure(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected the call to fail');
}

describe('AnthropicLlm against a stub Messages API (real SDK)', () => {
  let stub: AnthropicStub;
  let llm: AnthropicLlm;

  beforeAll(async () => {
    stub = await AnthropicStub.start();
    llm = new AnthropicLlm({ apiKey: 'sk-test', baseURL: stub.url, model: 'claude-test', timeoutMs: 5_000, defaultRateLimitMs: 4321, label: 'probe' });
  });
  afterAll(async () => {
    await stub.close();
  });
  afterEach(() => {
    stub.requests.length = 0;
  });

  it('sends one user turn with the system prompt and returns the validated JSON', async () => {
    stub.reply({ text: 'Here you go:\n```json\n{"answer":"42"}\n```' });
    expect(await llm.json(REQ, schema)).toEqual({ answer: '42' });
    expect(stub.requests).toHaveLength(1);
    const body = stub.requests[0]!.body;
    expect(body).toMatchObject({ model: 'claude-test', max_tokens: 50, system: 'answer in JSON', messages: [{ role: 'user', content: 'hello' }] });
    // SDK 1.x sends the key as `Authorization: Bearer`, older ones as `x-api-key`.
    const h = stub.requests[0]!.headers;
    expect(h['x-api-key'] ?? h.authorization?.replace(/^Bearer /, '')).toBe('sk-test');
  });

  it.each([
    ['retry-after seconds', { 'retry-after': '7' }, 7000],
    ['retry-after-ms', { 'retry-after-ms': '250.2' }, 251],
    ['no header', {}, 4321],
    ['unparseable header', { 'retry-after': 'soon' }, 4321],
    ['a header past the cap', { 'retry-after': '86400' }, MAX_RATE_LIMIT_MS],
  ])('429 with %s → rate limited, retryAfterMs from the header (one request, no SDK retry)', async (_name, headers, ms) => {
    stub.reply({ status: 429, headers });
    const err = await failure(llm.json(REQ, schema));
    expect(err).toBeInstanceOf(LlmRateLimitedError);
    expect((err as LlmRateLimitedError).retryAfterMs).toBe(ms);
    expect((err as LlmRateLimitedError).status).toBe(429);
    expect(err.message).toBe('probe rate limited (429)');
    expect(stub.requests).toHaveLength(1);
  });

  it('429 with an HTTP-date retry-after → the time until then', async () => {
    stub.reply({ status: 429, headers: { 'retry-after': new Date(Date.now() + 30_000).toUTCString() } });
    const ms = ((await failure(llm.json(REQ, schema))) as LlmRateLimitedError).retryAfterMs;
    expect(ms).toBeGreaterThan(25_000);
    expect(ms).toBeLessThanOrEqual(30_000);
  });

  it('529 overloaded → rate limited too', async () => {
    stub.reply({ status: 529, headers: { 'retry-after': '3' } });
    const err = await failure(llm.json(REQ, schema));
    expect(err).toBeInstanceOf(LlmRateLimitedError);
    expect((err as LlmRateLimitedError).status).toBe(529);
    expect((err as LlmRateLimitedError).retryAfterMs).toBe(3000);
  });

  it.each([500, 502, 503, 408, 409])('%i → transient (server)', async (status) => {
    stub.reply({ status });
    const err = await failure(llm.json(REQ, schema));
    expect(err).toBeInstanceOf(LlmUnavailableError);
    expect((err as LlmUnavailableError).kind).toBe('server');
    expect(err.message).toBe(`probe server error (${status})`);
    expect(stub.requests).toHaveLength(1);
  });

  it.each([400, 401, 403, 404, 413])('%i → permanent, with the provider message', async (status) => {
    stub.reply({ status, body: { type: 'error', error: { type: 'invalid_request_error', message: 'max_tokens: too large' } } });
    const err = await failure(llm.json(REQ, schema));
    expect(err).toBeInstanceOf(LlmRejectedError);
    expect((err as LlmRejectedError).status).toBe(status);
    expect((err as LlmRejectedError).apiMessage).toBe('max_tokens: too large');
    expect(err.message).toBe(`probe rejected the request (${status})`);
  });

  it('a model refusal → permanent without a status', async () => {
    stub.reply({ text: 'I cannot help with that.', stopReason: 'refusal' });
    const err = await failure(llm.json(REQ, schema));
    expect(err).toBeInstanceOf(LlmRejectedError);
    expect((err as LlmRejectedError).status).toBeNull();
    expect(err.message).toBe('probe model refused the request');
  });

  it.each([
    ['prose without JSON', 'Sure, the answer is 42.', 'probe answer contains no JSON object'],
    ['broken JSON', '{"answer": 42', 'probe answer contains no JSON object'],
    ['not JSON between braces', '{answer: 42}', 'probe answer is not valid JSON'],
    ['the wrong shape', '{"answer": ""}', 'probe answer fails the schema: answer'],
  ])('%s → bad answer', async (_name, text, message) => {
    stub.reply({ text });
    const err = await failure(llm.json(REQ, schema));
    expect(err).toBeInstanceOf(LlmBadAnswerError);
    expect(err.message.startsWith(message)).toBe(true);
    expect((err as LlmBadAnswerError).excerpt).toBe(text.slice(0, 200));
  });

  it('no text block → bad answer', async () => {
    stub.reply({ body: { id: 'msg_x', type: 'message', role: 'assistant', model: 'claude-test', content: [], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 0 } } });
    const err = await failure(llm.text(REQ));
    expect(err).toBeInstanceOf(LlmBadAnswerError);
    expect(err.message).toBe('probe answer has no text block');
  });

  it('an abort → aborted (named AbortError); an already-fired signal sends nothing', async () => {
    stub.reply({ text: '{"answer":"late"}', delayMs: 2_000 });
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 100);
    const err = await failure(llm.json(REQ, schema, ac.signal));
    expect(err).toBeInstanceOf(LlmAbortedError);
    expect(err.name).toBe('AbortError');
    stub.requests.length = 0;
    expect(await failure(llm.json(REQ, schema, AbortSignal.abort()))).toBeInstanceOf(LlmAbortedError);
    expect(stub.requests).toHaveLength(0);
  });

  it('a timeout → transient (timeout); an unreachable endpoint → transient (connection)', async () => {
    stub.reply({ text: '{"answer":"late"}', delayMs: 2_000 });
    const quick = new AnthropicLlm({ apiKey: 'sk-test', baseURL: stub.url, timeoutMs: 300 });
    const t = await failure(quick.text(REQ));
    expect(t).toBeInstanceOf(LlmUnavailableError);
    expect((t as LlmUnavailableError).kind).toBe('timeout');
    expect(t.message).toBe('model request timed out');
    const gone = new AnthropicLlm({ apiKey: 'sk-test', baseURL: 'http://127.0.0.1:1', timeoutMs: 2_000 });
    const c = await failure(gone.text(REQ));
    expect(c).toBeInstanceOf(LlmUnavailableError);
    expect((c as LlmUnavailableError).kind).toBe('connection');
  });

  it('undefined options keep their defaults', () => {
    const d = new AnthropicLlm({ apiKey: 'sk-test', baseURL: undefined, model: undefined as unknown as string });
    expect(d.model).toBe('claude-haiku-4-5');
    expect(d.label).toBe('model');
  });
});
