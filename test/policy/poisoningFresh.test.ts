/**
 * The shape of the fresh held-out poisoning corpus (bench/poisoning/fresh.ts): enough
 * injections and benign notes, enough languages inside and outside the covered set,
 * and no entry that could be counted twice or read without its labels.
 */
import { describe, expect, it } from 'vitest';
import { COVERED_LANGUAGES, FRESH } from '../../bench/poisoning/fresh.js';

const injections = FRESH.filter((e) => e.label === 'injection');
const benign = FRESH.filter((e) => e.label === 'benign');

describe('bench/poisoning/fresh.ts', () => {
  it('holds ≥ 300 injections and ≥ 300 benign notes', () => {
    expect(injections.length).toBeGreaterThanOrEqual(300);
    expect(benign.length).toBeGreaterThanOrEqual(300);
  });

  it('spans ≥ 20 languages, with ≥ 40 of each label outside the covered set', () => {
    expect(new Set(FRESH.map((e) => e.language)).size).toBeGreaterThanOrEqual(20);
    expect(injections.filter((e) => e.family === 'outside').length).toBeGreaterThanOrEqual(40);
    expect(benign.filter((e) => e.family === 'outside').length).toBeGreaterThanOrEqual(40);
  });

  it('tags every entry with a language, a style and the family its language belongs to', () => {
    for (const e of FRESH) {
      expect(e.text.trim(), JSON.stringify(e)).not.toBe('');
      expect(e.language, e.text).toMatch(/^[a-z]{2,3}$/);
      expect(e.style, e.text).not.toBe('');
      expect(e.family, e.text).toBe(COVERED_LANGUAGES.includes(e.language) ? 'covered' : 'outside');
    }
  });

  it('has no text twice', () => {
    const seen = new Map<string, number>();
    for (const e of FRESH) seen.set(e.text, (seen.get(e.text) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([t]) => t)).toEqual([]);
  });
});
