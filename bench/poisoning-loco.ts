/**
 * bench:poisoning-loco — how the two signals of the instruction-like detector carry to
 * a corpus the classifier was not trained on: leave one corpus out, train the
 * classifier (bench/poisoning/train.ts) on the other training corpora and score the
 * left-out one with the rules alone, the classifier alone and the two together, at
 * train.ts's threshold and at a grid of others: the table train.ts's threshold is
 * chosen from (one that holds up on every left-out corpus, not on one).
 *
 * Caveat: the rules were tuned on every corpus here except the holdout splits, so the
 * rules-alone figures of fresh, fresh2, fresh3 and english are tuned figures; what this
 * measures honestly is what the classifier adds on a corpus it did not learn from.
 * Writes bench/results/poisoning-loco.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { machineInfo } from './lib/machine.js';
import { examples, scoreOf, THRESHOLD, train, TRAINING, type CorpusName, type Example } from './poisoning/train.js';

const FOLDS: { name: string; evaluate: CorpusName[] }[] = [
  { name: 'fresh', evaluate: ['fresh'] },
  { name: 'fresh2', evaluate: ['fresh2'] },
  { name: 'fresh3', evaluate: ['fresh3'] },
  { name: 'fresh4', evaluate: ['fresh4'] },
  { name: 'fresh5', evaluate: ['fresh5'] },
  { name: 'fresh6', evaluate: ['fresh6'] },
  { name: 'fresh7', evaluate: ['fresh7'] },
  { name: 'fresh8', evaluate: ['fresh8'] },
  { name: 'english', evaluate: ['english-dev', 'english-holdout'] },
  { name: 'multilingual-holdout', evaluate: ['multilingual-holdout'] },
  { name: 'unseen', evaluate: ['unseen'] },
];
const GRID = [0.7, 0.8, 0.85, 0.9, 0.92, 0.93, 0.94, 0.95, 0.98];

const all = examples();
const round = (x: number) => Math.round(x * 10_000) / 10_000;

function rates(xs: Example[], held: (x: Example, i: number) => boolean) {
  const inj = xs.filter((x) => x.y === 1).length;
  const ben = xs.length - inj;
  const h = xs.filter((x, i) => x.y === 1 && held(x, i)).length;
  const f = xs.filter((x, i) => x.y === 0 && held(x, i)).length;
  return { held: h, injections: inj, recall: round(h / inj), flagged: f, benign: ben, falsePositiveRate: round(f / ben) };
}

const folds = FOLDS.map(({ name, evaluate }) => {
  const pool = all.filter((x) => TRAINING.includes(x.corpus) && !evaluate.includes(x.corpus));
  const test = all.filter((x) => evaluate.includes(x.corpus));
  const threshold = THRESHOLD;
  const m = train(pool);
  const s = test.map((x) => scoreOf(m, x));
  return {
    leftOut: name,
    trainedOn: [...new Set(pool.map((x) => x.corpus))],
    threshold,
    rulesAlone: rates(test, (x) => x.ruled),
    classifierAlone: rates(test, (_, i) => s[i]! >= threshold),
    combined: rates(test, (x, i) => x.ruled || s[i]! >= threshold),
    combinedAt: Object.fromEntries(GRID.map((t) => [t, rates(test, (x, i) => x.ruled || s[i]! >= t)])),
  };
});

const pct = (x: number) => `${(x * 100).toFixed(1)}`.padStart(5);
const cell = (r: ReturnType<typeof rates>) => `${pct(r.recall)} % / ${pct(r.falsePositiveRate)} %`;
console.log('left out              thr     rules alone        classifier alone   combined');
for (const f of folds) console.log(`${f.leftOut.padEnd(21)} ${f.threshold.toFixed(3)}  ${cell(f.rulesAlone)}  ${cell(f.classifierAlone)}  ${cell(f.combined)}`);
const mean = (k: 'rulesAlone' | 'classifierAlone' | 'combined', m: 'recall' | 'falsePositiveRate') => round(folds.reduce((a, f) => a + f[k][m], 0) / folds.length);
console.log(`${'mean'.padEnd(21)}        ${(['rulesAlone', 'classifierAlone', 'combined'] as const).map((k) => `${pct(mean(k, 'recall'))} % / ${pct(mean(k, 'falsePositiveRate'))} %`).join('  ')}`);
console.log(`\ncombined at fixed thresholds (recall / FPR):\n${'left out'.padEnd(21)} ${GRID.map((t) => String(t).padEnd(18)).join(' ')}`);
for (const f of folds) console.log(`${f.leftOut.padEnd(21)} ${GRID.map((t) => cell(f.combinedAt[t]!)).join(' ')}`);

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('./results/poisoning-loco.json', import.meta.url),
  `${JSON.stringify({ benchmark: 'poisoning-loco', when: new Date().toISOString(), machine: machineInfo(), training: TRAINING, folds }, null, 2)}\n`,
);
