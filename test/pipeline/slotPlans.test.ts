/**
 * Slot decisions of the dedup and contradiction plans, pure: a restatement of one slot's
 * value folds (the fuller note survives, never losing a name, number or time), and a
 * newer note that gives up the older one's value retires it even when it reads no slot;
 * one value written two ways ("GCP" / "Google Cloud Platform", "$88k" / "$88,000") is a
 * restatement the contradiction stage never revokes, whatever the judge said.
 */
import { describe, expect, test } from 'vitest';
import { givesUp, sameValue, slotOf } from '../../src/language/slots.js';
import type { Relation } from '../../src/judge/types.js';
import type { JudgedPair } from '../../src/pipeline/judgePairs.js';
import type { Neighbour, PipelineNote } from '../../src/pipeline/noteAccess.js';
import { planContradictions, SLOT_RULE } from '../../src/pipeline/stages/contradiction.js';
import { planDedup, SLOT_DUPLICATE_RULE } from '../../src/pipeline/stages/dedup.js';

const T = Date.parse('2026-06-10T09:00:00Z');
const me = (content: string, over: Partial<PipelineNote> = {}): PipelineNote =>
  ({ id: 'me', content, runId: 'r1', protectionTier: 'standard', importance: null, importanceMark: null, createdAt: new Date(T), occurredAt: new Date(T), status: 'provisional', deletionKey: null, ...over }) as PipelineNote;
const other = (id: string, content: string, over: Partial<Neighbour> = {}): Neighbour => ({
  id,
  status: 'active',
  version: 1,
  content,
  category: 'fact',
  deletionKey: null,
  runId: 'r0',
  protectionTier: 'standard',
  importance: null,
  importanceMark: null,
  accessCount: 0,
  createdAt: new Date(T - 86_400_000),
  occurredAt: new Date(T - 86_400_000),
  similarity: 0.5,
  similar: false,
  slot: false,
  attributeSlot: true,
  ...over,
});

describe('sameValue', () => {
  test('one value of one slot in other words, or with an adjunct; not another value, subject or polarity', () => {
    expect(sameValue(slotOf('User lives in Paris.'), slotOf('User is based in Paris.'))).toBe(true);
    expect(sameValue(slotOf('My daily standup is at 8:45am.'), slotOf('My standup starts at 8:45am on Zoom.'))).toBe(true);
    expect(sameValue(slotOf('User lives in Paris.'), slotOf('User lives in Lyon.'))).toBe(false);
    expect(sameValue(slotOf('User lives in Paris.'), slotOf("User's sister lives in Paris."))).toBe(false);
    expect(sameValue(slotOf('User lives in Paris.'), slotOf('User no longer lives in Paris.'))).toBe(false);
  });
});

describe('planDedup: slot restatements', () => {
  test('a paraphrase of an established value is archived into it under slot_duplicate', () => {
    const p = planDedup(me('User is based in Paris.'), [], [other('est', 'User lives in Paris.')]);
    expect(p.noteExit).toMatchObject({ kind: 'archive', loserId: 'me', winnerId: 'est', judgeRule: SLOT_DUPLICATE_RULE, reason: 'restates_established' });
  });
  test('a fuller newer note keeps its details: the established one is folded into it', () => {
    const p = planDedup(me('User lives in Paris, near the river.'), [], [other('est', 'User lives in Paris.')]);
    expect(p.noteExit).toBeNull();
    expect(p.retire).toMatchObject([{ kind: 'archive', loserId: 'est', winnerId: 'me', judgeRule: SLOT_DUPLICATE_RULE }]);
  });
  test('never when a name, number or time would be lost either way, nor for an immutable note, nor for another value', () => {
    const est = other('est', 'User moved to Paris last year with Anna.');
    expect(planDedup(me('User moved to Paris in March with Tom.'), [], [est])).toEqual({ noteExit: null, retire: [] });
    expect(planDedup(me('User is based in Paris.', { protectionTier: 'immutable' }), [], [other('est', 'User lives in Paris.', { protectionTier: 'immutable' })])).toEqual({ noteExit: null, retire: [] });
    expect(planDedup(me('User is based in Lyon.'), [], [other('est', 'User lives in Paris.')])).toEqual({ noteExit: null, retire: [] });
  });
});

describe('givesUp', () => {
  test('a newer note that sells, leaves or drops the old value, about the same subject', () => {
    expect(givesUp('User sold the Honda Civic and takes the bus now.', slotOf('User drives a Honda Civic.'))).toBe(true);
    expect(givesUp('After the crash, Maria sold the Honda Civic.', slotOf('Maria drives a Honda Civic.'))).toBe(true);
  });
  test('not another subject, not a look-alike that keeps the value, not a multi-valued attribute', () => {
    expect(givesUp('My sister left Google.', slotOf('User works at Google.'))).toBe(false);
    expect(givesUp("User doesn't like the winters in Berlin.", slotOf('User lives in Berlin.'))).toBe(false);
    expect(givesUp('User never applied to Google.', slotOf('User works at Google.'))).toBe(false);
    expect(givesUp('User gave up French lessons.', slotOf('User speaks French.'))).toBe(false);
  });
});

describe('planContradictions: a value given up', () => {
  test('the older value is revoked under slot_update, naming the slot; an older note about someone else stays', () => {
    const n = me('User sold the Honda Civic, the bus is fine.');
    const p = planContradictions(n, [], [other('car', 'User drives a Honda Civic.'), other('sis', "User's sister drives a Honda Civic.")]);
    expect(p.others).toHaveLength(1);
    expect(p.others[0]).toMatchObject({ kind: 'revoke', loserId: 'car', winnerId: 'me', judgeRule: SLOT_RULE });
    expect(p.others[0]!.explanation).toContain('given up');
  });
});

describe('slot decisions keep additions and favourites', () => {
  test('a newer note that adds another fact beside the same value is no restatement: both stay', () => {
    const est = other('est', 'Jolene studies engineering.');
    expect(planDedup(me('Jolene studies engineering and plays video games with her partner.'), [], [est])).toEqual({ noteExit: null, retire: [] });
  });
  test('selling the thing does not end a favourite', () => {
    expect(givesUp('Dave sold his Mustang and no longer drives a Mustang.', slotOf("Dave's favorite car is a Mustang."))).toBe(false);
    expect(givesUp('Dave sold his Mustang.', slotOf('Dave drives a Mustang.'))).toBe(true);
  });
});

// One value written two ways is a restatement: the dedup stage folds it (nothing lost),
// the contradiction stage never revokes it, whatever the judge said.
const restated = (content: string) => other('old', content, { slot: true, attributeSlot: undefined });
const judgedAs = (c: Neighbour, relation: Relation): JudgedPair => ({ candidate: c, verdict: { relation, reason: `test:${relation}`, confidence: 1 }, noteIsNewer: true });

const RESTATED: Array<[string, string]> = [
  ["Noor's company hosts on GCP.", "Noor's company runs its servers on Google Cloud Platform."],
  ["Kwame's salary is $88,000.", 'Kwame makes $88k a year.'],
  ['User drives a Skoda Octavia.', "User's car is an Octavia."],
  ['My phone is an iPhone 14.', 'I still use the iPhone.'],
];

describe('restatements by another name', () => {
  test.each(RESTATED)('%s / %s: never revoked, even on a contradiction verdict', (older, newer) => {
    const c = restated(older);
    const plan = planContradictions(me(newer), [judgedAs({ ...c, similar: true }, 'contradiction')], [c]);
    expect(plan).toEqual({ noteExit: null, others: [] });
  });

  test('the shorter form folds into the fuller one, never the other way', () => {
    const plan = planDedup(me("Noor's company runs its servers on Google Cloud Platform."), [], [restated("Noor's company hosts on GCP.")]);
    expect(plan.retire).toMatchObject([{ kind: 'archive', loserId: 'old', winnerId: 'me', judgeRule: 'slot_duplicate' }]);
    const numbers = planDedup(me('Kwame makes $88k a year.'), [], [restated("Kwame's salary is $88,000.")]);
    expect(numbers.noteExit ?? numbers.retire[0]).toMatchObject({ kind: 'archive', judgeRule: 'slot_duplicate' });
  });

  test('a different value of the slot is still an update', () => {
    const c = restated("Kwame's salary is $88,000.");
    const plan = planContradictions(me('Kwame makes $95k a year.'), [], [c]);
    expect(plan.others).toMatchObject([{ kind: 'revoke', loserId: 'old', winnerId: 'me', judgeRule: 'slot_update' }]);
  });
});
