/**
 * The attribute taxonomy: what a one-line note can say about someone that has a current
 * value. Each attribute is single-valued (a new value replaces the old: residence,
 * employer, timezone) or multi-valued (values accumulate: allergies, languages, pets),
 * and read by patterns anchored at the start of the predicate — the sentence after its
 * subject ({@link parseSubject}), third-person stems with first-person forms accepted.
 *
 * Keyed attributes carry what they are about after a colon: `schedule:standup`,
 * `tool:database`, `favourite:colour`, `preference:chart`, `handle:github`.
 *
 * Pattern placeholders: `{V}` the value (up to the end of its clause), `{K}` the key of a
 * keyed attribute, `{O}` an old value the note names ("moved from Boston to Paris"),
 * `{BE}` / `{HAS}` any person of to be / to have, `{S}` an optional third-person -s.
 */

export type Cardinality = 'single' | 'multi';

export const BASE_ATTRIBUTES = [
  'residence', 'hometown', 'employer', 'job_title', 'relationship_status', 'partner', 'diet', 'allergy', 'pronouns', 'name',
  'nickname', 'timezone', 'language', 'native_language', 'learning_language', 'birthday', 'age', 'pet', 'schedule', 'tool',
  'favourite', 'preference', 'team_size', 'budget', 'salary', 'email', 'phone', 'phone_model', 'editor', 'os', 'cloud',
  'coffee_order', 'school', 'major', 'vehicle', 'manager', 'nationality', 'weight', 'height', 'children_count', 'hobby',
  'instrument', 'sport', 'condition', 'wake_time', 'bed_time', 'work_mode', 'commute', 'units', 'currency', 'answer_style',
  'primary_language', 'plan', 'headquarters', 'handle', 'anniversary', 'blood_type', 'contact_channel', 'employee_count',
] as const;
export type BaseAttribute = (typeof BASE_ATTRIBUTES)[number];
/** A base attribute, or a keyed one (`schedule:standup`). */
export type AttributeId = BaseAttribute | `${BaseAttribute}:${string}`;

export interface Pattern {
  re: RegExp;
  /** The change verb the pattern itself expresses ("moved to", "promoted to"). */
  change?: string;
  /** The pattern states the value no longer holds ("left Google"). */
  negated?: boolean;
  /** A value the pattern implies instead of capturing one ("broke up" → single). */
  value?: string;
  /** The captured value must match this ("uses Vim": an editor only if Vim is one). */
  vocab?: RegExp;
  /** The key of a keyed attribute taken from the value's vocabulary ("migrated to Postgres" → database). */
  keyFromValue?: boolean;
}

export interface AttributeDef {
  id: BaseAttribute;
  cardinality: Cardinality;
  patterns: Pattern[];
  /** The attribute is the organisation's whatever the sentence leads with ("User manages a team of 5"). */
  subjectOverride?: { kind: 'org'; name: string };
}

const ADV = '(?:now|currently|still|also|actually|recently|finally|just|already|officially|newly|then|since|permanently|mostly|mainly|usually|always|basically|really|will|has|have)';
/** Where a value ends: its clause, or a word that is not part of it. */
const TERM =
  "(?=\\s*(?:[,;!?(](?!\\d)|\\.(?=\\s|$)|$)|\\s+(?:and|but|because|since|so|now|anymore|any more|again|these days|nowadays|instead|too|as well|already|though|at the moment|right now|from now on|starting|effective|for now|full[- ]time|these days|as of|after|before|while|with (?:her|his|their|my)|thanks|as (?:a|an|the|my|his|her|their|our)|yesterday|today|tonight|recently|lately|(?:last|next|this|past) (?:week|month|year|weekend|summer|winter|spring|fall|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\\w+ (?:days|weeks|months|years) ago|in (?:19|20)\\d\\d|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|for good|for a while|on (?:all|every|each|both) |all day|every day|for (?:(?:the )?(?:past|last) )?(?:\\w+ )?(?:years?|months?|weeks?|decades?)|on (?:zoom|teams|slack|meet|google meet)|in every (?:editor|app|tool)|everywhere|from the (?:assistant|ai|bot|model))\\b)";
const V = "(?<value>(?:[^,;!?]|,(?=\\d))+?)";
const BE = '(?:is|am|are|was|has been|have been|\'s|\'m)';
const HAS = '(?:has|have|\'s got|has got|have got|\'ve got)';
const ART = '(?:(?:a|an|the|my|his|her|their|our) )?';

/** What a bare "wants / switched to / uses" states a preference for: a plural kind or a mode ("pie charts", "dark mode"). */
const PREFERENCE_VALUE = /^(?!to\b)(?:[\w-]+ ){0,2}(?:[\w-]+(?<!s)s|mode|theme)$/i;
export const EDITORS = /^(?:vim|neovim|nvim|emacs|vs ?code|visual studio code|visual studio|sublime(?: text)?|intellij(?: idea)?|webstorm|pycharm|zed|cursor|helix|nano|atom|xcode|android studio|rider|goland|notepad\+\+|kate|brackets|textmate|bbedit|clion|eclipse)$/i;
export const SYSTEMS = /^(?:macos|mac ?os(?: x)?|a mac|mac|osx|windows(?: \d+)?|linux|(?:ubuntu|fedora|arch|debian|manjaro|mint|nixos|gentoo|opensuse)(?: linux)?|pop!?_?os|linux mint|chromeos|freebsd|elementary(?: os)?)$/i;
export const CLOUDS = /^(?:aws|amazon web services|gcp|google cloud(?: platform)?|azure|digitalocean|digital ocean|hetzner|heroku|vercel|netlify|fly(?:\.io)?|cloudflare|linode|render|railway|oracle cloud|ovh|scaleway)$/i;
/** A value that is no known editor, system or cloud: a place or a language, never what someone codes in ("living in Emacs"). */
const NOT_A_TOOL = new RegExp(`^(?!(?:${[EDITORS, SYSTEMS, CLOUDS].map((r) => r.source.replace(/^\^/, '').replace(/\$$/, '')).join('|')})(?:\\s|$))`, 'i');
const CAR_MAKERS = '(?:toyota|honda|tesla|ford|bmw|audi|vw|volkswagen|volvo|subaru|mazda|kia|hyundai|nissan|jeep|chevy|chevrolet|mercedes|porsche|fiat|skoda|renault|peugeot|prius|civic|corolla|rivian|lexus|mini|polestar|dacia|citroen|seat|opel)';
const CARS = new RegExp(`^${CAR_MAKERS}\\b`, 'i');
/** Tools grouped by what they are for: a migration between two of them names its purpose. */
const TOOL_CATEGORIES: Array<[string, RegExp]> = [
  ['database', /^(?:postgres(?:ql)?|mysql|mariadb|mongo(?:db)?|sqlite|dynamodb|cassandra|cockroachdb|oracle|sql server|mssql|supabase|planetscale|neo4j)$/i],
  ['ci', /^(?:jenkins|github actions|circleci|circle ci|gitlab ci|travis(?: ci)?|buildkite|teamcity|drone|bamboo)$/i],
  ['frontend', /^(?:react|vue(?:\.js)?|angular|svelte(?:kit)?|solid(?:js)?|next(?:\.js)?|nuxt|ember|preact|htmx)$/i],
  ['package_manager', /^(?:npm|yarn|pnpm|bun|pip|poetry|uv|conda)$/i],
  ['chat', /^(?:slack|teams|microsoft teams|discord|mattermost|zulip|rocket\.chat)$/i],
  ['issue_tracker', /^(?:jira|linear|asana|trello|github issues|clickup|youtrack|shortcut|monday)$/i],
  ['notes', /^(?:notion|obsidian|evernote|onenote|bear|logseq|roam)$/i],
  ['browser', /^(?:chrome|firefox|safari|edge|brave|arc|opera|vivaldi)$/i],
  ['shell', /^(?:bash|zsh|fish|nushell|powershell)$/i],
  ['terminal', /^(?:iterm2?|alacritty|kitty|wezterm|warp|ghostty|hyper)$/i],
  ['version_control', /^(?:git|mercurial|svn|perforce)$/i],
  ['orm', /^(?:prisma|drizzle|typeorm|sequelize|sqlalchemy|hibernate)$/i],
  ['bundler', /^(?:webpack|vite|rollup|parcel|esbuild|turbopack)$/i],
  ['testing', /^(?:jest|vitest|mocha|pytest|jasmine|cypress|playwright)$/i],
  ['monitoring', /^(?:datadog|grafana|new relic|prometheus|sentry|honeycomb)$/i],
];

export function toolCategory(value: string): string | null {
  // A version is the same tool ("Vue 2", "Python 3.12").
  const v = value.trim().replace(/\s+v?\d+(?:\.\d+)*$/i, '');
  for (const [name, re] of TOOL_CATEGORIES) if (re.test(v)) return name;
  return null;
}

const SCHEDULE_THINGS =
  '(?:stand-?ups?|meetings?|syncs?|1:1s?|one-on-ones?|class(?:es)?|lessons?|practices?|appointments?|sessions?|reviews?|calls?|retros?|retrospectives?|shifts?|trainings?|rehearsals?|lectures?|workouts?|runs?|therapy|check-?ins?|office hours|demos?|planning|book club|date night|pickup|drop-?off|gym(?: days?| sessions?| classes)?)';
const SCHEDULE_KEY = `(?<key>(?:[\\w-]+ ){0,2}?${SCHEDULE_THINGS})`;
const JOB_NOUNS =
  '(?:headteacher|headmaster|headmistress|president|engineer|developer|programmer|manager|designer|teacher|nurse|doctor|lawyer|analyst|scientist|consultant|writer|architect|accountant|director|lead|chef|cto|ceo|cfo|coo|vp|founder|co-founder|intern|researcher|professor|editor|journalist|pharmacist|dentist|therapist|recruiter|salesperson|marketer|administrator|admin|officer|specialist|technician|pilot|paramedic|firefighter|electrician|plumber|barista|librarian|photographer|artist|student|postdoc|contractor|freelancer|product owner|head of [\\w ]+|principal|tester|sre|devops)';
const DIETS = '(?<value>vegetarian|vegan|pescatarian|pescetarian|keto|paleo|flexitarian|gluten-free|dairy-free|lactose-free|halal|kosher|carnivore|omnivore|low-carb|plant-based|raw vegan)';
const PETS = '(?:dog|cat|puppy|kitten|rabbit|bunny|hamster|parrot|bird|fish|goldfish|turtle|tortoise|snake|lizard|gecko|guinea pig|ferret|horse|chinchilla|rat|mouse|hedgehog|budgie|cockatiel)';
const INSTRUMENTS = '(?:piano|guitar|violin|cello|drums|bass|ukulele|flute|saxophone|sax|trumpet|clarinet|harp|banjo|keyboard|viola|accordion|harmonica|oboe|trombone)';
const SPORTS = '(?:tennis|football|soccer|basketball|volleyball|golf|badminton|squash|hockey|rugby|cricket|baseball|padel|table tennis|ping pong|chess|pickleball|handball|water polo|ultimate frisbee)';
const CONDITIONS = '(?:type [12] diabetes|diabetes|asthma|adhd|migraines?|celiac disease|coeliac disease|epilepsy|anxiety|depression|hypertension|high blood pressure|arthritis|eczema|ibs|crohn\'s|long covid|insomnia|dyslexia|tinnitus|colou?r ?blindness|autism)';
const LANGUAGES_RE = /^(?:english|spanish|french|german|italian|portuguese|dutch|swedish|norwegian|danish|finnish|polish|czech|russian|ukrainian|greek|turkish|arabic|hebrew|hindi|urdu|bengali|mandarin|chinese|cantonese|japanese|korean|vietnamese|thai|indonesian|malay|tagalog|swahili|persian|farsi|hungarian|romanian|catalan|basque|welsh|irish|icelandic|esperanto|latin|asl|sign language)$/i;
const TZ = '(?<value>(?:central|eastern|western) european(?: summer| standard)? time|(?:utc|gmt) ?[+\\-−]? ?\\d{0,2}(?::\\d\\d)?|[a-z]{2,5}t|pacific|eastern|central|mountain|[a-z]+/[a-z_]+)';

const p = (src: string, opts: Omit<Pattern, 're'> = {}): Pattern => ({
  re: new RegExp(`^(?:${ADV}\\s+)*${src.replace(/\{V\}/g, V).replace(/\{O\}/g, '(?<old>[^,;!?]+?)').replace(/\{BE\}/g, BE).replace(/\{HAS\}/g, HAS).replace(/\{S\}/g, '(?:s|es)?')}${opts.value && !src.includes('{V}') && !src.includes('<value>') ? '\\b' : TERM}`, 'i'),
  ...opts,
});

export const ATTRIBUTES: AttributeDef[] = [
  { id: 'timezone', cardinality: 'single', patterns: [
    p(`(?:time ?zone|tz) {BE} (?:in |on )?(?:now )?${TZ}(?: time)?`),
    p(`(?:time ?zone|tz) (?:changed|switched|moved) to ${TZ}`, { change: 'changed to' }),
    p(`(?:{BE}|works?|lives?) (?:in|on) (?:the )?${TZ}(?: time ?zone| time)`),
    p(`(?:changed|switched|moved|set) (?:my |his |her |their )?(?:time ?zone|tz) to ${TZ}`, { change: 'changed to' }),
    p(`(?:changed|switched|moved|set) (?:my |his |her |their |the )?(?:(?:laptop|phone|computer|work) )?(?:clock|calendar) to ${TZ}(?: time)?`, { change: 'changed to' }),
    p(`(?:works?|lives?) (?:in|on) ${TZ}`, { vocab: /^(?:[A-Z]{2,4}T|UTC|GMT)\b/ }),
    p(`(?:calendar|clock) (?:is |runs |is set )?(?:on|in|to) ${TZ}(?: time)?`),
    p(`{BE} (?:in|on) ${TZ}`),
    p(`(?:switched|changed|moved) to ${TZ}(?: time ?zone| time)`, { change: 'switched to' }),
  ] },
  { id: 'phone_model', cardinality: 'single', patterns: [
    p(`(?:phone|mobile|smartphone) {BE} (?:an? |the )?{V}`, { vocab: /^[a-z]/i }),
    p(`(?:uses?|has|got|bought|switched to|upgraded to) (?:an? |the |new )*(?<value>(?:iphone|pixel|galaxy|samsung|oneplus|xiaomi|motorola|nokia|fairphone)[\\w +-]*)`),
  ] },
  { id: 'editor', cardinality: 'single', patterns: [
    p(`(?:editor|ide|code editor|text editor)(?: of choice)? {BE} (?:now )?{V}`),
    p(`(?:switched|moved|migrated) from {O} to {V}`, { change: 'switched to', vocab: EDITORS }),
    p(`(?:uses?|codes? in|writes? code in|works? in|switched to|moved to|migrated to|prefers?|lives? in|living in|{BE} in|went back to|is back on|am back on) {V}`, { vocab: EDITORS }),
  ] },
  { id: 'os', cardinality: 'single', patterns: [
    p(`(?:os|operating system|laptop runs|computer runs|machine runs) {BE}? ?(?:now )?{V}`, { vocab: SYSTEMS }),
    p(`(?:switched|moved|migrated) from {O} to {V}`, { change: 'switched to', vocab: SYSTEMS }),
    p(`(?:uses?|runs?|{BE} on|works? on|switched(?: over)? to|moved(?: over)? to|went(?: over| back)? to|migrated to|prefers?|daily-drives?) {V}`, { vocab: SYSTEMS }),
  ] },
  { id: 'cloud', cardinality: 'single', patterns: [
    p(`(?:moved|switched|migrated)(?: everything| our infra| the infra| (?:all )?our servers)? (?:off|from) {O} to {V}`, { change: 'migrated to', vocab: CLOUDS }),
    p(`(?:hosts?|deploys?|runs?)(?: everything| all| (?<key>(?:our|the|my|his|her|their|its) [\\w -]+?))? (?:on|to|in) {V}`, { vocab: CLOUDS }),
    p(`(?:uses?|{BE} on|moved to|switched to|migrated to) {V}`, { vocab: CLOUDS }),
    p(`cloud(?: provider)? {BE} {V}`),
    p(`(?:infra|infrastructure|hosting|servers?|stack|everything) {BE} (?:now )?(?:hosted |running )?(?:on|in|with) {V}`, { vocab: CLOUDS }),
  ] },
  { id: 'tool', cardinality: 'single', patterns: [
    p(`(?:migrated|moved|switched)(?: the (?<key>[\\w -]+?))? from {O} to {V}`, { change: 'migrated to', keyFromValue: true }),
    p(`(?:migrated|moved|switched|ported) (?:the |my |our |his |her |their )?(?:(?:project|app|application|service)(?:'s)? )?(?:backend |main |primary )?(?<key>database|db|frontend|backend|ui) (?:over )?to {V}`, { change: 'migrated to' }),
    p(`(?:rewrote|rebuilt|re-?implemented) (?:the |my |our |his |her |their )?(?<key>frontend|backend|ui) (?:in|with) {V}`, { change: 'rewrote in' }),
    p(`(?:migrated|moved|switched|ported) (?:the |my |our |his |her |their )?(?:project|app|application|service|backend|stack) from {O} to {V}`, { change: 'migrated to', keyFromValue: true }),
    p(`(?:stores?|keeps?|puts?|moved) (?:its |all |the |our |their |his |her )?(?:data|everything) (?:in|on|to|into) {V}`, { keyFromValue: true }),
    p(`(?:put|moved|ported|rebuilt) (?:the |my |our |their |his |her |its )?(?:app|project|service|backend|site|website) (?:on|onto|to|in) {V}`, { change: 'moved to', keyFromValue: true }),
    p(`(?<key>frontend|backend|ui|database|db) (?:is |was )?(?:built with|written in|built in|uses|runs on|is powered by) {V}`),
    p(`(?:uses?|is using|relies on|switched to|moved to|migrated to|went with|picked|chose) (?!\\w+ing\\b){V} (?:for|as (?:the|our|my|his|her|their|its)) (?!good\\b|now\\b|a while\\b|ever\\b|life\\b)(?<key>(?:the |our |my |his |her |their |all )?[\\w -]+?)`),
    p(`(?:uses?|is using|relies on|switched to|moved to|migrated to|went with|picked|chose) {V}`, { keyFromValue: true }),
    p(`(?:\\w+ )?(?<key>database|db|datastore|data store|ci|frontend framework|framework|package manager|shell|browser|terminal|orm|bundler|test runner|issue tracker|notes app) {BE} (?:now )?{V}`),
    p(`(?:frontend|backend|ui) {BE} (?:now )?(?:built (?:with|in) |written in )?{V}`, { keyFromValue: true }),
  ] },
  { id: 'birthday', cardinality: 'single', patterns: [
    p(`birthday {BE} (?:on )?{V}`),
    p(`(?:was )?born on {V}`),
    p(`(?:was )?born in (?<value>(?:\\w+ )?(?:19|20)\\d\\d)`),
    p(`birthday falls on {V}`),
  ] },
  { id: 'age', cardinality: 'single', patterns: [
    p(`{BE} (?<value>\\d{1,3})(?: years old| years of age| yo)?`),
    p(`(?:just )?turned (?<value>\\d{1,3})(?: years old)?`, { change: 'turned' }),
    p(`age {BE} (?<value>\\d{1,3})`),
  ] },
  { id: 'hometown', cardinality: 'single', patterns: [
    p(`(?:is|am|are|'s|'m) (?:originally )?from {V}`),
    p(`(?:grew up|was raised) in {V}`),
    p(`(?:was )?born in {V}`),
    p(`hometown {BE} {V}`),
  ] },
  { id: 'residence', cardinality: 'single', patterns: [
    p(`(?:moved|relocated) from {O} to {V}`, { change: 'moved to' }),
    p(`(?:{BE} )?(?:moved|relocated|moving|relocating)(?: back)? to {V}`, { change: 'moved to' }),
    p(`(?:lives?|living|resides?|residing|is living|am living|{BE} living|{BE} based|settled|lived) (?:in|at) {V}`, { vocab: NOT_A_TOOL }),
    p(`{BE} (?:now )?based (?:in|out of) {V}`),
    p(`(?:home|address|place) {BE} (?:in|at) {V}`),
    p(`home {BE} (?:now )?(?<value>[A-Z][\\w-]*(?: [A-Z][\\w-]*)?)`),
    p(`rents? (?:a place |a flat |an apartment |a room )?in {V}`),
    p(`(?:city|city of residence) {BE} {V}`),
    p(`(?:moved|moving) out of {V}`, { change: 'moved out of', negated: true }),
  ] },
  { id: 'employer', cardinality: 'single', patterns: [
    p(`(?:left|quit) {O} for (?:a |an |the )?(?:new )?(?:job|position|role|offer) (?:at|with) {V}`, { change: 'left' }),
    p(`(?:started|took|accepted|landed|got|began) (?:a |an |the )?(?:new )?(?:job|position|role) (?:at|with) {V}`, { change: 'started at' }),
    // An organisation's name, not a practice, a number or a thing left behind ("left teaching", "left the $80k salary", "left PST behind").
    p(`(?:left|quit|resigned from) {V}`, { change: 'left', negated: true, vocab: /^(?!.*\bbehind$)(?!\d{1,2}(?::\d\d)?\s*[aApP][mM]\b)[A-Z0-9]/ }),
    p(`(?:was |got )?(?:laid off|fired|let go) (?:from|by) {V}`, { change: 'laid off', negated: true }),
    p(`(?:moved|switched) from {O} to {V}`, { change: 'switched to' }),
    p(`(?:works?|working|{BE} working|{BE} employed|worked) (?:at|for|by) {V}(?= as\\b|(?:\\s*[,.;]|$))`),
    p(`(?:works?|working|{BE} working|{BE} employed) (?:at|for|by) {V}`),
    p(`(?:joined|started at|started working at|started working for|starts at|is joining|will join) {V}(?= as |(?:\\s*[,.;]|$))`, { change: 'joined', vocab: /^(?!.*\b(?:team|class|club|gym|group|diet|plan|[Ss]chool|[Aa]cademy|[Cc]ollege|[Uu]niversity|[Pp]rimary|[Ee]lementary|[Kk]indergarten|[Nn]ursery|[Pp]reschool)\b)[A-Z0-9]/ }),
    p(`(?:employer|company) {BE} {V}`),
    p(`(?:job|position|role) {BE} (?:now )?at {V}`),
  ] },
  { id: 'job_title', cardinality: 'single', patterns: [
    p(`(?:was |got |has been |just got )?promoted to {V}`, { change: 'promoted to' }),
    p(`works? as ${ART}{V}`),
    p(`(?:went|moved|switched|transitioned) from (?:being )?${ART}{O} to (?:being )?${ART}(?<value>(?:[\\w-]+ ){0,3}${JOB_NOUNS}s?)`, { change: 'went from' }),
    p(`(?:took|taken|accepted|started|got|landed) (?:a |an |the )?(?:new )?(?:role|job|position) as ${ART}{V}`, { change: 'took a role as' }),
    p(`(?:job title|title|role|position|job) {BE} ${ART}{V}`),
    p(`(?:became|is becoming|has become) (?:a |an |the )?(?<value>(?:[\\w-]+ ){0,3}${JOB_NOUNS}s?)(?: (?:at|for|of) [^,;.]+)?`, { change: 'became' }),
    p(`{BE} (?:a |an |the )?(?<value>(?:[\\w-]+ ){0,3}${JOB_NOUNS}s?)(?: (?:at|for|of) [^,;.]+)?`),
    p(`(?:changed|switched) (?:roles|jobs|careers) to ${ART}{V}`, { change: 'switched to' }),
  ] },
  { id: 'relationship_status', cardinality: 'single', patterns: [
    p(`got (?<value>married|engaged|divorced|separated)`, { change: 'got' }),
    p(`(?:broke up|split up|separated)(?: with [\\w ]+)?`, { change: 'broke up', value: 'single' }),
    p(`{BE} (?<value>married|single|engaged|divorced|separated|widowed|in a relationship|seeing someone|dating someone)`),
    p(`{BE} (?<value>in a relationship) with (?:[A-Z][\\w-]+|someone)`),
    p(`relationship status {BE} {V}`),
    p(`(?:changed|updated) (?:my |his |her |their )?relationship status to {V}`, { change: 'changed to' }),
  ] },
  { id: 'partner', cardinality: 'single', patterns: [
    p(`(?:wife|husband|partner|girlfriend|boyfriend|fianc[eé]e?|spouse)(?:'s name)? {BE} (?:named |called )?(?<value>[A-Z][\\w-]+(?: [A-Z][\\w-]+)?)`),
    p(`{BE} (?:married|engaged) to {V}`),
    p(`(?:is |am |are )?dating (?<value>[A-Z][\\w-]+(?: [A-Z][\\w-]+)?)`),
  ] },
  { id: 'diet', cardinality: 'single', patterns: [
    p(`(?:went|going|turned|became|has gone|have gone|switched to|switched to being|started being|is going) (?:fully )?${DIETS}`, { change: 'went' }),
    p(`{BE} (?:a |an |on a |strictly |fully |mostly )?${DIETS}(?: diet)?`),
    p(`(?:follows?|eats?|keeps?) (?:a |an )?${DIETS}(?: diet)?`),
    p(`diet {BE} {V}`),
    p(`(?:stopped|quit) being (?:a |an )?${DIETS}`, { change: 'stopped', negated: true }),
    p(`(?:eats?|eating) meat again`, { change: 'eats meat again', value: 'omnivore' }),
    // Eating meat, or everything, is a diet too: the one a vegetarian turn replaces.
    p(`(?:eats?|eating) (?:meat|everything|anything)(?= *$)`, { value: 'omnivore' }),
  ] },
  { id: 'allergy', cardinality: 'multi', patterns: [
    p(`{BE} (?:severely |mildly |very |deathly )?allergic to {V}`),
    p(`{HAS} (?:a |an )?(?:severe |mild )?(?<value>[\\w -]+?) allergy`),
    p(`allerg(?:y|ies) {BE} {V}`),
  ] },
  { id: 'pronouns', cardinality: 'single', patterns: [
    p(`pronouns (?:are|is) (?:now )?(?<value>\\w+/\\w+(?:/\\w+)?)`),
    p(`(?:uses?|goes by|prefers?) (?<value>\\w+/\\w+(?:/\\w+)?) pronouns`),
    p(`(?:uses?|goes by) (?<value>\\w+/\\w+)`),
  ] },
  { id: 'name', cardinality: 'single', patterns: [
    p(`(?:changed|legally changed) (?:my |his |her |their )?(?:last |first )?name to {V}`, { change: 'changed name to' }),
    p(`(?:full |legal |real |first |last )?name {BE} (?:now )?{V}`),
    p(`{BE} (?:called|named) (?<value>[A-Z][\\w-]+(?: [A-Z][\\w-]+)?)`),
    p(`(?:was |got |has been |have been )?renamed (?:to |as |himself |herself |themselves )?{V}`, { change: 'renamed' }),
  ] },
  { id: 'nickname', cardinality: 'single', patterns: [
    p(`(?:goes by|go by|answers? to) (?:the (?:nick)?name )?"?(?<value>[A-Z][\\w-]*)"?`),
    p(`nickname {BE} "?{V}"?`),
    p(`(?:preferred|chosen) name {BE} (?:now )?"?(?<value>[A-Z][\\w-]*)"?`),
    p(`would (?:rather|prefer to|like to) be called "?(?<value>[A-Z][\\w-]*)"?`),
    p(`(?:prefers?|likes?|wants?) to be called "?(?<value>[A-Z][\\w-]*)"?`),
    p(`call me "?(?<value>[A-Z][\\w-]*)"?`),
    p(`(?:friends|people|everyone) calls? (?:me|him|her|them) "?(?<value>[A-Z][\\w-]*)"?`),
  ] },
  { id: 'native_language', cardinality: 'single', patterns: [
    p(`(?:native language|mother tongue|first language) {BE} {V}`),
    p(`{BE} a native (?<value>\\w+) speaker`),
  ] },
  { id: 'learning_language', cardinality: 'multi', patterns: [
    p(`(?:{BE} |started |began )?(?:learning|studying) {V}`, { vocab: LANGUAGES_RE }),
  ] },
  { id: 'language', cardinality: 'multi', patterns: [
    p(`(?:speaks?|{BE} fluent in|{BE} conversational in|can speak) (?:fluent |some |basic |good |a little )?{V}`, { vocab: LANGUAGES_RE }),
  ] },
  { id: 'pet', cardinality: 'multi', patterns: [
    p(`(?:adopted|got|bought|rescued) (?:a |an |two |three )?(?:new )?(?<value>(?:[\\w-]+ )?${PETS}(?: named [A-Z]\\w+| called [A-Z]\\w+)?)`, { change: 'adopted' }),
    p(`{HAS} (?:a |an |one |two |three |\\d )?(?<value>(?:[\\w-]+ )?${PETS}s?(?: named [A-Z]\\w+| called [A-Z]\\w+)?)`),
    p(`(?:owns?|{BE} owner of) (?:a |an )?(?<value>(?:[\\w-]+ )?${PETS}s?(?: named [A-Z]\\w+)?)`),
    p(`(?:pet|dog|cat)(?:'s name)? {BE} (?:a |an |named |called )?{V}`),
  ] },
  { id: 'schedule', cardinality: 'single', patterns: [
    p(`${SCHEDULE_KEY} (?:was |got |has been |have been |is being |is |are )?(?:moved|rescheduled|shifted|changed|pushed|bumped) to {V}`, { change: 'moved to' }),
    p(`${SCHEDULE_KEY} (?:is|are|happens?|takes? place|starts?|runs?|meets?) (?:now )?(?:at|on|every|each|from) {V}`),
    p(`${SCHEDULE_KEY} (?:is|are) (?:now )?(?<value>(?:daily|weekly|biweekly|monthly|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)[^,;.!?]*)`),
    p(`(?:moved|rescheduled|switched|shifted|changed) (?:the |my |his |her |our |their )?${SCHEDULE_KEY} to {V}`, { change: 'moved to' }),
    p(`go(?:es)? to (?:the )?(?<key>gym|pool|yoga|pilates) (?:on|every|at) {V}`),
    p(`(?<key>gym) day {BE} (?:now )?{V}`),
    p(`{HAS} (?:a |an |the )?${SCHEDULE_KEY} (?:at|on|every) {V}`),
  ] },
  { id: 'favourite', cardinality: 'single', patterns: [
    p(`(?:all-time |new )?favou?rite (?<key>[\\w -]+?) {BE} (?:now )?{V}`),
    p(`favou?rite (?<key>[\\w -]+?) (?:changed|switched) to {V}`, { change: 'changed to' }),
  ] },
  { id: 'answer_style', cardinality: 'single', patterns: [
    p(`(?:wants?|prefers?|likes?|needs?|asks? for|(?:switched|changed) to asking for) (?<value>(?:short|concise|brief|detailed|long|in-depth|terse|bullet-point|bulleted|step-by-step|formal|casual|informal|thorough)(?: and \\w+)? (?:answers|replies|responses|explanations|summaries|tone)|bullet points|bulleted lists|numbered lists|paragraphs|prose|tables)`),
    p(`(?:answers|replies|responses) should be (?<value>short|concise|brief|detailed|long|in-depth|terse|formal|casual)`),
  ] },
  { id: 'units', cardinality: 'single', patterns: [
    p(`(?:uses?|prefers?|wants?|works? in|thinks? in) (?:the )?(?<value>metric|imperial|celsius|fahrenheit)(?: units| system)?`),
    p(`(?:switched|changed) to (?<value>metric|imperial|celsius|fahrenheit)(?: units)?`, { change: 'switched to' }),
  ] },
  { id: 'contact_channel', cardinality: 'single', patterns: [
    p(`(?:prefers?|likes?|wants?) to be (?:contacted|reached|messaged|pinged) (?:via|by|on|over|through) {V}`),
    p(`best (?:way|place) to reach (?:me|him|her|them) {BE} (?:via |by |on )?{V}`),
  ] },
  { id: 'team_size', cardinality: 'single', subjectOverride: { kind: 'org', name: 'team' }, patterns: [
    p(`(?:manages?|leads?|runs?|heads?) (?:a team of|a group of|a squad of) (?<value>\\d+|[a-z]+)`),
    p(`(?:team size|headcount) {BE} (?:now )?(?<value>\\d+|[a-z]+)`),
    p(`team (?:has|is|grew to|shrank to|is now|has grown to|has shrunk to) (?<value>\\d+|[a-z]+)(?: (?:people|engineers|developers|members|folks|devs|designers|persons))?`),
  ] },
  { id: 'employee_count', cardinality: 'single', patterns: [
    p(`(?:has|have|employs|grew to|shrank to|is now|has grown to|is) (?<value>\\d[\\d,]*|[a-z]+)(?: (?:people|engineers|developers|members|employees|staff|folks|devs|persons))`),
    p(`(?:headcount|team size|size) {BE} (?:now )?(?<value>\\d[\\d,]*)`),
  ] },
  { id: 'budget', cardinality: 'single', patterns: [
    p(`(?:(?:\\w+ )?(?<key>\\w+) )?(?:budget|allowance) (?:was |got |has been |is being )?(?:cut|raised|increased|reduced|lowered|bumped|changed|moved|slashed|doubled|halved)(?: up| down)? to {V}`, { change: 'changed to' }),
    p(`(?:(?:had|has|have|decided|agreed) to )?(?:cut|raised?|increased?|reduced?|lowered?|bumped|changed|moved|slashed|doubled|halved) (?:the |my |our |their |his |her )?(?:(?<key>\\w+) )?(?:budget|allowance) (?:up |down )?to {V}`, { change: 'changed to' }),
    p(`(?:(?:\\w+ )?(?<key>\\w+) )?(?:budget|allowance)(?: for (?:the |my |our |their |his |her )?(?<key2>\\w+))? {BE} (?:now )?(?:around |about |roughly )?{V}`),
    p(`{HAS} a (?:(?<key>\\w+) )?budget of {V}`),
    p(`(?:can|wants? to) spend (?:up to |at most |about )?{V}`),
  ] },
  { id: 'salary', cardinality: 'single', patterns: [
    p(`(?:salary|pay|income) {BE} (?:now )?{V}`),
    p(`(?:earns?|makes?) (?<value>[$€£]?\\d[\\d,.]*k?(?: [a-z]+)?)(?: a year| per year| annually| a month| per month)?`),
    p(`(?:got a raise to|got raised to) {V}`, { change: 'raise' }),
    p(`(?:negotiated|got|had|saw) (?:(?:his|her|their|my|a) )?(?:pay|salary|income) (?:raised |bumped |increased |cut |lowered )?(?:up |down )?to {V}`, { change: 'raise' }),
    p(`(?:pay|salary|income) (?:was |got |has been )?(?:raised|bumped|increased|cut|lowered|went up|went down|rose|dropped)(?: up| down)? to {V}`, { change: 'raise' }),
  ] },
  { id: 'email', cardinality: 'single', patterns: [
    p(`(?:work |personal |new )?e-?mail(?: address)? {BE} (?:now )?(?<value>[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)`),
    p(`(?:can be reached|is reachable) at (?<value>[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)`),
    p(`(?:changed|switched) (?:my |his |her |their )?e-?mail to (?<value>[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)`, { change: 'changed to' }),
    p(`e-?mail(?: address)? (?:changed|switched|moved) to (?<value>[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)`, { change: 'changed to' }),
    p(`(?:switched|moved|changed) to (?:a )?new e-?mail(?: address)?,? (?<value>[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)`, { change: 'switched to' }),
    p(`(?:uses?|{BE} using) (?<value>[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+)`),
  ] },
  { id: 'phone', cardinality: 'single', patterns: [
    p(`(?:phone|mobile|cell|cellphone)(?: number)? {BE} (?:now )?(?<value>\\+?[\\d(][\\d ()./-]{5,}\\d)`),
    p(`(?:new )?number {BE} (?<value>\\+?[\\d(][\\d ()./-]{5,}\\d)`),
  ] },
  { id: 'preference', cardinality: 'single', patterns: [
    p(`(?:hates?|dislikes?|can't stand|is done with|am done with|is over|am over|is sick of|am sick of|is tired of|am tired of) {O}(?: now)?[,;]? (?:so )?(?:please )?(?:use|prefers?|give me|show me|switch to|go with|wants?|I prefer|I want|use only|only use) {V}`, { change: 'actually' }),
    p(`(?:prefers?|likes?|wants?|would rather (?:have|use|get|see)?) {V} (?:over|to|rather than|instead of|more than|better than|than) {O}`),
    p(`(?:now )?prefers? {V}`),
    p(`(?:likes?|prefers?) {V} (?:better|best|most)(?: for [\\w ]+)?`),
    p(`preferred [\\w -]+? {BE} {V}`, { vocab: PREFERENCE_VALUE }),
    p(`(?:changed (?:my|his|her|their) mind and )?(?:wants?|switched to|uses?) {V}`, { vocab: PREFERENCE_VALUE }),
  ] },
  { id: 'coffee_order', cardinality: 'single', patterns: [
    p(`(?:usual |regular |go-to )?(?:coffee )?order {BE} (?:a |an )?{V}`),
    p(`(?:usual |regular |go-to )?coffee {BE} (?:a |an )?{V}`),
    p(`(?:orders?|drinks?|gets?) (?:a |an )?(?<value>(?:[\\w-]+ ){0,3}(?:latte|cappuccino|espresso|americano|flat white|macchiato|mocha|cortado|cold brew|filter coffee|black coffee|drip coffee|decaf))`),
    p(`takes? (?:my |his |her |their )?coffee {V}`),
  ] },
  { id: 'school', cardinality: 'single', patterns: [
    p(`graduated from {V}`, { change: 'graduated from' }),
    p(`(?:studies|study|studying|{BE} studying|{BE} a student|{BE} enrolled|enrolled) at {V}`),
    p(`(?:attends?|go(?:es)? to|transferred to|started at|starts at|moved to|switched to|(?:is |was )?enrolled at|changed schools to) (?<value>[^,;.!?]*\\b(?:university|college|school|institute|academy|polytechnic|primary|high|secondary|elementary|grammar|kindergarten|nursery|preschool|gymnasium|lyceum|mit|ucla|harvard|stanford|oxford|cambridge|eth)\\b[^,;.!?]*?)`, { }),
    p(`{BE} (?:a |an )?(?:pupil|student|undergrad(?:uate)?|postgrad(?:uate)?|phd student|doctoral student|freshman|sophomore) (?:at|of) {V}`),
    p(`(?:university|college|school) {BE} {V}`),
  ] },
  { id: 'major', cardinality: 'single', patterns: [
    p(`(?:majors?|majoring|{BE} majoring) in {V}`),
    p(`(?:switched|changed) (?:my |his |her |their )?major to {V}`, { change: 'switched to' }),
    p(`(?:major|degree|field of study) {BE} (?:in )?{V}`),
    p(`(?:studies|study|{BE} studying) (?!at\\b){V}`),
  ] },
  { id: 'vehicle', cardinality: 'single', patterns: [
    p(`(?:drives?|{BE} driving) (?:a |an |the )?(?:new |used |old )?{V}`),
    p(`car {BE} (?:a |an |the )?{V}`),
    p(`(?:bought|got|leased) (?:a |an )?(?:new |used )?(?<value>${CAR_MAKERS}[\\w -]*?)`, { change: 'bought', vocab: CARS }),
  ] },
  { id: 'manager', cardinality: 'single', patterns: [
    p(`(?:manager|boss|supervisor|team lead|lead) {BE} (?:now )?(?<value>[A-Z][\\w-]+(?: [A-Z][\\w-]+)?)`),
    p(`(?:reports?|reporting) to (?<value>[A-Z][\\w-]+(?: [A-Z][\\w-]+)?)`),
    p(`(?:got |was |has been )?(?:moved|put|placed|transferred) under (?<value>[A-Z][\\w-]+(?: [A-Z][\\w-]+)?)`, { change: 'moved under' }),
  ] },
  { id: 'nationality', cardinality: 'single', patterns: [
    p(`(?:nationality|citizenship) {BE} {V}`),
    p(`{BE} an? (?<value>\\w+) (?:citizen|national)`),
    p(`became an? (?<value>\\w+) citizen`, { change: 'became' }),
  ] },
  { id: 'weight', cardinality: 'single', patterns: [p(`(?:weighs?|weight {BE}) (?:now )?(?<value>\\d[\\d.]* ?(?:kg|kilos|lbs?|pounds|st)?)`)] },
  { id: 'height', cardinality: 'single', patterns: [p(`{BE} (?<value>[\\d.'"]+ ?(?:cm|m|ft|feet|foot)?(?: \\d+(?: in|")?)?) tall`), p(`height {BE} {V}`)] },
  { id: 'children_count', cardinality: 'single', patterns: [p(`{HAS} (?<value>\\d+|no|one|two|three|four|five|six) (?:kids|children|sons|daughters)`)] },
  { id: 'instrument', cardinality: 'multi', patterns: [p(`(?:plays?|{BE} learning|started learning|picked up) (?:the )?(?<value>${INSTRUMENTS})`)] },
  { id: 'sport', cardinality: 'multi', patterns: [p(`(?:plays?|started playing|took up|picked up) (?<value>${SPORTS})`)] },
  { id: 'condition', cardinality: 'multi', patterns: [
    p(`(?:was |got |has been )?diagnosed with {V}`, { change: 'diagnosed with' }),
    p(`(?:{HAS}|suffers? from|lives? with) (?<value>${CONDITIONS})`),
  ] },
  { id: 'wake_time', cardinality: 'single', patterns: [
    p(`(?:wakes? up|gets? up|rises?|{BE} up) (?:at|around|by) {V}`),
    p(`alarm {BE} (?:set )?(?:for|at) {V}`),
  ] },
  { id: 'bed_time', cardinality: 'single', patterns: [p(`(?:go(?:es)? to (?:bed|sleep)|sleeps?|turns? in) (?:at|around|by) {V}`), p(`bed ?time {BE} {V}`)] },
  { id: 'work_mode', cardinality: 'single', patterns: [
    p(`works? (?<value>from home|remotely|remote|from the office|in the office|on-?site|hybrid|in person)`),
    p(`{BE} (?:fully |now )?(?<value>remote|hybrid|on-?site|back in the office|in the office)`),
    p(`(?:went|going|switched to) (?<value>fully remote|remote|hybrid)`, { change: 'switched to' }),
  ] },
  { id: 'commute', cardinality: 'single', patterns: [
    p(`commutes? (?:by|on|via) {V}`),
    p(`(?<value>bikes?|cycles?|walks?|drives?|takes the train|takes the bus|takes the subway|takes the tube) to (?:work|the office)`),
  ] },
  { id: 'currency', cardinality: 'single', patterns: [p(`(?:currency|default currency) {BE} {V}`), p(`(?:gets? paid|{BE} paid|invoices?|bills?) in (?<value>[A-Z]{3}|euros?|dollars?|pounds?|yen|francs?)`)] },
  { id: 'primary_language', cardinality: 'single', patterns: [
    p(`(?:main|primary|preferred) (?:programming )?language {BE} {V}`),
    p(`(?:codes?|programs?|writes? code|develops?) (?:mostly |mainly |primarily |exclusively )?in {V}`, { vocab: NOT_A_TOOL }),
  ] },
  { id: 'plan', cardinality: 'single', patterns: [
    // A product named ("their Spotify", "for Notion") keys the plan: two products' plans are two slots.
    p(`(?:upgraded|downgraded|switched|moved) (?:(?:my|his|her|their|our|the) (?<key>[\\w.-]+) )?to (?:the )?(?<value>[\\w -]+?) (?:plan|tier|subscription)(?: (?:for|on|of) (?!now\\b|a while\\b|good\\b)(?<key2>[\\w.-]+))?`, { change: 'upgraded to' }),
    p(`{BE} on (?:the |a )?(?<value>[\\w -]+?) (?:plan|tier|subscription)(?: (?:for|on|of) (?!now\\b|a while\\b|good\\b)(?<key2>[\\w.-]+))?`),
    p(`(?:plan|subscription|tier) {BE} {V}`),
  ] },
  { id: 'headquarters', cardinality: 'single', patterns: [
    p(`(?:hq|headquarters|head office|main office|office) (?:moved|relocated) to {V}`, { change: 'moved to' }),
    p(`(?:hq|headquarters|head office|main office|office) (?:is|are) (?:now )?(?:in|at) {V}`),
    p(`{BE} headquartered in {V}`),
  ] },
  { id: 'handle', cardinality: 'single', patterns: [
    p(`(?<key>github|gitlab|twitter|x|slack|discord|instagram|linkedin|mastodon|bluesky|telegram|reddit|steam)(?: handle| username| user name| name| id)? {BE} (?:now )?@?(?<value>[\\w.@-]+)`),
    p(`(?:handle|username) on (?<key>\\w+) {BE} @?(?<value>[\\w.@-]+)`),
  ] },
  { id: 'anniversary', cardinality: 'single', patterns: [p(`(?:wedding )?anniversary {BE} (?:on )?{V}`)] },
  { id: 'blood_type', cardinality: 'single', patterns: [p(`blood (?:type|group) {BE} (?<value>(?:ab|a|b|o)\\s?[+-]?(?:positive|negative)?)`)] },
  { id: 'hobby', cardinality: 'multi', patterns: [
    p(`(?:hobby|hobbies|favou?rite pastime) (?:is|are|include) {V}`),
    p(`(?:enjoys?|loves?|is into|am into|is really into|took up|picked up|got into) (?<value>\\w+ing(?: \\w+)?)`),
  ] },
];

/** Cardinality of an attribute id (keyed ones share their base's). */
export function cardinalityOf(id: AttributeId): Cardinality {
  const base = id.split(':')[0];
  return ATTRIBUTES.find((a) => a.id === base)?.cardinality ?? 'single';
}

const inner = (re: RegExp) => re.source.replace(/^\^/, '').replace(/\$$/, '');
/**
 * Lower-case values that name their own kind wherever they stand — a diet, a relationship
 * status, a job, a language, a tool, a car, a kind of chart — as [kind, regex source]:
 * what the prototype reader (prototypes.ts) masks with the kind's name, and takes as a
 * value, when no pattern read the sentence.
 */
export const VALUE_KINDS: Array<[string, string]> = [
  ['diet', DIETS.replace('(?<value>', '(?:')],
  ['relationship status', '(?:married|single|engaged|divorced|separated|widowed)'],
  ['answer style', '(?:(?:short|concise|brief|detailed|long|in-depth|terse|formal|casual|step-by-step)\\s+(?:answers|replies|responses|explanations)|bullet points)'],
  ['chart type', '[\\w-]+\\s+(?:charts?|plots?|graphs?|diagrams?)'],
  ['colour theme', '(?:dark|light|high-contrast|sepia)\\s+(?:mode|theme)'],
  ['job', `(?:(?:senior|junior|staff|principal|lead|chief|head|associate|assistant|software|data|product|engineering|project|sales|marketing|machine learning|ml|backend|frontend|full-stack|qa|ux|ui)\\s+){0,2}${JOB_NOUNS}`],
  ['language', inner(LANGUAGES_RE)],
  ['editor', inner(EDITORS)],
  ['operating system', inner(SYSTEMS)],
  ['cloud provider', inner(CLOUDS)],
  ...TOOL_CATEGORIES.map(([k, re]): [string, string] => [k.replace('_', ' ') + (k === 'frontend' ? ' framework' : ''), inner(re)]),
  ['car', `${CAR_MAKERS}(?:\\s+(?:model\\s+)?[\\w-]*\\d[\\w-]*)?`],
  ['pet', PETS],
  ['instrument', INSTRUMENTS],
  ['sport', SPORTS],
  ['units', '(?:metric|imperial|celsius|fahrenheit)'],
  ['work mode', '(?:remote|hybrid|on-?site)'],
];
