import { EMBEDDING_DIMENSIONS } from '../db/schema.js';
import { normalizeContent } from '../policy/normalize.js';
import type { Embedder } from './types.js';

/**
 * Options of {@link HashEmbedder}.
 */
export interface HashEmbedderOptions {
  /**
   * Vector width. Must equal the database column width to be storable.
   * @defaultValue EMBEDDING_DIMENSIONS (384)
   */
  dimensions?: number;
}

/** Relative weights of the three feature families (words carry most meaning). */
const WORD_WEIGHT = 1;
const BIGRAM_WEIGHT = 0.7;
const TRIGRAM_WEIGHT = 0.35;

/**
 * A deterministic, dependency-free embedder (`hash-v1`): feature hashing of the
 * normalised text's content words (function words dropped, a final "s" stripped),
 * their bigrams and character trigrams into a signed, L2-normalised vector.
 *
 * Why it exists: tests, benchmarks and constrained deployments need an embedder that
 * loads instantly, never blocks, and gives the same vector on every machine. It is
 * lexical, not semantic: paraphrases that share few words score low, and a
 * statement and its negation score high (as they also do with MiniLM). Signed hashing
 * (a second hash bit picks +1/−1) keeps collisions from inflating similarity.
 */
export class HashEmbedder implements Embedder {
  readonly modelId = 'hash-v1';
  readonly dimensions: number;

  constructor(opts: HashEmbedderOptions = {}) {
    this.dimensions = opts.dimensions ?? EMBEDDING_DIMENSIONS;
  }

  async embed(texts: string[]): Promise<number[][]> {
    return texts.map((t) => this.embedOne(t));
  }

  /** Synchronous form (the work is microseconds per text). */
  embedOne(text: string): number[] {
    const v = new Float64Array(this.dimensions);
    const all = wordsOf(text);
    const content = all.filter((w) => !FUNCTION_WORDS.has(w)).map(stripS);
    // A text made only of function words still needs its words.
    const words = content.length > 0 ? content : all;
    for (const w of words) this.add(v, `w:${w}`, WORD_WEIGHT);
    for (let i = 0; i + 1 < words.length; i++) this.add(v, `b:${words[i]} ${words[i + 1]}`, BIGRAM_WEIGHT);
    // Trigrams run over every word, so function words still nudge the vector a little.
    const joined = ` ${all.join(' ')} `;
    for (let i = 0; i + 3 <= joined.length; i++) this.add(v, `c:${joined.slice(i, i + 3)}`, TRIGRAM_WEIGHT);
    // Text without any letter or digit still needs a unit vector (cosine of a zero vector is undefined).
    if (all.length === 0) this.add(v, 'empty', 1);
    let norm = 0;
    for (const x of v) norm += x * x;
    norm = Math.sqrt(norm);
    if (norm === 0) {
      // Every feature cancelled out (astronomically unlikely); fall back to a fixed unit vector.
      const out = new Array<number>(this.dimensions).fill(0);
      out[0] = 1;
      return out;
    }
    return Array.from(v, (x) => x / norm);
  }

  async close(): Promise<void> {}

  private add(v: Float64Array, feature: string, weight: number): void {
    const h = fnv1a(feature);
    const index = (h >>> 1) % this.dimensions;
    v[index]! += h & 1 ? weight : -weight;
  }
}

/**
 * Function words that carry no topic ("the", "to", "over") are dropped and plural or
 * third-person "s" is stripped, so "User prefers bar charts over pie charts" and "The
 * user prefers bar charts to pie charts" hash alike. Negations are content: they stay.
 */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or of to in on at by for with from into over under than as about ' +
    'is are was were be been am do does did has have had will would shall should can could may might must ' +
    'it its this that these those he she they them his her their we us our you your i me my'
  ).split(' '),
);

function wordsOf(text: string): string[] {
  return normalizeContent(text)
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 0);
}

function stripS(w: string): string {
  return w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w;
}

/** 32-bit FNV-1a over UTF-16 code units, finished with a murmur3 avalanche so low bits mix well. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
