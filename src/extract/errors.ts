/**
 * The extractor's failures. The extract worker pauses the whole queue on
 * {@link ExtractRateLimitedError} and ends the job at once on a `NonRetriableError`
 * (src/errors.ts); everything else here is retried with backoff, BullMQ owning the
 * attempts (the SDK does not retry).
 */
import { NonRetriableError } from '../errors.js';
import { asLaneError, LlmAbortedError, LlmBadAnswerError, LlmRateLimitedError, LlmUnavailableError, type LaneErrors } from '../llm/errors.js';

/** The model provider asked us to slow down (HTTP 429, or 529 "overloaded"). */
export class ExtractRateLimitedError extends LlmRateLimitedError {
  override name = 'ExtractRateLimitedError';
}

/** 5xx, connection failure or timeout: transient, retry later. */
export class ExtractUnavailableError extends LlmUnavailableError {
  override name = 'ExtractUnavailableError';
}

/** The model answered, but not with the JSON asked for. Sampling again may fix it. */
export class ExtractMalformedResponseError extends LlmBadAnswerError {
  override name = 'ExtractMalformedResponseError';
}

/** The caller's `AbortSignal` fired (job cancelled, worker shutting down). */
export class ExtractAbortedError extends LlmAbortedError {
  constructor(options?: { cause?: unknown }) {
    super('extractor call aborted', options);
  }
}

/**
 * The extractor's kind of each model failure. A rejected request becomes
 * `NonRetriableError` naming only the status: BullMQ keeps the message in Redis, and the
 * provider's explanation may quote the conversation.
 */
const EXTRACT_ERRORS: LaneErrors = {
  rateLimited: ExtractRateLimitedError,
  unavailable: ExtractUnavailableError,
  badAnswer: ExtractMalformedResponseError,
  aborted: ExtractAbortedError,
  rejected: (err) =>
    err.status === null ? new NonRetriableError(err.message) : new NonRetriableError(`extractor request rejected (${err.status})`, { cause: err.cause }),
};

/** A model failure (src/llm/errors.ts) as the extractor's own; anything else passes through. */
export const extractError = (err: unknown): unknown => asLaneError(err, EXTRACT_ERRORS);
