/**
 * How a model call failed, by what a caller should do about it. The domains that call a
 * model (judge/, extract/) turn these into errors of their own kind, which their workers
 * map to BullMQ retries; nothing here knows about queues.
 */

/**
 * The provider asked us to slow down (HTTP 429, or 529 "overloaded"): pause, then retry.
 */
export class LlmRateLimitedError extends Error {
  constructor(
    message: string,
    /** How long to pause: the provider's `retry-after(-ms)` header, else a default; capped. */
    readonly retryAfterMs: number,
    /** HTTP status (429 or 529). */
    readonly status: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmRateLimitedError';
  }
}

/** 5xx, 408, 409, a connection failure or a timeout: transient, retry later. */
export class LlmUnavailableError extends Error {
  constructor(
    message: string,
    readonly kind: 'server' | 'connection' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmUnavailableError';
  }
}

/**
 * The provider refused the request for good (another 4xx: bad request, auth, permission,
 * not found, too large) or the model refused to answer: the same request fails again.
 */
export class LlmRejectedError extends Error {
  constructor(
    message: string,
    /** HTTP status; null for a model refusal (a 200 with `stop_reason: refusal`). */
    readonly status: number | null,
    /** The provider's explanation of an HTTP refusal (its message, else the SDK's); null for a model refusal. */
    readonly apiMessage: string | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmRejectedError';
  }
}

/** The model answered, but not with the JSON asked for. Sampling again may fix it. */
export class LlmBadAnswerError extends Error {
  constructor(
    message: string,
    /** The first characters of the answer, for the log. */
    readonly excerpt: string,
  ) {
    super(message);
    this.name = 'LlmBadAnswerError';
  }
}

/** The caller's `AbortSignal` fired (job cancelled, worker shutting down). */
export class LlmAbortedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    // The DOM name, so code that recognises cancellations by name sees one.
    this.name = 'AbortError';
  }
}
