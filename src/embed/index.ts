import type { Env } from '../config/env.js';
import { HashEmbedder } from './hash.js';
import type { Embedder } from './types.js';

export type { Embedder } from './types.js';
export { HashEmbedder, type HashEmbedderOptions } from './hash.js';
export { cosineSimilarity } from './similarity.js';

/**
 * The process's embedder as the environment names it (`MEMWRIGHT_EMBEDDER`):
 * `hash` → the deterministic {@link HashEmbedder}; `minilm` (default) → local MiniLM.
 */
export async function createEmbedder(env: Env): Promise<Embedder> {
  switch (env.MEMWRIGHT_EMBEDDER) {
    case 'hash':
      return new HashEmbedder();
    case 'minilm':
      throw new Error('minilm embedder not implemented yet (set MEMWRIGHT_EMBEDDER=hash)');
  }
}
