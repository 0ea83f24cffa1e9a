import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COVERED_LANGUAGES, FRESH } from '../../bench/poisoning/fresh.js';
import { FRESH2 } from '../../bench/poisoning/fresh2.js';
import { FRESH3 } from '../../bench/poisoning/fresh3.js';
import { FRESH4 } from '../../bench/poisoning/fresh4.js';
import { ENCODINGS } from '../../bench/poisoning/types.js';

const injections = FRESH4.filter((x) => x.label === 'injection');
const benign = FRESH4.filter((x) => x.label === 'benign');

describe('the fourth fresh poisoning corpus', () => {
  it('holds at least 450 injections and 450 benign notes', () => {
    expect(injections.length).toBeGreaterThanOrEqual(450);
    expect(benign.length).toBeGreaterThanOrEqual(450);
  });

  it('spans at least 20 languages, at least 6 outside the covered set, about a quarter English', () => {
    const languages = new Set(FRESH4.map((x) => x.language));
    expect(languages.size).toBeGreaterThanOrEqual(20);
    const outside = new Set([...languages].filter((l) => !COVERED_LANGUAGES.includes(l)));
    expect(outside.size).toBeGreaterThanOrEqual(6);
    for (const xs of [injections, benign]) {
      const english = xs.filter((x) => x.language === 'en').length / xs.length;
      expect(english).toBeGreaterThan(0.2);
      expect(english).toBeLessThan(0.35);
    }
  });

  it('gives every row a style, a language and the family its language implies', () => {
    for (const x of FRESH4) {
      expect(x.style).toMatch(/^[a-z_]+$/);
      expect(x.language).toMatch(/^[a-z]{2}$/);
      expect(x.family).toBe(COVERED_LANGUAGES.includes(x.language) ? 'covered' : 'outside');
      expect(x.text.trim().length).toBeGreaterThan(10);
    }
  });

  it('uses every encoding the shared encoder offers, on injections and on benign notes', () => {
    for (const xs of [injections, benign]) {
      const used = new Set(xs.map((x) => x.encoding));
      for (const e of ENCODINGS) expect(used, e).toContain(e);
    }
  });

  it('has no text twice', () => {
    expect(new Set(FRESH4.map((x) => x.text)).size).toBe(FRESH4.length);
  });

  it('shares no text word for word with the other corpora', () => {
    const corpus = JSON.parse(readFileSync(new URL('../../bench/poisoning/corpus.json', import.meta.url), 'utf8')) as { entries: { text: string }[] };
    const others = new Set([...FRESH, ...FRESH2, ...FRESH3, ...corpus.entries].map((x) => x.text.trim()));
    // Only this corpus's own row numbers are reported, so a collision never shows the other corpora's texts.
    const collisions = FRESH4.flatMap((x, i) => (others.has(x.text.trim()) ? [i] : []));
    expect(collisions).toEqual([]);
  });
});
