/**
 * The second signal of the instruction-like detector (docs/design.md#admission step 3):
 * a logistic regression over hashed character n-grams and words of a note's
 * normalised text (src/policy/textViews.ts). Where the rules of instructionLike.ts
 * look for named verbs and objects, this one weighs everything the text is made of —
 * the shape of an order in a language the rules do not name, a polite request, a fake
 * tool result — so one can catch what the other misses.
 *
 * Trained by bench/poisoning/train.ts on the poisoning corpora's training splits (never
 * a holdout); its weights (one signed byte per hashed feature, 2^16 of them) and the
 * threshold chosen by leaving one corpus out live in classifierWeights.ts, decoded once
 * when this module loads.
 * Scoring is one pass over the text and one table look-up per feature: microseconds.
 */
import { MODEL } from './classifierWeights.js';

/** Hashed feature space: 2^BITS buckets. */
export const BITS = 16;
const MASK = (1 << BITS) - 1;

const OFFSET = 0x811c9dc5;
const PRIME = 0x01000193;

/** Character n-gram lengths over the ASCII view. */
const MIN_N = 3;
const MAX_N = 5;

const NON_ASCII = /[^\u0000-\u007f]/; // eslint-disable-line no-control-regex

/**
 * Calls `emit` with the bucket of every feature of a note: character 3- to 5-grams of
 * its ASCII view (padded with spaces), its ASCII words and word pairs, and characters
 * and character pairs of its own script where that is not ASCII (Chinese, Japanese,
 * Arabic, Devanagari read better by their own letters than by transliteration).
 */
export function forEachFeature(native: string, ascii: string, emit: (bucket: number) => void): void {
  const s = ` ${ascii} `;
  for (let i = 0; i < s.length; i++) {
    let h = OFFSET;
    for (let k = 0; k < MAX_N && i + k < s.length; k++) {
      h = Math.imul(h ^ s.charCodeAt(i + k), PRIME);
      if (k + 1 >= MIN_N) emit((h ^ (k + 1)) & MASK);
    }
  }
  let prev = 0;
  for (const word of ascii.split(/[^a-z0-9@']+/)) {
    if (word.length === 0) continue;
    let h = OFFSET ^ 0x5bd1e995;
    for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), PRIME);
    emit(h & MASK);
    if (prev !== 0) emit(Math.imul(prev ^ h, PRIME) & MASK);
    prev = h;
  }
  if (!NON_ASCII.test(native)) return;
  let last = -1;
  for (const ch of native) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80 || c === 0x20) {
      last = -1;
      continue;
    }
    const u = Math.imul(OFFSET ^ 0x27d4eb2d ^ c, PRIME);
    emit(u & MASK);
    if (last >= 0) emit(Math.imul(u ^ last, PRIME) & MASK);
    last = c;
  }
}

/** Weights as decoded from classifierWeights.ts. */
interface Model {
  weights: Int8Array;
  scale: number;
  bias: number;
  threshold: number;
}

function load(): Model {
  const bytes = Buffer.from(MODEL.weights, 'base64');
  if (bytes.length !== 1 << BITS) throw new Error(`classifier weights: ${bytes.length} buckets, expected ${1 << BITS}`);
  return { weights: new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length), scale: MODEL.scale, bias: MODEL.bias, threshold: MODEL.threshold };
}

const model = load();

/** The model's linear score for a note's views, with `weights` (the committed ones unless training passes its own). */
export function rawScore(native: string, ascii: string, weights: ArrayLike<number> = model.weights, scale = model.scale, bias = model.bias): number {
  let sum = 0;
  let n = 0;
  forEachFeature(native, ascii, (b) => {
    sum += weights[b]!;
    n++;
  });
  return n === 0 ? bias : bias + (sum * scale) / Math.sqrt(n);
}

/** Probability (0..1) that a note's views are an instruction to the assistant. */
export function classifierScore(native: string, ascii: string): number {
  return 1 / (1 + Math.exp(-rawScore(native, ascii)));
}

/** Whether the classifier alone holds the note (score at or above the committed threshold). */
export function classifierHolds(native: string, ascii: string): boolean {
  return classifierScore(native, ascii) >= model.threshold;
}

/** The decision threshold in force (for reports). */
export const CLASSIFIER_THRESHOLD = model.threshold;
