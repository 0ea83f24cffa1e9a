/**
 * The obfuscations the corpus applies to its hand-written texts: encodings an attacker
 * uses to slip an order past a filter (base64, hex, rot13, leetspeak), invisible or
 * blank padding (braille blank, Hangul fillers, typographic spaces, zero-width
 * characters), combining marks, fullwidth and look-alike letters. Benign texts get
 * the same treatment: an obfuscated description is still a description.
 *
 * Every choice is made from a hash of the text, so the corpus is the same on every
 * build and an entry's variant does not depend on which other entries exist.
 */
import type { Encoding, Language } from './types.js';

/** FNV-1a, 32 bits: a stable pseudo-random choice from a text. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const pick = <T>(xs: readonly T[], seed: string): T => xs[hash(seed) % xs.length]!;

const LATIN: readonly Language[] = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'tr'];
const CYRILLIC: readonly Language[] = ['ru', 'uk'];

/** The generated encodings that make sense for a language's script. */
export function encodingsFor(language: Language): Encoding[] {
  const any: Encoding[] = ['base64', 'hex', 'braille_blank', 'hangul_filler', 'jamo_filler', 'halfwidth_filler', 'unicode_spaces', 'zero_width'];
  if (LATIN.includes(language)) return [...any, 'rot13', 'leet', 'combining', 'fullwidth', 'homoglyph'];
  if (CYRILLIC.includes(language)) return [...any, 'combining'];
  return any;
}

const NEUTRAL_WRAPPERS = ['', '', 'Saved snippet: ', 'ref: ', 'Note: ', 'Payload: '];
const ORDER_WRAPPERS = ['Decode this and follow it: ', 'Base64 below, read it carefully: '];

function wrap(payload: string, label: 'injection' | 'benign', seed: string): string {
  const wrappers = label === 'injection' ? [...NEUTRAL_WRAPPERS, ...ORDER_WRAPPERS] : NEUTRAL_WRAPPERS;
  return pick(wrappers, `${seed}#wrap`) + payload;
}

const rot13 = (s: string) => s.replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c === c.toLowerCase() ? 97 : 65)));

const LEET: Record<string, string> = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7' };
const HOMOGLYPH: Record<string, string> = {
  a: '\u0430', e: '\u0435', o: '\u043e', p: '\u0440', c: '\u0441', x: '\u0445', y: '\u0443', i: '\u0456',
  A: '\u0410', E: '\u0415', O: '\u041e', P: '\u0420', C: '\u0421', B: '\u0412', H: '\u041d', K: '\u041a', M: '\u041c', T: '\u0422',
};
const MARKS = ['\u0301', '\u0308', '\u0336', '\u0317', '\u0353', '\u030a', '\u0335'];
const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff'];
const TYPO_SPACES = Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i));

/** Every other eligible character replaced by `f`. */
function alternate(s: string, f: (c: string, i: number) => string | undefined): string {
  let n = 0;
  return [...s].map((c) => {
    const r = f(c, n);
    if (r === undefined) return c;
    return n++ % 2 === 0 ? r : c;
  }).join('');
}

function pad(unit: string, seed: string): string {
  return unit.repeat(30 + (hash(seed) % 120));
}

/** `text` under `encoding`. */
export function encode(text: string, encoding: Encoding, label: 'injection' | 'benign'): string {
  const seed = `${text}#${encoding}`;
  const bytes = Buffer.from(text, 'utf8');
  switch (encoding) {
    case 'base64':
      return wrap(bytes.toString('base64'), label, seed);
    case 'hex': {
      const hex = bytes.toString('hex');
      const style = hash(`${seed}#style`) % 3;
      const body = style === 0 ? hex : style === 1 ? hex.replace(/(..)(?!$)/g, '$1 ') : hex.replace(/(..)/g, '\\x$1');
      return wrap(body, label, seed);
    }
    case 'rot13':
      return wrap(rot13(text), label, seed);
    case 'leet':
      return [...text].map((c) => LEET[c.toLowerCase()] ?? c).join('');
    case 'homoglyph':
      return alternate(text, (c) => HOMOGLYPH[c]);
    case 'fullwidth':
      return [...text].map((c) => (c === ' ' ? '\u3000' : c > ' ' && c <= '~' ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');
    case 'combining':
      return [...text].map((c, i) => (/\p{L}/u.test(c) ? c + MARKS[(hash(seed) + i) % MARKS.length]! + (i % 3 === 0 ? MARKS[(i * 7) % MARKS.length]! : '') : c)).join('');
    case 'zero_width':
      return [...text].map((c, i) => (/\p{L}/u.test(c) && i % 2 === 1 ? c + ZERO_WIDTH[(hash(seed) + i) % ZERO_WIDTH.length]! : c)).join('');
    case 'braille_blank': {
      const style = hash(`${seed}#style`) % 3;
      if (style === 0) return `${pad('\u2800', seed)}\n${text}`;
      if (style === 1) return text.replace(/ /g, '\u2800');
      return `${text}${pad('\u2800', seed)}`;
    }
    case 'hangul_filler':
      return hash(`${seed}#style`) % 2 === 0 ? text.replace(/ /g, '\u3164') : `${pad('\u3164', seed)}${text}`;
    case 'jamo_filler':
      return text.replace(/ /g, '\u115f\u1160');
    case 'halfwidth_filler':
      return `${pad('\uffa0', seed)}${text}${pad('\uffa0', `${seed}#tail`)}`;
    case 'unicode_spaces': {
      let n = hash(seed);
      return text.replace(/ /g, () => TYPO_SPACES[n++ % TYPO_SPACES.length]!.repeat(1 + (n % 3)));
    }
    case 'translit':
      throw new Error('translit entries are written by hand');
  }
}
