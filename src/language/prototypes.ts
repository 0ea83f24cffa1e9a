/**
 * The second slot reader: attribute prototypes. A note the patterns (slots.ts) do not read
 * may still state an attribute in words no pattern lists ("calls Lisbon home", "accepted
 * an offer from Stripe"). Its value-masked predicate — the sentence after its subject, each
 * value replaced by the name of its kind ("Lisbon" → "X", "vegan" → "diet", "$400" →
 * "amount") — is embedded and compared with a few prototype sentences per attribute,
 * masked the same way; the attribute is taken when the closest prototype is close enough
 * and closer than every prototype of {@link NONE} (events, one-off actions, opinions, past
 * facts: sentences that name a value without stating it).
 *
 * The embedder is the caller's (this layer does no I/O): {@link PrototypeReader} is handed
 * a function from texts to unit vectors and embeds its prototypes once. Deterministic for a
 * deterministic embedder; thresholds chosen for all-MiniLM-L6-v2 (docs/design.md#slots).
 */
import { ATTRIBUTES, cardinalityOf, toolCategory, VALUE_KINDS, type AttributeId, type BaseAttribute } from './attributes.js';
import { asWritten, cleanValue, cloudKey, EXPLICIT_SUBJECT, normaliseKey, normaliseValue, preferenceKey, withoutOpeners, type Slot } from './slots.js';
import { LEADING_CLAUSE, mainClauses } from './mainClause.js';
import { parseSubject, RELATIONS } from './subject.js';

/** Texts to unit vectors, in input order (an `Embedder.embed`). */
export type EmbedTexts = (texts: string[]) => Promise<number[][]>;

/** The model the thresholds were chosen for; any other embedder gets no prototype reading. */
export const PROTOTYPE_MODEL = 'minilm-l6-v2';
/** The closest prototype must reach this cosine similarity … */
export const PROTOTYPE_FLOOR = 0.6;
/** … and beat the closest {@link NONE} prototype by this much. */
export const PROTOTYPE_MARGIN = 0.05;

/**
 * The floor when every value the note states is of a kind only the matched attribute holds
 * and a person's own (a pronoun pair, a time zone): the value says what the attribute is,
 * and the words around it only have to read as a current state rather than an event
 * ("updated their email signature to they/them"). The margin over {@link NONE} still applies.
 */
export const UNIQUE_KIND_FLOOR = 0.4;

/** Sentences that name a value without stating an attribute of their subject. */
const NONE = '_none';

/**
 * Prototype sentences, written as notes are written (subject "User", example values):
 * they are masked by the same reader as the notes they are compared with. Keyed
 * attributes get their key from the value (a tool) or the sentence (a schedule).
 */
const PROTOTYPES: Record<string, string[]> = {
  residence: [
    'User lives in Berlin.', 'User moved to Lisbon.', 'User calls Toronto home now.', 'User settled down in Osaka.',
    'User bought a house in Paris and lives there.', 'User now resides in Madrid.', 'User has an apartment in Vienna.',
    'User is based in Dublin.', 'User packed up and made the move to Denver.', 'User signed a lease in Seattle.', 'User is living in Rome these days.',
  ],
  employer: [
    'User works at Google.', 'User joined Stripe.', 'User is employed by Siemens.', 'User accepted an offer from Shopify.',
    'User got hired by Airbus.', 'User took a job with Netflix.', 'User is now on the payroll at IBM.', 'User works for Spotify.',
    'User starts at Amazon on Monday.', 'User is an employee of Oracle.', 'User signed a contract with Deloitte.', 'User signed on with Accenture.',
    'User is with Unilever now.',
  ],
  job_title: [
    'User works as a nurse.', 'User is a software engineer.', 'User got promoted to engineering manager.',
    'User was hired as a data scientist.', 'User became a product manager.', 'User moved into a staff engineer role.',
    'User has the title of product manager.', 'User was made engineering manager.', "User's role is data scientist.",
  ],
  relationship_status: [
    'User is married.', 'User got engaged.', "User's relationship status is divorced.", 'User tied the knot in May.',
    'User and their partner split up, so User is single.', 'User is separated from their spouse.', 'User got divorced.',
  ],
  diet: [
    'User is vegan.', 'User follows a vegetarian diet.', 'User went keto.', 'User eats only plant-based food.',
    'User gave up meat and is pescatarian.', 'User sticks to a paleo diet.', 'User has been eating vegan for months.',
    'User changed their diet to vegetarian.',
  ],
  answer_style: [
    'User wants short answers.', 'User prefers detailed answers from the assistant.', 'User asks for bullet points.',
    'User likes concise replies.', 'Give User step-by-step explanations.',
  ],
  preference: [
    'User prefers pie charts.', 'User likes bar charts best.', 'User wants line charts in reports.',
    'User uses dark mode.', 'User prefers light mode in every app.', 'User would rather see scatter plots.',
  ],
  age: ['User is 34 years old.', 'User turned 40.', "User's age is 29.", 'User is 52 now.', 'User celebrated their 30th birthday.'],
  birthday: ['User was born on March 3.', "User's birthday is June 12.", 'User celebrates their birthday on May 5.'],
  team_size: [
    'User manages a team of 12.', "User's team has 8 engineers.", "User's team grew to 20 people.",
    "User's team shrank to 5.", 'User leads a group of 7 developers.', "User's headcount is 9.",
    "User's team is down to 4 people.", "User's team is up to 11.",
  ],
  budget: [
    "User's budget is $5000.", 'User can spend up to $300.', 'User has a budget of €2000 for the trip.',
    "User's spending limit for the project is $10,000.", 'User set aside $800 for it.',
  ],
  salary: ["User's salary is $120k.", 'User earns 90k a year.', 'User got a raise to $140k.'],
  schedule: [
    "User's standup is at 9am.", "User's weekly sync moved to Tuesdays.", 'User goes to the gym on Mondays.',
    "User's piano lesson is on Thursdays at 5pm.", "User's team meeting was rescheduled to 2pm.", 'User works out on Fridays.',
  ],
  nickname: [
    'User goes by Sam.', 'Everyone calls them Alex.', "User's preferred name is Sam.", 'User would rather be called Jo.', 'User prefers to be called Kim.', "User's nickname is Jo.",
    'User signs their emails as Sam.', 'User introduces themself as Jo.', 'User wants to be addressed as Kim.',
  ],
  name: ["User's legal name is Daniel Novak.", 'User changed their last name to Novak.', "User's full name is Anna Berg."],
  pronouns: ["User's pronouns are she/her.", 'User uses they/them.', 'User goes by he/him pronouns.', "User's email signature lists she/her."],
  timezone: ["User's timezone is UTC+2.", 'User works in UTC-5.', 'User is on Pacific time.', 'User is in the CET time zone.', "User's calendar is set to UTC+1."],
  email: ["User's email is jo@example.com.", 'User can be reached at sam@mail.com.', 'Write to User at ana@corp.io.'],
  phone: ["User's phone number is 555-0101.", 'User can be called at +44 20 7946 0000.'],
  tool: [
    'User uses Postgres for the database.', 'User migrated the backend to MySQL.', "User's frontend is built with React.",
    'User rewrote the UI in Vue.', "User's project stores its data in MongoDB.", 'User builds with Vite.',
    'User runs CI on GitHub Actions.', "User's team tracks issues in Jira.",
  ],
  editor: ['User codes in Vim.', 'User uses VS Code.', 'User writes code in Emacs.'],
  os: ['User runs Linux.', 'User is on macOS.', "User's laptop runs Windows."],
  cloud: ['User deploys to AWS.', "User's servers run on GCP.", "User's infrastructure is on Azure.", 'User runs everything on DigitalOcean.'],
  vehicle: ['User drives a Toyota Corolla.', "User's car is a Tesla Model 3.", 'User owns a Honda Civic.', 'User leased a BMW X3.'],
  phone_model: ['User has an iPhone 15.', "User's phone is a Pixel 8."],
  school: ['User studies at MIT.', 'User is enrolled at Stanford.', 'User goes to Oxford.'],
  major: ['User majors in biology.', "User's degree is in physics."],
  manager: ["User's manager is Dana.", 'User reports to Priya.'],
  nationality: ['User is a French citizen.', "User's nationality is German."],
  hometown: ['User is from Lyon.', 'User grew up in Porto.', 'User was born in Dublin.'],
  work_mode: ['User works remotely.', 'User is fully remote.', 'User works from the office.', 'User is hybrid.'],
  native_language: ["User's native language is Spanish.", 'User is a native German speaker.'],
  language: ['User speaks French.', 'User is fluent in Japanese.'],
  pet: ['User has a dog.', 'User adopted a cat.', 'User owns two rabbits.'],
  hobby: ['User enjoys climbing.', 'User took up painting.', "User's hobby is knitting."],
  plan: ['User is on the Pro plan.', 'User upgraded to the Team plan.'],
  [NONE]: [
    'User visited Berlin last week.', 'User is flying to Lisbon next Tuesday.', 'User has an interview with Google on Thursday.',
    'User had dinner with Maria.', 'User read an article about Stripe.', 'User met a data scientist at a conference.',
    'User is interviewing a product manager candidate tomorrow.', 'User mentors a junior engineer.', 'User attended a wedding.',
    'User never wanted to be a manager.', "User doesn't like the winters in Oslo.", 'User recommended Shopify to a friend.',
    'User worked as a waiter in college.', 'User interned at IBM in 2016.', "User's biggest client is Airbus.",
    'User watched a documentary about vegan food.', 'User bought a gift for their sister.', 'User asked about pricing.',
    'User fixed a bug in the parser.', 'User went to a concert on Friday.', "User's company is headquartered in Munich.",
    "User's client is in Tokyo.", "User's landlord lives in Rome.", 'User drew a bar chart for the report.',
    'User tried dark mode once.', 'User set up Postgres for a side project.', "User's flight is at 9am.", 'User has 3 open bugs.',
    'User showed pie charts at the meeting.', 'User wrote a blog post about React.', 'User ordered a vegan pizza for the party.',
    'User has a call with Berlin at 3pm.', "User's cat is called Milo.", 'User paid $40 for the tickets.',
    // A bare switch to a name says nothing of what the name is (an employer, a city, a product): read nothing.
    'User switched to Brightline.', 'User went over to Northwind.',
    // A ride to work names a line or a city, not an employer.
    'User takes the Overground to work every morning.',
  ],
};

/** Where a value may be: kinds named by their vocabulary, then forms (an amount, a time, a name). */
const SPANS: Array<[string, string]> = [
  ['email address', '[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+'],
  ['time zone', '(?:utc|gmt) ?[+\\-−] ?\\d{1,2}(?::\\d\\d)?|(?:utc|gmt)\\b|\\b(?:pacific|eastern|central|mountain) time|\\b[a-z]{1,3}[sd]?t\\b(?= time| time ?zone)'],
  ['amount', '[$€£]\\s?\\d[\\d,.]*(?:\\s?[km]\\b)?|\\b\\d[\\d,.]*\\s?(?:k\\b\\s?)?(?:dollars|euros|pounds|usd|eur|gbp)\\b'],
  ['time', '\\b\\d{1,2}(?::\\d\\d)?\\s?(?:am|pm)\\b|\\b\\d{1,2}:\\d\\d\\b|\\b(?:noon|midnight)\\b'],
  ['pronouns', '\\b[a-z]+/[a-z]+(?:/[a-z]+)?\\b'],
  ['weekday', '\\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\\b'],
  ['date', '\\b(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?) \\d{1,2}(?:st|nd|rd|th)?\\b'],
  ...VALUE_KINDS.map(([kind, src]): [string, string] => [kind, `\\b(?:${src})\\b`]),
  ['number', '\\b\\d[\\d,.]*(?:st|nd|rd|th)?\\b'],
  // Case-sensitive: a name is what is capitalised inside the sentence.
  // A name may open in lower case before a capital ("iPhone", "eBay").
  ['X', '(?<![.!?]\\s)(?<!^)\\b(?:\\p{Lu}|\\p{Ll}(?=\\p{Lu}))[\\p{L}\\d.+#&-]*(?:\\s(?:\\p{Lu}[\\p{L}\\d.+#&-]*|\\d[\\w-]*))*'],
];
const NAMED = SPANS.length - 1;
/** Every kind but a name in one case-insensitive regex, then names; one alternation each, so the first kind listed wins. */
const SPAN_RES: RegExp[] = [
  new RegExp(SPANS.slice(0, NAMED).map(([, src], i) => `(?<k${i}>${src})`).join('|'), 'giu'),
  new RegExp(`(?<k${NAMED}>${SPANS[NAMED]![1]})`, 'gu'),
];

/** Capitalised words that are not values: the user, months and days said as a time, not a thing held. */
const NOT_VALUES = /^(?:i|i'm|i've|i'd|user|user's|the|my|a|an|ok|okay|actually|also|now|today|tomorrow|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december)$/i;
/** What marks a value as the one left behind ("from Boston", "not Vue", "left Google", "instead of …"). */
const OLD_BEFORE =
  /\b(?:from|not|no longer|instead of|rather than|left|quit|sold|ditched|dropped|gave up|gave away|gave|handed down|passed on|rehomed|retired|outgrew|uninstalled|cancell?ed|shut down|decommissioned|replaced|stopped|stopped using|moved away from|moved out of|moved off|switched away from|migrated away from|anymore than|over|was|used to be|formerly|previously)\s+(?:(?:the|my|his|her|their|our|a|an|being|using|at|with|in|on)\s+)?$/i;
const OLD_AFTER = /^\s*(?:anymore|any more|no more|is over|is behind|was|before)\b/i;

export interface MaskedValue {
  kind: string;
  text: string;
  /** The sentence marks it as the value left behind. */
  old: boolean;
}

export interface MaskedPredicate {
  /** The predicate with every value replaced by its kind's name. */
  masked: string;
  values: MaskedValue[];
}

/** The predicate with its values masked by kind ("moved from Boston to Paris" → "moved from X to X"). */
export function maskValues(predicate: string, subjectWords: readonly string[] = []): MaskedPredicate {
  const values: MaskedValue[] = [];
  const own = new Set(subjectWords.map((w) => w.toLowerCase()));
  let masked = predicate;
  for (const re of SPAN_RES) {
    const found: Array<MaskedValue & { at: number }> = [];
    const text = masked;
    masked = text.replace(re, (match: string, ...args: unknown[]) => {
      const groups = args[args.length - 1] as Record<string, string | undefined>;
      const offset = args[args.length - 3] as number;
      const i = SPANS.findIndex((_, k) => groups[`k${k}`] !== undefined);
      const kind = SPANS[i]![0];
      const value = cleanValue(match);
      const first = value.split(/\s+/)[0]!.toLowerCase().replace(/'s$/, '');
      if (kind === 'X' && (NOT_VALUES.test(first) || own.has(first) || RELATIONS.includes(first))) return match;
      const before = text.slice(0, offset);
      const after = text.slice(offset + match.length);
      found.push({ kind, text: value, old: OLD_BEFORE.test(before) || OLD_AFTER.test(after), at: offset });
      return kind;
    });
    values.push(...found.map(({ at: _, ...v }) => v));
  }
  // In sentence order, whichever pass found them.
  const order = (v: MaskedValue) => predicate.toLowerCase().indexOf(v.text.toLowerCase());
  values.sort((a, b) => order(a) - order(b));
  return { masked, values };
}


const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The subject named again inside its predicate ("…; call the user Sam", "…, User's sister is 35"), as the words that opened the sentence. */
function mentionOf(opening: string): RegExp {
  const said = opening.trim().replace(/'s$/, '');
  const alts = ['the user', 'user'];
  if (said.length > 0 && !/^(?:i|my|we|me)$/i.test(said)) alts.unshift(escape(said));
  return new RegExp(`\\b(?:${alts.join('|')})\\b(?!'s)`, 'gi');
}

interface Reading {
  subject: Slot['subject'];
  /** The predicate as written, the subject's mentions in it replaced by "they". */
  predicate: string;
  masked: MaskedPredicate;
  correction: boolean;
}

/** Subject and value-masked predicate of a note, or null when no subject opens it. */
export function readForPrototypes(content: string): Reading | null {
  const opened = withoutOpeners(content);
  const { text, correction } = opened;
  if (/\?\s*$/.test(text) || text.length === 0) return null;
  return readSentence(text.replace(LEADING_CLAUSE, ''), correction);
}

/**
 * The note's readings, the whole sentence first, then its main clauses past an opening
 * that is not its subject (mainClause.ts), each opened by a subject (slots.ts
 * `EXPLICIT_SUBJECT`): "Finance approved the new numbers, so the user's project …" is
 * about the user's project, not about "Finance".
 */
export function readingsForPrototypes(content: string): Reading[] {
  const { text, correction } = withoutOpeners(content);
  if (/\?\s*$/.test(text) || text.length === 0) return [];
  const whole = readForPrototypes(content);
  const mains = mainClauses(text)
    .filter((c) => EXPLICIT_SUBJECT.test(asWritten(text, c)))
    .map((c) => readSentence(c, correction))
    .filter((r): r is Reading => r !== null);
  return whole ? [whole, ...mains] : mains;
}

function readSentence(sentence: string, correction: boolean): Reading | null {
  const text = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  const parsed = parseSubject(text);
  if (!parsed) return null;
  const s = parsed.subject;
  const words = [s.name, s.relation, s.of].filter((w): w is string => typeof w === 'string').flatMap((w) => w.split(/\s+/));
  // "The call is at 3pm": a thing, not the user; the patterns read a user's own thing ("The standup moved …").
  if (/^the\s/i.test(text) && s.kind === 'user' && !/^the user\b/i.test(text)) return null;
  const rest = parsed.rest
    .replace(/\.\s*$/, '')
    .replace(mentionOf(text.slice(0, text.length - parsed.rest.length)), 'they');
  const masked = maskValues(rest, words);
  // A value its clause denies ("no longer goes by Alex; …") is the one left behind.
  for (const v of masked.values) v.old ||= deniedIn(rest, v.text);
  return { subject: s, predicate: rest, masked, correction };
}

/** The slot key's attribute for a keyed base attribute, from the value or the sentence; null when none can be named. */
function keyed(base: string, value: MaskedValue, predicate: string): AttributeId | null {
  if (base === 'tool') {
    // "uses MySQL for the analytics warehouse": the purpose named is the key.
    const purpose = predicate.match(/\bfor (?:the |our |my |his |her |their |its |all )?(?!now\b|good\b|a while\b|ever\b|work\b|everything\b)([\w -]+?)$/i)?.[1];
    if (purpose) {
      const k = normaliseKey(purpose);
      return `tool:${k === 'db' ? 'database' : k}` as AttributeId;
    }
    const k = toolCategory(value.text);
    return k ? (`tool:${k}` as AttributeId) : null;
  }
  if (base === 'schedule') {
    const m = predicate.match(/\b(?:(?:daily|weekly|monthly)\s+)?(stand-?ups?|syncs?|1:1s?|one-on-ones?|retros?|gym|yoga|pilates|piano lessons?|lessons?|classes|class|practices?|team meetings?|meetings?|reviews?|therapy|book club|office hours|workouts?|works? out|trains?|training)\b/i);
    if (!m) return null;
    // Working out and training are the gym's schedule, however it was said.
    const k = normaliseKey(m[1]!.replace(/^(?:workouts?|works? out|trains?|training)$/i, 'gym'));
    return `schedule:${k.replace(/^stand-?up$/, 'standup')}` as AttributeId;
  }
  if (base === 'preference') return `preference:${preferenceKey(value.text)}` as AttributeId;
  if (base === 'cloud') {
    const thing =
      predicate.match(/\b(?:deploys?|deployed|hosts?|hosted|runs?|moved|migrated|switched|puts?|ships?)\s+((?:the|our|my|his|her|their|its)\s+[\w -]+?)\s+(?:over\s+)?(?:on|to|in|onto|off|from|at)\b/i)?.[1] ??
      predicate.match(/\bfor (the|our|my|his|her|their|its)\s+([\w -]+?)$/i)?.[0].replace(/^for /i, '');
    const k = thing ? cloudKey(thing) : null;
    return k ? (`cloud:${k}` as AttributeId) : 'cloud';
  }
  return base as BaseAttribute;
}

/** Value kinds an attribute can hold; a reading whose only values are of other kinds is not that attribute. */
const KINDS: Partial<Record<string, readonly string[]>> = {
  diet: ['diet'],
  relationship_status: ['relationship status'],
  job_title: ['job'],
  answer_style: ['answer style'],
  preference: ['chart type', 'colour theme'],
  age: ['number'],
  team_size: ['number'],
  budget: ['amount', 'number'],
  salary: ['amount', 'number'],
  pronouns: ['pronouns'],
  timezone: ['time zone'],
  email: ['email address'],
  phone: ['number'],
  schedule: ['time', 'weekday', 'date'],
  birthday: ['date'],
  editor: ['editor'],
  os: ['operating system'],
  cloud: ['cloud provider'],
  vehicle: ['car'],
  work_mode: ['work mode'],
  language: ['language'],
  native_language: ['language'],
  pet: ['pet'],
  tool: ['database', 'ci', 'frontend framework', 'package manager', 'chat', 'issue tracker', 'notes', 'browser', 'shell', 'terminal', 'version control', 'orm', 'bundler', 'testing', 'monitoring', 'X'],
  residence: ['X'],
  hometown: ['X'],
  employer: ['X'],
  nickname: ['X'],
  name: ['X'],
  manager: ['X'],
  school: ['X'],
  phone_model: ['X'],
};

/**
 * Kinds a person holds rather than uses in passing: a pronoun pair or a time zone named is
 * the person's; a cloud provider or a car named may be a credit, a backup, a rental.
 */
const PERSONAL_KINDS = new Set(['pronouns', 'time zone']);
/** Personal value kinds that exactly one attribute holds, with that attribute. */
const UNIQUE_KINDS: ReadonlyMap<string, string> = (() => {
  const holders = new Map<string, string[]>();
  for (const [attribute, kinds] of Object.entries(KINDS)) for (const k of kinds ?? []) holders.set(k, [...(holders.get(k) ?? []), attribute]);
  return new Map([...holders].filter(([k, as]) => as.length === 1 && PERSONAL_KINDS.has(k)).map(([k, as]) => [k, as[0]!]));
})();

/**
 * A predicate that opens with a noun and a verb ("main client is in …", "flight is at …")
 * is about that thing of the subject's, not the subject: it states the attribute only
 * when the noun is one the attribute's prototypes open with ("timezone is …") or one of
 * the user's own things (their project, app, team).
 */
const HEAD = /^((?:[a-z-]+ ){0,2}[a-z-]+) (?:is|are|was|were|has|have|had|runs?|got|gets|changed|moved|grew|shrank|happens|starts|lives|uses|drives|eats|owns|hosts|deploys|prefers|works|follows|goes|takes|keeps|costs|pays)\b/i;
/** A head naming another time's or a wished-for thing ("first car", "dream job", "favourite city"): no current value of the subject. */
const OTHER_TIME = /^(?:first|old|previous|former|ex|last|next|future|dream|ideal|favou?rite|second|new-ish|childhood)$/i;
const OWN_THINGS = new Set(['project', 'app', 'application', 'codebase', 'product', 'service', 'website', 'site', 'stack', 'team', 'infrastructure', 'infra', 'servers', 'backend', 'frontend', 'home', 'family', 'household']);
/**
 * What a thing of the user's can hold: its tools, its host, its plan, its size, its
 * budget, its schedule. A person's own attributes (a time zone, a home, a diet) said of
 * the thing are the thing's ("servers run on UTC"), never the user's.
 */
/** Own things that stand for the person's life as a whole ("family moved …", "home is …"): any attribute of theirs. */
const PERSONS_THINGS = new Set(['home', 'family', 'household']);
const THING_ATTRIBUTES = new Set(['tool', 'cloud', 'plan', 'team_size', 'budget', 'schedule', 'os', 'editor']);
const NOT_HEADS = /^(?:not|no|never|now|also|still|just|already|officially|recently|finally|really|actually|currently|then|always|usually)$/i;

function headOf(masked: string): string[] | null {
  const m = masked.match(HEAD);
  if (!m) return null;
  const words = m[1]!.toLowerCase().split(' ');
  return words.some((w) => NOT_HEADS.test(w)) ? null : words;
}

/**
 * What keeps a sentence from stating a current value, whatever it resembles: a one-off
 * occasion ("tomorrow", "for a conference"), the past ("used to", "in college", "in
 * 2016"), an intention or a wish ("wants to", "is thinking about"), a hypothetical. The
 * pattern reader reads the change verbs that carry such words ("moved to … last month").
 */
const NOT_CURRENT = new RegExp(
  [
    '\\b(?:tomorrow|tonight|next (?:week|month|year|weekend|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (?:weekend|evening|afternoon))\\b',
    '\\bfor (?:a|an|the) (?:conference|trip|visit|wedding|meeting|workshop|talk|demo|holiday|vacation|weekend|party|event|interview)\\b',
    '\\b(?:visit(?:ed|ing|s)?|flying|flew|travell?(?:ed|ing)|trip to|interview(?:ed|ing|s)? (?:at|with|for)|applied (?:to|for)|met|attended|watched|read (?:an?|the|about)|wrote (?:an?|the|about)|asked (?:about|for (?:a|the) quote))\\b',
    '\\b(?:used to|in college|in school|at university|as a (?:kid|child|teen|teenager|student)|years ago|back in|grew up|when (?:i|he|she|they) (?:was|were)|in (?:19|20)\\d\\d)\\b',
    // A state told in the simple past ("lived there for six years", "worked there before …"): once true, not now.
    "(?<!\\b(?:has|have|'ve) )\\b(?:lived|worked|resided|studied)\\b",
    // Going somewhere to see something: a trip, not a home ("drove up to X to see …").
    '\\b(?:drove|driving|drives|headed|popped|went) (?:up |down |over |out |back )?to\\b(?! (?:work|the office)\\b)[^,;]*\\bto (?:see|visit|meet|help|check out|look at)\\b',
    '\\b(?:wants? to|would like to|hopes? to|plans? to|planning to|thinking (?:about|of)|considering|might|may|could|should|if|dreams? of|wish(?:es)? to)\\b',
    // One-off acts with a value: a trial, a purchase for someone, a comparison.
    '\\b(?:rented|borrowed|test[- ]drove|tried(?: out)?|tasted|ordered|spent|paid|donated|demoed|presented|compared|benchmarked|evaluated|researched|reviewed|recommended|looked (?:at|into)|learned about|heard about|signed up for an? (?:free )?trial)\\b',
    // A past state ("was a Honda", "were in Lisbon"), not a passive change ("was moved to", "was raised to").
    '\\b(?:was|were)\\b(?! (?:\\w+ )?\\w+(?:ed|en) to\\b)',
  ].join('|'),
  'i',
);
/** A negation over a clause: the value it holds is denied, not stated. */
const NEGATED = /\b(?:not|never|no longer|no more|n't|nor)\b|n't\b/i;

/** True when the clause holding the value's last mention negates it before the value ("doesn't like the winters in Oslo"). */
function deniedIn(predicate: string, value: string): boolean {
  const at = predicate.toLowerCase().lastIndexOf(value.toLowerCase());
  if (at < 0) return false;
  const before = predicate.slice(0, at);
  const start = Math.max(...[...before.matchAll(/[;,]|\s[-—–]\s|\s(?:but|and now|so)\s/gi)].map((m) => m.index! + m[0].length), 0);
  return NEGATED.test(before.slice(start));
}

const ATTRIBUTE_NAMES = Object.keys(PROTOTYPES).filter((a) => a !== NONE);

let masked: Map<string, string[]> | null = null;
/** Each attribute's prototypes, value-masked as notes are. */
function maskedPrototypes(): Map<string, string[]> {
  masked ??= new Map(
    Object.entries(PROTOTYPES).map(([attribute, sentences]) => [
      attribute,
      sentences.map((s) => readForPrototypes(s)?.masked.masked).filter((m): m is string => m !== undefined),
    ]),
  );
  return masked;
}

let heads: Map<string, Set<string>> | null = null;
/** The nouns each attribute's prototypes open their predicate with ("timezone", "budget"). */
function prototypeHeads(): Map<string, Set<string>> {
  heads ??= new Map([...maskedPrototypes()].map(([attribute, ms]) => [attribute, new Set(ms.flatMap((m) => headOf(m) ?? []))]));
  return heads;
}

export interface PrototypeMatch {
  attribute: string;
  similarity: number;
  /** Similarity of the closest {@link NONE} prototype. */
  none: number;
}

const dot = (a: readonly number[], b: readonly number[]) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

/**
 * Reads slots with prototypes through the caller's embedder. One instance per process and
 * model: the prototypes are embedded on first use, and each masked predicate once (a
 * bounded memo), so a note read again costs nothing.
 */
export class PrototypeReader {
  private readonly vectors = new Map<string, Promise<number[][]>>();
  private readonly memo = new Map<string, PrototypeMatch | null>();

  constructor(
    private readonly embed: EmbedTexts,
    private readonly opts: { floor?: number; margin?: number; memoSize?: number } = {},
  ) {}

  /** One attribute's prototype vectors, embedded on first use. */
  private vectorsOf(attribute: string): Promise<number[][]> {
    let v = this.vectors.get(attribute);
    if (!v) {
      v = this.embed(maskedPrototypes().get(attribute) ?? []);
      v.catch(() => this.vectors.delete(attribute));
      this.vectors.set(attribute, v);
    }
    return v;
  }

  /**
   * The attribute among `attributes` whose closest prototype is closest to the masked
   * predicate, with the closest {@link NONE} prototype's similarity (null: no attribute).
   */
  async rank(masked: string, attributes: readonly string[]): Promise<PrototypeMatch | null> {
    const memoKey = `${attributes.join(',')}\n${masked}`;
    const hit = this.memo.get(memoKey);
    if (hit !== undefined) return hit;
    const [v] = await this.embed([masked]);
    const closest = async (attribute: string) => Math.max(-1, ...(await this.vectorsOf(attribute)).map((p) => dot(v!, p)));
    const none = await closest(NONE);
    let best: PrototypeMatch | null = null;
    for (const attribute of attributes) {
      const similarity = await closest(attribute);
      if (!best || similarity > best.similarity) best = { attribute, similarity, none };
    }
    this.memo.set(memoKey, best);
    if (this.memo.size > (this.opts.memoSize ?? 4096)) this.memo.delete(this.memo.keys().next().value!);
    return best;
  }

  /**
   * The slot a note states by its prototypes, or null: no subject, no value, no attribute
   * close enough (see {@link PROTOTYPE_FLOOR}, {@link PROTOTYPE_MARGIN}), or a value of a
   * kind the attribute does not hold. The value is the last one the sentence does not
   * mark as left behind; a value so marked is the change's old value.
   */
  async slotOf(content: string): Promise<Slot | null> {
    const floor = this.opts.floor ?? PROTOTYPE_FLOOR;
    const margin = this.opts.margin ?? PROTOTYPE_MARGIN;
    let whole: Slot | null = null;
    for (const [i, reading] of readingsForPrototypes(content).entries()) {
      const r = await this.readOne(reading);
      if (!r || r.match.similarity < (r.uniqueKind ? Math.min(floor, UNIQUE_KIND_FLOOR) : floor) || r.match.similarity - r.match.none < margin) continue;
      // The whole sentence's reading stands when it is about the user or a relative; a
      // name that opened it may be a cause's word ("Finance approved …"): a main clause's subject wins.
      if (i === 0 && (r.slot.subject.kind === 'user' || r.slot.subject.kind === 'relative')) return r.slot;
      if (i === 0) whole = r.slot;
      else return r.slot;
    }
    return whole;
  }

  /** The slot the closest prototype gives for the whole note, with that match, before any threshold (null: no subject, value or attribute). */
  async read(content: string): Promise<{ slot: Slot; match: PrototypeMatch } | null> {
    const r = readForPrototypes(content);
    return r ? this.readOne(r) : null;
  }

  private async readOne(r: Reading): Promise<{ slot: Slot; match: PrototypeMatch; uniqueKind: boolean } | null> {
    if (r.masked.values.length === 0 || NOT_CURRENT.test(r.masked.masked)) return null;
    // The whole predicate, and its last clause alone: a replacement often follows what it replaces ("…; works as a …").
    const clauses = r.masked.masked.split(/\s*(?:[;,]|\s[-—–]\s)\s*|\s+(?:but|and now|so)\s+/i).filter((c) => c.length > 0);
    const texts = clauses.length > 1 ? [r.masked.masked, clauses[clauses.length - 1]!] : [r.masked.masked];
    // Only attributes that can hold one of the values found are compared.
    const kindsFound = new Set(r.masked.values.filter((v) => !v.old).map((v) => v.kind));
    const attributes = ATTRIBUTE_NAMES.filter((a) => !KINDS[a] || KINDS[a]!.some((k) => kindsFound.has(k)));
    let top: PrototypeMatch | null = null;
    for (const t of texts) {
      const first = await this.rank(t, attributes);
      if (first && (!top || first.similarity - first.none > top.similarity - top.none)) top = first;
    }
    if (!top) return null;
    const match = top;
    const head = headOf(r.masked.masked);
    const known = prototypeHeads().get(match.attribute);
    if (head && (head.some((w) => OTHER_TIME.test(w)) || !head.some((w) => (OWN_THINGS.has(w) && (PERSONS_THINGS.has(w) || THING_ATTRIBUTES.has(match.attribute))) || known?.has(w)))) return null;
    const kinds = KINDS[match.attribute];
    const fits = (v: MaskedValue) => !kinds || kinds.includes(v.kind);
    const current = r.masked.values.filter((v) => !v.old && fits(v));
    const value = current[current.length - 1];
    // Every value denied ("doesn't like the winters in …"): no value stated.
    if (!value) return null;
    const attribute = keyed(match.attribute, value, r.masked.masked);
    if (!attribute) return null;
    const old = r.masked.values.find((v) => v.old && fits(v) && normaliseValue(v.text) !== normaliseValue(value.text));
    const override = ATTRIBUTES.find((a) => a.id === match.attribute)?.subjectOverride;
    const subject = override && r.subject.kind === 'user' ? { ...override } : r.subject;
    const slot: Slot = { subject, attribute, value: value.text, cardinality: cardinalityOf(attribute) };
    const verb = old ? 'replaced' : r.correction ? 'actually' : undefined;
    if (verb) slot.change = old ? { verb, oldValue: old.text } : { verb };
    const stated = r.masked.values.filter((v) => !v.old);
    const uniqueKind = stated.length > 0 && stated.every((v) => UNIQUE_KINDS.get(v.kind) === match.attribute);
    return { slot, match, uniqueKind };
  }
}
