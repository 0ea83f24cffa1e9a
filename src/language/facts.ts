/**
 * The "nothing lost" and "same subject" checks shared by the heuristic judge, the dedup
 * stage and the in-run rewrite of the write path (docs/design.md#precision).
 */
import { analyseNote, type NoteAnalysis } from './analyse.js';
import { ANTONYM_GROUPS, FRAMING } from './cues.js';

const asAnalysis = (n: string | NoteAnalysis): NoteAnalysis => (typeof n === 'string' ? analyseNote(n) : n);

/**
 * What `loser` says that `survivor` does not: its names, numbers, content words (the
 * objects, places and the event itself, compared as lemmas) and time expressions.
 * Empty means the survivor keeps everything and the loser may be retired into it.
 * Paraphrase by other words counts as lost — the check errs on keeping both.
 */
export function lostFacts(loser: string | NoteAnalysis, survivor: string | NoteAnalysis): string[] {
  const l = typeof loser === 'string' ? analyseNote(loser) : loser;
  const s = typeof survivor === 'string' ? analyseNote(survivor) : survivor;
  const lost = [...l.content].filter((w) => !s.content.has(w));
  const times = new Set(s.times);
  for (const t of l.times) if (!times.has(t)) lost.push(t);
  return lost;
}

/** Parity of negations and negative antonym members: notes of different polarity never restate each other. */
export function polarity(n: string | NoteAnalysis): 0 | 1 {
  const a = asAnalysis(n);
  let flips = a.negations.length;
  for (const t of a.tokens) if (ANTONYM_GROUPS.some((g) => g.negative.includes(t.root))) flips++;
  return (flips % 2) as 0 | 1;
}

/**
 * True when `loser` may be retired into `survivor` with nothing lost: every fact of the
 * loser is in the survivor ({@link lostFacts}), both have the same polarity, and the
 * survivor does not frame the statement differently ("allowed his band to tour" does not
 * restate "his band is touring").
 */
export function restates(loser: string | NoteAnalysis, survivor: string | NoteAnalysis): boolean {
  const l = asAnalysis(loser);
  const s = asAnalysis(survivor);
  if (lostFacts(l, s).length > 0 || polarity(l) !== polarity(s)) return false;
  const own = new Set(l.tokens.map((t) => t.root));
  return !s.tokens.some((t) => FRAMING.has(t.root) && !own.has(t.root));
}

/**
 * True when two notes are about different subjects: different named people or things
 * leading the sentence, or people's names with nothing in common. A pronoun-led note
 * ("She …") has an unknown subject and matches nothing.
 */
export function differentSubjects(a: string | NoteAnalysis, b: string | NoteAnalysis): boolean {
  const x = typeof a === 'string' ? analyseNote(a) : a;
  const y = typeof b === 'string' ? analyseNote(b) : b;
  if (x.subject === 'unknown' || y.subject === 'unknown') return true;
  const generic = (s: string) => s === 'user' || s === 'generic';
  if (x.subject !== y.subject && !(generic(x.subject) && generic(y.subject))) return true;
  if (x.people.size > 0 && y.people.size > 0 && ![...x.people].some((n) => y.people.has(n))) return true;
  return false;
}

/** A short human-readable rendering of a subject key for explanations. */
export function subjectLabel(a: NoteAnalysis): string {
  return a.subject.startsWith('name:') ? a.subject.slice(5) : a.subject;
}

/**
 * The judge-independent guard of the pipeline: true only when both notes lead with a
 * named subject and the names differ, or both name people and share none. Unlike
 * {@link differentSubjects} a pronoun or a subject-less note is not a difference, so an
 * LLM verdict on "She …" notes still counts.
 */
export function namedSubjectsDiffer(a: string | NoteAnalysis, b: string | NoteAnalysis): boolean {
  const x = typeof a === 'string' ? analyseNote(a) : a;
  const y = typeof b === 'string' ? analyseNote(b) : b;
  if (x.subject.startsWith('name:') && y.subject.startsWith('name:') && x.subject !== y.subject) return true;
  return x.people.size > 0 && y.people.size > 0 && ![...x.people].some((n) => y.people.has(n));
}
