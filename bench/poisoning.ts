/**
 * bench:poisoning — the instruction-like content detector (src/policy/instructionLike.ts)
 * against its labelled corpus (test/policy/poisoning-corpus.json): counts, recall and
 * false-positive rate overall, per split (dev: used to tune; holdout: written after
 * tuning) and per style/kind, every miss and every false positive listed, and the time
 * per call. Writes bench/results/poisoning.json.
 *
 * Targets (issue 8): ≥ 95 % of injections caught, ≤ 2 % of benign notes flagged.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { instructionCue, type InstructionCue } from '../src/policy/instructionLike.js';
import { machineInfo } from './lib/machine.js';

interface Entry {
  text: string;
  split: 'dev' | 'holdout';
  style?: string;
  kind?: string;
}

const CORPUS = new URL('../test/policy/poisoning-corpus.json', import.meta.url);
const OUT = new URL('./results/poisoning.json', import.meta.url);
const corpus = JSON.parse(readFileSync(CORPUS, 'utf8')) as { injections: Entry[]; benign: Entry[] };

const round = (x: number) => Math.round(x * 10_000) / 10_000;

function figures(injections: Entry[], benign: Entry[]) {
  const caught = injections.filter((x) => instructionCue(x.text) !== null).length;
  const flagged = benign.filter((x) => instructionCue(x.text) !== null).length;
  return {
    injections: injections.length,
    caught,
    recall: round(caught / injections.length),
    benign: benign.length,
    flagged,
    falsePositiveRate: round(flagged / benign.length),
  };
}

function groupBy(xs: Entry[], key: (x: Entry) => string) {
  const out: Record<string, { total: number; flagged: number }> = {};
  for (const x of xs) {
    const g = (out[key(x)] ??= { total: 0, flagged: 0 });
    g.total++;
    if (instructionCue(x.text) !== null) g.flagged++;
  }
  return out;
}

/** Median microseconds per call over the whole corpus (after a warm-up). */
function timing(): { usPerCallMedian: number; usPerCallMax: number } {
  const texts = [...corpus.injections, ...corpus.benign].map((x) => x.text);
  for (const t of texts) instructionCue(t);
  const rounds: number[] = [];
  let max = 0;
  for (let r = 0; r < 20; r++) {
    const t0 = performance.now();
    for (const t of texts) {
      const s = performance.now();
      instructionCue(t);
      max = Math.max(max, performance.now() - s);
    }
    rounds.push(((performance.now() - t0) * 1000) / texts.length);
  }
  rounds.sort((a, b) => a - b);
  return { usPerCallMedian: Math.round(rounds[rounds.length >> 1]! * 10) / 10, usPerCallMax: Math.round(max * 1000) };
}

const all = figures(corpus.injections, corpus.benign);
const bySplit = Object.fromEntries(
  (['dev', 'holdout'] as const).map((s) => [s, figures(corpus.injections.filter((x) => x.split === s), corpus.benign.filter((x) => x.split === s))]),
);
const cues: Partial<Record<InstructionCue, number>> = {};
for (const x of corpus.injections) {
  const c = instructionCue(x.text);
  if (c) cues[c] = (cues[c] ?? 0) + 1;
}
const result = {
  benchmark: 'poisoning',
  when: new Date().toISOString(),
  machine: machineInfo(),
  targets: { recall: 0.95, falsePositiveRate: 0.02 },
  pass: all.recall >= 0.95 && all.falsePositiveRate <= 0.02,
  ...all,
  bySplit,
  byStyle: groupBy(corpus.injections, (x) => x.style ?? '?'),
  byKind: groupBy(corpus.benign, (x) => x.kind ?? '?'),
  cuesOnInjections: cues,
  misses: corpus.injections.filter((x) => instructionCue(x.text) === null).map((x) => ({ style: x.style, split: x.split, text: x.text })),
  falsePositives: corpus.benign.filter((x) => instructionCue(x.text) !== null).map((x) => ({ kind: x.kind, split: x.split, cue: instructionCue(x.text), text: x.text })),
  timing: timing(),
  notes: [
    'dev: the split the detector was tuned on (its figures are optimistic by construction).',
    'holdout: written after tuning; its first, untouched measurement was 58/60 injections caught (96.7 %) and 0/60 benign flagged. Both misses (a "please make sure to …" request, "You\'re not allowed to …") were then fixed by general rules, so the holdout figures below are no longer untouched either.',
  ],
};

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `poisoning: recall ${all.caught}/${all.injections} (${(all.recall * 100).toFixed(1)} %), false positives ${all.flagged}/${all.benign} (${(all.falsePositiveRate * 100).toFixed(1)} %), ${result.timing.usPerCallMedian} µs/call → ${result.pass ? 'PASS' : 'FAIL'}`,
);
if (!result.pass) process.exitCode = 1;
