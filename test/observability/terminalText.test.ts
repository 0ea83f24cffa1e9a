/**
 * Terminal-safe text (src/observability/terminalText.ts): what the CLI and the pretty log
 * print of note text and ids never holds a character a terminal would act on or hide.
 */
import { describe, expect, it } from 'vitest';
import { printable, terminalJson } from '../../src/observability/terminalText.js';

const HOSTILE = 'Likes \u001b[31mred\u001b[0m\u001b]0;pwned\u0007 tea\u0085now \u202eevil\u202c zero\u200bwidth \u{e0041}tag 👩\u200d💻.';

/** Anything a terminal would act on or hide (a ZWJ inside an emoji is part of the glyph). */
const NON_PRINTABLE = /(?!(?<=\p{Extended_Pictographic})\u200D(?=\p{Extended_Pictographic}))(?!\n)[\p{C}\u2028\u2029]/u;

describe('printable / terminalJson', () => {
  it('escapes controls, C1, zero-width, bidi and tag characters; keeps text and emoji', () => {
    expect(printable(HOSTILE)).toBe(
      'Likes \\x1b[31mred\\x1b[0m\\x1b]0;pwned\\x07 tea\\x85now \\u{202e}evil\\u{202c} zero\\u{200b}width \\u{e0041}tag 👩\u200d💻.',
    );
    expect(printable('Zoë 中文 العربية')).toBe('Zoë 中文 العربية');
  });

  it('JSON stays valid and round-trips, with every non-printable character escaped', () => {
    const out = terminalJson({ content: HOSTILE, n: [1] });
    expect(out).not.toMatch(NON_PRINTABLE);
    expect(JSON.parse(out)).toEqual({ content: HOSTILE, n: [1] });
  });
});
