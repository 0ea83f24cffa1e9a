/**
 * The Claude extractor (docs/design.md#background-lane), used when ANTHROPIC_API_KEY is
 * set: the run's events go to the Messages API, which answers JSON validated with zod —
 * atomic, third-person, descriptive statements, each citing the event ids that justify
 * it. A statement citing an id that is not among the events is dropped; one the user did
 * not say in so many words is `inferred` (admission sends it to review).
 *
 * Errors follow the judge's: 429/529 → JudgeRateLimitedError (the worker pauses the
 * queue), 5xx/connection/timeout → retried, an answer that is not the JSON asked for →
 * JudgeMalformedResponseError (retried: sampling again may fix it), other 4xx → not retried.
 */
import Anthropic, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import { z } from 'zod';
import { zCategory } from '../contract/enums.js';
import { cleanText } from '../contract/text.js';
import { NonRetriableError } from '../errors.js';
import { JudgeAbortedError, JudgeMalformedResponseError, JudgeRateLimitedError, JudgeUnavailableError } from '../judge/errors.js';
import type { Candidate, ExtractEvent, Extractor } from './types.js';

export interface AnthropicExtractorOptions {
  apiKey: string;
  /** API root (tests point it at a local stub). @defaultValue the SDK's */
  baseURL?: string | undefined;
  /** @defaultValue 'claude-haiku-4-5' */
  model?: string;
  /** @defaultValue 20000 */
  timeoutMs?: number;
  /** Output token budget. @defaultValue 1024 */
  maxTokens?: number;
  /** Pause on 429/529 without a usable retry-after header. @defaultValue 10000 */
  defaultRateLimitMs?: number;
}

const MAX_RATE_LIMIT_MS = 10 * 60_000;

const answerSchema = z.object({
  memories: z
    .array(
      z.object({
        content: z.string().overwrite(cleanText).trim().min(1).max(2000),
        category: zCategory.exclude(['instruction', 'constraint']).default('fact'),
        eventIds: z.array(z.string().min(1)).min(1),
        statedByUser: z.boolean().default(false),
        deletionKey: z
          .string()
          .regex(/^[A-Za-z0-9._:/-]{1,200}$/)
          .optional(),
      }),
    )
    .max(50),
});

export const EXTRACT_SYSTEM = `You read one conversation between a user and an AI assistant and propose long-term memories about the user.
Rules:
- Only stable facts and preferences about the user that would help in later conversations. Nothing about the assistant, nothing transient (today's task, a one-off request).
- Each memory is ONE atomic, descriptive statement in the third person, starting with "User" ("User prefers window seats.", "User lives in Lisbon."). Never an instruction to the assistant.
- Cite in eventIds the ids of the events that justify it. Only ids that appear in the input.
- statedByUser: true only when the user said it explicitly in their own turn; false when you concluded it.
- Ignore questions, hypotheticals, quoted or reported speech, and statements about other people.
- Single-valued facts may carry a deletionKey such as "profile/name", "profile/home", "profile/employer".
Answer with JSON only: {"memories":[{"content":"...","category":"preference|fact|context|event","eventIds":["..."],"statedByUser":true,"deletionKey":"..."}]}. No memories: {"memories":[]}.`;

export class AnthropicExtractor implements Extractor {
  readonly id: string;
  private readonly client: Anthropic;
  private readonly model: string;
  private readonly maxTokens: number;
  private readonly defaultRateLimitMs: number;

  constructor(opts: AnthropicExtractorOptions) {
    this.model = opts.model ?? 'claude-haiku-4-5';
    this.id = `anthropic:${this.model}`;
    // BullMQ owns retries (with backoff, and rate limits that pause the queue).
    this.client = new Anthropic({ apiKey: opts.apiKey, baseURL: opts.baseURL, timeout: opts.timeoutMs ?? 20_000, maxRetries: 0 });
    this.maxTokens = opts.maxTokens ?? 1024;
    this.defaultRateLimitMs = opts.defaultRateLimitMs ?? 10_000;
  }

  async extract(events: ExtractEvent[], signal?: AbortSignal): Promise<Candidate[]> {
    if (events.length === 0) return [];
    if (signal?.aborted) throw new JudgeAbortedError({ cause: signal.reason });
    const input = events.map((e) => ({ id: e.id, role: e.role, ...(e.toolName ? { toolName: e.toolName } : {}), content: e.content }));
    let message: Anthropic.Message;
    try {
      message = await this.client.messages.create(
        {
          model: this.model,
          max_tokens: this.maxTokens,
          system: EXTRACT_SYSTEM,
          messages: [{ role: 'user', content: `Conversation events (JSON):\n${JSON.stringify(input)}` }],
        },
        signal ? { signal } : undefined,
      );
    } catch (err) {
      throw this.translate(err, signal);
    }
    if (message.stop_reason === 'refusal') throw new NonRetriableError('extractor model refused the request');
    const block = message.content.find((b) => b.type === 'text');
    if (!block || block.type !== 'text') throw new JudgeMalformedResponseError('extractor answer has no text block', JSON.stringify(message.content).slice(0, 200));
    const answer = parseAnswer(block.text);
    const byId = new Map(events.map((e) => [e.id, e]));
    const out: Candidate[] = [];
    for (const m of answer.memories) {
      // An id the model invented: the statement rests on nothing we hold.
      if (m.eventIds.some((id) => !byId.has(id))) continue;
      const userSaid = m.statedByUser && m.eventIds.every((id) => byId.get(id)!.role === 'user');
      out.push({
        content: /[.!?]$/.test(m.content) ? m.content : `${m.content}.`,
        category: m.category,
        confidence: userSaid ? 'asserted' : 'inferred',
        eventIds: [...new Set(m.eventIds)],
        ...(m.deletionKey ? { deletionKey: m.deletionKey } : {}),
        rule: this.id,
      });
    }
    return out;
  }

  private translate(err: unknown, signal?: AbortSignal): Error {
    if (err instanceof APIUserAbortError || signal?.aborted) return new JudgeAbortedError({ cause: err });
    if (err instanceof APIConnectionTimeoutError) return new JudgeUnavailableError('extractor request timed out', 'timeout', { cause: err });
    if (err instanceof APIConnectionError) return new JudgeUnavailableError(`extractor unreachable: ${err.message}`, 'connection', { cause: err });
    if (err instanceof APIError && typeof err.status === 'number') {
      const status = err.status;
      if (status === 429 || status === 529) return new JudgeRateLimitedError(`extractor rate limited (${status})`, this.retryAfterMs(err.headers), status, { cause: err });
      if (status >= 500 || status === 408 || status === 409) return new JudgeUnavailableError(`extractor server error (${status})`, 'server', { cause: err });
      return new NonRetriableError(`extractor request rejected (${status})`, { cause: err });
    }
    return err instanceof Error ? err : new Error(String(err));
  }

  private retryAfterMs(headers: Headers | undefined): number {
    const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
    if (Number.isFinite(ms) && ms > 0) return Math.min(Math.ceil(ms), MAX_RATE_LIMIT_MS);
    const seconds = Number((headers?.get('retry-after') ?? '').trim());
    if (Number.isFinite(seconds) && seconds > 0) return Math.min(Math.ceil(seconds * 1000), MAX_RATE_LIMIT_MS);
    return this.defaultRateLimitMs;
  }
}

/** The first JSON object of the answer (code fences tolerated), validated. */
function parseAnswer(text: string): z.output<typeof answerSchema> {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  const excerpt = text.slice(0, 200);
  if (start < 0 || end <= start) throw new JudgeMalformedResponseError('extractor answer contains no JSON object', excerpt);
  let value: unknown;
  try {
    value = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new JudgeMalformedResponseError('extractor answer is not valid JSON', excerpt);
  }
  const parsed = answerSchema.safeParse(value);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new JudgeMalformedResponseError(`extractor answer fails the schema: ${i?.path.join('.') || 'root'} ${i?.message ?? ''}`.trim(), excerpt);
  }
  return parsed.data;
}
