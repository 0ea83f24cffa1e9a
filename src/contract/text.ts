/**
 * Text hygiene at the write boundary.
 *
 * Stored text ends up in two places a person or a model reads without seeing
 * every code point: the context block injected into a prompt, and a terminal
 * (`memwright inspect`). Characters that do not render — control codes, zero-width
 * characters, bidi overrides, Unicode tag characters — can hide instructions from
 * the human reviewer while the model still reads them, reorder what a reviewer sees
 * (Trojan Source), smuggle terminal escape sequences (ESC, CSI) or split a word so a
 * deterministic detector misses it ("ig\u200Bnore previous instructions").
 *
 * The policy:
 * - **Free text** (note content, correction, review and restore reasons, evidence document
 *   URIs, context queries, judge output) is *cleaned*: such characters are removed
 *   (NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR become a space: they are line
 *   breaks). A writer loses nothing visible, so refusing the write would only be
 *   unfriendly. Blank look-alikes — the braille pattern blank U+2800 and the Hangul
 *   fillers U+115F, U+1160, U+3164, U+FFA0, which render as empty space but are not
 *   white space to `trim` or a regex — become a plain space, so a note made only of them
 *   is empty and one padded with them is judged on its words. Tab, LF and CR stay: they are
 *   ordinary white space, and the renderer collapses every run of white space to one
 *   space as before. NUL and lone surrogates are still *rejected* by the schemas that
 *   use this: they mean binary or broken input, and Postgres cannot store them.
 * - **Identifiers** (agent, user, thread, run, message, tool-call and trace ids,
 *   idempotency keys) are *rejected* if they contain any of them: an id is compared
 *   for equality, so silently editing it would make two different ids one (or make a
 *   later lookup miss). Deletion keys and tenant ids already allow only
 *   `[A-Za-z0-9._:/-]`.
 */

/**
 * Code points removed from free text and refused in identifiers:
 * C0 controls except TAB/LF/CR, DEL, C1 controls (NEL included), soft hyphen,
 * Arabic letter mark, Mongolian vowel separator, zero-width space/non-joiner/joiner,
 * LRM/RLM, line and paragraph separators (U+2028, U+2029), bidi embeddings and
 * overrides (U+202A–U+202E), word joiner and invisible operators (U+2060–U+2064),
 * bidi isolates and deprecated format controls
 * (U+2066–U+206F), BOM / zero-width no-break space, interlinear annotation controls,
 * musical-symbol format controls and the Unicode tag block (U+E0000–U+E007F, "ASCII
 * smuggling": invisible on screen, read by models), and the blank look-alikes
 * ({@link BLANK_LOOKALIKES}).
 */
const INVISIBLE_CLASS =
  '\\u115F\\u1160\\u2800\\u3164\\uFFA0\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\u00AD\\u061C\\u180E\\u200B-\\u200F\\u2028-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\uFEFF\\uFFF9-\\uFFFB\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E007F}';

const INVISIBLE = new RegExp(`[${INVISIBLE_CLASS}]`, 'u');

/**
 * Every invisible code point, except that a zero-width joiner gluing two pictographs
 * (👩‍💻, 🏳️‍🌈, family emoji) is captured apart: it is part of an emoji and renders as
 * one glyph, so it is kept. Anywhere else a ZWJ is invisible.
 */
const CLEAN = new RegExp(
  `((?<=[\\p{Extended_Pictographic}\\p{Emoji_Modifier}]\\uFE0F?)\\u200D(?=\\p{Extended_Pictographic}))|[${INVISIBLE_CLASS}]`,
  'gu',
);

/**
 * Characters drawn as empty space that `String.prototype.trim` and `\s` do not count
 * as white space: braille pattern blank, Hangul choseong/jungseong fillers, Hangul
 * filler and halfwidth Hangul filler.
 */
export const BLANK_LOOKALIKES = '\u115F\u1160\u2800\u3164\uFFA0';

/** Line breaks other than LF and CR, and blank look-alikes: kept as word boundaries (a space). */
const AS_SPACE = `\u0085\u2028\u2029${BLANK_LOOKALIKES}`;

/** True when `s` contains a code point {@link cleanText} would remove (or an emoji's ZWJ). */
export function hasInvisible(s: string): boolean {
  return INVISIBLE.test(s);
}

/**
 * Free text with invisible and control characters removed (see module comment).
 * NEL, LS, PS and the blank look-alikes become a space; a ZWJ inside an emoji sequence is kept. Idempotent.
 */
export function cleanText(s: string): string {
  if (!INVISIBLE.test(s)) return s;
  return revealTagText(s).replace(CLEAN, (ch: string, emojiJoiner: string | undefined) => emojiJoiner ?? (AS_SPACE.includes(ch) ? ' ' : ''));
}

/** A run of Unicode tag characters that spells printable ASCII (U+E0020–U+E007E), not after a black flag. */
const TAG_TEXT = /(?<!\u{1F3F4}[\u{E0020}-\u{E007E}]*)[\u{E0020}-\u{E007E}]+/gu;

/**
 * Tag characters that spell text ("ASCII smuggling") shown as the ASCII they spell. Removing
 * them would hide the attempt: the writer meant a model to read those words, so a reviewer and
 * the instruction-like detector read them too, and a hidden order is held like a visible one.
 * A subdivision flag (🏴 + tag letters + cancel tag) is an emoji, not text: its tags are
 * left to the ordinary removal.
 */
export function revealTagText(s: string): string {
  return s.replace(TAG_TEXT, (run) => ` ${String.fromCharCode(...[...run].map((c) => c.codePointAt(0)! - 0xe0000))}`);
}
