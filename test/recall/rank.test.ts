/** Pure ranking (src/recall/rank.ts): the hybrid score and its parts, without a database. */
import { describe, expect, it } from 'vitest';
import { newestFirstWithinSlots, rankCandidates, WEIGHTS, type Candidate, type SlotHolder } from '../../src/recall/rank.js';

const at = (h: number) => new Date(Date.UTC(2026, 5, 1) + h * 3_600_000);
const c = (id: string, similarity: number | null, lexical: number, importance = 5, hours = 0): Candidate => ({
  id,
  status: 'active',
  occurredAt: at(hours),
  importance,
  similarity,
  lexical,
});

describe('hybrid ranking', () => {
  it('the score is exactly its parts: similarity, weighted BM25 above its floor, and the tie-break', () => {
    const ranked = rankCandidates([c('a', 0.6, 7, 8, 0), c('b', 0.5, 0, 2, -10), c('c', 0.55, 2, 5, -5)], { limit: 5, hasQuery: true, similarityFloor: 0.3 });
    expect(ranked.map((r) => r.id)).toEqual(['a', 'c', 'b']);
    for (const r of ranked) {
      const { similarity, lexical, importance, recency } = r.parts;
      const tie = WEIGHTS.tie.importance * (importance / 10) + WEIGHTS.tie.recency * recency;
      expect(r.score).toBeCloseTo(similarity! + WEIGHTS.lexicalShare * Math.max(0, lexical! - WEIGHTS.lexicalFloor) + WEIGHTS.tieBreak * tie, 12);
    }
    // Below the floor the shared words add nothing; above it, every BM25 point counts.
    expect(ranked.find((r) => r.id === 'c')!.score - 0.55).toBeLessThan(WEIGHTS.tieBreak);
    expect(ranked[0]!.score).toBeGreaterThan(0.6 + WEIGHTS.lexicalShare * (7 - WEIGHTS.lexicalFloor));
    expect(ranked[0]!.parts.recency).toBe(1);
    expect(ranked.find((r) => r.id === 'b')!.parts.recency).toBeCloseTo(0.995 ** 10, 12);
  });

  it('below the floor: left out unless it shares a word with the query', () => {
    const ranked = rankCandidates([c('near', 0.7, 0), c('rareWord', 0.1, 5), c('unrelated', 0.1, 0, 10)], { limit: 5, hasQuery: true, similarityFloor: 0.35 });
    expect(ranked.map((r) => r.id)).toEqual(['near', 'rareWord']);
    const dense = rankCandidates([c('near', 0.7, 0), c('rareWord', 0.1, 5)], { limit: 5, hasQuery: true, similarityFloor: 0.35, retrieval: 'dense' });
    expect(dense.map((r) => r.id)).toEqual(['near']);
  });

  it('a rare shared word lifts a note over one slightly more similar; common shared words do not', () => {
    // BM25 7: a name only this note has. BM25 2: words most notes share.
    const rare = rankCandidates([c('similar', 0.62, 0), c('namesIt', 0.6, 7)], { limit: 2, hasQuery: true, similarityFloor: 0 });
    expect(rare.map((r) => r.id)).toEqual(['namesIt', 'similar']);
    const common = rankCandidates([c('similar', 0.62, 0), c('commonWords', 0.6, 2)], { limit: 2, hasQuery: true, similarityFloor: 0 });
    expect(common.map((r) => r.id)).toEqual(['similar', 'commonWords']);
  });

  it('importance and recency never outweigh a relevance gap larger than the tie-break', () => {
    // The less relevant note has every advantage: importance 10, newest; the other importance 0, a year old.
    const gap = WEIGHTS.tieBreak + 0.001;
    const ranked = rankCandidates([c('relevant', 0.5 + gap, 0, 0, -24 * 365), c('important', 0.5, 0, 10, 0)], { limit: 2, hasQuery: true, similarityFloor: 0 });
    expect(ranked.map((r) => r.id)).toEqual(['relevant', 'important']);
    // …but they do decide between equally relevant notes.
    const tied = rankCandidates([c('old', 0.5, 0, 5, -100), c('new', 0.5, 0, 5, 0)], { limit: 2, hasQuery: true, similarityFloor: 0 });
    expect(tied.map((r) => r.id)).toEqual(['new', 'old']);
  });

  it('provisional notes are always selected, then returned in score order with the rest', () => {
    const prov: Candidate = { ...c('prov', null, 0, 5, 1), status: 'provisional' };
    const ranked = rankCandidates([c('best', 0.9, 3), c('second', 0.8, 0), prov], { limit: 2, hasQuery: true, similarityFloor: 0.35 });
    expect(ranked.map((r) => r.id)).toEqual(['best', 'prov']);
    expect(ranked[1]!.parts.similarity).toBeNull();
  });
});

describe('newest value of a slot first (newestFirstWithinSlots)', () => {
  const note = (id: string, content: string, hours: number, extra: Partial<SlotHolder> = {}): SlotHolder => ({
    id,
    status: 'active',
    content,
    slotKey: null,
    occurredAt: at(hours),
    createdAt: at(hours),
    confidence: 'asserted',
    pipelineStage: 'done',
    ...extra,
  });
  const ids = (xs: SlotHolder[]) => newestFirstWithinSlots(xs).map((x) => x.id);

  it('a slot only the pipeline read (its stored key) orders like one the patterns read; other notes keep their place', () => {
    const stale = note('stale', 'User is a vegetarian.', 0, { slotKey: 'user|diet' });
    const other = note('other', 'User has a cat.', 5);
    // Worded so no pattern reads it: only the stored key (the prototypes') says it holds the diet.
    const fresh = note('fresh', 'These days the user happily eats fish and meat again.', 10, { slotKey: 'user|diet' });
    expect(ids([stale, other, fresh])).toEqual(['fresh', 'other', 'stale']);
    // Without the stored key nothing says they compete: score order stands.
    expect(ids([stale, other, { ...fresh, slotKey: null }])).toEqual(['stale', 'other', 'fresh']);
  });

  it("a key-optional attribute's unkeyed value competes with its keyed ones, two keyed ones do not", () => {
    const travel = note('travel', "User's travel budget is $2000.", 0, { slotKey: 'user|budget:travel' });
    const gear = note('gear', "User's hardware budget is $900.", 5, { slotKey: 'user|budget:hardware' });
    const all = note('all', "User's budget is now $1500.", 10, { slotKey: 'user|budget' });
    expect(ids([travel, gear])).toEqual(['travel', 'gear']);
    expect(ids([travel, all])).toEqual(['all', 'travel']);
  });

  it('same time: the written-later note, then a `corrected` one, counts as newer', () => {
    const a = note('a', 'x', 0, { slotKey: 'user|diet' });
    const b = note('b', 'y', 0, { slotKey: 'user|diet', confidence: 'corrected' });
    expect(ids([a, b])).toEqual(['b', 'a']);
    expect(ids([{ ...a, createdAt: at(1) }, b])).toEqual(['a', 'b']);
  });

  it('a provisional note not yet read by the pipeline never ranks below an older slot of its subject; once read, only its own slot counts', () => {
    const stale = note('stale', 'User lives in Berlin.', 0, { slotKey: 'user|residence' });
    const sister = note('sister', "User's sister lives in Rome.", 1, { slotKey: 'relative:sister|residence' });
    const fresh = note('fresh', 'Since March the user calls Lisbon home.', 10, { status: 'provisional', pipelineStage: 'embed' });
    expect(ids([stale, sister, fresh])).toEqual(['fresh', 'sister', 'stale']);
    // The sister's slot is not the user's: a note about the user never jumps above it.
    expect(ids([sister, fresh])).toEqual(['sister', 'fresh']);
    // Read by the pipeline and found to hold no slot: score order.
    expect(ids([stale, { ...fresh, pipelineStage: 'ttl' }])).toEqual(['stale', 'fresh']);
    // A clause before the subject: the note may still be about the person it names.
    const priya = note('priya', "Priya's employer is Acme.", 0, { slotKey: 'named:priya|employer' });
    const after = note('after', 'After the merger at Acme, Priya signed with Globex.', 10, { status: 'provisional', pipelineStage: 'embed' });
    expect(ids([priya, after])).toEqual(['after', 'priya']);
    // Older than the slot it might update: it does not move.
    expect(ids([stale, { ...fresh, occurredAt: at(-5), createdAt: at(-5) }])).toEqual(['stale', 'fresh']);
  });
});
