import type { Embedder, EmbedOptions } from './types.js';

/**
 * An embedder that remembers query-lane embeddings in an LRU keyed by model + exact text.
 *
 * Why: an agent asks context with the same task text again and again (every turn of a
 * loop, retries, several tools of one step); MiniLM costs ~20–35 ms per query, the
 * lookup microseconds. Only the query lane is cached — the pipeline's `bulk` texts are
 * embedded once each and would only push queries out. Identical queries in flight at
 * the same time share one model call. The key is the exact text (no normalisation): a
 * different string may embed differently, and the cache must never change a result.
 */
export class QueryCachingEmbedder implements Embedder {
  readonly modelId: string;
  readonly dimensions: number;
  private readonly lru = new Map<string, number[]>();
  private readonly inFlight = new Map<string, Promise<number[]>>();
  /** Lookups answered from the cache / by the model (diagnostics, benchmarks). */
  hits = 0;
  misses = 0;

  constructor(
    readonly inner: Embedder,
    readonly capacity: number,
  ) {
    this.modelId = inner.modelId;
    this.dimensions = inner.dimensions;
  }

  get size(): number {
    return this.lru.size;
  }

  async embed(texts: string[], opts: EmbedOptions = {}): Promise<number[][]> {
    if (opts.lane === 'bulk' || this.capacity <= 0) return this.inner.embed(texts, opts);
    const out: Array<number[] | Promise<number[]>> = new Array(texts.length);
    const missing: string[] = [];
    texts.forEach((text, i) => {
      const key = `${this.modelId}\u0000${text}`;
      const hit = this.lru.get(key);
      if (hit) {
        this.hits++;
        // Most recently used goes last; eviction takes the first.
        this.lru.delete(key);
        this.lru.set(key, hit);
        out[i] = hit;
        return;
      }
      this.misses++;
      let pending = this.inFlight.get(key);
      if (!pending) {
        pending = this.load(key, text, missing);
        this.inFlight.set(key, pending);
      }
      out[i] = pending;
    });
    if (missing.length > 0) this.flush(missing, opts);
    // Copies: a caller that mutates its vector must not change the cached one.
    return (await Promise.all(out)).map((v) => v.slice());
  }

  async close(): Promise<void> {
    this.lru.clear();
    await this.inner.close();
  }

  /** Texts of this call that need the model, resolved together by {@link flush}. */
  private batch: Array<{ text: string; resolve: (v: number[]) => void; reject: (e: unknown) => void }> = [];

  private load(key: string, text: string, missing: string[]): Promise<number[]> {
    missing.push(text);
    const p = new Promise<number[]>((resolve, reject) => this.batch.push({ text, resolve, reject }));
    // Remove the in-flight entry either way; only a success is remembered.
    return p.then(
      (v) => {
        this.inFlight.delete(key);
        this.remember(key, v);
        return v;
      },
      (err: unknown) => {
        this.inFlight.delete(key);
        throw err;
      },
    );
  }

  private flush(texts: string[], opts: EmbedOptions): void {
    const batch = this.batch;
    this.batch = [];
    this.inner.embed(texts, { ...opts, lane: 'query' }).then(
      (vectors) =>
        batch.forEach((b, i) => {
          const v = vectors[i];
          if (v) b.resolve(v);
          else b.reject(new Error('embedder returned fewer vectors than texts'));
        }),
      (err: unknown) => batch.forEach((b) => b.reject(err)),
    );
  }

  private remember(key: string, v: number[]): void {
    this.lru.set(key, v);
    while (this.lru.size > this.capacity) this.lru.delete(this.lru.keys().next().value!);
  }
}
