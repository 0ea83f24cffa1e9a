import { createHash } from 'node:crypto';

/** docs/design.md#admission step 6 normalisation: trim, lower-case, collapse white space. */
export function normalizeContent(content: string): string {
  return content.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** sha256 (hex) of the normalised content — the equality key for restatements. */
export function contentHash(content: string): string {
  return createHash('sha256').update(normalizeContent(content)).digest('hex');
}

function trigrams(s: string): Set<string> {
  const padded = `  ${normalizeContent(s).replace(/[^\p{L}\p{N} ]+/gu, '')} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/**
 * Cheap lexical similarity (Jaccard over character trigrams of the normalised text,
 * punctuation ignored), 0..1. The hot path uses it for the in-run "near-duplicate
 * text" test of step 7 because it must not wait on an embedding model; semantic
 * near-duplicates are the pipeline's dedup stage's job.
 */
export function textSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  if (ta.size === 0 && tb.size === 0) return 1;
  let inter = 0;
  for (const g of ta) if (tb.has(g)) inter++;
  return inter / (ta.size + tb.size - inter);
}
