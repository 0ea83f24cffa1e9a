import { describe, expect, it } from 'vitest';
import { maskValues, PrototypeReader, readForPrototypes } from '../../src/language/prototypes.js';
import { sameSlot, slotOf } from '../../src/language/slots.js';

/** A stand-in embedder: unit bag-of-words vectors, so that equal masked predicates are identical and disjoint ones orthogonal. */
function bagOfWords() {
  const vocab = new Map<string, number>();
  const calls: string[][] = [];
  const embed = async (texts: string[]) => {
    calls.push(texts);
    return texts.map((t) => {
      const v = new Array(512).fill(0);
      for (const w of t.toLowerCase().split(/\W+/).filter(Boolean)) {
        if (!vocab.has(w)) vocab.set(w, vocab.size % 512);
        v[vocab.get(w)!] += 1;
      }
      const n = Math.hypot(...v) || 1;
      return v.map((x) => x / n);
    });
  };
  return { embed, calls };
}

describe('value masking', () => {
  it('masks each value by its kind, names case-sensitively, and marks the one left behind', () => {
    const m = maskValues('moved from Boston to Lisbon');
    expect(m.masked).toBe('moved from X to X');
    expect(m.values).toEqual([
      { kind: 'X', text: 'Boston', old: true },
      { kind: 'X', text: 'Lisbon', old: false },
    ]);
    expect(maskValues('went vegan and pays $40 a week').masked).toBe('went diet and pays amount a week');
    expect(maskValues('made scatter plots for the meeting').masked).toBe('made chart type for the meeting');
    expect(maskValues('is on UTC-5').values[0]).toMatchObject({ kind: 'time zone', text: 'UTC-5' });
  });

  it('reads the subject past openers and a leading clause, and the subject named again as "they"', () => {
    const r = readForPrototypes("After the reorg, User's sister no longer goes by Alex; call User's sister Sasha.");
    expect(r?.subject).toMatchObject({ kind: 'relative', relation: 'sister' });
    expect(r?.masked.masked).toBe('no longer goes by X; call they X');
    expect(r?.masked.values.map((v) => [v.text, v.old])).toEqual([['Alex', true], ['Sasha', false]]);
    expect(readForPrototypes('The conference call is at 3pm.')).toBeNull();
    expect(readForPrototypes('Where does the user live?')).toBeNull();
  });
});

describe('PrototypeReader', () => {
  it('takes the attribute of the closest prototype, with its key, the value last stated and the old one', async () => {
    const { embed } = bagOfWords();
    const reader = new PrototypeReader(embed, { floor: 0.9, margin: 0.05 });
    const s = await reader.slotOf('Maria calls Porto home now.');
    expect(s).toMatchObject({ subject: { kind: 'named', name: 'maria' }, attribute: 'residence', value: 'Porto', cardinality: 'single' });
    // The stale note the patterns read and the update only the prototypes read are one slot.
    expect(sameSlot(slotOf('Maria lives in Lisbon.'), s)).toBe(true);
    const tool = await reader.slotOf('User rewrote the UI in Svelte.');
    expect(tool).toMatchObject({ attribute: 'tool:frontend', value: 'Svelte' });
    const team = await reader.slotOf("User's team shrank to 5.");
    expect(team).toMatchObject({ subject: { kind: 'org', name: 'team' }, attribute: 'team_size', value: '5' });
  });

  it('reads nothing from a denied value, an occasion, an intention, another thing of the subject, or a value of the wrong kind', async () => {
    const { embed } = bagOfWords();
    const reader = new PrototypeReader(embed, { floor: 0.5, margin: 0 });
    expect(await reader.slotOf("User doesn't live in Lisbon.")).toBeNull();
    expect(await reader.slotOf('User moved to Lisbon for a conference.')).toBeNull();
    expect(await reader.slotOf('User wants to move to Lisbon.')).toBeNull();
    expect(await reader.slotOf("User's landlord moved to Lisbon.")).toBeNull();
    expect(await reader.slotOf('User is 34 years old and lives in a big city.')).not.toMatchObject({ attribute: 'residence' });
  });

  it('below the floor or within the margin of a sentence that states nothing, no slot', async () => {
    const { embed } = bagOfWords();
    expect(await new PrototypeReader(embed, { floor: 0.99, margin: 0 }).slotOf('User relocated over to Lisbon.')).toBeNull();
    // "visited X last week" is a NONE prototype: an exact match beats every attribute.
    expect(await new PrototypeReader(embed, { floor: 0, margin: 0 }).slotOf('Tomás visited Berlin last week.')).toBeNull();
  });

  it('embeds each attribute’s prototypes once and each masked predicate once', async () => {
    const { embed, calls } = bagOfWords();
    const reader = new PrototypeReader(embed, { floor: 0.9, margin: 0.05 });
    await reader.slotOf('Maria calls Porto home now.');
    const first = calls.length;
    await reader.slotOf('Maria calls Porto home now.');
    await reader.slotOf('Jonas calls Porto home now.');
    expect(calls.length).toBe(first);
    const prototypeCalls = calls.filter((c) => c.length > 1).length;
    await reader.slotOf('Priya calls Lyon home now.');
    expect(calls.filter((c) => c.length > 1).length).toBe(prototypeCalls);
  });
});
