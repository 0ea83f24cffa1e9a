import { describe, expect, it } from 'vitest';
import { contentHash, normalizeContent, textSimilarity } from '../../src/policy/normalize.js';

describe('normalizeContent (docs/design.md#admission step 6: trim, lower-case, collapse white space)', () => {
  it.each([
    ['User prefers bar charts.', 'user prefers bar charts.'],
    ['  User prefers bar charts.  ', 'user prefers bar charts.'],
    ['User   prefers\tbar\n\ncharts.', 'user prefers bar charts.'],
    ['USER PREFERS BAR CHARTS.', 'user prefers bar charts.'],
    ['\u00a0User prefers\u2003bar charts.\u00a0', 'user prefers bar charts.'],
    // Punctuation is text: it is not normalised away.
    ['User prefers bar charts!', 'user prefers bar charts!'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizeContent(input)).toBe(expected);
  });
});

describe('contentHash', () => {
  it.each([
    ['User prefers bar charts.', '  user   PREFERS bar charts.'],
    ['a\tb', 'A  B'],
  ])('%j and %j hash alike', (a, b) => {
    expect(contentHash(a)).toBe(contentHash(b));
  });

  it.each([
    ['User prefers bar charts.', 'User prefers bar charts!'],
    ['User prefers bar charts.', 'User prefers pie charts.'],
    ['ab', 'a b'],
  ])('%j and %j hash differently', (a, b) => {
    expect(contentHash(a)).not.toBe(contentHash(b));
  });

  it('is a sha256 hex digest', () => {
    expect(contentHash('x')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('textSimilarity (trigram Jaccard, punctuation ignored)', () => {
  it.each([
    ['identical', 'User prefers bar charts.', 'User prefers bar charts.', 1, 1],
    ['case/space/punctuation only', 'User prefers bar charts.', '  user PREFERS   bar charts!', 1, 1],
    ['one word changed', 'User prefers bar charts over pie charts.', 'User prefers line charts over pie charts.', 0.5, 0.85],
    ['small edit (typo)', 'User prefers bar charts over pie charts', 'User prefers bar charts over pie chart', 0.85, 0.9999],
    ['unrelated', 'User prefers bar charts.', 'The meeting moved to Friday.', 0, 0.15],
    ['both empty', '', '', 1, 1],
    ['one empty', '', 'abc', 0, 0],
  ])('%s', (_name, a, b, lo, hi) => {
    const s = textSimilarity(a, b);
    expect(s).toBeGreaterThanOrEqual(lo);
    expect(s).toBeLessThanOrEqual(hi);
  });

  it('is symmetric and bounded', () => {
    const pairs = [
      ['User likes tea', 'user likes coffee'],
      ['Héllo wörld', 'hello world'],
      ['日本語のテキスト', '日本語の文章'],
    ] as const;
    for (const [a, b] of pairs) {
      const s = textSimilarity(a, b);
      expect(s).toBe(textSimilarity(b, a));
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(1);
    }
  });
});
