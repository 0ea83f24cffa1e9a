/**
 * One interface for every embedder. Vectors are L2-normalised, {@link EMBEDDING_DIMENSIONS}
 * wide, and stored with the embedder's `modelId` (a vector is only comparable with
 * vectors of the same model).
 */
export interface Embedder {
  /** Stable id stored beside every vector, e.g. `minilm-l6-v2` or `hash-v1`. */
  readonly modelId: string;
  readonly dimensions: number;
  /**
   * Embed texts (any count; implementations batch internally), vectors in input order.
   * Must not block the event loop for long.
   */
  embed(texts: string[], opts?: EmbedOptions): Promise<number[][]>;
  close(): Promise<void>;
}

/**
 * How a caller wants its texts embedded.
 *
 * `lane`: `query` (the default) is interactive — a context or correction call waiting on
 * one text — and goes ahead of `bulk` work (the pipeline's batches) and through the query
 * cache; `bulk` is throughput work that may wait. Embedders with one lane ignore it.
 */
export interface EmbedOptions {
  lane?: 'query' | 'bulk';
}
