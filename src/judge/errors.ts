import { NonRetriableError } from '../errors.js';
import { asLaneError, LlmAbortedError, LlmBadAnswerError, LlmRateLimitedError, LlmUnavailableError, type LaneErrors } from '../llm/errors.js';

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
export class JudgeRateLimitedError extends LlmRateLimitedError {
  override name = 'JudgeRateLimitedError';
}

/** 5xx, connection failure or timeout: transient, retry later. */
export class JudgeUnavailableError extends LlmUnavailableError {
  override name = 'JudgeUnavailableError';
}

/** The model answered, but not with the JSON we asked for. Sampling again may fix it. */
export class JudgeMalformedResponseError extends LlmBadAnswerError {
  override name = 'JudgeMalformedResponseError';
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
export class JudgeAbortedError extends LlmAbortedError {
  constructor(options?: { cause?: unknown }) {
    super('judge call aborted', options);
  }
}

/**
 * The judge's kind of each model failure: rate limits, outages, bad answers and aborts
 * keep their retry meaning under a Judge* name (the stage runner pauses the queue on
 * {@link JudgeRateLimitedError}); a refusal becomes `NonRetriableError`, which ends the
 * job at once.
 */
const JUDGE_ERRORS: LaneErrors = {
  rateLimited: JudgeRateLimitedError,
  unavailable: JudgeUnavailableError,
  badAnswer: JudgeMalformedResponseError,
  aborted: JudgeAbortedError,
  rejected: (err) =>
    err.status === null ? new NonRetriableError(err.message) : new NonRetriableError(`${err.message}: ${err.apiMessage ?? ''}`, { cause: err.cause }),
};

/** A model failure (src/llm/errors.ts) as the judge's own; anything else passes through. */
export const judgeError = (err: unknown): unknown => asLaneError(err, JUDGE_ERRORS);
