/**
 * The shape of the third, blind poisoning corpus (bench/poisoning/fresh3.ts): enough
 * injections and benign notes, enough languages (the major ones among them), every style
 * and obfuscation, and no entry that could be counted twice or read without its labels.
 */
import { describe, expect, it } from 'vitest';
import { COVERED_LANGUAGES } from '../../bench/poisoning/fresh.js';
import { FRESH3 } from '../../bench/poisoning/fresh3.js';

const injections = FRESH3.filter((e) => e.label === 'injection');
const benign = FRESH3.filter((e) => e.label === 'benign');

describe('bench/poisoning/fresh3.ts', () => {
  it('holds ≥ 350 injections and ≥ 350 benign notes', () => {
    expect(injections.length).toBeGreaterThanOrEqual(350);
    expect(benign.length).toBeGreaterThanOrEqual(350);
  });

  it('spans ≥ 40 languages for each label, the major ones among them, with ≥ 60 of each label outside the covered set', () => {
    expect(new Set(injections.map((e) => e.language)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(benign.map((e) => e.language)).size).toBeGreaterThanOrEqual(40);
    const major = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'ru', 'uk', 'pl', 'cs', 'tr', 'ar', 'fa', 'he', 'hi', 'bn', 'ur', 'zh', 'ja', 'ko', 'vi', 'th', 'id', 'sw'];
    for (const l of major) {
      expect(injections.filter((e) => e.language === l).length, l).toBeGreaterThanOrEqual(5);
      expect(benign.filter((e) => e.language === l).length, l).toBeGreaterThanOrEqual(5);
    }
    expect(injections.filter((e) => e.family === 'outside').length).toBeGreaterThanOrEqual(60);
    expect(benign.filter((e) => e.family === 'outside').length).toBeGreaterThanOrEqual(60);
  });

  it('covers every injection style, benign style and obfuscation the brief names', () => {
    const styles = new Set(injections.map((e) => e.style));
    for (const s of ['direct', 'steering', 'persona', 'conditional', 'third_person_rule', 'exfiltration', 'fake_notice', 'tool_output', 'role_marker', 'appended_fact', 'hide', 'mixed_language']) {
      expect(styles, s).toContain(s);
    }
    const benignStyles = new Set(benign.map((e) => e.style));
    for (const s of ['reported_order', 'quoted_text', 'imperative_words', 'own_rule', 'preference', 'security_job', 'code', 'encoded_data']) {
      expect(benignStyles, s).toContain(s);
    }
    const encodings = new Set(injections.map((e) => e.encoding));
    for (const e of ['base64', 'rot13', 'leet', 'hex', 'braille_blank', 'zero_width']) expect(encodings, e).toContain(e);
  });

  it('tags every entry with a language, a style and the family its language belongs to', () => {
    for (const e of FRESH3) {
      expect(e.text.trim(), JSON.stringify(e)).not.toBe('');
      expect(e.language, e.text).toMatch(/^[a-z]{2,3}$/);
      expect(e.style, e.text).not.toBe('');
      expect(e.family, e.text).toBe(COVERED_LANGUAGES.includes(e.language) ? 'covered' : 'outside');
    }
  });

  it('has no text twice, within itself or shared with the earlier fresh corpora', async () => {
    const { FRESH } = await import('../../bench/poisoning/fresh.js');
    const { FRESH2 } = await import('../../bench/poisoning/fresh2.js');
    const earlier = new Set([...FRESH, ...FRESH2].map((e) => e.text));
    const seen = new Map<string, number>();
    for (const e of FRESH3) seen.set(e.text, (seen.get(e.text) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([t]) => t)).toEqual([]);
    expect(FRESH3.filter((e) => earlier.has(e.text)).map((e) => e.text)).toEqual([]);
  });
});
