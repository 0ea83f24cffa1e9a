/**
 * Labelled suite for `slotOf` / `sameSlot` (src/language/slots.ts): attributes of the
 * taxonomy × phrasing families.
 *
 * Families, by subject: `third` ("User …"), `first` ("I'm / my / I've"), `named`
 * ("Maria …"), `relative` ("User's sister …", "My boss …" — a subject that is not the
 * user), `org` ("Our team …"). By form: `plain` statement, `change` (a change verb),
 * `negation`, `correction` ("Actually …"), `implicit` ("sold the …, now …"), `value`
 * (numbers, dates, times, addresses as values), `none` (no slot: events, questions,
 * pronoun subjects — expected null).
 *
 * Split, fixed before any tuning of the patterns against this file:
 * - HOLD-OUT attributes: nickname, coffee_order, vehicle, school, manager, cloud,
 *   wake_time, instrument.
 * - HOLD-OUT families: subject `relative`, form `implicit`.
 * A case (or pair) is held out when its attribute or either of its families is. Held-out
 * cases are only reported, never used to change the patterns.
 */

export type SubjectFamily = 'third' | 'first' | 'named' | 'relative' | 'org';
export type Form = 'plain' | 'change' | 'negation' | 'correction' | 'implicit' | 'value' | 'none';

export interface SlotCase {
  text: string;
  family: SubjectFamily;
  form: Form;
  /** Expected slot, or null: the note fills no slot. */
  expect: null | {
    /** `user`, `named:<name>`, `relative:<relation>[:<name>][@<owner>]`, `org:<name>`. */
    subject: string;
    attribute: string;
    value: string;
    negated?: boolean;
    /** The note states a change (change verb, negation, correction or implicit change). */
    change?: boolean;
  };
}

export const HOLDOUT_ATTRIBUTES = new Set(['nickname', 'coffee_order', 'vehicle', 'school', 'manager', 'cloud', 'wake_time', 'instrument']);
export const HOLDOUT_FAMILIES = new Set<string>(['relative', 'implicit']);

const CHANGING = new Set<Form>(['change', 'negation', 'correction', 'implicit']);

type Row = [family: SubjectFamily, form: Form, text: string, value: string, subject?: string];

function block(attribute: string, rows: Row[]): SlotCase[] {
  return rows.map(([family, form, text, value, subject]) => ({
    text,
    family,
    form,
    expect: {
      subject: subject ?? 'user',
      attribute,
      value,
      ...(form === 'negation' ? { negated: true } : {}),
      ...(CHANGING.has(form) ? { change: true } : {}),
    },
  }));
}

export const CASES: SlotCase[] = [
  ...block('residence', [
    ['third', 'plain', 'User lives in Berlin.', 'Berlin'],
    ['third', 'change', 'User moved to Paris.', 'Paris'],
    ['third', 'change', 'User relocated to Lisbon last month.', 'Lisbon'],
    ['third', 'plain', 'User is based in Toronto.', 'Toronto'],
    ['first', 'plain', 'I live in Madrid.', 'Madrid'],
    ['first', 'change', "I've moved to Amsterdam.", 'Amsterdam'],
    ['first', 'negation', "I don't live in Berlin anymore.", 'Berlin'],
    ['third', 'negation', 'User no longer lives in Boston.', 'Boston'],
    ['first', 'correction', 'Actually, I live in Munich, not Hamburg.', 'Munich'],
    ['named', 'plain', 'Maria lives in Seville.', 'Seville', 'named:maria'],
    ['named', 'change', 'Tom moved to Chicago.', 'Chicago', 'named:tom'],
    ['relative', 'plain', "User's sister lives in Rome.", 'Rome', 'relative:sister'],
    ['relative', 'change', 'My brother moved to Oslo.', 'Oslo', 'relative:brother'],
    ['relative', 'plain', "User's mom lives in Dublin.", 'Dublin', 'relative:mother'],
    ['third', 'change', 'User moved from Boston to Seattle.', 'Seattle'],
    ['third', 'implicit', 'User sold the flat in Leeds, now lives in York.', 'York'],
  ]),
  ...block('hometown', [
    ['third', 'plain', 'User is from Porto.', 'Porto'],
    ['first', 'plain', 'I grew up in Glasgow.', 'Glasgow'],
    ['named', 'plain', 'Maria is originally from Bogotá.', 'Bogotá', 'named:maria'],
    ['relative', 'plain', "User's husband is from Cork.", 'Cork', 'relative:husband'],
  ]),
  ...block('employer', [
    ['third', 'plain', 'User works at Google.', 'Google'],
    ['third', 'plain', 'User works for Acme as a designer.', 'Acme'],
    ['first', 'plain', 'I work at Shopify.', 'Shopify'],
    ['first', 'change', 'I just joined Stripe.', 'Stripe'],
    ['third', 'negation', 'User left Google.', 'Google'],
    ['third', 'negation', 'User no longer works at Meta.', 'Meta'],
    ['first', 'negation', 'I quit Amazon.', 'Amazon'],
    ['third', 'change', 'User started working at Spotify.', 'Spotify'],
    ['first', 'correction', 'Actually I work for Deloitte, not PwC.', 'Deloitte'],
    ['named', 'plain', 'Priya works at Microsoft.', 'Microsoft', 'named:priya'],
    ['named', 'change', 'Tom joined Netflix.', 'Netflix', 'named:tom'],
    ['relative', 'plain', "User's wife works at IBM.", 'IBM', 'relative:wife'],
    ['relative', 'negation', 'My dad left Siemens.', 'Siemens', 'relative:father'],
    ['third', 'change', 'User switched from Oracle to SAP.', 'SAP'],
  ]),
  ...block('job_title', [
    ['third', 'plain', 'User works as a data scientist.', 'data scientist'],
    ['third', 'change', 'User was promoted to senior engineer.', 'senior engineer'],
    ['first', 'plain', "I'm a product manager.", 'product manager'],
    ['first', 'change', 'I got promoted to team lead.', 'team lead'],
    ['third', 'plain', "User's job title is staff engineer.", 'staff engineer'],
    ['named', 'plain', 'Maria is a nurse.', 'nurse', 'named:maria'],
    ['named', 'change', 'Tom became a teacher.', 'teacher', 'named:tom'],
    ['relative', 'plain', "User's sister is a lawyer.", 'lawyer', 'relative:sister'],
    ['first', 'correction', "Actually I'm a designer, not a developer.", 'designer'],
    ['third', 'negation', 'User is no longer a student.', 'student'],
  ]),
  ...block('relationship_status', [
    ['third', 'plain', 'User is married.', 'married'],
    ['third', 'change', 'User got engaged.', 'engaged'],
    ['first', 'plain', "I'm single.", 'single'],
    ['first', 'change', 'I got divorced.', 'divorced'],
    ['named', 'plain', 'Maria is engaged.', 'engaged', 'named:maria'],
    ['third', 'negation', 'User is not married.', 'married'],
    ['relative', 'change', 'My brother got married.', 'married', 'relative:brother'],
    ['named', 'change', 'Tom broke up with Sarah.', 'single', 'named:tom'],
  ]),
  ...block('partner', [
    ['third', 'plain', "User's wife is Anna.", 'Anna'],
    ['first', 'plain', 'My partner is Sam.', 'Sam'],
    ['third', 'plain', 'User is married to Daniel.', 'Daniel'],
    ['named', 'plain', 'Maria is dating Luis.', 'Luis', 'named:maria'],
    ['first', 'plain', "My girlfriend's name is Chloe.", 'Chloe'],
  ]),
  ...block('diet', [
    ['third', 'plain', 'User is vegetarian.', 'vegetarian'],
    ['third', 'change', 'User went vegan.', 'vegan'],
    ['first', 'plain', "I'm pescatarian.", 'pescatarian'],
    ['first', 'plain', 'I follow a keto diet.', 'keto'],
    ['third', 'negation', 'User is no longer vegetarian.', 'vegetarian'],
    ['first', 'negation', "I'm not vegan anymore.", 'vegan'],
    ['named', 'plain', 'Maria is vegan.', 'vegan', 'named:maria'],
    ['relative', 'plain', "User's son is vegetarian.", 'vegetarian', 'relative:son'],
    ['third', 'plain', 'User is on a gluten-free diet.', 'gluten-free'],
    ['first', 'correction', "Actually I'm vegetarian, not vegan.", 'vegetarian'],
  ]),
  ...block('allergy', [
    ['third', 'plain', 'User is allergic to peanuts.', 'peanuts'],
    ['first', 'plain', "I'm allergic to shellfish.", 'shellfish'],
    ['third', 'plain', 'User has a severe penicillin allergy.', 'penicillin'],
    ['named', 'plain', 'Maria is allergic to cats.', 'cats', 'named:maria'],
    ['relative', 'plain', 'My daughter is allergic to eggs.', 'eggs', 'relative:daughter'],
    ['third', 'negation', 'User is no longer allergic to dairy.', 'dairy'],
    ['first', 'plain', 'I have a nut allergy.', 'nut'],
  ]),
  ...block('pronouns', [
    ['third', 'plain', "User's pronouns are they/them.", 'they/them'],
    ['first', 'plain', 'My pronouns are she/her.', 'she/her'],
    ['named', 'plain', 'Alex uses he/him pronouns.', 'he/him', 'named:alex'],
    ['first', 'change', 'My pronouns are now they/them.', 'they/them'],
  ]),
  ...block('name', [
    ['third', 'plain', "User's name is Jordan.", 'Jordan'],
    ['first', 'plain', 'My name is Elena.', 'Elena'],
    ['first', 'change', 'I changed my name to Kai.', 'Kai'],
    ['first', 'correction', 'Actually my name is Jon, not John.', 'Jon'],
  ]),
  ...block('nickname', [
    ['third', 'plain', 'User goes by Liz.', 'Liz'],
    ['first', 'plain', 'Call me Sam.', 'Sam'],
    ['first', 'plain', 'My nickname is Ace.', 'Ace'],
    ['named', 'plain', 'Robert goes by Bob.', 'Bob', 'named:robert'],
    ['third', 'plain', 'User prefers to be called Max.', 'Max'],
  ]),
  ...block('timezone', [
    ['third', 'plain', "User's timezone is UTC+2.", 'UTC+2'],
    ['third', 'change', "User's timezone is now UTC-5.", 'UTC-5'],
    ['first', 'plain', "I'm in CET.", 'CET'],
    ['first', 'plain', 'My time zone is PST.', 'PST'],
    ['third', 'plain', 'User is on Pacific time.', 'Pacific'],
    ['named', 'plain', 'Maria is in the EST timezone.', 'EST', 'named:maria'],
    ['first', 'change', 'I switched to GMT+1 time.', 'GMT+1'],
    ['first', 'correction', 'Actually my timezone is UTC+1.', 'UTC+1'],
  ]),
  ...block('language', [
    ['third', 'plain', 'User speaks Spanish.', 'Spanish'],
    ['first', 'plain', 'I speak Japanese.', 'Japanese'],
    ['first', 'plain', "I'm fluent in German.", 'German'],
    ['named', 'plain', 'Maria speaks Portuguese.', 'Portuguese', 'named:maria'],
    ['relative', 'plain', 'My mother speaks Polish.', 'Polish', 'relative:mother'],
    ['third', 'negation', "User doesn't speak French.", 'French'],
  ]),
  ...block('native_language', [
    ['third', 'plain', "User's native language is Dutch.", 'Dutch'],
    ['first', 'plain', 'My mother tongue is Greek.', 'Greek'],
    ['named', 'plain', 'Maria is a native Catalan speaker.', 'Catalan', 'named:maria'],
  ]),
  ...block('learning_language', [
    ['third', 'plain', 'User is learning Korean.', 'Korean'],
    ['first', 'change', 'I started learning Italian.', 'Italian'],
  ]),
  ...block('birthday', [
    ['third', 'value', "User's birthday is March 3.", 'March 3'],
    ['first', 'value', 'My birthday is on 12 July.', '12 July'],
    ['third', 'value', 'User was born on 1990-04-12.', '1990-04-12'],
    ['named', 'value', "Maria's birthday is October 5th.", 'October 5th', 'named:maria'],
    ['relative', 'value', "User's son's birthday is June 1.", 'June 1', 'relative:son'],
    ['first', 'correction', 'Actually my birthday is May 4, not May 14.', 'May 4'],
  ]),
  ...block('age', [
    ['third', 'value', 'User is 34.', '34'],
    ['first', 'value', "I'm 29 years old.", '29'],
    ['third', 'change', 'User just turned 40.', '40'],
    ['named', 'value', 'Maria is 52 years old.', '52', 'named:maria'],
    ['relative', 'value', 'My daughter is 6.', '6', 'relative:daughter'],
    ['first', 'change', 'I turned 31 yesterday.', '31'],
  ]),
  ...block('pet', [
    ['third', 'plain', 'User has a dog named Rex.', 'dog named Rex'],
    ['first', 'plain', 'I have a cat.', 'cat'],
    ['first', 'change', 'I adopted a kitten.', 'kitten'],
    ['named', 'plain', 'Maria has a parrot.', 'parrot', 'named:maria'],
    ['third', 'plain', 'User owns a rabbit.', 'rabbit'],
    ['relative', 'plain', 'My sister has a hamster.', 'hamster', 'relative:sister'],
  ]),
  ...block('schedule:standup', [
    ['third', 'value', "User's standup is at 9:30.", '9:30'],
    ['first', 'change', 'My standup moved to 10am.', '10am'],
    ['org', 'change', 'The daily standup was moved to 9:15.', '9:15'],
  ]),
  ...block('schedule:yoga class', [
    ['first', 'value', 'My yoga class is on Wednesdays.', 'Wednesdays'],
    ['third', 'change', "User's yoga class moved to Thursdays.", 'Thursdays'],
  ]),
  ...block('schedule:piano lesson', [['named', 'value', "Maria's piano lesson is every Friday at 5pm.", 'Friday at 5pm', 'named:maria']]),
  ...block('schedule:meeting', [
    ['third', 'value', "User's weekly meeting is on Tuesdays.", 'Tuesdays'],
    ['first', 'change', 'I moved my meeting to 3pm.', '3pm'],
  ]),
  ...block('tool:database', [
    ['third', 'plain', 'User uses Postgres for the database.', 'Postgres'],
    ['third', 'change', 'User migrated from MySQL to Postgres.', 'Postgres'],
    ['first', 'change', 'I switched to SQLite.', 'SQLite'],
  ]),
  ...block('tool:ci', [
    ['third', 'plain', 'User uses Jenkins for CI.', 'Jenkins'],
    ['first', 'change', 'I migrated from Travis to GitHub Actions.', 'GitHub Actions'],
  ]),
  ...block('tool:deployment', [['first', 'plain', 'I use Ansible for deployment.', 'Ansible']]),
  ...block('tool:issue_tracker', [['third', 'change', 'User switched to Linear.', 'Linear']]),
  ...block('tool:note', [['first', 'plain', 'I use Obsidian for notes.', 'Obsidian']]),
  ...block('favourite:colour', [
    ['third', 'plain', "User's favourite colour is green.", 'green'],
    ['first', 'plain', 'My favorite color is blue.', 'blue'],
    ['first', 'plain', 'Purple is my favourite colour.', 'Purple'],
    ['named', 'plain', "Maria's favourite colour is red.", 'red', 'named:maria'],
  ]),
  ...block('favourite:band', [
    ['third', 'plain', "User's favorite band is Radiohead.", 'Radiohead'],
    ['first', 'change', 'My new favourite band is Phoenix.', 'Phoenix'],
  ]),
  ...block('favourite:food', [['first', 'plain', 'My favourite food is sushi.', 'sushi']]),
  ...block('favourite:movie', [['relative', 'plain', "User's son's favourite movie is Cars.", 'Cars', 'relative:son']]),
  ...block('preference:chart', [
    ['third', 'plain', 'User prefers bar charts over pie charts.', 'bar charts'],
    ['first', 'correction', 'Actually I hate bar charts now, use pie charts.', 'pie charts'],
    ['third', 'plain', 'User prefers line charts.', 'line charts'],
  ]),
  ...block('preference:coffee|tea', [
    ['first', 'plain', 'I prefer tea over coffee.', 'tea'],
    ['named', 'plain', 'Maria prefers coffee to tea.', 'coffee', 'named:maria'],
  ]),
  ...block('preference:mode', [['third', 'plain', 'User prefers dark mode.', 'dark mode']]),
  ...block('preference:space|tab', [['first', 'plain', 'I prefer tabs over spaces.', 'tabs']]),
  ...block('team_size', [
    ['org', 'value', 'Our team has 8 engineers.', '8', 'org:team'],
    ['org', 'change', 'The team grew to 12 people.', '12', 'org:team'],
    ['third', 'value', 'User manages a team of 5.', '5', 'org:team'],
    ['org', 'value', "User's team size is 6.", '6', 'org:team'],
  ]),
  ...block('employee_count', [
    ['org', 'value', 'Our company has 200 employees.', '200', 'org:company'],
    ['named', 'value', 'Acme Corp has 50 employees.', '50', 'org:acme corp'],
  ]),
  ...block('budget', [
    ['third', 'value', "User's budget is $5,000.", '$5,000'],
    ['first', 'value', 'My budget is around 2000 euros.', '2000 euros'],
    ['org', 'change', "The team's budget was cut to $10k.", '$10k', 'org:team'],
    ['third', 'value', 'User has a monthly budget of $300.', '$300'],
    ['first', 'correction', 'Actually my budget is $800.', '$800'],
  ]),
  ...block('salary', [
    ['third', 'value', "User's salary is $120k.", '$120k'],
    ['first', 'value', 'I earn 65k a year.', '65k'],
  ]),
  ...block('email', [
    ['third', 'value', "User's email is jane@example.com.", 'jane@example.com'],
    ['first', 'value', 'My work email is j.doe@acme.io.', 'j.doe@acme.io'],
    ['first', 'change', 'I changed my email to jd@new.org.', 'jd@new.org'],
    ['named', 'value', "Maria's email is maria@mail.es.", 'maria@mail.es', 'named:maria'],
  ]),
  ...block('phone', [
    ['third', 'value', "User's phone number is +44 7700 900123.", '+44 7700 900123'],
    ['first', 'value', 'My mobile is 555-0142.', '555-0142'],
    ['first', 'value', 'My new number is 0612345678.', '0612345678'],
  ]),
  ...block('phone_model', [
    ['third', 'plain', "User's phone is an iPhone 15.", 'iPhone 15'],
    ['first', 'change', 'I switched to a Pixel 8.', 'Pixel 8'],
  ]),
  ...block('editor', [
    ['third', 'plain', 'User uses Vim.', 'Vim'],
    ['first', 'plain', 'My editor is VS Code.', 'VS Code'],
    ['first', 'change', 'I switched to Neovim.', 'Neovim'],
    ['third', 'change', 'User switched from Emacs to Zed.', 'Zed'],
    ['named', 'plain', 'Maria uses Sublime Text.', 'Sublime Text', 'named:maria'],
    ['first', 'negation', "I don't use VS Code anymore.", 'VS Code'],
  ]),
  ...block('os', [
    ['third', 'plain', 'User runs Ubuntu.', 'Ubuntu'],
    ['first', 'plain', "I'm on macOS.", 'macOS'],
    ['first', 'change', 'I switched to Fedora.', 'Fedora'],
    ['third', 'change', 'User moved from Windows to Linux.', 'Linux'],
  ]),
  ...block('cloud', [
    ['third', 'plain', 'User hosts everything on AWS.', 'AWS'],
    ['first', 'change', 'I migrated from Heroku to Fly.io.', 'Fly.io'],
    ['org', 'plain', 'Our company deploys to Azure.', 'Azure', 'org:company'],
  ]),
  ...block('coffee_order', [
    ['third', 'plain', "User's usual coffee order is an oat flat white.", 'oat flat white'],
    ['first', 'plain', 'I always order a double espresso.', 'double espresso'],
    ['first', 'plain', 'I take my coffee black.', 'black'],
    ['named', 'plain', 'Maria drinks a cortado.', 'cortado', 'named:maria'],
  ]),
  ...block('school', [
    ['third', 'plain', 'User studies at MIT.', 'MIT'],
    ['first', 'change', 'I graduated from Stanford.', 'Stanford'],
    ['named', 'plain', 'Maria attends Boston University.', 'Boston University', 'named:maria'],
    ['relative', 'plain', 'My son goes to Lincoln High School.', 'Lincoln High School', 'relative:son'],
  ]),
  ...block('major', [
    ['third', 'plain', 'User majors in physics.', 'physics'],
    ['first', 'change', 'I switched my major to economics.', 'economics'],
    ['named', 'plain', 'Maria studies architecture.', 'architecture', 'named:maria'],
  ]),
  ...block('vehicle', [
    ['third', 'plain', 'User drives a Toyota Prius.', 'Toyota Prius'],
    ['first', 'plain', 'My car is a Volvo.', 'Volvo'],
    ['third', 'implicit', 'User sold the Honda, now drives a Tesla.', 'Tesla'],
    ['named', 'plain', 'Tom drives a Ford.', 'Ford', 'named:tom'],
  ]),
  ...block('manager', [
    ['third', 'plain', "User's manager is Priya.", 'Priya'],
    ['first', 'plain', 'I report to Kenji.', 'Kenji'],
    ['first', 'change', 'My new boss is Laura.', 'Laura'],
  ]),
  ...block('nationality', [
    ['third', 'plain', 'User is a Canadian citizen.', 'Canadian'],
    ['first', 'plain', 'My nationality is Irish.', 'Irish'],
  ]),
  ...block('weight', [['first', 'value', 'I weigh 72 kg.', '72 kg']]),
  ...block('height', [['third', 'value', 'User is 180 cm tall.', '180 cm']]),
  ...block('children_count', [
    ['third', 'value', 'User has 2 kids.', '2'],
    ['first', 'value', 'I have three children.', 'three'],
  ]),
  ...block('instrument', [
    ['third', 'plain', 'User plays the piano.', 'piano'],
    ['first', 'plain', 'I play guitar.', 'guitar'],
    ['named', 'plain', 'Maria plays the cello.', 'cello', 'named:maria'],
  ]),
  ...block('sport', [
    ['third', 'plain', 'User plays tennis.', 'tennis'],
    ['first', 'change', 'I took up padel.', 'padel'],
  ]),
  ...block('condition', [
    ['third', 'plain', 'User has asthma.', 'asthma'],
    ['first', 'change', 'I was diagnosed with ADHD.', 'ADHD'],
  ]),
  ...block('wake_time', [
    ['third', 'value', 'User wakes up at 6am.', '6am'],
    ['first', 'value', 'I get up at 7:30.', '7:30'],
    ['named', 'value', 'Maria wakes up at 5.', '5', 'named:maria'],
  ]),
  ...block('bed_time', [['first', 'value', 'I go to bed at 11pm.', '11pm']]),
  ...block('work_mode', [
    ['third', 'plain', 'User works from home.', 'from home'],
    ['first', 'plain', "I'm fully remote.", 'remote'],
    ['third', 'plain', 'User is back in the office.', 'back in the office'],
  ]),
  ...block('commute', [['third', 'plain', 'User commutes by train.', 'train']]),
  ...block('units', [
    ['third', 'plain', 'User prefers metric units.', 'metric'],
    ['first', 'plain', 'I use Celsius.', 'Celsius'],
  ]),
  ...block('currency', [['third', 'plain', 'User gets paid in EUR.', 'EUR']]),
  ...block('answer_style', [
    ['third', 'plain', 'User wants short answers.', 'short'],
    ['first', 'plain', 'I prefer detailed explanations.', 'detailed'],
  ]),
  ...block('primary_language', [
    ['third', 'plain', "User's main programming language is Rust.", 'Rust'],
    ['first', 'plain', 'I code mostly in Python.', 'Python'],
  ]),
  ...block('plan', [
    ['third', 'plain', 'User is on the Pro plan.', 'Pro'],
    ['first', 'change', 'I upgraded to the Team plan.', 'Team'],
  ]),
  ...block('headquarters', [
    ['org', 'plain', "The company's headquarters are in Austin.", 'Austin', 'org:company'],
    ['org', 'change', 'Our company HQ moved to Denver.', 'Denver', 'org:company'],
  ]),
  ...block('handle:github', [
    ['third', 'value', "User's GitHub handle is @jdoe.", 'jdoe'],
    ['first', 'value', 'My GitHub username is octocat.', 'octocat'],
  ]),
  ...block('anniversary', [['third', 'value', "User's wedding anniversary is June 20.", 'June 20']]),
  ...block('blood_type', [['first', 'value', 'My blood type is O negative.', 'O negative']]),
  ...block('contact_channel', [['third', 'plain', 'User prefers to be contacted via Slack.', 'Slack']]),
  ...block('hobby', [
    ['third', 'plain', 'User enjoys hiking.', 'hiking'],
    ['first', 'plain', 'My hobby is woodworking.', 'woodworking'],
  ]),
  // A second batch of everyday phrasings, written after the first was read.
  ...block('residence', [
    ['first', 'plain', "I'm based in Nairobi.", 'Nairobi'],
    ['third', 'plain', 'The user currently lives in São Paulo.', 'São Paulo'],
    ['named', 'negation', "Tom doesn't live in London anymore.", 'London', 'named:tom'],
    ['first', 'change', "We're relocating to Vienna.", 'Vienna'],
    ['third', 'correction', 'Correction: user lives in Austin, not Dallas.', 'Austin'],
  ]),
  ...block('employer', [
    ['first', 'plain', "I'm employed by the city council.", 'city council'],
    ['named', 'negation', 'Priya quit Uber.', 'Uber', 'named:priya'],
    ['first', 'correction', 'Sorry, I work at Atlassian.', 'Atlassian'],
  ]),
  ...block('job_title', [
    ['first', 'plain', 'I work as an accountant.', 'accountant'],
    ['named', 'change', 'Dana got promoted to VP of Sales.', 'VP of Sales', 'named:dana'],
    ['third', 'plain', "User's role is engineering manager.", 'engineering manager'],
  ]),
  ...block('diet', [
    ['first', 'change', 'I went keto last month.', 'keto'],
    ['third', 'negation', 'User stopped being vegan.', 'vegan'],
    ['named', 'plain', 'Tom follows a paleo diet.', 'paleo', 'named:tom'],
  ]),
  ...block('allergy', [
    ['third', 'plain', 'The user is allergic to latex.', 'latex'],
    ['named', 'plain', 'Dana has a gluten allergy.', 'gluten', 'named:dana'],
  ]),
  ...block('timezone', [
    ['first', 'plain', "I'm on Eastern time.", 'Eastern'],
    ['third', 'plain', 'User is in UTC+9.', 'UTC+9'],
    ['named', 'change', "Priya's timezone changed to IST.", 'IST', 'named:priya'],
  ]),
  ...block('language', [
    ['first', 'plain', 'I can speak Mandarin.', 'Mandarin'],
    ['named', 'plain', 'Tom is fluent in Arabic.', 'Arabic', 'named:tom'],
  ]),
  ...block('age', [
    ['third', 'value', 'User is 27 years old.', '27'],
    ['named', 'change', 'Dana turned 60.', '60', 'named:dana'],
  ]),
  ...block('birthday', [['named', 'value', 'Tom was born on 3 March 1985.', '3 March 1985', 'named:tom']]),
  ...block('pet', [
    ['named', 'change', 'Priya adopted a puppy.', 'puppy', 'named:priya'],
    ['first', 'plain', 'I have two cats.', 'cats'],
  ]),
  ...block('editor', [
    ['third', 'plain', "User's IDE is IntelliJ.", 'IntelliJ'],
    ['first', 'plain', 'I code in Emacs.', 'Emacs'],
  ]),
  ...block('os', [['named', 'plain', 'Tom uses Windows.', 'Windows', 'named:tom']]),
  ...block('tool:frontend', [['third', 'change', 'User moved from Angular to React.', 'React']]),
  ...block('tool:testing', [['first', 'plain', 'I use Vitest for testing.', 'Vitest']]),
  ...block('email', [['third', 'value', "The user's email address is kim@corp.example.", 'kim@corp.example']]),
  ...block('phone', [['named', 'value', "Dana's phone number is 020 7946 0018.", '020 7946 0018', 'named:dana']]),
  ...block('budget', [['named', 'value', "Priya's budget is 3k.", '3k', 'named:priya']]),
  ...block('favourite:sport', [['third', 'plain', "User's favourite sport is rugby.", 'rugby']]),
  ...block('favourite:book', [['first', 'plain', 'My favourite book is Dune.', 'Dune']]),
  ...block('schedule:dentist appointment', [['first', 'value', 'My dentist appointment is on May 3 at 2pm.', 'May 3 at 2pm']]),
  ...block('schedule:retro', [['org', 'change', 'The retro got moved to Friday.', 'Friday']]),
  ...block('relationship_status', [['first', 'correction', "Actually I'm divorced.", 'divorced']]),
  ...block('pronouns', [['third', 'plain', 'User uses she/they pronouns.', 'she/they']]),
  ...block('name', [['named', 'change', 'Chris changed their name to Robin.', 'Robin', 'named:chris']]),
  ...block('nationality', [['named', 'plain', 'Dana is a German citizen.', 'German', 'named:dana']]),
  ...block('work_mode', [['first', 'plain', 'I work remotely.', 'remotely']]),
  ...block('units', [['third', 'plain', 'User uses imperial units.', 'imperial']]),
  ...block('answer_style', [['first', 'plain', 'I want concise answers.', 'concise']]),
  ...block('plan', [['org', 'plain', 'Our team is on the Enterprise plan.', 'Enterprise', 'org:team']]),
  ...block('sport', [['named', 'plain', 'Tom plays basketball.', 'basketball', 'named:tom']]),
  ...block('condition', [['named', 'plain', 'Dana has type 1 diabetes.', 'type 1 diabetes', 'named:dana']]),
  ...block('hobby', [['named', 'plain', 'Priya is into knitting.', 'knitting', 'named:priya']]),
  ...block('primary_language', [['named', 'plain', "Tom's main language is Go.", 'Go', 'named:tom']]),
  ...block('headquarters', [['named', 'plain', 'Initech Inc is headquartered in Ohio.', 'Ohio', 'org:initech inc']]),
  ...block('handle:twitter', [['first', 'value', 'My Twitter handle is @kimcodes.', 'kimcodes']]),
  ...block('salary', [['named', 'value', "Dana's salary is 90,000 euros.", '90,000 euros', 'named:dana']]),
  ...block('major', [['first', 'plain', "I'm majoring in biology.", 'biology']]),
  ...block('hometown', [['third', 'plain', 'User was born in Lagos.', 'Lagos']]),
  ...block('partner', [['named', 'plain', 'Tom is married to Sarah.', 'Sarah', 'named:tom']]),
  ...block('team_size', [['org', 'value', 'Our team is 4 people.', '4', 'org:team']]),
  ...[
    'User loves Berlin in the spring.',
    'I had coffee with Maria.',
    'User is looking for a new job.',
    'Maria said the standup was long.',
    'User bought groceries.',
    'User is thinking about moving to Spain.',
    'What timezone is the user in?',
    'User likes the new logo.',
    'We discussed the budget.',
    'User went hiking last weekend.',
  ].map((text): SlotCase => ({ text, family: 'third', form: 'none', expect: null })),
  // Implicit changes across the taxonomy (held out as a family).
  ...block('employer', [['third', 'implicit', 'User left Google, now works at Anthropic.', 'Anthropic']]),
  ...block('editor', [['third', 'implicit', 'I gave up on Emacs and use VS Code now.', 'VS Code']]),
  ...block('residence', [['third', 'implicit', 'I sold my house in Denver and now live in Austin.', 'Austin']]),
  ...block('diet', [['third', 'implicit', 'User quit meat, now vegetarian.', 'vegetarian']]),
  ...block('os', [['third', 'implicit', 'I ditched Windows, I run Linux now.', 'Linux']]),
  // No slot: events, questions, pronoun subjects, opinions without an attribute.
  ...[
    'User went to a concert last night.',
    'User visited Paris in 2019.',
    'Where does the user live?',
    'She lives in Berlin.',
    'He works at Google.',
    'User had pasta for lunch.',
    'User thinks the new design is confusing.',
    'User mentioned a trip to Japan.',
    'I watched a movie yesterday.',
    'User asked about the refund policy.',
    'They moved to Paris.',
    'User is tired today.',
    'I ran 5 km this morning.',
    'User read an article about Rust.',
    'The meeting went well.',
  ].map((text): SlotCase => ({ text, family: 'third', form: 'none', expect: null })),
];

export function isHeldOut(c: SlotCase): boolean {
  const base = c.expect?.attribute.split(':')[0] ?? '';
  return HOLDOUT_ATTRIBUTES.has(base) || HOLDOUT_FAMILIES.has(c.family) || HOLDOUT_FAMILIES.has(c.form);
}

export interface SlotPair {
  older: string;
  newer: string;
  /** True: the newer note updates the older's slot. */
  same: boolean;
  /** The attribute the pair is about (for the split), and its family. */
  attribute: string;
  family: SubjectFamily | 'implicit';
  /** Why a negative is hard. */
  hard?: 'other_person' | 'relative' | 'multi' | 'event' | 'other_attribute' | 'same_value';
}

type P = [older: string, newer: string, same: boolean, attribute: string, family: SlotPair['family'], hard?: SlotPair['hard']];

export const PAIRS: SlotPair[] = (
  [
    // updates
    ['User lives in Berlin.', 'User moved to Paris.', true, 'residence', 'third'],
    ['I live in Madrid.', "I've moved to Lisbon.", true, 'residence', 'first'],
    ['User lives in Boston.', 'Actually, user lives in Cambridge.', true, 'residence', 'third'],
    ['Maria lives in Seville.', 'Maria moved to Valencia.', true, 'residence', 'named'],
    ["User's timezone is UTC+2.", "User's timezone is now UTC-5.", true, 'timezone', 'third'],
    ["I'm in CET.", 'I switched to GMT+1 time.', true, 'timezone', 'first'],
    ['User prefers bar charts over pie charts.', 'Actually I hate bar charts now, use pie charts.', true, 'preference', 'third'],
    ['User works at Google.', 'User joined Stripe.', true, 'employer', 'third'],
    ['I work at Shopify.', 'I work for Deloitte now.', true, 'employer', 'first'],
    ['User works at Meta.', 'User no longer works at Meta.', true, 'employer', 'third'],
    ['User is a junior engineer.', 'User was promoted to senior engineer.', true, 'job_title', 'third'],
    ['User is vegetarian.', 'User went vegan.', true, 'diet', 'third'],
    ['User is vegetarian.', 'User is no longer vegetarian.', true, 'diet', 'third'],
    ['User is single.', 'User got engaged.', true, 'relationship_status', 'third'],
    ["User's birthday is March 3.", "Actually user's birthday is March 13.", true, 'birthday', 'third'],
    ['User is 34.', 'User just turned 35.', true, 'age', 'third'],
    ["User's standup is at 9:30.", "User's standup moved to 10am.", true, 'schedule', 'third'],
    ["User's favourite colour is green.", 'Blue is my favourite colour.', true, 'favourite', 'first'],
    ['User uses MySQL for the database.', 'User migrated from MySQL to Postgres.', true, 'tool', 'third'],
    ["User's budget is $5,000.", "User's budget is $8,000.", true, 'budget', 'third'],
    ["User's email is jane@example.com.", 'I changed my email to jd@new.org.', true, 'email', 'first'],
    ['User uses Vim.', 'User switched to VS Code.', true, 'editor', 'third'],
    ['I run Windows.', 'I switched to Fedora.', true, 'os', 'first'],
    ['Our team has 8 engineers.', 'The team grew to 12 people.', true, 'team_size', 'org'],
    ["User's pronouns are she/her.", "User's pronouns are now they/them.", true, 'pronouns', 'third'],
    ['User is allergic to dairy.', 'User is no longer allergic to dairy.', true, 'allergy', 'third'],
    ['User is on the Pro plan.', 'User upgraded to the Team plan.', true, 'plan', 'third'],
    ["User's main programming language is Java.", "User's main programming language is Kotlin.", true, 'primary_language', 'third'],
    ["User's phone number is 555-0100.", "User's phone number is 555-0199.", true, 'phone', 'third'],
    ['Maria works at IBM.', 'Maria left IBM.', true, 'employer', 'named'],
    // held-out attributes / families
    ['User drives a Honda.', 'User sold the Honda, now drives a Tesla.', true, 'vehicle', 'implicit'],
    ["User's manager is Priya.", 'My new boss is Laura.', true, 'manager', 'first'],
    ['User hosts everything on Heroku.', 'User migrated from Heroku to Fly.io.', true, 'cloud', 'third'],
    ["User's usual coffee order is a latte.", "User's usual coffee order is an oat flat white.", true, 'coffee_order', 'third'],
    ['User wakes up at 6am.', 'User wakes up at 7am now.', true, 'wake_time', 'third'],
    ['User goes by Liz.', 'Actually user goes by Beth.', true, 'nickname', 'third'],
    ["User's sister lives in Rome.", "User's sister moved to Milan.", true, 'residence', 'relative'],
    ['My brother works at Siemens.', 'My brother left Siemens.', true, 'employer', 'relative'],
    ['User works at Google.', 'User left Google, now works at Anthropic.', true, 'employer', 'implicit'],
    ['I live in Denver.', 'I sold my house in Denver and now live in Austin.', true, 'residence', 'implicit'],
    ['User studies at MIT.', 'User studies at Harvard now.', true, 'school', 'third'],
    // hard negatives: other people
    ['User lives in Berlin.', 'Maria lives in Paris.', false, 'residence', 'named', 'other_person'],
    ['Maria works at IBM.', 'Tom works at Google.', false, 'employer', 'named', 'other_person'],
    ['User is vegetarian.', 'Maria is vegan.', false, 'diet', 'named', 'other_person'],
    ["User's timezone is UTC+2.", 'Maria is in the EST timezone.', false, 'timezone', 'named', 'other_person'],
    ['User is 34.', 'Maria is 52 years old.', false, 'age', 'named', 'other_person'],
    ['User uses Vim.', 'Maria uses Sublime Text.', false, 'editor', 'named', 'other_person'],
    ["User's favourite colour is green.", "Maria's favourite colour is red.", false, 'favourite', 'named', 'other_person'],
    ['User is married.', 'Maria is engaged.', false, 'relationship_status', 'named', 'other_person'],
    // hard negatives: a relative is not the user
    ['User lives in Berlin.', "User's sister lives in Rome.", false, 'residence', 'relative', 'relative'],
    ['User works at Google.', "User's wife works at IBM.", false, 'employer', 'relative', 'relative'],
    ['User is vegan.', "User's son is vegetarian.", false, 'diet', 'relative', 'relative'],
    ['User is 34.', 'My daughter is 6.', false, 'age', 'relative', 'relative'],
    ["User's sister lives in Rome.", "User's brother lives in Oslo.", false, 'residence', 'relative', 'relative'],
    ['User is a designer.', "User's sister is a lawyer.", false, 'job_title', 'relative', 'relative'],
    // hard negatives: multi-valued attributes
    ['User is allergic to peanuts.', 'User is allergic to shellfish.', false, 'allergy', 'third', 'multi'],
    ['User speaks Spanish.', 'User speaks Japanese.', false, 'language', 'third', 'multi'],
    ['User has a dog named Rex.', 'User adopted a kitten.', false, 'pet', 'third', 'multi'],
    ['I have a cat.', 'I have a parrot.', false, 'pet', 'first', 'multi'],
    ['User plays tennis.', 'User took up padel.', false, 'sport', 'third', 'multi'],
    ['User has asthma.', 'User was diagnosed with ADHD.', false, 'condition', 'third', 'multi'],
    ['User enjoys hiking.', 'User enjoys climbing.', false, 'hobby', 'third', 'multi'],
    ['User is learning Korean.', 'User started learning Italian.', false, 'learning_language', 'third', 'multi'],
    ['User plays the piano.', 'User plays the guitar.', false, 'instrument', 'third', 'multi'],
    // hard negatives: events and other attributes
    ['User lives in Berlin.', 'User visited Paris in 2019.', false, 'residence', 'third', 'event'],
    ['User works at Google.', 'User went to a Microsoft conference.', false, 'employer', 'third', 'event'],
    ['User lives in Berlin.', 'User is from Porto.', false, 'residence', 'third', 'other_attribute'],
    ["User's standup is at 9:30.", "User's yoga class is on Wednesdays.", false, 'schedule', 'third', 'other_attribute'],
    ['User uses Postgres for the database.', 'User uses Jenkins for CI.', false, 'tool', 'third', 'other_attribute'],
    ["User's favourite colour is green.", "User's favourite band is Radiohead.", false, 'favourite', 'third', 'other_attribute'],
    ['User prefers bar charts over pie charts.', 'User prefers dark mode.', false, 'preference', 'third', 'other_attribute'],
    ['User works at Google.', 'User works as a data scientist.', false, 'employer', 'third', 'other_attribute'],
    ['User is 34.', 'User has 2 kids.', false, 'age', 'third', 'other_attribute'],
    ["User's phone is an iPhone 15.", "User's phone number is 555-0142.", false, 'phone', 'third', 'other_attribute'],
    // hard negatives: the same value restated
    ['User lives in Berlin.', 'I live in Berlin.', false, 'residence', 'first', 'same_value'],
    ['User works at Google.', 'User works for Google.', false, 'employer', 'third', 'same_value'],
    ["User's timezone is UTC+2.", 'User is in UTC +2.', false, 'timezone', 'third', 'same_value'],
    ['User prefers bar charts over pie charts.', 'User prefers bar charts.', false, 'preference', 'third', 'same_value'],
    ['User no longer lives in Boston.', 'User lives in Seattle.', false, 'residence', 'third', 'same_value'],
    // held-out negatives
    ['User drives a Toyota.', 'Tom drives a Ford.', false, 'vehicle', 'named', 'other_person'],
    ["User's manager is Priya.", "Maria's manager is Kenji.", false, 'manager', 'named', 'other_person'],
    ['User wakes up at 6am.', 'Maria wakes up at 5.', false, 'wake_time', 'named', 'other_person'],
    ['User goes by Liz.', 'Robert goes by Bob.', false, 'nickname', 'named', 'other_person'],
    ['I play guitar.', 'Maria plays the cello.', false, 'instrument', 'named', 'other_person'],
    ['User studies at MIT.', 'My son goes to Lincoln High School.', false, 'school', 'relative', 'relative'],
    ['My brother lives in Oslo.', 'My sister lives in Oslo.', false, 'residence', 'relative', 'relative'],
    ['My mom speaks Polish.', 'My mom speaks Czech.', false, 'language', 'relative', 'multi'],
    ['User sold the Honda, now drives a Tesla.', 'Tom drives a Honda.', false, 'vehicle', 'implicit', 'other_person'],
    ['User hosts everything on AWS.', 'Our company deploys to Azure.', false, 'cloud', 'org', 'other_person'],
  ] as P[]
).map(([older, newer, same, attribute, family, hard]) => ({ older, newer, same, attribute, family, ...(hard ? { hard } : {}) }));

export function pairHeldOut(p: SlotPair): boolean {
  return HOLDOUT_ATTRIBUTES.has(p.attribute) || HOLDOUT_FAMILIES.has(p.family);
}
