/**
 * The turn splitter and the clause reader of the deterministic extractor, on the cases
 * each of their rules exists for (the labelled suite is bench/extract, `npm run eval:extract`).
 */
import { describe, expect, it } from 'vitest';
import { readClause } from '../../src/extract/reader.js';
import { segment } from '../../src/extract/segment.js';

const texts = (turn: string) => segment(turn).map((c) => c.text);
const notes = (turn: string) => segment(turn).flatMap((c) => readClause(c)?.content ?? []);

describe('segment', () => {
  it('does not end a sentence after an abbreviation or an initial', () => {
    expect(texts('P.S. I moved to St. Louis, e.g. near the arch.')).toEqual(['P.S. I moved to St. Louis', 'e.g. near the arch']);
    expect(texts('I work at J. Walter Thompson. I am vegan.')).toEqual(['I work at J. Walter Thompson', 'I am vegan']);
  });

  it('reads bullets as lines and keeps a short label with its value', () => {
    expect(texts('About me:\n- I live in Oslo\n* Employer: Equinor\n• I speak Norwegian')).toEqual(['About me:', 'I live in Oslo', 'Employer: Equinor', 'I speak Norwegian']);
  });

  it('starts a clause at "and" only before a new subject or a request', () => {
    expect(texts("I'm allergic to peanuts and shellfish")).toEqual(["I'm allergic to peanuts and shellfish"]);
    expect(texts("I'm vegan and I live in Porto so can you help")).toEqual(["I'm vegan", 'I live in Porto', 'can you help']);
  });

  it('marks only the asking clause of a question, sarcasm per sentence, a condition for the whole sentence', () => {
    const q = segment("since I'm vegan, what should I cook?");
    expect(q.map((c) => [c.text, c.joiner, c.question])).toEqual([["I'm vegan", 'since', false], ['what should I cook', '', true]]);
    expect(segment('I love Mondays /s. I live in Lyon.').map((c) => c.sarcastic)).toEqual([true, false]);
    expect(segment('If I move to Berlin and I work at SAP, I need a visa').every((c) => c.conditional)).toBe(true);
  });
});

describe('readClause', () => {
  it('states the fact in the third person without the chat around it', () => {
    expect(notes('lol fwiw im vegan btw')).toEqual(['User is vegan.']);
    expect(notes('Please summarise this thread. I moved to Porto last month.')).toEqual(['User lives in Porto.']);
    expect(notes('I usually take my coffee black.')).toEqual(['User usually takes their coffee black.']);
    expect(notes('I prefer dark mode, which is easier on my eyes.')).toEqual(['User prefers dark mode.']);
    expect(notes('Hate flying, honestly')).toEqual(['User hates flying.']);
  });

  it('puts single-valued facts in their slot', () => {
    const [home] = segment('I just moved to Porto').map((c) => readClause(c));
    expect(home?.deletionKey).toBe('profile/home');
    expect(segment('I work at Spotify').map((c) => readClause(c)?.deletionKey)).toEqual(['profile/employer']);
  });

  it('leaves other people, hedges, the past, passing states and the draft at hand alone', () => {
    for (const t of ['my sister is vegan', 'I think I might be vegan', 'I used to live in Paris', "I'm tired today", "I don't like the intro", 'I prefer option B', 'what do I need to move to Berlin?', 'clearly I love spreadsheets 🙄']) {
      expect(notes(t), t).toEqual([]);
    }
  });

  it('reads a lower-case place only in a turn written all in lower case', () => {
    expect(notes('i live in lisbon')).toEqual(['User lives in Lisbon.']);
    expect(notes('I live in fear of deadlines')).toEqual([]);
  });
});
