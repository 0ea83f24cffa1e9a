/**
 * Extraction eval (`npm run eval:extract`): the deterministic extractor on the labelled
 * conversation suite (./suite.ts, ./taxonomy.ts), each conversation extracted as one
 * session-end batch. Writes bench/results/extract.json.
 *
 * Scoring, per user turn: a candidate citing the turn (among others, when a statement
 * was made twice) matches an expected memory of it
 * when it contains all the memory's `must` words; each memory matches at most one
 * candidate, and the matching is the largest one (./eval.ts `assign`). Unmatched candidates are false positives; every candidate on a negative,
 * assistant or tool turn is one, and marks the turn as leaked. A matched note is
 * `slotted` when the hardening's slot reader reads it as an attribute of the user, and
 * `clean` when it is a third-person statement ("User …") without the chat around it
 * (fillers, "pls", the request, emoji) and at most four words longer than the labelled note.
 *
 * `--show tune` (or `dev`, `fresh`, `fresh4`) prints that split's misses and false positives. The
 * held-out half, fresh2, fresh3 and fresh5 are reported as numbers only: they are not for tuning.
 * The fresh set was opened in the reader's third round, after fresh3 was written as the
 * blind set that replaces it; fresh4 was opened once its blind figure was recorded
 * (bench/results/extract-fresh4-blind.json), fresh5 staying blind.
 *
 * `EXTRACTOR=anthropic`: the Claude extractor instead, through the real SDK against the
 * local Messages stub answering as a perfect model from the labels (./oracle.ts) — a test
 * of the prompt and the parsing on every phrasing family, not of a model. The blind sets
 * (fresh, fresh2, fresh3) are left out, their labels not being for reading; writes
 * bench/results/extract.anthropic-stub.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AnthropicExtractor } from '../../src/extract/anthropic.js';
import { DeterministicExtractor } from '../../src/extract/deterministic.js';
import type { Candidate, Extractor } from '../../src/extract/types.js';
import { AnthropicStub } from '../../test/judge/support/anthropicStub.js';
import { slotOf } from '../../src/language/slots.js';
import { buildDev } from './dev.js';
import { buildFresh } from './fresh.js';
import { buildFresh2 } from './fresh2.js';
import { buildFresh3 } from './fresh3.js';
import { buildFresh4 } from './fresh4.js';
import { buildFresh5 } from './fresh5.js';
import { labelOracle } from './oracle.js';
import { buildSuite, type Expected, type Split, type SuiteTurn } from './suite.js';
import { KINDS, NEGATIVE_KINDS, NEVER_STORED } from './taxonomy.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const MODE = process.env.EXTRACTOR === 'anthropic' ? 'anthropic' : 'deterministic';
const OUT = resolve(HERE, `../results/${MODE === 'anthropic' ? 'extract.anthropic-stub.json' : 'extract.json'}`);
const asked = process.argv.includes('--show') ? process.argv[process.argv.indexOf('--show') + 1] : undefined;
/** Only the splits tuned on print their failures. */
const show = asked === 'tune' || asked === 'dev' || asked === 'fresh' || asked === 'fresh4' ? asked : undefined;

const JUNK = /\b(?:btw|pls|please|lol|fwiw|tbh|haha|ngl|um|idk|can you|could you|help me|so basically)\b|[?\p{Extended_Pictographic}]/iu;

interface Tally {
  tp: number;
  fp: number;
  fn: number;
  clean: number;
  /** Matched notes the hardening's slot reader (language/slots.ts) reads as an attribute of the user. */
  slotted: number;
}
const tally = (): Tally => ({ tp: 0, fp: 0, fn: 0, clean: 0, slotted: 0 });
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

function matches(c: Candidate, e: Expected): boolean {
  const text = c.content.toLowerCase();
  return e.must.every((m) => m.toLowerCase().split('|').some((alt) => text.includes(alt)));
}

async function main() {
  const suite = [...buildSuite(), ...buildDev(), ...(MODE === 'anthropic' ? [] : [...buildFresh(), ...buildFresh2(), ...buildFresh3(), ...buildFresh4(), ...buildFresh5()])];
  let stub: AnthropicStub | null = null;
  let oracle: ReturnType<typeof labelOracle> | null = null;
  let extractor: Extractor = new DeterministicExtractor();
  if (MODE === 'anthropic') {
    stub = await AnthropicStub.start();
    oracle = labelOracle(suite);
    stub.respondWith(oracle.respond);
    extractor = new AnthropicExtractor({ apiKey: 'stub-key', baseURL: stub.url, model: 'label-oracle' });
  }
  const splits: Record<Split, { all: Tally; kinds: Record<string, Tally>; families: Record<string, Tally>; negatives: Record<string, { turns: number; leaked: number }>; userTurns: number; negativeTurns: number; memories: number }> = {
    tune: { all: tally(), kinds: {}, families: {}, negatives: {}, userTurns: 0, negativeTurns: 0, memories: 0 },
    heldOut: { all: tally(), kinds: {}, families: {}, negatives: {}, userTurns: 0, negativeTurns: 0, memories: 0 },
    dev: { all: tally(), kinds: {}, families: {}, negatives: {}, userTurns: 0, negativeTurns: 0, memories: 0 },
    fresh: { all: tally(), kinds: {}, families: {}, negatives: {}, userTurns: 0, negativeTurns: 0, memories: 0 },
    fresh2: { all: tally(), kinds: {}, families: {}, negatives: {}, userTurns: 0, negativeTurns: 0, memories: 0 },
    fresh3: { all: tally(), kinds: {}, families: {}, negatives: {}, userTurns: 0, negativeTurns: 0, memories: 0 },
    fresh4: { all: tally(), kinds: {}, families: {}, negatives: {}, userTurns: 0, negativeTurns: 0, memories: 0 },
    fresh5: { all: tally(), kinds: {}, families: {}, negatives: {}, userTurns: 0, negativeTurns: 0, memories: 0 },
  };
  const shown: string[] = [];
  const t0 = performance.now();
  let turnsRead = 0;

  for (const conv of suite) {
    const s = splits[conv.split];
    const at = new Date('2026-01-01T10:00:00Z');
    const got = await extractor.extract(conv.turns.map((t) => ({ id: t.id, role: t.role, content: t.content, ...(t.role === 'tool' ? { toolName: 'search' } : {}), at })));
    turnsRead += conv.turns.length;
    const byTurn = new Map<string, Candidate[]>();
    // A candidate resting on several turns is read as said in each of them.
    for (const c of got) for (const id of c.eventIds) byTurn.set(id, [...(byTurn.get(id) ?? []), c]);
    const fam = (s.families[conv.family] ??= tally());

    for (const turn of conv.turns) {
      const cands = byTurn.get(turn.id) ?? [];
      if (turn.role === 'user') s.userTurns++;
      if (turn.negative || turn.expect.length === 0) {
        if (turn.negative) {
          if (turn.role === 'user') s.negativeTurns++;
          const n = (s.negatives[turn.negative] ??= { turns: 0, leaked: 0 });
          n.turns++;
          if (cands.length > 0) n.leaked++;
        }
        s.all.fp += cands.length;
        fam.fp += cands.length;
        if (show === conv.split) for (const c of cands) shown.push(`FP[${turn.negative ?? turn.role}] ${JSON.stringify(turn.content)} → ${c.content}`);
        continue;
      }
      score(turn, cands, s, fam, show === conv.split ? shown : null);
    }
  }
  const ms = performance.now() - t0;
  await stub?.close();

  const rate = (t: Tally) => ({
    precision: t.tp + t.fp === 0 ? null : round(t.tp / (t.tp + t.fp)),
    recall: t.tp + t.fn === 0 ? null : round(t.tp / (t.tp + t.fn)),
    ...t,
    clean: t.tp === 0 ? null : round(t.clean / t.tp),
    slotted: t.tp === 0 ? null : round(t.slotted / t.tp),
  });
  const report = (split: Split) => {
    const s = splits[split];
    const kinds = Object.fromEntries(KINDS.map((k) => [k, rate(s.kinds[k] ?? tally())]));
    const negatives = Object.fromEntries(NEGATIVE_KINDS.filter((k) => s.negatives[k]).map((k) => [k, { ...s.negatives[k]!, rate: round(s.negatives[k]!.leaked / s.negatives[k]!.turns) }]));
    const other = NEGATIVE_KINDS.filter((k) => !NEVER_STORED.has(k) && s.negatives[k]);
    const otherTurns = other.reduce((n, k) => n + s.negatives[k]!.turns, 0);
    const otherLeaked = other.reduce((n, k) => n + s.negatives[k]!.leaked, 0);
    return {
      conversations: suite.filter((c) => c.split === split).length,
      userTurns: s.userTurns,
      negativeUserTurns: s.negativeTurns,
      memories: s.memories,
      ...rate(s.all),
      neverStoredLeaks: [...NEVER_STORED].reduce((n, k) => n + (s.negatives[k]?.leaked ?? 0), 0),
      otherNegativeLeakRate: otherTurns === 0 ? null : round(otherLeaked / otherTurns),
      families: Object.fromEntries(Object.entries(s.families).map(([f, t]) => [f, rate(t)])),
      kinds,
      negatives,
    };
  };
  const shownSplits: Split[] = MODE === 'anthropic' ? ['tune', 'heldOut', 'dev'] : ['tune', 'heldOut', 'dev', 'fresh', 'fresh2', 'fresh3', 'fresh4', 'fresh5'];
  // What the stub was sent against what the suite holds: every event of every conversation, with its id, role and content.
  const plumbing = oracle && {
    requests: stub!.requests.length,
    conversations: suite.length,
    eventsSent: oracle.sent.reduce((n, e) => n + e.length, 0),
    eventsInSuite: turnsRead,
    eventsSentAsWritten: oracle.sent.flat().filter((e) => {
      const t = oracle.turns.get(e.id);
      return t !== undefined && t.role === e.role && t.content === e.content;
    }).length,
  };
  const result = {
    extractor: extractor.id,
    ...(plumbing ? { stub: 'local Messages stub answering from the labels (bench/extract/oracle.ts): the prompt and the parsing, not a model', plumbing } : {}),
    suite: 'bench/extract (taxonomy × phrasing families; whole families, wordings and values held out)',
    generatedAt: new Date().toISOString(),
    msPerTurn: round(ms / turnsRead, 4),
    ...Object.fromEntries(shownSplits.map((split) => [split, report(split)])),
  } as { [k: string]: unknown } & Partial<Record<Split, ReturnType<typeof report>>>;
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
  if (plumbing) console.log(`stub: ${plumbing.requests} requests for ${plumbing.conversations} conversations; ${plumbing.eventsSentAsWritten}/${plumbing.eventsInSuite} events sent as written`);
  for (const split of shownSplits) {
    const r = result[split]!;
    console.log(`${split}: ${r.userTurns} user turns (${r.negativeUserTurns} negative), ${r.memories} memories — precision ${r.precision}, recall ${r.recall} (tp ${r.tp}, fp ${r.fp}, fn ${r.fn}), clean ${r.clean}, slotted ${r.slotted}; never-stored leaks ${r.neverStoredLeaks}, other negatives leaked ${r.otherNegativeLeakRate}`);
    console.log(`  kinds: ${Object.entries(r.kinds).map(([k, t]) => `${k} ${t.tp}/${t.tp + t.fn}`).join(', ')}`);
    console.log(`  families: ${Object.entries(r.families).map(([k, t]) => `${k} R ${t.recall} P ${t.precision}`).join(', ')}`);
  }
  if (shown.length) console.log(shown.join('\n'));
  console.log(`wrote ${join('bench/results', OUT.split('/').pop()!)}`);
}

/**
 * The most memories matched to distinct candidates (augmenting paths): a candidate that
 * could match either of two memories ("User's name is Maximilian." holds "max") goes to
 * the one no other candidate can take.
 */
function assign(expect: Expected[], cands: Candidate[]): Map<Expected, Candidate> {
  const owner = new Map<Candidate, Expected>();
  const tryAssign = (e: Expected, seen: Set<Candidate>): boolean => {
    for (const c of cands) {
      if (seen.has(c) || !matches(c, e)) continue;
      seen.add(c);
      const prev = owner.get(c);
      if (prev === undefined || tryAssign(prev, seen)) {
        owner.set(c, e);
        return true;
      }
    }
    return false;
  };
  for (const e of expect) tryAssign(e, new Set());
  return new Map([...owner].map(([c, e]) => [e, c]));
}

function score(turn: SuiteTurn, cands: Candidate[], s: { all: Tally; kinds: Record<string, Tally>; memories: number }, fam: Tally, shown: string[] | null) {
  const used = new Set<Candidate>();
  const assigned = assign(turn.expect, cands);
  for (const e of turn.expect) {
    s.memories++;
    const k = (s.kinds[e.kind] ??= tally());
    const c = assigned.get(e);
    if (!c) {
      s.all.fn++;
      k.fn++;
      fam.fn++;
      shown?.push(`FN[${e.kind}] ${JSON.stringify(turn.content)} (want ${e.note})${cands.length ? ` got ${cands.map((x) => x.content).join(' | ')}` : ''}`);
      continue;
    }
    used.add(c);
    s.all.tp++;
    k.tp++;
    fam.tp++;
    if (slotOf(c.content)?.subject.kind === 'user') {
      s.all.slotted++;
      k.slotted++;
      fam.slotted++;
    }
    if (/^User\b/.test(c.content) && !JUNK.test(c.content) && words(c.content) <= words(e.note) + 4) {
      s.all.clean++;
      k.clean++;
      fam.clean++;
    } else shown?.push(`UNCLEAN[${e.kind}] ${c.content} (want ${e.note})`);
  }
  for (const c of cands) {
    if (used.has(c)) continue;
    s.all.fp++;
    fam.fp++;
    shown?.push(`FP[extra] ${JSON.stringify(turn.content)} → ${c.content}`);
  }
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

await main();
