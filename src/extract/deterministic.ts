/**
 * The deterministic extractor (docs/design.md#background-lane): lasting facts the user
 * states about themselves in their own turns, nothing else. Precision before recall — a
 * missed preference costs one more turn, a wrong one steers every later run.
 *
 * A user turn is cut into clauses (./segment.ts: lines and bullets, sentences, clauses at
 * commas, dashes and the conjunctions that start a new statement), and each clause is
 * read on its own (./reader.ts) for a first-person subject and a predicate the rules
 * know, across 24 kinds of fact (name, nickname, pronouns, age, birthday, residence and
 * moves, employer, job title, work mode, education, languages, diet, allergies, health,
 * family, pets, hobbies, habits, schedules, goals, tech stack, preferences, dislikes).
 * The note is the clean third-person statement of the fact ("User is vegan."), with the
 * chat around it dropped; single-valued facts carry their slot as `deletionKey`
 * (`profile/home`, `profile/employer` …), so a move supersedes the old home.
 *
 * Left alone, per clause: questions, hedges and hypotheticals, quoted and reported
 * speech, the past, passing states, negated statements (except of a liking), other
 * people; per sentence: sarcasm ("/s", 🙄); per turn: instructions to the assistant
 * ("ignore your previous instructions …", "from now on …"); and every assistant and
 * tool event. Quality: `npm run eval:extract` (bench/results/extract.json).
 */
import {
  INSTRUCTION,
  narrowedPlace,
  readAppositiveJob,
  readClause,
  readCompanion,
  readLanguageList,
  readListedAge,
  readTaggedAllergy,
  readTaggedBirthday,
  readTaggedLanguage,
  type Reading,
} from './reader.js';
import { normalisePunctuation, segment, sentencesOf, type TurnClause } from './segment.js';
import type { Candidate, ExtractEvent, Extractor } from './types.js';

/** An edit asked of something already in the conversation ("keep them", "cut it", "rewrite that"). */
const DRAFT_EDIT = /\b(?:keep|cut|drop|remove|change|rewrite|reword|move|shorten|fix|delete|swap|replace|tweak|redo|trim) (?:it|them|this|that|those|these)\b/i;

/** Turns that reach every reader path once (clauses, the tagger, the tagged-allergy fallback). */
const WARM_UP = [
  "Hi, I'm Sam and I live in Porto, so I usually take the train to work every morning.",
  'I prefer short answers btw, and I am allergic to peanuts - my sister is vegan though.',
  "peanut allergy here. We've got two kids and a dog; I speak Portuguese and play the guitar.",
];

/**
 * Facts said across the clauses of one sentence, which the clause reader cannot see
 * reading each alone ("I cannot have sesame, I am allergic", "german, it's my mother
 * tongue", "leap day baby here, feb 29"); each is tried only when the clauses gave no
 * fact of its kind. An allergy may run over a sentence break ("I react to sesame, badly.
 * full allergy"), so it is tried on whole lines too.
 */
const SENTENCE_READERS: Array<[kind: string, read: (sentence: string) => Reading | null, lines: boolean]> = [
  ['allergy', readTaggedAllergy, true],
  ['language', readTaggedLanguage, false],
  ['language', readLanguageList, false],
  ['birthday', readTaggedBirthday, false],
];

/** Statements of home and household, which carry a pet or an employer on the side; a taste or an allergy ("allergic to cats and dogs") does not. */
const SIDE_MENTIONS = new Set(['residence', 'move', 'family', 'work_mode']);

/** "I emigrated to Canada, Halifax specifically": the home, narrowed by the clause after it. */
function narrow(r: Reading, next: TurnClause | undefined): Reading {
  const p = r.deletionKey === 'profile/home' && next ? narrowedPlace(next.text) : null;
  const home = /^User lives in (?<h>.+)\.$/.exec(r.content)?.groups?.h;
  return p && home && !home.includes(p) ? { ...r, content: `User lives in ${p}, ${home}.` } : r;
}

/** Every fact one user turn states: clause by clause, then across each sentence. */
function readTurn(content: string): Reading[] {
  const clauses = segment(content);
  const readings: Reading[] = [];
  // "About me:" on a line of its own: the lines under it describe the speaker.
  const listed = /\b(?:about me|context|background|profile)\s*:\s*(?:\r?\n|$)/i.test(content);
  clauses.forEach((clause, i) => {
    const r = readClause(clause) ?? (clause.question || clause.sarcastic ? null : readListedAge(clause.text, listed));
    if (!r) return;
    const next = clauses[i + 1];
    readings.push(narrow(r, next));
    // "I live in Cardiff with my two cats": a pet or an employer mentioned on the side.
    const side = SIDE_MENTIONS.has(r.kind) ? readCompanion(clause.text) : null;
    if (side && side.kind !== r.kind) readings.push(side);
    // "I'm Kenji Watanabe, the new QA lead": the name, and the job in apposition.
    const job = r.kind === 'name' && next && !next.question ? readAppositiveJob(next.text) : null;
    if (job) readings.push(job);
  });
  if (clauses.some((c) => c.sarcastic)) return readings;
  const lines = normalisePunctuation(content).split(/\r?\n+/);
  const sentences = lines.flatMap(sentencesOf);
  // A claim may sit in the sentence after the one that names it ("… in Spanish? It's my first language.").
  const pairs = sentences.slice(1).map((s, i) => `${sentences[i]} ${s}`);
  for (const [kind, read, whole] of SENTENCE_READERS) {
    if (readings.some((r) => r.kind === kind)) continue;
    for (const s of whole ? [...sentences, ...lines.filter((l) => sentencesOf(l).length > 1)] : kind === 'language' ? [...sentences, ...pairs] : sentences) {
      const r = read(s);
      if (r && !readings.some((x) => x.content === r.content)) readings.push(r);
    }
  }
  return readings;
}

export class DeterministicExtractor implements Extractor {
  readonly id = 'deterministic';

  async warm(): Promise<void> {
    await this.extract(WARM_UP.map((content, i) => ({ id: `warm-${i}`, role: 'user', content, at: new Date(0) })));
  }

  async extract(events: ExtractEvent[]): Promise<Candidate[]> {
    const out: Candidate[] = [];
    // The same statement made twice is one candidate resting on both turns.
    const seen = new Map<string, Candidate>();
    for (const e of events) {
      // Only the user's own words: the assistant's and tools' are not the user's statements.
      if (e.role !== 'user' || INSTRUCTION.test(e.content)) continue;
      const readings = readTurn(e.content);
      // "I like the bullet points, keep them": a taste voiced about the work in hand, with an edit asked of it.
      const aboutTheDraft = DRAFT_EDIT.test(e.content);
      for (const r of readings) {
        if (aboutTheDraft && (r.kind === 'preference' || r.kind === 'dislike')) continue;
        const key = r.content.toLowerCase();
        const twin = seen.get(key);
        if (twin) {
          if (!twin.eventIds.includes(e.id)) twin.eventIds.push(e.id);
          continue;
        }
        const c: Candidate = {
          content: r.content,
          category: r.category,
          confidence: 'asserted',
          eventIds: [e.id],
          rule: r.rule,
          ...(r.deletionKey ? { deletionKey: r.deletionKey } : {}),
        };
        seen.set(key, c);
        out.push(c);
      }
    }
    return out;
  }
}
