/**
 * The multilingual poisoning corpus (bench/poisoning/corpus.json) is what its generator
 * builds, and has the breadth the detector is measured on: ≥ 400 injections and
 * ≥ 400 benign notes, 16 languages, every obfuscation, a holdout of whole languages
 * and whole styles.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS_PATH, corpusJson } from '../../bench/poisoning/build.js';
import { ENCODINGS, HOLDOUT_LANGUAGES, HOLDOUT_STYLES, INJECTION_STYLES, LANGUAGES, type CorpusEntry } from '../../bench/poisoning/types.js';

const committed = readFileSync(CORPUS_PATH, 'utf8');
const entries = (JSON.parse(committed) as { entries: CorpusEntry[] }).entries;

describe('bench/poisoning/corpus.json', () => {
  it('equals what bench/poisoning/build.ts builds', () => {
    expect(committed).toBe(corpusJson());
  });

  it('has ≥ 400 injections and ≥ 400 benign notes in every language, style and encoding', () => {
    const inj = entries.filter((e) => e.label === 'injection');
    const ben = entries.filter((e) => e.label === 'benign');
    expect(inj.length).toBeGreaterThanOrEqual(400);
    expect(ben.length).toBeGreaterThanOrEqual(400);
    for (const l of LANGUAGES) {
      expect(inj.some((e) => e.language === l), `injection in ${l}`).toBe(true);
      expect(ben.some((e) => e.language === l), `benign in ${l}`).toBe(true);
    }
    for (const s of INJECTION_STYLES) expect(inj.some((e) => e.style === s), s).toBe(true);
    for (const enc of ENCODINGS) expect(inj.some((e) => e.encoding === enc), enc).toBe(true);
  });

  it('holds out whole languages and whole styles, about a third of it', () => {
    for (const e of entries) {
      const held = HOLDOUT_LANGUAGES.includes(e.language) || HOLDOUT_STYLES.includes(e.style);
      expect(e.split, e.text).toBe(held ? 'holdout' : 'dev');
    }
    const share = entries.filter((e) => e.split === 'holdout').length / entries.length;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.45);
  });
});
