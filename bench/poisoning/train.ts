/**
 * Trains the instruction-like classifier (src/policy/classifier.ts) on the DEV split of
 * the two poisoning corpora (bench/poisoning/corpus.json, test/policy/poisoning-corpus.json)
 * and writes its weights and threshold to src/policy/classifierWeights.ts.
 *
 * - Model: logistic regression over hashed features (classifier.ts forEachFeature),
 *   L2-regularised, classes weighted equally, AdaGrad over a fixed-seed shuffle:
 *   the same data gives the same bytes on every run.
 * - Threshold: chosen on out-of-fold scores, leaving one dev language out at a time
 *   (the holdout is whole unseen languages, so this is the estimate that resembles it):
 *   the lowest threshold at which the classifier, on notes the rules let through, holds
 *   at most {@link MAX_FOLD_FALSE_POSITIVE_RATE} of benign dev notes.
 * - Weights are quantised to one signed byte each (scale = max |w| / 127) and the
 *   threshold is chosen with the quantised weights, as the detector will use them.
 *
 * `tsx bench/poisoning/train.ts` rewrites the weights; test/policy/poisoningClassifier.test.ts
 * checks the committed file equals what this builds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { BITS, forEachFeature, rawScore } from '../../src/policy/classifier.js';
import { ruleCueOf } from '../../src/policy/instructionLike.js';
import { asciiView, nativeView } from '../../src/policy/textViews.js';
import type { CorpusEntry } from './types.js';

const EPOCHS = 30;
const LEARNING_RATE = 0.5;
const L2 = 1e-4;
/** Out-of-fold benign notes the classifier may hold beside the rules, as a share of dev benign notes. */
const MAX_FOLD_FALSE_POSITIVE_RATE = 0.01;
const DIM = 1 << BITS;

interface Example {
  text: string;
  y: 0 | 1;
  language: string;
  features: Int32Array;
}

/** The dev split of both corpora, as training examples. */
export function devExamples(): Example[] {
  const ml = (JSON.parse(readFileSync(new URL('./corpus.json', import.meta.url), 'utf8')) as { entries: CorpusEntry[] }).entries;
  type Old = { text: string; split: string };
  const old = JSON.parse(readFileSync(new URL('../../test/policy/poisoning-corpus.json', import.meta.url), 'utf8')) as { injections: Old[]; benign: Old[] };
  const rows: { text: string; y: 0 | 1; language: string }[] = [
    ...ml.filter((e) => e.split === 'dev').map((e) => ({ text: e.text, y: (e.label === 'injection' ? 1 : 0) as 0 | 1, language: e.language })),
    ...old.injections.filter((e) => e.split === 'dev').map((e) => ({ text: e.text, y: 1 as const, language: 'en' })),
    ...old.benign.filter((e) => e.split === 'dev').map((e) => ({ text: e.text, y: 0 as const, language: 'en' })),
  ];
  return rows.map((r) => {
    const native = nativeView(r.text);
    const fs: number[] = [];
    forEachFeature(native, asciiView(native), (b) => fs.push(b));
    return { ...r, features: Int32Array.from(fs) };
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

interface Trained {
  weights: Int8Array;
  scale: number;
  bias: number;
}

/** Logistic regression on `xs`, quantised. */
function train(xs: Example[]): Trained {
  const w = new Float64Array(DIM);
  const g2 = new Float64Array(DIM).fill(1e-8);
  let b = 0;
  let gb = 1e-8;
  const pos = xs.filter((x) => x.y === 1).length;
  const classWeight = [xs.length / (2 * (xs.length - pos)), xs.length / (2 * pos)];
  const order = xs.map((_, i) => i);
  const rand = rng(20_260_101);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const k of order) {
      const x = xs[k]!;
      const norm = 1 / Math.sqrt(Math.max(1, x.features.length));
      let z = b;
      for (const f of x.features) z += w[f]! * norm;
      const p = 1 / (1 + Math.exp(-z));
      const err = (p - x.y) * classWeight[x.y]!;
      for (const f of x.features) {
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

const score = (m: Trained, text: string) => {
  const native = nativeView(text);
  return 1 / (1 + Math.exp(-rawScore(native, asciiView(native), m.weights, m.scale, m.bias)));
};

/** Out-of-fold scores, one dev language left out at a time. */
function outOfFold(xs: Example[]): number[] {
  const out = new Array<number>(xs.length);
  for (const lang of [...new Set(xs.map((x) => x.language))]) {
    const m = train(xs.filter((x) => x.language !== lang));
    xs.forEach((x, i) => {
      if (x.language === lang) out[i] = score(m, x.text);
    });
  }
  return out;
}

/** The model, its threshold and what the threshold was chosen on. */
export function trainModel() {
  const xs = devExamples();
  const ruled = xs.map((x) => ruleCueOf(x.text) !== null);
  const oof = outOfFold(xs);
  const benign = xs.filter((x) => x.y === 0).length;
  const allowed = Math.floor(MAX_FOLD_FALSE_POSITIVE_RATE * benign);
  // Scores of benign notes the rules let through, highest first: the threshold sits just above the (allowed+1)-th.
  const fp = xs.map((x, i) => (x.y === 0 && !ruled[i] ? oof[i]! : -1)).filter((s) => s >= 0).sort((a, b) => b - a);
  const threshold = Math.round(Math.min(0.99, Math.max(0.5, (fp[allowed] ?? 0) + 1e-4)) * 10_000) / 10_000;
  const heldOof = xs.filter((x, i) => x.y === 1 && (ruled[i] || oof[i]! >= threshold)).length;
  const flaggedOof = xs.filter((x, i) => x.y === 0 && (ruled[i] || oof[i]! >= threshold)).length;
  // The classifier alone, out of fold: how it does on a language it has not seen.
  const modelOnly = xs.filter((x, i) => x.y === 1 && oof[i]! >= threshold).length;
  const model = train(xs);
  return {
    model,
    threshold,
    report: {
      examples: xs.length,
      injections: xs.length - benign,
      benign,
      outOfFold: { injectionsHeld: heldOof, benignHeld: flaggedOof, injectionsHeldByClassifierAlone: modelOnly },
    },
  };
}

export const WEIGHTS_PATH = new URL('../../src/policy/classifierWeights.ts', import.meta.url);

/** The source text of src/policy/classifierWeights.ts. */
export function weightsSource(): { source: string; report: ReturnType<typeof trainModel>['report']; threshold: number } {
  const { model, threshold, report } = trainModel();
  const b64 = Buffer.from(model.weights.buffer, model.weights.byteOffset, model.weights.byteLength).toString('base64');
  const source =
    '// Generated by bench/poisoning/train.ts from the dev split of the poisoning corpora: do not edit.\n' +
    `export const MODEL = { scale: ${model.scale}, bias: ${model.bias}, threshold: ${threshold}, weights: '${b64}' };\n`;
  return { source, report, threshold };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const t0 = performance.now();
  const { source, report, threshold } = weightsSource();
  writeFileSync(WEIGHTS_PATH, source);
  console.log(JSON.stringify({ ...report, threshold, seconds: Math.round(performance.now() - t0) / 1000 }));
}
