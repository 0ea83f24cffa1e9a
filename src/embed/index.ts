/** PLACEHOLDER — replaced by the embedder implementation (issue 3). */
import type { Env } from '../config/env.js';
import type { Embedder } from './types.js';
export type { Embedder } from './types.js';

export async function createEmbedder(_env: Env): Promise<Embedder> {
  throw new Error('embedder not implemented yet');
}
