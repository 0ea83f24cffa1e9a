/**
 * Scoring of the slot suite (test/language/slots.cases.ts), shared by the test and
 * `npm run bench:slots`: per half, how many notes are read exactly (subject, attribute,
 * value, negation), attribute precision/recall, change recall, and `sameSlot` precision
 * and recall on the labelled pairs.
 */
import { normaliseValue, sameSlot, slotOf, type Slot } from '../../src/language/slots.js';
import { CASES, PAIRS, isHeldOut, pairHeldOut, type SlotCase, type SlotPair } from './slots.cases.js';

export function subjectKey(s: Slot['subject']): string {
  if (s.kind === 'user') return 'user';
  if (s.kind === 'relative') return `relative:${s.relation}${s.name ? `:${s.name}` : ''}${s.of ? `@${s.of}` : ''}`;
  return `${s.kind}:${s.name}`;
}

export interface CaseResult {
  case: SlotCase;
  got: Slot | null;
  exact: boolean;
  attributeRight: boolean;
}

export function judgeCase(c: SlotCase): CaseResult {
  const got = slotOf(c.text);
  const e = c.expect;
  if (!e) return { case: c, got, exact: got === null, attributeRight: got === null };
  const attributeRight = got !== null && got.attribute === e.attribute;
  const exact =
    attributeRight &&
    subjectKey(got.subject) === e.subject &&
    normaliseValue(got.value) === normaliseValue(e.value) &&
    (got.negated === true) === (e.negated === true) &&
    (!e.change || got.change !== undefined);
  return { case: c, got, exact, attributeRight };
}

const ratio = (n: number, d: number) => (d === 0 ? null : Math.round((n / d) * 1000) / 1000);

export interface HalfScore {
  cases: number;
  exact: number | null;
  /** Of the notes read as some attribute, how many as the right one (a null expectation read is wrong). */
  attributePrecision: number | null;
  /** Of the notes with a slot, how many were read as the right attribute. */
  attributeRecall: number | null;
  /** Of the notes stating a change, how many were read with one. */
  changeRecall: number | null;
  pairs: number;
  hardNegativeShare: number | null;
  pairPrecision: number | null;
  pairRecall: number | null;
  misread: Array<{ text: string; expected: SlotCase['expect']; got: Slot | null }>;
  wrongPairs: Array<{ older: string; newer: string; expected: boolean }>;
}

export function scoreHalf(heldOut: boolean): HalfScore {
  const results = CASES.filter((c) => isHeldOut(c) === heldOut).map(judgeCase);
  const read = results.filter((r) => r.got !== null);
  const withSlot = results.filter((r) => r.case.expect !== null);
  const changing = withSlot.filter((r) => r.case.expect!.change);
  const pairs = PAIRS.filter((p) => pairHeldOut(p) === heldOut);
  const predicted = pairs.map((p) => ({ p, said: sameSlot(p.older, p.newer) }));
  const tp = predicted.filter((x) => x.said && x.p.same).length;
  const saidYes = predicted.filter((x) => x.said).length;
  const yes = pairs.filter((p) => p.same).length;
  return {
    cases: results.length,
    exact: ratio(results.filter((r) => r.exact).length, results.length),
    attributePrecision: ratio(read.filter((r) => r.attributeRight).length, read.length),
    attributeRecall: ratio(withSlot.filter((r) => r.attributeRight).length, withSlot.length),
    changeRecall: ratio(changing.filter((r) => r.got?.change !== undefined).length, changing.length),
    pairs: pairs.length,
    hardNegativeShare: ratio(pairs.filter((p: SlotPair) => !p.same).length, pairs.length),
    pairPrecision: ratio(tp, saidYes),
    pairRecall: ratio(tp, yes),
    misread: results.filter((r) => !r.exact).map((r) => ({ text: r.case.text, expected: r.case.expect, got: r.got })),
    wrongPairs: predicted.filter((x) => x.said !== x.p.same).map((x) => ({ older: x.p.older, newer: x.p.newer, expected: x.p.same })),
  };
}
