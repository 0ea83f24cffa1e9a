/**
 * How a model call failed, by what a caller should do about it. The domains that call a
 * model (judge/, extract/) turn these into errors of their own kind ({@link LaneErrors}),
 * each a subclass of the one here, which their workers map to BullMQ retries; nothing
 * here knows about queues.
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

/**
 * A lane's own kind of each model failure: a subclass of the class above it stands for,
 * so it keeps that failure's fields and retry meaning under the lane's name. A rejection
 * never succeeds on retry, so each lane says what it becomes (its `NonRetriableError`).
 */
export interface LaneErrors {
  rateLimited: new (message: string, retryAfterMs: number, status: number, options?: { cause?: unknown }) => LlmRateLimitedError;
  unavailable: new (message: string, kind: LlmUnavailableError['kind'], options?: { cause?: unknown }) => LlmUnavailableError;
  badAnswer: new (message: string, excerpt: string) => LlmBadAnswerError;
  aborted: new (options?: { cause?: unknown }) => LlmAbortedError;
  rejected: (err: LlmRejectedError) => Error;
}

/** A model failure as the lane's own kind (per `lane`); an error of the lane's kind or any other error passes through. */
export function asLaneError(err: unknown, lane: LaneErrors): unknown {
  if ([lane.rateLimited, lane.unavailable, lane.badAnswer, lane.aborted].some((own) => err instanceof own)) return err;
  if (err instanceof LlmRateLimitedError) return new lane.rateLimited(err.message, err.retryAfterMs, err.status, { cause: err.cause });
  if (err instanceof LlmUnavailableError) return new lane.unavailable(err.message, err.kind, { cause: err.cause });
  if (err instanceof LlmBadAnswerError) return new lane.badAnswer(err.message, err.excerpt);
  if (err instanceof LlmAbortedError) return new lane.aborted({ cause: err.cause });
  if (err instanceof LlmRejectedError) return lane.rejected(err);
  return err;
}
