/**
 * Ebbinghaus-style forgetting (docs/design.md#recurring-jobs, #numbers), as a pure function of the
 * stored base importance and the time since the note was last used:
 *
 *   λ       = 0.16 × (1 − I/10 × 0.8) per day        (× 2 for ephemeral notes)
 *   factor  = min(1, e^(−λ · days) × min(1.5, 1 + 0.2 · accessCount))
 *   effective = I × factor                          → archived when < 0.5
 *
 * `days` counts from the last access (else from hardening, else from creation).
 *
 * Multiplying the *stored* score by the factor on every cycle would make a note decay
 * faster the more often the job ran (the factor compounds). Instead the effective score
 * is recomputed from the untouched base each cycle: running decay N times at any
 * cadence gives exactly the state that running it once at the last instant gives.
 *
 * Exemptions: immutable notes never decay; protected notes do not decay until
 * 365 days have passed without access.
 */
import type { ProtectionTier } from '../contract/enums.js';

export const BASE_DECAY_PER_DAY = 0.16;
export const ARCHIVE_BELOW = 0.5;
export const PROTECTED_GRACE_DAYS = 365;
const DAY_MS = 86_400_000;

export interface DecayInput {
  /** Stored base importance 0..10. */
  base: number;
  tier: ProtectionTier;
  accessCount: number;
  /** Last access, else hardening, else creation. */
  lastUsedAt: Date;
  now: Date;
}

export interface DecayOutcome {
  /** Why the note is left alone, if it is. */
  exempt: 'immutable' | 'protected_recently_used' | null;
  days: number;
  lambda: number;
  factor: number;
  effective: number;
  archive: boolean;
}

export function decayRate(base: number, tier: ProtectionTier): number {
  const i = Math.min(10, Math.max(0, base));
  const lambda = BASE_DECAY_PER_DAY * (1 - (i / 10) * 0.8);
  return tier === 'ephemeral' ? lambda * 2 : lambda;
}

export function decay(i: DecayInput): DecayOutcome {
  const days = Math.max(0, (i.now.getTime() - i.lastUsedAt.getTime()) / DAY_MS);
  const lambda = decayRate(i.base, i.tier);
  const reinforcement = Math.min(1.5, 1 + 0.2 * Math.max(0, i.accessCount));
  const factor = Math.min(1, Math.exp(-lambda * days) * reinforcement);
  const effective = i.base * factor;
  let exempt: DecayOutcome['exempt'] = null;
  if (i.tier === 'immutable') exempt = 'immutable';
  else if (i.tier === 'protected' && days < PROTECTED_GRACE_DAYS) exempt = 'protected_recently_used';
  return { exempt, days, lambda, factor, effective, archive: exempt === null && effective < ARCHIVE_BELOW };
}
