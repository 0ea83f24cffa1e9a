/**
 * What the heuristic judge and the "nothing lost" checks read from one note: its
 * named subject, names, numbers, time expressions, content words (lemmatised), and
 * per clause the negations with the word each one governs.
 *
 * Tagging and lemmas come from `compromise` (a rule-based English tagger, no model
 * download). Its part-of-speech tags are unreliable on short notes ("books" as a verb),
 * so they are used only where a wrong tag costs recall, never precision: names,
 * dates and numbers. Every cue is matched on whole lemmas ("band" is never "ban",
 * "hide-and-seek" is one word).
 */
import nlp from 'compromise/two';
import { NEGATION_PHRASES, NEGATION_WORDS, NOT_NEGATIONS, STATE_PHRASES, STOPWORDS, TIME_WORDS, isBareContraction } from './cues.js';

export interface Token {
  /** Lower-case surface form, possessive `'s` removed. */
  word: string;
  /** Lemma (`likes` → `like`, `charts` → `chart`). */
  root: string;
  /** Index of the clause the token belongs to. */
  clause: number;
  name: boolean;
  /** Tagged as a person's name. */
  person: boolean;
  number: boolean;
  /** Part of a time expression ("last week", "yesterday", "2019", "Sunday"). */
  time: boolean;
  /** A negation cue (`not`, `n't`, `never`, `no longer` …) — never a content word. */
  negation: string | null;
  /** Not a function word, cue or time word: what a statement is about. */
  content: boolean;
  pastVerb: boolean;
  verb: boolean;
  /** A comparative adjective ("happier"): "couldn't be happier" is emphasis, not negation. */
  comparative: boolean;
}

/** A negation and the content lemma it governs, e.g. `no longer` → `like`. */
export interface Negation {
  cue: string;
  target: string;
  clause: number;
}

export interface NoteAnalysis {
  text: string;
  tokens: Token[];
  /**
   * Who the note is about: `name:<lemma>` (first named person or thing before the verb),
   * `user` (the user / first person), `unknown` (a pronoun: he, she, they) or `generic`.
   */
  subject: string;
  /** Lower-case proper names (people, places, organisations, brands). */
  names: Set<string>;
  /** The subset of `names` tagged as people. */
  people: Set<string>;
  numbers: Set<string>;
  /** Time expressions as written, lower case ("last week", "yesterday", "2019"). */
  times: string[];
  /** True when a time expression is relative to when it was said ("recently", "last week"). */
  relativeTime: boolean;
  /** Content lemmas (names and numbers included; function words, cues and time words not). */
  content: Set<string>;
  negations: Negation[];
  /** A past-tense main verb: the note reports an event rather than a lasting state. */
  event: boolean;
}

const RELATIVE = new Set(['recently', 'lately', 'yesterday', 'today', 'tonight', 'tomorrow', 'ago', 'last', 'next', 'this', 'past', 'earlier', 'soon']);
const PRONOUNS = new Set(['he', 'she', 'they', 'it', 'his', 'her', 'their', 'its', 'him', 'them', 'we', 'our', 'you', 'your']);
const FIRST_PERSON = new Set(['user', 'i', 'me', 'my', 'mine']);
/** Spelled-out small numbers count as the numbers they name ("two dogs" = "2 dogs"). */
const WORD_NUMBERS: Record<string, string> = {
  two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12',
  twenty: '20', thirty: '30', forty: '40', fifty: '50', hundred: '100',
};
const CLAUSE_BREAK = /[,;:—–()!?]|\.\s|\.$|\s-\s/;
const CLAUSE_WORDS = new Set(['but', 'although', 'though', 'whereas', 'while', 'however', 'yet']);

interface Term {
  text: string;
  post: string;
  root?: string;
  normal: string;
  tags: string[];
}

const cache = new Map<string, NoteAnalysis>();
const CACHE_SIZE = 2000;

/** Analyse a note (memoised: the pipeline compares one note against several neighbours). */
export function analyseNote(text: string): NoteAnalysis {
  const hit = cache.get(text);
  if (hit) return hit;
  const a = compute(text);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(text, a);
  return a;
}

function stripPossessive(w: string): string {
  return w.replace(/['’]s$/u, '');
}

function terms(text: string): Term[] {
  const doc = nlp(text.replace(/[\u2018\u2019\u02bc]/g, "'"));
  doc.compute('root');
  const out: Term[] = [];
  for (const s of doc.json() as Array<{ terms: Term[] }>) {
    s.terms.forEach((t, i) => {
      const last = i === s.terms.length - 1;
      out.push({ ...t, post: last && !/[.!?]/.test(t.post) ? `${t.post}. ` : t.post });
    });
  }
  return out;
}

/** The analysis of one note, in steps: the tagger's terms, hyphenated compounds merged, tokens, phrases and negations, time expressions. */
function compute(text: string): NoteAnalysis {
  const tokens = tokensOf(mergeHyphenated(terms(text)));
  markPhrases(tokens);
  const negations = findNegations(tokens);
  const times = timeSpans(tokens);

  return {
    text,
    tokens,
    subject: subjectOf(tokens),
    names: new Set(tokens.filter((t) => t.name).map((t) => t.root)),
    people: new Set(tokens.filter((t) => t.person).map((t) => t.root)),
    numbers: new Set(tokens.filter((t) => t.number && !t.time).map((t) => t.root)),
    times,
    relativeTime: tokens.some((t) => t.time && RELATIVE.has(t.word)),
    // A comparative keeps its degree ("happier" is not "happy"): "couldn't be happier" is no
    // restatement of "is happy", so the nothing-lost check keeps both (docs/design.md#precision).
    content: new Set(tokens.filter((t) => t.content).map((t) => (t.comparative ? t.word : t.root))),
    negations,
    event: tokens.some((t) => t.pastVerb),
  };
}


/** Hyphenated compounds ("hide-and-seek", "drop-off") are one word: none of their parts is a cue. */
function mergeHyphenated(raw: Term[]): Term[] {
  const merged: Term[] = [];
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    const prev = merged[merged.length - 1];
    if (prev && prev.post === '-') {
      prev.text = `${prev.text}-${t.text}`;
      prev.normal = `${prev.normal}-${t.normal}`;
      prev.root = prev.normal;
      prev.post = t.post;
      prev.tags = ['Hyphenated'];
      continue;
    }
    merged.push({ ...t, tags: [...t.tags] });
  }
  return merged;
}

/** One token per word the tagger found, with what the cues read off it (clause, name, number, time, negation, content word). */
function tokensOf(merged: Term[]): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  let sentenceStart = true;
  for (let i = 0; i < merged.length; i++) {
    const t = merged[i]!;
    const surface = t.text.toLowerCase();
    if (surface === '') continue; // compromise's expanded half of a contraction
    const word = stripPossessive(surface.replace(/[^\p{L}\p{N}'.:/-]+/gu, '').replace(/^[.':/-]+|[.':/-]+$/g, ''));
    if (CLAUSE_WORDS.has(word)) clause++;
    if (word.length === 0) continue;
    const tags = new Set(t.tags);
    const root = stripPossessive((t.root ?? t.normal ?? word).toLowerCase());
    const capitalised = /^\p{Lu}/u.test(t.text);
    const name =
      !PRONOUNS.has(word) &&
      !FIRST_PERSON.has(word) &&
      // A sentence's first word is capitalised anyway: there only the tagger's named-entity tags count.
      (tags.has('Person') || tags.has('Place') || tags.has('Organization') || (!sentenceStart && (tags.has('ProperNoun') || capitalised)));
    const spelled = WORD_NUMBERS[word];
    const number = /^\d+([.,:/-]\d+)*$/.test(word) || spelled !== undefined;
    const next = merged[i + 1]?.text.toLowerCase() ?? '';
    const time =
      TIME_WORDS.has(word) ||
      (tags.has('Date') && !number) ||
      (number && tags.has('Year')) ||
      (['last', 'next', 'this', 'past'].includes(word) && (TIME_WORDS.has(next) || /^(mon|tues|wednes|thurs|fri|satur|sun)day$/.test(next)));
    const negation = NEGATION_WORDS.has(word) || surface.endsWith("n't") || isBareContraction(word) ? (NEGATION_WORDS.has(word) ? word : "n't") : null;
    const content = !negation && !time && (number || name || (!STOPWORDS.has(word) && !STOPWORDS.has(root) && word.length > 1));
    tokens.push({
      word,
      root: spelled ?? (number ? word.replace(/,/g, '') : root),
      clause,
      name,
      person: name && tags.has('Person'),
      number,
      time,
      negation,
      content,
      pastVerb: tags.has('PastTense') && tags.has('Verb') && !tags.has('Copula') && !tags.has('Auxiliary'),
      verb: tags.has('Verb') && !tags.has('Auxiliary') && !tags.has('Copula'),
      comparative: tags.has('Comparative'),
    });
    sentenceStart = /[.!?]/.test(t.post);
    if (CLAUSE_BREAK.test(t.post)) clause++;
  }

  return tokens;
}

/** The runs of consecutive time words ("last week", "on monday"), each as one expression. */
function timeSpans(tokens: Token[]): string[] {
  const times: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i]!.time) continue;
    let j = i;
    const words: string[] = [];
    while (j < tokens.length && tokens[j]!.time) words.push(tokens[j++]!.word);
    times.push(words.join(' '));
    i = j - 1;
  }
  return times;
}

/**
 * Multi-word negations ("no longer", "gave up"), phrases that only look negative ("not
 * only", "stopped by") and present-state markers that are no occasion ("these days").
 */
function markPhrases(tokens: Token[]): void {
  const words = tokens.map((t) => t.word);
  for (const phrase of STATE_PHRASES) {
    const p = phrase.split(' ');
    for (let i = 0; i + p.length <= words.length; i++) {
      if (!p.every((w, k) => words[i + k] === w)) continue;
      for (let k = 0; k < p.length; k++) Object.assign(tokens[i + k]!, { time: false, content: false });
    }
  }
  for (const phrase of NOT_NEGATIONS) {
    const p = phrase.split(' ');
    for (let i = 0; i + p.length <= words.length; i++) {
      if (p.every((w, k) => words[i + k] === w)) for (let k = 0; k < p.length; k++) tokens[i + k]!.negation = null;
    }
  }
  for (const phrase of NEGATION_PHRASES) {
    const p = phrase.split(' ');
    for (let i = 0; i + p.length <= words.length; i++) {
      if (!p.every((w, k) => words[i + k] === w || tokens[i + k]!.root === w)) continue;
      tokens[i]!.negation = phrase;
      tokens[i]!.content = false;
      for (let k = 1; k < p.length; k++) {
        tokens[i + k]!.negation = '';
        tokens[i + k]!.content = false;
      }
    }
  }
}

/**
 * Each negation cue governs the next content word of its clause ("doesn't like coffee"
 * → like). Two cues in a row cancel ("never give up" is a positive); a comparative
 * after a negation is emphasis ("couldn't be happier").
 */
function findNegations(tokens: Token[]): Negation[] {
  const out: Negation[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const cue = tokens[i]!.negation;
    if (!cue) continue;
    let j = i + 1;
    while (j < tokens.length && tokens[j]!.negation === '') j++; // the rest of a multi-word cue
    if (j < tokens.length && tokens[j]!.negation) {
      // Double negation: skip both cues.
      i = j;
      while (i + 1 < tokens.length && tokens[i + 1]!.negation === '') i++;
      continue;
    }
    for (; j < tokens.length && tokens[j]!.clause === tokens[i]!.clause; j++) {
      const t = tokens[j]!;
      if (t.negation !== null) break;
      if (t.content) {
        if (!t.comparative) out.push({ cue, target: t.root, clause: t.clause });
        break;
      }
    }
  }
  return out;
}

function subjectOf(tokens: Token[]): string {
  for (const t of tokens) {
    if (t.name) return `name:${t.root}`;
    if (FIRST_PERSON.has(t.word)) return 'user';
    if (PRONOUNS.has(t.word)) return 'unknown';
    if (t.verb && t.content) break;
  }
  return 'generic';
}
