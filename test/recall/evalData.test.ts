/**
 * The recall eval's committed data (bench/eval/data) is what its sources build, and every
 * question is answerable: its gold notes exist in its user's memory. Guards the eval
 * against drifting from frames.ts / personas.ts silently (the numbers in
 * bench/results/recall-eval.json are only meaningful for the data committed beside them).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { build } from '../../bench/eval/build.js';
import { ANNOTATOR_QUESTIONS, FRAMES } from '../../bench/eval/frames.js';

const committed = (name: string) => JSON.parse(readFileSync(new URL(`../../bench/eval/data/${name}.json`, import.meta.url), 'utf8'));

describe('recall eval data', () => {
  const built = build();

  it('is exactly what build.ts makes from the frames and personas', () => {
    expect(committed('conversations')).toEqual({ users: built.users });
    expect(committed('questions')).toEqual({ questions: built.questions });
  });

  it('asks every frame of every user in both styles, with gold notes from that user', () => {
    expect(Object.keys(ANNOTATOR_QUESTIONS).sort()).toEqual(FRAMES.map((f) => f.id).sort());
    const notesOf = new Map(built.users.map((u) => [u.userId, new Set(u.notes.map((n) => n.id))]));
    for (const u of built.users)
      for (const f of FRAMES) {
        const asked = built.questions.filter((q) => q.userId === u.userId && q.frame === f.id);
        expect(asked.map((q) => q.style).sort()).toEqual(['annotator', 'user']);
        expect(asked[0]!.gold).toEqual(asked[1]!.gold);
      }
    for (const q of built.questions) {
      expect(q.gold.length).toBeGreaterThan(0);
      for (const g of q.gold) expect(notesOf.get(q.userId)!.has(g)).toBe(true);
      expect(q.question).not.toMatch(/\{\w+\}/);
    }
  });
});
