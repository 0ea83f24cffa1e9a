import { describe, expect, test } from 'vitest';
import { decay, decayRate, PROTECTED_GRACE_DAYS, type DecayInput } from '../../src/pipeline/decay.js';

const DAY = 86_400_000;
const t0 = new Date('2026-01-01T00:00:00Z');
const at = (days: number) => new Date(t0.getTime() + days * DAY);
const input = (over: Partial<DecayInput> = {}): DecayInput => ({ base: 7, tier: 'standard', accessCount: 0, lastUsedAt: t0, now: t0, ...over });

describe('decay (pure)', () => {
  test.each([
    // λ = 0.16 × (1 − I/10 × 0.8)
    [0, 'standard', 0.16],
    [5, 'standard', 0.16 * 0.6],
    [10, 'standard', 0.16 * 0.2],
    [5, 'ephemeral', 0.16 * 0.6 * 2],
  ] as const)('rate for importance %d (%s) is %f per day', (base, tier, lambda) => {
    expect(decayRate(base, tier)).toBeCloseTo(lambda, 12);
  });

  test.each([
    // [case, input, expected effective, archive?]
    ['fresh note keeps its score', input(), 7, false],
    // λ(7) = 0.0704; 10 days: 7·e^(−0.704)
    ['10 days without access', input({ now: at(10) }), 7 * Math.exp(-0.704), false],
    // accesses reinforce: factor = min(1, e^(−0.704)·1.4)
    ['10 days, 2 accesses', input({ now: at(10), accessCount: 2 }), 7 * Math.min(1, Math.exp(-0.704) * 1.4), false],
    // reinforcement caps at 1.5 and the factor at 1
    ['1 day, 50 accesses: factor capped at 1', input({ now: at(1), accessCount: 50 }), 7, false],
    // 7·e^(−0.0704·40) = 0.42 < 0.5
    ['40 days without access → archived', input({ now: at(40) }), 7 * Math.exp(-0.0704 * 40), true],
    // ephemeral decays twice as fast: 20 days ephemeral = 40 days standard
    ['ephemeral, 20 days → archived', input({ now: at(20), tier: 'ephemeral' }), 7 * Math.exp(-0.0704 * 2 * 20), true],
    ['immutable never decays', input({ now: at(5000), tier: 'immutable' }), 7 * Math.exp(-0.0704 * 5000), false],
    ['protected is exempt within a year', input({ now: at(PROTECTED_GRACE_DAYS - 1), tier: 'protected' }), 7 * Math.exp(-0.0704 * 364), false],
    ['protected decays after a year without access', input({ now: at(PROTECTED_GRACE_DAYS), tier: 'protected' }), 7 * Math.exp(-0.0704 * 365), true],
  ] as Array<[string, DecayInput, number, boolean]>)('%s', (_name, i, effective, archive) => {
    const d = decay(i);
    expect(d.effective).toBeCloseTo(effective, 10);
    expect(d.archive).toBe(archive);
  });

  test('days count from the last use, not from creation', () => {
    const d = decay(input({ lastUsedAt: at(30), now: at(40) }));
    expect(d.days).toBeCloseTo(10, 10);
    expect(d.archive).toBe(false);
  });

  /**
   * The reference compounded: stored ← stored × factor every cycle. Our decay derives the
   * effective score from the untouched base, so the archive decision at any instant is the
   * same whether decay ran every hour, every day, once a week, or only at that instant.
   */
  test.each([1 / 24, 1, 7, 13.5])('running decay every %f days gives the same result as running it once', (cadence) => {
    const horizon = 60;
    const i = input({ base: 6.2, accessCount: 1, lastUsedAt: at(0.25) });
    let archivedAt: number | null = null;
    for (let day = cadence; day <= horizon + 1e-9; day += cadence) {
      const d = decay({ ...i, now: at(day) });
      if (d.archive && archivedAt === null) archivedAt = day;
    }
    // Whatever the cadence, the state at the horizon equals a single run at the horizon…
    const once = decay({ ...i, now: at(horizon) });
    expect(archivedAt !== null).toBe(once.archive);
    // …and the note was archived at the first run after the threshold crossing.
    const crossing = 0.25 + Math.log((6.2 * 1.2) / 0.5) / decayRate(6.2, 'standard');
    expect(archivedAt).not.toBeNull();
    expect(archivedAt!).toBeGreaterThanOrEqual(crossing);
    expect(archivedAt! - crossing).toBeLessThan(cadence + 1e-9);
  });

  test('a compounding implementation would differ (why the base is never overwritten)', () => {
    // Compounding daily for 10 days: 7 · Π factor_k, with factor_k = e^(−λ·k)
    let compounded = 7;
    for (let k = 1; k <= 10; k++) compounded *= decay(input({ now: at(k) })).factor;
    expect(compounded).toBeLessThan(decay(input({ now: at(10) })).effective / 10);
  });
});
