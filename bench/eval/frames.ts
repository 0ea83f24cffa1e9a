/**
 * Fact frames of the recall eval: the notes a memory pipeline would have written over
 * ten sessions with one user, and the questions that user later asks, with the notes
 * that answer them (gold). Slots `{x}` come from ./personas.ts.
 *
 * Written by hand, with the questions phrased the way people ask (first person, other
 * words than the note: "what does my sister do for a living" ↔ "…works as a dentist"),
 * some naming an entity (a pet, a project codename) and some not. Each persona asks one
 * question per frame, a different phrasing per persona where a frame has several.
 *
 * Kinds: single-hop (one note answers), multi-hop (two or more notes must be combined),
 * temporal (the topic was updated across sessions; the question asks for the latest or
 * the first state), open-domain (advice whose answer depends on several remembered facts).
 * Confusers (`gold: false`) are notes on the same topic that do not answer the question.
 */
export type Kind = 'single-hop' | 'multi-hop' | 'temporal' | 'open-domain';

export interface FrameNote {
  key: string;
  /** Session 1..10 in which the note was written. */
  session: number;
  text: string;
}

export interface Frame {
  id: string;
  kind: Kind;
  notes: FrameNote[];
  questions: string[];
  /** Keys of the notes that answer the questions. */
  gold: string[];
}

const f = (id: string, kind: Kind, notes: Array<[string, number, string]>, questions: string[], gold: string[]): Frame => ({
  id,
  kind,
  notes: notes.map(([key, session, text]) => ({ key, session, text })),
  questions,
  gold,
});

export const FRAMES: Frame[] = [
  // ── single-hop ────────────────────────────────────────────────────────────────
  f('job', 'single-hop',
    [['job', 1, '{name} works as a {role} at {employer}.'], ['colleague', 4, "{name}'s colleague complained that the office coffee machine broke again."]],
    ['What do I do for a living again?', 'Remind me of my current position and company.', 'Which company am I employed by?'], ['job']),
  f('manager', 'single-hop',
    [['mgr', 2, "{name}'s line manager is {manager}, who runs the weekly one-to-ones."], ['mgr-c', 6, '{name} skipped the team social because of a headache.']],
    ['Who is my boss?', 'Who do I report to at work?', 'Whose one-on-ones do I attend?'], ['mgr']),
  f('project', 'single-hop',
    [['proj', 2, "{name}'s main work project is {codename}, which is about {projectGoal}."]],
    ['What is {codename} about?', 'What was the goal of my main project at work?', 'Tell me what my team is building right now.'], ['proj']),
  f('partner-job', 'single-hop',
    [['pj', 1, "{name}'s partner {partner} is {partnerJob}."], ['pj-c', 5, '{partner} and {name} argued about whose turn it was to cook.']],
    ['What does {partner} do for work?', "What is my spouse's profession?", 'Where does my other half work, what kind of job?'], ['pj']),
  f('kid-age', 'single-hop',
    [['kid', 1, '{name} has a child, {kid}, who is {kidAge} years old.'], ['kid-c', 7, '{name} mentioned a neighbour has twins the same age as {kid}.']],
    ['How old is my kid?', "What's {kid}'s age?", 'Remind me how old my child is.'], ['kid']),
  f('kid-activity', 'single-hop',
    [['act', 3, '{kid} recently started {kidActivity} twice a week after school.']],
    ['What after-school activity does my child do?', 'What is {kid} doing in the afternoons these days?', 'Which extracurricular did my kid pick up?'], ['act']),
  f('sibling-job', 'single-hop',
    [['sj', 2, "{name}'s {siblingRel} {sibling} works as a {siblingJob}."]],
    ['What does my {siblingRel} do?', "What's {sibling}'s occupation?", 'What line of work is my sibling in?'], ['sj']),
  f('pet', 'single-hop',
    [['pet', 1, '{name} has a {petKind} called {pet}.'], ['pet-c', 8, "{name}'s friend {friend} is thinking about getting a rescue animal."]],
    ['What breed or kind of animal is {pet}?', 'What kind of pet do I have?', "What's my pet's name?"], ['pet']),
  f('pet-health', 'single-hop',
    [['vet', 5, '{pet} saw the vet for {petIssue} and needs follow-up treatment.'], ['vet-c', 9, '{name} bought a new lead and a bag of treats.']],
    ['What was wrong with {pet} at the vet?', 'Why did my animal need to see the vet?', 'What health problem does my pet have?'], ['vet']),
  f('allergy', 'single-hop',
    [['allergy', 1, '{name} is allergic to {allergy}.'], ['allergy-c', 6, "{kid}'s class has a strict no-nuts policy for lunchboxes."]],
    ['Is there anything I am allergic to?', 'What should a doctor know about my allergies?', 'What gives me an allergic reaction?'], ['allergy']),
  f('diet', 'single-hop',
    [['diet', 2, '{name} eats a {diet} diet.']],
    ['What are my dietary restrictions?', 'How do I eat, any diet I follow?', 'What kind of food do I avoid?'], ['diet']),
  f('condition', 'single-hop',
    [['cond', 3, '{name} manages {condition} and takes {medication} daily.'], ['cond-c', 7, "{partner}'s mother was in hospital for a hip replacement."]],
    ['What medication am I on?', 'Which pills do I take every day and why?', 'What chronic health issue do I have?'], ['cond']),
  f('doctor', 'single-hop',
    [['doc', 3, "{name}'s GP is {doctor} at the local practice."]],
    ["Who's my family physician?", 'What is the name of my doctor?', 'Which GP should I book with?'], ['doc']),
  f('car', 'single-hop',
    [['car', 2, '{name} drives {car}.'], ['car-c', 8, '{name} got a parking ticket outside the supermarket.']],
    ['What car do I have?', 'What vehicle do I own?', 'Which make and model is my car?'], ['car']),
  f('hobby', 'single-hop',
    [['hobby', 4, '{name} took up {hobby} as a weekend hobby and loves it.']],
    ['What do I like to do on weekends?', 'What creative pastime did I start?', 'Remind me what hobby I picked up.'], ['hobby']),
  f('sport', 'single-hop',
    [['sport', 3, '{name} goes {sport} with friends every Thursday evening.']],
    ['What sport do I play during the week?', 'What do I do on Thursday nights?', 'Which physical activity do I do with my mates?'], ['sport']),
  f('language', 'single-hop',
    [['lang', 5, '{name} is learning {language} with an app and a tutor.'], ['lang-c', 2, '{kid} got top marks in the spelling test.']],
    ['Which foreign language am I studying?', 'What language did I say I was learning?', 'Remind me which language tutor I have.'], ['lang']),
  f('book', 'single-hop',
    [['book', 6, '{name} is reading {book} and finds it moving.']],
    ['What novel am I in the middle of?', 'Which book was I reading?', 'What was that book I said was moving?'], ['book']),
  f('drink', 'single-hop',
    [['drink', 1, "{name}'s usual coffee-shop order is {drink}."]],
    ['What do I usually order at a café?', "What's my go-to drink?", 'If you get me a coffee, what should it be?'], ['drink']),
  f('music', 'single-hop',
    [['band', 4, "{name}'s favourite artist lately is {band}."], ['band-c', 9, "{name} can't stand loud music at restaurants."]],
    ['Who have I been listening to a lot?', 'Which band or musician do I love?', "What's my favourite music act?"], ['band']),
  f('show', 'single-hop',
    [['show', 7, '{name} has been binge-watching {show}.']],
    ['What TV series am I watching?', 'Which show have I been bingeing?', 'What were we watching on streaming lately?'], ['show']),
  f('plant', 'single-hop',
    [['plant', 6, '{name} keeps {plant} on the windowsill and worries about overwatering it.']],
    ['Which houseplant do I have?', 'What plant am I worried about overwatering?', 'What grows on my windowsill?'], ['plant']),
  f('laptop', 'single-hop',
    [['laptop', 2, '{name} works on a {laptop} and uses {editor} every day.'], ['laptop-c', 7, 'The office wifi kept dropping during the all-hands.']],
    ['What computer do I use for work?', 'Which editor or design tool do I use daily?', 'What machine do I work on?'], ['laptop']),
  f('tool', 'single-hop',
    [['tool', 4, "{name}'s team tracks everything in {tool}."]],
    ['Which analytics or tracking tool does my team rely on?', 'What software does my team use for tracking?', 'Which dashboard tool do we use at work?'], ['tool']),
  f('anniversary', 'single-hop',
    [['anniv', 5, "{name} and {partner}'s wedding anniversary is on {anniversary}."]],
    ['When is our anniversary?', 'What date did {partner} and I get married?', 'Which day should I book dinner for our anniversary?'], ['anniv']),
  f('fear', 'single-hop',
    [['fear', 8, '{name} admitted being really afraid of {fear}.']],
    ['What am I scared of?', "What's my biggest phobia?", 'What did I confess makes me anxious?'], ['fear']),
  f('volunteer', 'single-hop',
    [['vol', 6, '{name} volunteers with {volunteer} once a month.']],
    ['Where do I volunteer?', 'What charity work do I do?', 'Which cause do I give my time to?'], ['vol']),
  f('instrument', 'single-hop',
    [['instr', 7, '{name} is teaching themself to play the {instrumentSelf}.'], ['instr-c', 3, '{kid} has a school concert next month.']],
    ['Which instrument am I learning?', 'What am I practising musically?', 'What instrument did I buy to learn?'], ['instr']),
  f('course', 'single-hop',
    [['course', 8, '{name} signed up for {course} paid by work.']],
    ['What training am I taking?', 'Which course did my employer pay for?', 'What class did I enrol in?'], ['course']),
  f('team', 'single-hop',
    [['team', 4, '{name} supports {team} and watches every match.']],
    ['Which team do I root for?', 'Who do I support in sport?', "What's my favourite team?"], ['team']),

  // ── multi-hop ─────────────────────────────────────────────────────────────────
  f('sibling-city', 'multi-hop',
    [['sib', 2, "{name}'s {siblingRel} is called {sibling}."], ['sibcity', 6, '{sibling} moved to {siblingCity} for a new job.']],
    ['Which city does my {siblingRel} live in now?', 'Where did my sibling relocate to?', 'If I visit my {siblingRel}, where do I fly to?'], ['sib', 'sibcity']),
  f('partner-hobby-gift', 'multi-hop',
    [['ph', 3, '{partner} spends most Sundays on {partnerHobby}.'], ['pname', 1, "{name}'s partner is called {partner}."], ['bday', 5, "{partner}'s birthday is in {birthdayMonth}."]],
    ["What should I get my partner for their birthday, and when is it?", 'When is my spouse’s birthday and what are they into?', 'Gift idea for my other half, based on what they love doing?'], ['ph', 'pname', 'bday']),
  f('friend-event', 'multi-hop',
    [['fr', 2, "{friend} is one of {name}'s oldest friends from university."], ['fre', 8, '{name} is going to {friend}\'s {friendEvent} next month.']],
    ['What event is my old uni friend having?', "What's coming up for {friend}?", 'Which celebration am I attending for my university friend?'], ['fr', 'fre']),
  f('kid-pet', 'multi-hop',
    [['kp1', 4, '{kid} walks {pet} every morning before school.'], ['kp2', 1, '{name} has a {petKind} called {pet}.'] ],
    ['What animal does my child look after in the mornings?', 'Who walks the pet, and what is it?', 'What does {kid} do before school?'], ['kp1', 'kp2']),
  f('move', 'multi-hop',
    [['mv1', 1, '{name} lives in {city}.'], ['mv2', 2, '{name} grew up in {prevCity} and moved away for work.']],
    ['Where did I live before my current city?', 'Which cities have I lived in?', 'Where am I originally from and where am I now?'], ['mv1', 'mv2']),
  f('health-trip', 'multi-hop',
    [['ht1', 3, '{name} manages {condition} and takes {medication} daily.'], ['ht2', 4, '{name} is planning a trip to {trip} in {tripMonth}.']],
    ['What medicine do I need to pack for my holiday?', 'Anything health-wise to sort out before my trip to {trip}?', 'Which prescriptions should I refill before travelling?'], ['ht1', 'ht2']),

  // ── temporal ──────────────────────────────────────────────────────────────────
  f('race', 'temporal',
    [['r1', 2, '{name} signed up for a {race} and has started training.'], ['r2', 5, 'Training update: {name} pulled a calf muscle and paused for two weeks.'], ['r3', 9, '{name} completed the {race} with a result of {raceTime}.']],
    ['How did my race go in the end?', 'What was my final result in the {race}?', 'Did I finish the event I was training for?'], ['r3']),
  f('savings', 'temporal',
    [['s1', 1, '{name} is saving for {goal}, aiming for {goalAmount}.'], ['s2', 4, '{name} is about a third of the way to the savings target.'], ['s3', 10, '{name} reached the full savings target for {goal}.']],
    ['Where am I with my savings goal now?', 'Did I ever hit my savings target?', "What's the latest on the money I was putting aside?"], ['s3']),
  f('renovation', 'temporal',
    [['rn1', 3, '{name} wants to renovate {renovation} and is collecting quotes.'], ['rn2', 6, 'The builders started work on {renovation}; it is messy but on schedule.'], ['rn3', 10, 'The work on {renovation} is finished and {name} is delighted with it.']],
    ['How is the renovation going?', 'Is the building work at home done yet?', 'What is the current status of the home improvement project?'], ['rn3']),
  f('trip-plan', 'temporal',
    [['tp1', 4, '{name} is planning a trip to {trip} in {tripMonth}.'], ['tp2', 7, '{name} booked flights and a guesthouse for the {trip} trip.'], ['tp3', 10, '{name} got back from {trip} and said the highlight was the food.']],
    ['What did I think of my holiday once I got back?', 'How was my {trip} trip?', 'What was the best part of my last vacation?'], ['tp3']),
  f('job-first', 'temporal',
    [['jf1', 1, '{name} is nervous about a restructuring at {employer}.'], ['jf2', 5, 'The restructuring at {employer} ended; {name} kept the job and got a new team.'], ['jf3', 9, '{name} is enjoying the new team at work.']],
    ['What was I worried about at work at the very beginning?', 'Back when we first talked, what was stressing me at my company?', 'What was my original worry about my employer?'], ['jf1']),
  f('pet-recovery', 'temporal',
    [['pr1', 5, '{pet} saw the vet for {petIssue} and needs follow-up treatment.'], ['pr2', 8, "{pet} is fully recovered, according to the vet's last check."]],
    ['Is {pet} better now?', 'Has my pet recovered from the vet problem?', "What's the latest on my animal's health?"], ['pr2']),

  // ── open-domain ───────────────────────────────────────────────────────────────
  f('dinner', 'open-domain',
    [['d1', 2, '{name} eats a {diet} diet.'], ['d2', 1, '{name} is allergic to {allergy}.'], ['d3', 6, "{name}'s favourite cuisine is {cuisine}."], ['d4', 7, "{name}'s signature dish to cook for guests is {dish}."]],
    ['Recommend a restaurant for me for Friday night.', 'What should I cook for friends this weekend?', 'Plan a dinner menu that suits me.'], ['d1', 'd3']),
  f('weekend', 'open-domain',
    [['w1', 4, '{name} took up {hobby} as a weekend hobby and loves it.'], ['w2', 3, '{name} goes {sport} with friends every Thursday evening.'], ['w3', 8, '{name} said weekends feel too short with {kid} around.']],
    ['Suggest something fun for me to do on Saturday.', "I'm bored, any ideas for my free time that I'd enjoy?", 'What activities would cheer me up?'], ['w1', 'w2']),
  f('career', 'open-domain',
    [['c1', 1, '{name} works as a {role} at {employer}.'], ['c2', 8, '{name} signed up for {course} paid by work.'], ['c3', 9, '{name} wonders whether to ask for a promotion this year.']],
    ['Help me think about my next career step.', 'Should I go for a promotion? Consider my situation.', 'What skills should I highlight in my performance review?'], ['c1', 'c3']),
  f('travel-advice', 'open-domain',
    [['ta1', 8, '{name} admitted being really afraid of {fear}.'], ['ta2', 4, '{name} is planning a trip to {trip} in {tripMonth}.'], ['ta3', 1, '{name} is allergic to {allergy}.']],
    ['Any tips for my upcoming holiday given what you know about me?', 'Help me prepare for my next trip abroad.', 'What should I keep in mind when travelling this year?'], ['ta2']),
  f('family-weekend', 'open-domain',
    [['fw1', 3, '{kid} recently started {kidActivity} twice a week after school.'], ['fw2', 1, '{name} has a child, {kid}, who is {kidAge} years old.'], ['fw3', 3, '{partner} spends most Sundays on {partnerHobby}.']],
    ['Plan a family day out that everyone at home would like.', 'What could we do together as a family on Sunday?', 'Ideas for a day trip with my spouse and kid?'], ['fw1', 'fw2', 'fw3']),
];

/**
 * One more question per frame, written the way annotators of public conversational-memory
 * benchmarks write theirs: third person, naming the person and the topic in the words of
 * the conversation they read ("What car does Dana drive?"), never the answer itself. The
 * user-style questions above are asked in other words than the notes; these share some
 * with them, as the public benchmark's do (where BM25 alone comes close to MiniLM). Both
 * styles are asked and reported separately (recall.ts), so a fusion tuned to one cannot
 * hide a loss on the other.
 */
export const ANNOTATOR_QUESTIONS: Record<string, string> = {
  job: "What is {name}'s job, and which company does {name} work for?",
  manager: "Who is {name}'s manager at work?",
  project: 'What is {name}\'s work project {codename} about?',
  'partner-job': "What does {name}'s partner {partner} do for a living?",
  'kid-age': "How old is {name}'s child {kid}?",
  'kid-activity': 'What activity did {kid} start after school?',
  'sibling-job': "What is the occupation of {name}'s {siblingRel} {sibling}?",
  pet: "What kind of animal is {name}'s pet {pet}?",
  'pet-health': 'Why did {pet} have to see the vet?',
  allergy: 'What is {name} allergic to?',
  diet: 'What diet does {name} follow?',
  condition: 'What condition does {name} manage, and with which medication?',
  doctor: "Who is {name}'s GP?",
  car: 'What car does {name} drive?',
  hobby: 'What weekend hobby did {name} take up?',
  sport: 'What does {name} do with friends on Thursday evenings?',
  language: 'Which language is {name} learning with a tutor?',
  book: 'What book is {name} reading?',
  drink: "What is {name}'s usual order at the coffee shop?",
  music: "Who is {name}'s favourite artist lately?",
  show: 'Which series has {name} been binge-watching?',
  plant: 'What plant does {name} keep on the windowsill?',
  laptop: 'What laptop and editor does {name} use for work?',
  tool: "What tool does {name}'s team use to track work?",
  anniversary: "When is {name} and {partner}'s wedding anniversary?",
  fear: 'What is {name} afraid of?',
  volunteer: 'Which organisation does {name} volunteer with?',
  instrument: 'Which instrument is {name} teaching themself to play?',
  course: 'Which course did {name} sign up for through work?',
  team: 'Which team does {name} support?',
  'sibling-city': "Where does {name}'s {siblingRel} live now?",
  'partner-hobby-gift': "What does {name}'s partner enjoy doing, and when is the partner's birthday?",
  'friend-event': "Which event of {name}'s university friend is {name} going to?",
  'kid-pet': 'Which pet does {kid} walk before school, and what kind of animal is it?',
  move: 'Where did {name} grow up, and where does {name} live now?',
  'health-trip': 'What medication should {name} bring on the trip to {trip}?',
  race: "What was {name}'s result in the {race}?",
  savings: 'Did {name} reach the savings target for {goal}?',
  renovation: 'Is the renovation of {renovation} finished?',
  'trip-plan': 'What did {name} say was the highlight of the {trip} trip?',
  'job-first': 'What was {name} nervous about at {employer} at first?',
  'pet-recovery': 'Has {pet} recovered after the vet visit?',
  dinner: "What kind of restaurant would {name} enjoy, given {name}'s diet and favourite food?",
  weekend: 'What activities would {name} enjoy in free time?',
  career: 'Should {name} ask for a promotion, given the current job?',
  'travel-advice': 'What should {name} keep in mind for the upcoming trip?',
  'family-weekend': 'What family activity on a Sunday would suit {name}, {partner} and {kid}?',
};
