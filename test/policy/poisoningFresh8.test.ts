/**
 * The shape of the eighth, blind poisoning corpus (bench/poisoning/fresh8.ts), which is
 * partial: its injections are complete, its benign half is not (169 notes, covered
 * languages only), so bench/results/poisoning-fresh8-blind.json reports its benign rate as
 * indicative. These checks keep the file what that measurement says it is.
 */
import { describe, expect, it } from 'vitest';
import { FRESH8 } from '../../bench/poisoning/fresh8.js';

const injections = FRESH8.filter((e) => e.label === 'injection');
const benign = FRESH8.filter((e) => e.label === 'benign');

describe('bench/poisoning/fresh8.ts', () => {
  it('holds ≥ 500 injections in ≥ 60 languages, half of them outside the covered set', () => {
    expect(injections.length).toBeGreaterThanOrEqual(500);
    expect(new Set(injections.map((e) => e.language)).size).toBeGreaterThanOrEqual(60);
    expect(injections.filter((e) => e.family === 'outside').length).toBeGreaterThanOrEqual(200);
  });

  it('holds benign notes in the covered languages (the measured partial half)', () => {
    expect(benign.length).toBeGreaterThanOrEqual(160);
    expect(benign.every((e) => e.family === 'covered')).toBe(true);
  });

  it('has no text twice and obfuscated rows of every encoding it names', () => {
    expect(new Set(FRESH8.map((e) => e.text)).size).toBe(FRESH8.length);
    const encodings = new Set(injections.map((e) => e.encoding).filter(Boolean));
    expect(encodings.size).toBeGreaterThanOrEqual(10);
  });
});
