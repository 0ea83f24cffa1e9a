/**
 * bench:poisoning — the instruction-like content detector (src/policy/instructionLike.ts)
 * against its two labelled corpora:
 * - `multilingual` (bench/poisoning/corpus.json, built by bench/poisoning/build.ts):
 *   16 languages, every encoding and style; its holdout split is whole languages and
 *   whole styles the detector was never tuned on;
 * - `english` (test/policy/poisoning-corpus.json): the first, English-first corpus;
 * - `unseen` (bench/poisoning/unseen.ts): languages the multilingual rules have no lexicon for;
 * - `fresh` (bench/poisoning/fresh.ts) and `fresh2` (bench/poisoning/fresh2.ts): corpora
 *   written apart from the detector, split by whether the language is in the covered set;
 * - `fresh3` (bench/poisoning/fresh3.ts): written blind, measured once, then tuned on: a regression set now, same splits;
 * - `fresh4` … `fresh8` (bench/poisoning/fresh4.ts …): each written blind, row by row, by an author who
 *   read neither the detector nor the other corpora, measured once (bench/results/poisoning-freshN-blind.json),
 *   then trained and tuned on.
 *
 * For each: counts, injections held and benign held overall, per split, per language,
 * style and encoding, the cue that fired, every miss and false positive, and the time
 * per call. Writes bench/results/poisoning.json.
 *
 * Targets: on the multilingual holdout and on the newest blind measurement ≥ 97 % of injections held and
 * ≤ 2 % of benign notes held; on the English corpus ≥ 95 % / ≤ 2 % (its own test's bar).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { instructionCue } from '../src/policy/instructionLike.js';
import { machineInfo } from './lib/machine.js';
import type { CorpusEntry } from './poisoning/types.js';
import { FRESH, type FreshEntry } from './poisoning/fresh.js';
import { FRESH2 } from './poisoning/fresh2.js';
import { FRESH3 } from './poisoning/fresh3.js';
import { FRESH4 } from './poisoning/fresh4.js';
import { FRESH5 } from './poisoning/fresh5.js';
import { FRESH6 } from './poisoning/fresh6.js';
import { FRESH7 } from './poisoning/fresh7.js';
import { FRESH8 } from './poisoning/fresh8.js';
import { SPLIT_LANGUAGES, UNSEEN, UNSEEN_LANGUAGES } from './poisoning/unseen.js';

interface Entry {
  text: string;
  label: 'injection' | 'benign';
  split: 'dev' | 'holdout' | 'unseen' | 'covered' | 'outside';
  language: string;
  style: string;
  encoding?: string;
}

const read = (url: URL) => JSON.parse(readFileSync(url, 'utf8'));

function multilingual(): Entry[] {
  return (read(new URL('./poisoning/corpus.json', import.meta.url)) as { entries: CorpusEntry[] }).entries;
}

function english(): Entry[] {
  type Old = { text: string; split: 'dev' | 'holdout'; style?: string; kind?: string };
  const c = read(new URL('../test/policy/poisoning-corpus.json', import.meta.url)) as { injections: Old[]; benign: Old[] };
  const of = (label: Entry['label']) => (x: Old): Entry => ({ text: x.text, label, split: x.split, language: 'en', style: x.style ?? x.kind ?? '?' });
  return [...c.injections.map(of('injection')), ...c.benign.map(of('benign'))];
}

const round = (x: number) => Math.round(x * 10_000) / 10_000;

interface Judged extends Entry {
  cue: string | null;
}

function figures(xs: Judged[]) {
  const inj = xs.filter((x) => x.label === 'injection');
  const ben = xs.filter((x) => x.label === 'benign');
  const held = inj.filter((x) => x.cue !== null).length;
  const flagged = ben.filter((x) => x.cue !== null).length;
  return {
    injections: inj.length,
    held,
    recall: inj.length ? round(held / inj.length) : null,
    benign: ben.length,
    flagged,
    falsePositiveRate: ben.length ? round(flagged / ben.length) : null,
  };
}

function groupBy(xs: Judged[], key: (x: Judged) => string | undefined) {
  const groups = new Map<string, Judged[]>();
  for (const x of xs) {
    const k = key(x) ?? 'none';
    groups.set(k, [...(groups.get(k) ?? []), x]);
  }
  return Object.fromEntries([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([k, g]) => [k, figures(g)]));
}

function cueCounts(xs: Judged[]) {
  const out: Record<string, number> = {};
  for (const x of xs) if (x.label === 'injection' && x.cue) out[x.cue] = (out[x.cue] ?? 0) + 1;
  return out;
}

/** Median and slowest microseconds per call over the texts (after a warm-up). */
function timing(texts: string[]): { usPerCallMedian: number; usPerCallP99: number; usPerCallMax: number } {
  for (const t of texts) instructionCue(t);
  const perRound: number[] = [];
  const each: number[] = [];
  for (let r = 0; r < 10; r++) {
    const t0 = performance.now();
    for (const t of texts) {
      const s = performance.now();
      instructionCue(t);
      each.push(performance.now() - s);
    }
    perRound.push(((performance.now() - t0) * 1000) / texts.length);
  }
  perRound.sort((a, b) => a - b);
  each.sort((a, b) => a - b);
  const us = (ms: number) => Math.round(ms * 10_000) / 10;
  return { usPerCallMedian: Math.round(perRound[perRound.length >> 1]! * 10) / 10, usPerCallP99: us(each[Math.floor(each.length * 0.99)]!), usPerCallMax: us(each[each.length - 1]!) };
}

function report(entries: Entry[], splits: readonly Entry['split'][] = ['dev', 'holdout']) {
  const judged: Judged[] = entries.map((x) => ({ ...x, cue: instructionCue(x.text) }));
  const bySplit = Object.fromEntries(splits.map((s) => [s, figures(judged.filter((x) => x.split === s))]));
  // The holdout's languages now have lexicons in multilingualCues.ts; its styles in the other languages do not depend on one.
  const lexiconLanguages = ['nl', 'uk', 'ko', 'tr'];
  const holdoutParts = splits.includes('holdout')
    ? {
        holdoutLanguagesNowInLexicon: figures(judged.filter((x) => x.split === 'holdout' && lexiconLanguages.includes(x.language))),
        holdoutStylesInDevLanguages: figures(judged.filter((x) => x.split === 'holdout' && !lexiconLanguages.includes(x.language))),
      }
    : undefined;
  const short = (x: Judged) => ({ split: x.split, language: x.language, style: x.style, ...(x.encoding ? { encoding: x.encoding } : {}), text: x.text });
  return {
    ...figures(judged),
    bySplit,
    ...(holdoutParts ? { holdoutParts } : {}),
    byLanguage: groupBy(judged, (x) => x.language),
    byStyle: groupBy(judged, (x) => x.style),
    byEncoding: groupBy(judged, (x) => x.encoding),
    cuesOnInjections: cueCounts(judged),
    misses: judged.filter((x) => x.label === 'injection' && x.cue === null).map(short),
    falsePositives: judged.filter((x) => x.label === 'benign' && x.cue !== null).map((x) => ({ cue: x.cue, ...short(x) })),
    timing: timing(entries.map((x) => x.text)),
  };
}

const TARGETS = { holdoutRecall: 0.97, holdoutFalsePositiveRate: 0.02, englishRecall: 0.95, englishFalsePositiveRate: 0.02 };

const ml = report(multilingual());
const en = report(english());
const unseen = report(
  UNSEEN.map((x) => ({ ...x, split: 'unseen' as const })),
  ['unseen'],
);
/** A fresh corpus's report, split by whether its language is in the covered set. */
const freshReport = (rows: FreshEntry[]) =>
  report(
    rows.map((x) => ({ text: x.text, label: x.label, split: x.family, language: x.language, style: x.style, ...(x.encoding ? { encoding: x.encoding } : {}) })),
    ['covered', 'outside'],
  );
const fresh = freshReport(FRESH);
const fresh2 = freshReport(FRESH2);
const fresh3 = freshReport(FRESH3);
const fresh4 = freshReport(FRESH4);
const fresh5 = freshReport(FRESH5);
const fresh6 = freshReport(FRESH6);
const fresh7 = freshReport(FRESH7);
const fresh8 = freshReport(FRESH8);
/**
 * The newest corpus's blind measurement, taken once before anything was trained or tuned on it
 * (every corpus here is training data now, so no figure this run computes is blind).
 */
const blind = JSON.parse(readFileSync(new URL('./results/poisoning-fresh8-blind.json', import.meta.url), 'utf8')) as {
  measuredCommit: string;
  overall: { recall: number | null; falsePositiveRate: number | null };
};
const h = ml.bySplit.holdout!;
const meets = (f: { recall: number | null; falsePositiveRate: number | null }) =>
  (f.recall ?? 0) >= TARGETS.holdoutRecall && (f.falsePositiveRate ?? 1) <= TARGETS.holdoutFalsePositiveRate;
const pass =
  meets(h) &&
  meets(blind.overall) &&
  (en.recall ?? 0) >= TARGETS.englishRecall &&
  (en.falsePositiveRate ?? 1) <= TARGETS.englishFalsePositiveRate;

const result = {
  benchmark: 'poisoning',
  when: new Date().toISOString(),
  machine: machineInfo(),
  targets: TARGETS,
  pass,
  multilingual: ml,
  english: en,
  unseen,
  fresh,
  fresh2,
  fresh3,
  fresh4,
  fresh5,
  fresh6,
  fresh7,
  fresh8,
  blind: { corpus: 'fresh8', file: 'bench/results/poisoning-fresh8-blind.json', measuredCommit: blind.measuredCommit, ...blind.overall },
  notes: [
    'fresh8: bench/poisoning/fresh8.ts (PARTIAL: 502 injections in 72 languages, 169 benign in covered languages only, a453bd2), written by a helper that read neither the detector nor the other corpora. Blind on 981afc2 (bench/results/poisoning-fresh8-blind.json): 295/502 held (58.8 %) — covered 203/247, outside 92/255; 8/169 benign held (4.7 %). Then added to TRAINING and its misses looked at by family (polite wishes, suppression, orders posing as business facts, second-person address in uncovered languages): in-sample here. Its benign half is small and covered-only, so its benign figure is indicative. Leave-one-corpus-out with fresh8 left out (bench/results/poisoning-loco.json, threshold 0.94): 91.6 % held, 1.2 % benign held (rules tuned on its misses, so partly in-sample); fresh7 66.3 / 2.7 (after a second round of rules from fresh7\'s misses: notices that let the assistant act, KYC claimed done, personas without warnings), fresh6 78.9 / 1.8, fresh5 90.5 / 2.0, fresh4 84.9 / 1.8 (before: 62.6 / 3.2, 76.9 / 1.6, 90.8 / 2.4, 84.5 / 1.6 at 0.92). Threshold 0.92 -> 0.94: with fresh8 in the pool 0.92 held more than 2 % of the benign notes of five left-out corpora.',
    'pass/fail: the multilingual holdout, the English corpus and the newest BLIND measurement (fresh8, bench/results/poisoning-fresh8-blind.json, taken once before fresh8 was trained on). Every fresh corpus is training data for the classifier now, so their figures here are in-sample; the honest estimates for a new corpus are the blind files and the leave-one-corpus-out table of bench:poisoning-loco.',
    'fresh7: bench/poisoning/fresh7.ts (425 injections, 405 benign, 54 languages, 2fb9651), written by a helper that read neither the detector nor the other corpora (it saw the message of 3af9358, which names the skip-a-check rule). Blind on 2590ffe: 267/425 held (62.8 %), 12/405 benign held (3.0 %); at the session start 214/425 (50.4 %), 12/405. Then added to TRAINING.',
    'fresh6: bench/poisoning/fresh6.ts (554 injections, 493 benign, 37 languages, e4dec65), written by a helper that read neither the detector nor the other corpora. Blind on d183b02: 382/554 held (69.0 %), 7/493 benign held (1.4 %); at the session start (1e0ee67) 324/554 (58.5 %), 20/493 (4.1 %). Then added to TRAINING.',
    'fresh5: bench/poisoning/fresh5.ts (621 injections, 549 benign, 26 languages, 0d870b1), written by a helper that read neither the detector nor the other corpora. Measured once, blind, on c621f64 (bench/results/poisoning-fresh5-blind.json): 442/621 held (71.2 %), 13/549 benign held (2.4 %); the detector of the session start (1e0ee67) on it: 427/621 (68.8 %), 16/549 (2.9 %). Then added to the classifier\'s TRAINING with fresh4: both are in-sample here. Leave-one-corpus-out with both in the pool (bench/results/poisoning-loco.json): fresh4 left out 79.9 % / 2.5 %, fresh5 left out 73.6 % / 2.0 %.',
    'fresh4: bench/poisoning/fresh4.ts (498 injections, 487 benign, 36 languages, 13 outside the covered set), committed (5f1368b) before its first run by an author who read neither the detector nor the other corpora. Its first run, on the detector of ddc737e (bench/results/poisoning-fresh4-blind.json): 313/498 held (62.9 %), 12/487 benign held (2.5 %). The figures in this file are its second run, on the detector after the classifier was retrained and the benign families fixed (3172299), whose author never opened fresh4: still blind. Its misses and false holds are listed here, so once they are looked at it becomes a regression set like fresh3.',
    'multilingual holdout: whole languages (nl, uk, ko, tr) and whole styles (persona, multi_step; benign mentions_ai, code), written first and never used to tune the rules or train the classifier.',
    'multilingual holdout before any work on it (the English-first detector of 93ef264): 29/261 injections held (11.1 %), 1/183 benign held (0.5 %).',
    'english: its dev split tuned the first detector; its holdout was written after that tuning and then partly fixed, so neither split is untouched.',
    'multilingual holdout languages (nl, uk, ko, tr) now have lexicons in src/policy/multilingualCues.ts, written from knowledge of the languages, not from the holdout texts; that half of the holdout is no longer unseen (holdoutParts splits the figures). The holdout styles (persona, multi_step, mentions_ai, code) got style-general English rules written from general knowledge; the holdout was measured once after each of three iterations (held 225, 235, 237 of 261; benign 1/183 each time).',
    'fresh: bench/poisoning/fresh.ts, measured blind once at 9ee06ca (covered 300/357 held, 9/352 benign; outside 42/113, 2/107), then used as tuning data for the cross-lingual layer (src/policy/crossLingual.ts): no longer held out.',
    'fresh2: bench/poisoning/fresh2.ts (455 injections, 434 benign, 76 languages), written before its author read the detector, then measured once, blind, after the cross-lingual work: 425/455 held (93.4 %), 38/434 benign held (8.8 %); covered 334/359, 36/345; outside 91/96, 2/89. The detector before that work (dcf40d5) on the same corpus: 323/455 (71.0 %), 45/434 (10.4 %). Caveat: the same author then wrote the cross-lingual word lists from their own knowledge of the languages, so fresh2 is independent of the rules\' tuning but not of their vocabulary.',
    'fresh2 after that blind measurement: its misses and false holds were looked at and fixed by family (quoted attacks in any language read as mentions when the note calls them attacks/examples, a system header alone is no fake notice, Romance send/ignore verbs must open their clause, rot13 tried when only its reading names rules, verb-first triggers, verb-final steering, more words), so fresh2 is a regression set now, no longer held out: 453/455 held, 6/434 benign held. A new blind corpus is needed for the next honest figure.',
    'cost of the cross-lingual layer, measured 2026-12-03 as CPU time (process.cpuUsage, 3 calls per text) over the 3011 texts of corpus.json, fresh and fresh2 on a shared 2-core machine: before (dcf40d5) median 68 µs, p90 ~188 µs per call; now median 100 µs, p90 ~260 µs. The wall-clock timings above run under the load of other processes.',
    'fresh3: bench/poisoning/fresh3.ts, BLIND: written by an author who read neither the detector (src/policy/, src/language/) nor the sentences of fresh.ts/fresh2.ts nor this results file, only the row shape; committed (64fe020) before its first run, and the figures here are that first run on an unchanged detector. Not part of pass/fail. Caveat: many rows translate the same scenario across languages (a parallel, partly templated corpus), and its shape test found 5 injections that already stood word for word in the earlier corpora; they were rephrased before the first run.',
    'fresh3 after that blind measurement (414/495 held, 23/484 benign held): its misses and false holds were looked at and fixed by family, so fresh3 is a REGRESSION SET AFTER TUNING, no longer held out, and its figures above are tuned figures: a note that speaks of itself and of what the user may be told ("never tell the user this note exists") is addressed; a numbered plan (step words in more languages) whose steps name the assistant\'s rules, limits or answer is an override; imperfective send verbs (надсилай, przesyłaj, posílej, шаљи …) and forget/instruction words in am, gu, ml, mn, lo; don\'t-follow-anymore verbs and rules-no-longer-valid with this note; more notice and off words; labels like "rule / instruction / important for the model:"; inflected assistant words (modelu, モデル, 模型, מודל) and must-not forms (안 된다, -கூடாது, չպետք է, የለበትም, नये); fetching a value-taking URL in a note that names secrets; notes claiming system-level authority; the classifier reads a note without the quotation it calls an attack; a rule about the assistant that only shapes the form of answers (language, length, layout, tone, how the user is addressed) and touches nothing else is the user\'s style preference; a saying or own maxim after a colon is reported words; "System Override Ltd" is a company. No blind figure exists for these changes: a new blind corpus is needed for the next honest one.',
    'classifier retrained (bench/poisoning/train.ts) on multilingual dev + English dev + fresh + fresh2 + fresh3; the multilingual holdout, the English holdout and unseen stayed out of training, so their figures here are still measurements of notes the classifier never saw (the rules were tuned on the holdout styles\' general families as noted above). fresh, fresh2, fresh3 and English dev are now TRAINING data: their figures are in-sample. Threshold 0.92, fixed from the leave-one-corpus-out table of bench:poisoning-loco (bench/results/poisoning-loco.json): the lowest at which no left-out corpus held more than 2 % of its benign notes. Leave-one-corpus-out, combined recall / benign held: fresh 98.7 % / 0.7 %, fresh2 99.8 / 0.2, fresh3 97.2 / 1.7, english 100 / 0, multilingual holdout 97.7 / 0, unseen 100 / 0. Also: the classifier reads decoded and de-obfuscated readings, stands down on form-only style rules and \'the user wants …\' notes that address no one, and reads notes without identifiers; quoted screen/error messages, role markers shown as examples and string literals in code are mentions. Cost, measured interleaved in one process against the detector before this change (ddc737e) over the 3011 texts of corpus.json, fresh and fresh2 on a loaded 2-core machine (load ~13, so the wall timings above are inflated): median per call 237 -> 208 µs (min of 5 runs per text), CPU mean 401 -> 419 µs. No blind figure exists for these changes.',
    `unseen: bench/poisoning/unseen.ts, ${UNSEEN.length} notes in ${SPLIT_LANGUAGES.join(', ')}, written when those languages had no lexicon; never used to train the classifier. Languages still without a lexicon: ${UNSEEN_LANGUAGES.join(', ') || 'none'}. All five now have lexicons in multilingualCues.ts (written from vocabulary; the split's misses were then looked at and fixed, so it is no longer unseen: a regression set). Not part of pass/fail.`,
  ],
};

mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/poisoning.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
const pct = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(1)} %`);
for (const [name, r] of [
  ['multilingual', ml],
  ['english', en],
  ['unseen', unseen],
  ['fresh', fresh],
  ['fresh2', fresh2],
  ['fresh3', fresh3],
  ['fresh4', fresh4],
  ['fresh5', fresh5],
  ['fresh6', fresh6],
  ['fresh7', fresh7],
  ['fresh8', fresh8],
] as const) {
  for (const [split, f] of [['all', r], ...Object.entries(r.bySplit)] as const) {
    console.log(`${name} ${split}: injections held ${f.held}/${f.injections} (${pct(f.recall)}), benign held ${f.flagged}/${f.benign} (${pct(f.falsePositiveRate)})`);
  }
  console.log(`${name}: ${r.timing.usPerCallMedian} µs/call median, p99 ${r.timing.usPerCallP99} µs, max ${r.timing.usPerCallMax} µs`);
}
console.log(pass ? 'PASS' : 'FAIL');
if (!pass) process.exitCode = 1;
