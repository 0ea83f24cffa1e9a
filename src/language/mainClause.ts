/**
 * Where a note's main clause starts when something else opens the sentence: a time or
 * cause clause ("After the layoffs at Siemens, Priya …", "Since the relocation my calendar
 * …"), a cause stated first ("Two people left, so Maria's team …", "Finance approved the
 * new numbers, so the user's project …") or a consequence ("The new shift pattern means I
 * train …"). Agents write implicit changes this way, and the opening's own words name
 * no subject of the note (or a wrong one: "Finance", "Two"). Pure.
 */

/** A clause of time or cause before the subject, ended by a comma ("After the layoffs at Siemens, …"). */
export const LEADING_CLAUSE = /^(?:after|since|following|as of|from|starting|with|because of|thanks to|as|now that|once|when|ever since|due to)\b[^,;]{1,60},\s*/i;

/** A time phrase before the subject without a comma ("Since March the user …", "These days I …"). */
const LEADING_ADVERBIAL =
  /^(?:(?:since|as of|from|starting|after|in|on|by|for the past|following)\s+[\w' -]{1,25}?|these days|nowadays|now|lately|recently|today|currently|at the moment|for now),?\s+(?=(?:the )?user\b|I\b|my\b)/i;

/** A cause stated first, then the subject ("Two people left, so Maria's team …"). */
const CAUSE_FIRST = /^[^,;]{1,80}(?:,\s*so|;\s*so|;|,\s*and now)\s+/i;

/** A consequence: "<cause> means <subject> …" ("The new shift pattern means I train …"). */
const MEANS = /^[^,;]{1,80}?\b(?:means|meant)(?: that)?\s+(?=(?:the )?user\b|I\b|my\b|\p{Lu})/iu;

const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/**
 * The sentence's possible main clauses past an opening that is not its subject, most
 * specific first, each capitalised as a sentence; empty when nothing such opens it.
 */
export function mainClauses(text: string): string[] {
  const out: string[] = [];
  for (const re of [LEADING_CLAUSE, LEADING_ADVERBIAL, MEANS, CAUSE_FIRST]) {
    const m = text.match(re);
    if (!m) continue;
    const rest = capital(text.slice(m[0].length).trim());
    if (rest.length > 0 && rest !== text && !out.includes(rest)) out.push(rest);
  }
  return out;
}
