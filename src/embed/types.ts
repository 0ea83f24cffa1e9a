/**
 * One interface for every embedder. Vectors are L2-normalised, {@link EMBEDDING_DIMENSIONS}
 * wide, and stored with the embedder's `modelId` (a vector is only comparable with
 * vectors of the same model).
 */
export interface Embedder {
  /** Stable id stored beside every vector, e.g. `minilm-l6-v2` or `hash-v1`. */
  readonly modelId: string;
  readonly dimensions: number;
  /** Embed texts (any count; implementations batch internally). Must not block the event loop for long. */
  embed(texts: string[]): Promise<number[][]>;
  close(): Promise<void>;
}
