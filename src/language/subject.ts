/**
 * Who a note is about, read from how its sentence opens: the user (third person "User …",
 * first person "I / my", an imperative "Call me …"), a named person ("Maria …"), a
 * relative or acquaintance ("User's sister Anna …", "My boss …" — never the user), or an
 * organisation ("Our team …", "Acme Corp …"). A pronoun ("She …") names nobody: null.
 */

export interface Subject {
  kind: 'user' | 'named' | 'relative' | 'org';
  /** Lower-case name of a named person or organisation, or of a relative when given ("sister Anna"). */
  name?: string;
  /** The relation of a relative ("sister", "boss"). */
  relation?: string;
  /** Whose relative, when not the user's ("Maria's husband" → "maria"). */
  of?: string;
}

export interface SubjectMatch {
  subject: Subject;
  /** The sentence after the subject, first person normalised ("I'm" → "am", "my timezone" → "timezone"). */
  rest: string;
}

export const RELATIONS = [
  'sister', 'brother', 'mother', 'mom', 'mum', 'father', 'dad', 'parents', 'wife', 'husband', 'partner', 'girlfriend',
  'boyfriend', 'fiance', 'fiancé', 'fiancee', 'fiancée', 'son', 'daughter', 'kid', 'child', 'aunt', 'uncle', 'cousin',
  'grandmother', 'grandma', 'grandfather', 'grandpa', 'niece', 'nephew', 'friend', 'best friend', 'roommate', 'flatmate',
  'boss', 'manager', 'colleague', 'coworker', 'co-worker', 'neighbor', 'neighbour', 'stepmother', 'stepfather', 'twin',
  'teammate', 'team-mate', 'classmate', 'housemate', 'mentor', 'stepson', 'stepdaughter',
];
/** A relation word heading a compound is no relative ("mother tongue"). */
const RELATION = `(?:best friend|co-worker|${RELATIONS.filter((r) => !r.includes(' ') && r !== 'co-worker').join('|')})(?! tongue\\b| language\\b| land\\b| board\\b| ship\\b| company\\b)`;
/** Relations that are an attribute of the user when the sentence only names them ("My wife is Anna"). */
const NAMED_RELATIONS = /^(?:wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?|spouse|manager|boss)$/i;
const ONLY_A_NAME = /^(?:'s name)? ?(?:is|'s) (?:named |called )?[A-Z][\w-]*(?: [A-Z][\w-]*)?\.?$/;
const ORG_NOUNS = '(?:company|team|startup|org|organization|organisation|department|firm|lab|agency|school|club)';
/** Organisations a person runs or works at ("Ravi's startup"); a person's team keeps its own reading (their team's size). */
const PERSONS_ORG_NOUNS = '(?:company|startup|firm|agency|business|employer)';
const ORG_SUFFIX = /^([A-Z][\w&.-]*(?: [A-Z][\w&.-]*)* (?:Inc|Corp|Corporation|Ltd|GmbH|LLC|Labs|AG|SA|plc))\.?(?:'s)?\s+/;

/** Capitalised sentence openers that are not a name. */
const NOT_NAMES = new Set([
  'the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'this', 'that', 'these', 'those', 'he', 'she', 'they',
  'it', 'we', 'you', 'i', 'user', 'actually', 'also', 'now', 'please', 'note', 'remember', 'correction', 'update', 'today',
  'yesterday', 'since', 'after', 'before', 'when', 'if', 'as', 'there', 'here', 'nobody', 'everyone', 'someone', 'call', 'use',
  'no', 'not', 'sorry', 'oh', 'ok', 'okay', 'well', 'so', 'then', 'and', 'but', 'from', 'in', 'on', 'at', 'for', 'with',
  'all', 'every', 'each', 'both', 'some', 'most', 'any', 'none', 'many', 'few', 'several',
]);
/** Verbs a subjectless first-person note opens with: never a name. */
const FIRST_PERSON_VERB =
  /^(?:moved|relocated|switched|started|joined|quit|left|sold|bought|got|turned|transferred|handed|spent|had|took|changed|mixed|misread|upgraded|downgraded|dropped|ditched|finished|graduated|adopted|retired|resigned|accepted|signed|landed|began|became|went|gave|picked|traded|cancell?ed|uninstalled|replaced|migrated|ported|rehomed|enrolled|married|divorced|broke|split|stopped|decided|ended|lost|wiped|deleted)\s/i;
const PRONOUN = /^(?:he|she|they|it|his|her|their|its|him|them)\b/i;
/** Verbs an imperative note opens with: the user speaking about themselves. */
const IMPERATIVE = /^(?:call me|use|give me|show me|address me|send|always use|please)\b/i;

/** First-person forms rewritten to the third-person stems the attribute patterns read. */
function firstPerson(rest: string): string {
  return rest
    .replace(/^'m\b/i, 'am')
    .replace(/^'re\b/i, 'are')
    .replace(/^'ve\b/i, 'have')
    .replace(/^'d\b/i, 'would')
    .trimStart();
}

export function parseSubject(sentence: string): SubjectMatch | null {
  const s = sentence.trim();
  let m: RegExpMatchArray | null;
  // A relative or acquaintance: "User's sister Anna …", "My boss …", "Maria's husband …".
  // Case-sensitive: a relative's name is capitalised ("sister Anna"), "is" is not.
  m = s.match(new RegExp(`^(?:(?:[Tt]he )?[Uu]ser|[Mm]y|I have an?|(?<owner>\\p{Lu}\\p{Ll}+))(?:'s)? (?<rel>${RELATION})(?:,? (?<name>\\p{Lu}\\p{Ll}+)(?=[ ,']),?)?(?<rest>(?:'s)? .*)$`, 'u'));
  if (m?.groups) {
    const owner = m.groups.owner;
    const namesOnly = NAMED_RELATIONS.test(m.groups.rel!) && !m.groups.name && ONLY_A_NAME.test(m.groups.rest!.trim());
    if (namesOnly && !owner) return { subject: { kind: 'user' }, rest: `${m.groups.rel} ${m.groups.rest!.trim()}`.replace(/ 's name/, "'s name") };
    if (!owner || !NOT_NAMES.has(owner.toLowerCase())) {
      const subject: Subject = { kind: 'relative', relation: canonicalRelation(m.groups.rel!.toLowerCase()) };
      if (m.groups.name && !NOT_NAMES.has(m.groups.name.toLowerCase())) subject.name = m.groups.name.toLowerCase();
      if (owner) subject.of = owner.toLowerCase();
      return { subject, rest: m.groups.rest!.replace(/^'s/, '').trim() };
    }
  }
  m = s.match(new RegExp(`^(?:our|the|my|(?:the )?user's) (?:(?:new|current) )?(?<org>${ORG_NOUNS})(?:'s)?\\s+(?<rest>.*)$`, 'i'));
  if (m?.groups) return { subject: { kind: 'org', name: m.groups.org!.toLowerCase() }, rest: m.groups.rest! };
  // A named person's organisation ("Ravi's startup …"): the organisation, never the person.
  m = s.match(new RegExp(`^(?<owner>\\p{Lu}\\p{Ll}+)'s (?:(?:new|current) )?(?<org>${PERSONS_ORG_NOUNS})(?:'s)?\\s+(?<rest>.*)$`, 'u'));
  if (m?.groups && !NOT_NAMES.has(m.groups.owner!.toLowerCase())) {
    return { subject: { kind: 'org', name: `${m.groups.owner!.toLowerCase()}'s ${m.groups.org!.toLowerCase()}` }, rest: m.groups.rest! };
  }
  m = s.match(ORG_SUFFIX);
  if (m) return { subject: { kind: 'org', name: m[1]!.toLowerCase() }, rest: s.slice(m[0].length) };
  m = s.match(/^(?:the )?user(?:'s)?\s+(?<rest>.*)$/i);
  if (m?.groups) return { subject: { kind: 'user' }, rest: m.groups.rest! };
  // "We" in a user's note is the user's household or their side of the conversation.
  m = s.match(/^(?:i(?=['\s])|my\s|me\s|we(?=['\s])|our\s)(?<rest>.*)$/i);
  if (m?.groups) return { subject: { kind: 'user' }, rest: firstPerson(m.groups.rest!) };
  if (PRONOUN.test(s)) return null;
  // A chat note that opens with its verb ("Sold the MacBook; …", "Turned 45 yesterday") speaks for the user.
  if (FIRST_PERSON_VERB.test(s)) return { subject: { kind: 'user' }, rest: s.charAt(0).toLowerCase() + s.slice(1) };
  if (IMPERATIVE.test(s)) return { subject: { kind: 'user' }, rest: s };
  // Names are any script's capitalised words ("Tomás", "Zoë").
  m = s.match(/^(?<name>\p{Lu}\p{Ll}+(?:[- ]\p{Lu}\p{Ll}+)?)(?:'s)?\s+(?<rest>.*)$/u);
  if (m?.groups) {
    const first = m.groups.name!.split(/[- ]/)[0]!.toLowerCase();
    if (!NOT_NAMES.has(first)) return { subject: { kind: 'named', name: m.groups.name!.toLowerCase() }, rest: m.groups.rest! };
  }
  // "The standup moved to 10am": a thing of the user's own world.
  m = s.match(/^the\s+(?<rest>.*)$/i);
  if (m?.groups) return { subject: { kind: 'user' }, rest: m.groups.rest! };
  return null;
}

function canonicalRelation(r: string): string {
  const same: Record<string, string> = { mom: 'mother', mum: 'mother', dad: 'father', grandma: 'grandmother', grandpa: 'grandfather', 'co-worker': 'coworker', neighbour: 'neighbor', fiancé: 'fiance', fiancee: 'fiance', fiancée: 'fiance' };
  return same[r] ?? r;
}

/** Same person or organisation: kind, name, relation and owner all agree. */
export function sameSubject(a: Subject, b: Subject): boolean {
  if (a.kind !== b.kind || a.relation !== b.relation || a.of !== b.of) return false;
  // A relative named on one side only ("User's sister" / "User's sister Anna") may be the same sister.
  if (a.kind === 'relative' && (a.name === undefined || b.name === undefined)) return true;
  return a.name === b.name;
}
