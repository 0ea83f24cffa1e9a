/**
 * A chat turn cut into the clauses the extractor reads (./reader.ts): lines and bullets,
 * sentences (a dot after an abbreviation or an initial ends nothing), then clauses at
 * semicolons, dashes, brackets, colons, commas and the conjunctions that start a new
 * statement ("and I …", "but my …", "so can you …", "because …", "which …").
 *
 * Each clause keeps what only its sentence tells: whether the sentence asks (the last
 * clause of a sentence ending in "?" is the question; "since I'm vegan, what should I
 * cook?" still states the diet) and whether it is marked as sarcasm ("/s", 🙄).
 */

export interface TurnClause {
  /** The clause, quotes and apostrophes straightened, spacing collapsed. */
  text: string;
  /** The word that joined it to the clause before ("since", "which", "if" …), lower-case, or ''. */
  joiner: string;
  question: boolean;
  sarcastic: boolean;
  /** The clause before it in the same sentence was a greeting ("hi, I'm Dana"). */
  afterGreeting: boolean;
  /** The sentence opens with a condition ("If I move to Berlin and I work at SAP, …"): every clause of it is imagined. */
  conditional: boolean;
  /** The whole turn is written without capitals: a lower-case word may be a name. */
  lowercase: boolean;
  /** The next clause of the same sentence opens with the speaker ("As a nurse, I …"). */
  nextFirstPerson?: boolean;
}

const ABBREVIATIONS = new Set([
  'e.g', 'eg', 'i.e', 'ie', 'etc', 'approx', 'vs', 'dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'st', 'jr', 'sr', 'inc', 'ltd', 'co', 'corp',
  'p.s', 'ps', 'p.p.s', 're', 'q', 'min', 'mins', 'max', 'no', 'nr', 'dept', 'est', 'misc', 'a.m', 'p.m', 'u.s', 'u.k', 'd.c',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'mon', 'tue', 'tues', 'wed', 'thu',
  'thur', 'thurs', 'fri', 'sat', 'sun', 'mt', 'ave', 'rd', 'blvd', 'fig', 'vol', 'ca', 'cf', 'al', 'hrs', 'yrs', 'sec', 'tbh',
]);

/** Tags that say the sentence is not meant ("…, said no one ever", "yeah right", a mock "oh sure, …", "sure, call me …"). */
const SARCASM_WORDS = /\bsaid no ?one ever\b|\bsaid nobody ever\b|^yeah,? right\b|\bnot!\s*$|\bas if!|^oh,? (?:sure|yeah|yes|great|totally|wow)\b|^sure,? call me\b|^(?:yep|yeah),? totally\b/i;

/** Emoji that say the words around them are not meant. */
const SARCASM_EMOJI = /[\u{1F644}\u{1F643}\u{1F612}\u{1F60F}\u{1F61C}\u{1F61D}]/u;
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}][\uFE0F\u200D\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}]*/gu;
const BULLET = /^\s*(?:[-*•·▪◦‣>]|\d{1,2}[.)]|[a-z][.)](?=\s))\s+/;
const GREETING = /^(?:(?:lol|haha+|oh|ok|okay|so|well|um+)\s+)*(?:hi|hey|hello|hiya|howdy|yo|greetings|good (?:morning|afternoon|evening))(?:\s+(?:there|all|everyone|claude|assistant))?[!.]*$/i;

const CONDITION =
  /^(?:(?:so|and|but|ok|okay|well|hmm+|um+|lol|also|btw)[\s,]+)*(?:if|unless|suppose|supposing|imagine|pretend|hypothetically|assuming|what if|let's say|lets say|say)\b/i;

/** Straight quotes and apostrophes, a quote typed for an apostrophe inside a word ("i"m"). */
export function normalisePunctuation(s: string): string {
  return s
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
    .replace(/(?<=\b[iI])"(?=(?:m|ve|d|ll)\b)/g, "'")
    .replace(/[ \t\u00a0]+/g, ' ');
}

/** Sentences of one line: a '.', '!' or '?' before a space or the end, unless it closes an abbreviation or an initial. */
export function sentencesOf(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /[.!?]+(?=\s|$)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    const end = m.index + m[0].length;
    if (m[0].startsWith('.') && m[0].length === 1) {
      const word = /(\S+)$/.exec(line.slice(start, m.index))?.[1]?.toLowerCase().replace(/^[("']+/, '') ?? '';
      // "P.S.", "e.g.", "Dr.", "U.S.", an initial ("J."): no sentence ends there.
      if (ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word) || /^(?:\p{L}\.)+\p{L}$/u.test(word)) continue;
    }
    out.push(line.slice(start, end));
    start = end;
  }
  out.push(line.slice(start));
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

/**
 * Conjunctions that begin a clause of their own, and when "and"/"but" do: a new subject or
 * a request follows, a move ("packed up and moved to …"), or a negated second predicate
 * ("I've just moved here and don't know anyone"), which must not negate the first.
 */
const SUBORDINATE = /\s+(?=(?:because|since(?! (?:(?:19|20)\d\d|last|early|late|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|the (?:start|beginning|end)|then|childhood|birth|uni|college|school)\b)|though|although|whereas|which|where|who|unless|if|when|whenever|while|so that|so|except|cause|cuz|coz)\s)/i;
const COORDINATE = /\s+(?=(?:and|but|plus|or)\s+(?:(?:now|then)\s+(?!on\b)|(?:also\s+|yet\s+|honestly\s+)?(?:i|i'm|im|i've|i'd|my|we|we're|our|you|your|can|could|would|please|pls|what|how|any|is|are|do|does|call me|live in|work (?:at|for|as|from|in)|speak|have (?:a|an|two|three)|study|everyone|everybody|people|friends|most people|(?:just |recently |finally )?(?:moved|relocated))\b|(?:don't|do not|can't|cannot|haven't|still|need|want|would like)\s))/i;

function clausesOf(sentence: string): string[] {
  const parts = sentence
    // A comma before a digit is a number ("1,000"); "Saturday, 14 June" and "April, the 9th" are one date,
    // while "moved in May, working remote" and "Marguerite, we spoke" are two clauses.
    // "Employer: Accenture": a short label and its value stay one clause; other colons end one.
    .split(/\s*(?:;|\s[—–-]+\s|[()]|(?<!^\s*(?:[\p{L}'-]+\s){0,2}[\p{L}'-]+):\s|,(?!\d)(?!\s\d{1,2}(?:st|nd|rd|th)? (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))(?!(?<=\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,)\s(?:the\s)?\d)(?!\sthe \d{1,2}(?:st|nd|rd|th)\b))\s*/iu)
    .flatMap((p) => p.split(SUBORDINATE))
    .flatMap((p) => p.split(COORDINATE));
  // "My wife and I love …": a joint subject, not two statements — the part before "and" has no verb.
  const out: string[] = [];
  for (const p of parts.map((x) => x.trim()).filter((x) => x.length > 0)) {
    const prev = out[out.length - 1];
    if (prev !== undefined && /^and\s/i.test(p) && /^(?:my|our|me)(?:\s+[\p{L}'-]+){0,3}$/iu.test(prev) && !/\b(?:is|am|are|was|have|has|'s|'m|live|work|like|love)\b/i.test(prev)) out[out.length - 1] = `${prev} ${p}`;
    else out.push(p);
  }
  return out;
}

const JOINER = /^(and also|and then|and|but|plus|or|because|since|though|although|whereas|which|where|who|unless|if|when|whenever|while|so that|so|except|cause|cuz|coz)\s+/i;

/** "works" → "work", "is" → "am", "has" → "have": a third-person verb in the first person. */
function firstPerson(v: string): string {
  const irregular: Record<string, string> = { is: 'am', has: 'have', does: 'do', goes: 'go', was: 'was' };
  const lower = v.toLowerCase();
  if (irregular[lower]) return irregular[lower]!;
  if (/[^aeiou]ies$/.test(lower)) return `${v.slice(0, -3)}y`;
  if (/(?:sh|ch|x|ss|zz)es$/.test(lower)) return v.slice(0, -2);
  return /s$/.test(lower) && !/ss$/.test(lower) ? v.slice(0, -1) : v;
}

/** "As someone who works nights, I …": the speaker describing themselves. */
function asSomeoneWho(sentence: string): string {
  const m = /^as (?:someone|somebody|a person|a guy|a woman|a man|one) who (?<v>\p{L}+)(?<rest>[^,]*)(?:,\s*(?<after>.*))?$/iu.exec(sentence);
  // "As someone who works from home, you might enjoy …" is said to the user, not by them.
  if (!m || (m.groups!.after !== undefined && !/^(?:i|i'm|i've|i'd|we|my|me|what|how|which|any|can|could)\b/i.test(m.groups!.after))) return sentence;
  return `I ${firstPerson(m.groups!.v!)}${m.groups!.rest}${m.groups!.after !== undefined ? `, ${m.groups!.after}` : ''}`;
}

export function segment(turn: string): TurnClause[] {
  const out: TurnClause[] = [];
  const text = normalisePunctuation(turn).replace(/\s\/s\b/g, ' /s.');
  const lowercase = !/\p{Lu}/u.test(text);
  // A greeting opens the turn's introduction, across a sentence break ("Hi there! I am Fatima").
  let afterGreeting = false;
  for (const rawLine of text.split(/\r?\n+/)) {
    const line = rawLine.replace(BULLET, '').trim();
    if (!line) continue;
    for (const raw of sentencesOf(line)) {
      const sarcastic = /(?:^|\s)\/s\b/.test(raw) || SARCASM_EMOJI.test(raw) || SARCASM_WORDS.test(raw);
      // Other emoji end a sentence when words follow them, and are dropped.
      // "on k8s (EKS) with terraform": an acronym in brackets glosses the word before it, and is no clause.
      const bare = raw.replace(/\s\/s\b/g, '').replace(EMOJI, ' ').replace(/\s\(\p{Lu}{2,6}\)(?=[\s,.!?]|$)/gu, '').replace(/\s+/g, ' ').trim();
      const question = /\?[.!?\s]*$/.test(bare);
      const clauses = clausesOf(asSomeoneWho(bare).replace(/[.!?]+$/, '').trim());
      const conditional = CONDITION.test(bare);
      const first = out.length;
      clauses.forEach((c, i) => {
        const j = JOINER.exec(c);
        const body = (j ? c.slice(j[0].length) : c).replace(/[.!?]+$/, '').trim();
        if (!body) return;
        // "I'm Tomás, by the way", "aisle seats for me, always": an aside after a comma belongs to the clause before it.
        if (i > 0 && /^(?:by the way|btw|fyi|lol|haha|tbh|ngl|always|every time|every single time|all the way|nice to meet you|pleased to meet you|good to meet you)$/i.test(body) && out.length > 0) {
          out[out.length - 1]!.text += `, ${body}`;
          return;
        }
        out.push({ text: body, joiner: j ? j[1]!.toLowerCase() : '', question: question && i === clauses.length - 1, sarcastic, afterGreeting, conditional, lowercase });
        afterGreeting = GREETING.test(body);
      });
      for (let i = first; i + 1 < out.length; i++) out[i]!.nextFirstPerson = /^(?:i|i'm|im|i've|we|we're|my|our)\b/i.test(out[i + 1]!.text);
    }
  }
  return out;
}
