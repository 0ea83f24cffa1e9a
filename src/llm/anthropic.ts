import Anthropic from '@anthropic-ai/sdk';
import type { z } from 'zod';
import type { AnthropicJudgeConfig } from '../config/config.js';
import { LlmAbortedError, LlmBadAnswerError, LlmRejectedError } from './errors.js';
import { parseJsonAnswer } from './jsonAnswer.js';
import { translateAnthropicError } from './translate.js';

export interface AnthropicLlmOptions {
  apiKey: string;
  /**
   * API root (tests point it at a local stub).
   * @defaultValue the SDK's default, `https://api.anthropic.com`
   */
  baseURL?: string | undefined;
  /**
   * Model id.
   * @defaultValue 'claude-haiku-4-5'
   */
  model?: string;
  /**
   * Per-request timeout in milliseconds.
   * @defaultValue 20000
   */
  timeoutMs?: number;
  /**
   * SDK-level retries. 0 because BullMQ owns retries (with backoff and rate limits
   * that pause the whole queue); SDK retries would hide 429s from it.
   * @defaultValue 0
   */
  maxRetries?: number;
  /**
   * Pause applied on 429/529 when the response has no usable `retry-after` header.
   * @defaultValue 10000
   */
  defaultRateLimitMs?: number;
  /**
   * Who is calling: the first word of every error message ("judge", "extractor").
   * @defaultValue 'model'
   */
  label?: string;
}

const DEFAULTS = {
  model: 'claude-haiku-4-5',
  timeoutMs: 20_000,
  maxRetries: 0,
  defaultRateLimitMs: 10_000,
  label: 'model',
} satisfies Required<Omit<AnthropicLlmOptions, 'apiKey' | 'baseURL'>>;

/** One question to the model: a system prompt, one user turn, an output budget. */
export interface LlmRequest {
  system: string;
  user: string;
  maxTokens: number;
}

/** The adapter options the process config gives (ANTHROPIC_API_KEY and friends). */
export function anthropicOptionsFromConfig(cfg: AnthropicJudgeConfig): Pick<AnthropicLlmOptions, 'apiKey' | 'baseURL' | 'model' | 'timeoutMs'> {
  return { apiKey: cfg.apiKey, baseURL: cfg.baseURL, model: cfg.model, timeoutMs: cfg.timeoutMs };
}

/**
 * The Anthropic Messages API behind `@anthropic-ai/sdk`, for callers that want one JSON
 * object back. Every failure is one of the errors of ./errors.ts (see
 * `translateAnthropicError`); an answer without text or without the asked-for JSON is an
 * `LlmBadAnswerError`, a model refusal an `LlmRejectedError` with a null status.
 */
export class AnthropicLlm {
  readonly model: string;
  readonly label: string;
  private readonly client: Anthropic;
  private readonly defaultRateLimitMs: number;

  constructor(opts: AnthropicLlmOptions) {
    const o = { ...DEFAULTS, ...definedOnly(opts) };
    this.model = o.model;
    this.label = o.label;
    this.defaultRateLimitMs = o.defaultRateLimitMs;
    this.client = new Anthropic({
      apiKey: o.apiKey,
      ...(o.baseURL ? { baseURL: o.baseURL } : {}),
      maxRetries: o.maxRetries,
      timeout: o.timeoutMs,
    });
  }

  /** The answer's first text block. */
  async text(req: LlmRequest, signal?: AbortSignal): Promise<string> {
    if (signal?.aborted) throw new LlmAbortedError(`${this.label} call aborted`, { cause: signal.reason });
    let message: Anthropic.Message;
    try {
      message = await this.client.messages.create(
        {
          model: this.model,
          max_tokens: req.maxTokens,
          system: req.system,
          messages: [{ role: 'user', content: req.user }],
        },
        signal ? { signal } : undefined,
      );
    } catch (err) {
      throw translateAnthropicError(err, { label: this.label, defaultRateLimitMs: this.defaultRateLimitMs, signal });
    }
    if (message.stop_reason === 'refusal') throw new LlmRejectedError(`${this.label} model refused the request`, null, null);
    const block = message.content.find((b) => b.type === 'text');
    if (!block || block.type !== 'text') {
      throw new LlmBadAnswerError(`${this.label} answer has no text block`, JSON.stringify(message.content).slice(0, 200));
    }
    return block.text;
  }

  /** The answer's first JSON object, validated by `schema`. */
  async json<S extends z.ZodType>(req: LlmRequest, schema: S, signal?: AbortSignal): Promise<z.output<S>> {
    return parseJsonAnswer(await this.text(req, signal), schema, this.label);
  }
}

/** Options without their `undefined` members, so an explicit `undefined` keeps the default. */
function definedOnly<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
