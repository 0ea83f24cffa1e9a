import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import { LlmAbortedError, LlmRateLimitedError, LlmRejectedError, LlmUnavailableError } from './errors.js';
import { retryAfterMs } from './retryAfter.js';

export interface TranslateContext {
  /** Who called, first word of every message ("judge", "extractor"). */
  label: string;
  /** Pause when a 429/529 carries no usable `retry-after`. */
  defaultRateLimitMs: number;
  signal?: AbortSignal | undefined;
}

/**
 * An `@anthropic-ai/sdk` failure as an error that says what to do:
 * the caller's abort → {@link LlmAbortedError};
 * 429, 529 → {@link LlmRateLimitedError} with `retryAfterMs`;
 * 408, 409 and 5xx, connection failures, timeouts → {@link LlmUnavailableError};
 * any other status → {@link LlmRejectedError}.
 * Anything else (a bug, not the provider) is returned as it is.
 */
export function translateAnthropicError(err: unknown, ctx: TranslateContext): Error {
  const { label } = ctx;
  if (err instanceof APIUserAbortError || ctx.signal?.aborted) return new LlmAbortedError(`${label} call aborted`, { cause: err });
  if (err instanceof APIConnectionTimeoutError) return new LlmUnavailableError(`${label} request timed out`, 'timeout', { cause: err });
  if (err instanceof APIConnectionError) return new LlmUnavailableError(`${label} unreachable: ${err.message}`, 'connection', { cause: err });
  if (err instanceof APIError && typeof err.status === 'number') {
    const status = err.status;
    if (status === 429 || status === 529) {
      return new LlmRateLimitedError(`${label} rate limited (${status})`, retryAfterMs(err.headers, ctx.defaultRateLimitMs), status, { cause: err });
    }
    // 408 (request timeout) and 409 (conflict) are transient by HTTP semantics.
    if (status >= 500 || status === 408 || status === 409) {
      return new LlmUnavailableError(`${label} server error (${status})`, 'server', { cause: err });
    }
    return new LlmRejectedError(`${label} rejected the request (${status})`, status, err.apiMessage ?? err.message, { cause: err });
  }
  return err instanceof Error ? err : new Error(String(err));
}
