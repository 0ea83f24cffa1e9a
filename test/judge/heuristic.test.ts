import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/load.js';
import { HashEmbedder, cosineSimilarity } from '../../src/embed/index.js';
import { HeuristicJudge, createJudge, type Judge, type JudgeNote, type Relation } from '../../src/judge/index.js';

function note(content: string, deletionKey: string | null = null): JudgeNote {
  return { id: content.slice(0, 8), content, category: 'preference', deletionKey, createdAt: new Date(0) };
}

interface Case {
  name: string;
  newer: string;
  older: string;
  /** Cosine similarity as the pipeline would pass it (MiniLM values where measured). */
  sim: number;
  relation: Relation;
  reason: RegExp;
  /** What the verdict's explanation must say (the cue words or values compared). */
  explains?: RegExp;
  newerKey?: string | null;
  olderKey?: string | null;
}

// Similarities marked "MiniLM" were measured with all-MiniLM-L6-v2 (fp16) on these exact texts.
const cases: Case[] = [
  // --- the story of docs/design.md#example ---
  { name: 'story: loves vs no longer likes (MiniLM 0.826)', newer: 'User no longer likes blue charts — red charts only', older: 'User loves blue charts', sim: 0.826, relation: 'contradiction', reason: /^negation:0\.826$/, explains: /no longer like.*loves/ },
  { name: 'story: prefers vs hates (MiniLM 0.895)', newer: 'User hates bar charts', older: 'User prefers bar charts', sim: 0.895, relation: 'contradiction', reason: /^antonym:0\.895$/, explains: /"hates".*"prefers"/ },
  { name: 'story: prefers vs hates at the story value 0.93', newer: 'User hates bar charts', older: 'User prefers bar charts', sim: 0.93, relation: 'contradiction', reason: /^antonym:/ },
  { name: 'story: paraphrase (MiniLM 0.973)', newer: 'The user prefers bar charts to pie charts', older: 'User prefers bar charts over pie charts.', sim: 0.973, relation: 'duplicate', reason: /^restatement:0\.973$/, explains: /each note contains the other/ },
  { name: 'story: no longer likes at the hash-v1 value 0.591 (below the negation floor): the exclusive new value', newer: 'User no longer likes blue charts — red charts only', older: 'User loves blue charts', sim: 0.591, relation: 'contradiction', reason: /^new_value:0\.591$/, explains: /"red".*"blue"/ },
  // --- slots ---
  { name: 'same slot, new value', newer: 'User prefers pie charts', older: 'User prefers bar charts', sim: 0.726, relation: 'contradiction', reason: /^slot_new_value:pref\/chart-style$/, newerKey: 'pref/chart-style', olderKey: 'pref/chart-style' },
  { name: 'same slot, low similarity still contradicts', newer: 'Dashboards: tables', older: 'User prefers bar charts', sim: 0.2, relation: 'contradiction', reason: /^slot_new_value:/, newerKey: 'k', olderKey: 'k' },
  { name: 'same slot, same text modulo case and punctuation', newer: 'user prefers BAR charts', older: 'User prefers bar charts.', sim: 0.99, relation: 'duplicate', reason: /^slot_same_text$/, newerKey: 'k', olderKey: 'k' },
  { name: 'slot on one side only is no slot rule (the new-value rule decides)', newer: 'User prefers pie charts', older: 'User prefers bar charts', sim: 0.726, relation: 'contradiction', reason: /^new_value:/, newerKey: 'k', olderKey: null },
  // --- same text ---
  { name: 'same text at a low similarity (e.g. different model) is a duplicate', newer: 'Deploys on Fridays.', older: 'deploys on fridays', sim: 0.3, relation: 'duplicate', reason: /^same_text$/ },
  // --- polarity ---
  { name: "contraction n't (MiniLM ≈ 0.88)", newer: "User doesn't like coffee", older: 'User likes coffee', sim: 0.884, relation: 'contradiction', reason: /^negation:0\.884$/, explains: /n't like/ },
  { name: 'does not', newer: 'User does not like coffee', older: 'User likes coffee', sim: 0.884, relation: 'contradiction', reason: /^negation:/, explains: /"not like"/ },
  { name: 'bare contraction doesnt', newer: 'User doesnt like coffee', older: 'User likes coffee', sim: 0.88, relation: 'contradiction', reason: /^negation:/ },
  { name: 'always vs never', newer: 'User never uses dark mode', older: 'User always uses dark mode', sim: 0.86, relation: 'contradiction', reason: /^negation:/, explains: /never use/ },
  { name: 'stopped', newer: 'User stopped using Jira', older: 'User uses Jira for tickets', sim: 0.75, relation: 'contradiction', reason: /^negation:/, explains: /stopped use/ },
  { name: 'enable vs disable', newer: 'Disable email notifications for the user', older: 'Enable email notifications for the user', sim: 0.9, relation: 'contradiction', reason: /^antonym:/, explains: /"disable".*"enable"/i },
  { name: 'loves vs hates', newer: 'User hates spicy food', older: 'User loves spicy food', sim: 0.8, relation: 'contradiction', reason: /^antonym:/ },
  { name: 'opposed polarity below the floor is not a contradiction', newer: 'User hates meetings on Monday', older: 'User loves the new dashboard', sim: 0.4, relation: 'unrelated', reason: /^dissimilar:0\.400$/ },
  { name: 'both negated agree (double negation by parity)', newer: "User doesn't like coffee at all", older: 'User does not like coffee', sim: 0.95, relation: 'duplicate', reason: /^restatement:/ },
  { name: "doesn't hate agrees with loves (parity)", newer: "User doesn't hate jazz", older: 'User loves jazz', sim: 0.8, relation: 'unrelated', reason: /^dissimilar:/ },
  { name: "'note' and 'nothing' do not confuse 'not' matching", newer: 'User keeps a note of every meeting', older: 'User keeps notes of every meeting', sim: 0.9, relation: 'duplicate', reason: /^restatement:/ },
  // --- replacement ---
  { name: 'switched to tea instead of coffee (MiniLM 0.611)', newer: 'User switched to tea instead of coffee', older: 'User drinks coffee every morning', sim: 0.611, relation: 'contradiction', reason: /^replacement:0\.611$/, explains: /instead of coffee/ },
  { name: '"X only" with a shared topic', newer: 'Red charts only in reports', older: 'User likes blue charts in reports', sim: 0.72, relation: 'contradiction', reason: /^new_value:/, explains: /"red".*"blue"/ },
  { name: '"instead of" restating the same words is no replacement', newer: 'User prefers bar charts instead of pie charts', older: 'User prefers bar charts over pie charts', sim: 0.95, relation: 'duplicate', reason: /^restatement:/ },
  { name: 'both sides "instead", near-identical: a restatement', newer: 'User drinks tea instead of coffee every day', older: 'User drinks tea instead of coffee', sim: 0.93, relation: 'duplicate', reason: /^restatement:/ },
  { name: 'both sides "only", different values: a change', newer: 'User reads only PDF reports', older: 'User reads only HTML reports', sim: 0.78, relation: 'contradiction', reason: /^new_value:/, explains: /"pdf".*"html"/ },
  { name: 'replacement without a shared topic is unrelated', newer: 'User switched to Linux', older: 'Team meets on Fridays', sim: 0.55, relation: 'unrelated', reason: /^dissimilar:/ },
  { name: 'replacement below its floor is unrelated', newer: 'User switched to tea instead of coffee', older: 'Coffee machine is on floor 3', sim: 0.3, relation: 'unrelated', reason: /^numbers_differ$|^dissimilar:/ },
  // --- numbers ---
  { name: 'changed number at high similarity', newer: 'The team has 7 engineers', older: 'The team has 5 engineers', sim: 0.95, relation: 'contradiction', reason: /^value_changed:/, explains: /"7".*"5"/ },
  { name: 'changed number at lower similarity keeps both', newer: 'Budget is 5000 EUR for Q3', older: 'Budget is 3000 EUR for Q2', sim: 0.8, relation: 'unrelated', reason: /^dissimilar:/ },
  // The judge calls a one-way containment a restatement; the planners retire only the contained side (lostFacts).
  { name: 'extra number: the shorter note is contained in the longer', newer: 'Standup is at 9:30 every weekday', older: 'Standup is every weekday', sim: 0.9, relation: 'duplicate', reason: /^restatement:/, explains: /older note is contained in the newer/ },
  { name: 'same numbers and similar: duplicate', newer: 'Standup starts at 9:30', older: 'The standup is at 9:30', sim: 0.9, relation: 'duplicate', reason: /^restatement:/ },
  // --- plain similarity ---
  { name: 'same attribute, new value (MiniLM 0.726) is an update', newer: 'User prefers pie charts', older: 'User prefers bar charts', sim: 0.726, relation: 'contradiction', reason: /^new_value:0\.726$/, explains: /"prefer": "pie" \(newer\) vs "bar" \(older\)/ },
  { name: 'unrelated topics (MiniLM 0.201)', newer: 'User prefers dark mode in the editor', older: 'User prefers bar charts over pie charts.', sim: 0.201, relation: 'unrelated', reason: /^dissimilar:0\.201$/ },
  { name: 'exactly at the duplicate threshold', newer: 'User likes short answers', older: 'User likes brief and short answers', sim: 0.85, relation: 'duplicate', reason: /^restatement:0\.850$/ },
  { name: 'a paraphrase by synonyms keeps both (nothing proves the words mean the same)', newer: 'User likes short answers', older: 'User wants brief answers', sim: 0.9, relation: 'unrelated', reason: /^each_adds_facts:/ },
  { name: "a comparative keeps its degree: 'couldn't be happier' does not restate 'is happy'", newer: "Lena couldn't be happier with her new camera.", older: 'Lena is happy with her new camera.', sim: 0.88, relation: 'unrelated', reason: /^each_adds_facts:/, explains: /"happier".*"happy"/ },
  { name: 'the same comparative in both notes still restates', newer: 'Jon is happier at the new studio.', older: 'Jon is happier at his new studio.', sim: 0.95, relation: 'duplicate', reason: /^restatement:/ },
  { name: 'just below the duplicate threshold', newer: 'User likes short answers', older: 'User likes brief and short answers', sim: 0.849, relation: 'unrelated', reason: /^dissimilar:/ },
];

describe('HeuristicJudge rules', () => {
  const judge = new HeuristicJudge();

  it.each(cases)('$name → $relation', async (c) => {
    const v = await judge.compare(note(c.newer, c.newerKey ?? null), note(c.older, c.olderKey ?? null), c.sim);
    expect(v.relation).toBe(c.relation);
    expect(v.reason).toMatch(c.reason);
    if (c.explains) expect(v.explanation).toMatch(c.explains);
    expect(v.confidence).toBeGreaterThanOrEqual(0);
    expect(v.confidence).toBeLessThanOrEqual(1);
  });

  it('is symmetric in relation for polarity, replacement and numbers', async () => {
    for (const c of cases.filter((x) => !x.newerKey && !x.olderKey)) {
      const forward = await judge.compare(note(c.newer), note(c.older), c.sim);
      const backward = await judge.compare(note(c.older), note(c.newer), c.sim);
      expect(backward.relation, c.name).toBe(forward.relation);
    }
  });

  it('honours configured thresholds', async () => {
    const strict = new HeuristicJudge({ contradictionFloor: 0.9, duplicateThreshold: 0.99, replacementFloor: 0.7 });
    const hates = await strict.compare(note('User hates bar charts'), note('User prefers bar charts'), 0.895);
    expect(hates.relation).toBe('unrelated');
    const para = await strict.compare(note('The user prefers bar charts to pie charts'), note('User prefers bar charts over pie charts.'), 0.973);
    expect(para.relation).toBe('unrelated');
    const tea = await strict.compare(note('User switched to tea instead of coffee'), note('User drinks coffee every morning'), 0.611);
    expect(tea.relation).toBe('unrelated');
  });

  it('identifies itself and cannot merge', () => {
    expect(judge.id).toBe('heuristic');
    expect(judge.canMerge).toBe(false);
    expect((judge as Judge).merge).toBeUndefined();
  });

  it('rejects an already aborted call', async () => {
    const ac = new AbortController();
    ac.abort(new Error('cancelled'));
    await expect(judge.compare(note('a'), note('b'), 0.5, ac.signal)).rejects.toThrow('cancelled');
  });
});

describe('HeuristicJudge on hash-v1 similarities (the embedder pipeline tests use)', () => {
  const story: Array<[older: string, newer: string, relation: Relation]> = [
    ['User loves blue charts', 'User no longer likes blue charts — red charts only', 'contradiction'],
    ['User prefers bar charts over pie charts.', 'The user prefers bar charts to pie charts', 'duplicate'],
    ['User drinks coffee every morning', 'User switched to tea instead of coffee', 'unrelated'],
    ['User prefers bar charts over pie charts.', 'User prefers dark mode in the editor', 'unrelated'],
  ];
  it.each(story)('"%s" vs "%s" → %s', async (older, newer, relation) => {
    const [o, n] = await new HashEmbedder().embed([older, newer]);
    const v = await new HeuristicJudge().compare(note(newer), note(older), cosineSimilarity(n!, o!));
    expect(v.relation).toBe(relation);
  });
});

describe('createJudge', () => {
  it('returns the heuristic judge with the environment thresholds when no API key is set', async () => {
    const config = loadConfig({ MEMWRIGHT_CONTRADICTION_FLOOR: '0.9', MEMWRIGHT_DEDUP_THRESHOLD: '0.98' });
    const j = await createJudge(config.judge, config.pipeline.thresholds);
    expect(j).toBeInstanceOf(HeuristicJudge);
    // 0.895 is above the default floor (0.7) but below the configured 0.9 — and still never a duplicate.
    const v = await j.compare(note('User hates bar charts'), note('User prefers bar charts'), 0.895);
    expect(v).toMatchObject({ relation: 'unrelated', reason: 'dissimilar:0.895' });
    // 0.973 is above the default duplicate threshold (0.85) but below the configured 0.98.
    const p = await j.compare(note('The user prefers bar charts to pie charts'), note('User prefers bar charts over pie charts.'), 0.973);
    expect(p.relation).toBe('unrelated');
  });

  it('never calls an opposed pair a duplicate, even when the floor is set above the duplicate threshold', async () => {
    const j = new HeuristicJudge({ contradictionFloor: 0.95, duplicateThreshold: 0.85 });
    const v = await j.compare(note('User hates bar charts'), note('User prefers bar charts'), 0.93);
    expect(v.relation).toBe('unrelated');
  });
});
