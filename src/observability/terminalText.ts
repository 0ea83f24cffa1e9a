/**
 * Terminal-safe text for what an operator reads in a terminal: the CLI's output and the
 * pretty log. Note text is written by agents and tools; printed raw, an ESC starts an
 * escape sequence (recolour, move the cursor, retitle the window, on some terminals
 * worse), a bidi override reorders what the operator reads, and a zero-width character
 * hides in plain sight. Write-time hygiene (contract/text.ts) removes these from new
 * notes; the terminal's output escapes them anyway, because it also prints rows stored
 * before that and ids from the command line.
 */

/**
 * Anything that is not printable: control, format, surrogate, private-use and
 * unassigned code points (`\p{C}`) and the line/paragraph separators. A zero-width
 * joiner inside an emoji sequence (👩‍💻) is printable as part of its glyph.
 */
const NON_PRINTABLE =
  /((?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}]\uFE0F?)\u200D(?=\p{Extended_Pictographic}))|[\p{C}\u2028\u2029]/gu;

/** `\x1b` for code points up to U+00FF, `\u{202e}` above (lower-case hex, like JavaScript source). */
function escapeCodePoint(ch: string): string {
  const cp = ch.codePointAt(0)!;
  return cp <= 0xff ? `\\x${cp.toString(16).padStart(2, '0')}` : `\\u{${cp.toString(16)}}`;
}

/** One line of human-readable output with every non-printable code point escaped. */
export function printable(s: string): string {
  return s.replace(NON_PRINTABLE, (ch: string, emojiJoiner: string | undefined) => emojiJoiner ?? escapeCodePoint(ch));
}

/**
 * JSON for a terminal: still valid JSON (the same value parses back), but every
 * non-printable character inside a string is a `\uXXXX` escape, not the raw character
 * (JSON.stringify escapes only C0 controls).
 */
export function terminalJson(value: unknown, space = 2): string {
  // A raw newline in JSON.stringify's output is always layout (inside strings it is `\n`).
  return JSON.stringify(value, null, space).replace(
    /(?!\n)[\p{C}\u2028\u2029]/gu,
    (ch) => [...Array(ch.length).keys()].map((i) => `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  );
}
