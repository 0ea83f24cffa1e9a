import type { EmbedderConfig } from '../config/config.js';
import { HashEmbedder } from './hash.js';
import { MiniLmEmbedder } from './minilm.js';
import { QueryCachingEmbedder } from './queryCache.js';
import type { Embedder } from './types.js';

export type { Embedder } from './types.js';
export { HashEmbedder } from './hash.js';
export { MiniLmEmbedder } from './minilm.js';
export { QueryCachingEmbedder } from './queryCache.js';
export { EmbedderClosedError, EmbedderCrashedError, EmbedderLoadError, EmbedderTimeoutError } from './errors.js';
export { cosineSimilarity } from './similarity.js';

/**
 * The process's embedder as the config names it (`MEMWRIGHT_EMBEDDER`):
 * `hash` → the deterministic {@link HashEmbedder}; `minilm` (default) → local MiniLM on
 * `threads` worker threads. Either sits behind the query-embedding LRU
 * (`queryCacheSize` entries; 0 → no cache).
 */
export async function createEmbedder(cfg: EmbedderConfig): Promise<Embedder> {
  const inner = cfg.kind === 'hash' ? new HashEmbedder() : new MiniLmEmbedder({ threads: cfg.threads, timeoutMs: cfg.timeoutMs });
  return cfg.queryCacheSize > 0 ? new QueryCachingEmbedder(inner, cfg.queryCacheSize) : inner;
}
