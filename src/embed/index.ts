import type { EmbedderConfig } from '../config/config.js';
import { HashEmbedder } from './hash.js';
import { MiniLmEmbedder } from './minilm.js';
import type { Embedder } from './types.js';

export type { Embedder } from './types.js';
export { HashEmbedder, type HashEmbedderOptions } from './hash.js';
export { MiniLmEmbedder, type MiniLmEmbedderOptions } from './minilm.js';
export { EmbedderClosedError, EmbedderCrashedError, EmbedderLoadError } from './errors.js';
export { cosineSimilarity } from './similarity.js';

/**
 * The process's embedder as the config names it (`MEMWRIGHT_EMBEDDER`):
 * `hash` → the deterministic {@link HashEmbedder}; `minilm` (default) → local MiniLM.
 */
export async function createEmbedder(cfg: EmbedderConfig): Promise<Embedder> {
  switch (cfg.kind) {
    case 'hash':
      return new HashEmbedder();
    case 'minilm':
      return new MiniLmEmbedder();
  }
}
