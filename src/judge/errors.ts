import { NonRetriableError } from '../errors.js';
import { LlmAbortedError, LlmBadAnswerError, LlmRateLimitedError, LlmRejectedError, LlmUnavailableError } from '../llm/errors.js';

/**
 * Judge failures worth another attempt: the stage runner ends a job at once only for a
 * `NonRetriableError` (src/errors.ts), so everything here is retried, and BullMQ owns
 * the attempts (the SDK does not retry).
 */

/**
 * The model provider asked us to slow down (HTTP 429, or 529 "overloaded"). Workers
 * pass `retryAfterMs` to `worker.rateLimit(ms)` so the whole queue pauses, not just
 * this job.
 */
export class JudgeRateLimitedError extends Error {
  constructor(
    message: string,
    /** How long to pause: the provider's `retry-after(-ms)` header, else a default. */
    readonly retryAfterMs: number,
    /** HTTP status (429 or 529). */
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'JudgeRateLimitedError';
  }
}

/** 5xx, connection failure or timeout: transient, retry later. */
export class JudgeUnavailableError extends Error {
  constructor(
    message: string,
    readonly kind: 'server' | 'connection' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'JudgeUnavailableError';
  }
}

/** The model answered, but not with the JSON we asked for. Sampling again may fix it. */
export class JudgeMalformedResponseError extends Error {
  constructor(
    message: string,
    /** The first characters of the answer, for the log. */
    readonly excerpt: string,
  ) {
    super(message);
    this.name = 'JudgeMalformedResponseError';
  }
}

/**
 * A merged note dropped a number, date or proper noun of its sources. The caller
 * keeps the sources; a later consolidation run may produce a faithful merge.
 */
export class MergeRejectedError extends Error {
  constructor(
    /** The source facts missing from the merged text. */
    readonly missing: string[],
    readonly merged: string,
  ) {
    super(`merged note dropped ${missing.length} source fact(s): ${missing.slice(0, 5).join(', ')}`);
    this.name = 'MergeRejectedError';
  }
}

/** The caller's `AbortSignal` fired (job cancelled, worker shutting down). */
export class JudgeAbortedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('judge call aborted', options);
    this.name = 'AbortError';
  }
}

/**
 * A model failure (src/llm/errors.ts) as the judge's own: rate limits, outages, bad
 * answers and aborts keep their retry meaning under a Judge* name (the stage runner
 * pauses the queue on {@link JudgeRateLimitedError}); a refusal becomes
 * `NonRetriableError`, which ends the job at once. Anything else passes through.
 */
export function judgeError(err: unknown): unknown {
  if (err instanceof LlmRateLimitedError) return new JudgeRateLimitedError(err.message, err.retryAfterMs, err.status, { cause: err.cause });
  if (err instanceof LlmUnavailableError) return new JudgeUnavailableError(err.message, err.kind, { cause: err.cause });
  if (err instanceof LlmBadAnswerError) return new JudgeMalformedResponseError(err.message, err.excerpt);
  if (err instanceof LlmAbortedError) return new JudgeAbortedError({ cause: err.cause });
  if (err instanceof LlmRejectedError) {
    return err.status === null ? new NonRetriableError(err.message) : new NonRetriableError(`${err.message}: ${err.apiMessage ?? ''}`, { cause: err.cause });
  }
  return err;
}
