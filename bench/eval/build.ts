/**
 * Builds the recall eval's data files from the hand-written frames, personas and fillers
 * (`npx tsx bench/eval/build.ts`): bench/eval/data/conversations.json (per user, ten
 * dated sessions of notes) and bench/eval/data/questions.json (question, kind, gold note
 * ids). Deterministic: the same sources always give the same files, and the files are
 * committed so the eval never depends on this script's behaviour changing.
 *
 * A note text that two frames share (e.g. the allergy note, gold for a single-hop
 * question and for dinner advice) is written once, as a memory would hold it once;
 * both questions point at that one note.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FILLERS, HARD_NEGATIVES } from './fillers.js';
import { ANNOTATOR_QUESTIONS, FRAMES, type Kind } from './frames.js';
import { PERSONAS, type Persona } from './personas.js';
import { mulberry32 } from '../lib/random.js';

export interface EvalNote {
  id: string;
  session: number;
  /** ISO 8601: when it was said (the note's occurredAt). */
  occurredAt: string;
  content: string;
}
export interface EvalUser {
  userId: string;
  notes: EvalNote[];
}
export interface EvalQuestion {
  id: string;
  userId: string;
  /** The frame it was built from (frames.ts): what the tune / held-out split is by. */
  frame: string;
  kind: Kind;
  /** `user`: first person, in other words than the notes; `annotator`: third person, in the conversation's words (frames.ts). */
  style: 'user' | 'annotator';
  question: string;
  gold: string[];
}

const SESSIONS = 10;
/** Session n starts 20 days after session n-1, from 2025-01-06 09:00 UTC. */
const sessionStart = (n: number) => Date.UTC(2025, 0, 6, 9) + (n - 1) * 20 * 86_400_000;

const fill = (template: string, p: Persona) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = p[k];
    if (v === undefined) throw new Error(`persona ${p.id} has no slot ${k} (in "${template}")`);
    return v;
  });

export function build(): { users: EvalUser[]; questions: EvalQuestion[] } {
  const users: EvalUser[] = [];
  const questions: EvalQuestion[] = [];
  PERSONAS.forEach((p, pi) => {
    const rnd = mulberry32(1000 + pi);
    const bySession: Array<Array<{ text: string; key?: string }>> = Array.from({ length: SESSIONS + 1 }, () => []);
    const seen = new Set<string>();
    for (const fr of FRAMES)
      for (const n of fr.notes) {
        const text = fill(n.text, p);
        if (seen.has(text)) continue;
        seen.add(text);
        bySession[n.session]!.push({ text });
      }
    FILLERS.forEach((t, i) => bySession[1 + ((i + pi) % SESSIONS)]!.push({ text: fill(t, p) }));
    // Hard negatives spread over the sessions at random (seeded), as real chatter is.
    for (const t of HARD_NEGATIVES) bySession[1 + Math.floor(rnd() * SESSIONS)]!.push({ text: fill(t, p) });

    const notes: EvalNote[] = [];
    const idByText = new Map<string, string>();
    for (let s = 1; s <= SESSIONS; s++) {
      const items = bySession[s]!;
      // Shuffle inside the session (Fisher–Yates), so gold notes are not always first.
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      items.forEach((it, i) => {
        const id = `${p.id}-n${String(notes.length + 1).padStart(3, '0')}`;
        // Notes of one session are a few minutes apart.
        notes.push({ id, session: s, occurredAt: new Date(sessionStart(s) + i * 3 * 60_000).toISOString(), content: it.text });
        idByText.set(it.text, id);
      });
    }
    users.push({ userId: p.id, notes });

    for (const fr of FRAMES) {
      const keyText = new Map(fr.notes.map((n) => [n.key, fill(n.text, p)]));
      const gold = fr.gold.map((k) => {
        const id = idByText.get(keyText.get(k)!);
        if (!id) throw new Error(`frame ${fr.id}: gold ${k} not found`);
        return id;
      });
      questions.push({ id: `${p.id}-${fr.id}`, userId: p.id, frame: fr.id, kind: fr.kind, style: 'user', question: fill(fr.questions[pi % fr.questions.length]!, p), gold });
      const annotated = ANNOTATOR_QUESTIONS[fr.id];
      if (!annotated) throw new Error(`frame ${fr.id} has no annotator question`);
      questions.push({ id: `${p.id}-${fr.id}-a`, userId: p.id, frame: fr.id, kind: fr.kind, style: 'annotator', question: fill(annotated, p), gold });
    }
  });
  return { users, questions };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const out = join(dirname(fileURLToPath(import.meta.url)), 'data');
  mkdirSync(out, { recursive: true });
  const { users, questions } = build();
  writeFileSync(join(out, 'conversations.json'), `${JSON.stringify({ users }, null, 1)}\n`);
  writeFileSync(join(out, 'questions.json'), `${JSON.stringify({ questions }, null, 1)}\n`);
  const kinds = questions.reduce<Record<string, number>>((a, q) => ((a[q.kind] = (a[q.kind] ?? 0) + 1), a), {});
  console.log(`${users.reduce((a, u) => a + u.notes.length, 0)} notes for ${users.length} users, ${questions.length} questions`, kinds);
}
