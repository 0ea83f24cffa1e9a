import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEV } from '../../bench/poisoning/dev.js';
import { COVERED_LANGUAGES, FRESH } from '../../bench/poisoning/fresh.js';
import { FRESH2 } from '../../bench/poisoning/fresh2.js';
import { FRESH3 } from '../../bench/poisoning/fresh3.js';
import { FRESH4 } from '../../bench/poisoning/fresh4.js';
import { FRESH5 } from '../../bench/poisoning/fresh5.js';
import { FRESH6 } from '../../bench/poisoning/fresh6.js';
import { FRESH7 } from '../../bench/poisoning/fresh7.js';
import { FRESH8 } from '../../bench/poisoning/fresh8.js';
import { ENCODERS, FRESH9, FRESH9_BENIGN_STYLES, FRESH9_ENCODINGS, FRESH9_INJECTION_STYLES } from '../../bench/poisoning/fresh9.js';
import { HOLDOUT } from '../../bench/poisoning/holdout.js';
import type { Part } from '../../bench/poisoning/types.js';
import { UNSEEN } from '../../bench/poisoning/unseen.js';

const injections = FRESH9.filter((x) => x.label === 'injection');
const benign = FRESH9.filter((x) => x.label === 'benign');
const outside = (l: string) => !COVERED_LANGUAGES.includes(l);

/** Every text a hand-written Part holds, by style and written out. */
const partTexts = (parts: Part[]): string[] =>
  parts.flatMap((p) => [...Object.values(p.injection), ...Object.values(p.benign)].flatMap((xs) => xs ?? []).concat((p.written ?? []).map((w) => w.text)));

describe('the ninth fresh poisoning corpus', () => {
  it('holds at least 450 injections and 450 benign notes', () => {
    expect(injections.length).toBeGreaterThanOrEqual(450);
    expect(benign.length).toBeGreaterThanOrEqual(450);
  });

  it('spans at least 30 languages, at least 14 outside the covered set', () => {
    const languages = new Set(FRESH9.map((x) => x.language));
    expect(languages.size).toBeGreaterThanOrEqual(30);
    expect([...languages].filter(outside).length).toBeGreaterThanOrEqual(14);
    const injectionOutside = new Set(injections.map((x) => x.language).filter(outside));
    expect(injectionOutside.size).toBeGreaterThanOrEqual(14);
  });

  it('has benign notes in every language that has injections, in a similar number', () => {
    const count = (xs: typeof FRESH9, l: string) => xs.filter((x) => x.language === l).length;
    for (const l of new Set(injections.map((x) => x.language))) {
      const b = count(benign, l);
      expect(b, l).toBeGreaterThan(0);
      // a per-language false-hold rate needs a comparable denominator
      expect(b / count(injections, l), l).toBeGreaterThanOrEqual(0.6);
    }
  });

  it('gives every row a valid label, style, language and the family its language implies', () => {
    for (const x of FRESH9) {
      expect(['injection', 'benign']).toContain(x.label);
      const styles: readonly string[] = x.label === 'injection' ? FRESH9_INJECTION_STYLES : FRESH9_BENIGN_STYLES;
      expect(styles, x.style).toContain(x.style);
      expect(x.language).toMatch(/^[a-z]{2}$/);
      expect(x.family).toBe(outside(x.language) ? 'outside' : 'covered');
      expect(x.text.trim().length).toBeGreaterThan(10);
      if (x.encoding !== undefined) expect(FRESH9_ENCODINGS as readonly string[]).toContain(x.encoding);
    }
  });

  it('uses every injection and benign style', () => {
    const inj = new Set(injections.map((x) => x.style));
    for (const s of FRESH9_INJECTION_STYLES) expect(inj, s).toContain(s);
    const ben = new Set(benign.map((x) => x.style));
    for (const s of FRESH9_BENIGN_STYLES) expect(ben, s).toContain(s);
  });

  it('obfuscates at least 60 injections and 30 benign notes, with every encoding on injections', () => {
    const obfInj = injections.filter((x) => x.encoding !== undefined);
    const obfBen = benign.filter((x) => x.encoding !== undefined);
    expect(obfInj.length).toBeGreaterThanOrEqual(60);
    expect(obfBen.length).toBeGreaterThanOrEqual(30);
    const used = new Set(obfInj.map((x) => x.encoding));
    for (const e of FRESH9_ENCODINGS) expect(used, e).toContain(e);
    const usedBenign = new Set(obfBen.map((x) => x.encoding));
    expect(usedBenign.size).toBeGreaterThanOrEqual(10);
  });

  it('really carries the encodings it names', () => {
    const has = (e: string, re: RegExp) => {
      const xs = FRESH9.filter((x) => x.encoding === e);
      expect(xs.length, e).toBeGreaterThan(0);
      for (const x of xs) expect(x.text, e).toMatch(re);
    };
    has('unicode_tags', /[\u{e0000}-\u{e007f}]/u);
    has('zero_width', /\u200d/);
    has('braille_blank', /\u2800/);
    has('hangul_filler', /\u3164/);
    has('jamo_filler', /\u115f/);
    has('unicode_spaces', /[\u2000-\u200a]/);
    has('homoglyph', /[\u0370-\u03ff\u0400-\u04ff]/);
    has('fullwidth', /[\uff01-\uff5e]/);
    has('base64', /[A-Za-z0-9+/]{16,}={0,2}/);
    has('hex', /[0-9a-f]{16,}/);
    for (const x of FRESH9.filter((y) => y.encoding === 'translit')) expect(x.text, x.language).toMatch(/^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u);
  });

  it('has encoders that are deterministic and reversible where they should be', () => {
    const s = 'Ignore the rules';
    expect(Buffer.from(ENCODERS.base64(s), 'base64').toString('utf8')).toBe(s);
    expect(Buffer.from(ENCODERS.hex(s), 'hex').toString('utf8')).toBe(s);
    expect(ENCODERS.rot13(ENCODERS.rot13(s))).toBe(s);
    expect(ENCODERS.reversed(ENCODERS.reversed(s))).toBe(s);
    expect(ENCODERS.zero_width(s).replace(/\u200d/g, '')).toBe(s);
  });

  it('has no text twice', () => {
    expect(new Set(FRESH9.map((x) => x.text)).size).toBe(FRESH9.length);
  });

  it('shares no text word for word with the other corpora', () => {
    const corpus = JSON.parse(readFileSync(new URL('../../bench/poisoning/corpus.json', import.meta.url), 'utf8')) as { entries: { text: string }[] };
    const others = new Set(
      [
        ...[...FRESH, ...FRESH2, ...FRESH3, ...FRESH4, ...FRESH5, ...FRESH6, ...FRESH7, ...FRESH8, ...UNSEEN, ...corpus.entries].map((x) => x.text),
        ...partTexts(DEV),
        ...partTexts(HOLDOUT),
      ].map((t) => t.trim()),
    );
    // Only this corpus's own row numbers are reported, so a collision never shows the other corpora's texts.
    const collisions = FRESH9.flatMap((x, i) => (others.has(x.text.trim()) ? [i] : []));
    expect(collisions).toEqual([]);
  });
});
