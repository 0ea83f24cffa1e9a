/**
 * Attribute slots (src/language/slots.ts) on the labelled suite of slots.cases.ts. The
 * dev half must hold minimum figures; the held-out half (whole attributes and phrasing
 * families never used to tune the patterns) is reported, with only a floor that catches
 * a reader that stopped working altogether.
 */
import { describe, expect, it } from 'vitest';
import { givesUp, normaliseValue, sameSlot, slotOf } from '../../src/language/slots.js';
import { ATTRIBUTES } from '../../src/language/attributes.js';
import { CASES, PAIRS, isHeldOut, pairHeldOut } from './slots.cases.js';
import { scoreHalf } from './slotsScore.js';

describe('slotOf: the notes that motivated slots', () => {
  it('reads a residence change whose embedding is far from the stale fact', () => {
    expect(slotOf('User lives in Berlin.')).toMatchObject({ subject: { kind: 'user' }, attribute: 'residence', value: 'Berlin', cardinality: 'single' });
    expect(slotOf('User moved to Paris.')).toMatchObject({ attribute: 'residence', value: 'Paris', change: { verb: 'moved to' } });
    expect(sameSlot('User lives in Berlin.', 'User moved to Paris.')).toBe(true);
  });

  it('reads a timezone update and a reversed preference', () => {
    expect(sameSlot("User's timezone is UTC+2", "User's timezone is now UTC-5")).toBe(true);
    const pref = slotOf('Actually I hate bar charts now, use pie charts.');
    expect(pref).toMatchObject({ attribute: 'preference:chart', value: 'pie charts', change: { oldValue: 'bar charts' } });
    expect(sameSlot('User prefers bar charts over pie charts.', 'Actually I hate bar charts now, use pie charts.')).toBe(true);
  });

  it('keeps relatives, other people and multi-valued attributes apart', () => {
    expect(slotOf("User's sister Anna lives in Rome.")?.subject).toEqual({ kind: 'relative', relation: 'sister', name: 'anna' });
    expect(sameSlot('User lives in Berlin.', "User's sister lives in Rome.")).toBe(false);
    expect(sameSlot('User lives in Berlin.', 'Maria lives in Rome.')).toBe(false);
    expect(sameSlot('User is allergic to peanuts.', 'User is allergic to shellfish.')).toBe(false);
    expect(sameSlot('User is allergic to peanuts.', 'User is no longer allergic to peanuts.')).toBe(true);
    expect(sameSlot('User lives in Berlin.', 'I live in Berlin.')).toBe(false);
  });

  it('gives up a practice by its noun, a taste by a verb that ends a habit (never by selling it), a time zone left behind', () => {
    expect(givesUp('User gave up veganism and eats cheese again.', slotOf('User is vegan.'))).toBe(true);
    expect(givesUp('User gave up tea and drinks coffee now.', slotOf('User prefers tea.'))).toBe(true);
    expect(givesUp('User sold the tea set to a friend.', slotOf('User prefers tea.'))).toBe(false);
    expect(givesUp('User wiped Windows and runs Ubuntu on everything.', slotOf('User uses Windows.'))).toBe(true);
    expect(givesUp('User left UTC+1 behind after the move; they are on UTC-5 now.', slotOf('User is in UTC+1.'))).toBe(true);
    expect(givesUp("User's sister gave up tea.", slotOf('User prefers tea.'))).toBe(false);
  });

  it('a budget for one named thing is a slot of its own, and the budget replaces it; stepping down, stopping, a phase that is over give a value up', () => {
    expect(sameSlot("User's travel budget is $2000.", "User's hardware budget is $900.")).toBe(false);
    expect(sameSlot("User's travel budget is $2000.", "User's budget is now $1500.")).toBe(true);
    expect(sameSlot("User's monthly budget is $2000.", "User's budget is $1500.")).toBe(true);
    expect(givesUp('User stepped down as team lead and is a staff engineer again.', slotOf('User is a team lead.'))).toBe(true);
    expect(givesUp('User stopped the vegan diet last month.', slotOf('User is vegan.'))).toBe(true);
    expect(givesUp('User stopped at Berlin on the way to Prague.', slotOf('User lives in Berlin.'))).toBe(false);
    expect(givesUp('For the user the pescatarian phase is over.', slotOf('User is pescatarian.'))).toBe(true);
    expect(givesUp('User switched off dark mode.', slotOf('User prefers dark mode.'))).toBe(true);
  });

  it('a cloud provider for one named thing is a slot of its own; for all of them, the provider', () => {
    expect(slotOf('User deploys the frontend on Vercel.')?.attribute).toBe('cloud:frontend');
    expect(sameSlot('User hosts the blog on Netlify.', 'User hosts the shop on Vercel.')).toBe(false);
    expect(slotOf('User hosts everything on AWS.')?.attribute).toBe('cloud');
    expect(sameSlot('User hosts everything on Heroku.', 'User migrated from Heroku to Fly.io.')).toBe(true);
  });

  it('reads nothing where no slot is stated', () => {
    for (const text of ['She lives in Berlin.', 'Where does the user live?', 'User went to a concert last night.', '', '   ']) expect(slotOf(text)).toBeNull();
    expect(sameSlot(null, 'User lives in Berlin.')).toBe(false);
  });

  it('is deterministic and value comparison ignores case, articles and a plural -s', () => {
    for (const c of CASES.slice(0, 40)) expect(slotOf(c.text)).toEqual(slotOf(c.text));
    expect(normaliseValue('the Bar Charts')).toBe(normaliseValue('bar chart'));
    expect(normaliseValue('UTC +2')).toBe(normaliseValue('utc+2'));
  });
});

describe('slot suite', () => {
  it('covers the taxonomy with enough cases, pairs and hard negatives', () => {
    expect(new Set(ATTRIBUTES.map((a) => a.id)).size).toBeGreaterThanOrEqual(40);
    expect(CASES.length).toBeGreaterThanOrEqual(300);
    expect(CASES.filter(isHeldOut).length).toBeGreaterThan(30);
    for (const half of [true, false]) {
      const pairs = PAIRS.filter((p) => pairHeldOut(p) === half);
      expect(pairs.filter((p) => !p.same).length / pairs.length).toBeGreaterThanOrEqual(0.4);
    }
  });

  it('dev half: minimum figures', () => {
    const dev = scoreHalf(false);
    if (dev.misread.length > 0 || dev.wrongPairs.length > 0) console.log('dev misses', JSON.stringify({ misread: dev.misread, wrongPairs: dev.wrongPairs }, null, 1));
    expect(dev.exact).toBeGreaterThanOrEqual(0.95);
    expect(dev.attributePrecision).toBeGreaterThanOrEqual(0.98);
    expect(dev.attributeRecall).toBeGreaterThanOrEqual(0.95);
    expect(dev.changeRecall).toBeGreaterThanOrEqual(0.95);
    expect(dev.pairPrecision).toBeGreaterThanOrEqual(0.97);
    expect(dev.pairRecall).toBeGreaterThanOrEqual(0.9);
  });

  it('held-out half: reported', () => {
    const held = scoreHalf(true);
    const { misread, wrongPairs, ...figures } = held;
    console.log('held-out slot figures', JSON.stringify(figures), `misread ${misread.length}, wrong pairs ${wrongPairs.length}`);
    // Only a floor against a broken reader: the held-out figures are measured, not tuned.
    expect(held.attributeRecall).toBeGreaterThan(0.3);
    expect(held.pairPrecision ?? 1).toBeGreaterThan(0.5);
  });
});
