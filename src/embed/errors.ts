/**
 * Embedder failures. All of them are retriable from a job's point of view: the
 * next call spawns a fresh worker, so BullMQ's retry (or the sweep) gets another try.
 */

/** The embedding worker died (crash, OOM, hard WASM abort) with requests in flight. */
export class EmbedderCrashedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmbedderCrashedError';
  }
}

/** The worker could not load the model; the next call tries again. */
export class EmbedderLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmbedderLoadError';
  }
}

/**
 * `embed()` after (or racing) `close()`. Retriable: during a shutdown the job is
 * picked up again by the next process.
 */
export class EmbedderClosedError extends Error {
  constructor() {
    super('embedder is closed');
    this.name = 'EmbedderClosedError';
  }
}

/**
 * A model call did not answer within the embedder's timeout (a hung, not crashed,
 * thread). The thread was terminated and is replaced; retriable like the others.
 */
export class EmbedderTimeoutError extends Error {
  constructor(ms: number) {
    super(`embedding did not finish within ${ms} ms; the worker thread was replaced`);
    this.name = 'EmbedderTimeoutError';
  }
}
