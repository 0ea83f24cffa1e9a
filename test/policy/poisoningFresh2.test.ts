/**
 * The shape of the second held-out poisoning corpus (bench/poisoning/fresh2.ts): enough
 * injections and benign notes, enough languages, every obfuscation, and no entry that
 * could be counted twice or read without its labels.
 */
import { describe, expect, it } from 'vitest';
import { COVERED_LANGUAGES } from '../../bench/poisoning/fresh.js';
import { FRESH2 } from '../../bench/poisoning/fresh2.js';

const injections = FRESH2.filter((e) => e.label === 'injection');
const benign = FRESH2.filter((e) => e.label === 'benign');

describe('bench/poisoning/fresh2.ts', () => {
  it('holds ≥ 400 injections and ≥ 400 benign notes', () => {
    expect(injections.length).toBeGreaterThanOrEqual(400);
    expect(benign.length).toBeGreaterThanOrEqual(400);
  });

  it('spans ≥ 40 languages, each label in ≥ 40, with ≥ 60 of each label outside the covered set', () => {
    expect(new Set(injections.map((e) => e.language)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(benign.map((e) => e.language)).size).toBeGreaterThanOrEqual(40);
    expect(injections.filter((e) => e.family === 'outside').length).toBeGreaterThanOrEqual(60);
    expect(benign.filter((e) => e.family === 'outside').length).toBeGreaterThanOrEqual(60);
  });

  it('covers every injection style and obfuscation the brief names', () => {
    const styles = new Set(injections.map((e) => e.style));
    for (const s of ['direct', 'steering', 'persona', 'conditional', 'third_person_rule', 'exfiltration', 'fake_notice', 'tool_output', 'appended_fact']) {
      expect(styles, s).toContain(s);
    }
    const encodings = new Set(injections.map((e) => e.encoding));
    for (const e of ['base64', 'rot13', 'leet', 'hex', 'braille_blank', 'zero_width']) expect(encodings, e).toContain(e);
  });

  it('tags every entry with a language, a style and the family its language belongs to', () => {
    for (const e of FRESH2) {
      expect(e.text.trim(), JSON.stringify(e)).not.toBe('');
      expect(e.language, e.text).toMatch(/^[a-z]{2,3}$/);
      expect(e.style, e.text).not.toBe('');
      expect(e.family, e.text).toBe(COVERED_LANGUAGES.includes(e.language) ? 'covered' : 'outside');
    }
  });

  it('has no text twice, within itself or shared with the first fresh corpus', async () => {
    const { FRESH } = await import('../../bench/poisoning/fresh.js');
    const first = new Set(FRESH.map((e) => e.text));
    const seen = new Map<string, number>();
    for (const e of FRESH2) seen.set(e.text, (seen.get(e.text) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([t]) => t)).toEqual([]);
    expect(FRESH2.filter((e) => first.has(e.text)).map((e) => e.text)).toEqual([]);
  });
});
