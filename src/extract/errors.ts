/**
 * The extractor's failures. The extract worker pauses the whole queue on
 * {@link ExtractRateLimitedError} and ends the job at once on a `NonRetriableError`
 * (src/errors.ts); everything else here is retried with backoff, BullMQ owning the
 * attempts (the SDK does not retry).
 */
import { NonRetriableError } from '../errors.js';
import { LlmAbortedError, LlmBadAnswerError, LlmRateLimitedError, LlmRejectedError, LlmUnavailableError } from '../llm/errors.js';

/** The model provider asked us to slow down (HTTP 429, or 529 "overloaded"). */
export class ExtractRateLimitedError extends Error {
  constructor(
    message: string,
    /** How long to pause the queue: the provider's `retry-after(-ms)` header, else a default. */
    readonly retryAfterMs: number,
    /** HTTP status (429 or 529). */
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ExtractRateLimitedError';
  }
}

/** 5xx, connection failure or timeout: transient, retry later. */
export class ExtractUnavailableError extends Error {
  constructor(
    message: string,
    readonly kind: 'server' | 'connection' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ExtractUnavailableError';
  }
}

/** The model answered, but not with the JSON asked for. Sampling again may fix it. */
export class ExtractMalformedResponseError extends Error {
  constructor(
    message: string,
    /** The first characters of the answer, for the log. */
    readonly excerpt: string,
  ) {
    super(message);
    this.name = 'ExtractMalformedResponseError';
  }
}

/** The caller's `AbortSignal` fired (job cancelled, worker shutting down). */
export class ExtractAbortedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('extractor call aborted', options);
    this.name = 'AbortError';
  }
}

/**
 * A model failure (src/llm/errors.ts) as the extractor's own. A rejected request
 * becomes `NonRetriableError` naming only the status: BullMQ keeps the message in
 * Redis, and the provider's explanation may quote the conversation.
 */
export function extractError(err: unknown): unknown {
  if (err instanceof LlmRateLimitedError) return new ExtractRateLimitedError(err.message, err.retryAfterMs, err.status, { cause: err.cause });
  if (err instanceof LlmUnavailableError) return new ExtractUnavailableError(err.message, err.kind, { cause: err.cause });
  if (err instanceof LlmBadAnswerError) return new ExtractMalformedResponseError(err.message, err.excerpt);
  if (err instanceof LlmAbortedError) return new ExtractAbortedError({ cause: err.cause });
  if (err instanceof LlmRejectedError) {
    return err.status === null ? new NonRetriableError(err.message) : new NonRetriableError(`extractor request rejected (${err.status})`, { cause: err.cause });
  }
  return err;
}
