/**
 * The deterministic heuristic judge (`heuristic`) — the default when no LLM is
 * configured. Precision before recall (docs/design.md#precision): it retires only on evidence, and
 * anything it is unsure of is `unrelated` (compatible: both notes stay, recency orders
 * them at injection). Rules, in order (first match wins):
 *
 * 1. **Same slot.** Both notes carry the same `deletionKey`: identical normalised text
 *    → `duplicate`; any other text → `contradiction` (a slot holds one value).
 * 2. **Same text** (case, spacing, punctuation ignored) → `duplicate`.
 * 3. **Different subjects** — different named people or things lead the two notes, or
 *    their person names have nothing in common → `unrelated`. "James is into RPGs" and
 *    "John started exploring RPGs instead of shooters" never touch each other.
 * 4. **Contradiction** — same subject, not about different occasions (rule 5), and one of:
 *    - *negation*: a clause negates a word ("doesn't like", "no longer likes", "stopped
 *      using", "not coffee") that the other note asserts, and the negating clause says
 *      nothing the other clause lacks ("doesn't like loud music" does not deny "likes
 *      music"; "not forget his passion" denies nothing "keep going after his dreams" says);
 *    - *antonym*: one clause uses a negative member of an antonym group (hate, disable,
 *      forbid …) and the other a positive one (love, enable, allow …), everything else
 *      in the two clauses being the same;
 *    - *new value*: both state a single-valued attribute (prefers, favorite, lives in,
 *      works at …) or one makes the value exclusive ("red charts only"), the wording
 *      is the same around one differing value ("prefers bar charts" → "prefers pie
 *      charts");
 *    - *replacement*: "instead of X", "rather than X", "switched from X" where the other
 *      note states X;
 *    - *changed number*: the same statement of a state (not a past event) with other
 *      numbers ("has 5 engineers" → "has 7 engineers").
 *    Negation and antonym need similarity ≥ `contradictionFloor`, the others ≥
 *    `replacementFloor`. Each verdict names the attribute it changes, so a new note
 *    revokes at most one note per attribute.
 * 5. **Distinct occasions** — both notes carry time expressions and they differ, or either
 *    carries a relative one ("recently", "last week") and they were stated more than
 *    `occasionWindowMs` apart → never merged, never contradicting.
 * 6. **Restatement** — similarity ≥ `duplicateThreshold`, the same subject, the same
 *    polarity, and one note's facts (names, numbers, content words, time expressions)
 *    all contained in the other → `duplicate`. Which one may be retired is the caller's
 *    business: only the one whose facts the other contains (see `lostFacts`).
 * 7. Otherwise `unrelated`.
 *
 * Limits (why an LLM judge is better when one is available): English only, a rule-based
 * tagger and whole-word cues, no parsing. A change said in other words ("moved to
 * Seattle" after "lives in Boston") or a paraphrase by synonyms is missed — both notes
 * stay. It cannot merge (`canMerge` false): consolidation needs the LLM judge.
 */
import { analyseNote, type NoteAnalysis } from '../language/analyse.js';
import { ANTONYM_GROUPS, ATTITUDE, EXCLUSIVE_CUES, REPLACED_VALUE_CUES, SINGLE_VALUED, VERB_ONLY_ATTRIBUTES } from '../language/cues.js';
import { differentSubjects, lostFacts, polarity, restates, subjectLabel } from '../language/facts.js';
import type { Judge, JudgeNote, PairVerdict } from './types.js';

export interface HeuristicJudgeOptions {
  /**
   * Minimum similarity for a negation or antonym contradiction.
   * @defaultValue 0.7 (docs/design.md#numbers, contradiction)
   */
  contradictionFloor?: number;
  /**
   * Minimum similarity for a new-value, replacement or changed-number contradiction
   * (lower: the new value pulls the embeddings apart).
   * @defaultValue 0.5
   */
  replacementFloor?: number;
  /**
   * Minimum similarity for a restatement.
   * @defaultValue 0.85 (docs/design.md#numbers, dedup)
   */
  duplicateThreshold?: number;
  /**
   * Notes stated further apart than this are about different occasions when either
   * carries a relative time expression ("recently", "last week").
   * @defaultValue 86_400_000 (one day)
   */
  occasionWindowMs?: number;
}

type DecidedNote = Pick<JudgeNote, 'content' | 'deletionKey'> & { createdAt?: Date };

/** One pair as the decision's steps read it. */
interface Pair {
  a: NoteAnalysis;
  b: NoteAnalysis;
  sameText: boolean;
  similarity: number;
  /** The similarity as the reasons print it. */
  sim: string;
  /** Why the two notes are about different occasions, or null. */
  occasions: string | null;
}

interface Finding {
  rule: string;
  attribute: string;
  explanation: string;
  floor: 'contradiction' | 'replacement';
}

const PREPOSITIONS = new Set(['in', 'at', 'as', 'for', 'to', 'with', 'on', 'from']);
const NOT_BEFORE_VERB = new Set([...PREPOSITIONS, 'the', 'a', 'an', 'my', 'his', 'her', 'their', 'our', 'your', 'of', 'after', 'before']);

export class HeuristicJudge implements Judge {
  readonly id = 'heuristic';
  readonly canMerge = false;
  private readonly contradictionFloor: number;
  private readonly replacementFloor: number;
  private readonly duplicateThreshold: number;
  private readonly occasionWindowMs: number;

  constructor(opts: HeuristicJudgeOptions = {}) {
    this.contradictionFloor = opts.contradictionFloor ?? 0.7;
    this.replacementFloor = opts.replacementFloor ?? 0.5;
    this.duplicateThreshold = opts.duplicateThreshold ?? 0.85;
    this.occasionWindowMs = opts.occasionWindowMs ?? 86_400_000;
  }

  async compare(newer: JudgeNote, older: JudgeNote, similarity: number, signal?: AbortSignal): Promise<PairVerdict> {
    signal?.throwIfAborted();
    return this.decide(newer, older, similarity);
  }

  /**
   * The synchronous decision (exposed for tests and for callers that batch pairs): the
   * steps of {@link HeuristicJudge.steps} in order, the first that decides wins; a pair no
   * step decides is unrelated.
   */
  decide(newer: DecidedNote, older: DecidedNote, similarity: number): PairVerdict {
    const sameText = canonical(newer.content) === canonical(older.content);
    // A shared deletion key decides before any analysis: the caller named the slot.
    const slot = this.bySlotKey(newer, older, sameText);
    if (slot) return slot;
    const a = analyseNote(newer.content);
    const b = analyseNote(older.content);
    const pair: Pair = { a, b, sameText, similarity, sim: similarity.toFixed(3), occasions: this.distinctOccasions(a, b, newer.createdAt, older.createdAt) };
    for (const step of this.steps) {
      const verdict = step(pair);
      if (verdict) return verdict;
    }
    return { relation: 'unrelated', reason: `dissimilar:${pair.sim}`, confidence: round(Math.max(0.5, 1 - similarity)) };
  }

  /** The decision's steps after the slot key, in order. */
  private readonly steps: Array<(p: Pair) => PairVerdict | null> = [
    (p) => this.bySameText(p),
    (p) => this.bySubject(p),
    (p) => this.byContradiction(p),
    (p) => this.byRestatement(p),
  ];

  private bySlotKey(newer: DecidedNote, older: DecidedNote, sameText: boolean): PairVerdict | null {
    if (newer.deletionKey === null || newer.deletionKey !== older.deletionKey) return null;
    return sameText
      ? { relation: 'duplicate', reason: 'slot_same_text', confidence: 0.99 }
      : {
          relation: 'contradiction',
          reason: `slot_new_value:${newer.deletionKey}`,
          confidence: 0.95,
          attribute: `slot:${newer.deletionKey}`,
          explanation: `both notes hold the slot ${newer.deletionKey}; the newer value replaces the older`,
        };
  }

  private bySameText({ sameText, occasions }: Pair): PairVerdict | null {
    if (!sameText) return null;
    // "went to a car show recently", said in two sessions a month apart, is two car shows.
    return occasions
      ? { relation: 'unrelated', reason: 'distinct_occasions:same_text', confidence: 0.7, explanation: occasions }
      : { relation: 'duplicate', reason: 'same_text', confidence: 0.99, explanation: 'the same text' };
  }

  private bySubject({ a, b }: Pair): PairVerdict | null {
    if (!differentSubjects(a, b) || (a.subject === 'unknown' && b.subject === 'unknown')) return null;
    return {
      relation: 'unrelated',
      reason: 'different_subject',
      confidence: 0.8,
      explanation: `different subjects: ${subjectLabel(a)} (newer) vs ${subjectLabel(b)} (older)`,
    };
  }

  private byContradiction({ a, b, similarity, sim, occasions }: Pair): PairVerdict | null {
    if (occasions || a.subject === 'unknown' || b.subject === 'unknown') return null;
    const findings = [...this.contradictions(a, b, 'newer', 'older'), ...this.contradictions(b, a, 'older', 'newer')];
    const floorOf = (f: Finding) => (f.floor === 'contradiction' ? this.contradictionFloor : this.replacementFloor);
    const found = findings.find((f) => similarity >= floorOf(f));
    if (!found) return null;
    return {
      relation: 'contradiction',
      reason: `${found.rule}:${sim}`,
      confidence: found.floor === 'contradiction' ? 0.8 : 0.7,
      attribute: found.attribute,
      explanation: found.explanation,
    };
  }

  /** Close enough to be one statement: a duplicate unless polarity, occasion or a fact of its own sets them apart. */
  private byRestatement({ a, b, similarity, sim, occasions }: Pair): PairVerdict | null {
    if (similarity < this.duplicateThreshold) return null;
    if (polarity(a) !== polarity(b)) {
      return { relation: 'unrelated', reason: `opposed:${sim}`, confidence: 0.6, explanation: 'one note negates or opposes something the other does not' };
    }
    if (occasions) return { relation: 'unrelated', reason: `distinct_occasions:${sim}`, confidence: 0.7, explanation: occasions };
    const lostNewer = lostFacts(a, b);
    const lostOlder = lostFacts(b, a);
    if (lostNewer.length > 0 && lostOlder.length > 0) {
      return {
        relation: 'unrelated',
        reason: `each_adds_facts:${sim}`,
        confidence: 0.7,
        explanation: `the newer adds ${quote(lostNewer)}; the older adds ${quote(lostOlder)}`,
      };
    }
    const newerInOlder = restates(a, b);
    const olderInNewer = restates(b, a);
    if (!newerInOlder && !olderInNewer) {
      return { relation: 'unrelated', reason: `framed_differently:${sim}`, confidence: 0.6, explanation: 'one note frames the other\'s statement (allow, want, plan …)' };
    }
    const within = newerInOlder && olderInNewer ? 'each note contains the other' : newerInOlder ? 'the newer note is contained in the older' : 'the older note is contained in the newer';
    return { relation: 'duplicate', reason: `restatement:${sim}`, confidence: round(similarity), explanation: within };
  }

  private distinctOccasions(a: NoteAnalysis, b: NoteAnalysis, at?: Date, bt?: Date): string | null {
    if (a.times.length > 0 && b.times.length > 0 && !sameSet(new Set(a.times), new Set(b.times))) {
      return `different times: ${quote(a.times)} (newer) vs ${quote(b.times)} (older)`;
    }
    if ((a.relativeTime || b.relativeTime) && at && bt && Math.abs(at.getTime() - bt.getTime()) > this.occasionWindowMs) {
      return `relative time stated ${Math.round(Math.abs(at.getTime() - bt.getTime()) / 3_600_000)} h apart`;
    }
    return null;
  }

  /** Contradictions `x` states against `y`, strongest rule first (the labels name which note is which). */
  private contradictions(x: NoteAnalysis, y: NoteAnalysis, xl: string, yl: string): Finding[] {
    return [negation, antonym, replacement, newValue, changedNumber].map((rule) => rule(x, y, xl, yl)).filter((f): f is Finding => f !== null);
  }
}

// ── rules ───────────────────────────────────────────────────────────────────────────

/** Content lemmas of one clause, minus the subject. */
function clauseContent(n: NoteAnalysis, clause: number): string[] {
  const subject = n.subject.startsWith('name:') ? n.subject.slice(5) : null;
  return n.tokens.filter((t) => t.clause === clause && t.content && t.root !== subject).map((t) => t.root);
}

function clauses(n: NoteAnalysis): number[] {
  return [...new Set(n.tokens.map((t) => t.clause))];
}

function negatedIn(n: NoteAnalysis, clause: number, root: string): boolean {
  return n.negations.some((g) => g.clause === clause && (g.target === root || (ATTITUDE.has(g.target) && ATTITUDE.has(root))));
}

/** Times that place a statement on one occasion ("today"), not the present-state markers. */
function occasionTimes(n: NoteAnalysis): Set<string> {
  return new Set(n.times);
}

function negation(x: NoteAnalysis, y: NoteAnalysis, xl: string, yl: string): Finding | null {
  // A negation bound to an occasion the other note does not share ("didn't practise today") denies nothing lasting.
  const yTimes = occasionTimes(y);
  if ([...occasionTimes(x)].some((t) => !yTimes.has(t))) return null;
  for (const g of x.negations) {
    const attitude = ATTITUDE.has(g.target);
    for (const cy of clauses(y)) {
      const hit = y.tokens.find((t) => t.clause === cy && t.content && (t.root === g.target || (attitude && ATTITUDE.has(t.root))));
      if (!hit || negatedIn(y, cy, hit.root)) continue;
      const drop = (w: string) => w !== g.target && !(attitude && ATTITUDE.has(w));
      const remX = clauseContent(x, g.clause).filter(drop);
      const remY = new Set(clauseContent(y, cy).filter((w) => w !== hit.root && drop(w)));
      if (!remX.every((w) => remY.has(w))) continue;
      return {
        rule: 'negation',
        attribute: `${x.subject}|${attitude ? 'attitude' : g.target}|${remX.sort().join(',')}`,
        explanation: `the ${xl} note says "${g.cue} ${g.target}"${remX.length ? ` about ${quote(remX)}` : ''}; the ${yl} note asserts "${hit.word}"`,
        floor: 'contradiction',
      };
    }
  }
  return null;
}

function antonym(x: NoteAnalysis, y: NoteAnalysis, xl: string, yl: string): Finding | null {
  for (const group of ANTONYM_GROUPS) {
    for (const tx of x.tokens) {
      if (!group.negative.includes(tx.root) || negatedIn(x, tx.clause, tx.root)) continue;
      for (const ty of y.tokens) {
        if (!group.positive.includes(ty.root) || negatedIn(y, ty.clause, ty.root)) continue;
        const remX = new Set(clauseContent(x, tx.clause).filter((w) => w !== tx.root && !ATTITUDE.has(w)));
        const remY = new Set(clauseContent(y, ty.clause).filter((w) => w !== ty.root && !ATTITUDE.has(w)));
        if (!sameSet(remX, remY)) continue;
        return {
          rule: 'antonym',
          attribute: `${x.subject}|${group.name}|${[...remX].sort().join(',')}`,
          explanation: `the ${xl} note says "${tx.word}", the ${yl} note "${ty.word}"${remX.size ? ` about ${quote([...remX])}` : ''}`,
          floor: 'contradiction',
        };
      }
    }
  }
  return null;
}

function findPhrase(n: NoteAnalysis, phrase: string): number {
  const p = phrase.split(' ');
  for (let i = 0; i + p.length <= n.tokens.length; i++) {
    if (p.every((w, k) => n.tokens[i + k]!.word === w)) return i;
  }
  return -1;
}

function replacement(x: NoteAnalysis, y: NoteAnalysis, xl: string, yl: string): Finding | null {
  for (const cue of REPLACED_VALUE_CUES) {
    const at = findPhrase(x, cue);
    if (at < 0) continue;
    const clause = x.tokens[at]!.clause;
    const replaced = x.tokens.slice(at + cue.split(' ').length).filter((t) => t.clause === clause && t.content).map((t) => t.root);
    const hit = y.tokens.find((t) => t.content && replaced.includes(t.root) && !negatedIn(y, t.clause, t.root));
    if (!hit) continue;
    // The other note restating the same replacement ("tea instead of coffee" twice) changes nothing.
    const stated = x.tokens.slice(0, at).filter((t) => t.clause === clause && t.content).map((t) => t.root);
    if (stated.length > 0 && stated.every((w) => y.content.has(w))) continue;
    return {
      rule: 'replacement',
      attribute: `${x.subject}|replaced|${hit.root}`,
      explanation: `the ${xl} note says "${cue} ${quoteBare(replaced)}"; the ${yl} note states "${hit.word}"`,
      floor: 'replacement',
    };
  }
  return null;
}

/** Ordered value words of a clause: content lemmas minus the subject and liking verbs (they are the attribute). */
function valueWords(n: NoteAnalysis, clause: number): string[] {
  return clauseContent(n, clause).filter((w) => !ATTITUDE.has(w) || w === 'prefer');
}

function attributeKey(n: NoteAnalysis, clause: number): string | null {
  const toks = n.tokens.filter((t) => t.clause === clause);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!SINGLE_VALUED.has(t.root) || !t.content) continue;
    // "works at" is an attribute, "(drives her) to work" / "at work" is not: the tagger cannot tell, the word before can.
    if (VERB_ONLY_ATTRIBUTES.has(t.root) && (!t.verb || NOT_BEFORE_VERB.has(toks[i - 1]?.word ?? ''))) continue;
    const next = toks[i + 1]?.word;
    return next && PREPOSITIONS.has(next) ? `${t.root} ${next}` : t.root;
  }
  return null;
}

function exclusive(n: NoteAnalysis, clause: number): boolean {
  return EXCLUSIVE_CUES.some((c) => {
    const at = findPhrase(n, c);
    return at >= 0 && n.tokens[at]!.clause === clause;
  });
}

function newValue(x: NoteAnalysis, y: NoteAnalysis, xl: string, yl: string): Finding | null {
  for (const cx of clauses(x)) {
    for (const cy of clauses(y)) {
      const kx = attributeKey(x, cx);
      const ky = attributeKey(y, cy);
      const sameAttribute = kx !== null && kx === ky;
      if (!sameAttribute && !exclusive(x, cx)) continue;
      if (x.negations.some((g) => g.clause === cx) || y.negations.some((g) => g.clause === cy)) continue;
      const vx = valueWords(x, cx);
      const vy = valueWords(y, cy);
      let p = 0;
      while (p < vx.length && p < vy.length && vx[p] === vy[p]) p++;
      let s = 0;
      while (s < vx.length - p && s < vy.length - p && vx[vx.length - 1 - s] === vy[vy.length - 1 - s]) s++;
      const dx = vx.slice(p, vx.length - s);
      const dy = vy.slice(p, vy.length - s);
      if (dx.length === 0 || dy.length === 0 || dx.length > 3 || dy.length > 3) continue;
      if (dx.some((w) => vy.includes(w)) || dy.some((w) => vx.includes(w))) continue;
      const common = [...vx.slice(0, p), ...vx.slice(vx.length - s)];
      // The attribute word itself must be common ground; an exclusive value needs some shared topic.
      if (sameAttribute ? !common.includes(kx!.split(' ')[0]!) : common.length === 0) continue;
      return {
        rule: 'new_value',
        attribute: `${x.subject}|${sameAttribute ? kx : common.join(',')}`,
        explanation: `${sameAttribute ? `"${kx}"` : `exclusive "${quoteBare(common)}"`}: ${quote(dx)} (${xl}) vs ${quote(dy)} (${yl})`,
        floor: 'replacement',
      };
    }
  }
  return null;
}

function changedNumber(x: NoteAnalysis, y: NoteAnalysis, xl: string, yl: string): Finding | null {
  if (x.numbers.size === 0 || y.numbers.size === 0 || sameSet(x.numbers, y.numbers)) return null;
  // A past event with another number is another event ("ran 5 miles" / "ran 3 miles").
  if (x.event || y.event) return null;
  const words = (n: NoteAnalysis) => new Set([...n.content].filter((w) => !n.numbers.has(w)));
  if (!sameSet(words(x), words(y))) return null;
  if (x.negations.length > 0 || y.negations.length > 0) return null;
  return {
    rule: 'value_changed',
    attribute: `${x.subject}|number|${[...words(x)].sort().join(',')}`,
    explanation: `numbers ${quote([...x.numbers])} (${xl}) vs ${quote([...y.numbers])} (${yl})`,
    floor: 'replacement',
  };
}

// ── helpers ─────────────────────────────────────────────────────────────────────────

function quote(words: readonly string[]): string {
  return words.map((w) => `"${w}"`).join(', ');
}

function quoteBare(words: readonly string[]): string {
  return words.join(' ');
}

/** Normalised text for equality: lower case, letters and digits only, single spaces. */
function canonical(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function sameSet<T>(a: Set<T>, b: Set<T>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

function round(x: number): number {
  return Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
}
