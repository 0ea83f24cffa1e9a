/**
 * Trains the instruction-like classifier (src/policy/classifier.ts) and writes its
 * weights and threshold to src/policy/classifierWeights.ts.
 *
 * - Training data ({@link TRAINING}): the dev split of the multilingual corpus
 *   (bench/poisoning/corpus.json), the dev split of the English corpus
 *   (test/policy/poisoning-corpus.json) and the three fresh corpora. The multilingual
 *   holdout, the English holdout and the unseen-language split stay out, so their
 *   figures in bench:poisoning remain measurements of notes the model never saw.
 * - Examples are the readings the detector asks the classifier about
 *   (instructionLike.ts modelViews): decoded payloads, de-obfuscated text, a note without
 *   the quotation it calls an attack. A benign note teaches by every reading (each must
 *   stay under the threshold), an injection by the ones a reader takes in: an injection
 *   in base64, hex, rot13 or leet by its decoded readings, never by its letters.
 * - Model: logistic regression over hashed features (classifier.ts forEachFeature),
 *   L2-regularised, classes weighted equally, AdaGrad over a fixed-seed shuffle:
 *   the same data gives the same bytes on every run.
 * - Threshold: {@link THRESHOLD}, fixed from the leave-one-corpus-out table of
 *   bench/poisoning-loco.ts (a corpus written by another author is the estimate that
 *   resembles a new one); the out-of-fold figures at it are printed when this runs.
 * - Weights are quantised to one signed byte each (scale = max |w| / 127), and every
 *   score here is computed with the quantised weights, as the detector will use them.
 *
 * `tsx bench/poisoning/train.ts` rewrites the weights; test/policy/poisoningClassifier.test.ts
 * checks the committed file equals what this builds; bench/poisoning-loco.ts measures the
 * combination corpus by corpus.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { BITS, forEachFeature } from '../../src/policy/classifier.js';
import { modelViews, ruleCueOf } from '../../src/policy/instructionLike.js';
import { FRESH } from './fresh.js';
import { FRESH2 } from './fresh2.js';
import { FRESH3 } from './fresh3.js';
import { FRESH4 } from './fresh4.js';
import { FRESH5 } from './fresh5.js';
import { FRESH6 } from './fresh6.js';
import { FRESH7 } from './fresh7.js';
import { FRESH8 } from './fresh8.js';
import type { CorpusEntry } from './types.js';
import { UNSEEN } from './unseen.js';

const EPOCHS = 30;
const LEARNING_RATE = 0.5;
const L2 = 1e-4;
/**
 * The decision threshold, chosen on the leave-one-corpus-out figures of
 * bench/poisoning-loco.ts: the lowest at which no left-out corpus, rules and classifier
 * together, holds more than the benign target. A threshold chosen inside the training
 * pool fell for whichever corpus was missing from it, so it is fixed from that table.
 * With fresh8 in the pool (injection-heavy, its benign notes few) 0.92 held 2.1–3.7 % of
 * the benign notes of five left-out corpora; at 0.94 every one but fresh7 is at or under
 * 2 % (fresh7 2.7 %; only 0.98 brings it under, at 10 points of its recall), for 0.4–2.2
 * points of recall on the blind corpora.
 */
export const THRESHOLD = 0.94;
const DIM = 1 << BITS;

/** The labelled corpora, by name (a split of a corpus counts as its own corpus). */
export const CORPORA = ['multilingual-dev', 'multilingual-holdout', 'english-dev', 'english-holdout', 'fresh', 'fresh2', 'fresh3', 'fresh4', 'fresh5', 'fresh6', 'fresh7', 'fresh8', 'unseen'] as const;
export type CorpusName = (typeof CORPORA)[number];
/** What the committed model is trained on. */
export const TRAINING: readonly CorpusName[] = ['multilingual-dev', 'english-dev', 'fresh', 'fresh2', 'fresh3', 'fresh4', 'fresh5', 'fresh6', 'fresh7', 'fresh8'];

/** One labelled note, with what the rules say of it and the views the classifier would be asked about. */
export interface Example {
  text: string;
  y: 0 | 1;
  corpus: CorpusName;
  language: string;
  ruled: boolean;
  /** Feature buckets of each reading the detector would score where the rules are silent. */
  views: Int32Array[];
  /** The views training learns from: a benign note's every view, an injection's readable one. */
  teach: Int32Array[];
}

const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8'));

function rows(): { text: string; y: 0 | 1; corpus: CorpusName; language: string; encoding?: string }[] {
  const y = (label: string) => (label === 'injection' ? 1 : 0) as 0 | 1;
  const ml = (read(new URL('./corpus.json', import.meta.url)) as { entries: CorpusEntry[] }).entries;
  type Old = { text: string; split: 'dev' | 'holdout' };
  const old = read(new URL('../../test/policy/poisoning-corpus.json', import.meta.url)) as { injections: Old[]; benign: Old[] };
  return [
    ...ml.map((e) => ({ text: e.text, y: y(e.label), corpus: `multilingual-${e.split}` as CorpusName, language: e.language, encoding: e.encoding })),
    ...old.injections.map((e) => ({ text: e.text, y: 1 as const, corpus: `english-${e.split}` as CorpusName, language: 'en' })),
    ...old.benign.map((e) => ({ text: e.text, y: 0 as const, corpus: `english-${e.split}` as CorpusName, language: 'en' })),
    ...FRESH.map((e) => ({ text: e.text, y: y(e.label), corpus: 'fresh' as const, language: e.language, encoding: e.encoding })),
    ...FRESH2.map((e) => ({ text: e.text, y: y(e.label), corpus: 'fresh2' as const, language: e.language, encoding: e.encoding })),
    ...FRESH3.map((e) => ({ text: e.text, y: y(e.label), corpus: 'fresh3' as const, language: e.language, encoding: e.encoding })),
    ...FRESH4.map((e) => ({ text: e.text, y: y(e.label), corpus: 'fresh4' as const, language: e.language, encoding: e.encoding })),
    ...FRESH5.map((e) => ({ text: e.text, y: y(e.label), corpus: 'fresh5' as const, language: e.language, encoding: e.encoding })),
    ...FRESH6.map((e) => ({ text: e.text, y: y(e.label), corpus: 'fresh6' as const, language: e.language, encoding: e.encoding })),
    ...FRESH7.map((e) => ({ text: e.text, y: y(e.label), corpus: 'fresh7' as const, language: e.language, encoding: e.encoding })),
    ...FRESH8.map((e) => ({ text: e.text, y: y(e.label), corpus: 'fresh8' as const, language: e.language, encoding: e.encoding })),
    ...UNSEEN.map((e) => ({ text: e.text, y: y(e.label), corpus: 'unseen' as const, language: e.language })),
  ];
}

const featuresOf = (native: string, ascii: string) => {
  const fs: number[] = [];
  forEachFeature(native, ascii, (b) => fs.push(b));
  return Int32Array.from(fs);
};

/** Encodings whose letters no reader takes in: an injection in them teaches by its decoded payload (leet by its de-obfuscated reading). */
const OPAQUE = new Set(['base64', 'hex', 'rot13']);

/** Every labelled note of `corpora` as an example. */
export function examples(corpora: readonly CorpusName[] = CORPORA): Example[] {
  return rows()
    .filter((r) => corpora.includes(r.corpus))
    .map((r) => {
      const all = modelViews(r.text);
      const views = all.map((v) => featuresOf(v.native, v.ascii));
      // The reading an injection is learnt from: what a reader of it takes in.
      const kind = r.encoding === 'leet' ? 'deobfuscated' : OPAQUE.has(r.encoding ?? '') ? 'payload' : 'note';
      const teach = r.y === 0 ? views : views.filter((_, i) => all[i]!.kind === kind);
      return { ...r, ruled: ruleCueOf(r.text) !== null, views, teach };
    });
}

/** mulberry32: a small seeded generator for the shuffle. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Trained {
  weights: Int8Array;
  scale: number;
  bias: number;
}

/**
 * Logistic regression on the `teach` readings of `xs`, quantised.
 */
export function train(xs: Example[]): Trained {
  const items: { f: Int32Array; y: 0 | 1 }[] = [];
  for (const x of xs) {
    for (const f of x.teach) items.push({ f, y: x.y });
  }
  const w = new Float64Array(DIM);
  const g2 = new Float64Array(DIM).fill(1e-8);
  let b = 0;
  let gb = 1e-8;
  const pos = items.filter((x) => x.y === 1).length;
  const classWeight = [items.length / (2 * (items.length - pos)), items.length / (2 * pos)];
  const order = items.map((_, i) => i);
  const rand = rng(20_260_101);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const k of order) {
      const x = items[k]!;
      const norm = 1 / Math.sqrt(Math.max(1, x.f.length));
      let z = b;
      for (const f of x.f) z += w[f]! * norm;
      const p = 1 / (1 + Math.exp(-z));
      const err = (p - x.y) * classWeight[x.y]!;
      for (const f of x.f) {
        const g = err * norm + L2 * w[f]!;
        g2[f]! += g * g;
        w[f]! -= (LEARNING_RATE * g) / Math.sqrt(g2[f]!);
      }
      gb += err * err;
      b -= (LEARNING_RATE * err) / Math.sqrt(gb);
    }
  }
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = max / 127;
  const q = new Int8Array(DIM);
  for (let i = 0; i < DIM; i++) q[i] = Math.round(w[i]! / scale);
  return { weights: q, scale, bias: b };
}

/** The highest probability the quantised model gives any view of an example (the detector holds at ≥ threshold). */
export function scoreOf(m: Trained, x: Example): number {
  let best = 0;
  for (const f of x.views) {
    let sum = 0;
    for (const b of f) sum += m.weights[b]!;
    const z = f.length === 0 ? m.bias : m.bias + (sum * m.scale) / Math.sqrt(f.length);
    best = Math.max(best, 1 / (1 + Math.exp(-z)));
  }
  return best;
}

/** Out-of-fold scores, one corpus of `xs` left out at a time. */
export function outOfFold(xs: Example[]): number[] {
  const out = new Array<number>(xs.length);
  for (const corpus of [...new Set(xs.map((x) => x.corpus))]) {
    const m = train(xs.filter((x) => x.corpus !== corpus));
    xs.forEach((x, i) => {
      if (x.corpus === corpus) out[i] = scoreOf(m, x);
    });
  }
  return out;
}

/** The model trained on {@link TRAINING}. */
export const trainModel = (): Trained => train(examples(TRAINING));

/** Out-of-fold figures at {@link THRESHOLD}: each training corpus scored by a model trained on the others. */
export function outOfFoldReport() {
  const xs = examples(TRAINING);
  const oof = outOfFold(xs);
  const benign = xs.filter((x) => x.y === 0).length;
  return {
    trainedOn: TRAINING,
    examples: xs.length,
    injections: xs.length - benign,
    benign,
    threshold: THRESHOLD,
    outOfFold: {
      injectionsHeld: xs.filter((x, i) => x.y === 1 && (x.ruled || oof[i]! >= THRESHOLD)).length,
      benignHeld: xs.filter((x, i) => x.y === 0 && (x.ruled || oof[i]! >= THRESHOLD)).length,
      // The classifier alone, out of fold: how it does on a corpus it has not seen.
      injectionsHeldByClassifierAlone: xs.filter((x, i) => x.y === 1 && oof[i]! >= THRESHOLD).length,
    },
  };
}

export const WEIGHTS_PATH = new URL('../../src/policy/classifierWeights.ts', import.meta.url);

/** The source text of src/policy/classifierWeights.ts. */
export function weightsSource(): string {
  const model = trainModel();
  const b64 = Buffer.from(model.weights.buffer, model.weights.byteOffset, model.weights.byteLength).toString('base64');
  return (
    `// Generated by bench/poisoning/train.ts from ${TRAINING.join(', ')} (no holdout split): do not edit.\n` +
    `export const MODEL = { scale: ${model.scale}, bias: ${model.bias}, threshold: ${THRESHOLD}, weights: '${b64}' };\n`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const t0 = performance.now();
  writeFileSync(WEIGHTS_PATH, weightsSource());
  console.log(JSON.stringify({ ...outOfFoldReport(), seconds: Math.round(performance.now() - t0) / 1000 }));
}
