import { describe, expect, test } from 'vitest';
import type { PairVerdict, Relation } from '../../src/judge/types.js';
import { greedyClusters } from '../../src/pipeline/consolidation.js';
import type { JudgedPair } from '../../src/pipeline/judgePairs.js';
import type { Neighbour, PipelineNote } from '../../src/pipeline/noteAccess.js';
import { planContradictions } from '../../src/pipeline/stages/contradiction.js';
import { planDedup } from '../../src/pipeline/stages/dedup.js';

const T = Date.parse('2026-06-10T09:00:00Z');
const me = (over: Partial<PipelineNote> = {}): PipelineNote =>
  ({ id: 'me', content: '', runId: 'r1', protectionTier: 'standard', importance: null, importanceMark: null, createdAt: new Date(T), status: 'provisional', ...over }) as PipelineNote;
const other = (id: string, over: Partial<Neighbour> = {}): Neighbour => ({
  id,
  status: 'active',
  version: 1,
  content: '',
  category: 'preference',
  deletionKey: null,
  runId: 'r0',
  protectionTier: 'standard',
  importance: null,
  importanceMark: null,
  accessCount: 0,
  createdAt: new Date(T - 1000),
  similarity: 0.9,
  similar: true,
  slot: false,
  ...over,
});
const verdict = (relation: Relation): PairVerdict => ({ relation, reason: `test:${relation}`, confidence: 1 });
const pair = (c: Neighbour, relation: Relation, n = me()): JudgedPair => ({ candidate: c, verdict: verdict(relation), noteIsNewer: n.createdAt > c.createdAt });

describe('planDedup', () => {
  test('restating an established note: the provisional one is archived into it', () => {
    const p = planDedup(me(), [pair(other('est'), 'duplicate')]);
    expect(p.noteExit).toMatchObject({ kind: 'archive', loserId: 'me', winnerId: 'est', reason: 'restates_established' });
  });
  test('same run: the older is superseded by the newer, whichever is the stage note', () => {
    const older = other('old', { runId: 'r1', status: 'provisional' });
    expect(planDedup(me(), [pair(older, 'duplicate')])).toMatchObject({
      noteExit: null,
      retire: [{ kind: 'supersede', loserId: 'old', winnerId: 'me', reason: 'in_run_rewrite' }],
    });
    const newer = other('new', { runId: 'r1', status: 'provisional', createdAt: new Date(T + 1000) });
    expect(planDedup(me(), [pair(newer, 'duplicate')]).noteExit).toMatchObject({ kind: 'supersede', loserId: 'me', winnerId: 'new' });
  });
  test('two provisional notes of different runs: the newer is archived into the older', () => {
    const older = other('p-old', { status: 'provisional' });
    expect(planDedup(me(), [pair(older, 'duplicate')]).noteExit).toMatchObject({ loserId: 'me', winnerId: 'p-old', reason: 'restates_earlier_provisional' });
    const newer = other('p-new', { status: 'provisional', createdAt: new Date(T + 1000) });
    expect(planDedup(me(), [pair(newer, 'duplicate')]).retire).toMatchObject([{ loserId: 'p-new', winnerId: 'me' }]);
  });
  test('whatever the judge says, a note is archived only into one that holds all its facts', () => {
    const longer = other('est', { content: 'Dave has been practicing the guitar a lot recently.' });
    const n = me({ content: 'Dave recently joined a rock band and has been practicing the guitar.' });
    // The new note says more ("rock band"): archiving it into the established one would lose that.
    expect(planDedup(n, [pair(longer, 'duplicate', n)])).toEqual({ noteExit: null, retire: [] });
    // The other way round nothing is lost.
    const n2 = me({ content: 'Dave has been practicing the guitar a lot.' });
    const est = other('est', { content: 'Dave has been practicing the guitar a lot, and joined a rock band.' });
    expect(planDedup(n2, [pair(est, 'duplicate', n2)]).noteExit).toMatchObject({ kind: 'archive', loserId: 'me', winnerId: 'est' });
  });
  test('contradiction and unrelated verdicts never dedup, however similar', () => {
    const p = planDedup(me(), [pair(other('a', { similarity: 0.99 }), 'contradiction'), pair(other('b', { similarity: 0.97 }), 'unrelated')]);
    expect(p).toEqual({ noteExit: null, retire: [] });
  });
  test('protected and immutable notes are never retired by dedup', () => {
    expect(planDedup(me({ protectionTier: 'protected' }), [pair(other('est'), 'duplicate')]).noteExit).toBeNull();
    const older = other('old', { runId: 'r1', protectionTier: 'immutable' });
    expect(planDedup(me(), [pair(older, 'duplicate')]).retire).toEqual([]);
  });
});

describe('planContradictions', () => {
  test('recency wins: the older note is revoked and linked to the newer', () => {
    const p = planContradictions(me(), [pair(other('old'), 'contradiction')]);
    expect(p).toEqual({
      noteExit: null,
      others: [{ kind: 'revoke', loserId: 'old', winnerId: 'me', similarity: 0.9, judgeRule: 'test', explanation: 'test:contradiction' }],
    });
  });
  test('one new note revokes at most one older note per attribute (the most similar)', () => {
    const v = (attribute: string): PairVerdict => ({ relation: 'contradiction', reason: 'r', confidence: 1, attribute, explanation: `changes ${attribute}` });
    const p = planContradictions(me(), [
      { candidate: other('a', { similarity: 0.95 }), verdict: v('dave|attitude'), noteIsNewer: true },
      { candidate: other('b', { similarity: 0.9 }), verdict: v('dave|attitude'), noteIsNewer: true },
      { candidate: other('c', { similarity: 0.8 }), verdict: v('dave|live in'), noteIsNewer: true },
    ]);
    expect(p.others.map((a) => (a.kind === 'revoke' ? a.loserId : null))).toEqual(['a', 'c']);
    expect(p.others[0]).toMatchObject({ explanation: 'changes dave|attitude' });
  });
  test('whatever the judge says, differently named subjects never contradict (unless they share a slot)', () => {
    const n = me({ content: 'James is getting into RPGs and strategy games' });
    const john = other('john', { content: 'John has recently started exploring strategy and RPGs instead of his usual shooters' });
    expect(planContradictions(n, [pair(john, 'contradiction', n)]).others).toEqual([]);
    const slotted = me({ content: 'James prefers tea', deletionKey: 'drink' });
    const holder = other('h', { content: 'John prefers coffee', deletionKey: 'drink' });
    expect(planContradictions(slotted, [pair(holder, 'contradiction', slotted)]).others).toMatchObject([{ kind: 'revoke', loserId: 'h' }]);
  });
  test('the stage note loses to a newer note', () => {
    const p = planContradictions(me(), [pair(other('new', { createdAt: new Date(T + 5) }), 'contradiction')]);
    expect(p.noteExit).toMatchObject({ kind: 'revoke', loserId: 'me', winnerId: 'new' });
  });
  test.each([
    ['older protected', { protectionTier: 'protected' as const }, {}, 'older_protected'],
    ['older immutable', { protectionTier: 'immutable' as const }, {}, 'older_immutable'],
    ['both important (≥ 7)', { importance: 7.5 }, { importanceMark: 9 }, 'both_important'],
  ])('%s: both flagged, neither revoked, the newer goes to review', (_n, olderOver, meOver, guard) => {
    const p = planContradictions(me(meOver), [pair(other('old', olderOver), 'contradiction', me(meOver))]);
    expect(p.noteExit).toMatchObject({ kind: 'flag', olderId: 'old', newerId: 'me', reviewId: 'me', guard });
    expect(p.others).toEqual([]);
  });
  test('only one important note: recency wins as usual', () => {
    const p = planContradictions(me({ importanceMark: 9 }), [pair(other('old', { importance: 5 }), 'contradiction')]);
    expect(p.others[0]).toMatchObject({ kind: 'revoke', loserId: 'old' });
  });
  test('an older protected stage note keeps its place; the newer note goes to review', () => {
    const n = me({ protectionTier: 'protected' });
    const p = planContradictions(n, [pair(other('new', { createdAt: new Date(T + 5) }), 'contradiction', n)]);
    expect(p.noteExit).toBeNull();
    expect(p.others).toMatchObject([{ kind: 'flag', olderId: 'me', newerId: 'new', reviewId: 'new' }]);
  });
  test('duplicate and unrelated verdicts are not contradictions', () => {
    expect(planContradictions(me(), [pair(other('a'), 'duplicate'), pair(other('b'), 'unrelated')])).toEqual({ noteExit: null, others: [] });
  });
});

describe('greedyClusters', () => {
  const n = (id: string, ephemeral = false) => ({ id, ephemeral });
  test('a seed takes its neighbours above the floor; clusters below the minimum size are not formed', () => {
    const notes = ['a', 'b', 'c', 'd', 'e'].map((x) => n(x));
    const pairs = [
      { a: 'a', b: 'b', similarity: 0.8 },
      { a: 'a', b: 'c', similarity: 0.7 },
      { a: 'a', b: 'd', similarity: 0.55 }, // below 0.60
      { a: 'd', b: 'e', similarity: 0.9 }, // only 2: too small for a standard seed
    ];
    expect(greedyClusters(notes, pairs)).toEqual([['a', 'b', 'c']]);
  });
  test('an ephemeral seed may form a pair', () => {
    expect(greedyClusters([n('d', true), n('e')], [{ a: 'd', b: 'e', similarity: 0.9 }])).toEqual([['d', 'e']]);
  });
  test('clusters are capped at 7 and notes are used once', () => {
    const ids = Array.from({ length: 12 }, (_, i) => `n${String(i).padStart(2, '0')}`);
    const pairs = ids.flatMap((a, i) => ids.slice(i + 1).map((b) => ({ a, b, similarity: 0.9 })));
    const clusters = greedyClusters(ids.map((x) => n(x)), pairs);
    expect(clusters.map((c) => c.length)).toEqual([7, 5]);
    expect(new Set(clusters.flat()).size).toBe(12);
  });
});
