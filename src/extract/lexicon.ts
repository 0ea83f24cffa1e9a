/**
 * The word lists of the clause reader (./reader.ts): what counts as a diet, a job, a
 * language, a pet, a health condition or a piece of software, and the chat spellings it
 * reads as their standard form. Values outside a list are still read where the wording
 * alone says what they are ("I work at <anything>", "my name is <anything>"); a list is
 * needed only where the wording is shared with everyday talk ("I'm <…>", "I have <…>").
 */

export const DIETS =
  'vegan|vegetarian|veggie|pescatarian|pescetarian|keto|paleo|flexitarian|gluten[- ]free|dairy[- ]free|lactose[- ]free|lactose intolerant|halal|kosher|carnivore|omnivore|low[- ]carb|plant[- ]based|raw vegan|teetotal|sober|sugar[- ]free|whole30|fruitarian';

export const JOB_NOUNS =
  'engineer|developer|dev|programmer|manager|designer|teacher|nurse|doctor|physician|surgeon|lawyer|attorney|solicitor|analyst|scientist|consultant|writer|author|architect|accountant|auditor|director|chef|cook|cto|ceo|cfo|coo|vp|founder|co-founder|cofounder|intern|researcher|professor|lecturer|tutor|editor|journalist|reporter|pharmacist|dentist|therapist|psychologist|counsellor|counselor|recruiter|salesperson|marketer|administrator|sysadmin|officer|specialist|technician|pilot|paramedic|firefighter|electrician|plumber|carpenter|mechanic|barista|bartender|waiter|waitress|librarian|photographer|artist|illustrator|animator|musician|student|postdoc|phd student|contractor|freelancer|product owner|scrum master|tester|sre|devops|data scientist|vet|veterinarian|midwife|caregiver|carer|social worker|translator|interpreter|economist|statistician|mathematician|physicist|chemist|biologist|geologist|pharmacologist|radiologist|optometrist|physiotherapist|physio|secretary|receptionist|cashier|clerk|banker|trader|broker|actuary|surveyor|planner|strategist|coordinator|producer|copywriter|translator|driver|farmer|soldier|police officer|detective|judge|paralegal|entrepreneur|lead|head of [a-z ]+';

export const LANGUAGES =
  'english|spanish|french|german|italian|portuguese|dutch|swedish|norwegian|danish|finnish|polish|czech|slovak|russian|ukrainian|greek|turkish|arabic|hebrew|hindi|urdu|bengali|punjabi|tamil|telugu|marathi|gujarati|mandarin|chinese|cantonese|japanese|korean|vietnamese|thai|indonesian|malay|tagalog|filipino|swahili|persian|farsi|hungarian|romanian|bulgarian|serbian|croatian|bosnian|slovenian|catalan|basque|galician|welsh|irish|gaelic|icelandic|estonian|latvian|lithuanian|albanian|armenian|georgian|amharic|yoruba|igbo|hausa|zulu|xhosa|afrikaans|esperanto|latin|asl|bsl|sign language';

const PET_LIST =
  'bearded dragon|chicken|hen|goat|tarantula|alpaca|duck|dog|cat|puppy|pup|kitten|rabbit|bunny|hamster|parrot|bird|budgie|cockatiel|fish|goldfish|turtle|tortoise|snake|lizard|gecko|iguana|guinea pig|ferret|horse|pony|chinchilla|rat|mouse|hedgehog|axolotl|beagle|labrador|lab|poodle|husky|corgi|terrier|collie|retriever|spaniel|dachshund|pug|bulldog|shepherd|chihuahua|greyhound|whippet|schnauzer|boxer|rottweiler|doberman|dalmatian|pomeranian|shih tzu|maine coon|siamese|tabby|ragdoll|sphynx|bengal|labradoodle|goldendoodle|cockapoo|cavapoo|cavalier|staffy|staffie|pit bull|pitbull|jack russell|great dane|mastiff|akita|shiba inu|shiba|samoyed|malamute|vizsla|weimaraner|basset hound|bloodhound|sausage dog|cockatoo|canary|finch|quail|pig|sheep|donkey|llama|gerbil|mutt';
export const PETS = PET_LIST.split('|').sort((a, b) => b.length - a.length).join('|');

export const CONDITIONS =
  'asthma|(?:type [12] |type one |type two )?diabetes|migraines?|adhd|autism|celiac(?: disease)?|coeliac(?: disease)?|epilepsy|anxiety|depression|ptsd|ocd|bipolar(?: disorder)?|hypertension|high blood pressure|low blood pressure|high cholesterol|arthritis|rheumatoid arthritis|eczema|psoriasis|ibs|crohn\'?s(?: disease)?|colitis|long covid|insomnia|sleep apnea|sleep apnoea|dyslexia|dyspraxia|tinnitus|colou?r ?blindness|lupus|multiple sclerosis|fibromyalgia|endometriosis|pcos|gout|anemia|anaemia|hypothyroidism|hyperthyroidism|a heart condition|a bad (?:knee|back|hip|shoulder|ankle)|bad knees|(?:chronic|lower) (?:back |neck |knee |joint )?pain|chronic fatigue|a (?:heart|thyroid|kidney|lung) condition|vertigo|scoliosis|hearing loss|a pacemaker|chronic migraines?|chronic headaches|a (?:herniated|slipped|bulging|prolapsed) dis[ck](?: in my (?:lower |upper )?(?:back|neck|spine))?|a nut allergy|hay fever|a disability|cancer|glaucoma|cataracts';

const TECH_LIST =
  'typescript|javascript|js|ts|python|go|golang|rust|java|kotlin|swift|objective-c|ruby|php|c#|c\\+\\+|c|scala|elixir|erlang|haskell|clojure|ocaml|f#|dart|lua|perl|r|julia|zig|sql|bash|react|react native|vue|angular|svelte|sveltekit|solid|next\\.?js|nuxt|remix|astro|django|flask|fastapi|rails|ruby on rails|laravel|symfony|spring|spring boot|express|nestjs|node|node\\.?js|deno|bun|\\.net|asp\\.net|postgres|postgresql|mysql|mariadb|mongodb|mongo|redis|sqlite|dynamodb|cassandra|elasticsearch|supabase|firebase|kubernetes|k8s|docker|terraform|ansible|pulumi|aws|gcp|azure|graphql|kafka|rabbitmq|spark|airflow|dbt|snowflake|bigquery|tailwind|flutter|unity|unreal|pytorch|tensorflow|pandas|jupyter|excel|tableau|power bi|figma|linux|vim|neovim|emacs|vs ?code|jira|notion|salesforce|sap|wordpress|shopify|webflow|htmx|jquery|electron|godot|vercel|netlify|heroku|cloudflare|digitalocean|hetzner|fly\\.io|railway|supabase';
/** Longest first, so "react native" is not read as "react". */
export const TECH = TECH_LIST.split('|').sort((a, b) => b.length - a.length).join('|');

export const PLACE_STOP =
  'a|an|the|my|your|his|her|their|our|this|that|trouble|love|pain|charge|bed|traffic|line|town|class|hospital|jail|shock|debt|tears|luck|time|danger|doubt|denial|control|private|public|person|general|particular|progress|business|heaven|hell|the middle|middle|between|front|touch|good shape|shape|a hurry|hurry|the mood|mood|fact|theory|short|sync|agreement|favor|favour|need|my head|the loop|loop|school|college|uni|therapy|recovery|labor|labour|office|work|meetings?|a meeting|the car|the kitchen|the zone|zone|two minds|some|no|any|all|it|there|here|for|on|at|of|to';

/** Chat spellings read as the standard words (case kept where it can be). */
export const CHAT_SPELLINGS: Array<[RegExp, string]> = [
  [/\b([iI])m\b/g, "$1'm"],
  [/\b([iI])ve\b/g, "$1've"],
  [/\b([iI])ll\b(?=\s+(?:be|have|need|take|go))/g, "$1'll"],
  [/\b(do|does|did|is|are|was|were|have|has|had|wo|ca|could|would|should)nt\b/gi, "$1n't"],
  [/\bcant\b/gi, "can't"],
  [/\bwfh\b/gi, 'work from home'],
  [/\bb-?days?\b/gi, 'birthday'],
  [/\bw\/(?=\s)/gi, 'with'],
  [/\br(?:ea)?ly\b/gi, 'really'],
  [/\b(?:pls|plz|plse)\b/gi, 'please'],
  [/\b(?:b\/c|bc|cuz|coz)\b/gi, 'because'],
  [/\btho\b/gi, 'though'],
  [/(?<=\d\s?)(?:yo|y\/o|yrs old|yr old)\b/gi, ' years old'],
  // "6 yrs abroad", "for 3 yrs": a span, not an age.
  [/(?<=\d\s?)yrs\b/gi, ' years'],
  [/\bur\b/gi, 'your'],
  [/\bu\b/g, 'you'],
  [/\bgf\b/gi, 'girlfriend'],
  [/\bbf\b/gi, 'boyfriend'],
  [/\batm\b/gi, 'at the moment'],
  [/\brn\b/gi, 'right now'],
  [/\btmrw\b/gi, 'tomorrow'],
  [/\bidk\b/gi, "I don't know"],
  [/\bprob(?:ably|ly)?\b/gi, 'probably'],
  [/\s&\s/g, ' and '],
  // "allergic 2 penicillin", "moved 2 leeds": "2" for "to" after a verb that takes it, never a count.
  [/(?<=\b(?:allergic|moved|moving|relocated|used|listen|talk|married|engaged) )2\b/gi, 'to'],
];

/**
 * Words the rules hinge on. A word one typing slip away from one of them (a letter
 * swapped, doubled, dropped or mistyped; for words under five letters only a swap) is
 * read as that word.
 */
export const KEY_WORDS = [
  'allergic', 'allergy', 'allergies', 'prefer', 'prefers', 'really', 'usually', 'always', 'normally', 'typically', 'birthday',
  'married', 'engaged', 'divorced', 'speak', 'studied', 'study', 'studying', 'fluent', 'diagnosed', 'pronouns', 'moved',
  'relocated', 'currently', 'recently', 'live', 'living', 'work', 'working', 'name', 'every', 'because', 'employed',
  'degree', 'majored', 'vegetarian', 'vegan', 'pescatarian', 'favourite', 'favorite', 'hobby', 'hobbies', 'remote',
  'remotely', 'hybrid', 'based', 'morning', 'evening', 'night', 'weekend', 'weekends', 'week', 'daughter', 'brother',
  'sister', 'sisters', 'brothers', 'husband', 'partner', 'years', 'native', 'language', 'learning', 'graduated',
  'university', 'college', 'suffer', 'asthma', 'diabetes', 'migraines', 'allergic', 'office', 'from', 'have', 'with',
  'just', 'the', 'been', 'called', 'named', 'into', 'goal', 'want', 'trying', 'aiming', 'planning', 'hate', 'like',
  'love', 'enjoy', 'dislike', 'stand', 'favourite', 'reside', 'employer', 'title', 'role', 'job', 'uses', 'stack',
  'coding', 'code', 'write', 'about', 'twice', 'times', 'daily', 'weekly', 'monday', 'tuesday', 'wednesday', 'thursday',
  'friday', 'saturday', 'sunday', 'mornings', 'evenings', 'nights', 'afternoon', 'everyone', 'friends', 'people',
];
