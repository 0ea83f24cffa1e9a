/**
 * The clause reader of the deterministic extractor: one clause of a user's turn
 * (./segment.ts) in, at most one lasting fact about the user out, as the clean
 * third-person statement of its attribute ("User is vegan.", "User lives in Porto."),
 * whatever came around it in the chat ("btw", "pls", the request it came with).
 *
 * A clause is read only when its subject is the speaker — "I", "we", "my <attribute>",
 * an address form ("call me …") or a value put first ("Spanish is my native language") —
 * and its predicate is one the rules know: a copula and its complement, a possessive
 * ("my X is …"), a have-statement, a habitual verb with a frequency word, or a change
 * verb (moved, relocated, joined, went vegan). Left alone, each judged on the clause
 * itself: questions, hedges and hypotheticals, reported and quoted speech, the past
 * ("used to"), passing states ("I'm tired today"), negations other than of a liking, and
 * other people ("my sister is vegan"); sarcasm is judged on the sentence.
 */
import { CHAT_SPELLINGS, CONDITIONS, DIETS, JOB_NOUNS, KEY_WORDS, LANGUAGES, PETS, PLACE_STOP, TECH } from './lexicon.js';
import { normalisePunctuation, type TurnClause } from './segment.js';
import type { Category } from '../contract/enums.js';

export interface Reading {
  /** Which attribute the statement fills (the suite's and the slot reader's kinds). */
  kind: string;
  content: string;
  category: Category;
  deletionKey?: string;
  rule: string;
}

const FILLER_START =
  /^(?:(?:lol|lmao|rofl|haha+|hah|hehe+|ugh+|urgh+|argh+|meh|oof|ew+|yikes|omg|welp|fwiw|tbh|ngl|imo|imho|so basically|basically|ok(?:ay)? so|ok(?:ay)?|oh|ah|btw|by the way|fyi|just fyi|also|and|um+|uh+|erm|hmm+|well|so yeah|yeah|yep|yes|so|honestly|actually|anyway|anyways|p\.?s\.?|for context|context|just so you know|for the record|heads up|quick note|side note|note|oh and|and also|real quick|hi|hey|hello|thanks|thank you|cool|great|right|alright|sure thing)(?:\s*[,:;!.-]+\s*|\s+))+/i;
const LIKE_FILLER = /^like,\s*/i;
const FILLER_END =
  /(?:[\s,]+(?:lol|lmao|haha+|hehe+|tbh|ngl|btw|fwiw|please|thanks|thank you|thx|etc\.?|though|anyway|haha|for real|fyi|just so you know|if that helps|for context|in case it matters|xd|:\)|:d|;\)))+$/i;

/** Words that make a clause conditional, hedged, wished or imagined. */
const HEDGE =
  /\b(?:if|unless|suppose|supposing|imagine|imagining|pretend|hypothetically|what if|let's say|lets say|would(?! rather)|wouldn't|could|couldn't|should|shouldn't|might|maybe|perhaps|probably|possibly|wish|someday|some day|one day|hopefully|who knows|not sure|unsure|i think|i guess|i suppose|i believe|i feel like|kind of|sort of|kinda|sorta|thinking about|thinking of|considering|keep meaning|meaning to|i don't know|guess)\b|\bi'd(?! rather| prefer| always (?:pick|choose|take|go for|opt for)| (?:pick|choose|take) .+ (?:over|to) .+ any day)\b/i;
const REPORTED = /["«»]|\b(?:said|says|say|saying|told|tells|asked|asks|wrote|writes|claims?|claimed|according to|article|joked|joking|kidding|jk|quote|quoting|apparently)\b/i;
const PAST = /\bused to\b|\bonce\b(?! (?:a|per|every) )|\bfor a (?:month|week|bit|summer|semester)\b|\bat one point\b|\bback in (?:the |my |our |\d|high school|college|school|uni\b|university)|\bback when\b|\bas a (?:kid|child|teen|teenager)\b|\bwhen i was\b|\bformerly\b|\bin my (?:twenties|teens|youth)\b/i;
const PASSING = /\b(?:today|tonight|right now|at the moment|this (?:week|morning|afternoon|evening|weekend)|tomorrow|yesterday|for now|for the (?:day|week|weekend)|currently (?:stuck|waiting|sitting))\b/i;
const NEGATION = /\b(?:not|never|no longer|no more|nor|none)\b|n't\b/i;
const QUESTION_START =
  /^(?:do|does|did|should|shall|can|could|would|will|is|are|am|was|were|have|has|what|what's|why|how|how's|when|where|who|which|whats|hows|any|anyone|may|might)\b(?!')|^(?:don't|doesn't|isn't|aren't|wasn't|won't|can't) (?:you|we|they|i|it|he|she)\b/i;
/** Turns that address the assistant's own rules: never mined for facts (admission holds them for review). */
export const INSTRUCTION =
  /\b(?:ignore|disregard|forget|override)\s+(?:all\s+|any\s+|your\s+|the\s+|my\s+|of\s+)*(?:previous|prior|above|earlier|system|instructions|rules)\b|\bsystem prompt\b|\bfrom now on\b|\bdeveloper mode\b|\bjailbreak\b|\byou are now\b|\bnew instructions\b|\bact as\b/i;

const RELATIONS =
  'sister|brother|mother|mom|mum|father|dad|parents?|wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?|spouse|son|daughter|kids?|child|children|aunt|uncle|cousin|grandmother|grandma|gran|granny|grandfather|grandpa|grandparents|niece|nephew|friend|best friend|roommate|flatmate|housemate|boss|manager|colleague|coworker|co-worker|neighbou?r|team ?lead|team|teammate|stepmother|stepfather|stepmom|stepdad|twin|in-laws|family|landlord|doctor|therapist|teacher|client|students?|baby|toddler';
const OTHER_PERSON = new RegExp(`^(?!you can't beat\\b)(?:(?:my|our)\\s+(?:(?:older|younger|little|big|best|eldest|youngest|new|old)\\s+)?(?:${RELATIONS})s?\\b(?!'s name| is called| is named| named| called)|(?:he|she|they|his|her|their|it|its|you(?! (?:can|may|could) (?:just )?(?:call|address|refer to) me\\b)|your|nobody|someone|the user)\\b)`, 'i');
/** "Our family lives in Halifax", "our team is fully remote": the speaker's household or team, so the speaker's too. */
const HOUSEHOLD = /^(?:my|our) (?:family|household|whole team|team|company) (?:lives?|is based|are based|is (?:fully )?(?:remote|hybrid))\b|^(?:my|our) (?:[\p{L}-]+ ){0,2}(?:call|calls|know|knows) me\b|^(?:my|our) [\p{L}-]+(?: [\p{L}-]+)? (?:now |also )?lives? with (?:us|me)\b|^(?:my|our) (?:kids?|children|son|daughter)(?:'s?|s') (?:school run|nursery run|school drop-?off|drop-?off|pick-?up|school pick-?up|(?:[\p{L}-]+ )?(?:lessons?|practice|class|classes|training|game|match|club))\b|^(?:(?:my|our) [\p{L}-]+,? and )?(?:my|our) (?:two|three|four|five|six|[2-9]) (?:kids|children|sons|daughters|boys|girls)$|^(?:it's|it is) my (?:birthday|bday) (?:on )?(?:the )?\d/iu;
/** "My partner is Sam": a relative named is the user's family, not a statement about the relative. */
const NAMES_A_RELATIVE = /^(?:[Mm]y|[Oo]ur) [\p{L} ]+ is \p{Lu}[\p{L}'-]*$/u;

const ADV =
  '(?:(?:really|actually|also|currently|still|now|just|definitely|totally|absolutely|generally|mostly|honestly|strictly|fully|basically|pretty|so|very|literally|officially|finally|recently|seriously|severely|deathly|mildly|super|quite|truly|100%|proudly|happily|newly|technically|mainly|primarily|right)\\s+)*';
const IM = "(?:i'm|i am|we're|we are)";
const IVE = "(?:i've got|i have got|i have|i've|i got|we've got|we have got|we have|we've)";
const AN = '(?:a |an |the )?';
const FREQ =
  '(?:every\\s+(?:single\\s+|other\\s+|second\\s+|third\\s+)?(?:day|morning|night|evening|afternoon|week|weekday|weekend|month|year|monday|tuesday|wednesday|thursday|friday|saturday|sunday|other day|few days)|each\\s+(?:day|morning|night|evening|week)|daily|nightly|weekly|twice a (?:day|week|month)|once a (?:day|week|month)|(?:\\d+|two|three|four|five|six) times a (?:day|week|month)|most (?:days|mornings|evenings|nights|weekends|weekdays)|(?:a|per) (?:day|week|month)|on (?:weekends|weekdays|(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:mon|tues|wednes|thurs|fri|satur|sun)day (?:mornings|evenings|nights|afternoons))|(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|in the (?:mornings?|evenings?|afternoons?)|at night|before (?:bed|work|breakfast)|after work)';
const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
const TIME = '\\d{1,2}(?::\\d{2})?\\s?(?:am|pm)?';
/** Days that recur: "Tuesdays and Wednesdays", "thursday evenings", "weekdays", "Mon/Wed/Fri", "Mon-Thu". */
const DAY_ITEM = `(?:${WEEKDAY}s|${WEEKDAY} (?:mornings|evenings|afternoons|nights)|weekdays|weekends)`;
const DAY_ABBR = '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)';
const DAYS = `(?:on )?(?:${DAY_ITEM}(?:(?:,|,? and|,? &| ?/) ${DAY_ITEM})*|${WEEKDAY}(?:(?:,|,? and|,? &| ?/) ${WEEKDAY})+ (?:mornings|evenings|afternoons|nights)|${WEEKDAY}s? (?:to|through|till|until|-) ${WEEKDAY}s?|${DAY_ABBR}(?:\\s?[/,-]\\s?${DAY_ABBR})+(?: (?:mornings|evenings|afternoons|nights))?)`;
const DATE = `(?:${WEEKDAY},? )?(?:the )?(?:${MONTH}\\.?,? (?:the )?\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTH}|\\d{1,2}[/.-]\\d{1,2})`;
/** "April, the 9th", "Saturday, 14 June" → "April 9", "14 June". */
const dateText = (v: string) => v.replace(new RegExp(`^${WEEKDAY},? `, 'i'), '').replace(/^the (?=\d)/i, '').replace(/,? the (\d{1,2})(?:st|nd|rd|th)?$/i, ' $1').replace(/^(\p{L}+)\.? (\d)/u, (_, m: string, d: string) => `${monthName(m)} ${d}`).replace(/(?<=^\d{1,2}(?:st|nd|rd|th)? (?:of )?)\p{L}+$/u, monthName);
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "dec" → "December", "june" → "June"; a word that is no month keeps its capitals. */
function monthName(m: string): string {
  const full = m.length >= 3 ? MONTH_NAMES.find((n) => n.toLowerCase().startsWith(m.toLowerCase().replace(/^sept$/, 'sep'))) : undefined;
  return full ?? titleCase(m);
}
const HOLIDAY = "(?:christmas day|christmas eve|christmas|new year's day|new year's eve|valentine's day|halloween|st\\.? patrick's day|independence day|bastille day)";
const PRONOUNS = '(?:she|he|they|xe|ze|it|fae)\\s?/\\s?(?:her|him|them|they|she|he|hers|his|theirs|xem|zir|it|faer)(?:\\s?/\\s?\\w+)?';

/** "R and dbt", "Django + React", "Go with Postgres": every tool named. */
const TECH_SEP = '(?:\\s*[,+&/]\\s*|,?\\s(?:and|or|with|plus)\\s)';
const TECHS = `(?:${TECH})(?:${TECH_SEP}(?:${TECH}))*`;

/** Instruments one plays, learns or practises. */
const INSTRUMENTS = 'piano|guitar|bass(?: guitar)?|drums|violin|viola|cello|double bass|flute|clarinet|saxophone|sax|trumpet|trombone|harp|ukulele|banjo|mandolin|accordion|harmonica|keyboard|organ|oboe|bassoon|french horn|tuba';

/** Trailing words that belong to the chat, not to the value. */
const VALUE_TAIL = new RegExp(
  `(?:[\\s,]+(?:now|these days|nowadays|lately|for me|for (?:a few|several|many|\\d+|two|three|four|five|ten|twenty) (?:years|months|weeks)|for years|for ages|for a while|for a long time|at all|any day|by trade|by profession|for a living|full[- ]time|part[- ]time|too|as well|btw|lol|haha|tbh|ngl|please|etc\\.?|anyway|though|already|again|here|(?:last|this|next) (?:year|month|week|spring|summer|autumn|fall|winter)|over the (?:summer|winter|holidays)|in ${MONTH}|in (?:19|20)\\d\\d|since (?:19|20)\\d\\d|since the pandemic|since covid|after (?:the|our|my) (?:move|relocation)|(?:\\w+ ){1,2}ago|really|honestly|officially|finally|i guess|mostly|i think|though|at work|in general|overall|thanks|unfortunately|sadly|luckily|thankfully|in my (?:free|spare) time|after (?:years|a (?:few )?(?:years|months|decade)|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:years|months)) (?:abroad|away|elsewhere|overseas)|!+)+)$`,
  'i',
);

function cleanValue(v: string): string {
  // "competitive scrabble lol nerd alert": a laugh ends the value, and what follows it is chat.
  let out = v.trim().replace(/\s+(?:lol|lmao|rofl|haha+|hehe+|tbh|ngl|xd)\b.*$/i, '').replace(/[.!,;:]+$/, '');
  for (let prev = ''; prev !== out; ) {
    prev = out;
    out = out.replace(VALUE_TAIL, '').replace(/[.!,;:]+$/, '').trim();
  }
  return out;
}

/** "lisbon" → "Lisbon": a name written all lower-case gets its capitals back. */
function titleCase(v: string): string {
  if (/\p{Lu}/u.test(v)) return v;
  return v.replace(/(^|[\s-])(\p{Ll})/gu, (_, sp: string, c: string) => `${sp}${c.toUpperCase()}`);
}

const their = (v: string) => v.replace(/\bmy\b/gi, 'their').replace(/\bmyself\b/gi, 'themselves').replace(/\bme\b/gi, 'them').replace(/\bour\b/gi, 'their');
/** "an MBA", "a UX researcher": an initialism is read by its letters. */
const an = (v: string) => `${(/^[aeiou]/i.test(v) && !/^(?:uni|use|eu|one|ux|UX)/i.test(v)) || /^[AEFHILMNORSX][A-Z]{1,4}\b/.test(v) ? 'an' : 'a'} ${v}`;

function verb3(v: string): string {
  const lower = v.toLowerCase();
  if (lower === 'have') return 'has';
  if (lower === 'do') return 'does';
  if (lower === 'go') return 'goes';
  if (/(?:s|sh|ch|x|z)$/.test(lower)) return `${v}es`;
  if (/[^aeiou]y$/.test(lower)) return `${v.slice(0, -1)}ies`;
  return `${v}s`;
}

/** "go for a run every morning" → "goes for a run every morning"; first person made third. */
function thirdPersonPredicate(p: string): string {
  // "meal prep", "bulk cook": a verb written as two words takes its ending on the second.
  const two = /^(meal|bulk|batch|speed|power|stress|binge|doom) (\S+)(.*)$/i.exec(p);
  if (two) return their(`${two[1]} ${verb3(two[2]!)}${two[3]}`);
  const [head, ...rest] = p.split(' ');
  return their([verb3(head!), ...rest].join(' '));
}

// --- typing slips ------------------------------------------------------------------

const KEYS = new Set(KEY_WORDS);

/** One slip apart: two neighbouring letters swapped; for words of five letters or more also one letter added or dropped. */
function oneSlip(w: string, k: string): boolean {
  if (w === k) return false;
  if (w.length === k.length) {
    const diff: number[] = [];
    for (let i = 0; i < w.length; i++) if (w[i] !== k[i]) diff.push(i);
    return diff.length === 2 && diff[1] === diff[0]! + 1 && w[diff[0]!] === k[diff[1]!] && w[diff[1]!] === k[diff[0]!];
  }
  // A changed letter is left alone: too many real words are one letter from a key word ("dairy", "daily").
  if (w.length < 5 || k.length < 5 || Math.abs(w.length - k.length) !== 1) return false;
  // "saturdays", "moves": another form of the word, not a slip.
  if (w.startsWith(k) || k.startsWith(w)) return false;
  const [a, b] = w.length < k.length ? [w, k] : [k, w];
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i) === b.slice(i + 1);
}

const slipMemo = new Map<string, string>();
function unslip(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 3 || KEYS.has(lower) || !/^[a-z]+$/.test(lower)) return word;
  let hit = slipMemo.get(lower);
  if (hit === undefined) {
    hit = KEY_WORDS.find((k) => Math.abs(k.length - lower.length) <= 1 && oneSlip(lower, k)) ?? '';
    if (slipMemo.size < 10_000) slipMemo.set(lower, hit);
  }
  return hit || word;
}

/** Chat spellings and typing slips read as the standard words; case kept. */
export function normaliseClause(text: string): string {
  let t = normalisePunctuation(text);
  for (const [re, by] of CHAT_SPELLINGS) t = t.replace(re, by);
  t = t.replace(/[A-Za-z]+/g, unslip);
  return t.replace(/\s+/g, ' ').trim();
}

// --- the rules -----------------------------------------------------------------------

interface Rule {
  kind: string;
  re: RegExp;
  /** The rule reads a negative wording itself ("I don't like …"). */
  negative?: boolean;
  build(g: Record<string, string>, m: RegExpMatchArray): Omit<Reading, 'rule' | 'kind'> | null;
}

const r = (src: string) => new RegExp(`^${src}$`, 'iu');
const fact = (content: string, deletionKey?: string): Omit<Reading, 'rule' | 'kind'> => ({ content, category: 'fact', ...(deletionKey ? { deletionKey } : {}) });
const pref = (content: string, deletionKey?: string): Omit<Reading, 'rule' | 'kind'> => ({ content, category: 'preference', ...(deletionKey ? { deletionKey } : {}) });

/** A value that names nothing, or points at the conversation itself ("it", "the intro", "your answer"). */
const VAGUE =
  /^(?:it|that|this|these|those|them|you|your\b|yours|both|neither|either|all of (?:them|it)|none|one|the (?:first|second|third|last|other|new|old|next|previous|shorter|longer|blue|red|green|original|current|latest)\b|the (?:intro|introduction|title|subtitle|conclusion|ending|opening|paragraph|version|draft|wording|tone|layout|format|formatting|headline|heading|subject(?: line)?|caption|slide|page|chapter|line|phrase|word|example|font|design|colou?r scheme|closing|sign-off|signature|greeting|bit|part|summary|answer|reply|response|idea|plan|way|one|section|sentence|list|table|chart|image|logo|email|text|code|result|results|outcome|suggestion|options?)\b|how|when|what|where|why|who|which|to (?:think|say|know|hear|see|imagine|believe|ask|get|have|be|make|go)\b|him|her|his|the (?:idea|fact|thought)\b|a (?:summary|table|list|draft|copy|version|word|look|hand|minute|second|break|question)\b)\b/i;

function object(v: string): string | null {
  // "both cats and dogs": the pair.
  const o = cleanValue(v).replace(/^both (?=\S.* and \S)/i, '');
  // "the colours in this chart", "option B": the thing being worked on, not a lasting taste.
  if (!o || VAGUE.test(o) || o.length > 80 || /\b(?:i|i'm|i've|i'll|you|your|this|that|these|those)\b/i.test(o) || /^options? [a-z0-9]$/i.test(o)) return null;
  return their(o);
}

/** What nobody means to love ("I just adore Mondays", "I love doing my taxes"): a liking of it is irony. */
const DREADED = /^(?:(?:doing |filing )?(?:their |the )?(?:mondays?|monday mornings|taxes|tax returns|paperwork|bureaucracy|jury duty|hangovers|spam|root canals)|(?:waiting|being|sitting|getting stuck) (?:in|on|at) (?:line|queues?|hold|traffic)|waiting (?:in line|on hold|for (?:the )?(?:bus|train|doctor))|queues|queueing|queuing|traffic|being on hold|hold music|delays|delayed trains|(?:when )?(?:the|my|their) (?:build|code|laptop|wifi|train) (?:breaks|crashes|is late))\b/i;

/** People of a place, as the place. */
const DEMONYMS: Record<string, string> = {
  londoner: 'London', 'new yorker': 'New York', parisian: 'Paris', berliner: 'Berlin', glaswegian: 'Glasgow', mancunian: 'Manchester', liverpudlian: 'Liverpool',
  angeleno: 'Los Angeles', chicagoan: 'Chicago', torontonian: 'Toronto', montrealer: 'Montreal', melburnian: 'Melbourne', sydneysider: 'Sydney', dubliner: 'Dublin',
  edinburgher: 'Edinburgh', roman: 'Rome', romans: 'Rome', milanese: 'Milan', madrileño: 'Madrid', barcelonan: 'Barcelona', viennese: 'Vienna', amsterdammer: 'Amsterdam',
  bostonian: 'Boston', seattleite: 'Seattle', texan: 'Texas', californian: 'California', brooklynite: 'Brooklyn',
};

/** What one can be allergic to: not a weekday, work or effort ("allergic to Mondays" is a joke). */
function allergen(v: string): string | null {
  const o = object(v);
  if (!o || new RegExp(`^(?:${WEEKDAY}s?|mornings?|work|working|exercise|effort|people|meetings?|cardio|adulting|responsibility|commitment|homework|math|maths|deadlines?|small talk|stupidity|nonsense|bs|drama|running|the gym|chores)$`, 'i').test(o)) return null;
  return o.replace(/\s+(?:specifically|in particular|mostly|especially)$/i, '');
}

/** A place: a name, or lower-case words that are no everyday phrase ("in trouble", "in a meeting"). */
function place(v: string): string | null {
  // "the Bay Area", "the Hague": a name with its article.
  if (/^the \p{Lu}/u.test(cleanValue(v))) return place(cleanValue(v).slice(4)) && `the ${place(cleanValue(v).slice(4))}`;
  const full = cleanValue(v);
  const o = full.replace(/\s+(?:for (?:work|school|uni|now|good|(?:a|my|the|our) (?:[\p{L}']+ ){0,2}(?:job|role|position|work|studies|career|degree|phd|masters|posting)\b.*)|with (?:my|our) [\w ]+|near [\w ]+|from (?!the\b)[\p{L} ]+)$/iu, '');
  // "a small flat in Glasgow", "a farm in vermont", "a small town near Ghent": the home, and the place it is in.
  const home = /^(?:a|an|the) (?:[\p{Ll}-]+ ){0,3}(?:flat|apartment|house|town|village|suburbs?|outskirts|countryside|area|centre|center|city|studio|cottage|place|neighbou?rhood|part|farm|ranch|island|houseboat|boat|hamlet|estate) (?:in|of|outside|near|on) (?<p>\p{L}[\p{L}'. -]*)$/u.exec(full.replace(/\s+(?:for|with) .+$/i, ''));
  if (home && (reading.lowercase || /^\p{Lu}/u.test(home.groups!.p!)) && !new RegExp(`^(?:${PLACE_STOP})\\b`, 'i').test(home.groups!.p!)) {
    const h = home[0];
    return reading.lowercase ? `${h.slice(0, h.length - home.groups!.p!.length)}${titleCase(home.groups!.p!)}` : h;
  }
  if (!o || o.split(/\s+/).length > (reading.lowercase ? 2 : 4)) return null;
  // "I moved to Go", "switched to Rust": a language or a tool, not a town.
  if (new RegExp(`^(?:${TECH})$`, 'i').test(o)) return null;
  // Outside an all-lower-case turn a place is written with a capital ("I live in fear of deadlines" is no address).
  if (!reading.lowercase && !/^\p{Lu}/u.test(o)) return null;
  if (reading.lowercase && /\b(?:of|for|to|with|and|from|my|the)\b/i.test(o)) return null;
  if (new RegExp(`^(?:${PLACE_STOP})\\b`, 'i').test(o)) return null;
  if (!/^[\p{L}][\p{L}'. -]*(?:, ?[\p{L}][\p{L}' -]*)?$/u.test(o)) return null;
  return titleCase(o);
}

/** "User lives on a farm in Vermont", "User lives in Porto". */
const livesIn = (p: string) => `User lives ${/^(?:a|an|the) (?:[\p{Ll}-]+ )*(?:farm|ranch|island|houseboat|boat|estate)\b/u.test(p) ? 'on' : 'in'} ${p}.`;

/** Only a home named by its kind and its place ("a small town near Ghent", "the suburbs of Phoenix"). */
function homeOf(v: string): string | null {
  const o = cleanValue(v);
  return /^(?:a|an|the) /i.test(o) && !/^the \p{Lu}/u.test(o) ? place(o) : null;
}

function organisation(v: string): string | null {
  const o = cleanValue(v).replace(/\s+(?:as (?:a|an|the) .+|since .+|full[- ]time|part[- ]time)$/i, '');
  // "a small bakery called Crumb & Co": the kind of place and its name.
  const called = /^(?:a|an) (?<what>[\p{Ll} -]{2,30}?) (?:called|named) (?<n>\p{Lu}[\p{L}\d&.' -]{0,40})$/u.exec(o);
  if (called) return `${an(called.groups!.what!.replace(/^(?:small|little|tiny|local|big|large) /, ''))} called ${called.groups!.n!}`;
  if (!o || o.split(/\s+/).length > 5 || VAGUE.test(o)) return null;
  // "I work at night", "I work for the money": not an organisation.
  if (/^(?:night|nights|home|weekends?|times|least|most|all|the moment|the money|money|fun|free|a (?:fast|slow|steady) pace|my own|myself|the love of it|hard|an? (?:hour|minute)|lunch|dinner|breakfast|the weekend|the airport|the gym|the office|the station|the store|the shop|the beach|the park|work|school)\b/i.test(o)) return null;
  return o;
}

const NAME_STOP =
  /^(?:when|whenever|back|later|tomorrow|crazy|if|at|on|after|once|asap|anytime|sometime|soon|now|please|maybe|again|here|there|anything|whatever|old-fashioned|the|a|an|in|by|with|for|me|him|her|them|it|that|this|so|just|not|really|tired|busy|sorry|fine|good|ok|okay|new|back|done|ready|sure|happy|glad|excited|confused|lost|stuck|hungry|home|out|off|up|going|trying|looking|working|asking|wondering|curious|interested|here|late|early|free|available|away|sick|ill|bored|alone|single|married|vegan|vegetarian)$/i;

function personName(v: string, requireCapital: boolean): string | null {
  const m = /^([\p{L}][\p{L}'-]*)(?:\s+([\p{Lu}][\p{L}'-]*))?/u.exec(cleanValue(v).replace(/^"|"$/g, ''));
  if (!m) return null;
  if (requireCapital && !/^\p{Lu}/u.test(m[1]!)) return null;
  if (NAME_STOP.test(m[1]!) || m[1]!.length < 2) return null;
  return titleCase(m[2] ? `${m[1]} ${m[2]}` : m[1]!);
}

/** "Dr. Okafor", "Mx Reyes": a title and a name; else a plain name. */
function titledName(v: string): string | null {
  const m = /^(?<t>dr|mx|mr|mrs|ms|prof)\.? (?<n>\p{L}[\p{L}'-]*)/iu.exec(cleanValue(v));
  if (!m) return personName(v, false);
  const n = personName(m.groups!.n!, false);
  return n ? `${titleCase(m.groups!.t!.toLowerCase())}. ${n}` : null;
}

const DISLIKE_VERBS: Record<string, string> = {
  hate: 'hates', dislike: 'dislikes', detest: 'detests', loathe: 'loathes', despise: 'despises', "can't stand": 'cannot stand',
  'cannot stand': 'cannot stand', 'can not stand': 'cannot stand', "don't like": 'does not like', 'do not like': 'does not like',
  "don't really like": 'does not really like', "don't enjoy": 'does not enjoy', 'do not enjoy': 'does not enjoy',
  "don't care for": 'does not care for', avoid: 'avoids',
};

const RULES: Rule[] = [
  // pronouns before nicknames ("I go by they/them"); a clause of pronouns alone ("(she/her)") names them too.
  { kind: 'pronouns', re: r(`(?<v>${PRONOUNS})(?: (?:is fine|works|please|only|pronouns))?`), build: (g) => fact(`User's pronouns are ${g.v!.replace(/\s/g, '')}.`, 'profile/pronouns') },
  { kind: 'pronouns', re: r(`(?:please )?use (?<v>${PRONOUNS})(?: pronouns)?(?: for me| with me| when (?:you )?refer(?:ring)? to me)?`), build: (g) => fact(`User's pronouns are ${g.v!.replace(/\s/g, '')}.`, 'profile/pronouns') },
  { kind: 'pronouns', re: r(`(?:my )?pronouns (?:are|is|=|-)?\\s*(?<v>${PRONOUNS})(?: .*)?`), build: (g) => fact(`User's pronouns are ${g.v!.replace(/\s/g, '')}.`, 'profile/pronouns') },
  { kind: 'pronouns', re: r(`(?:i )?(?:use|go by|prefer) (?<v>${PRONOUNS})(?: pronouns)?(?: .*)?`), build: (g) => fact(`User's pronouns are ${g.v!.replace(/\s/g, '')}.`, 'profile/pronouns') },
  { kind: 'pronouns', re: r(`${IM} ${ADV}[\\p{L} -]{2,30}? and (?:use|go by|prefer) (?<v>${PRONOUNS})(?: pronouns)?`), build: (g) => fact(`User's pronouns are ${g.v!.replace(/\s/g, '')}.`, 'profile/pronouns') },
  { kind: 'pronouns', re: r(`(?<v>${PRONOUNS})(?: pronouns)?(?: for me| please| are mine| are my pronouns)+`), build: (g) => fact(`User's pronouns are ${g.v!.replace(/\s/g, '')}.`, 'profile/pronouns') },

  // name
  { kind: 'name', re: r(`(?:my |the )?(?:first |full |real |legal )?name(?:'s| is) (?<v>.+)`), build: (g) => { const n = personName(g.v!, false); return n ? fact(`User's name is ${n}.`, 'profile/name') : null; } },
  { kind: 'name', re: r(`${IM} (?:called|named) (?<v>.+)`), build: (g) => { const n = personName(g.v!, !reading.lowercase); return n ? fact(`User's name is ${n}.`, 'profile/name') : null; } },
  { kind: 'name', re: r(`(?:this is|it's) (?<v>\\p{Lu}[\\p{L}'-]+)(?: here| speaking)?`), build: (g) => { const n = personName(g.v!, true); return n ? fact(`User's name is ${n}.`, 'profile/name') : null; } },
  { kind: 'name', re: r(`(?<v>\\p{Lu}[\\p{L}'-]+) (?:here|speaking)`), build: (g) => { const n = personName(g.v!, true); return n ? fact(`User's name is ${n}.`, 'profile/name') : null; } },

  { kind: 'name', re: r(`(?:i'm|i am) (?<v>\\p{Lu}\\p{Ll}+ \\p{Lu}\\p{Ll}+(?:-\\p{Lu}\\p{Ll}+)?)`), build: (g) => {
    const [first, last] = g.v!.split(' ') as [string, string];
    // The rule's pattern is case-blind; a name here is two capitalised words as written.
    if (reading.lowercase || !/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+/u.test(g.v!) || new RegExp(`^(?:${JOB_NOUNS}|${LANGUAGES}|${DIETS})$`, 'i').test(last) || new RegExp(`^(?:${LANGUAGES}|american|canadian|australian|brazilian|mexican|indian|italian|nigerian|kenyan|british|irish|scottish|european|african|asian|latin|native|south|north|east|west)$`, 'i').test(first) || NAME_STOP.test(first) || NAME_STOP.test(last) || /^(?:new|old|big|huge|just|so|not|still|from|team|head|senior|junior|lead|chief|very|really|too|quite|pretty|super|totally|always|never|also|going|getting|feeling|doing|being|having|all|almost)$/i.test(first) || /^(?:tired|excited|done|sorry|fine|good|great|happy|sad|ready|here|there|now|today|home|out|in|on|off|up|down|back|again)$/i.test(last)) return null;
    return fact(`User's name is ${g.v}.`, 'profile/name');
  } },
  // nickname
  { kind: 'nickname', re: r(`(?:(?:please|you can|just|feel free to|you may|you could)\\s+)*call me (?<v>.+)`), build: (g) => { const n = personName(g.v!, false); return n && g.v!.trim().split(/\s+/).length <= 3 ? pref(`User wants to be called ${n}.`, 'profile/preferred-name') : null; } },
  { kind: 'nickname', re: r(`(?:(?:please|you can|you may|just|kindly)\\s+)*(?:address|refer to) me as (?<v>.+)`), build: (g) => { const n = titledName(g.v!); return n ? pref(`User wants to be addressed as ${n}.`, 'profile/preferred-name') : null; } },
  { kind: 'nickname', re: r(`i (?:prefer|like|want|would like|'d like) to be (?:called|addressed as|known as) (?<v>(?:dr|mx|mr|mrs|ms|prof)\\.? .+)`), build: (g) => { const n = titledName(g.v!); return n ? pref(`User wants to be called ${n}.`, 'profile/preferred-name') : null; } },
  { kind: 'nickname', re: r(`i (?:prefer|like|want|would like|'d like) to be (?:called|addressed as|known as) (?<v>.+)`), build: (g) => { const n = personName(g.v!, false); return n ? pref(`User wants to be called ${n}.`, 'profile/preferred-name') : null; } },
  { kind: 'nickname', re: r(`(?:everyone|everybody|people|(?:my )?(?:friends|family|colleagues|coworkers|mates)|most people|folks)(?: all| usually| just)? calls? me (?<v>.+)`), build: (g) => { const n = personName(g.v!, false); return n ? pref(`User goes by ${n}.`, 'profile/preferred-name') : null; } },
  { kind: 'nickname', re: r(`(?:my )?nick ?name(?:'s| is) (?<v>.+)`), build: (g) => { const n = personName(g.v!, false); return n ? pref(`User goes by ${n}.`, 'profile/preferred-name') : null; } },
  { kind: 'nickname', re: r(`(?:everyone|everybody|people|(?:my )?friends|most people|folks)(?: all| usually| just)? knows? me as (?<v>.+)`), build: (g) => { const n = personName(g.v!, false); return n ? pref(`User goes by ${n}.`, 'profile/preferred-name') : null; } },
  { kind: 'nickname', re: r(`i (?:usually |mostly )?(?:go by|answer to) (?:the name )?(?<v>.+)`), build: (g) => { const n = personName(g.v!, false); return n ? pref(`User goes by ${n}.`, 'profile/preferred-name') : null; } },

  // allergy
  { kind: 'allergy', re: r(`${IM} ${ADV}allergic to (?<v>.+)`), build: (g) => { const o = allergen(g.v!); return o ? fact(`User is allergic to ${o}.`) : null; } },
  { kind: 'allergy', re: r(`${IVE} ${ADV}(?:a |an )?(?:bad |severe |mild |serious |strong |major |deadly |life-threatening )?(?<v>[\\p{L} -]+?) allerg(?:y|ies)(?: .*)?`), build: (g) => (/^(?:full|full-blown|full blown|proper|real|true|actual|genuine|serious|bad|severe|mild|major|minor|deadly|massive|huge|big|slight|diagnosed|known|an|a|food|seasonal)$/i.test(g.v!.trim()) ? null : fact(`User is allergic to ${g.v!.trim()}.`)) },
  { kind: 'allergy', re: r(`${IVE} ${ADV}(?:a |an )?(?:bad |severe |mild |serious )?allerg(?:y|ies) to (?<v>.+)`), build: (g) => { const o = object(g.v!); return o ? fact(`User is allergic to ${o}.`) : null; } },
  { kind: 'allergy', re: r(`my allerg(?:y|ies) (?:is|are|include) (?<v>.+)`), build: (g) => { const o = object(g.v!); return o ? fact(`User is allergic to ${o}.`) : null; } },
  { kind: 'allergy', re: r(`(?<v>(?!the |this |that |it |my )[\\p{L} -]{2,30}?) (?:gives?|give) me (?:hives|a rash|rashes|an allergic reaction|anaphylaxis)(?: .*)?`), build: (g) => { const o = allergen(g.v!); return o ? fact(`User is allergic to ${/^\p{Lu}\p{Ll}/u.test(o) ? o.charAt(0).toLowerCase() + o.slice(1) : o}.`) : null; } },
  { kind: 'allergy', re: r(`(?<v>(?!the |this |that |it |my |stress |anxiety |nerves )[\\p{L} -]{2,30}?) (?:makes?|make) my (?:throat|lips|tongue|face|skin|eyes|mouth) (?:swell(?: up)?|itch|close(?: up)?|break out|burn)(?: .*)?`), build: (g) => { const o = allergen(g.v!); return o ? fact(`User is allergic to ${/^\p{Lu}\p{Ll}/u.test(o) ? o.charAt(0).toLowerCase() + o.slice(1) : o}.`) : null; } },
  { kind: 'allergy', re: r(`i (?:break out in (?:hives|a rash)|get (?:hives|a rash|an allergic reaction)|have an allergic reaction) (?:from|to|with) (?<v>.+)`), build: (g) => { const o = allergen(g.v!); return o ? fact(`User is allergic to ${o}.`) : null; } },
  { kind: 'allergy', re: r(`i (?:carry|have) an epi-?pen (?:for|because of) (?<v>.+)`), build: (g) => { const o = allergen(g.v!); return o ? fact(`User is allergic to ${o}.`) : null; } },

  // diet
  { kind: 'diet', re: r(`${IM} ${ADV}(?:a |an |on a |on an )?(?:strict |full |fully )?(?<v>${DIETS})(?: diet| person| eater)?(?: .*)?`), build: (g) => fact(`User is ${g.v!.toLowerCase()}.`, 'profile/diet') },
  { kind: 'diet', re: r(`(?:i(?:'ve| have) been|i went|i've gone|i have gone|i turned|i became|i switched to|i eat|i follow an?|i keep|i stick to an?|i do) ${ADV}(?:a |an )?${ADV}(?<v>${DIETS})(?: diet| food| only)?(?: .*)?`), build: (g) => fact(`User is ${g.v!.toLowerCase()}.`, 'profile/diet') },

  { kind: 'diet', re: r(`(?:i|we) ${ADV}(?:follow|am on|'m on|eat|keep to|stick to|do) an? (?:strict )?(?<v>(?!new\\b|special\\b|healthy\\b|balanced\\b|normal\\b|crash\\b|weird\\b|good\\b|bad\\b|better\\b|proper\\b)[\\p{L}\\d-]+(?: [\\p{L}\\d-]+)?) diet(?: .*)?`), build: (g) => fact(`User follows a ${g.v} diet.`, 'profile/diet') },
  // health
  { kind: 'health', re: r(`(?:i (?:was|got|have been|'ve been) )${ADV}diagnosed with (?<v>.+)`), build: (g) => { const o = object(g.v!); return o ? fact(`User has ${o}.`) : null; } },
  { kind: 'health', re: r(`i (?:suffer|struggle) from (?<v>.+)`), build: (g) => { const o = object(g.v!); return o ? fact(`User has ${o}.`) : null; } },
  { kind: 'health', re: r(`(?:${IVE}|i have had|i've had|i live with|i deal with|i'm living with|i am living with) ${ADV}(?<v>(?:${CONDITIONS}))(?: .*)?`), build: (g) => fact(`User has ${g.v!}.`) },
  { kind: 'health', re: r(`i (?:use|rely on|need) an? (?<v>wheelchair|power chair|prosthetic(?: leg| arm)?|screen reader|hearing aids?|cane|walking stick|walker|cpap machine|insulin pump|guide dog|mobility scooter)(?: .*)?`), build: (g) => fact(`User uses ${an(g.v!.toLowerCase())}.`) },
  { kind: 'health', re: r(`i wear (?<v>hearing aids|a hearing aid|glasses|contact lenses|contacts|a brace)(?: .*)?`), build: (g) => fact(`User wears ${g.v!.toLowerCase()}.`) },
  { kind: 'health', re: r(`${IM} ${ADV}(?<v>(?:type [12] |type one |type two )diabetic)(?: .*)?`), build: (g) => fact(`User has ${g.v!.toLowerCase().replace(/diabetic$/, 'diabetes')}.`) },
  { kind: 'health', re: r(`i ${ADV}(?:get|suffer|have|get really bad|get bad|get awful) (?<v>(?:${CONDITIONS})|motion sickness|sea ?sickness|car ?sickness|panic attacks|hay ?fever|cold sores|nosebleeds|cluster headaches)(?: a lot| often| regularly| all the time| sometimes| on (?:boats|planes|buses|trains)| when [\\p{L} ]+)?`), build: (g) => fact(`User gets ${g.v!.toLowerCase()}.`) },
  { kind: 'health', re: r(`${IM} ${ADV}(?:a )?(?<v>wheelchair user|amputee|type [12] diabetic|insulin-dependent)(?: .*)?`), build: (g) => fact(`User is ${an(g.v!.toLowerCase())}.`) },
  { kind: 'health', re: r(`${IM} ${ADV}(?<v>(?:\\d{1,2}|a few|six|seven|eight|nine) (?:weeks|months) pregnant)(?: .*)?`), build: (g) => fact(`User is ${g.v!.toLowerCase()}.`) },
  { kind: 'health', re: r(`${IM} ${ADV}(?<v>diabetic|asthmatic|epileptic|deaf|hard of hearing|colou?r ?blind|dyslexic|autistic|celiac|coeliac|immunocompromised|in recovery|pregnant|left-handed|right-handed|ambidextrous)(?: .*)?`), build: (g) => fact(`User is ${g.v!.toLowerCase()}.`) },

  // age
  { kind: 'age', re: r(`(?:${IM} |as )(?:an? )?(?<v>\\d{1,3})[- ](?:years?|yr)[- ]old(?: .*)?`), build: (g) => (Number(g.v) > 0 && Number(g.v) < 120 ? fact(`User is ${g.v} years old.`, 'profile/age') : null) },
  { kind: 'age', re: r(`${IM} ${ADV}in (?:my|our) (?<v>(?:early |mid |late |mid-)?(?:teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|20s|30s|40s|50s|60s|70s|80s|90s))(?: .*)?`), build: (g) => fact(`User is in their ${g.v}.`, 'profile/age') },
  { kind: 'age', re: r(`${IM} ${ADV}(?<v>\\d{1,3})(?: years old| years of age| years young| year old| years)?(?: now)?(?:,? (?:and|so|but|with) .+)?`), build: (g) => (Number(g.v) > 0 && Number(g.v) < 120 ? fact(`User is ${g.v} years old.`, 'profile/age') : null) },
  { kind: 'age', re: r(`${IM} ${ADV}(?<v>(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|eighteen|nineteen)(?: years old)?`), build: (g) => fact(`User is ${g.v!.toLowerCase()} years old.`, 'profile/age') },
  { kind: 'age', re: r(`i (?:just |recently )?turned (?<v>\\d{1,3})(?: .*)?`), build: (g) => fact(`User is ${g.v} years old.`, 'profile/age') },
  // "I turn 33 in June", "turning 30 next month": the age until then.
  { kind: 'age', re: r(`(?:i(?: will|'ll| am|'m)? (?:turn|be|turning)|turning) (?<v>\\d{1,3})(?: years old)? (?:in (?:${MONTH}|a (?:few )?(?:week|month)s?|(?:two|three|a few) (?:weeks|months))|next (?:week|month|${WEEKDAY})|on ${WEEKDAY}|this (?:year|month|week|spring|summer|autumn|fall|winter|${WEEKDAY})|soon)`), build: (g) => (Number(g.v) > 1 && Number(g.v) < 120 ? fact(`User is ${Number(g.v) - 1} years old.`, 'profile/age') : null) },
  { kind: 'age', re: r(`(?:my )?age(?: is|:)? (?<v>\\d{1,3})(?: here| now)?`), build: (g) => fact(`User is ${g.v} years old.`, 'profile/age') },

  // birthday
  { kind: 'birthday', re: r(`(?:my )?(?:birthday|birth date|birthdate|date of birth|dob)(?:'s| is| falls)?(?: coming up| next| this)?(?: on| in)? (?<v>${DATE})(?: .*)?`), build: (g) => fact(`User's birthday is ${dateText(g.v!)}.`, 'profile/birthday') },
  { kind: 'birthday', re: r(`(?:my )?(?:birthday|birth date|birthdate)(?:'s| is| falls) on the (?<v>\\d{1,2}(?:st|nd|rd|th))`), build: (g) => fact(`User's birthday is on the ${g.v!.toLowerCase()}.`, 'profile/birthday') },
  { kind: 'birthday', re: r(`(?:my )?(?:birthday|bday)(?:'s| is| falls)? in (?<v>${MONTH})`), build: (g) => fact(`User's birthday is in ${monthName(g.v!)}.`) },
  { kind: 'birthday', re: r(`(?:i was born on|my (?:birthday|birth date)(?:'s| is| falls) on) (?<v>${HOLIDAY})(?: .*)?`), build: (g) => fact(`User's birthday is on ${titleCase(g.v!.toLowerCase())}.`, 'profile/birthday') },
  { kind: 'birthday', re: r(`(?:it's|it is) my (?:birthday|bday) (?:on )?(?<v>${DATE})(?: .*)?`), build: (g) => fact(`User's birthday is ${dateText(g.v!)}.`, 'profile/birthday') },
  { kind: 'birthday', re: r(`i was born in (?<v>${MONTH})(?: .*)?`), build: (g) => fact(`User was born in ${titleCase(g.v!)}.`) },
  { kind: 'age', re: r(`i was born in (?<v>(?:19|20)\\d\\d)`), build: (g) => fact(`User was born in ${g.v}.`) },
  { kind: 'birthday', re: r(`i was born (?:on )?(?<v>${DATE})(?: .*)?`), build: (g) => fact(`User's birthday is ${dateText(g.v!)}.`, 'profile/birthday') },
  { kind: 'birthday', re: r(`(?<v>${DATE}) is my (?:birthday|bday)`), build: (g) => fact(`User's birthday is ${g.v}.`, 'profile/birthday') },
  { kind: 'birthday', re: r(`i celebrate my birthday on (?<v>${DATE})(?: .*)?`), build: (g) => fact(`User's birthday is ${g.v}.`, 'profile/birthday') },

  // family
  { kind: 'family', re: r(`${IVE} ${ADV}(?<v>(?:a|an|one|two|three|four|five|six|\\d) (?:(?:younger|older|little|big|baby|teenage|grown-up|adult|twin|step|half|new(?:born)?)[ -])*(?:kids?|children|child|sons?|daughters?|brothers?|sisters?|siblings?|twins|boys?|girls?|grandkids|grandchildren|stepkids|stepsons?|stepdaughters?|toddlers?|bab(?:y|ies)|newborn|teenagers?)(?: (?:named|called) [\\p{L}]+)?(?: and (?:a|an|one|two|three|four|\\d) (?:(?:younger|older|little|big|baby|teenage|twin|step|half)[ -])*(?:kids?|children|child|sons?|daughters?|brothers?|sisters?|siblings?|twins|boys?|girls?|grandkids|grandchildren|stepkids|stepsons?|stepdaughters?|toddlers?|bab(?:y|ies)|newborn|teenagers?))?)(?: .*)?`), build: (g, m) => fact(/\bon the way\b/i.test(m[0]!) ? 'User is expecting a baby.' : `User has ${cleanValue(g.v!)}.`) },
  { kind: 'family', re: r(`(?:i|we) ${ADV}live with my (?<rel>wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?|spouse|parents|mom|mum|mother|dad|father|kids|children|son|daughter)(?:,? (?<n>\\p{Lu}[\\p{L}'-]+))?(?: .*)?`), build: (g) => fact(g.n ? `User's ${g.rel!.toLowerCase()} is ${g.n}.` : `User lives with their ${g.rel!.toLowerCase()}.`) },
  { kind: 'family', re: r(`(?:i|we) (?:just |recently |finally )?(?:had|welcomed) (?<v>(?:a|our|my) (?:first |second |third |new )?(?:baby(?: girl| boy)?|son|daughter|little (?:girl|boy)|twins))(?: .*)?`), build: (g) => { const nth = /\b(second|third)\b/i.exec(g.v!)?.[1]?.toLowerCase(); return fact(nth ? `User has ${nth === 'second' ? 'two' : 'three'} children.` : `User has ${g.v!.replace(/^(?:our|my) /i, 'a ').replace(/^a twins$/i, 'twins')}.`); } },
  { kind: 'family', re: r(`${IVE} ${ADV}(?<v>(?:a|an|one|two|three) \\d{1,2}[- ](?:years?|months?|weeks?)[- ]old(?: (?:son|daughter|boy|girl|kid))?(?: and (?:a|an|one|two) [\\p{L}\\d -]+)?)`), build: (g) => fact(`User has ${cleanValue(g.v!).replace(/(\d) (years?|months?|weeks?) old/, '$1-$2-old')}.`) },
  { kind: 'family', re: r(`${IVE} ${ADV}(?<v>twins|twin (?:boys|girls|sons|daughters))`), build: (g) => fact(`User has ${g.v}.`) },
  { kind: 'family', re: r(`(?:i|we)(?:'ve| have) been ${ADV}married(?: for)? (?:\\d+|a few|many|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty) years(?: now)?`), build: () => fact('User is married.') },
  { kind: 'family', re: r(`${IVE} ${ADV}(?<v>an? (?:wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?)(?: and (?:a|an|one|two|three|four|\\d) [\\p{L}\\d -]+)?)`), build: (g) => fact(`User has ${cleanValue(g.v!)}.`) },
  { kind: 'family', re: r(`${IM} ${ADV}(?<v>an only child|the (?:eldest|oldest|youngest|middle) (?:of \\w+(?: (?:kids|children|siblings|brothers|sisters|boys|girls))?|child|kid)|a twin|adopted|a stepparent|a stepmom|a stepdad)`), build: (g) => fact(`User is ${g.v}.`) },
  { kind: 'family', re: r(`(?:we're|we are|i'm|i am) ${ADV}expecting (?:our |my )?(?:first |second |third )?(?:a )?(?<v>baby|child|twins)(?: .*)?`), build: (g) => fact(`User is expecting a ${g.v!.toLowerCase() === 'twins' ? 'pair of twins' : g.v!.toLowerCase()}.`) },
  { kind: 'family', re: r(`${IVE} ${ADV}(?:a |our |my )?(?:first |second |third )?(?:baby|little one|kid|child) on the way`), build: () => fact('User is expecting a baby.') },
  { kind: 'family', re: r(`${IM} ${ADV}(?<v>an empty nester|empty nesters|child-?free|a newlywed|newlyweds|a widow|a widower|one of (?:two|three|four|five|six|seven|eight|nine|ten|\\d+) (?:kids|children|siblings|brothers|sisters))(?: .*)?`), build: (g) => fact(`User is ${g.v!.toLowerCase().replace(/^empty nesters$/, 'an empty nester').replace(/^newlyweds$/, 'a newlywed').replace(/^child-?free$/, 'child-free')}.`) },
  { kind: 'family', negative: true, re: r(`i(?: have|'ve got| have got) no (?<v>siblings|brothers or sisters|kids|children)`), build: (g) => fact(`User has no ${g.v!.toLowerCase()}.`) },
  { kind: 'family', re: r(`i(?:'ve| have) been with my (?<rel>boyfriend|girlfriend|partner|wife|husband|fianc[eé]e?) (?:for|since) .+`), build: (g) => fact(`User has ${an(g.rel!.toLowerCase())}.`) },
  { kind: 'family', re: r(`(?:(?:i|we) ${ADV}(?:look after|care for)|${IM} ${ADV}(?:a |the )?(?:full-time |part-time |primary |live-in )?(?:carer|caregiver) for) my (?<v>(?:[\\p{L}-]+ )?(?:mom|mum|mother|dad|father|parents|grandmother|grandfather|grandma|grandpa|son|daughter|husband|wife|partner|brother|sister))(?: .*)?`), build: (g) => fact(`User cares for their ${g.v!.toLowerCase()}.`) },
  { kind: 'family', re: r(`${IM} ${ADV}(?<v>(?:a |the )?(?:proud |single |working |stay-at-home )?(?:mom|mum|dad|parent|mother|father|stepdad|stepmom|stepmum|stepmother|stepfather|step-?parent) (?:of|to) (?:an? |one |two |three |four |five |\\d+ )(?:[\\p{L}\\d-]+ ){0,3}(?:kids?|children|child|sons?|daughters?|boys?|girls?|twins|teenagers?|toddlers?|bab(?:y|ies)|newborns?))(?: .*)?`), build: (g) => fact(`User is ${g.v!.replace(/\bmum\b/, 'mom').replace(/(\d+) (years?|months?) old/, '$1-$2-old')}.`) },
  { kind: 'family', re: r(`(?:${IM} ${ADV}|(?:i|we) (?:just |recently |finally )?got )(?<v>(?:a )?(?:proud |single )?(?:mom|mum|dad|parent|mother|father|grandmother|grandfather|grandma|grandpa|grandparent) of (?:one|two|three|four|five|six|seven|eight|nine|ten|\\d+|twins|triplets)(?: \\w+)?|married|engaged|divorced|widowed|separated|single|a (?:single )?(?:mom|mum|mother|dad|father|parent)|a grandparent|a grandma|a grandpa)(?<w> with (?:a|an|one|two|three|four|five|\\d) (?:kids?|children|child|sons?|daughters?|boys?|girls?))?(?: .*)?`), build: (g) => fact(`User is ${g.v!.replace(/\bmum\b/, 'mom')}${g.w ?? ''}.`) },
  { kind: 'family', re: r(`my (?<rel>wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?|spouse|son|daughter|kid|child|brother|sister|mom|mum|mother|dad|father)(?<how>'s name is| is called| is named| is) (?<v>\\p{L}[\\p{L}'-]*)`), build: (g) => { const n = personName(g.v!, !reading.lowercase); return n ? fact(`User's ${g.rel!.toLowerCase()} is ${/called|named/.test(g.how!) ? `${g.how!.trim().replace(/^is /, '')} ` : ''}${n}.`) : null; } },

  { kind: 'family', re: r(`(?:i|we)(?:(?:'ve| have) been|'re| are|'m| am)? ${ADV}(?<verb>raising|co-parenting|coparenting|bringing up|caring for|looking after) (?:my|our) (?<v>(?:[\\p{L}-]+ ){0,2}(?:niece|nephew|nieces|nephews|sons?|daughters?|kids|children|grandsons?|granddaughters?|grandchildren|grandkids|brother|sister|mom|mum|mother|dad|father|parents|grandmother|grandfather|grandma|grandpa))(?: .*)?`), build: (g) => { const v = cleanValue(g.v!).split(/\s+/).slice(0, 3).join(' '); const verb = g.verb!.toLowerCase(); return fact(/^co-?parenting$/.test(verb) ? `User co-parents their ${v}.` : `User is ${verb} their ${v}.`); } },
  { kind: 'family', re: r(`we(?:'ve| have) been (?:together|a couple|dating|married) (?:for )?(?:\\d+|a few|many|two|three|four|five|six|seven|eight|nine|ten|twenty) years(?: now)?`), build: (g, m) => fact(/married/i.test(m[0]!) ? 'User is married.' : 'User has a partner.') },
  { kind: 'family', re: r(`${IM} ${ADV}a (?:family|household) of (?<n>three|four|five|six|seven|eight|\\d)(?: .*)?`), build: (g) => fact(`User has a family of ${g.n!.toLowerCase()}.`) },
  { kind: 'family', re: r(`my (?<rel>mom|mum|mother|dad|father|parents|mother-in-law|father-in-law|grandmother|grandma|grandfather|grandpa|grandparents|sister|brother) (?:now |also )?lives? with (?:us|me)(?: .*)?`), build: (g) => { const rel = ({ mom: 'mother', mum: 'mother', dad: 'father', grandma: 'grandmother', grandpa: 'grandfather' } as Record<string, string>)[g.rel!.toLowerCase()] ?? g.rel!.toLowerCase(); return fact(`User's ${rel} ${/s$/.test(rel) ? 'live' : 'lives'} with them.`); } },
  { kind: 'family', re: r(`(?:i|we) ${ADV}(?:had|welcomed) (?:our|my) (?<n>second|third|fourth|fifth) (?:kid|child|baby)(?: .*)?`), build: (g) => fact(`User has ${({ second: 'two', third: 'three', fourth: 'four', fifth: 'five' } as Record<string, string>)[g.n!.toLowerCase()]} children.`) },
  // "travelling with my 2 kids", "… and our three boys": children counted are the speaker's own.
  { kind: 'family', re: r(`(?:(?:[\\p{L}'-]+ ){0,3}(?:with|and) )?(?:my|our) (?<n>two|three|four|five|six|[2-9]) (?<k>(?:little |young |teenage |grown-up )?(?:kids|children|sons|daughters|boys|girls|grandkids|grandchildren))`), build: (g) => fact(`User has ${g.n!.toLowerCase()} ${g.k!.toLowerCase()}.`) },

  // pet
  { kind: 'pet', re: r(`(?:${IVE}|(?:i|we) ${ADV}(?:own|adopted|rescued|got|foster|look after|keep|raise|breed)) ${ADV}(?:a |an |one |(?<c>two|three|four|five|six|[2-9]) )?(?:new |little |old |young |rescue |senior |[\\p{L}-]+ )?(?<a>${PETS})s?(?: (?:named|called) (?<n>[\\p{L}]+))?(?<more> and (?:a|an|one|two|three|four|[2-9]) (?:${PETS})s?)?(?: .*)?`), build: (g) => fact(g.n ? `User has a ${g.a!.toLowerCase()} named ${titleCase(g.n)}${g.more ? g.more.toLowerCase() : ''}.` : g.c ? `User has ${g.c.toLowerCase()} ${g.a!.toLowerCase()}s${g.more ? g.more.toLowerCase() : ''}.` : `User has a ${g.a!.toLowerCase()}${g.more ? g.more.toLowerCase() : ''}.`) },
  { kind: 'pet', re: r(`(?:my|our) (?<a>${PETS})(?:'s name is| is called| is named| (?<n2>\\p{Lu}[\\p{L}]+)\\b)(?: (?<n>\\p{L}+))?(?: .*)?`), build: (g) => { const n = g.n2 ?? g.n; return fact(n ? `User has a ${g.a!.toLowerCase()} named ${titleCase(n)}.` : `User has a ${g.a!.toLowerCase()}.`); } },

  { kind: 'pet', re: r(`(?:my|our) (?:(?<c>two|three|four|\\d) )?(?:little |old |new |rescue )?(?<a>${PETS})(?<pl>s)?\\b(?!'s? (?:owner|food|vet|walker|sitter)).*`), build: (g) => fact(g.c ? `User has ${g.c} ${g.a!.toLowerCase()}s.` : `User has a ${g.a!.toLowerCase()}.`) },

  { kind: 'pet', re: r(`${IM} ${ADV}(?:a |an )?(?:proud |happy )?(?<a>${PETS}) (?:owner|mom|mum|dad|parent|person)(?: .*)?`), build: (g) => fact(`User has a ${g.a!.toLowerCase()}.`) },

  // language
  { kind: 'language', re: r(`(?:i|we) (?:can )?(?:read and |write and |understand and )?${ADV}speak ${ADV}(?:fluent |some |basic |good |decent |native |a (?:little|bit of) )?(?<v>${LANGUAGES})(?: .*)?`), build: (g) => fact(`User speaks ${titleCase(g.v!)}.`) },
  { kind: 'language', re: r(`${IM} ${ADV}(?:fluent|conversational|bilingual|native) in (?:both )?(?<v>${LANGUAGES})(?: .*)?`), build: (g) => fact(`User speaks ${titleCase(g.v!)}.`) },
  { kind: 'language', re: r(`(?<v>${LANGUAGES}) is my (?:native|first|mother|home|main) (?:language|tongue)`), build: (g) => fact(`User's native language is ${titleCase(g.v!)}.`) },
  { kind: 'language', re: r(`my (?:native|first|mother|home) (?:language|tongue) is (?<v>${LANGUAGES})(?: .*)?`), build: (g) => fact(`User's native language is ${titleCase(g.v!)}.`) },
  { kind: 'language', re: r(`${IM} ${ADV}(?:a |an )?(?:fluent|native|first-language) (?<v>${LANGUAGES}) speaker`), build: (g) => fact(`User's native language is ${titleCase(g.v!)}.`) },
  { kind: 'language', re: r(`i (?:know|understand|read) (?:some|a little|a bit of|basic|a few words of|enough) (?<v>${LANGUAGES})(?: .*)?`), build: (g) => fact(`User speaks some ${titleCase(g.v!)}.`) },
  { kind: 'language', re: r(`i (?:can )?(?:get by|manage|cope|survive) in (?<v>${LANGUAGES})(?: .*)?`), build: (g) => fact(`User speaks some ${titleCase(g.v!)}.`) },
  { kind: 'language', re: r(`(?<v>${LANGUAGES}) is my (?:second|third|other) language`), build: (g) => fact(`User speaks ${titleCase(g.v!)}.`) },
  { kind: 'language', re: r(`my (?:first|native|mother) (?:one |language |tongue )?is (?<v>${LANGUAGES})`), build: (g) => fact(`User's native language is ${titleCase(g.v!)}.`) },
  { kind: 'language', re: r(`${IM} ${ADV}(?:bilingual|trilingual)(?: in)?,? (?<v>${LANGUAGES})(?: and (?<w>${LANGUAGES}))?`), build: (g) => fact(`User speaks ${titleCase(g.v!)}${g.w ? ` and ${titleCase(g.w)}` : ''}.`) },
  { kind: 'language', re: r(`i grew up speaking (?<v>${LANGUAGES})(?: .*)?`), build: (g) => fact(`User speaks ${titleCase(g.v!)}.`) },
  { kind: 'language', re: r(`${IM} ${ADV}(?:learning|studying|taking (?:classes|lessons) in) (?<v>${LANGUAGES})(?: .*)?`), build: (g) => fact(`User is learning ${titleCase(g.v!)}.`) },

  { kind: 'language', re: r(`(?:i|we) ${ADV}(?:sign|use|know|speak|communicate in) (?<v>asl|bsl|auslan|lsf|isl|sign language|british sign language|american sign language)(?: .*)?`), build: (g) => fact(`User uses ${/^[a-z]{3,6}$/i.test(g.v!) ? g.v!.toUpperCase() : g.v!.toLowerCase()}.`) },

  // education
  { kind: 'education', re: r(`i (?:studied|majored in|did a degree in|read|took) (?<s>[\\p{L} ]+?)(?: at (?<u>.+))?`), build: (g) => education(g.s!, g.u) },
  { kind: 'education', re: r(`(?:${IVE}|i hold|i did|${IM} ${ADV}(?:doing|getting|finishing)|i ${ADV}finished|i ${ADV}completed|${IM} (?:working on|studying for)) (?:a |an |my )?(?<lvl>bachelor'?s|master'?s|masters|ba|bsc|ma|msc|mba|phd|doctorate|degree|diploma|undergrad|postgrad|apprenticeship|certificate|bootcamp)(?: degree)? (?:in|on) (?<s>[\\p{L} ]+?)(?: (?:at|from) (?<u>.+))?`), build: (g) => education(g.s!, g.u) },
  { kind: 'education', re: r(`(?:${IVE}|i hold|i earned) (?:a |an )?(?<s>[\\p{L} ]+?) (?:degree|diploma|phd|masters?|bachelor'?s)(?: (?:from|at) (?<u>.+))?`), build: (g) => (/^(?:university|college|good|bad|new|second|first)$/i.test(g.s!) ? null : education(g.s!, g.u)) },
  { kind: 'education', re: r(`${IM} ${ADV}(?:studying|training) to (?:become|be) (?<v>an? [\\p{L} -]{3,40})`), build: (g) => fact(`User is studying to become ${cleanValue(g.v!)}.`) },
  { kind: 'education', re: r(`${IM} ${ADV}an? (?<y>freshman|sophomore|junior|senior|fresher|(?:first|second|third|fourth|final)[- ]year) (?:student )?(?:at|in) (?<u>(?:the )?\\p{Lu}[\\p{L}&' -]*?)(?: (?:studying|majoring in|doing) (?<s>[\\p{L} -]{2,40}))?`), build: (g) => ((g.s || /\b(?:university|college|state|institute|school|tech|poly)\b/i.test(g.u!)) && /^(?:the )?\p{Lu}/u.test(g.u!) ? fact(`User is ${an(g.y!.toLowerCase())} at ${g.u}${g.s ? ` studying ${cleanValue(g.s)}` : ''}.`) : null) },
  { kind: 'education', re: r(`${IM} ${ADV}(?:halfway through|in the middle of|partway through|part way through|finishing|starting|doing|studying for|working on|taking|working towards|enrolled in|enrolled on) (?:a |an |my )?(?:part-time |full-time |online |evening |distance |executive )?(?<lvl>mba|phd|doctorate|master'?s|masters|msc|ma|bachelor'?s|bsc|ba|degree|law degree|teaching qualification|nursing degree|pgce|pgde|cfa|cpa|acca|cima|a-levels?|gcses?|ged|nvq|btec|hnd)(?: degree)?(?: (?:at|from) (?<u>\\p{L}[\\p{L}&' -]*?))?(?: (?:this|next) (?:year|term|semester|autumn|fall|spring)| part-time| full-time| online| at night| in the evenings)*`), build: (g) => { const u = g.u ? organisation(g.u) : null; return fact(`User is doing ${an(g.lvl!.replace(/^(mba|phd|msc|bsc|ma|ba)$/i, (x) => x.toUpperCase().replace('PHD', 'PhD').replace('MSC', 'MSc').replace('BSC', 'BSc')))}${u ? ` at ${titleCase(u)}` : ''}.`); } },
  { kind: 'education', re: r(`${IM} ${ADV}(?:studying|majoring in) (?<s>[\\p{L} ]+?)(?: at (?<u>.+))?`), build: (g) => education(g.s!, g.u) },
  { kind: 'education', re: r(`(?:${IM} (?:doing|getting|studying for|working on|finishing)|i did|${IVE}) (?:a |an |my )?(?<lvl>bachelor'?s|master'?s|masters|ba|bsc|ma|msc|mba|phd|doctorate|degree|diploma|undergrad|postgrad)(?: degree)? (?:at|from) (?<u>.+)`), build: (g, m) => { const u = organisation(g.u!); return u ? fact(`User ${/doing|getting|studying|working|finishing/i.test(m[0]!) ? 'is doing' : 'has'} ${an(g.lvl!.toLowerCase())} at ${titleCase(u)}.`) : null; } },
  { kind: 'education', re: r(`i (?:graduated|qualified) in (?<s>[\\p{L} ]+?)(?: (?:at|from) (?<u>.+))?`), build: (g) => education(g.s!, g.u) },
  { kind: 'education', re: r(`i went to (?<u>\\p{Lu}[\\p{L}&' -]+?) (?:for|to study|to do) (?<s>[\\p{L} ]+)`), build: (g) => education(g.s!, g.u) },
  { kind: 'education', re: r(`${IM} ${ADV}an? (?<y>(?:first|second|third|fourth|fifth|final|last|\\d(?:st|nd|rd|th))[- ]year) (?<s>[\\p{L} -]+?) (?<k>student|undergrad|undergraduate|postgrad|grad student|phd student|phd candidate)(?: (?:at|in) (?<u>.+))?`), build: (g) => { const u = g.u ? organisation(g.u) : null; return /^(?:a|an|the)$/i.test(g.s!) ? null : fact(`User is ${an(`${g.y!.toLowerCase().replace(' ', '-')} ${g.s} ${g.k!.toLowerCase()}`)}${u ? ` at ${titleCase(u)}` : ''}.`); } },
  { kind: 'education', re: r(`${IM} ${ADV}an? (?<s>[\\p{L} -]+?) (?:student|undergrad|undergraduate|postgrad|grad student|phd student|phd candidate|grad|graduate)(?: (?:at|in) (?<u>.+))?`), build: (g) => (/^(?:uni|university|college)$/i.test(g.s!) ? fact(`User is a university student${g.u ? ` at ${titleCase(cleanValue(g.u))}` : ''}.`) : education(g.s!, g.u)) },
  { kind: 'education', re: r(`(?:${IM} ${ADV}at |(?:a |an )?)(?<u>uni|university|college|(?:\\p{Lu}[\\p{L}&'-]* ){1,3}(?:uni|university|college)|(?:the )?university of \\p{Lu}[\\p{L}'-]*)(?: student here)?,? (?:studying|doing|reading|majoring in) (?<s>[\\p{L} -]{2,40})`), build: (g) => education(g.s!, /^(?:uni|university|college)$/i.test(g.u!) ? undefined : g.u) },
  { kind: 'education', re: r(`${IM} ${ADV}an? (?:phd|masters?|grad|graduate|undergrad|undergraduate) student (?:in|of) (?<s>[\\p{L} ]+?)(?: at (?<u>.+))?`), build: (g) => education(g.s!, g.u) },
  { kind: 'education', re: r(`i (?:went to|attended|go to|attend) (?<u>(?:the )?(?:\\p{Lu}[\\p{L}&'-]* )*(?:university|college|polytechnic|institute|academy|school)\\b[\\p{L} ]*|MIT|UCLA|Stanford|Harvard|Oxford|Cambridge|Yale|Princeton|Berkeley|ETH|EPFL|LSE|UCL|NYU|Caltech|Columbia|Imperial)(?: .*)?`), build: (g) => { const u = organisation(g.u!); return u && /^(?:the )?\p{Lu}/u.test(u) ? fact(`User went to ${u}.`) : null; } },
  { kind: 'education', re: r(`i (?:graduated|have graduated) from (?<u>.+?)(?: in (?<s>[\\p{L} ]+))?`), build: (g) => { const u = organisation(g.u!); return u ? fact(g.s ? `User studied ${g.s} at ${u}.` : `User graduated from ${u}.`) : null; } },

  { kind: 'education', re: r(`${IM} ${ADV}in (?<g>year|grade) (?<y>\\d{1,2})(?:,? (?:doing|taking|studying) (?<s>[\\p{L}\\d -]{2,40}))?`), build: (g) => fact(`User is in ${g.g!.toLowerCase()} ${g.y}${g.s ? ` studying ${cleanValue(g.s)}` : ''}.`) },
  // "currently doing a coding bootcamp at night", "I'm doing an Open University degree in history part-time".
  { kind: 'education', re: r(`${IM} ${ADV}(?:doing|taking|enrolled in|enrolled on|attending|on) an? (?<s>[\\p{L} -]{2,30}?) (?<k>bootcamp|course|degree|diploma|apprenticeship|certificate|certification|program|programme)(?<rest> .+)?`), build: (g) => {
    const rest = g.rest ? cleanValue(g.rest).replace(/\s+(?:at night|in the evenings|on weekends|online|remotely|by distance)$/i, '') : '';
    const subject = /^in (?<s>[\p{L} ]{2,30})$/u.exec(rest)?.groups?.s;
    if (rest && !subject && !/^(?:at night|in the evenings|on weekends|online)$/i.test(cleanValue(g.rest!))) return null;
    return fact(`User is doing ${an(`${g.s} ${g.k!.toLowerCase()}`)}${subject ? ` in ${subject}` : ''}.`);
  } },

  // move (a change of residence lands in the residence slot)
  { kind: 'move', re: r(`(?:i|we)(?: have|'ve)? ${ADV}(?:moved|relocated) into an? (?:new |tiny |small |little )?(?:place|flat|apartment|house|home) in (?<v>.+)`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'move', re: r(`(?:i|we)(?: have|'ve)? ${ADV}(?:moved|relocated) from .+? to (?<v>.+)`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'move', re: r(`my new (?:city|town|home|location) is (?<v>.+)`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'move', re: r(`(?:i|we)(?: have|'ve)? ${ADV}(?:moved|relocated|emigrated|made the move|made the jump|upped sticks|took the plunge and moved)(?: back| here| over| out| home| back home| house| countries| cities| abroad| across the country)? to (?<v>.+)`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },

  // "we left London for a village in Kent", "I recently settled in Lisbon", "just arrived in Perth for good", "I'm new to Leeds".
  { kind: 'move', re: r(`(?:i|we) ${ADV}left (?:\\p{Lu}[\\p{L}'.-]*(?: \\p{Lu}[\\p{L}'.-]*)?|the city|the uk|the us|home) for (?<v>.+)`), build: (g) => { const p = homeOf(g.v!) ?? place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'move', re: r(`(?:(?:i|we)(?:'ve| have)? )?${ADV}(?:settled|settled down) in (?<v>.+)`), build: (g) => { const p = homeOf(g.v!) ?? place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'move', re: r(`(?:(?:i|we)(?:'ve| have)? )?${ADV}(?:arrived|landed) in (?<v>.+?) for good`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'move', re: r(`${IM} ${ADV}new (?:to|in) (?<v>.+)`), build: (g) => { const v = cleanValue(g.v!); const p = /^\p{Lu}/u.test(v) && !/^(?:Reddit|Twitter|Discord|Slack|Windows|Mac|Linux|Instagram|TikTok|Facebook|YouTube|Excel|Notion|Obsidian|Chess|Town|Here)$/u.test(v) ? place(v) : null; return p ? fact(livesIn(p), 'profile/home') : null; } },

  // residence
  { kind: 'residence', re: r(`(?:i|we) ${ADV}(?:live|reside|am based|are based) (?<how>near|outside|just outside|close to|on the outskirts of) (?<v>.+)`), build: (g) => { const p = place(g.v!); return p ? fact(`User lives ${g.how!.toLowerCase()} ${p}.`, 'profile/home') : null; } },
  { kind: 'residence', re: r(`(?:i|we) ${ADV}live (?:on|in) an? [\\p{Ll} ]{2,30}? in (?<v>\\p{Lu}.+)`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'residence', re: r(`(?:i|we) ${ADV}(?:rent|own|share|have|bought) an? (?:[\\p{Ll}-]+ ){0,2}(?:flat|apartment|house|place|room|studio|condo|home) in (?<v>\\p{Lu}.+)`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'residence', re: r(`(?:my|our) (?:family|household) (?:lives?|is based|are based) in (?<v>.+)`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'work_mode', re: r(`(?:my|our) (?:whole )?(?:team|company) is (?:fully |100% )?(?<v>remote|hybrid)(?: .*)?`), build: (g) => fact(workMode(g.v!), 'profile/work-mode') },
  { kind: 'residence', re: r(`my (?:city|town|location|home town) is (?<v>.+)`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'residence', re: r(`home for (?:me|us) is (?<v>.+)`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'residence', re: r(`(?:i|we) ${ADV}(?:live|reside|stay) (?:right |just |smack )?in (?<v>.+)`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'residence', re: r(`(?:${IM}|i(?:'ve| have) been|we(?:'ve| have) been) ${ADV}(?:based|living|located|settled) (?:in|out of) (?<v>.+)`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'residence', re: r(`(?:my )?home(?: base| town)? is (?:now )?(?:in )?(?<v>.+?)(?: for me| for us)?`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'residence', re: r(`${IM} ${ADV}(?:back (?:home )?)?in (?<v>\\p{L}[\\p{L}'.-]*(?: \\p{L}[\\p{L}'.-]*)?)`), build: (g) => { const p = place(g.v!); return p && !/^(?:a|an|the)\b/i.test(g.v!) ? fact(livesIn(p), 'profile/home') : null; } },
  // "We're now in Leeds after the move": a place of one or two words once the chat after it is dropped.
  { kind: 'residence', re: r(`${IM} ${ADV}in (?<v>\\p{L}[\\p{L}'.-]*(?: \\p{L}[\\p{L}'.-]*)? (?:after|since|for) .+)`), build: (g) => { const v = cleanValue(g.v!); const p = v.split(/\s+/).length <= 2 && !/^(?:a|an|the)\b/i.test(v) ? place(v) : null; return p ? fact(livesIn(p), 'profile/home') : null; } },
  // "we're in a small town near Ghent now", "I'm back in Seoul after six years abroad": a home named by its kind, or a return.
  { kind: 'residence', re: r(`${IM} ${ADV}(?:back (?:home )?)?(?:in|on) (?<v>(?:a|an) .+)`), build: (g) => { const p = homeOf(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'move', re: r(`${IM} ${ADV}back (?:home )?in (?<v>.+)`), build: (g) => { const v = cleanValue(g.v!); const p = v.split(/\s+/).length <= 2 ? place(v) : null; return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'residence', re: r(`(?:my|our) (?:new |current )?(?:house|home|flat|apartment|place|family home) is (?:in|on|near|outside|just outside) (?<v>.+)`), build: (g) => { const p = homeOf(g.v!) ?? place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },

  // work mode before employer ("I work from home" is no employer)
  { kind: 'work_mode', re: r(`(?:i|we) ${ADV}(?:freelance|work freelance|contract|work as (?:a )?(?:freelancer|contractor))`), build: () => fact('User works freelance.', 'profile/work-mode') },
  { kind: 'work_mode', re: r(`(?:(?:i|we) ${ADV}work|${IM} ${ADV}working) ${ADV}(?<v>(?:from|out of|at|in) (?:a |an |the )?co-?working (?:space|hub|office)|(?:from|out of|at|in) (?:a |an |the )?co-?working)(?: .*)?`), build: () => fact('User works from a coworking space.', 'profile/work-mode') },
  { kind: 'work_mode', re: r(`(?:(?:i|we) ${ADV}work |${IM} ${ADV}(?:working )?)(?<v>part[- ]time|full[- ]time)(?! (?:at|for|as|in)\\b)(?: .*)?`), build: (g) => fact(`User works ${g.v!.toLowerCase().replace(' ', '-')}.`) },
  { kind: 'work_mode', re: r(`i ${ADV}(?:split|divide) my (?:week|time|working week|work week) between (?:home|the office|working from home|the lab|site|the studio)(?:,? and| &) (?:home|the office|working from home|the lab|site|the studio)`), build: () => fact('User works hybrid.', 'profile/work-mode') },
  { kind: 'work_mode', re: r(`${IM} ${ADV}an? (?<v>digital nomad|remote worker|full-time remote worker)(?: .*)?`), build: (g) => fact(`User is a ${g.v!.toLowerCase()}.`, 'profile/work-mode') },
  { kind: 'work_mode', re: r(`(?:(?:i|we) ${ADV}work|${IM} ${ADV}working) ${ADV}(?<v>from home|remotely|remote|from the office|in the office|in an office|on[ -]?site|hybrid|in person)(?: .*)?`), build: (g) => fact(workMode(g.v!), 'profile/work-mode') },
  // "I'm in the office Mondays and Fridays": some days in, the rest not.
  { kind: 'work_mode', re: r(`${IM} ${ADV}(?:in|at) (?:the|our) office (?<w>${DAYS})(?:,? .*)?`), build: (g) => (/^(?:on )?(?:weekdays|monday (?:to|through|-) friday|mon-fri)$/i.test(g.w!) ? fact('User works on-site.', 'profile/work-mode') : fact(`User works hybrid, in the office ${/^on /i.test(g.w!) ? '' : 'on '}${dayCase(g.w!)}.`, 'profile/work-mode')) },
  { kind: 'work_mode', re: r(`${IM} ${ADV}(?<v>remote|remote-first|hybrid|on-?site|office-based|office based|in the office|back in the office|a remote worker)(?: .*)?`), build: (g) => fact(workMode(g.v!), 'profile/work-mode') },
  { kind: 'work_mode', re: r(`my (?:job|role|position|work|current job|new job) is ${ADV}(?:fully |100% |mostly |entirely )?(?<v>remote|hybrid|on-?site|office-based|in-person|in person)(?: .*)?`), build: (g) => fact(workMode(g.v!), 'profile/work-mode') },
  { kind: 'work_mode', re: r(`${IM} ${ADV}an? (?:fully |100% |completely )?(?<v>remote|remote-first|hybrid|distributed) (?:team|worker|employee|company|shop|setup|org|organisation|organization|startup)`), build: (g) => fact(workMode(g.v!.replace('distributed', 'remote')), 'profile/work-mode') },
  { kind: 'work_mode', re: r(`(?:i|we) ${ADV}work (?:from|out of|in) (?:a |the |my local )?(?<v>cafe|café|coffee shop|library|cafes|coffee shops)(?: .*)?`), build: (g) => fact(`User works from ${/s$/.test(g.v!) ? g.v!.toLowerCase() : an(g.v!.toLowerCase())}.`, 'profile/work-mode') },

  // employer
  { kind: 'employer', re: r(`i (?:manage|lead|run|head|am on|'m on|work on|sit on) (?:the |a |an )?[\\p{L} -]+ team (?:at|for) (?<v>.+)`), build: (g) => { const o = organisation(g.v!); return o && /^(?:the )?\p{Lu}/u.test(o) ? fact(`User works at ${o}.`, 'profile/employer') : null; } },
  { kind: 'residence', re: r(`${IM} ${ADV}an? (?:proud |born and bred |true |real )?(?<v>londoner|new yorker|parisian|berliner|glaswegian|mancunian|liverpudlian|angeleno|chicagoan|torontonian|montrealer|melburnian|sydneysider|dubliner|edinburgher|romans?|milanese|madrileño|barcelonan|viennese|amsterdammer|bostonian|seattleite|texan|californian|brooklynite)`), build: (g) => fact(`User lives in ${DEMONYMS[g.v!.toLowerCase()] ?? g.v}.`, 'profile/home') },
  { kind: 'residence', re: r(`${IM} ${ADV}an? (?<v>\\p{Lu}[\\p{L}'. -]*?) (?:local|native|resident)`), build: (g) => { const p = place(g.v!); return p && /^\p{Lu}/u.test(g.v!) ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'job_title', re: r(`i teach (?<v>(?!my\\b|him\\b|her\\b|them\\b|myself\\b|people\\b|kids how\\b)[\\p{L} -]{3,30}?)(?: (?:at|in|for|to) .+)?`), build: (g) => fact(`User teaches ${cleanValue(g.v!)}.`, 'profile/occupation') },
  { kind: 'employer', re: r(`${IM} (?:now )?with (?<v>(?:the )?\\p{Lu}[\\p{L}&.'-]*(?: \\p{Lu}[\\p{L}&.'-]*){0,3})(?: now| these days)?`), build: (g) => { const o = organisation(g.v!); return o && /^(?:the )?\p{Lu}/u.test(o) && !/^(?:the )?(?:family|friends|kids|parents)$/i.test(o) ? fact(`User works at ${o}.`, 'profile/employer') : null; } },
  { kind: 'job_title', re: r(`${IM} ${ADV}(?:a |an )?(?<v>stay[- ]at[- ]home (?:dad|mom|mum|parent)|retired|semi-retired|unemployed|between jobs|job hunting|on parental leave|on maternity leave|a full-time student)(?: .*)?`), build: (g) => fact(`User is ${/^stay/i.test(g.v!) ? 'a ' : ''}${g.v!.toLowerCase()}.`, 'profile/occupation') },
  { kind: 'employer', re: r(`${IM} ${ADV}(?<v>self-employed|freelance|a freelancer|my own boss)(?: .*)?`), build: () => fact('User is self-employed.', 'profile/employer') },
  { kind: 'employer', re: r(`i work for myself(?: .*)?`), build: () => fact('User is self-employed.', 'profile/employer') },
  { kind: 'employer', re: r(`(?:i|we) ${ADV}work in [\\p{Ll} ]{2,30}? (?<at>at|for) (?<v>.+)`), build: (g) => { const o = organisation(g.v!); return o ? fact(`User works ${g.at!.toLowerCase()} ${o}.`, 'profile/employer') : null; } },
  { kind: 'employer', re: r(`i (?:just |recently )?(?:got|landed|accepted|took|started|began) a (?:new )?(?:job|position|role|offer) (?:at|with) (?<v>.+)`), build: (g) => { const o = organisation(g.v!); return o ? fact(`User works at ${o}.`, 'profile/employer') : null; } },
  { kind: 'employer', re: r(`(?:i|we) ${ADV}work (?<at>at|for) (?<v>.+)`), build: (g) => { const o = organisation(g.v!); return o ? fact(`User works ${g.at!.toLowerCase()} ${o}.`, 'profile/employer') : null; } },
  { kind: 'employer', re: r(`${IM} ${ADV}(?:employed (?:by|at)|working (?:at|for)|on staff at|on the team at) (?<v>.+)`), build: (g) => { const o = organisation(g.v!); return o ? fact(`User works at ${o}.`, 'profile/employer') : null; } },
  { kind: 'employer', re: r(`i(?:'ve| have) (?:been|worked) (?:with|at|for) (?<v>.+?) (?:for (?:\\w+ ){1,2}(?:years?|months?)|since (?:19|20)\\d\\d|since (?:last )?\\w+)(?: now)?`), build: (g) => { const o = organisation(g.v!); return o && /^(?:the )?\p{Lu}/u.test(o) ? fact(`User works at ${o}.`, 'profile/employer') : null; } },
  { kind: 'employer', re: r(`my (?:employer|company|workplace) is (?<v>.+)`), build: (g) => { const o = organisation(g.v!); return o ? fact(`User works at ${o}.`, 'profile/employer') : null; } },
  { kind: 'employer', re: r(`i (?:just |recently )?(?:joined|started at|started working at|started working for) (?<v>.+)`), build: (g) => { const o = organisation(g.v!); return o && /^(?:the )?\p{Lu}/u.test(o) && !/\b(?:team|class|club|gym|group)\b/i.test(o) ? fact(`User works at ${o}.`, 'profile/employer') : null; } },
  { kind: 'employer', re: r(`${IM} (?:now )?at (?<v>(?:the )?\\p{Lu}[\\p{L}&.'-]*(?: \\p{Lu}[\\p{L}&.'-]*){0,3})(?: now)?`), build: (g) => { const o = organisation(g.v!); return o && /^(?:the )?\p{Lu}/u.test(o) ? fact(`User works at ${o}.`, 'profile/employer') : null; } },

  // "it's for our internal tool at Datadog": the speaker's team's work, at their employer.
  { kind: 'employer', re: r(`(?:.+ )?(?:our|my) (?:internal |main |new |in-house )?(?:tools?|team|product|app|service|codebase|platform|office|project|dashboard|api|repo|system|department) (?:at|for) (?<v>\\p{Lu}[\\p{L}&.'-]*(?: \\p{Lu}[\\p{L}&.'-]*){0,2})`), build: (g) => { const o = /^\p{Lu}[\p{L}&.'-]*(?: \p{Lu}[\p{L}&.'-]*){0,2}$/u.test(g.v!) ? organisation(g.v!) : null; return o ? fact(`User works at ${o}.`, 'profile/employer') : null; } },
  // job title
  { kind: 'job_title', re: r(`(?:i(?:'ve| have)? ${ADV}(?:got|been|was|get) ${ADV})?promoted to (?<v>.+)`), build: (g) => job(g.v!, false) },
  { kind: 'job_title', re: r(`(?:i work as|i'm working as|i am working as|i freelance as|i moonlight as|${IM} ${ADV}employed as) (?<v>.+)`), build: (g) => job(g.v!, false) },
  { kind: 'job_title', re: r(`my (?:job|work|career) is in (?<v>(?!the\\b|a\\b|an\\b)[\\p{L}&-]+(?: [\\p{L}&-]+){0,2})`), build: (g) => (new RegExp(`^(?:${PLACE_STOP}|jeopardy|limbo|flux|question|danger|trouble|the balance)$`, 'i').test(cleanValue(g.v!)) ? null : fact(`User works in ${cleanValue(g.v!).toLowerCase()}.`, 'profile/occupation')) },
  // "my job is a nightmare": after "my job is" only a job noun names the job.
  { kind: 'job_title', re: r(`my (?:job title|job|title|role|position|profession|occupation) is (?<v>.+)`), build: (g, m) => job(g.v!, /^my job is/i.test(m[0]!)) },
  // "I'm basically a professional chef": a likeness, not a job.
  { kind: 'job_title', re: r(`(?:${IM}|i(?:'ve| have) been|i became) ${ADV}(?<v>(?:a|an|the) .+)`), build: (g, m) => (/\b(?:basically|practically|literally|virtually|pretty much|a walking)\b/i.test(m[0]!) ? null : job(g.v!, true)) },

  { kind: 'job_title', re: r(`i (?<verb>own|run|manage|co-own|founded|started) (?<v>(?:a|an|my own) (?:small |little |tiny |local |family )?[\\p{L} -]*?(?:shop|bakery|cafe|café|restaurant|business|company|studio|agency|bar|store|salon|practice|clinic|farm|startup|brewery|gym|nursery|bookshop|bookstore))(?: .*)?`), build: (g) => fact(`User ${verb3(g.verb!.toLowerCase() === 'started' ? 'run' : g.verb!.toLowerCase()).replace(/^founded/, 'founded')} ${their(g.v!)}.`, 'profile/occupation') },
  { kind: 'job_title', re: r(`i (?:manage|lead|run) a team of (?<v>\\w+(?: [\\p{L}-]+)?)`), build: (g) => fact(`User manages a team of ${cleanValue(g.v!)}.`) },
  { kind: 'job_title', re: r(`i (?:work|am working) in (?<v>(?!the\\b|a\\b|an\\b)[\\p{Ll}&-]+(?: [\\p{Ll}&-]+){0,2})`), build: (g) => (/^(?:home|office|person|town|bed)$/i.test(g.v!) || /^\p{Lu}/u.test(g.v!) ? null : fact(`User works in ${cleanValue(g.v!)}.`, 'profile/occupation')) },
  { kind: 'job_title', re: r(`i do (?<v>[\\p{Ll} ]{3,30}?) for a living`), build: (g) => fact(`User works in ${cleanValue(g.v!)}.`, 'profile/occupation') },

  { kind: 'job_title', re: r(`as an? (?<v>(?:[\\p{L}+#.-]+ ){0,2}(?:${JOB_NOUNS}))(?<tail>(?:,| i\\b| we\\b).*)?`), build: (g) => (g.tail || reading.nextFirstPerson ? job(g.v!, true) : null) },

  // tech stack
  { kind: 'tech_stack', re: r(`(?:(?:i|we) (?:have |'ve )?)?${ADV}(?:switched|moved|migrated|changed|converted)(?: over)? from (?:${TECHS}) (?:to|for) (?<v>${TECHS})(?: .*)?`), build: (g) => fact(`User uses ${techList(g.v!)}.`) },
  { kind: 'tech_stack', re: r(`(?:i|we) ${ADV}do (?:[\\p{L}-]+ ){0,2}(?:work|coding|analysis|analytics|modell?ing|development|dev|scripting|programming|engineering) ${ADV}(?:in|with|on) (?<v>${TECHS})(?: .*)?`), build: (g) => fact(`User uses ${techList(g.v!)}.`) },
  { kind: 'tech_stack', re: r(`(?:i|we) ${ADV}(?:use|code in|program in|write|develop in|build with|build in|work with|work in|run|deploy (?:on|to)|ship|rely on) ${ADV}(?:in )?(?<v>${TECHS})(?: .*)?`), build: (g) => fact(`User uses ${techList(g.v!)}.`) },
  { kind: 'tech_stack', re: r(`(?:i|we) ${ADV}(?:build|write|make|code) (?:everything|it all|all of it|our (?:apps?|services|sites?|stuff|products?)|my (?:apps?|projects|sites?|stuff)|things|stuff|websites|apps) (?:in|with|on) (?<v>${TECHS})(?: .*)?`), build: (g) => fact(`User uses ${techList(g.v!)}.`) },
  { kind: 'tech_stack', re: r(`(?:i|we) ${ADV}(?:run|host|deploy|put) (?:everything|it all|all of it|all|our (?:stuff|apps?|services|infra)|my (?:stuff|apps?|projects)) (?:on|in) (?<v>${TECHS})(?: .*)?`), build: (g) => fact(`User uses ${techList(g.v!)}.`) },
  { kind: 'tech_stack', re: r(`(?:i|we) ${ADV}use (?<v>\\p{Lu}[\\p{L}\\d.+#-]*(?: \\p{Lu}[\\p{L}\\d.+#-]*)?) (?:for|to (?:manage|track|write|build|run|host|keep)) (?:all |most |everything|my |our |the )?.+`), build: (g) => (/^(?:English|British|American|Spanish|French|German)$/.test(g.v!) ? null : fact(`User uses ${g.v}.`)) },
  { kind: 'tech_stack', re: r(`(?:we're|we are|i'm|i am) ${ADV}(?:on|using|all in on|all-in on|building (?:on|with)|working ${ADV}(?:in|with)|coding ${ADV}in|writing) (?<v>${TECHS})(?: .*)?`), build: (g) => fact(`User uses ${techList(g.v!)}.`) },
  { kind: 'tech_stack', re: r(`(?:we're|we are|i'm|i am) ${ADV}(?:a|an) (?<v>${TECHS}) (?:shop|house|team|company|developer|dev|engineer)`), build: (g) => fact(`User uses ${techList(g.v!)}.`) },
  { kind: 'tech_stack', re: r(`i do (?:most|all|much|the bulk) of my (?:work|coding|writing|analysis|design work|modelling|modeling) in (?<v>${TECHS})(?: .*)?`), build: (g) => fact(`User uses ${techList(g.v!)}.`) },
  { kind: 'tech_stack', re: r(`(?:i|we) (?:code|program|write code|develop) ${ADV}(?:mostly |mainly |primarily |exclusively )?in (?<v>${TECHS})(?: .*)?`), build: (g) => fact(`User uses ${techList(g.v!)}.`) },
  { kind: 'tech_stack', re: r(`(?:all (?:of )?)?(?:our|my) (?:infra|infrastructure|frontend|backend|front end|back end|servers|data|database|db|apps?|services|code|codebase|pipeline|ci) (?:is|are|lives?|runs?|sits?) (?:all |mostly |entirely )?(?:on|in|with) (?<v>${TECHS})(?: .*)?`), build: (g) => fact(`User uses ${techList(g.v!)}.`) },
  { kind: 'tech_stack', re: r(`(?:our|my) (?:tech |app |whole |main )?(?:stack|app|site|product|service|project)s? (?:is|are) (?:built|written|made) (?:in|with|on) (?<v>${TECHS})(?: .*)?`), build: (g) => fact(`User uses ${techList(g.v!)}.`) },
  { kind: 'tech_stack', re: r(`(?:our|my) (?:tech )?(?:stack|editor|ide|backend|frontend|database|db|language|main language|framework|infra|infrastructure) is (?:mostly |mainly |all )?(?<v>${TECHS})(?: .*)?`), build: (g) => fact(`User uses ${techList(g.v!)}.`) },

  // schedule
  { kind: 'schedule', re: r(`(?:${IVE}|i (?<verb>do|go to|attend)) (?<t>(?:a |an |my )?[\\p{L}:\\d' -]{2,40}?) (?<w>(?:at|on|every|each|from) [\\p{L}\\d: ]+|${FREQ}(?: at [\\p{L}\\d: ]+)?(?: (?:before|after) (?:work|school|bed|breakfast|lunch|dinner))?|${DAYS}(?: at ${TIME})?)`), build: (g) => schedule(g.t!, g.w!, g.verb) },
  { kind: 'schedule', re: r(`(?<t>work|school|class|my shift|my day) (?:starts|begins) (?<w>(?:at|around) ${TIME}) for me`), build: (g) => fact(`User starts ${their(g.t!.toLowerCase())} ${g.w}.`) },
  { kind: 'schedule', re: r(`(?<t>[\\p{L}:\\d' -]{2,30}?) (?:is|are|starts|begins) (?<w>(?:at|on|every|each) [\\p{L}\\d: ]+|${FREQ}) for me`), build: (g) => schedule(g.t!, g.w!) },
  { kind: 'schedule', re: r(`(?<t>(?!the |this |that |it )[\\p{L}' -]{3,30}?) for me (?<w>${DAYS}|${FREQ})`), build: (g) => schedule(g.t!.charAt(0).toLowerCase() + g.t!.slice(1), g.w!) },
  { kind: 'schedule', re: r(`my (?<t>classes|lectures|shifts|lessons|working days|work days|office days|hours) (?:are|run) (?<w>${WEEKDAY} (?:to|through|till|until|-) ${WEEKDAY})`), build: (g) => fact(`User has ${g.t!.toLowerCase()} ${g.w!.toLowerCase().replace(/\b\w+day\b/g, (d) => d.charAt(0).toUpperCase() + d.slice(1))}.`) },
  { kind: 'schedule', re: r(`(?:my|our) (?<t>[\\p{L}:\\d' -]{2,40}?) (?:is|are|happens?|starts?) (?<w>(?:at|on|every|each) [\\p{L}\\d: ]+|${FREQ})`), build: (g) => (OTHER_PERSON.test(`my ${g.t}`) ? null : schedule(g.t!, g.w!)) },

  // "Gym is 6:15am Mon-Thu", "choir practice is thursday evenings", "the school run is 8 to 8:45 every morning": a thing and when it recurs.
  { kind: 'schedule', re: r(`(?:my |our )?(?<t>(?!(?:the|this|that|it|he|she|they|there|what|which|who|today|tomorrow)\\b)[\\p{L}' -]{2,30}?) (?:is|are|happens?|runs?) (?:at |from )?(?<w>${TIME}(?: (?:to|till|until|-) ${TIME})?,? (?:${DAYS}|${FREQ})|${DAYS}(?: (?:at|from) ${TIME}(?: (?:to|till|until|-) ${TIME})?)?|${FREQ}(?: (?:nights?|mornings?|evenings?|afternoons?))?(?: (?:at|from) ${TIME})?)`), build: (g) => (OTHER_PERSON.test(`my ${g.t}`) && !HOUSEHOLD.test(`my ${g.t} is`) ? null : schedule(/^\p{Lu}\p{Ll}/u.test(g.t!) ? g.t!.charAt(0).toLowerCase() + g.t!.slice(1) : g.t!, g.w!)) },
  // "i'm only free after 7pm on weekdays": when the speaker can be reached, on recurring days.
  { kind: 'schedule', re: r(`${IM} ${ADV}(?<only>only )?(?<st>free|available|busy|unavailable|around|reachable|online|offline) (?<w>(?:after|before|until|from|between) .+)`), build: (g) => { const w = cleanValue(g.w!); return new RegExp(`${DAYS}|${FREQ}`, 'i').test(w) ? fact(`User is ${g.only ? 'only ' : ''}${g.st!.toLowerCase()} ${dayCase(w)}.`) : null; } },
  { kind: 'schedule', re: r(`${IM} ${ADV}(?<st>busy|unavailable|away|out|tied up) (?<w>(?:${FREQ}|${DAYS})(?: (?:evening|morning|night|afternoon)s?)?)(?: with (?<what>[\\p{L} -]{2,30}))?`), build: (g) => fact(`User is ${g.st!.toLowerCase()} ${dayCase(cleanValue(g.w!))}${g.what ? ` with ${their(cleanValue(g.what))}` : ''}.`) },
  { kind: 'schedule', re: r(`${IM} ${ADV}off(?: work)? (?<w>${DAYS})`), build: (g) => fact(`User is off work ${/^on /i.test(g.w!) ? '' : 'on '}${dayCase(g.w!)}.`) },
  { kind: 'schedule', re: r(`(?<w>${DAYS}) (?:is|are) my (?:days?|time) off`), build: (g) => fact(`User has ${dayCase(g.w!.replace(/^on /i, ''))} off.`) },
  { kind: 'schedule', re: r(`(?:i (?:have|get) )?(?<w>${DAYS}) off`), build: (g) => fact(`User has ${dayCase(g.w!.replace(/^on /i, ''))} off.`) },
  { kind: 'schedule', re: r(`${IM} ${ADV}(?<t>on call|on-call|on nights|on shift|on (?:the )?(?:early|late|night|day|weekend) shifts?) (?<w>${FREQ}|${DAYS})`), build: (g) => fact(`User is ${g.t!.toLowerCase()} ${dayCase(cleanValue(g.w!))}.`) },
  // "I start work at 7 and finish at 3:30", "I work 9 to 5": working hours.
  { kind: 'schedule', re: r(`i ${ADV}(?:start|begin) (?<what>work|my shift|my day|school|class|classes|uni) (?:at|around) (?<a>${TIME}) and (?:finish|end|stop|leave|clock off|get off|knock off)(?: work)? (?:at|around|by) (?<b>${TIME})(?: .*)?`), build: (g) => fact(`User ${/work|shift|day/i.test(g.what!) ? 'works' : `has ${their(g.what!.toLowerCase())}`} from ${g.a} to ${g.b}.`) },
  { kind: 'schedule', re: r(`i ${ADV}work (?<w>${DAYS})`), build: (g) => fact(`User works ${dayCase(g.w!)}.`) },
  { kind: 'schedule', re: r(`i ${ADV}work (?:from )?(?<a>${TIME}) (?:to|till|until|-) (?<b>${TIME})(?<w> .+)?`), build: (g) => fact(`User works ${g.a} to ${g.b}${g.w ? ` ${cleanValue(g.w)}` : ''}.`) },
  { kind: 'schedule', re: r(`i (?:usually |always |mostly )?work (?<t>(?:the )?(?:night|day|early|late|morning|evening|double|weekend|long|split|rotating|rotating night|irregular|alternating|swing|graveyard|12-hour|twelve-hour|\\d+-hour) shifts?|nights|weekends|evenings|lates|earlies)(?: (?<w>.+))?`), build: (g) => fact(`User works ${g.t!.toLowerCase()}${g.w ? ` ${cleanValue(g.w)}` : ''}.`) },

  // goal
  { kind: 'goal', re: r(`(?:i|we) ${ADV}(?:want|plan|hope|aim|intend|need) to (?<v>.+)`), build: (g) => goal(g.v!) },
  { kind: 'goal', re: r(`my (?:big |main |long-term |ultimate |biggest |\\d{4} )?(?:goal|dream|ambition|aim|plan|resolution) (?:for (?:this|next) year |this year |next year |for \\d{4} |in life )?is (?:to )?(?<v>.+)`), build: (g) => goal(g.v!) },
  { kind: 'goal', re: r(`${IM} ${ADV}(?:aiming|trying|planning|hoping|working|saving up|saving|training|learning|studying) to (?<v>.+)`), build: (g) => goal(g.v!) },
  { kind: 'goal', re: r(`${IM} ${ADV}(?<verb>aiming|working|saving up|saving|training|studying|building|pushing) (?<prep>towards?|for) (?<v>.+)`), build: (g) => goalFor(g.verb!, g.prep!, g.v!) },
  { kind: 'goal', re: r(`(?:the|my) (?:big |main |long-term |ultimate |real )?(?:dream|goal|ambition|plan) is to (?<v>.+)`), build: (g) => goal(g.v!) },

  // hobby
  { kind: 'hobby', re: r(`my (?:main |big |favou?rite |new |latest |current |one |only |other )?(?:hobby|hobbies|pastime|thing to do|obsession) (?:is|are|include|these days is) (?<v>.+)`), build: (g) => hobby(g.v!) },
  { kind: 'hobby', re: r(`(?:my )?(?:weekends|evenings|saturdays|sundays|saturday mornings|sunday mornings|free time|spare time|days off|lunch breaks) (?:(?:are|is) (?:for|all about|reserved for|spent)|goes (?:into|to|on)|go (?:into|to|on)|revolves? around) (?<v>.+)`), build: (g) => hobby(g.v!) },
  { kind: 'hobby', re: r(`i(?:'ve| have) been ${ADV}(?:doing|practi[cs]ing|playing|training(?: in)?) (?<v>.+?)(?: (?:for|since) .+)?`), build: (g) => hobby(g.v!) },
  { kind: 'hobby', re: r(`(?:i(?:'ve| have) been|${IM}) ${ADV}learning (?:to play )?(?:the )?(?<v>${INSTRUMENTS})(?: (?:for|since) .+)?`), build: (g) => pref(`User is learning the ${g.v!.toLowerCase()}.`) },
  { kind: 'hobby', re: r(`i ${ADV}spend (?:most |my |all |every |a lot of |all my )?(?:weekends|evenings|free time|spare time|summers|sundays|saturdays|mornings|holidays|lunch breaks)(?: off)? (?<v>\\p{L}+ing(?: [\\p{L} ]+)?)`), build: (g) => hobby(g.v!) },
  { kind: 'hobby', re: r(`${IM} ${ADV}(?:into|big into|obsessed with|hooked on|a fan of doing|(?:a )?(?:big |huge )?fan of) (?<v>.+)`), build: (g) => hobby(g.v!) },
  { kind: 'hobby', re: r(`i (?:do|play|practi[cs]e) (?<v>.+)`), build: (g) => hobby(g.v!) },
  { kind: 'hobby', re: r(`i (?:sing|play) in an? (?<v>choir|band|orchestra|quartet|ensemble|folk group|jazz band|rock band)(?: .*)?`), build: (g, m) => pref(`User ${/sing/i.test(m[0]!) ? 'sings' : 'plays'} in a ${g.v!.toLowerCase()}.`) },
  { kind: 'hobby', re: r(`${IM} ${ADV}an? (?<adj>(?:keen|avid|big|huge|massive|hardcore|serious|passionate|amateur|hobby|enthusiastic|obsessive|weekend|casual|competitive)(?: (?:amateur|hobby|weekend|casual|competitive|landscape|wildlife|street|film))?) (?<v>gardener|baker|cyclist|runner|reader|photographer|cook|hiker|climber|swimmer|golfer|birder|birdwatcher|bird-watcher|boulderer|potter|woodworker|quilter|kayaker|paddler|diver|skater|snowboarder|collector|knitter|painter|gamer|skier|surfer|sailor|angler|fisherman|musician|singer|dancer|writer|traveller|traveler)`), build: (g) => pref(`User is ${an(`${g.adj!.toLowerCase()} ${g.v!.toLowerCase()}`)}.`) },
  { kind: 'hobby', re: r(`i (?<v>garden|bake|knit|crochet|sew|paint|sketch|hike|boulder|surf|ski|snowboard|sail|brew (?:my own )?(?:beer|kombucha|cider|mead)|make (?:my own )?(?:bread|pottery|jewellery|jewelry|candles))(?: a lot| loads| all the time| whenever i can| in my (?:free|spare) time| for fun| as a hobby)?`), build: (g) => pref(`User ${thirdPersonPredicate(g.v!.toLowerCase())}.`) },
  { kind: 'hobby', re: r(`i ${ADV}play (?:the )?(?<v>${INSTRUMENTS})(?: .*)?`), build: (g) => pref(`User plays the ${g.v!.toLowerCase()}.`) },
  { kind: 'hobby', re: r(`i ${ADV}(?<v>paint|draw|sketch|write|knit|crochet|sew|bake|garden|hike|climb|surf|run|swim|cycle|dance|sing|fish|read|cook) (?<o>[\\p{L} -]{0,30}?) (?:in my (?:free|spare|down) time|for fun|as a hobby|in the evenings|on (?:the )?weekends|whenever i can)`), build: (g) => pref(`User ${verb3(g.v!.toLowerCase())}${g.o ? ` ${their(cleanValue(g.o))}` : ''}.`) },
  { kind: 'hobby', re: r(`i collect (?<v>[\\p{L} -]{3,30})`), build: (g) => pref(`User collects ${cleanValue(g.v!)}.`) },
  { kind: 'hobby', re: r(`(?<v>.+?) is (?:my (?:favou?rite |main |big |one |new |latest |biggest )?(?:thing|hobby|pastime|jam|passion|happy place|obsession)|what i do for fun)`), build: (g) => hobby(g.v!) },
  { kind: 'hobby', re: r(`i (?:do|play|practi[cs]e|go) (?<v>.+?) (?:on (?:the )?weekends?|at (?:the )?weekends?|in my (?:free|spare) time|for fun|as a hobby|every weekend|most weekends)`), build: (g) => hobby(g.v!) },
  { kind: 'hobby', re: r(`i(?:'ve| have)? ${ADV}(?:recently |finally )?(?:got into|gotten into|got back into|took up|taken up|picked up|started) (?<v>.+)`), build: (g) => hobby(g.v!) },
  // "I restore old film cameras as a hobby": any pastime, when it is called one.
  { kind: 'hobby', re: r(`i ${ADV}(?<verb>\\p{Ll}+) (?<o>[\\p{L}\\d' -]{2,40}?) (?<cue>as a hobby|for fun|in my (?:free|spare|down) time)`), build: (g) => (HABIT_STOP.test(g.verb!) || /(?:ed|ing)$/i.test(g.verb!) || /\b(?:you|your|it|this|that)\b/i.test(g.o!) ? null : pref(`User ${verb3(g.verb!.toLowerCase())} ${their(cleanValue(g.o!))} ${g.cue!.toLowerCase().replace(/\bmy\b/, 'their')}.`)) },

  // dislike (negated wordings read here, before the negation check)
  { kind: 'dislike', negative: true, re: r(`i (?:really |absolutely |honestly |truly |just |kind of )?(?<verb>hate|dislike|detest|loathe|despise|can't stand|cannot stand|can not stand|don't like|do not like|don't really like|don't enjoy|do not enjoy|don't care for|avoid) (?<v>.+)`), build: (g) => { const o = object(g.v!); return o ? pref(`User ${DISLIKE_VERBS[g.verb!.toLowerCase()] ?? 'dislikes'} ${o}.`) : null; } },
  { kind: 'dislike', negative: true, re: r(`i(?:'ve| have)? never been (?:a |much of a |a big )?fan of (?<v>.+)`), build: (g) => { const o = object(g.v!); return o ? pref(`User dislikes ${o}.`) : null; } },
  { kind: 'dislike', re: r(`(?<v>(?!the |this |that |it |my |our |your )[\\p{L} -]{3,30}?) (?:freaks?|scares?|terrif(?:y|ies)) me(?: out)?(?: .*)?`), build: (g) => { const o = object(g.v!); return o ? pref(`User is afraid of ${o.charAt(0).toLowerCase()}${o.slice(1)}.`) : null; } },
  { kind: 'dislike', re: r(`(?<v>(?!the |this |that |it |my |our |your |his |her |their )[\\p{L} -]{3,40}?) (?:is|are|'s|'re) (?:my (?:nightmare|pet peeve|kryptonite|worst enemy|enemy|nemesis|arch-?nemesis|least favou?rite food)|the worst|a nightmare for me|torture for me|my least favou?rite(?: thing)?)(?:,? .*)?`), build: (g) => { const o = object(g.v!); return o ? pref(`User dislikes ${o.charAt(0).toLowerCase()}${o.slice(1)}.`) : null; } },
  { kind: 'dislike', re: r(`(?<v>(?!the |this |that |it |my |our |your |his |her |their )[\\p{L} -]{3,40}?) (?:drives?|drove) me (?:up the wall|crazy|nuts|mad|insane|bananas|round the bend)(?: .*)?`), build: (g) => { const o = object(g.v!); return o ? pref(`User dislikes ${o.charAt(0).toLowerCase()}${o.slice(1)}.`) : null; } },
  { kind: 'dislike', re: r(`(?<v>(?!the |this |that |it |my |our |your |his |her |their |these |those |they |he |she |we |you )[\\p{L} -]{3,40}?) (?:is|are|'s|'re) (?:so |just |absolutely |truly |really )?(?:disgusting|gross|revolting|vile|nasty|repulsive|inedible)`), build: (g) => { const o = object(g.v!); return o ? pref(`User dislikes ${o.charAt(0).toLowerCase()}${o.slice(1)}.`) : null; } },
  { kind: 'dislike', re: r(`(?<v>(?!the |this |that |it |my |our |your |his |her |their |these |those |they |he |she |we |you )[\\p{L} -]{3,40}?) (?:really |just |always )?(?:annoys?|irritates?|bugs?|frustrates?|grates? on) me(?: .*)?`), build: (g) => { const o = object(g.v!); return o ? pref(`User dislikes ${o.charAt(0).toLowerCase()}${o.slice(1)}.`) : null; } },
  { kind: 'dislike', re: r(`(?<v>(?!the |this |that |it |my |our |your |his |her |their )[\\p{L} -]{3,40}?) (?:gets?|get) on my nerves(?: .*)?`), build: (g) => { const o = object(g.v!); return o ? pref(`User dislikes ${o.charAt(0).toLowerCase()}${o.slice(1)}.`) : null; } },
  { kind: 'dislike', negative: true, re: r(`(?<v>(?!the |this |that |it |my |our |your |his |her |their )[\\p{L} -]{3,40}?) (?:isn't|is not|aren't|are not|'s not|'re not) (?:really )?(?:my thing|for me|my cup of tea|my jam)`), build: (g) => { const o = object(g.v!); return o ? pref(`User dislikes ${o.charAt(0).toLowerCase()}${o.slice(1)}.`) : null; } },
  { kind: 'dislike', negative: true, re: r(`i (?:have )?never (?:really )?(?:liked|enjoyed|cared for|got on with|been able to stand) (?<v>.+)`), build: (g) => { const o = object(g.v!); return o ? pref(`User dislikes ${o}.`) : null; } },
  { kind: 'dislike', re: r(`i find (?<v>.+?) (?:awful|annoying|unbearable|boring|tedious|exhausting|overrated|gross|disgusting|draining|stressful|horrible)`), build: (g) => { const o = object(g.v!); return o ? pref(`User dislikes ${o}.`) : null; } },
  { kind: 'dislike', negative: true, re: r(`${IM} ${ADV}(?:not a (?:big |huge )?fan of|not into|not big on|not keen on|not fond of|no fan of|sick of|tired of|done with|over) (?<v>.+)`), build: (g) => { const o = object(g.v!); return o ? pref(`User dislikes ${o}.`) : null; } },

  // preference
  { kind: 'preference', re: r(`(?:i|we) ${ADV}(?:always |usually |generally |much |strongly |tend to |do )?(?<verb>prefer|like|love|enjoy|adore) (?<v>.+)`), build: (g) => { const o = object(g.v!); return o && !DREADED.test(o) ? pref(`User ${verb3(g.verb!.toLowerCase())} ${o}.`) : null; } },
  { kind: 'preference', re: r(`(?:i'd|i would) rather (?:have|use|get|do|go with|take)? ?(?<v>.+)`), build: (g) => { const o = object(g.v!.replace(/ than /i, ' over ')); return o ? pref(`User prefers ${o}.`) : null; } },
  { kind: 'preference', re: r(`(?:i'd|i would) prefer (?<v>(?!the |a |an |it |this |that |if |you |to know|not )[\\p{L}\\d ,'-]{3,60})`), build: (g) => { const o = object(g.v!); return o ? pref(`User prefers ${o}.`) : null; } },
  { kind: 'preference', re: r(`(?:i'd|i would) (?:pick|choose|take) (?<v>[\\p{L} -]{2,30}?) (?:over|to) (?<o>[\\p{L} -]{2,30}?) any day`), build: (g) => { const o = object(g.v!); return o ? pref(`User prefers ${o} over ${their(cleanValue(g.o!))}.`) : null; } },
  // "I'm partial to dark chocolate", "I have a soft spot for old films", "nothing beats a cold beer": a liking in other words.
  { kind: 'preference', negative: true, re: r(`(?:${IM} ${ADV}(?:partial to|a sucker for|all about|a big believer in|crazy about|mad about|nuts about)|i ${ADV}have a (?:soft spot|weakness|thing) for|(?:nothing|you can't|can't) beats? ) ?(?<v>.+)`), build: (g) => { const o = object(g.v!.replace(/\s+(?:on a [\p{L} ]+|any day|every time)$/iu, '')); return o ? pref(`User likes ${o}.`) : null; } },
  { kind: 'preference', re: r(`my (?:go-to|usual|regular|default|standard) (?<k>[\\p{L} -]{2,30}?) (?:is|are) (?<v>.+)`), build: (g) => { const o = object(g.v!); return o ? pref(`User's go-to ${g.k!.toLowerCase()} is ${o}.`) : null; } },
  // "aisle seats for me, always", "I'm more of a tea drinker", "I take my coffee black": a standing choice.
  { kind: 'preference', re: r(`(?<v>(?!the |this |that |it |a |an |some |your )[\\p{L} -]{3,40}?) (?:for me|please),? (?:always|every time|every single time|all the way)`), build: (g) => { const o = object(g.v!); return o ? pref(`User prefers ${o.charAt(0).toLowerCase()}${o.slice(1)}.`) : null; } },
  { kind: 'preference', re: r(`${IM} ${ADV}(?:more of )?an? (?:big |huge |heavy |massive )?(?<v>tea|coffee|wine|beer|whisky|whiskey|gin|cider|juice|water|soda) (?:drinker|person|guy|girl)`), build: (g) => pref(`User prefers ${g.v!.toLowerCase()}.`) },
  { kind: 'preference', re: r(`i ${ADV}take my (?<v>coffee|tea) (?<how>black|white|with [\\p{L} ]{2,30}|strong|weak|sweet|unsweetened|no sugar|without sugar|plain|iced)`), build: (g) => pref(`User takes their ${g.v!.toLowerCase()} ${g.how!.toLowerCase()}.`) },
  { kind: 'preference', re: r(`${IM} ${ADV}(?:a )?(?:big |huge |massive |real )?(?:fan of|lover of|into) (?<v>.+)`), build: (g) => { const o = object(g.v!); return o ? pref(`User likes ${o}.`) : null; } },
  { kind: 'preference', re: r(`i(?:'d| would)? (?:always |usually )?(?:go for|opt for|pick(?! up\\b)|choose|stick (?:to|with)) (?<v>.+)`), build: (g) => { const o = object(g.v!); return o ? pref(`User prefers ${o}.`) : null; } },
  { kind: 'preference', re: r(`(?<v>.+?) (?:is|are) my (?:go-to|favou?rite|fave|preference|jam|thing)`), build: (g) => { const o = object(g.v!); return o && !/^(?:it|this|that)$/i.test(o) ? pref(`User prefers ${o.charAt(0).toLowerCase()}${o.slice(1)}.`) : null; } },
  { kind: 'preference', re: r(`my (?:favou?rite|fave|preferred) (?<k>[\\p{L} -]{2,30}?) (?:is|are) (?<v>.+)`), build: (g) => { const o = object(g.v!); return o ? pref(`User's favourite ${g.k!.toLowerCase()} is ${o}.`) : null; } },
  { kind: 'habit', re: r(`${IM} ${ADV}an? (?<v>early riser|early bird|night owl|light sleeper|heavy sleeper|morning person|night person|creature of habit)`), build: (g) => pref(`User is ${an(g.v!.toLowerCase())}.`) },
  { kind: 'preference', negative: true, re: r(`${IM} ${ADV}not (?:really )?(?:a|an) (?<v>morning|night|evening|early|people|cat|dog|beach|city|detail|outdoor|indoor) person(?: at all| really)?`), build: (g) => pref(`User is not a ${g.v!.toLowerCase()} person.`) },
  { kind: 'preference', re: r(`${IM} ${ADV}(?:more of )?an? (?<v>[\\p{L}-]+) person(?:,? not (?:a |an )?[\\p{L}-]+(?: person)?)?`), build: (g) => (/^(?:people|morning|night|evening|early|cat|dog|tea|coffee|beach|mountain|book|city|country|detail|big picture|words|numbers|visual|summer|winter|indoor|outdoor|metric|imperial)$/i.test(g.v!) ? pref(/^(?:morning|night|evening|early|cat|dog|people|detail|visual|indoor|outdoor)$/i.test(g.v!) ? `User is a ${g.v!.toLowerCase()} person.` : /^(?:metric|imperial)$/i.test(g.v!) ? `User prefers ${g.v!.toLowerCase()} units.` : `User prefers ${g.v!.toLowerCase()}.`) : null) },
  { kind: 'preference', re: r(`${IM} ${ADV}(?:an? )?(?:big |huge |massive |lifelong |die-hard |diehard )?(?<v>\\p{Lu}[\\p{L}'. -]*?) (?:fan|supporter)(?: .*)?`), build: (g) => (/^\p{Lu}/u.test(g.v!) ? pref(`User is a fan of ${g.v}.`) : null) },
  { kind: 'preference', re: r(`(?<v>[\\p{L} -]+?) over (?<o>[\\p{L} -]+?) for me`), build: (g) => { const o = object(g.v!); return o ? pref(`User prefers ${o.charAt(0).toLowerCase()}${o.slice(1)} over ${g.o}.`) : null; } },
  { kind: 'preference', re: r(`give me (?<v>.+?)(?: over [\\p{L} ]+)? any day`), build: (g) => { const o = object(g.v!); return o ? pref(`User prefers ${o}.`) : null; } },
  { kind: 'preference', re: r(`(?<v>.+?) (?:works?|is|are) (?:best|better) for me`), build: (g) => { const o = object(g.v!); return o ? pref(`User prefers ${o}.`) : null; } },

  { kind: 'diet', negative: true, re: r(`i (?:do not|don't|never|can't|cannot) eat (?<v>meat|red meat|pork|beef|fish|seafood|shellfish|dairy|eggs|gluten|chicken|sugar|animal products|anything with a face)(?: .*)?`), build: (g) => fact(`User does not eat ${g.v!.toLowerCase()}.`) },
  { kind: 'diet', negative: true, re: r(`i (?:do not|don't|never) drink (?<v>alcohol|booze|coffee|caffeine|milk|beer|wine)(?: .*)?`), build: (g) => fact(`User does not drink ${g.v!.toLowerCase()}.`) },
  { kind: 'habit', re: r(`i (?:usually |always |normally )?commute (?:(?:an? |\\d+ |half an |two |three )?(?:hour|minutes?|mins?|hours)(?: each way| a day)? )?(?:by|on) (?<v>bike|bicycle|train|bus|car|foot|tube|subway|metro|scooter|ferry|motorbike)(?: .*)?`), build: (g) => fact(`User commutes by ${g.v!.toLowerCase()}.`) },
  { kind: 'habit', re: r(`i (?:usually |always |normally )?(?<v>take the (?:bus|train|tube|subway|metro|tram|ferry)|bike|cycle|walk|drive|commute by \\w+) to (?<to>work|the office|school|uni|class)(?: .*)?`), build: (g) => fact(`User ${thirdPersonPredicate(g.v!.toLowerCase())} to ${g.to!.toLowerCase()}.`) },
  { kind: 'diet', re: r(`i (?:only )?eat (?:only )?(?<v>halal|kosher|organic)(?: meat| food)?(?: .*)?`), build: (g) => fact(`User eats ${g.v!.toLowerCase()}.`, 'profile/diet') },
  { kind: 'health', re: r(`${IM} ${ADV}(?:recovering from|on) (?<v>(?:[\\p{L}-]+ )?(?:surgery|chemo|chemotherapy|dialysis|insulin|blood thinners|antidepressants|statins|medication|meds|a broken [\\p{L}]+|an injury|a (?:knee|back|hip|shoulder) injury))(?: .*)?`), build: (g) => fact(/^(?:surgery|injury|broken)/.test(g.v!) || / (?:surgery|injury)$/.test(g.v!) ? `User is recovering from ${g.v}.` : `User takes ${g.v}.`) },
  { kind: 'habit', re: r(`(?:i(?:'m| am) (?:usually |always |normally |typically )?up|i (?:usually |always |normally |typically )?(?:go to (?:bed|sleep)|wake up|get up)) (?:at|around|by|before|after) (?<v>[\\p{L}\\d: ]+)`), build: (g, m) => fact(`User ${/bed|sleep/.test(m[0]!) ? 'goes to bed' : 'wakes up'} ${/around/.test(m[0]!) ? 'around' : 'at'} ${cleanValue(g.v!)}.`) },

  { kind: 'preference', re: r(`i (?:only|mostly|always|exclusively) (?<verb>drink|eat|use|wear|buy|read|watch|listen to|fly|shop at) (?<v>.+)`), build: (g, m) => { const o = object(g.v!); return o ? pref(`User ${/ only /i.test(m[0]!) ? 'only ' : ''}${thirdPersonPredicate(`${g.verb!.toLowerCase()} ${o}`)}.`) : null; } },
  { kind: 'schedule', re: r(`(?<w>${FREQ}),? (?:i have|i've got|i (?<verb>do)) (?<t>.+)`), build: (g) => schedule(g.t!, g.w!, g.verb) },
  { kind: 'language', re: r(`my (?<v>${LANGUAGES}) is (?:fluent|good|decent|ok|okay|basic|rusty|native|conversational|pretty good|solid|not bad|alright)`), build: (g) => fact(`User speaks ${titleCase(g.v!)}.`) },
  { kind: 'residence', re: r(`(?<v>\\p{Lu}[\\p{L}'.-]*(?: \\p{Lu}[\\p{L}'.-]*)?) is (?:now )?(?:home|my home|our home|home for (?:me|us))(?: now)?`), build: (g) => { const p = /^\p{Lu}/u.test(g.v!) ? place(g.v!) : null; return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'residence', re: r(`(?:i|we) ${ADV}call (?<v>\\p{Lu}[\\p{L}'. -]*) home`), build: (g) => { const p = place(g.v!); return p ? fact(livesIn(p), 'profile/home') : null; } },
  { kind: 'dislike', re: r(`i have (?:zero|no|little|very little) (?:patience|tolerance|time) for (?<v>.+)`), build: (g) => { const o = object(g.v!); return o ? pref(`User dislikes ${o}.`) : null; } },
  { kind: 'birthday', re: r(`i turn \\d{1,3} on (?<v>${DATE})(?: .*)?`), build: (g) => fact(`User's birthday is ${g.v}.`, 'profile/birthday') },
  { kind: 'education', re: r(`${IM} ${ADV}in (?:my |the )?(?<y>first|second|third|fourth|final|last) year (?:of|at) (?<s>[\\p{L} ]+)`), build: (g) => fact(`User is in their ${g.y!.toLowerCase()} year of ${cleanValue(g.s!)}.`) },

  { kind: 'habit', negative: true, re: r(`i (?:never|don't ever|do not ever) (?<verb>skip|miss) (?<v>(?:my )?(?:breakfast|lunch|dinner|a workout|workouts|the gym|leg day|a run|church|mass|my (?:morning|evening) [\\p{L}]+|coffee|my (?:[\\p{L}]+ ){0,2}(?:run|workout|swim|class|walk|session|practice|routine|yoga|meditation|lesson|ride)))`), build: (g) => pref(`User never ${verb3(g.verb!.toLowerCase())} ${their(g.v!)}.`) },
  // habit: a verb with a frequency word, or a habitual adverb
  { kind: 'habit', re: r(`(?<f>${FREQ}),? (?:i|we) (?:usually |always |normally |typically )?(?<p>.+)`), build: (g) => habit(g.p!, g.f!) },
  { kind: 'habit', re: r(`(?:i|we) (?<adv>usually|always|normally|typically|often|regularly|mostly|tend to|try to|like to|never miss a chance to) (?<p>.+)`), build: (g) => habit(g.p!, '', g.adv!) },
  { kind: 'habit', re: r(`(?:i|we) (?<p>.+?) (?<f>${FREQ})(?: .*)?`), build: (g) => habit(g.p!, g.f!) },
  { kind: 'habit', re: r(`(?:i|we) (?<p>.+?) (?<f>${DAYS})`), build: (g) => habit(g.p!, dayCase(g.f!)) },

  // "On Fridays I work from a cafe": what is said after a frequency that no rule above took.
  { kind: 'remember', re: r(`(?:${FREQ}|${DAYS}),? (?<v>(?:i|we)\\b.+)`), build: () => null },
  // "remember that …": whatever follows, in the third person
  { kind: 'remember', re: r(`(?:please )?(?:remember|note|keep in mind|bear in mind)(?: that|:)? (?<v>(?:i|i'm|i've|my|we|we're)\\b.+)`), build: () => null },
];

function education(subject: string, uni?: string): Omit<Reading, 'rule' | 'kind'> | null {
  const s = cleanValue(subject).replace(/^(?:a|an|the)\s+/i, '');
  if (!s || s.split(/\s+/).length > 4 || /^(?:abroad|hard|late|it|that|this|the|for|up|online|at|a lot|all night|english|history of)$/i.test(s)) return null;
  // "I read a lot of specs", "I took lots of notes": reading and taking, not a subject studied.
  if (/^(?:lots?|bunch|tons?|couple|few|many|much|some|more|books?|novels?|articles?|papers?|specs?|the news|news|manga|comics|notes|pictures|photos|time|ages|forever)\b/i.test(s)) return null;
  // "a uni student", "a recent grad", "a mature student": the kind of student, not the subject.
  if (/^(?:uni|university|college|school|high school|grad|recent|new|fresh|mature|part-time|full-time|international|exchange|former|current|poor|broke|good|bad|top|straight-a)$/i.test(s)) return null;
  const u = uni ? organisation(uni) : null;
  return fact(u ? `User studied ${s.toLowerCase() === s ? s : s} at ${titleCase(u)}.` : `User studied ${s}.`);
}

function workMode(v: string): string {
  const x = v.toLowerCase();
  if (/home/.test(x)) return 'User works from home.';
  if (/remote/.test(x)) return 'User works remotely.';
  if (/hybrid/.test(x)) return 'User works hybrid.';
  return 'User works on-site.';
}

function job(v: string, needNoun: boolean): Omit<Reading, 'rule' | 'kind'> | null {
  const full = cleanValue(v).replace(/^(?:a|an|the)\s+/i, '');
  // "a nurse in the ICU": the title, and where, when that is short.
  const at = /^(?<title>.+?)(?<where>\s+(?:at|for|in|with|on|of) .+)$/i.exec(full);
  const o = at ? at.groups!.title! : full;
  const where = at && at.groups!.where!.split(/\s+/).length <= 5 && !/\b(?:i|me|you|my|can|as)\b/i.test(at.groups!.where!) ? at.groups!.where! : '';
  const words = o.split(/\s+/);
  if (!o || words.length > 4 || /\b(?:i|me|you|as|can|could|hard|much|well|fast|long)\b/i.test(o)) return null;
  if (needNoun && !new RegExp(`(?:^|\\s)(?:${JOB_NOUNS})s?$`, 'i').test(o)) return null;
  if (/\b(?:single|mom|mum|dad|parent|fan|big|huge|person|guy|girl|kid|lover|native|remote|hybrid|fully|on-site|onsite)\b/i.test(o)) return null;
  // "a keen amateur photographer", "an aspiring writer": a pastime or a hope, not a job.
  if (/^(?:keen|avid|amateur|hobby|passionate|enthusiastic|aspiring|wannabe|weekend|casual|budding|self-taught)\b/i.test(o)) return null;
  return fact(`User works as ${an(o)}${where}.`, 'profile/occupation');
}

function techList(v: string): string {
  const all = v.split(new RegExp(TECH_SEP, 'i')).map((x) => tech(x.trim())).filter(Boolean);
  return all.length === 1 ? all[0]! : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`;
}

function tech(v: string): string {
  const known: Record<string, string> = { k8s: 'Kubernetes', dbt: 'dbt', typescript: 'TypeScript', javascript: 'JavaScript', postgres: 'Postgres', postgresql: 'PostgreSQL', mysql: 'MySQL', mongodb: 'MongoDB', graphql: 'GraphQL', aws: 'AWS', gcp: 'GCP', sql: 'SQL', php: 'PHP', 'c#': 'C#', 'c++': 'C++' };
  return known[v.toLowerCase()] ?? (v === v.toLowerCase() ? titleCase(v) : v);
}

const SCHEDULE_STOP = /^(?:a |an )?(?:birthday|anniversary|wedding|party|question|problem|idea|issue|doubt|feeling|time|lot|bit|few|way|chance|moment|minute|second|look|dream|friend|car|house|flat|job|deadline|meeting today|meeting tomorrow|break|kids?|dog|cat)$/i;

/** "tuesdays", "mon/wed" → "Tuesdays", "Mon/Wed". */
const dayCase = (w: string) => w.replace(/\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b/gi, (d) => d.charAt(0).toUpperCase() + d.slice(1).toLowerCase());

/** "I go to the gym every morning" → "User goes to the gym …"; "I have standup at 9" → "User has standup at 9". */
function schedule(thing: string, when: string, verb?: string): Omit<Reading, 'rule' | 'kind'> | null {
  // "my daughter's swim lesson": the child's, and so the speaker's to keep.
  const t = cleanValue(thing).replace(/^(?:my)\s+/i, '').replace(/^(?=(?:kids?|children|son|daughter)(?:'s?|s')\s)/i, 'my ');
  const w = cleanValue(when).replace(/^(?:On|At|Every|Each|In)\b/, (x) => x.toLowerCase());
  if (!t || !w || SCHEDULE_STOP.test(t) || /^to\s/i.test(t) || /\b(?:today|tomorrow|tonight|this|next)\b/i.test(w) || /\b(?:i|you|it)\b/i.test(t)) return null;
  // A time or a recurring day: "at 9:30", "on Tuesdays", "every Monday"; not "at home", "on my own".
  if (!/\d|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends?|weekdays?|every|each|daily|weekly|monthly|morning|evening|night|noon|midday|afternoon|once a|twice a|times a|\b(?:mon|tue|wed|thu|fri|sat|sun)\b/i.test(w)) return null;
  return fact(`User ${verb ? verb3(verb.toLowerCase().split(' ')[0]!) + verb.slice(verb.split(' ')[0]!.length) : 'has'} ${their(t)} ${dayCase(w)}.`);
}

const TASK = /^(?:know|ask|see|check|understand|write (?:this|that|the|me|it|some|an? (?:email|letter|message|reply|post|summary|cover letter|bio|report|note|list|paragraph|review|speech|toast))|draft|make|find|get (?:help|a|an|the|this|some)|fix|add|remove|edit|rewrite|change|cancel|book|order|send|share|talk|tell|say|confirm|clarify|be sure|double-check|compare|try|use|set up|create|build|plan (?:a|my|the|this)|go (?:over|through)|read (?:this|that|the)|look|print|translate|summari[sz]e|update|delete|export|import|copy|paste|list|sort|convert|calculate|work (?:on|out)|figure|discuss|start (?:a|the|over)|keep (?:it|this)|leave|stop|quit|avoid|sleep|eat (?:something|now)|go home|go to bed|cry|scream|die)\b/i;

function goal(v: string): Omit<Reading, 'rule' | 'kind'> | null {
  const o = cleanValue(v);
  if (!o || TASK.test(o) || /\b(?:this|that|it|these|those|you|your)\b/i.test(o) || o.split(/\s+/).length > 12) return null;
  return fact(`User wants to ${their(o)}.`);
}

/** "saving for a deposit", "training for my first marathon": what the effort is for; a date alone names nothing. */
function goalFor(verb: string, prep: string, v: string): Omit<Reading, 'rule' | 'kind'> | null {
  const o = cleanValue(v);
  if (!o || new RegExp(`^(?:next|this|the end of|end of|the (?:next|coming)|by)\\b|^(?:${MONTH}|spring|summer|autumn|fall|winter|now|later|it|that|this)$`, 'i').test(o) || /\b(?:you|your)\b/i.test(o) || o.split(/\s+/).length > 12) return null;
  return fact(`User is ${verb.toLowerCase()} ${prep.toLowerCase()} ${their(o)}.`);
}

const HOBBIES = /^(?:\p{L}+ing|chess|yoga|pottery|golf|tennis|karate|judo|boxing|pilates|crossfit|parkour|photography|calligraphy|origami|sudoku|crosswords|board games|video games|gaming|tabletop|d&d|dungeons and dragons|salsa|tango|ballet|jazz|piano|guitar|drums|violin|ceramics|embroidery|crochet|woodwork|archery|fencing|rowing|football|soccer|basketball|volleyball|rugby|cricket|baseball|hockey|badminton|squash|padel|pickleball|sailing|kayaking|climbing|bouldering|birding|astronomy|genealogy|baking|cooking|gardening|knitting|sewing|painting|drawing|sketching|writing|poetry|karaoke|diy|lego|3d printing|magic|juggling|chess puzzles|martial arts|kung fu|taekwondo|capoeira|aikido|triathlons?|marathons?|scrabble|birdwatching|bird watching|jiu[- ]?jitsu|bjj|muay thai|kickboxing|mma|wrestling|astronomy|stargazing|quilting|film photography|ultimate frisbee|frisbee|disc golf|skateboarding|roller derby|speedcubing|warhammer|sourdough|five-a-side|parkrun)\b/iu;

function hobby(v: string): Omit<Reading, 'rule' | 'kind'> | null {
  const o = cleanValue(v).replace(/^(?:a lot of|lots of|some|doing|playing|the)\s+/i, '');
  const words = o.split(/\s+/);
  // "amateur astronomy", "sourdough baking", "brazilian jiu jitsu": a known pastime with a word before it; or anything said to fill free time.
  const known = HOBBIES.test(o) || HOBBIES.test(words.slice(-1).join(' ')) || HOBBIES.test(words.slice(-2).join(' ')) || reading.freeTime;
  if (!o || VAGUE.test(o) || words.length > 4 || !known || /^(?:nothing|something|anything|everything|working|trying|going|looking|thinking|wondering|asking|being|smoking|drinking|vaping|gambling)\b/i.test(o) || /\b(?:i|you|it|this|that|my job|work)\b/i.test(o)) return null;
  return pref(`User enjoys ${their(o)}.`);
}

/** Verbs that say nothing lasting with a frequency word ("I ask every day", "I'm … every week"). */
const HABIT_STOP = /^(?:can|could|will|would|may|must|should|need to|have to|got to|am|'m|is|are|was|were|be|have(?! an? )|'ve|had|get|got|ask|asked|say|said|think|want|need|forget|forgot|wonder|feel|hope|mean|guess|know|see|try|tried|use|used|do it|did|make sure|keep|miss|love|like|hate|prefer|enjoy|work|live|speak|study|moved?|struggle|end up|mess up|get (?:lost|confused|stuck)|fail|lose|panic|worry|stress|go to (?:the )?(?:doctor|dentist|hospital))\b/i;

function habit(p: string, freq: string, adv?: string): Omit<Reading, 'rule' | 'kind'> | null {
  let body = cleanValue(p);
  const f = cleanValue(freq).replace(/^(?:On|Every|Each|Most|In|At|Twice|Once|Daily|Weekly|Nightly)\b/, (x) => x.toLowerCase());
  if (!body || HABIT_STOP.test(body) || /\b(?:you|your|it|this|that)\b/i.test(body) || body.split(/\s+/).length > 9) return null;
  if (!/^\p{Ll}+$/u.test(body.split(' ')[0]!.toLowerCase()) || /(?:ed|ing)$/i.test(body.split(' ')[0]!)) return null;
  // "I always do my stretches in the mornings": a frequency at the end of the body is the frequency.
  const tail = f ? null : new RegExp(`\\s*(${FREQ})$`, 'i').exec(body);
  body = body.replace(new RegExp(`\\s*${FREQ}$`, 'i'), '').trim();
  if (tail) return habit(body, tail[1]!, adv);
  // "I spend most weekends working": the verb alone says nothing of what is done.
  if (!body || /^(?:spend|spent|waste|lose|take|need|have)$/i.test(body)) return null;
  // "I usually work out in the evenings": the adverb stays before the verb it modifies.
  const inner = adv ? null : /^(?<a>usually|always|normally|typically|often|generally|mostly|regularly|sometimes|also|still) (?<rest>.+)$/i.exec(body);
  if (inner) return pref(`User ${inner.groups!.a!.toLowerCase()} ${thirdPersonPredicate(inner.groups!.rest!)}${f ? ` ${f}` : ''}.`);
  const how = adv && /^(?:tend to|try to|like to)$/i.test(adv) ? `${verb3(adv.split(' ')[0]!)} to ` : adv && !/^(?:usually|always|normally|typically|often|regularly|mostly)$/i.test(adv) ? '' : adv ? `${adv.toLowerCase()} ` : '';
  return pref(`User ${how}${how.endsWith('to ') ? their(body) : thirdPersonPredicate(body)}${f ? ` ${f}` : ''}.`);
}

// --- reading a clause -------------------------------------------------------------

/** "this year I …", "every morning I …": a leading adverbial the rules read past (a frequency one is kept for the habit rule). */
const LEADING_ADVERBIAL = /^(?:this year|these days|lately|nowadays|recently|currently|at work|at home|in my (?:free|spare) time|outside (?:of )?work|for work|by the way|also|now|by day|by night|professionally|personally|as for me|for me|me,?|(?:for|with|when it comes to) (?!me\b|you\b|my (?:sister|brother|mom|mum|dad|wife|husband|partner|son|daughter|kids?|friend|boss)\b)(?:[\p{L}-]+ ){0,2}[\p{L}-]+),?\s+(?=(?:i|we)\b)/iu;

/** "Some background: I am …", "for the form: my birthday is …", "it's for our tool at …": a heading before a first-person statement. */
const LEAD_IN_LABEL = /^(?:[\p{L}'-]+\s){0,3}[\p{L}'-]+:\s+(?=(?:i|i'm|i've|i am|my|we|we're|our)\b)|^(?:it's|it is|this is|that's|that is) for (?=(?:our|my) )/iu;

/** "Employer: Accenture", "new city: Rotterdam": a label of the user's profile and its value. */
const LABEL = /^(?:my )?(?<label>employer|company|workplace|job|job title|title|role|occupation|profession|location|city|new city|town|home|hometown|age|birthday|name|first name|nickname|pronouns|diet|allerg(?:y|ies)|languages?|stack|tech stack|goal|main goal|hobby|hobbies|pets?|timezone|partner|wife|husband)\s*:\s*(?<value>.+)$/i;

/**
 * Chat drops the subject ("Hate flying", "Fluent in Russian", "Been at Microsoft for six
 * years", "Vegetarian here"): the clause is read as the speaker's when it opens with a
 * word a first-person predicate opens with.
 */
function withSubject(text: string): string {
  let t = text;
  const label = LABEL.exec(t);
  if (label) return `my ${label.groups!.label!.toLowerCase()} is ${label.groups!.value}`;
  if (/^(?:(?:a |an )?(?:severe|mild|bad|serious|deadly|major) )?[\p{L}-]+(?: [\p{L}-]+)? allerg(?:y|ies)\b/iu.test(t)) return `I have ${/^(?:a|an) /i.test(t) ? '' : 'a '}${t}`;
  const here = /^(?<v>(?!(?:anyone|anybody|someone|everyone|nobody|who|what|is|are)\b)[\p{L}\d][\p{L}\d' /-]{1,40}?)(?<! over| right| in| out| up| down) here$/iu.exec(t);
  if (here && !/^\p{Lu}[\p{Ll}'-]+$/u.test(here.groups!.v!)) return `I'm ${new RegExp(`^(?:\\d|a |an |the |${DIETS})`, 'i').test(here.groups!.v!) ? '' : /^[aeiou]/i.test(here.groups!.v!) ? 'an ' : 'a '}${here.groups!.v!}`.replace(/^I'm (?:a|an) (?=\d|native)/i, "I'm ");
  if (/^(?:i|i'm|i've|i'd|we|we're|we've|my|our|me)\b|^(?:just |please |you can )?call me\b/i.test(t)) return t;
  t = t.replace(/^(?:now|then|also|still|and now|so now|currently|presently|recently|finally|newly|happily)\s+/i, '');
  // "Mostly I cook at home": the adverb goes back next to its verb.
  t = t.replace(/^(usually|mostly|normally|often|always|generally|typically),?\s+(i|we)\s+/i, (_, adv: string, who: string) => `${who} ${adv.toLowerCase()} `);
  if (new RegExp(`^(?:allergic|fluent|based|living|working|employed|from|into|not (?:a|big|into|really)|big fan|huge fan|a (?:big|huge) fan|recovering|learning|studying|saving|raising|co-parenting|coparenting|doing|trying|planning|hoping|aiming|working towards|conversational|bilingual|self-employed|married|engaged|divorced|single|remote|hybrid|fully remote|on (?:a|the)|mum of|mom of|dad of|father of|mother of|grand(?:mother|father|ma|pa|parent) of|(?:a )?(?:fluent|native) [\\p{L}]+ speaker|strict(?:ly)? |retired|a stay[- ]at[- ]home|stay[- ]at[- ]home|(?:${DIETS})\\b)`, 'i').test(t)) return `I'm ${t}`;
  if (/^(?:been|got|had)\b/i.test(t)) return `I've ${t}`;
  if (/^at (?:the )?\p{Lu}/u.test(t)) return `I'm ${t}`;
  if (/^never been\b/i.test(t)) return `I've ${t}`;
  if (new RegExp(`^(?:[\\p{L}-]+ ){0,2}(?:${JOB_NOUNS})(?: (?:at|for|in) [\\p{L}\\d&' -]+)?$`, 'iu').test(t) && !/^(?:my|our|the|a|an|your|his|her|their|just|only|not|also|really|still|even|this|that)\b/i.test(t)) return `I'm ${an(t)}`;
  if (/^(?:(?:a |an )?(?:severe|mild|bad|serious|deadly|major) )?[\p{L}-]+(?: [\p{L}-]+)? allerg(?:y|ies)\b/iu.test(t)) return `I have ${/^(?:a|an) /i.test(t) ? '' : 'a '}${t}`;
  if (/^born\b/i.test(t)) return `I was ${t}`;
  if (/^goes by\b/i.test(t)) return `I go by${t.slice(7)}`;
  if (/^being\s/i.test(t)) return `I'm ${t.slice(6)}`;
  // "Work starts at 8 for me": the word is the subject of the verb after it, not a verb itself.
  if (/^(?:hate|love|like|prefer|enjoy|adore|can't|cannot|don't|do not|never|live|lived|moved|relocated|just|work|speak|use|play|do|own|have|went|graduated|studied|majored|joined|started|finished|completed|earned|suffer|go by|drink|eat|run|walk|cycle|swim|teach|volunteer|made the move|emigrated|upped sticks|settled)\b(?! (?:is|are|was|starts|begins|ends|finishes|runs)\b)/i.test(t)) return `I ${t}`;
  return t;
}

/** What the rule builders may ask of the clause being read (set by {@link readClause}, synchronous). */
const reading = { lowercase: false, freeTime: false, nextFirstPerson: false };

/** "…, allergic", "…, I am allergic", "… — allergy": a label after the clause that names what. */
const ALLERGY_TAG = String.raw`(?:,|\s[-—–]+|\.)\s*(?:i'm |i am |i have |it's )?(?:an? )?(?:(?:very|severely|deathly|seriously|super|full|full-blown|proper|real|true|actual) )?(?:allergic|allergy|allergies)(?: to (?:it|them))?`;
const TAGGED_ALLERGEN = [
  new RegExp(String.raw`^(?:i )?(?:cannot|can't|can not|do not|don't|can never) (?:have|eat|touch|take|drink|be around) (?<v>[^,.;]+?)${ALLERGY_TAG}$`, 'iu'),
  new RegExp(String.raw`^no (?<v>[^,.;]+?) for me${ALLERGY_TAG}$`, 'iu'),
  new RegExp(String.raw`^(?<v>[^,.;]+?) and i (?:do not|don't) (?:get along|mix|agree)${ALLERGY_TAG}$`, 'iu'),
  new RegExp(String.raw`^i react (?:badly |poorly |terribly )?to (?<v>[^,.;]+?)${ALLERGY_TAG}$`, 'iu'),
  /^(?:i'm|i am) (?:(?:very|severely|deathly) )?allergic,? to (?<v>[^,.;]+?)$/iu,
  new RegExp(String.raw`^(?:anything (?:with|containing) )?(?<v>[^,.;]+?) (?:are|is) (?:dangerous|deadly|a no|a no-go|a hard no|off limits|off-limits|bad news|life-threatening|not an option) for me${ALLERGY_TAG}$`, 'iu'),
  new RegExp(String.raw`^(?:please )?(?:keep|leave) (?:all |any )?(?<v>[^,.;]+?) (?:out|off)(?: of [^,.;]+)?${ALLERGY_TAG}$`, 'iu'),
  new RegExp(String.raw`^i react (?:badly |poorly |terribly )?to (?<v>[^,.;]+?),? (?:like,? )?(?:really |so |very )?(?:badly|terribly|severely|bad)${ALLERGY_TAG}$`, 'iu'),
];

/**
 * An allergy said in two parts of one sentence ("I cannot have sesame, I am allergic",
 * "no nuts for me, allergic", "I'm allergic, to cats specifically"), which the clause
 * reader, reading each part alone, cannot see. One sentence, no question, hedge or report.
 */
export function readTaggedAllergy(sentence: string): Reading | null {
  let t = normaliseClause(sentence).replace(FILLER_START, '').replace(/[.!\s]+$/, '').trim();
  if (/\?/.test(t) || HEDGE.test(t) || REPORTED.test(t) || PAST.test(t)) return null;
  t = t.replace(FILLER_END, '').trim();
  for (const re of TAGGED_ALLERGEN) {
    const m = re.exec(t);
    const o = m ? allergen(m.groups!.v!) : null;
    if (o && o.split(/\s+/).length <= 4 && !OTHER_PERSON.test(o)) return { kind: 'allergy', content: `User is allergic to ${o}.`, category: 'fact', rule: 'deterministic:allergy' };
  }
  return null;
}

/**
 * "Long term I'd like to move into product management", "the dream is to open a bakery
 * someday": a wish marked as lasting is a goal, though its words ("I'd like", "someday")
 * would otherwise read as a hedge.
 */
function lastingWish(t: string): string {
  const longTerm = /^(?:long[- ]term|in the long run|eventually|ultimately|one day|someday),? i(?:'d| would) (?:like|love) to /i.exec(t);
  if (longTerm) return `I want to ${t.slice(longTerm[0].length)}`;
  const someday = /^i(?:'d| would) (?:love|like) to (?<v>.+?),? (?:one day|someday|some day|eventually|in the future)$/i.exec(t);
  if (someday) return `I want to ${someday.groups!.v}`;
  if (/^(?:my|the) (?:big |main |long-term |ultimate |real )?(?:dream|goal|ambition)s? is to\b/i.test(t)) return t.replace(/[\s,]+(?:someday|some day|one day|eventually)\b.*$/i, '');
  return t;
}

export function readClause(c: TurnClause): Reading | null {
  if (c.question || c.sarcastic || c.conditional) return null;
  reading.lowercase = c.lowercase;
  reading.nextFirstPerson = c.nextFirstPerson ?? false;
  // "in my free time I do …": what fills free time is a pastime, whatever it is called.
  reading.freeTime = /^(?:\W*\p{L}+[\s,]+)?(?:in my (?:free|spare|down) time|outside (?:of )?work|for fun)\b/iu.test(c.text);
  if (/^(?:if|unless|when|whenever|which|where|who|so that|while|except|or)$/.test(c.joiner)) return null;
  let t = normaliseClause(c.text);
  for (let prev = ''; prev !== t; ) {
    prev = t;
    t = t.replace(FILLER_START, '').replace(LIKE_FILLER, '').replace(LEAD_IN_LABEL, '').replace(LEADING_ADVERBIAL, '').trim();
  }
  if (!t || /\?\s*$/.test(t) || QUESTION_START.test(t)) return null;
  // "…, so use AEST for any times": after "so", a bare verb is a request, not a subject dropped.
  if (c.joiner === 'so' && !/^(?:i|we)\b/i.test(t) && /^I (?!'m\b|'ve\b|was\b)/.test(withSubject(t))) return null;
  t = lastingWish(t);
  if (HEDGE.test(t) || REPORTED.test(t) || PAST.test(t) || PASSING.test(t)) return null;
  // "Since moving to Tokyo last year I barely cook": the move is taken as given.
  const since = c.joiner === 'since' || /^(?:ever )?since\b/i.test(t) ? /^(?:ever )?(?:since )?(?:moving|relocating|emigrating)(?: back| here)? to (?<p>\p{Lu}[\p{L}'.-]*(?: (?!I\b)\p{Lu}[\p{L}'.-]*)?)\b/u.exec(t.replace(/^(?:ever )?since /i, '')) : null;
  const p = since ? place(since.groups!.p!) : null;
  if (p) return { kind: 'move', content: livesIn(p), category: 'fact', deletionKey: 'profile/home', rule: 'deterministic:move' };
  t = t.replace(FILLER_END, '').replace(/[.!]+$/, '').trim();
  if (!t) return null;
  // "My wife and I have three kids", "me and my team use Go": a joint subject includes the speaker.
  t = t.replace(/^(?:(?:my|our) (?:[\p{L}'-]+ ){1,3}and (?:i|me)|me and (?:my|our) (?:best |older |younger |little |big )?[\p{L}'-]+)(?=\s)/iu, 'we');
  t = withSubject(t);
  if (OTHER_PERSON.test(t) && !NAMES_A_RELATIVE.test(t) && !HOUSEHOLD.test(t) && !new RegExp(`^${PRONOUNS}`, 'i').test(t)) return null;
  // "hi, I'm Dana": an introduction names the speaker.
  if (c.afterGreeting || /^(?:\W*\p{L}+[\s,!.]+)?(?:hi|hey|hello)\b/iu.test(c.text) || /\b(?:by the way|btw|nice to meet you)$/i.test(c.text)) {
    const m = /^(?:i'm|i am) (?<v>\p{L}[\p{L}'-]+)$/iu.exec(t.replace(/[\s,]+(?:by the way|btw|nice to meet you)$/i, ''));
    const n = m ? personName(m.groups!.v!, false) : null;
    if (n && !/^(?:\d|a|an)$/i.test(n)) return { kind: 'name', content: `User's name is ${n}.`, category: 'fact', deletionKey: 'profile/name', rule: 'deterministic:name' };
  }
  const negated = NEGATION.test(t);
  for (const rule of RULES) {
    if (negated && !rule.negative) continue;
    const m = rule.re.exec(t);
    if (!m) continue;
    if (rule.kind === 'remember') {
      const inner = readClause({ ...c, text: m.groups!.v!, joiner: '' });
      if (inner) return inner;
      continue;
    }
    const built = rule.build(m.groups ?? {}, m);
    if (built) return { kind: rule.kind, ...built, rule: `deterministic:${rule.kind}` };
  }
  return null;
}

const SENTENCE_GUARD = (t: string) => /\?/.test(t) || HEDGE.test(t) || REPORTED.test(t) || PAST.test(t);

/** "reply in german please, it's my mother tongue": the language named before the clause that claims it. */
export function readTaggedLanguage(sentence: string): Reading | null {
  const t = normaliseClause(sentence).replace(/[.!\s]+$/, '');
  if (REPORTED.test(t) || PAST.test(t)) return null;
  const m = new RegExp(`\\b(?<v>${LANGUAGES})\\b[^.?!]*?[,;-]\\s*(?:it's|it is|that's|that is|which is|since it's|as it's)\\s+my (?:mother tongue|native language|first language|native tongue|home language)\\b`, 'i').exec(t)
    // "Could you explain this in Spanish? It's my first language.": the claim in the sentence after the request.
    ?? new RegExp(`\\b(?:in|into) (?<v>${LANGUAGES})\\b[^.?!]{0,40}[.?!]\\s*(?:it's|it is|that's|that is) my (?:mother tongue|native language|first language|native tongue|home language)\\b`, 'i').exec(t);
  return m ? { kind: 'language', content: `User's native language is ${titleCase(m.groups!.v!.toLowerCase())}.`, category: 'fact', rule: 'deterministic:language' } : null;
}

/** "I'm bilingual, English and Welsh", "I speak three languages: English, Spanish and Italian": every language listed. */
export function readLanguageList(sentence: string): Reading | null {
  const t = normaliseClause(sentence).replace(FILLER_START, '').replace(/[.!\s]+$/, '');
  if (SENTENCE_GUARD(t)) return null;
  const L = `(?:${LANGUAGES})`;
  const m = new RegExp(`^(?:i'm|i am|we're|we are) (?:bilingual|trilingual|multilingual)(?: in)?[,:]? (?<v>${L}(?:(?:,|,? and|,? &) ${L})*)$|^i speak (?:two|three|four|five|several|a few|\\d) languages[,:]? (?<w>${L}(?:(?:,|,? and|,? &) ${L})*)$`, 'i').exec(t);
  const list = m ? (m.groups!.v ?? m.groups!.w)! : null;
  if (!list) return null;
  const all = list.split(/,? and |, |,? & /i).map((x) => titleCase(x.toLowerCase()));
  return { kind: 'language', content: `User speaks ${all.length === 1 ? all[0] : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`}.`, category: 'fact', rule: 'deterministic:language' };
}

/** "leap day baby here, feb 29", "I'm a halloween birthday, october 31": a birthday named, then its date. */
export function readTaggedBirthday(sentence: string): Reading | null {
  const t = normaliseClause(sentence).replace(FILLER_START, '').replace(/[.!\s]+$/, '');
  if (SENTENCE_GUARD(t)) return null;
  const m = new RegExp(`^(?:i'm |i am )?(?:an? )?(?:(?!(?:my|our|his|her|their|is|are|was|he|she|they|it)\\b)[\\p{L}'-]+ ){0,3}(?:birthday|baby)(?: here| with [\\p{L}' ]{2,30}?)?,\\s*(?:born (?:on )?)?(?<v>${DATE})$`, 'iu').exec(t);
  return m ? { kind: 'birthday', content: `User's birthday is ${dateText(m.groups!.v!)}.`, category: 'fact', deletionKey: 'profile/birthday', rule: 'deterministic:birthday' } : null;
}

/**
 * What a statement mentions on the side: "I live in Cardiff with my two cats", "we have a
 * toddler and a dog" (a pet), "I moved to Amsterdam for a job at Booking" (an employer).
 * Read only in a clause already read as the speaker's statement.
 */
export function readCompanion(clause: string): Reading | null {
  const t = normaliseClause(clause);
  const pet = new RegExp(`\\b(?:with|and) (?:my |our )?(?:a |an |(?<c>two|three|four|[2-9]) )?(?:(?:little|old|rescue|new|senior|young) )?(?<a>${PETS})(?<pl>s)?\\b`, 'i').exec(t);
  if (pet) {
    const a = pet.groups!.a!.toLowerCase();
    return { kind: 'pet', content: pet.groups!.c ? `User has ${pet.groups!.c.toLowerCase()} ${a}s.` : pet.groups!.pl ? `User has ${a}s.` : `User has ${an(a)}.`, category: 'fact', rule: 'deterministic:pet' };
  }
  const job = /\bfor (?:a|my|the|our) (?:new )?(?:job|role|position|post) (?:at|with) (?<v>\p{Lu}[\p{L}&.'-]*(?: \p{Lu}[\p{L}&.'-]*){0,2})/u.exec(t);
  const o = job ? organisation(job.groups!.v!) : null;
  return o ? { kind: 'employer', content: `User works at ${o}.`, category: 'fact', deletionKey: 'profile/employer', rule: 'deterministic:employer' } : null;
}

/** "About me:\n- 31", "quick context: 34, software dev": a bare number in a self-description is the age. */
export function readListedAge(clause: string, listed: boolean): Reading | null {
  const m = /^(?:(?:[\p{L}]+ ){0,2}(?:about me|context|background|profile|me)\s*:\s*)?(?<n>\d{2})$/iu.exec(normaliseClause(clause).replace(/[.!\s]+$/, ''));
  if (!m || (!listed && !/:/.test(clause))) return null;
  const n = Number(m.groups!.n);
  return n >= 13 && n < 100 ? { kind: 'age', content: `User is ${n} years old.`, category: 'fact', deletionKey: 'profile/age', rule: 'deterministic:age' } : null;
}

/** "Canada, Halifax specifically": the clause that narrows a home just named. */
export function narrowedPlace(clause: string): string | null {
  const t = normaliseClause(clause).replace(/[.!\s]+$/, '');
  const m = /^(?<p>\p{Lu}[\p{L}'.-]*(?: \p{Lu}[\p{L}'.-]*){0,2}),? (?:specifically|in particular|to be (?:exact|precise))$|^(?:specifically|more precisely|to be (?:exact|precise)),? (?<q>\p{Lu}[\p{L}'.-]*(?: \p{Lu}[\p{L}'.-]*){0,2})$/u.exec(t);
  return m ? (m.groups!.p ?? m.groups!.q)! : null;
}

/** "I'm Kenji Watanabe, the new QA lead": a job put after the name, in apposition. */
export function readAppositiveJob(clause: string): Reading | null {
  const m = new RegExp(`^(?:the|a|an) (?:new |current |acting |interim )?(?<v>(?:[\\p{L}+#.-]+ ){0,2}(?:${JOB_NOUNS}))$`, 'iu').exec(normaliseClause(clause).replace(/[.!\s]+$/, ''));
  const j = m ? job(m.groups!.v!, true) : null;
  return j ? { kind: 'job_title', ...j, rule: 'deterministic:job_title' } : null;
}
