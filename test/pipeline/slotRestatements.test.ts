/**
 * One value written two ways is a restatement: the dedup stage folds it (nothing lost),
 * the contradiction stage never revokes it, whatever the judge said.
 */
import { describe, expect, test } from 'vitest';
import type { Relation } from '../../src/judge/types.js';
import type { JudgedPair } from '../../src/pipeline/judgePairs.js';
import type { Neighbour, PipelineNote } from '../../src/pipeline/noteAccess.js';
import { planContradictions } from '../../src/pipeline/stages/contradiction.js';
import { planDedup } from '../../src/pipeline/stages/dedup.js';

const T = Date.parse('2026-06-10T09:00:00Z');
const me = (content: string): PipelineNote =>
  ({ id: 'me', content, runId: 'r1', protectionTier: 'standard', importance: null, importanceMark: null, createdAt: new Date(T), status: 'provisional', deletionKey: null }) as PipelineNote;
const other = (content: string): Neighbour => ({
  id: 'old',
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
  similarity: 0.5,
  similar: false,
  slot: true,
});
const judged = (c: Neighbour, relation: Relation): JudgedPair => ({ candidate: c, verdict: { relation, reason: `test:${relation}`, confidence: 1 }, noteIsNewer: true });

const RESTATED: Array<[string, string]> = [
  ["Noor's company hosts on GCP.", "Noor's company runs its servers on Google Cloud Platform."],
  ["Kwame's salary is $88,000.", 'Kwame makes $88k a year.'],
  ['User drives a Skoda Octavia.', "User's car is an Octavia."],
  ['My phone is an iPhone 14.', 'I still use the iPhone.'],
];

describe('restatements by another name', () => {
  test.each(RESTATED)('%s / %s: never revoked, even on a contradiction verdict', (older, newer) => {
    const c = other(older);
    const plan = planContradictions(me(newer), [judged({ ...c, similar: true }, 'contradiction')], [c]);
    expect(plan).toEqual({ noteExit: null, others: [] });
  });

  test('the shorter form folds into the fuller one, never the other way', () => {
    const plan = planDedup(me("Noor's company runs its servers on Google Cloud Platform."), [], [other("Noor's company hosts on GCP.")]);
    expect(plan.retire).toMatchObject([{ kind: 'archive', loserId: 'old', winnerId: 'me', judgeRule: 'slot_duplicate' }]);
    const numbers = planDedup(me('Kwame makes $88k a year.'), [], [other("Kwame's salary is $88,000.")]);
    expect(numbers.noteExit ?? numbers.retire[0]).toMatchObject({ kind: 'archive', judgeRule: 'slot_duplicate' });
  });

  test('a different value of the slot is still an update', () => {
    const c = other("Kwame's salary is $88,000.");
    const plan = planContradictions(me('Kwame makes $95k a year.'), [], [c]);
    expect(plan.others).toMatchObject([{ kind: 'revoke', loserId: 'old', winnerId: 'me', judgeRule: 'slot_update' }]);
  });
});
