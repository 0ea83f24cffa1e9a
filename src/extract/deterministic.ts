/**
 * The deterministic extractor (docs/design.md#background-lane): explicit first-person
 * statements in the user's own turns, nothing else. Precision before recall — a missed
 * preference costs one more turn, a wrong one steers every later run.
 *
 * Kept, per sentence of a `user` event, when the sentence *starts* with the speaker
 * (after fillers such as "oh", "well", "btw", "also", "actually", "honestly"):
 *
 * | said | stored |
 * |---|---|
 * | I prefer / like / love / enjoy / hate / dislike / can't stand / don't like X | User prefers … X. (preference) |
 * | my name is N | User's name is N. (slot `profile/name`) |
 * | call me N | User wants to be called N. (slot `profile/preferred-name`) |
 * | I'm / I am allergic to X | User is allergic to X. (fact) |
 * | I work at / for X · I work as X | User works at X. (slot `profile/employer`) · User works as X. (slot `profile/occupation`) |
 * | I live in X · I'm based in X | User lives in X. (slot `profile/home`) |
 * | (please) remember that X | X in the third person (fact) |
 *
 * A sentence that joins two first-person statements with "and" ("My name is Dana and I'm
 * allergic to peanuts") is read as two clauses, each through the rules — but only when
 * the part before "and" says something itself (it has a verb): "My wife and I love …" is
 * one joint statement, not the user's own. The checks below (question, hypothetical,
 * reported speech) still apply to the whole sentence.
 *
 * Left alone: questions ("Do I like…?", anything ending in "?"), hypotheticals and
 * hedges ("if", "would", "suppose", "maybe", "I think", "I wish"), quoted or reported
 * speech (quotation marks, "said", "told me", "according to"), other people ("my
 * friend likes…", "my wife and I…"), the past ("I used to live in…", "I liked…"),
 * statements about the assistant or a pronoun ("I love it", "I like your answer"),
 * and every assistant and tool event.
 */
import type { Candidate, ExtractEvent, Extractor } from './types.js';

const FILLER =
  /^(?:(?:oh|ok|okay|well|so|and|also|btw|by the way|fyi|actually|honestly|anyway|yeah|yes|no|hey|hi|hello|right|just so you know|for the record|for context|oh and|also,|and also)[\s,:;!-]+)+/i;

/** Words that make a sentence conditional, hedged or imagined. */
const HYPOTHETICAL =
  /\b(?:if|unless|suppose|supposing|imagine|imagining|pretend|hypothetically|let's say|lets say|would|wouldn't|could|might|maybe|perhaps|probably|wish|in a story|in my novel|role ?play|character)\b|\bi'd\b|\bi think\b|\bi guess\b|\bi suppose\b/i;

/** Reported or quoted speech: the words are someone else's, or not meant as a statement. */
const REPORTED = /["“”„«»]|\b(?:said|says|say|told|tells|asked|asks|wrote|writes|quote|quoting|claims?|claimed|according to|joked|joking|kidding|sarcastic(?:ally)?)\b/i;

/** Objects that are about the assistant or point back to something unnamed. */
const VAGUE_OBJECT =
  /^(?:it|that|this|these|those|them|you|your\b|yours|both|neither|either|all of them|none|not\b|the idea|the way|how|when|what|where|why|who|which|to (?:think|say|know|hear|see|imagine|believe)|him|her|his)\b/i;

const QUESTION_START = /^(?:do|does|did|should|can|could|would|will|is|are|am|was|were|what|why|how|when|where|who|which|have|has|shall|may)\b/i;

/** Where a clause ends and something else (a reason, a contrast, another person) begins. */
const CLAUSE_END = /\s*(?:,\s*(?:but|and|so|because|though|although|while|since|whereas|which)\b|\s(?:but|because|though|although|while|whereas|since|unless|except)\s|[—–;:]|\s-\s|,\s*(?:my|her|his|their|our)\s).*$/i;

const TRAILING = /\s*(?:,?\s*(?:too|as well|a lot|very much|so much|though|really|anyway|lol|haha|btw|now))+\s*$/i;

const NAME = /^([A-Z][\p{L}'-]*(?:\s+[A-Z][\p{L}'-]*){0,2})(?=$|[\s,.!])/u;

/** "the" + up to three words + the kind of place people work at or for. */
const WORKPLACE =
  /^the\s(?:[\p{L}-]+\s){0,3}(?:council|government|hospital|university|college|school|bank|library|museum|ministry|department|police|army|navy|company|firm|agency|clinic|airport|embassy|newspaper|restaurant|bakery|factory|store|shop|hotel|studio|lab|laboratory|startup|charity|court|post office)s?\b/iu;

interface Rule {
  name: string;
  pattern: RegExp;
  build(m: RegExpMatchArray): Omit<Candidate, 'eventIds' | 'rule' | 'confidence'> | null;
}

const VERBS: Record<string, string> = {
  prefer: 'prefers',
  like: 'likes',
  love: 'loves',
  enjoy: 'enjoys',
  hate: 'hates',
  dislike: 'dislikes',
  detest: 'detests',
  "can't stand": 'cannot stand',
  'cannot stand': 'cannot stand',
  "don't like": 'does not like',
  'do not like': 'does not like',
  "don't really like": 'does not really like',
  "don't enjoy": 'does not enjoy',
  'do not enjoy': 'does not enjoy',
};

const RULES: Rule[] = [
  {
    name: 'preference',
    pattern:
      /^i (?:(?:really|absolutely|totally|generally|usually|much|strongly|definitely|honestly|always)\s+)?(prefer|like|love|enjoy|hate|dislike|detest|can't stand|cannot stand|don't really like|don't like|do not like|don't enjoy|do not enjoy)\s+(.+)$/i,
    build: (m) => {
      const obj = object(m[2]!);
      if (!obj) return null;
      return { content: `User ${VERBS[m[1]!.toLowerCase()]} ${obj}.`, category: 'preference' };
    },
  },
  {
    name: 'name',
    pattern: /^my (?:first |full )?name is (.+)$/i,
    build: (m) => {
      const n = NAME.exec(m[1]!.trim());
      return n ? { content: `User's name is ${n[1]}.`, category: 'fact', deletionKey: 'profile/name' } : null;
    },
  },
  {
    name: 'call_me',
    pattern: /^(?:please\s+|you can\s+|just\s+)?call me (.+)$/i,
    build: (m) => {
      const n = NAME.exec(m[1]!.trim());
      return n ? { content: `User wants to be called ${n[1]}.`, category: 'preference', deletionKey: 'profile/preferred-name' } : null;
    },
  },
  {
    name: 'allergy',
    pattern: /^i(?:'m| am) (?:(?:severely|very|mildly|seriously|deathly|really)\s+)?allergic to (.+)$/i,
    build: (m) => {
      const obj = object(m[1]!);
      return obj ? { content: `User is allergic to ${obj}.`, category: 'fact' } : null;
    },
  },
  {
    name: 'work',
    pattern: /^i (?:currently )?work (at|for|as) (.+)$/i,
    build: (m) => {
      const how = m[1]!.toLowerCase();
      const obj = object(m[2]!);
      if (!obj) return null;
      // "I work as hard as I can", "I work at night": not a job or an employer.
      if (/\bas\b/i.test(obj) || /^(?:night|home|weekends?|times|least|most|all|the moment|a (?:fast|slow|steady) pace)\b/i.test(obj)) return null;
      if (how === 'as') {
        if (!/^(?:an?|the)\s/i.test(obj)) return null;
        return { content: `User works as ${obj}.`, category: 'fact', deletionKey: 'profile/occupation' };
      }
      // An employer: a proper name ("Spotify", "the BBC"), "a bakery", or "the" + a kind of
      // workplace ("the city council"); not "the moment", "the weekend", "the money".
      if (!/^(?:the\s)?[A-Z0-9]/.test(obj) && !/^an?\s(?!.*\b(?:pace|time|rate|speed)\b)/i.test(obj) && !WORKPLACE.test(obj)) return null;
      return { content: `User works ${how} ${obj}.`, category: 'fact', deletionKey: 'profile/employer' };
    },
  },
  {
    name: 'home',
    // "I'm based in Berlin" says where the speaker lives as plainly as "I live in Berlin".
    pattern: /^i(?: (?:currently )?live|(?:'m| am) (?:currently )?based) in (.+)$/i,
    build: (m) => {
      const obj = object(m[1]!);
      // A place: a proper name, or "a flat in Oslo" ("I live in fear…" is not an address).
      if (!obj || !(/^[A-Z]/.test(obj) || /^(?:an?|the)\s.*\b[A-Z]/.test(obj))) return null;
      return { content: `User lives in ${obj}.`, category: 'fact', deletionKey: 'profile/home' };
    },
  },
  {
    name: 'remember',
    pattern: /^(?:please\s+)?(?:remember|note|keep in mind)(?: that|:)\s*(.+)$/i,
    build: (m) => {
      const clause = thirdPerson(stripEnd(m[1]!));
      if (!clause || clause.split(/\s+/).length < 3) return null;
      return { content: `${clause[0]!.toUpperCase()}${clause.slice(1)}.`, category: 'fact' };
    },
  },
];

/** The clause's object, trimmed of what follows it; null when it names nothing. */
function object(raw: string): string | null {
  let o = stripEnd(raw);
  o = o.replace(TRAILING, '').trim();
  if (!o || VAGUE_OBJECT.test(o) || o.length > 200) return null;
  // "I like my coffee black" → "their coffee black"; any other first person means the clause goes on about the speaker.
  o = o.replace(/\bmy\b/gi, 'their').replace(/\bmyself\b/gi, 'themselves');
  if (/\b(?:i|me|i'm|i've|i'll)\b/i.test(o)) return null;
  return o;
}

function stripEnd(s: string): string {
  return s.replace(CLAUSE_END, '').replace(/[.!]+$/, '').trim();
}

/** "I'm vegetarian" → "User is vegetarian"; null when it speaks of someone else first. */
function thirdPerson(s: string): string | null {
  const t = s
    .replace(/^i(?:'m| am)\b/i, 'User is')
    .replace(/^i(?:'ve| have)\b/i, 'User has')
    .replace(/^i\b/i, 'User')
    .replace(/^my\b/i, "User's")
    .replace(/\bi(?:'m| am)\b/gi, 'they are')
    .replace(/\bmy\b/gi, 'their')
    .replace(/\bme\b/gi, 'them')
    .replace(/\bi\b/gi, 'they');
  if (!/^User\b/.test(t)) return null;
  // "User don't eat …": the verb after the subject needs the third person.
  return t.replace(/^User (don't|do not) /, 'User does not ').replace(/^User (\w+?)(?<!s)( )/, (all, v: string, sp: string) =>
    /^(?:is|has|does|can|will|must|should|was|had)$/.test(v) ? all : `User ${verb3(v)}${sp}`,
  );
}

function verb3(v: string): string {
  if (/(?:s|sh|ch|x|z|o)$/.test(v)) return `${v}es`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ies`;
  return `${v}s`;
}

/** Sentences with their end mark ('?' tells a question). */
export function sentences(text: string): Array<{ text: string; question: boolean }> {
  const out: Array<{ text: string; question: boolean }> = [];
  const re = /[^.!?\n]+(?:[.!?]+|\n|$)/g;
  for (const m of text.matchAll(re)) {
    const raw = m[0].trim();
    if (!raw) continue;
    out.push({ text: raw.replace(/[.!?\s]+$/, '').trim(), question: raw.includes('?') });
  }
  return out;
}

/** "… and I / I'm / my …": where a second first-person statement may begin. */
const AND_FIRST_PERSON = /\s*,?\s+and\s+(?=(?:i|i'm|i've|my)\b)/i;

/** A finite verb: the part before "and" is a statement of its own, not a joint subject ("my wife and I"). */
const HAS_VERB =
  /\b(?:is|am|are|was|were|have|has|do|does|don't|doesn't|can't|cannot|need|needs|want|wants|live|lives|work|works|like|likes|love|loves|prefer|prefers|hate|hates|enjoy|enjoys|dislike|dislikes|stand)\b|'m\b|'ve\b/i;

/** A sentence's clauses: split before "and I / and my" when the part before has a verb. */
export function clauses(sentence: string): string[] {
  const out: string[] = [];
  let rest = sentence;
  for (let m = AND_FIRST_PERSON.exec(rest); m; m = AND_FIRST_PERSON.exec(rest)) {
    const head = rest.slice(0, m.index);
    if (!HAS_VERB.test(head)) break;
    out.push(head);
    rest = rest.slice(m.index + m[0].length);
  }
  out.push(rest);
  return out;
}

/** The candidates of one user sentence (none, or one per clause, see {@link clauses}). */
export function extractSentence(sentence: string, question = false): Array<Omit<Candidate, 'eventIds'>> {
  if (question) return [];
  const s = sentence.replace(/[’‘]/g, "'").replace(FILLER, '').trim();
  if (!s || QUESTION_START.test(s) || HYPOTHETICAL.test(s) || REPORTED.test(s)) return [];
  return clauses(s).flatMap((clause) => {
    const c = extractClause(clause.replace(FILLER, '').trim());
    return c ? [c] : [];
  });
}

function extractClause(s: string): Omit<Candidate, 'eventIds'> | null {
  for (const rule of RULES) {
    const m = rule.pattern.exec(s);
    if (!m) continue;
    const c = rule.build(m);
    if (c) return { ...c, confidence: 'asserted', rule: `deterministic:${rule.name}` };
  }
  return null;
}

export class DeterministicExtractor implements Extractor {
  readonly id = 'deterministic';

  async extract(events: ExtractEvent[]): Promise<Candidate[]> {
    const out: Candidate[] = [];
    const seen = new Set<string>();
    for (const e of events) {
      // Only the user's own words: the assistant's and tools' are not the user's statements.
      if (e.role !== 'user') continue;
      for (const s of sentences(e.content)) {
        for (const c of extractSentence(s.text, s.question)) {
          if (seen.has(c.content.toLowerCase())) continue;
          seen.add(c.content.toLowerCase());
          out.push({ ...c, eventIds: [e.id] });
        }
      }
    }
    return out;
  }
}
