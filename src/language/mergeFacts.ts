/**
 * The faithfulness check of a merged note (docs/design.md#recurring-jobs, consolidate): every number,
 * date and proper noun of the sources must appear in the merged text.
 *
 * What counts, and the limits:
 * - **Numbers and dates**: runs of digits with inner `.` `,` `:` `/` `-` separators
 *   (`3.5`, `1,000` ≡ `1000`, `9:30`, `2024-05-01`, `5/1`). A date written in words
 *   ("May first") is only checked through its capitalised month name.
 * - **Proper nouns**: capitalised words that do not start a sentence (`Jira`,
 *   `Berlin`, `EUR`), possessive `'s` removed, compared case-insensitively. A
 *   capitalised word that starts a sentence is indistinguishable from an ordinary
 *   one and is not checked; a capitalised common word mid-sentence ("Note: Tables
 *   …") is checked anyway — the check errs on rejecting a merge, which keeps the
 *   sources.
 * - Paraphrase of a number ("five" for "5") is rejected.
 */

const NUMBER = /\d+(?:[.,:/-]\d+)*/g;
const SENTENCE_END = /[.!?]["')\]]*$/;

function normaliseNumber(n: string): string {
  return n.replace(/,/g, '');
}

function numbersOf(text: string): Set<string> {
  return new Set([...text.matchAll(NUMBER)].map((m) => normaliseNumber(m[0])));
}

/** Capitalised words that do not open a sentence. */
export function properNouns(text: string): string[] {
  const out: string[] = [];
  let sentenceStart = true;
  for (const raw of text.split(/\s+/)) {
    if (raw.length === 0) continue;
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/['’]s$/u, '');
    if (!sentenceStart && word !== 'I' && /^\p{Lu}[\p{L}\p{N}'’&-]*$/u.test(word)) out.push(word);
    // The word after a sentence end or a list marker ("-", "•", "2.") opens a sentence.
    sentenceStart = SENTENCE_END.test(raw) || /^(?:[-*•]+|\d+[.)])$/.test(raw);
  }
  return out;
}

function wordsOf(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}'’&-]+/u)
      .map((w) => w.replace(/['’]s$/u, '').replace(/^[-']+|[-']+$/g, ''))
      .filter((w) => w.length > 0),
  );
}

/** Source facts (numbers, dates, proper nouns) that the merged text lacks, deduplicated, in source order. */
export function missingFacts(sources: readonly string[], merged: string): string[] {
  const mergedNumbers = numbersOf(merged);
  const mergedWords = wordsOf(merged);
  const missing = new Set<string>();
  for (const source of sources) {
    for (const line of source.split(/\n+/)) {
      for (const n of numbersOf(line)) if (!mergedNumbers.has(n)) missing.add(n);
      for (const noun of properNouns(line)) if (!mergedWords.has(noun.toLowerCase())) missing.add(noun);
    }
  }
  return [...missing];
}
