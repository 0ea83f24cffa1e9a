import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiniLmEmbedder, cosineSimilarity } from '../../src/embed/index.js';
import { HeuristicJudge, type JudgeNote, type Relation } from '../../src/judge/index.js';

// The story pairs (docs/design.md#example) judged at the similarity the real pipeline would measure
// (all-MiniLM-L6-v2), not at hand-picked numbers.
const story: Array<{ newer: string; older: string; relation: Relation; simAtLeast: number; key?: string }> = [
  { older: 'User loves blue charts', newer: 'User no longer likes blue charts — red charts only', relation: 'contradiction', simAtLeast: 0.7 },
  // docs/design.md#pipeline (dedup): sentence embeddings score a statement and its negation almost alike.
  { older: 'User prefers bar charts', newer: 'User hates bar charts', relation: 'contradiction', simAtLeast: 0.85 },
  { older: 'User prefers bar charts over pie charts.', newer: 'The user prefers bar charts to pie charts', relation: 'duplicate', simAtLeast: 0.85 },
  { older: 'User likes coffee', newer: 'User does not like coffee', relation: 'contradiction', simAtLeast: 0.7 },
  { older: 'User drinks coffee every morning', newer: 'User switched to tea instead of coffee', relation: 'contradiction', simAtLeast: 0.5 },
  { older: 'User prefers bar charts', newer: 'User prefers pie charts', relation: 'contradiction', simAtLeast: 0.5, key: 'pref/chart-style' },
  { older: 'User prefers bar charts over pie charts.', newer: 'User prefers dark mode in the editor', relation: 'unrelated', simAtLeast: -1 },
];

function note(content: string, deletionKey: string | null): JudgeNote {
  return { id: content, content, category: 'preference', deletionKey, createdAt: new Date(0) };
}

describe('HeuristicJudge on MiniLM similarities (the design story)', () => {
  let embedder: MiniLmEmbedder;
  beforeAll(() => {
    embedder = new MiniLmEmbedder();
  });
  afterAll(async () => {
    await embedder.close();
  });

  it.each(story)('"$older" vs "$newer" → $relation', async (c) => {
    const [older, newer] = await embedder.embed([c.older, c.newer]);
    const sim = cosineSimilarity(newer!, older!);
    console.log(`[minilm sim] ${sim.toFixed(3)}  "${c.older}"  vs  "${c.newer}"`);
    expect(sim).toBeGreaterThanOrEqual(c.simAtLeast);
    const v = await new HeuristicJudge().compare(note(c.newer, c.key ?? null), note(c.older, c.key ?? null), sim);
    expect(v.relation).toBe(c.relation);
  });
});
