import { describe, expect, it } from 'vitest';
import { CASES, HOLDOUT_ATTRIBUTES, HOLDOUT_FAMILIES, heldOut } from '../../bench/updates/suite.js';

describe('generated update suite (bench/updates/suite.ts)', () => {
  it('has at least 800 cases, at least 40 % compatible hard negatives, duplicates and chains of three', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(800);
    const compatible = CASES.filter((c) => c.label === 'compatible').length;
    expect(compatible / CASES.length).toBeGreaterThanOrEqual(0.4);
    expect(CASES.filter((c) => c.label === 'duplicate').length).toBeGreaterThanOrEqual(40);
    const chains = CASES.filter((c) => c.label === 'chain');
    expect(chains.length).toBeGreaterThanOrEqual(30);
    expect(chains.every((c) => c.notes.length === 3)).toBe(true);
  });

  it('never repeats a case and never pairs a note with itself', () => {
    expect(new Set(CASES.map((c) => c.notes.join('\n'))).size).toBe(CASES.length);
    expect(CASES.every((c) => new Set(c.notes).size === c.notes.length)).toBe(true);
    expect(CASES.every((c) => c.notes.every((n) => !/[{}]/.test(n)))).toBe(true);
  });

  it('holds out whole attributes and whole phrasing families, with updates and negatives on both sides', () => {
    for (const a of HOLDOUT_ATTRIBUTES) expect(CASES.filter((c) => c.attribute === a).every(heldOut)).toBe(true);
    for (const f of HOLDOUT_FAMILIES) expect(CASES.filter((c) => c.form === f || c.subject === f).every(heldOut)).toBe(true);
    for (const half of [true, false]) {
      const side = CASES.filter((c) => heldOut(c) === half);
      expect(side.filter((c) => c.label === 'update').length).toBeGreaterThan(150);
      expect(side.filter((c) => c.label === 'compatible').length).toBeGreaterThan(150);
    }
  });
});
