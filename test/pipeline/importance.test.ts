import { describe, expect, test } from 'vitest';
import { CORRECTION_BONUS, IMPORTANCE_WEIGHTS, promotedTier, scoreImportance, type ImportanceInput } from '../../src/pipeline/importance.js';

const now = new Date('2026-06-10T12:00:00Z');
const base: ImportanceInput = {
  source: 'user',
  confidence: 'asserted',
  category: 'preference',
  createdAt: now,
  now,
  accessCount: 0,
  embedded: true,
  maxSimilarityToOthers: null,
  operatorMark: null,
};
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('importance score (pure)', () => {
  test('weights sum to 1', () => {
    expect(Object.values(IMPORTANCE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
  });

  // Expected values computed by hand from the documented formula:
  // score = 10 × Σ(w·v) / Σ(w available) (+1.5 corrected), capped at 10.
  test.each([
    // user·asserted preference, fresh, unique, no access, no mark:
    // (0.2·1 + 0.2·0.9 + 0.1·0.7 + 0.15·1 + 0.1·0 + 0.1·0) / 0.85 = 0.6/0.85
    ['fresh unique user preference', {}, (10 * 0.6) / 0.85],
    // agent·inferred context: (0.2 + 0.2·0.25 + 0.1·0.3 + 0.15) / 0.85
    ['agent-inferred context', { source: 'agent', confidence: 'inferred', category: 'context' }, (10 * (0.2 + 0.05 + 0.03 + 0.15)) / 0.85],
    // corrected: (0.2 + 0.2·1 + 0.07 + 0.15 + 0.1) / 0.85 = 8.47, + 1.5
    ['a correction gets its bonus', { confidence: 'corrected' }, (10 * 0.72) / 0.85 + 1.5],
    // corrected with mark 10: 10 × 0.87 + 1.5 = 10.2 → capped at 10
    ['the score caps at 10', { confidence: 'corrected', operatorMark: 10 }, 10],
    // uniqueness excludes the note itself: a near-twin elsewhere (0.9) leaves 0.1, not 0
    ['near-twin elsewhere lowers uniqueness', { maxSimilarityToOthers: 0.9 }, (10 * (0.2 + 0.18 + 0.07 + 0.015)) / 0.85],
    // not embedded: uniqueness unavailable, its weight redistributed over the other 0.7
    ['no embedding: uniqueness weight redistributed', { embedded: false }, (10 * (0.2 + 0.18 + 0.07)) / 0.7],
    // operator mark 10 is available: + 0.15·1 over 1.0
    ['operator mark 10', { operatorMark: 10 }, 10 * (0.6 + 0.15)],
    // operator mark 0 pulls down: 0.6 / 1.0
    ['operator mark 0', { operatorMark: 0 }, 10 * 0.6],
    // 10 accesses saturate the access signal: + 0.1
    ['ten accesses', { accessCount: 10 }, (10 * 0.7) / 0.85],
    // recency 0.995^48 after two days
    ['two days old', { createdAt: hoursAgo(48) }, (10 * (0.2 * Math.pow(0.995, 48) + 0.18 + 0.07 + 0.15)) / 0.85],
  ] as Array<[string, Partial<ImportanceInput>, number]>)('%s', (_name, over, expected) => {
    const { score } = scoreImportance({ ...base, ...over });
    expect(score).toBeCloseTo(Math.round(expected * 100) / 100, 2);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(10);
  });

  test('the correction bonus is added after weighting', () => {
    const plain = scoreImportance({ ...base, source: 'agent', confidence: 'observed', category: 'context' }).score;
    const corrected = scoreImportance({ ...base, source: 'agent', confidence: 'corrected', category: 'context' }).score;
    // corrected also raises provenance (0.5·1 vs 0.5·0.8) and the correction signal (0.1)
    expect(corrected).toBeCloseTo(plain + (10 * (0.2 * 0.1 + 0.1)) / 0.85 + CORRECTION_BONUS, 1);
  });

  test('signals are reported, unavailable ones as null', () => {
    const { signals } = scoreImportance({ ...base, embedded: false });
    expect(signals.uniqueness).toBeNull();
    expect(signals.mark).toBeNull();
    expect(signals.recency).toBe(1);
  });

  test.each([
    ['standard', 8, 8, true, 'protected'],
    ['standard', 7.99, 8, true, 'standard'],
    // not eligible (agent-authored, tool-sourced): a high score changes nothing
    ['standard', 10, 8, false, 'standard'],
    ['ephemeral', 9.5, 8, true, 'ephemeral'],
    ['immutable', 10, 8, true, 'immutable'],
    ['protected', 1, 8, true, 'protected'],
    ['protected', 1, 8, false, 'protected'],
  ] as const)('promotion: %s at %d (threshold %d, eligible %s) → %s', (tier, score, threshold, eligible, expected) => {
    expect(promotedTier(tier, score, threshold, eligible)).toBe(expected);
  });
});
