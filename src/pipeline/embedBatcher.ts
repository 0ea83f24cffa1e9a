import type { Embedder } from '../embed/types.js';

/** Options of {@link EmbedBatcher}. */
export interface EmbedBatcherOptions {
  /**
   * Largest number of texts sent to the model in one call.
   * @defaultValue 32
   */
  maxBatch?: number;
  /**
   * How long the first text of a batch waits for company before the batch is sent.
   * @defaultValue 3
   */
  maxWaitMs?: number;
  /** Called after each model call with its duration and size (the embedder's busy time). */
  onBatch?: (seconds: number, size: number) => void;
}

interface Pending {
  text: string;
  resolve: (v: { vector: number[]; model: string }) => void;
  reject: (e: unknown) => void;
}

/**
 * Coalesces concurrent single-text embedding requests into batched model calls.
 * The embed worker runs many jobs at once; each asks for one vector, and the model
 * (MiniLM especially) is far cheaper per text in batches. Only one batch is in flight
 * at a time so a slow model builds up the next, larger batch instead of a backlog.
 */
export class EmbedBatcher {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private inFlight = false;
  private readonly maxBatch: number;
  private readonly maxWaitMs: number;
  private readonly onBatch: ((seconds: number, size: number) => void) | undefined;

  constructor(
    private readonly embedder: () => Promise<Embedder>,
    opts: EmbedBatcherOptions = {},
  ) {
    this.maxBatch = opts.maxBatch ?? 32;
    this.maxWaitMs = opts.maxWaitMs ?? 3;
    this.onBatch = opts.onBatch;
  }

  embed(text: string): Promise<{ vector: number[]; model: string }> {
    return new Promise((resolve, reject) => {
      this.queue.push({ text, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.inFlight) return;
    if (this.queue.length >= this.maxBatch) {
      void this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.maxWaitMs);
    }
  }

  private async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.inFlight || this.queue.length === 0) return;
    const batch = this.queue.splice(0, this.maxBatch);
    this.inFlight = true;
    try {
      const e = await this.embedder();
      const started = performance.now();
      const vectors = await e.embed(batch.map((p) => p.text), { lane: 'bulk' });
      this.onBatch?.((performance.now() - started) / 1000, batch.length);
      batch.forEach((p, i) => {
        const v = vectors[i];
        if (v) p.resolve({ vector: v, model: e.modelId });
        else p.reject(new Error('embedder returned fewer vectors than texts'));
      });
    } catch (err) {
      for (const p of batch) p.reject(err);
    } finally {
      this.inFlight = false;
      if (this.queue.length) this.schedule();
    }
  }
}
