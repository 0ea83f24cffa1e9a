/**
 * Update suite, generated: an attribute taxonomy × phrasing families, rendered for four
 * kinds of subject. Written apart from the slot reader's patterns (src/language/), from
 * how agents write notes about users, so that it measures the reader rather than echoes it.
 *
 * Every case is a sequence of notes about one scope, oldest first, stated days apart:
 * - `update`: the newer note replaces the older value (expected: older revoked, superseded
 *   by the newer; the context lists the newer above the older, or the newer alone);
 * - `chain`: three values of one slot (expected: both older revoked, the newest active);
 * - `compatible`: both notes stay true (another person, a relative, another attribute, a
 *   distinct event, an additive value of a multi-valued attribute, a negation look-alike,
 *   a past fact that stays true, another named thing) — expected: neither retired;
 * - `duplicate`: a paraphrase of the same value (expected: folded — one archived into the
 *   other — and never revoked).
 *
 * Phrasing families of the newer note: `restate` (the new value said plainly), `change`
 * (a change verb), `correction` (written with `confidence: corrected`), `negated` (the
 * old value denied, the new one stated), `implicit` (the old value left or sold, the new
 * one in use). Subjects: `third` ("User …"), `first` ("I …", "My …"), `named`
 * ("Maria …"), `relative` ("User's sister …").
 *
 * HOLD-OUT, fixed before anything was measured: the attributes in {@link HOLDOUT_ATTRIBUTES}
 * and the families in {@link HOLDOUT_FAMILIES}. A case is held out when its attribute, its
 * form or its subject family is; held-out cases are reported, never tuned on.
 */

type Subject = 'third' | 'first' | 'named' | 'relative';
type Form = 'restate' | 'change' | 'correction' | 'negated' | 'implicit';
type Label = 'update' | 'chain' | 'compatible' | 'duplicate';
type Hard = 'other_person' | 'relative' | 'other_attribute' | 'event' | 'additive' | 'negation_lookalike' | 'past_fact' | 'other_key';

export interface UpdateCase {
  id: string;
  /** The taxonomy kind the attribute belongs to (residence, employer, numbers, …). */
  kind: string;
  attribute: string;
  label: Label;
  /** Phrasing family of the newest note (for compatible and duplicate cases: `restate`). */
  form: Form;
  subject: Subject;
  hard?: Hard;
  /** Notes oldest first. */
  notes: string[];
  /** `confidence` of the newest note. */
  newestConfidence: 'asserted' | 'corrected';
  /** A question about the attribute, as an agent would ask the context. */
  query: string;
}

export const HOLDOUT_ATTRIBUTES = new Set(['diet', 'vehicle', 'pronouns', 'budget', 'cloud']);
export const HOLDOUT_FAMILIES = new Set<string>(['implicit', 'named']);

export function heldOut(c: UpdateCase): boolean {
  return HOLDOUT_ATTRIBUTES.has(c.attribute) || HOLDOUT_FAMILIES.has(c.form) || HOLDOUT_FAMILIES.has(c.subject);
}

interface Who {
  S: string;
  P: string;
  /** Possessive after the subject was named ("their", "my"). */
  p: string;
  /** Possessive where the subject was not named yet ("User's", "my"). */
  pn: string;
  me: string;
  /** How a question names the subject. */
  Q: string;
  q: string;
  first: boolean;
}

const RELATIVES = ['sister', 'brother', 'mother', 'cousin'];
const NAMES = ['Maria', 'Tomás', 'Priya', 'Jonas'];

function who(subject: Subject, i: number): Who {
  switch (subject) {
    case 'third':
      return { S: 'User', P: "User's", p: 'their', pn: "User's", me: 'the user', Q: 'the user', q: "the user's", first: false };
    case 'first':
      return { S: 'I', P: 'My', p: 'my', pn: 'my', me: 'me', Q: 'the user', q: "the user's", first: true };
    case 'named': {
      const n = NAMES[i % NAMES.length]!;
      return { S: n, P: `${n}'s`, p: 'their', pn: `${n}'s`, me: n, Q: n, q: `${n}'s`, first: false };
    }
    case 'relative': {
      const r = RELATIVES[i % RELATIVES.length]!;
      return i % 2 === 0
        ? { S: `User's ${r}`, P: `User's ${r}'s`, p: 'their', pn: `User's ${r}'s`, me: `User's ${r}`, Q: `the user's ${r}`, q: `the user's ${r}'s`, first: false }
        : { S: `My ${r}`, P: `My ${r}'s`, p: 'their', pn: `my ${r}'s`, me: `my ${r}`, Q: `the user's ${r}`, q: `the user's ${r}'s`, first: false };
    }
  }
}

/** Renders a template: {S} subject, {P}/{p} possessive, {s}/{es} verb endings, {is} {has} {Sis} {Shas} {doesnt} {Sisnt} {me}, {V} value, {O} old value, {W} another value. */
function render(t: string, w: Who, V: string, O = '', W = ''): string {
  const f = w.first;
  // {p} before the subject was named reads as the subject's name ("Actually User's team …").
  const at = t.indexOf('{p}');
  const named = at >= 0 && /\{S|\{P\}/.test(t.slice(0, at));
  const out = t
    .replace(/\{p\}/g, named ? w.p : w.pn)
    .replace(/\{Sis\}/g, f ? "I'm" : `${w.S} is`)
    .replace(/\{Shas\}/g, f ? "I've" : `${w.S} has`)
    .replace(/\{Sisnt\}/g, f ? "I'm not" : `${w.S} isn't`)
    .replace(/\{S\}/g, w.S)
    .replace(/\{P\}/g, w.P)
    .replace(/\{me\}/g, w.me)
    .replace(/\{s\}/g, f ? '' : 's')
    .replace(/\{es\}/g, f ? '' : 'es')
    .replace(/\{is\}/g, f ? 'am' : 'is')
    .replace(/\{has\}/g, f ? 'have' : 'has')
    .replace(/\{doesnt\}/g, f ? "don't" : "doesn't")
    .replace(/\{Q\}/g, w.Q)
    .replace(/\{q\}/g, w.q)
    .replace(/\{V\}/g, V)
    .replace(/\{O\}/g, O)
    .replace(/\{W\}/g, W);
  const fixed = out.replace(/\ba ([aeiouAEIOU])/g, 'an $1');
  return fixed.charAt(0).toUpperCase() + fixed.slice(1);
}

interface Attr {
  kind: string;
  attribute: string;
  values: string[];
  query: string;
  /** Plain statements of a value; the first two are paraphrases of each other (duplicates). */
  plain: string[];
  change: string[];
  correction: string[];
  negated: string[];
  implicit: string[];
  /** A fuller restatement of the same value (a duplicate that adds a detail). */
  fuller?: string;
  /** Compatible newer notes, with {W} another value; the older note is a plain statement of {V}. */
  compatible: Array<[Hard, string]>;
  /** A multi-valued attribute: only additive negatives. */
  multi?: boolean;
}

const ATTRS: Attr[] = [
  {
    kind: 'residence',
    attribute: 'residence',
    values: ['Berlin', 'Paris', 'Lisbon', 'Toronto', 'Osaka'],
    query: 'Where does {Q} live?',
    plain: ['{S} live{s} in {V}.', '{Sis} based in {V}.', '{P} home is in {V}.'],
    fuller: '{S} live{s} in {V}, in a small flat near the river.',
    change: ['{S} moved to {V}.', '{S} relocated to {V} last month.', '{Shas} just moved to {V} for good.', '{S} moved from {O} to {V}.'],
    correction: ['Actually, {S} live{s} in {V}, not {O}.', 'Correction: {P} home is {V}.'],
    negated: ["{S} {doesnt} live in {O} anymore; {Sis} in {V} now.", '{S} no longer live{s} in {O} and rent{s} in {V} instead.'],
    implicit: ['{S} sold the apartment in {O} and rent{s} a place in {V} now.', '{S} gave up the {O} lease; mail goes to the {V} address these days.'],
    compatible: [
      ['event', '{S} visited {W} last week for a conference.'],
      ['past_fact', '{S} grew up in {W}.'],
      ['other_attribute', "{P} company's headquarters are in {W}."],
      ['negation_lookalike', "{S} {doesnt} like the winters in {V}."],
      ['event', '{S} {is} flying to {W} next Tuesday.'],
    ],
  },
  {
    kind: 'employer',
    attribute: 'employer',
    values: ['Google', 'Stripe', 'Siemens', 'Shopify', 'Airbus'],
    query: 'Where does {Q} work?',
    plain: ['{S} work{s} at {V}.', '{Sis} employed by {V}.', '{P} employer is {V}.'],
    fuller: '{S} work{s} at {V} on the payments team.',
    change: ['{S} joined {V} last week.', '{S} started a new job at {V}.', '{S} left {O} for a position at {V}.', '{Shas} switched employers and now work{s} for {V}.'],
    correction: ['Actually {S} work{s} for {V}, not {O}.', 'Correction: {P} employer is {V}.'],
    negated: ['{S} no longer work{s} at {O}; {Sis} at {V} now.', "{Sisnt} with {O} anymore, {S} work{s} at {V}."],
    implicit: ['{S} handed in the {O} badge and start{s} onboarding at {V} on Monday.', 'After the layoffs at {O}, {S} signed a contract with {V}.'],
    compatible: [
      ['past_fact', '{S} interned at {W} in 2016.'],
      ['other_attribute', "{P} biggest client is {W}."],
      ['event', '{Shas} an interview with {W} on Thursday.'],
      ['negation_lookalike', '{S} never applied to {W}.'],
      ['other_attribute', '{S} use{s} {W} products every day.'],
    ],
  },
  {
    kind: 'job title',
    attribute: 'job_title',
    values: ['software engineer', 'engineering manager', 'product manager', 'data scientist', 'staff engineer'],
    query: 'What is {q} job?',
    plain: ['{Sis} a {V}.', '{S} work{s} as a {V}.', "{P} job title is {V}."],
    fuller: '{S} work{s} as a {V} in the platform group.',
    change: ['{S} got promoted to {V}.', '{S} became a {V} this spring.', '{S} went from {O} to {V}.', "{Shas} taken a new role as {V}."],
    correction: ['Correction: {P} title is {V}, not {O}.', 'Actually {Sis} a {V}.'],
    negated: ["{Sisnt} a {O} anymore; {S} work{s} as a {V}.", '{S} no longer work{s} as a {O} and {is} a {V} now.'],
    implicit: ['{S} stepped down as {O} and took the {V} opening on the same team.', "{P} business cards say {V} now that the {O} job is behind {me}."],
    compatible: [
      ['past_fact', '{S} worked as a {W} in college.'],
      ['event', '{Sis} interviewing a {W} candidate tomorrow.'],
      ['other_attribute', '{S} mentor{s} a junior {W}.'],
      ['negation_lookalike', '{S} never wanted to be a {W}.'],
    ],
  },
  {
    kind: 'relationship',
    attribute: 'relationship',
    values: ['engaged', 'married', 'divorced', 'separated'],
    query: 'What is {q} relationship status?',
    plain: ['{Sis} {V}.', "{P} relationship status is {V}."],
    change: ['{S} recently got {V}.', '{S} got {V} in June.', "{S} changed {p} relationship status to {V}."],
    correction: ['Actually, {Sis} {V}, not {O}.', 'Correction: {P} relationship status is {V}.'],
    negated: ['{Sisnt} {O} anymore; {Sis} {V}.', '{S} {is} no longer {O}, {S} {is} {V} now.'],
    implicit: ['{S} signed the papers last week and {is} officially {V}.', 'After years of being {O}, {S} {is} {V} as of this summer.'],
    compatible: [
      ['event', '{S} attended a friend\'s wedding last weekend.'],
      ['other_attribute', "{S} {has} two kids."],
      ['negation_lookalike', "{S} {doesnt} want a big wedding."],
    ],
  },
  {
    kind: 'diet',
    attribute: 'diet',
    values: ['vegetarian', 'vegan', 'pescatarian', 'keto'],
    query: 'What does {Q} eat?',
    plain: ['{Sis} {V}.', '{S} follow{s} a {V} diet.', '{S} eat{s} {V}.'],
    fuller: '{S} follow{s} a {V} diet for health reasons.',
    change: ['{S} went {V} in January.', '{S} switched to a {V} diet.', '{Shas} gone {V}.'],
    correction: ['Actually, {Sis} {V}, not {O}.', 'Correction: {S} eat{s} {V}.'],
    negated: ['{Sisnt} {O} anymore — {Sis} {V} now.', '{S} no longer eat{s} {O} and {is} {V} since March.'],
    implicit: ['{S} stopped the {O} thing after the doctor visit and cook{s} {V} meals now.', 'Since the new year the fridge holds only {V} food; the {O} phase is over.'],
    compatible: [
      ['event', '{S} tried a {W} restaurant yesterday.'],
      ['event', '{S} cooked a {W} dinner for friends on Saturday.'],
      ['other_attribute', '{Sis} allergic to peanuts.'],
      ['negation_lookalike', '{Sisnt} strict about it at parties.'],
    ],
  },
  {
    kind: 'preference',
    attribute: 'chart_type',
    values: ['bar charts', 'pie charts', 'line charts', 'scatter plots'],
    query: 'What kind of charts does {Q} prefer?',
    plain: ['{S} prefer{s} {V}.', '{S} like{s} {V} best for reports.', "{P} preferred chart type is {V}."],
    change: ['{S} switched to {V}.', '{S} prefer{s} {V} now.', '{S} changed {p} mind and want{s} {V}.'],
    correction: ['Actually {S} hate{s} {O} now, use {V}.', 'Actually, {S} prefer{s} {V}, not {O}.'],
    negated: ['{S} no longer like{s} {O}; {S} want{s} {V}.', "{S} {doesnt} want {O} anymore, only {V}."],
    implicit: ['{S} asked for every {O} in the deck to be redone as {V}.', 'From the last review on, {S} send{s} back anything that is not {V}.'],
    compatible: [
      ['other_key', '{S} prefer{s} dark mode.'],
      ['negation_lookalike', "{S} {doesnt} mind {W} in appendices."],
      ['event', '{S} made {W} for yesterday\'s meeting.'],
    ],
  },
  {
    kind: 'preference',
    attribute: 'theme',
    values: ['dark mode', 'light mode', 'high-contrast mode'],
    query: 'Which colour theme does {Q} use?',
    plain: ['{S} prefer{s} {V}.', '{S} use{s} {V} in every editor.'],
    change: ['{S} switched to {V}.', '{S} prefer{s} {V} these days.'],
    correction: ['Actually, {S} prefer{s} {V}, not {O}.'],
    negated: ['{S} no longer use{s} {O}; {V} is easier on {p} eyes.'],
    implicit: ['{S} turned off {O} everywhere and run{s} {V} since the eye exam.'],
    compatible: [
      ['other_key', '{S} prefer{s} tabs over spaces.'],
      ['event', '{S} demoed {W} to the design team.'],
    ],
  },
  {
    kind: 'preference',
    attribute: 'answer_format',
    values: ['short answers', 'detailed answers', 'bullet points'],
    query: 'How does {Q} like answers formatted?',
    plain: ['{S} prefer{s} {V}.', '{S} like{s} {V} from the assistant.'],
    change: ['{S} want{s} {V} from now on.', '{S} switched to asking for {V}.'],
    correction: ['Actually, {S} prefer{s} {V}, not {O}.'],
    negated: ["{S} {doesnt} want {O} anymore; give {me} {V}."],
    implicit: ['{S} complained that {O} waste time and asked for {V} instead.'],
    compatible: [
      ['other_key', '{S} prefer{s} metric units.'],
      ['negation_lookalike', "{S} {doesnt} like emojis in answers."],
    ],
  },
  {
    kind: 'numbers',
    attribute: 'age',
    values: ['34', '35', '36', '41'],
    query: 'How old is {Q}?',
    plain: ['{Sis} {V} years old.', '{P} age is {V}.'],
    change: ['{S} turned {V} last week.', "{Sis} {V} now."],
    correction: ['Correction: {Sis} {V}, not {O}.', 'Actually {Sis} {V} years old.'],
    negated: ["{Sisnt} {O} anymore, {Sis} {V}."],
    implicit: ['{S} celebrated {p} {V}th birthday on Saturday.'],
    compatible: [
      ['other_attribute', '{S} {has} 12 years of experience.'],
      ['past_fact', '{S} started programming at 14.'],
      ['other_attribute', '{S} {has} been married for 9 years.'],
    ],
  },
  {
    kind: 'numbers',
    attribute: 'team_size',
    values: ['5', '8', '12', '20'],
    query: 'How big is {q} team?',
    plain: ['{P} team has {V} engineers.', '{S} manage{s} a team of {V}.'],
    fuller: '{P} team has {V} engineers across two time zones.',
    change: ['{P} team grew to {V} engineers.', '{P} team shrank to {V} people after the reorg.'],
    correction: ['Actually {p} team is {V} people, not {O}.', 'Correction: {P} team has {V} engineers.'],
    negated: ['{P} team no longer has {O} engineers; it has {V}.'],
    implicit: ['After two hires and one departure, {p} team counts {V} engineers.', 'Two people left, so {p} team is down to {V}.'],
    compatible: [
      ['other_attribute', "{P} company has {W}00 employees."],
      ['event', '{S} interviewed {W} candidates this week.'],
      ['other_key', "{P} team has {W} open tickets."],
    ],
  },
  {
    kind: 'numbers',
    attribute: 'budget',
    values: ['$4000', '$6500', '$9000', '$12,000'],
    query: "What is {q} project budget?",
    plain: ["{P} project budget is {V}.", "{P} budget for the project is {V}."],
    change: ["{P} project budget was raised to {V}.", "{P} project budget got cut to {V}."],
    correction: ['Correction: {p} project budget is {V}, not {O}.'],
    negated: ["{P} project budget is no longer {O}; it is {V}."],
    implicit: ['Finance approved the new numbers, so {p} project now has {V} to spend.'],
    compatible: [
      ['event', '{S} spent {W} on a new laptop.'],
      ['other_key', "{P} marketing budget is {W}."],
    ],
  },
  {
    kind: 'schedule',
    attribute: 'standup',
    values: ['9:30am', '10am', '11:15am', '8:45am'],
    query: 'When is {q} standup?',
    plain: ["{P} daily standup is at {V}.", "{P} standup starts at {V}."],
    fuller: '{P} daily standup is at {V} on Zoom.',
    change: ['{P} standup moved to {V}.', "{P} standup was rescheduled to {V}."],
    correction: ['Actually {p} standup is at {V}, not {O}.', 'Correction: {P} standup starts at {V}.'],
    negated: ["{P} standup is no longer at {O}; it's at {V} now."],
    implicit: ['After the timezone shuffle, {p} standup happens at {V}.'],
    compatible: [
      ['other_key', "{P} retro is at {W} on Fridays."],
      ['event', '{S} {has} a dentist appointment at {W} on Friday.'],
      ['past_fact', '{S} missed standup yesterday.'],
    ],
  },
  {
    kind: 'schedule',
    attribute: 'gym_day',
    values: ['Mondays', 'Wednesdays', 'Saturdays', 'Thursdays'],
    query: 'Which day does {Q} go to the gym?',
    plain: ['{S} go{es} to the gym on {V}.', '{P} gym day is {V}.'],
    change: ['{S} moved {p} gym day to {V}.', '{S} switched {p} gym sessions to {V}.'],
    correction: ['Correction: {P} gym day is {V}, not {O}.'],
    negated: ["{S} no longer go{es} to the gym on {O}; it's {V} now."],
    implicit: ['The new shift pattern means {S} train{s} on {V} these days.'],
    compatible: [
      ['additive', '{S} also go{es} swimming on {W}.'],
      ['other_key', '{S} call{s} {p} parents on {W}.'],
    ],
  },
  {
    kind: 'name/pronouns',
    attribute: 'name',
    values: ['Alex', 'Sasha', 'Lex', 'Sam'],
    query: 'What name does {Q} go by?',
    plain: ['{S} go{es} by {V}.', '{P} preferred name is {V}.'],
    change: ['{S} now go{es} by {V}.', '{S} would rather be called {V} from now on.'],
    correction: ['Correction: {S} go{es} by {V}, not {O}.', 'Actually, {P} preferred name is {V}.'],
    negated: ['{S} no longer go{es} by {O}; call {me} {V}.'],
    implicit: ['{S} sign{s} every email as {V} since the move, never as {O}.'],
    compatible: [
      ['other_attribute', "{P} manager is called {W}."],
      ['other_attribute', "{P} dog is named {W}."],
    ],
  },
  {
    kind: 'name/pronouns',
    attribute: 'pronouns',
    values: ['she/her', 'they/them', 'he/him'],
    query: 'What are {q} pronouns?',
    plain: ["{P} pronouns are {V}.", '{S} use{s} {V} pronouns.'],
    change: ['{S} switched to {V} pronouns.', "{P} pronouns changed to {V}."],
    correction: ['Correction: {P} pronouns are {V}, not {O}.'],
    negated: ['{S} no longer use{s} {O}; {p} pronouns are {V}.'],
    implicit: ['{S} updated {p} email signature to {V} last week.'],
    compatible: [
      ['other_attribute', "{P} manager uses {W} pronouns."],
    ],
  },
  {
    kind: 'tech stack',
    attribute: 'database',
    values: ['PostgreSQL', 'MySQL', 'SQLite', 'MongoDB'],
    query: 'Which database does {q} project use?',
    plain: ["{P} project uses {V} as its database.", "{P} app stores its data in {V}."],
    fuller: "{P} project uses {V} as its database, hosted on a managed service.",
    change: ["{S} migrated {p} project's database to {V}.", '{S} switched the backend database to {V}.', "{S} moved {p} app from {O} to {V}."],
    correction: ["Actually {p} project's database is {V}, not {O}."],
    negated: ['{S} no longer use{s} {O} for the database; it is {V} now.'],
    implicit: ['{S} dropped {O} last sprint; the data lives in {V} now.', "{S} decommissioned the {O} cluster after the cutover to {V}."],
    compatible: [
      ['other_key', '{S} use{s} {W} for the analytics warehouse.'],
      ['event', '{S} evaluated {W} in a spike last week.'],
      ['negation_lookalike', "{S} {doesnt} trust {W} for critical data."],
    ],
  },
  {
    kind: 'tech stack',
    attribute: 'frontend',
    values: ['React', 'Vue', 'Svelte', 'Angular'],
    query: 'Which frontend framework does {q} project use?',
    plain: ["{P} frontend is built with {V}.", "{P} project's frontend uses {V}."],
    change: ["{S} rewrote {p} frontend in {V}.", "{S} switched {p} frontend to {V}."],
    correction: ["Correction: {P} frontend uses {V}, not {O}."],
    negated: ["{P} frontend no longer uses {O}; it's {V} now."],
    implicit: ['{S} ripped out the last {O} components and ship{s} the UI with {V}.'],
    compatible: [
      ['other_key', "{P} backend is written in Go."],
      ['event', '{S} gave a talk about {W} on Monday.'],
    ],
  },
  {
    kind: 'tech stack',
    attribute: 'cloud',
    values: ['AWS', 'GCP', 'Azure', 'Hetzner'],
    query: 'Which cloud does {q} project run on?',
    plain: ["{P} project runs on {V}.", "{P} infrastructure is hosted on {V}."],
    change: ["{S} migrated {p} infrastructure to {V}.", "{S} moved {p} project's hosting to {V}."],
    correction: ['Actually {p} infrastructure is on {V}, not {O}.'],
    negated: ["{P} project no longer runs on {O}; it's on {V}."],
    implicit: ['{S} closed the {O} account after the move to {V}.'],
    compatible: [
      ['event', '{S} got {W} credits at a hackathon.'],
      ['other_key', '{S} keep{s} backups on {W}.'],
    ],
  },
  {
    kind: 'timezone',
    attribute: 'timezone',
    values: ['UTC+2', 'UTC-5', 'UTC+9', 'UTC+1'],
    query: "What is {q} timezone?",
    plain: ["{P} timezone is {V}.", '{S} work{s} in the {V} timezone.'],
    change: ["{P} timezone is now {V}.", "{S} changed {p} timezone to {V}."],
    correction: ["Actually {p} timezone is {V}, not {O}."],
    negated: ["{Sisnt} on {O} anymore, now {V}."],
    implicit: ['Since the relocation {p} calendar runs on {V}.'],
    compatible: [
      ['other_person', "{P} main client is in {W}."],
      ['event', 'The conference call is at 3pm {W}.'],
    ],
  },
  {
    kind: 'vehicle',
    attribute: 'vehicle',
    values: ['Honda Civic', 'Tesla Model 3', 'Toyota Prius', 'Volvo XC40'],
    query: 'What car does {Q} drive?',
    plain: ['{S} drive{s} a {V}.', '{P} car is a {V}.'],
    change: ['{S} bought a {V} and drive{s} it to work.', '{S} switched to a {V}.'],
    correction: ['Actually {S} drive{s} a {V}, not a {O}.'],
    negated: ['{S} no longer drive{s} the {O}; {S} drive{s} a {V}.'],
    implicit: ['{S} sold the {O}, now drive{s} a {V}.', '{S} traded in the {O} for a {V}.'],
    compatible: [
      ['event', '{S} rented a {W} for the trip.'],
      ['negation_lookalike', '{S} want{s} to buy a {W} someday.'],
    ],
  },
  {
    kind: 'contact',
    attribute: 'email',
    values: ['alex@acme.io', 'a.kim@fastmail.com', 'alex.kim@newco.dev'],
    query: "What is {q} email address?",
    plain: ["{P} email address is {V}.", "{S} can be reached at {V}."],
    change: ["{P} email changed to {V}.", "{S} switched to a new email, {V}."],
    correction: ["Correction: {P} email is {V}, not {O}."],
    negated: ["{S} no longer use{s} {O}; write to {V}."],
    implicit: ['{S} deleted the {O} account and forwards everything to {V}.'],
    compatible: [
      ['other_key', "{P} work phone is +1 555 0100."],
    ],
  },
  // Multi-valued: additive values only.
  {
    kind: 'multi-valued',
    attribute: 'language_spoken',
    values: ['French', 'Spanish', 'German', 'Japanese'],
    query: 'Which languages does {Q} speak?',
    plain: ['{S} speak{s} {V}.'],
    change: [],
    correction: [],
    negated: [],
    implicit: [],
    multi: true,
    compatible: [
      ['additive', '{S} also speak{s} {W}.'],
      ['additive', '{Sis} learning {W}.'],
      ['additive', '{S} started taking {W} lessons.'],
    ],
  },
  {
    kind: 'multi-valued',
    attribute: 'pet',
    values: ['a cat', 'a dog', 'a parrot', 'two rabbits'],
    query: 'What pets does {Q} have?',
    plain: ['{S} {has} {V}.'],
    change: [],
    correction: [],
    negated: [],
    implicit: [],
    multi: true,
    compatible: [
      ['additive', '{S} adopted {W}.'],
      ['additive', '{S} also {has} {W}.'],
      ['additive', '{S} got {W} last month.'],
    ],
  },
  {
    kind: 'multi-valued',
    attribute: 'hobby',
    values: ['tennis', 'chess', 'climbing', 'the piano'],
    query: 'What are {q} hobbies?',
    plain: ['{S} play{s} {V}.'],
    change: [],
    correction: [],
    negated: [],
    implicit: [],
    multi: true,
    compatible: [
      ['additive', '{S} also play{s} {W}.'],
      ['additive', '{S} took up {W} this year.'],
    ],
  },
];

const SUBJECTS: Subject[] = ['third', 'first', 'named', 'relative'];
const FORMS: Form[] = ['restate', 'change', 'correction', 'negated', 'implicit'];

function build(): UpdateCase[] {
  const out: UpdateCase[] = [];
  let n = 0;
  const push = (c: Omit<UpdateCase, 'id'>) => out.push({ id: `${c.attribute}-${c.label}-${n++}`, ...c });
  for (const a of ATTRS) {
    const vs = a.values;
    const val = (i: number) => vs[i % vs.length]!;
    let k = 0;
    if (!a.multi) {
      // Updates: every template of every form, each for two subject families.
      for (const form of FORMS) {
        const templates = form === 'restate' ? a.plain.slice(0, 2) : a[form];
        templates.forEach((t, ti) => {
          for (let r = 0; r < 2; r++) {
            const subject = SUBJECTS[(ti * 2 + r + FORMS.indexOf(form)) % SUBJECTS.length]!;
            const w = who(subject, k);
            const O = val(k);
            const V = val(k + 1 + (r % Math.max(1, vs.length - 1)));
            const older = render(a.plain[(k + 1) % a.plain.length]!, w, O);
            const newer = render(t, w, V, O);
            k++;
            if (older === newer || V === O) continue;
            push({
              kind: a.kind,
              attribute: a.attribute,
              label: 'update',
              form,
              subject,
              notes: [older, newer],
              newestConfidence: form === 'correction' ? 'corrected' : 'asserted',
              query: render(a.query, w, ''),
            });
          }
        });
      }
      // Chains: plain → change → correction (or change), two subject families.
      for (let r = 0; r < 2; r++) {
        const subject = SUBJECTS[r]!;
        const w = who(subject, k);
        const [v1, v2, v3] = [val(k), val(k + 1), val(k + 2)];
        const last = (r === 0 ? a.correction : a.change)[r % Math.max(1, (r === 0 ? a.correction : a.change).length)] ?? a.change[0]!;
        push({
          kind: a.kind,
          attribute: a.attribute,
          label: 'chain',
          form: r === 0 ? 'correction' : 'change',
          subject,
          notes: [render(a.plain[0]!, w, v1), render(a.change[0]!, w, v2, v1), render(last, w, v3, v2)],
          newestConfidence: r === 0 ? 'corrected' : 'asserted',
          query: render(a.query, w, ''),
        });
        k++;
      }
      // Duplicates: paraphrase, and a fuller restatement.
      const dups: Array<[string, string]> = [[a.plain[0]!, a.plain[1]!]];
      if (a.plain[2]) dups.push([a.plain[2], a.plain[0]!]);
      if (a.fuller) dups.push([a.plain[0]!, a.fuller]);
      dups.push([a.plain[1]!, a.plain[0]!]);
      dups.forEach(([x, y], di) => {
        const subject = SUBJECTS[di % SUBJECTS.length]!;
        const w = who(subject, k);
        const V = val(k + di);
        push({ kind: a.kind, attribute: a.attribute, label: 'duplicate', form: 'restate', subject, notes: [render(x, w, V), render(y, w, V)], newestConfidence: 'asserted', query: render(a.query, w, '') });
      });
    }
    // Compatible: another person, a relative, then the attribute's own hard negatives.
    const generic: Array<[Hard, Subject, Subject]> = a.multi
      ? []
      : [
          ['other_person', 'third', 'named'],
          ['relative', 'third', 'relative'],
          ['relative', 'first', 'relative'],
          ['other_person', 'named', 'named'],
          ['other_person', 'first', 'named'],
          ['relative', 'relative', 'relative'],
        ];
    generic.forEach(([hard, s1, s2], gi) => {
      const w1 = who(s1, gi);
      // Two different named people when both are named.
      const w2 = who(s2, s1 === s2 ? gi + 1 : gi);
      const V = val(gi);
      const W = val(gi + 1);
      push({
        kind: a.kind,
        attribute: a.attribute,
        label: 'compatible',
        form: 'restate',
        subject: s2,
        hard,
        notes: [render(a.plain[0]!, w1, V), render(a.plain[gi % a.plain.length]!, w2, W)],
        newestConfidence: 'asserted',
        query: render(a.query, w1, ''),
      });
    });
    a.compatible.forEach(([hard, t], ci) => {
      for (const subject of ['third', 'first', 'relative', 'named'] as Subject[]) {
        const w = who(subject, ci);
        const V = val(ci);
        const W = val(ci + 1);
        push({
          kind: a.kind,
          attribute: a.attribute,
          label: 'compatible',
          form: 'restate',
          subject,
          hard,
          notes: [render(a.plain[0]!, w, V), render(t, w, V, '', W)],
          newestConfidence: 'asserted',
          query: render(a.query, w, ''),
        });
      }
    });
  }
  return out;
}

export const CASES: UpdateCase[] = build();
