/**
 * Attribute slots: what a one-line note says, read as subject + attribute + value, so that
 * a correction can be matched to the stale fact it replaces however far apart their
 * embeddings are ("User lives in Berlin." / "User moved to Paris."). Deterministic
 * patterns only (English): the subject from how the sentence opens ({@link parseSubject}),
 * the attribute and value from the taxonomy ({@link ATTRIBUTES}), plus what marks an
 * update — a change verb ("moved to", "promoted to", "sold the Honda, now …"), a
 * negation ("no longer", "doesn't … anymore") or a correction ("Actually …").
 *
 * A note the patterns do not read is null: unread notes are simply not slot-matched, so
 * the reader errs on missing an update rather than inventing one.
 */
import { isBareContraction } from './cues.js';
import { ATTRIBUTES, cardinalityOf, toolCategory, type AttributeDef, type AttributeId, type Cardinality, type Pattern } from './attributes.js';
import { mainClauses } from './mainClause.js';
import { parseSubject, sameSubject, type Subject } from './subject.js';

export type { AttributeId } from './attributes.js';
export type { Subject } from './subject.js';

export interface Slot {
  subject: Subject;
  attribute: AttributeId;
  /** The value as written (articles dropped); compare with {@link normaliseValue}. */
  value: string;
  cardinality: Cardinality;
  /** The note states a change: the verb that says so, and the replaced value when it names one. */
  change?: { verb: string; oldValue?: string };
  /** The note says the value no longer (or never) holds. */
  negated?: boolean;
}

export const OPENERS =
  /^(?:(?<fix>actually|correction|sorry|oops|no wait|wait|scratch that|to clarify|i meant|i mean|rather|update|small correction|quick correction)|fyi|btw|by the way|oh|ok|okay|so|well|also|note|remember|please remember|please note|keep in mind|just so you know|for the record|heads up)(?: that)?(?:[,:;!.—–-]+\s*|\s+)/i;
const LEADING_ARTICLE = /^(?:a|an|the|my|his|her|their|our|your|some)\s+/i;
/** Adverbs a value can be read with ("is still Neovim"): they say how long it holds, not what it is. */
const LEADING_ADVERB = /^(?:still|now|currently|also|just|actually|again)\s+/i;
const TRAILING_NOISE = /\s+(?:now|anymore|any more|again|too|though|actually|these days|nowadays|instead|as well|for (?:(?:the )?(?:past|last) )?(?:\w+ )?(?:years?|months?|weeks?|decades?))$/i;

/** Negations at the head of a predicate, and what the predicate reads as without them. */
const NEGATORS: Array<[RegExp, string]> = [
  [/^((?:\w+ ){0,2}?)(is|am|are|was|'s|'m)(?:n't| not| no longer| never)\b\s*/i, '$1$2 '],
  [/^((?:\w+ ){0,2}?)(?:no longer|never|doesn't|does not|don't|do not|didn't|did not|no more)\s+/i, '$1'],
];
/** A clause before the one holding the value that names the old value ("sold the Honda"). */
/** Words that state a change when the pattern itself names none ("became", "my new …", "took up"). */
const CHANGE_WORDS = /\b(?<verb>became|become|started|began|took up|picked up|turned|grew to|shrank to|new|switched|changed|moved|joined|adopted|got)\b/i;
const DROPPED =
  /\b(?<verb>sold|left|quit|gave up|ditched|dropped|got rid of|moved out of|stopped using|no longer uses?|replaced|traded in|hates?|is done with|am done with|broke up with|divorced|uninstalled|moved away from|switched away from|cancell?ed)\s+(?:the |my |his |her |their |our |a |an )?(?<old>[^,;]+)$/i;

interface Read {
  def: AttributeDef;
  pattern: Pattern;
  groups: Record<string, string | undefined>;
}

export function normaliseText(content: string): string {
  return content
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

export function cleanValue(v: string): string {
  let out = v.trim().replace(/^["']|["'.]$/g, '').trim();
  out = out.replace(LEADING_ADVERB, '').replace(LEADING_ARTICLE, '');
  let prev = '';
  while (prev !== out) {
    prev = out;
    out = out.replace(TRAILING_NOISE, '').trim();
  }
  return out;
}

/** A number as digits alone: thousands separators dropped, a k/m suffix multiplied out ("36,000" = "36k" = "36000"). */
function plainNumbers(v: string): string {
  return v
    .replace(/(?<=\d),(?=\d{3}\b)/g, '')
    .replace(/\b(\d+(?:\.\d+)?)\s?([km])\b/gi, (_, n: string, unit: string) => String(Math.round(Number(n) * (unit.toLowerCase() === 'k' ? 1e3 : 1e6))));
}

/**
 * Value equality: case, articles, spacing around signs, number formats and a final
 * plural -s ignored ("bar charts" = "Bar chart", "UTC +2" = "utc+2", "$36k" = "$36,000").
 */
export function normaliseValue(v: string): string {
  const words = plainNumbers(cleanValue(v))
    .toLowerCase()
    .replace(/[−–]/g, '-')
    .replace(/\s*([+\-/@:])\s*/g, '$1')
    .replace(/[^\p{L}\p{N}+\-/@:.$€£# ]+/gu, ' ')
    .replace(/\.$/, '')
    .split(/\s+/)
    .filter((w) => w.length > 0);
  const last = words[words.length - 1];
  if (last && last.length > 3 && /[^s]s$/.test(last) && !/(?:ss|us|is)$/.test(last)) words[words.length - 1] = last.slice(0, -1);
  return words.join(' ');
}

function matchPatterns(rest: string): Read | null {
  for (const def of ATTRIBUTES) {
    for (const pattern of def.patterns) {
      const m = rest.match(pattern.re);
      if (!m) continue;
      const groups = { ...(m.groups ?? {}) };
      const value = pattern.value ?? cleanValue(groups.value ?? '');
      if (value.length === 0) continue;
      if (pattern.vocab && !pattern.vocab.test(value)) continue;
      if (pattern.keyFromValue && !groups.key && !toolCategory(value)) continue;
      return { def, pattern, groups: { ...groups, value } };
    }
  }
  return null;
}

/** The predicate without a leading negation, or null when it has none. */
function withoutNegation(rest: string): string | null {
  for (const [re, by] of NEGATORS) {
    if (!re.test(rest)) continue;
    const bare = rest.replace(re, by).replace(/\s+(?:anymore|any more)\b/i, '');
    return bare.replace(/^(\w+) (?=\w)/, (w) => w).trim();
  }
  // "doesnt live in Berlin": the bare contractions of chat spelling.
  const first = rest.split(' ', 3).findIndex((w) => isBareContraction(w.toLowerCase()));
  if (first >= 0) {
    const words = rest.split(' ');
    const neg = words[first]!.toLowerCase();
    words.splice(first, 1, ...(/^(?:isnt|arent|wasnt)$/.test(neg) ? [neg.slice(0, -2).replace(/^are$/, 'are')] : []));
    return words.join(' ').replace(/\s+(?:anymore|any more)\b/i, '');
  }
  return null;
}

interface Clause {
  read: Read;
  negated: boolean;
}

/**
 * A state told in the simple past ("worked at Siemens before university", "lived in
 * Berlin for six years"): it was true once and says nothing of the value now, so it reads
 * as no slot. The present perfect ("has lived in …") and a past change ("moved to …", "was
 * promoted to …") are not this: they state the current value.
 */
const PAST_STATE = /^(?:(?:\w+ly|once|then|previously|formerly|briefly|also) )?(?:worked|lived|resided|stayed|studied|was (?:based|living|working|employed|studying|staying)|were (?:based|living|working|employed))\b/i;

function readPredicate(rest: string): Clause | null {
  if (PAST_STATE.test(rest)) return null;
  // A negation at the head is read first: "is no longer a student" is "is a student", denied.
  const bare = withoutNegation(rest);
  if (bare !== null) {
    const denied = matchPatterns(bare);
    // A negated negation ("didn't leave") reads as nothing.
    if (denied) return denied.pattern.negated ? null : { read: denied, negated: true };
  }
  const read = matchPatterns(rest);
  return read ? { read, negated: read.pattern.negated === true } : null;
}

function keyOf(read: Read): string | null {
  const { def, groups } = read;
  if (def.id === 'preference') return preferenceKey(groups.value!, groups.old);
  if (def.id === 'tool') {
    const key = groups.key ? normaliseKey(groups.key) : toolCategory(groups.value!) ?? (groups.old ? toolCategory(cleanValue(groups.old)) : null);
    return key === 'db' || key === 'datastore' || key === 'data store' ? 'database' : key;
  }
  if (def.id === 'schedule' || def.id === 'favourite' || def.id === 'handle') return groups.key ? normaliseKey(groups.key) : null;
  if (def.id === 'cloud') return groups.key ? cloudKey(groups.key) : null;
  if (def.id === 'budget') return budgetKey(groups.key ?? groups.key2);
  if (def.id === 'plan') return planKey(groups.key ?? groups.key2);
  return null;
}

/** Words for all of a subject's systems: a provider for them is the provider, not one thing's. */
const ALL_SYSTEMS = /^(?:everything|all|it|them|servers?|infra|infrastructure|hosting|hosting provider|stack|stuff|code|apps?|workloads?|services?|things?|whole thing|company|team|startup|business|systems?)$/;

/** Words before "budget" that say when or how much, not what for. */
const BUDGET_WORDS = /^(?:monthly|weekly|yearly|annual|daily|total|overall|new|old|current|whole|entire|my|our|your|his|her|their|its|the|a|an|its|remaining|max|maximum|spending)$/i;

/** What a budget is for ("project budget", "budget for the trip"), a key of its own; null for the budget. */
function budgetKey(word: string | undefined): string | null {
  return word && !BUDGET_WORDS.test(word) ? normaliseKey(word) : null;
}

/** Words that own a plan without naming a product ("upgraded the account to …"). */
const PLAN_OWNERS = /^(?:account|subscription|membership|plan|tier|contract|company|team|org|workspace|it|them|me|him|her|us)$/i;

/** The product a plan is for ("their Spotify", "for Notion"), a key of its own; null for the subject's plan. */
function planKey(word: string | undefined): string | null {
  return word && !PLAN_OWNERS.test(word) ? normaliseKey(word) : null;
}

/**
 * Attributes whose key is optional: the unkeyed one is all of the subject's ("the
 * budget", "hosts everything on AWS"), and one value of it replaces a keyed one.
 */
const KEY_OPTIONAL = new Set(['cloud', 'budget']);

/** One attribute, or a key-optional one with and without its key. */
export function sameAttribute(a: AttributeId, b: AttributeId): boolean {
  if (a === b) return true;
  const [x, y] = [a.split(':')[0]!, b.split(':')[0]!];
  return x === y && KEY_OPTIONAL.has(x) && (a === x || b === y);
}

/**
 * The thing a cloud provider hosts, when the note names one ("deploys the frontend on
 * Vercel", "the API on Fly.io"): a key, so that two things' providers are two slots; null
 * for all of the subject's systems ("hosts everything on AWS").
 */
export function cloudKey(thing: string): string | null {
  const k = normaliseKey(thing.replace(/^(?:the |our |my |his |her |their |its )?(?:whole |entire )?/i, ''));
  return k.length === 0 || ALL_SYSTEMS.test(k) ? null : k;
}

export function normaliseKey(k: string): string {
  const words = normaliseValue(k.replace(/^(?:the|our|my|his|her|their|its|all|weekly|daily|monthly|usual|regular)\s+/i, ''))
    .split(' ')
    .filter((w) => !['weekly', 'daily', 'monthly', 'usual', 'regular'].includes(w));
  // "gym day", "gym sessions" and "the gym" are one schedule.
  if (words.length > 1 && /^(?:days?|sessions?|class(?:es)?|slots?|times?)$/.test(words[words.length - 1]!)) words.pop();
  const joined = words.join(' ').replace(/^colou?r$/, 'colour').replace(/^stand-?up$/, 'standup');
  return joined;
}

/** Kinds named by different head nouns: a scatter plot and a bar chart are both a chart. */
const HEAD_SYNONYMS: Record<string, string> = { plot: 'chart', graph: 'chart', diagram: 'chart', theme: 'mode', scheme: 'mode' };

/** What a preference is between: the shared head noun ("bar charts" / "pie charts" → chart), else the two options. */
export function preferenceKey(value: string, old?: string): string {
  const head = (s: string) => HEAD_SYNONYMS[normaliseValue(s).split(' ').pop() ?? ''] ?? normaliseValue(s).split(' ').pop() ?? '';
  if (!old) return head(value);
  const o = cleanValue(old);
  if (head(value) === head(o)) return head(value);
  return [normaliseValue(value), normaliseValue(o)].sort().join('|');
}

function attributeId(read: Read): AttributeId | null {
  const key = keyOf(read);
  if (['schedule', 'favourite', 'handle', 'tool', 'preference'].includes(read.def.id)) return key ? (`${read.def.id}:${key}` as AttributeId) : null;
  if ((read.def.id === 'cloud' || read.def.id === 'budget' || read.def.id === 'plan') && key) return `${read.def.id}:${key}`;
  return read.def.id;
}

/** Split a predicate into clauses: "sold the Honda, now drives a Tesla". */
function clausesOf(rest: string): string[] {
  return rest
    .split(/\s*(?:[;,](?!\d)|\.\s+|\s[-—–]\s)\s*|\s+(?:and then|and now|but now|and|but|so)\s+/i)
    .map((c) => c.trim().replace(/\.$/, ''))
    .filter((c) => c.length > 0);
}

/**
 * The slot a note fills, or null when the patterns do not read it (no known attribute, a
 * pronoun for subject, a question). Pure and deterministic.
 */
/** A note's text without its openers ("Update:", "Correction —" …), and whether one of them marked a correction. */
export function withoutOpeners(content: string): { text: string; correction: boolean } {
  let text = normaliseText(content);
  let correction = false;
  for (let m = text.match(OPENERS); m; m = text.match(OPENERS)) {
    if (m.groups?.fix) correction = true;
    text = text.slice(m[0].length);
  }
  return { text, correction };
}

export function slotOf(content: string): Slot | null {
  let { text, correction } = withoutOpeners(content);
  if (/\?\s*$/.test(text) || text.length === 0) return null;
  if (/\bactually\b/i.test(text)) correction = true;
  const whole = readSentence(text, correction);
  // Kept when its subject opened the sentence and it read the sentence's own predicate.
  if (whole && !whole.inherited) return whole.slot;
  // An opening that is not the subject ("After the layoffs at Siemens, Priya …", "Two
  // people left, so Maria's team …"): the main clause, when a subject opens it.
  for (const clause of mainClauses(text)) {
    if (!EXPLICIT_SUBJECT.test(asWritten(text, clause))) continue;
    const main = readSentence(clause, correction)?.slot;
    if (!main) continue;
    // The same slot read both ways: the whole sentence's reading also knows the old value.
    return whole && whole.slot.attribute === main.attribute && sameSubject(whole.slot.subject, main.subject) ? whole.slot : main;
  }
  return whole?.slot ?? null;
}

/** A main clause as the sentence wrote it (mainClause.ts capitalises it): whether it opens with a name is decided on this. */
export function asWritten(text: string, clause: string): string {
  const tail = text.slice(Math.max(0, text.length - clause.length));
  return tail.toLowerCase() === clause.toLowerCase() ? tail : clause;
}

/** A clause opened by a subject a note can have: the user, "I", "my", "we", a name. */
export const EXPLICIT_SUBJECT = {
  // A name is capitalised where it stands: "so billing moved him …" opens with no name.
  test: (clause: string): boolean => /^(?:(?:the )?user\b|I\b|I'|my\b|we\b|our\b)/i.test(clause) || /^\p{Lu}\p{Ll}+(?:'s)?\s/u.test(clause),
};

/**
 * One sentence's slot; `inherited` when the attribute was read in a later clause with the
 * subject the sentence opened with (a subject the main clause may contradict).
 */
function readSentence(sentence: string, correction: boolean): { slot: Slot; inherited: boolean } | null {
  let text = sentence;
  const flipped = valueFirstFavourite(text);
  if (flipped) text = flipped;

  const parsed = parseSubject(text);
  if (!parsed) return null;
  let subject = parsed.subject;
  const rest = parsed.rest.replace(/\.\s*$/, '');

  // "User's project uses MySQL as its database": the project is the user's own thing, the attribute its database.
  const unwrapped = rest.replace(OWN_THING, '');
  let found = readPredicate(rest) ?? (unwrapped !== rest ? readPredicate(unwrapped) : null);
  const inherited = !found;
  let dropped: { verb: string; old: string } | null = null;
  // A later clause about someone else ("Karen left the company and user reports to Mike"): that person's slot, when the sentence's own subject reads none.
  let other: { found: Clause; subject: Subject } | null = null;
  if (!found) {
    const clauses = clausesOf(rest);
    for (let i = 0; i < clauses.length && !found; i++) {
      let clause = clauses[i]!.replace(/^(?:now|then|and|so|since then|these days|nowadays)\s+/i, '');
      const own = i > 0 ? parseSubject(clause) : null;
      if (own && (own.subject.kind === 'user') === (subject.kind === 'user')) clause = own.rest;
      else if (own && !other && EXPLICIT_SUBJECT.test(clause)) {
        const theirs = readPredicate(own.rest);
        if (theirs) other = { found: theirs, subject: own.subject };
      }
      const here = i > 0 ? readPredicate(clause) : null;
      if (here) {
        found = here;
        break;
      }
      const d = clauses[i]!.match(DROPPED);
      if (d?.groups) dropped = { verb: d.groups.verb!.toLowerCase(), old: cleanValue(d.groups.old!) };
    }
    if (found && dropped && found.read.groups.old === undefined) found.read.groups.old = dropped.old;
  }
  if (!found && other) {
    found = other.found;
    subject = other.subject;
    dropped = null;
  }
  if (!found) return null;

  let { read, negated } = found;
  // "no longer uses Postgres; it is MySQL now": the old value denied, the new one stated after it.
  if (negated && read.def.cardinality === 'single') {
    const replacement = replacementAfterDenial(rest, read);
    if (replacement) {
      read = { ...read, groups: { ...read.groups, old: read.groups.value, value: replacement } };
      negated = false;
      dropped = { verb: 'no longer', old: read.groups.old! };
    }
  }
  // "Actually I hate bar charts now, use pie charts": the hated option is the old value.
  if (!found.read.groups.old && dropped) found.read.groups.old = dropped.old;
  let attribute = attributeId(read);
  // A team's headcount is its size, whichever way it was said.
  if (attribute === 'employee_count' && subject.kind === 'org' && subject.name === 'team') attribute = 'team_size';
  if (!attribute) return null;
  if (read.def.subjectOverride && subject.kind === 'user') subject = { ...read.def.subjectOverride };

  const slot: Slot = { subject, attribute, value: read.groups.value!, cardinality: cardinalityOf(attribute) };
  const old = read.groups.old ? cleanValue(read.groups.old) : undefined;
  const verb =
    (dropped && !read.pattern.change ? dropped.verb : undefined) ??
    read.pattern.change ??
    (negated ? 'no longer' : undefined) ??
    rest.match(CHANGE_WORDS)?.groups?.verb?.toLowerCase() ??
    (/\b(?:now|nowadays|these days|from now on|anymore)\b/i.test(rest) ? 'now' : undefined) ??
    (correction ? 'actually' : undefined);
  if (verb) slot.change = old ? { verb, oldValue: old } : { verb };
  if (negated) slot.negated = true;
  return { slot, inherited };
}

/** The user's own things a predicate may open with before the attribute ("project uses …", "app's frontend …"). */
const OWN_THING = /^(?:(?:project|app|application|codebase|product|service|website|site|stack)(?:'s)?\s+)(?=\w)/i;
/** Words that introduce the value standing in a denied one's place ("; it's Vue now", "; call me Sam", "; write to …"). */
const REPLACEMENT_LEAD =
  /^(?:(?:and|but|so|instead|just)\s+)?(?:(?:it(?:'s| is)|they(?:'re| are)|that(?:'s| is)|now|only|instead|call (?:me|him|her|them|\S+(?: \S+)?)|write to|use|give (?:me|him|her|them|\S+(?: \S+)?)|email)\s+)+(?:(?:at|on|in)\s+)?/i;

/**
 * The value that replaces a denied one, from the clause after the denial: a clause that
 * reads as the same attribute, or a bare value ("it's Vue now", "now UTC+1"); null when
 * the sentence states no replacement.
 */
function replacementAfterDenial(rest: string, denied: Read): string | null {
  const clauses = clausesOf(rest);
  for (let i = 1; i < clauses.length; i++) {
    let clause = clauses[i]!;
    const own = parseSubject(clause);
    if (own) clause = own.rest;
    const read = readPredicate(clause.replace(OWN_THING, ''));
    if (read && !read.negated && read.read.def.id === denied.def.id) return read.read.groups.value!;
    const lead = clauses[i]!.match(REPLACEMENT_LEAD);
    if (!lead) continue;
    const bare = cleanValue(clauses[i]!.slice(lead[0].length));
    if (bare.length > 0 && bare.split(' ').length <= 4 && normaliseValue(bare) !== normaliseValue(denied.groups.value!)) return bare;
  }
  return null;
}

/** "Blue is my favourite colour" → "my favourite colour is Blue". */
function valueFirstFavourite(text: string): string | null {
  const m = text.match(/^(?<value>[^,;]+?) (?:is|are) (?:now )?(?<owner>my|the user's|user's|[A-Z][a-z]+'s) (?:new )?(?:all-time )?(?<fav>favou?rite [\w -]+?)\.?$/);
  if (!m?.groups) return null;
  return `${m.groups.owner} ${m.groups.fav} is ${m.groups.value}`.replace(/^my /, 'my ');
}

/**
 * True when `b` updates `a` (or `a` updates `b`): the same subject, the same attribute,
 * and for a single-valued attribute different values; for any attribute the same value
 * once asserted and once negated ("is allergic to peanuts" / "is no longer allergic to
 * peanuts"). Different people, a relative and the user, two values of a multi-valued
 * attribute, or a note the patterns do not read: false.
 */
export function sameSlot(a: string | Slot | null, b: string | Slot | null): boolean {
  const x = typeof a === 'string' ? slotOf(a) : a;
  const y = typeof b === 'string' ? slotOf(b) : b;
  if (!x || !y || !sameAttribute(x.attribute, y.attribute) || !sameSubject(x.subject, y.subject)) return false;
  const same = sameValueText(x.value, y.value);
  const nx = x.negated === true;
  const ny = y.negated === true;
  if (same) return nx !== ny;
  return x.cardinality === 'single' && !nx && !ny;
}

/**
 * True when two readings hold the same value of one slot: same subject and attribute, the
 * same value (a trailing adjunct such as "on Zoom" aside, see {@link sameValueText}) and
 * the same polarity — a restatement, whatever words carry it ("lives in Paris" / "is
 * based in Paris").
 */
export function sameValue(x: Slot | null, y: Slot | null): boolean {
  if (!x || !y || x.attribute !== y.attribute || !sameSubject(x.subject, y.subject)) return false;
  return (x.negated === true) === (y.negated === true) && sameValueText(x.value, y.value);
}

/**
 * One value written two ways: equal normalised values; one value and the same followed
 * by a prepositional adjunct ("8:45am" / "8:45am on Zoom"); an abbreviation and what it
 * stands for ("AWS" / "Amazon Web Services"); or a name and a longer name holding it
 * ("Civic" / "Honda Civic", "Pixel" / "Pixel 8"). Erring towards "same" keeps both
 * notes: a duplicate read as an update would retire a true note.
 */
export function sameValueText(a: string, b: string): boolean {
  const [x, y] = [normaliseValue(a), normaliseValue(b)].sort((p, q) => p.length - q.length) as [string, string];
  if (x === y || (x.length > 0 && y.startsWith(`${x} `) && /^(?:on|in|at|with|via|near|for|from|by) /.test(y.slice(x.length + 1)))) return true;
  if (SAME_WORDS.some((group) => group.has(x) && group.has(y))) return true;
  return abbreviates(cleanValue(a), cleanValue(b)) || abbreviates(cleanValue(b), cleanValue(a)) || namedWithin(a, b);
}

/** Values said in different words that are one value ("remote" / "from home"). */
const SAME_WORDS: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['remote', 'remotely', 'fully remote', 'from home', 'wfh', 'from home full time']),
  new Set(['in the office', 'from the office', 'on-site', 'onsite', 'in person', 'back in the office', 'office']),
];

/** Words an initialism skips ("Bank of America" → BoA, BOA). */
const GLUE = /^(?:of|and|the|for|&|de|du|la)$/i;

/** True when `short` is written in capitals and spells the initials of `long`'s words ("CET" / "Central European Time"). */
function abbreviates(short: string, long: string): boolean {
  // Capitals, with a glue word's letter in lower case ("BoA").
  if (!/^[A-Z][A-Za-z]{1,5}$/.test(short.replace(/[.&]/g, '')) || (short.match(/[A-Z]/g) ?? []).length < 2) return false;
  const words = long.split(/[\s-]+/).filter((w) => w.length > 0);
  if (words.length < 2) return false;
  const initials = (ws: string[]) => ws.map((w) => w[0]!.toUpperCase()).join('');
  const letters = short.replace(/[.&]/g, '').toUpperCase();
  return initials(words) === letters || initials(words.filter((w) => !GLUE.test(w))) === letters;
}

/**
 * Words that make a longer name another value than the name it holds: a rank or a time
 * ("Data Analyst" / "Senior Data Analyst", "Manager" / "Former Manager").
 */
const DISTINGUISHING = /^(?:senior|junior|sr|jr|lead|staff|principal|head|chief|vice|deputy|assistant|associate|executive|acting|interim|former|ex|old|new|next|previous|co|sous|under|not|no|non|anti)$/i;

/**
 * True when the shorter value is a name (written with a capital, or a model number) that the longer
 * one holds as a run of whole words, and the words around it only specify it further:
 * the maker, a model number, the kind of thing ("Civic" / "Honda Civic", "Oakwood" /
 * "Oakwood Primary", "Fedora" / "Fedora Linux").
 */
function namedWithin(a: string, b: string): boolean {
  const [short, long] = [cleanValue(a), cleanValue(b)].sort((p, q) => p.length - q.length) as [string, string];
  if (!/\p{Lu}/u.test(short) && !/^\d/.test(short)) return false;
  const s = normaliseValue(short).split(' ');
  const l = normaliseValue(long).split(' ');
  if (s.length === 0 || s[0] === '' || s.length >= l.length) return false;
  for (let i = 0; i + s.length <= l.length; i++) {
    if (!s.every((w, k) => l[i + k] === w)) continue;
    const extra = [...l.slice(0, i), ...l.slice(i + s.length)];
    if (extra.length <= 2 && !extra.some((w) => DISTINGUISHING.test(w))) return true;
  }
  return false;
}

/** What gives a value up: a verb of leaving, selling, ending ("sold the Honda", "left Google", "dropped MongoDB"). */
const GIVING_UP =
  "(?:sold|left|quit|gave up|shut down|shut off|killed|sunset|sunsetted|ditched|dropped|got rid of|moved out of|moved away from|moved off|stopped using|stopped being|stopped eating|stopped drinking|replaced|traded in|handed in|closed|cancell?ed|deleted|decommissioned|ripped out|turned off|uninstalled|switched away from|migrated away from|phased out|retired|resigned from|gave notice at|(?:is|am|are) done with|broke up with|split from|split up with|separated from|stepped down as|stepped down from|stopped(?= (?:the|my|his|her|their|our) )|divorced|instead of|wiped|abandoned|moved on from|walked away from|got off|gave away|rehomed|outgrew|unsubscribed from|let go of|left behind)";
/** The verbs of {@link GIVING_UP} that end a habit or a taste, not a possession: what a preference can be given up by ("gave up tea"). */
const ENDING =
  "(?:quit|gave up|ditched|dropped|turned off|switched off|stopped using|stopped drinking|stopped eating|(?:is|am|are) done with|moved on from|abandoned|let go of)";
/** Things that hold a value and can end with it: a flat, a licence, a contract, a box. */
const HOLDERS =
  'flat|apartment|house|place|lease|licen[cs]e|subscription|contract|account|plan|box|server|cluster|instance|laptop|phone|pc|computer|desktop|machine|job|role|position|car|bike|days|era|chapter';
/** What ends a held thing, said after it. */
const ENDED =
  "(?:(?:is|are|was|were|got|has been|have been)\\s+)?(?:gone|cancell?ed|decommissioned|shut down|sunset|sunsetted|stolen|scrapped|written off|retired|terminated|expired|not renewed|(?:is|was)n't renewed|lapsed?|ran out|went(?=[,;.]|\\s+(?:and|to|so)\\b)|in a drawer|in storage)\\b";
/** A cheap test for a {@link GIVING_UP} verb anywhere in a text: whether a note may give some value up. */
export const GIVING_UP_HINT = new RegExp(`\\b(?:${GIVING_UP}|${ENDING}|(?:is|are) (?:over|behind|done|history|finished)\\b|(?:gave|handed|passed|donated)\\s)|\\s${ENDED}`, 'i');
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Generic words a name of a held thing may end with ("Sublime Text", "Nokia flip phone"): the name without them names it too. */
const GENERIC_TAIL = /^(?:text|editor|ide|phone|flip phone|smartphone|laptop|linux|os|cloud|ci|db|database|app)$/i;

/**
 * Shorter names of a held thing's value, by which a note may give it up: without the make
 * ("Focus" of "Ford Focus", "Galaxy S21" of "Samsung Galaxy S21"), without a model number
 * ("Pixel" of "Pixel 6", "Galaxy" of "Samsung Galaxy S21"), without a generic tail
 * ("Sublime" of "Sublime Text", "Nokia" of "Nokia flip phone"). Only names (capitalised,
 * three letters or more), never a bare number or a generic word.
 */
function shortNames(value: string): string[] {
  const words = value.split(/\s+/);
  if (words.length < 2 || !/^\p{Lu}/u.test(value)) return [];
  const out = new Set<string>();
  const add = (ws: string[]) => {
    const name = ws.join(' ');
    if (ws.length > 0 && /^\p{Lu}/u.test(name) && /\p{L}{3}/u.test(name) && !GENERIC_TAIL.test(name) && name !== value) out.add(name);
  };
  for (let i = 0; i < words.length; i++) {
    const tail = words.slice(i);
    add(tail);
    // Without a model number at the end.
    if (tail.length > 1 && /\d/.test(tail[tail.length - 1]!)) add(tail.slice(0, -1));
  }
  for (let k = 1; k < words.length; k++) if (GENERIC_TAIL.test(words.slice(k).join(' '))) add(words.slice(0, k));
  return [...out];
}

/**
 * Attributes whose value is something held — a home, a job, a car, a tool — so that
 * selling or leaving it ends the slot. A favourite, a preference, an age or a hometown is
 * not given up by selling the thing ("sold his Mustang" leaves "his favourite car is a
 * Mustang" true).
 */
const HELD = new Set<string>([
  'residence', 'employer', 'job_title', 'relationship_status', 'partner', 'diet', 'vehicle', 'tool', 'cloud', 'editor', 'os',
  'phone_model', 'school', 'email', 'phone', 'plan', 'manager', 'work_mode', 'commute', 'primary_language', 'coffee_order',
  'headquarters', 'contact_channel', 'handle', 'timezone', 'pronouns',
]);

/** True when some note could give up the value `slot` holds (see {@link givesUp}): a held, single-valued value, asserted. */
export function canBeGivenUp(slot: Slot | null): slot is Slot {
  return slot !== null && !slot.negated && slot.cardinality === 'single' && HELD.has(slot.attribute.split(':')[0]!);
}

/** True when `content` names someone the slot could be about: its subject opens the sentence, or is mentioned when none does. */
function aboutSubject(content: string, subject: Subject): boolean {
  const text = normaliseText(content).replace(OPENERS, '');
  const parsed = parseSubject(text);
  // "The twins are at university, so …": a thing opening the sentence is no subject; who it is about is who it names.
  const thing = parsed?.subject.kind === 'user' && /^the\s/i.test(text) && !/^the user\b/i.test(text);
  if (parsed && !thing) return sameSubject(parsed.subject, subject);
  // A thing of the user's own world ("The Oracle licence wasn't renewed") is the user's unless it names someone else's.
  if (thing && subject.kind === 'user') return true;
  if (subject.kind === 'user') return /\b(?:user|I|my|me)\b/i.test(content);
  const word = subject.kind === 'relative' ? subject.relation : subject.name;
  return word !== undefined && new RegExp(`\\b${escapeRe(word)}\\b`, 'iu').test(content);
}

/**
 * True when `content` gives up the value `slot` holds — "User sold the Honda Civic and
 * …" against "User drives a Honda Civic." — about the same subject, without stating
 * that value again. A note that reads no slot of its own can still end one: the old
 * value is what it names.
 */
export function givesUp(content: string, slot: Slot | null): boolean {
  const taste = slot !== null && !slot.negated && slot.attribute.split(':')[0] === 'preference';
  if (!taste && !canBeGivenUp(slot)) return false;
  const value = cleanValue(slot!.value);
  if (value.length < 2) return false;
  const text = normaliseText(content);
  // The value, or its noun for a practice ("vegan" / "veganism", "teacher" / "teaching").
  const forms = [
    `${escapeRe(value)}(?:ism)?`,
    ...(/[a-z]{3}er$/i.test(value) ? [escapeRe(value.slice(0, -2)) + 'ing'] : []),
    ...shortNames(value).map(escapeRe),
  ];
  const named = `(?:(?:the|my|our|their|his|her|a|an|being|using)\\s+)?(?:[\\w'-]+\\s+){0,3}?(?:${forms.join('|')})(?![\\w-])`;
  const re = new RegExp(`\\b${taste ? ENDING : GIVING_UP}\\s+${named}`, 'iu');
  // A taste is also left behind ("left Python behind"), never merely left.
  // Or the value said to be over ("the vegetarian phase is over", "now that the data scientist job is behind them").
  const over = new RegExp(`\\b(?:${forms.join('|')})(?:\\s+(?:phase|thing|job|role|days|era|chapter|diet|habit))?\\s+(?:is|are) (?:over|behind|done|history|finished)\\b`, 'iu');
  // The thing that held the value said to be ended ("the Leeds flat is gone", "the PyCharm licence lapsed", "the Sienna went").
  const ended = new RegExp(`\\b(?:${forms.join('|')})(?:\\s+(?:${HOLDERS}))?\\s+${ENDED}`, 'iu');
  // Or handed to someone else ("gave the Galaxy to my niece", "passed the Golf on").
  const handedOn = new RegExp(`\\b(?:gave|handed|passed|donated)\\s+${named}\\s+(?:away|on|down|to)\\b`, 'iu');
  if (!re.test(text) && !over.test(text) && !(!taste && (ended.test(text) || handedOn.test(text))) && !(taste && new RegExp(`\\bleft\\s+${named}\\s+behind\\b`, 'iu').test(text))) return false;
  const own = slotOf(text);
  if (own && own.attribute === slot!.attribute && sameValueText(own.value, slot!.value) && !own.negated) return false;
  return aboutSubject(text, slot!.subject);
}

