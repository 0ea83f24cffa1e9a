/**
 * The views of a note's text the instruction-like detector judges
 * (src/policy/instructionLike.ts): what a reader — person or model — takes from it,
 * whatever it was dressed in.
 *
 * - {@link nativeView}: the text in its own script, NFKC-folded (fullwidth ｉ → i),
 *   invisible format characters dropped, blank look-alikes (braille blank, Hangul
 *   fillers, typographic spaces) and tabs turned into spaces (runs are kept: two spaces
 *   separate the words of a spelled-out "i g n o r e"), combining marks piled on as
 *   padding dropped, look-alike letters in mixed-script words folded, lower-cased.
 * - {@link asciiView}: the same, transliterated to ASCII (any-ascii): Cyrillic, Greek
 *   and other look-alike letters fold into Latin ones, and Russian typed in Latin
 *   letters meets Russian typed in Cyrillic.
 * - {@link decodedPayloads}: the content hidden in base64, hex, rot13 or written backwards
 *   where the text shows such a token, when it decodes to mostly printable text.
 *
 * All of it is a few linear passes: it runs on every agent write.
 */
import anyAscii from 'any-ascii';
import { BLANK_LOOKALIKES, revealTagText } from '../contract/text.js';

/**
 * Blank look-alikes (text hygiene already turns them into spaces before a note is
 * stored: src/contract/text.ts) and the typographic, ideographic and no-break spaces.
 */
const BLANKS = new RegExp(`[${BLANK_LOOKALIKES}\\u00a0\\u2000-\\u200a\\u202f\\u205f\\u3000]`, 'gu');
/** Invisible format characters (zero-width, bidi controls, tags, soft hyphen). */
const FORMAT = /[\p{Cf}\u00ad\u180e]/gu;
/**
 * Combining marks of the generic diacritic blocks, which text only carries as accents
 * NFKC could not compose or as padding ("Zalgo"), and the optional marks of two
 * scripts (Arabic harakat, the Devanagari nukta: "नज़र" and "नजर" are one word to a
 * reader). Marks that spell a script (Devanagari vowel signs) stay.
 */
const PADDING_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u064b-\u065f\u0670\u093c]/gu;
// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;

/** NFKC with padding and optional marks dropped (also used on the detector's own native-script patterns). */
export function foldMarks(text: string): string {
  return text.normalize('NFKC').normalize('NFD').replace(PADDING_MARKS, '').normalize('NFC');
}

/** Cyrillic and Greek letters drawn like Latin ones. */
const CONFUSABLE: Record<string, string> = Object.fromEntries(
  [...'АAВBСCЕEНHІIЈJКKМMОOРPЅSТTХXУYаaсcеeіiјjоoрpѕsхxуyԁdһhԛqԝwΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧXοoαaνvρpιiκk']
    .flatMap((c, i, a) => (i % 2 === 0 ? [[c, a[i + 1]!]] : [])),
);
/** A word that mixes Latin letters with Cyrillic or Greek ones. */
const MIXED_WORD = /(?=[\p{L}\p{M}]*\p{Script=Latin})(?=[\p{L}\p{M}]*[\p{Script=Cyrillic}\p{Script=Greek}])[\p{L}\p{M}]+/gu;
const CYRILLIC_OR_GREEK = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

/**
 * Look-alike letters folded where a word mixes scripts ("Аlwaуs" with a Cyrillic А and у
 * reads "Always"); a word wholly in Cyrillic or Greek is that language and stays.
 */
function foldHomoglyphs(text: string): string {
  if (!CYRILLIC_OR_GREEK.test(text)) return text;
  return text.replace(MIXED_WORD, (word) => [...word].map((c) => CONFUSABLE[c] ?? c).join(''));
}

/** Horizontal white space other than a plain space (a line break stays: role markers sit at a line's start). */
const SPACES = /[^\S\n ]/g;

/** The note in its own script, normalised (see module comment). */
export function nativeView(text: string): string {
  const t = NON_ASCII.test(text) ? foldHomoglyphs(foldMarks(revealTagText(text).normalize('NFKC').replace(FORMAT, '').replace(BLANKS, ' '))) : text;
  return t.toLowerCase().replace(SPACES, ' ');
}

/** {@link nativeView} in ASCII letters. */
export function asciiView(native: string): string {
  return NON_ASCII.test(native) ? anyAscii(native).toLowerCase() : native;
}

// ── encoded payloads ─────────────────────────────────────────────────────────

/** base64 (standard or URL-safe) runs long enough to carry a sentence; one without a digit or symbol is a word. */
const BASE64 = /(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]{16,}={0,2}/g;
const BASE64_NOT_A_WORD = /[0-9+/_-]/;
/** Hex bytes: `\x69\x67…`, `69 67 6e …`, `69:67:…` or one unbroken run. */
const HEX = /(?:\\x[0-9a-f]{2}){6,}|(?<![0-9a-z])[0-9a-f]{2}(?:[ :]?[0-9a-f]{2}){7,}(?![0-9a-z])/gi;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The decoded bytes as text when they read as text: valid UTF-8, at least 90 %
 * printable and at least 40 % letters. A key fingerprint, a hash or a MAC address
 * decodes to binary and is left alone.
 */
function asText(bytes: Uint8Array): string | null {
  if (bytes.length < 6) return null;
  let s: string;
  try {
    s = utf8.decode(bytes);
  } catch {
    return null;
  }
  const chars = [...s];
  let printable = 0;
  let letters = 0;
  for (const c of chars) {
    if (/[\p{L}\p{N}\p{P}\p{S}\p{Zs}\p{M}\n\t]/u.test(c)) printable++;
    if (/\p{L}/u.test(c)) letters++;
  }
  return printable >= 0.9 * chars.length && letters >= 0.4 * chars.length ? s : null;
}

function fromBase64(token: string): string | null {
  return asText(Buffer.from(token.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
}

function fromHex(token: string): string | null {
  return asText(Buffer.from(token.replace(/\\x|[ :]/gi, ''), 'hex'));
}

const rot13 = (s: string) => s.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 84) % 26) + 97));

/**
 * Short words of the corpus' Latin-script languages: text that has more of them after
 * rot13 than before was written in rot13.
 */
const STOPWORDS = new Set(
  'the and you your all to of is are be in on for when about always never only if it me my do what with this that not now from new any every und die der das du ich nicht mit ist alle le la les et tu vous de des une pas ton tes el los las y que tu su sus todas il di e che non tutte o os as um uma seu suas em i w na nie z do jest wszystkie het een en je van niet op met zijn och att ett det som din inte till og ikke af til jy jou nie se da ne za sve ze si cu nu ve bir bu ile dan yang ke dari ini itu untuk semua ang ng sa mga ja ei kaikki az es hogy nem ir ka un visus kad visas agus ar yn yr ac eta ez og ekki allar kwa ni deine ohne jede dich dir mir ein eine auf zu von alla dina tous toutes ton tus tutti todos todas'.split(' '),
);

function stopwordCount(ascii: string): number {
  let n = 0;
  for (const w of ascii.split(/[^a-z]+/)) if (STOPWORDS.has(w)) n++;
  return n;
}

/**
 * The text hidden in `ascii`/`raw`: each base64 or hex token that decodes to text, and
 * the whole text under rot13 or reversed when that reads as a language and the original does not.
 */
export function decodedPayloads(raw: string, ascii: string): string[] {
  const out: string[] = [];
  for (const m of raw.matchAll(BASE64)) {
    if (!BASE64_NOT_A_WORD.test(m[0])) continue;
    const s = fromBase64(m[0]);
    if (s) out.push(s);
  }
  for (const m of raw.matchAll(HEX)) {
    const s = fromHex(m[0]);
    if (s) out.push(s);
  }
  const before = stopwordCount(ascii);
  // rot13, and text written backwards ("snoitcurtsni suoiverp erongi"): either reads as a language only once undone.
  const tail = ascii.slice(ascii.lastIndexOf(':') + 1);
  const reversed = (x: string) => [...x].reverse().join('');
  const readings: [string, number][] = [[rot13(ascii), before], [reversed(ascii), before]];
  // A backwards payload after a lead-in ("read this backwards: …") is compared with its own letters, not the lead-in's.
  if (tail.length >= 20 && tail.length < ascii.length) readings.push([reversed(tail), stopwordCount(tail)]);
  for (const [r, was] of readings) {
    const after = stopwordCount(r);
    if (after >= 2 && after > 2 * was) out.push(r);
  }
  // A sentence written backwards in any script opens with the full stop it ends on: its letters reversed are the reading.
  const t = raw.trim();
  if (/^[.!?。！？]/u.test(t) && !/^[.!?。！？]+$/u.test(t)) out.push(reversed(t));
  return out;
}
