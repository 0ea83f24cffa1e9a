/**
 * Lexical cues the heuristic judge reads from a note: negations, antonym members,
 * replacement phrasing, topic words and numbers. English only, word-level, no
 * parsing — see the limits listed in `heuristic.ts`.
 */

/** Multi-word negations, matched before single words so "no longer" counts once. */
const NEGATION_PHRASES = ['no longer', 'no more', 'not anymore', 'gave up', 'given up', 'giving up'];

const NEGATION_WORDS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nothing',
  'neither',
  'nor',
  'cannot',
  'anymore',
  'stopped',
  'stop',
  'stops',
  'stopping',
  'quit',
  'quits',
  'quitting',
]);

/** Contractions written without the apostrophe ("doesnt") — a common chat spelling. */
const BARE_CONTRACTIONS = new Set([
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'wont',
  'cant',
  'couldnt',
  'shouldnt',
  'wouldnt',
  'hasnt',
  'havent',
  'hadnt',
]);

/**
 * Antonym groups: words of `negative` flip a note's polarity, words of `positive`
 * are named in reasons only. Negations ("never", "stop") are not repeated here so
 * nothing flips twice.
 */
const ANTONYM_GROUPS: ReadonlyArray<{ name: string; positive: string[]; negative: string[] }> = [
  {
    name: 'attitude',
    positive: ['love', 'like', 'prefer', 'enjoy', 'adore', 'want', 'favor', 'favour', 'appreciate'],
    negative: ['hate', 'dislike', 'avoid', 'detest', 'loathe', 'despise', 'abhor', 'resent'],
  },
  { name: 'enable/disable', positive: ['enable', 'activate'], negative: ['disable', 'deactivate'] },
  { name: 'allow/forbid', positive: ['allow', 'permit'], negative: ['forbid', 'prohibit', 'ban', 'block', 'deny'] },
  { name: 'include/exclude', positive: ['include'], negative: ['exclude'] },
  { name: 'accept/reject', positive: ['accept', 'approve'], negative: ['reject', 'decline', 'refuse', 'disapprove'] },
  { name: 'agree/disagree', positive: ['agree'], negative: ['disagree'] },
  { name: 'trust/distrust', positive: ['trust'], negative: ['distrust', 'mistrust'] },
  { name: 'add/remove', positive: ['add'], negative: ['remove', 'drop'] },
  { name: 'show/hide', positive: ['show'], negative: ['hide'] },
  { name: 'increase/decrease', positive: ['increase'], negative: ['decrease'] },
  { name: 'install/uninstall', positive: ['install'], negative: ['uninstall'] },
  { name: 'subscribe/unsubscribe', positive: ['subscribe'], negative: ['unsubscribe'] },
  { name: 'true/false', positive: ['true', 'correct'], negative: ['false', 'incorrect', 'wrong'] },
  { name: 'available/unavailable', positive: ['available', 'able'], negative: ['unavailable', 'unable'] },
  { name: 'satisfied/dissatisfied', positive: ['satisfied', 'happy'], negative: ['dissatisfied', 'unhappy'] },
];

/**
 * Replacement phrasing: the note states a new value in place of an old one
 * ("red charts only", "switched to tea", "instead of coffee").
 */
const REPLACEMENT_PHRASES = [
  'instead',
  'only',
  'switched to',
  'switched from',
  'switching to',
  'switch to',
  'changed to',
  'moved to',
  'moved from',
  'migrated to',
  'replaced',
  'replaces',
  'rather than',
  'from now on',
  'going forward',
  'nowadays',
];

/** Function words and generic subjects that never make two notes "about the same thing". */
const STOPWORDS = new Set(
  (
    'a an the and or but if then than so of to in on at by for with from into onto over under about as ' +
    'is are was were be been being am do does did done has have had having will would shall should can could ' +
    'may might must it its this that these those there here he she they them their his her him we us our ' +
    'you your i me my mine user users person people someone everyone they\'re it\'s also very really just ' +
    'now still all any some each every more most much many other such own same too well even ever up down ' +
    'out off again further once what which who whom whose when where why how use uses used using ' +
    'thing things lot lots one two'
  ).split(/\s+/),
);

type Lexicon = Map<string, { group: string; base: string; negative: boolean }>;

/** Surface forms of a base verb/adjective: prefer → prefers, preferred, preferring … */
function forms(base: string): string[] {
  const out = new Set([base, `${base}s`, `${base}es`, `${base}d`, `${base}ed`, `${base}ing`]);
  if (base.endsWith('e')) out.add(`${base.slice(0, -1)}ing`);
  if (base.endsWith('y')) {
    out.add(`${base.slice(0, -1)}ies`);
    out.add(`${base.slice(0, -1)}ied`);
  }
  // Doubled final consonant: prefer → preferred, ban → banned, drop → dropped.
  const last = base.at(-1) ?? '';
  if (/[bdgmnprt]/.test(last) && /[aeiou][bdgmnprt]$/.test(base)) {
    out.add(`${base}${last}ed`);
    out.add(`${base}${last}ing`);
  }
  return [...out];
}

const LEXICON: Lexicon = (() => {
  const m: Lexicon = new Map();
  for (const g of ANTONYM_GROUPS) {
    for (const w of g.positive) for (const f of forms(w)) m.set(f, { group: g.name, base: w, negative: false });
    for (const w of g.negative) for (const f of forms(w)) m.set(f, { group: g.name, base: w, negative: true });
  }
  return m;
})();

/** Everything the judge needs to know about one note's wording. */
export interface NoteCues {
  /** Lower-case word tokens (apostrophes kept inside words). */
  tokens: string[];
  /** Negation cues found, in order (e.g. `no longer`, `n't`, `never`). */
  negations: string[];
  /** Negative antonym members found, as `group:base` (e.g. `attitude:hate`). */
  negativeTerms: string[];
  /** Positive antonym members found, as `group:base` (e.g. `attitude:prefer`). */
  positiveTerms: string[];
  /** +1 or −1: the parity of negations and negative antonym members. */
  polarity: 1 | -1;
  /** Replacement phrases found (e.g. `only`, `switched to`). */
  replacements: string[];
  /** Content words (stemmed; no stop words, cue words or numbers). */
  topics: Set<string>;
  /** Numbers as written, normalised (`3.5`, `2024`, `10:30`). */
  numbers: Set<string>;
}

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .split(/[^\p{L}\p{N}'.:]+/u)
    .map((t) => t.replace(/^[.':]+|[.':]+$/g, ''))
    .filter((t) => t.length > 0);
}

/** Crude noun stem so "charts" and "chart" meet: drop a plural ending. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function findPhrases(padded: string, phrases: readonly string[]): string[] {
  return phrases.filter((p) => padded.includes(` ${p} `));
}

export function analyse(text: string): NoteCues {
  const tokens = tokenize(text);
  const padded = ` ${tokens.join(' ')} `;

  const negations: string[] = [];
  let rest = padded;
  for (const p of NEGATION_PHRASES) {
    while (rest.includes(` ${p} `)) {
      negations.push(p);
      rest = rest.replace(` ${p} `, ' ');
    }
  }
  for (const t of rest.split(' ')) {
    if (t.length === 0) continue;
    if (NEGATION_WORDS.has(t)) negations.push(t);
    else if (t.endsWith("n't") || BARE_CONTRACTIONS.has(t)) negations.push("n't");
  }

  const negativeTerms: string[] = [];
  const positiveTerms: string[] = [];
  for (const t of tokens) {
    const hit = LEXICON.get(t);
    if (!hit) continue;
    (hit.negative ? negativeTerms : positiveTerms).push(`${hit.group}:${hit.base}`);
  }

  const replacements = findPhrases(padded, REPLACEMENT_PHRASES);

  const numbers = new Set<string>();
  for (const t of tokens) if (/^\d+([.,:]\d+)*$/.test(t)) numbers.add(t.replace(/,/g, ''));

  const cueWords = new Set<string>();
  for (const p of [...NEGATION_PHRASES, ...REPLACEMENT_PHRASES]) for (const w of p.split(' ')) cueWords.add(w);
  const topics = new Set<string>();
  for (const t of tokens) {
    if (t.length < 3 || STOPWORDS.has(t) || NEGATION_WORDS.has(t) || cueWords.has(t) || LEXICON.has(t)) continue;
    if (t.includes("'") || BARE_CONTRACTIONS.has(t) || /^\d/.test(t)) continue;
    topics.add(stem(t));
  }

  const flips = negations.length + negativeTerms.length;
  return {
    tokens,
    negations,
    negativeTerms,
    positiveTerms,
    polarity: flips % 2 === 0 ? 1 : -1,
    replacements,
    topics,
    numbers,
  };
}
