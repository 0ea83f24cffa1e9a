/**
 * The Claude extractor on the extraction suite (bench/extract: the templated tune and
 * held-out halves, every phrasing family, and the hand-written dev set) through the real
 * @anthropic-ai/sdk against the local Messages stub (test/judge/support/anthropicStub.ts).
 *
 * The stub cannot read language: it is an ORACLE that answers each request from the
 * suite's labels of the events it was sent (the labelled note, its kind's slot key, the
 * turn id). So this tests the plumbing — the prompt carries every event of every family
 * with its id and role, the answer is parsed (plain, fenced or with prose around it),
 * evidence ids and slot keys come back unchanged and score as the labels — not the
 * quality of any model. The blind sets (fresh, fresh2) are left out: their labels are not
 * for reading.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildDev } from '../../bench/extract/dev.js';
import { scoreNotes } from '../../bench/extract/score.js';
import { buildSuite, type SuiteTurn } from '../../bench/extract/suite.js';
import type { Kind } from '../../bench/extract/taxonomy.js';
import { AnthropicExtractor, EXTRACT_SYSTEM } from '../../src/extract/anthropic.js';
import { DeterministicExtractor } from '../../src/extract/deterministic.js';
import type { Candidate } from '../../src/extract/types.js';
import { AnthropicStub } from '../judge/support/anthropicStub.js';

/** The slot of each single-valued kind: the keys the deterministic reader gives them. */
const SLOT: Partial<Record<Kind, string>> = {
  name: 'profile/name',
  nickname: 'profile/preferred-name',
  residence: 'profile/home',
  move: 'profile/home',
  employer: 'profile/employer',
  job_title: 'profile/occupation',
  work_mode: 'profile/work-mode',
  age: 'profile/age',
  birthday: 'profile/birthday',
  pronouns: 'profile/pronouns',
  diet: 'profile/diet',
};

const conversations = [...buildSuite(), ...buildDev()];
const turns = new Map<string, SuiteTurn>(conversations.flatMap((c) => c.turns.map((t) => [t.id, t] as const)));
// What each answer wraps its JSON in, in turn: the parser must read all three.
const WRAP = [(j: string) => j, (j: string) => `\`\`\`json\n${j}\n\`\`\``, (j: string) => `Here are the memories I found:\n${j}\nLet me know if you need more.`];

let stub: AnthropicStub;
const sent: Array<{ id: string; role: string; content: string }[]> = [];
const results = new Map<string, Candidate[]>();

beforeAll(async () => {
  stub = await AnthropicStub.start();
  stub.respondWith((body) => {
    const text = String(body.messages[0].content);
    const events = JSON.parse(text.slice(text.indexOf('['))) as Array<{ id: string; role: string; content: string }>;
    sent.push(events);
    const memories = events.flatMap((e) =>
      (turns.get(e.id)?.expect ?? []).map((x) => ({
        content: x.note,
        category: x.kind === 'preference' || x.kind === 'dislike' ? 'preference' : 'fact',
        eventIds: [e.id],
        statedByUser: true,
        ...(SLOT[x.kind] ? { deletionKey: SLOT[x.kind] } : {}),
      })),
    );
    return { text: WRAP[sent.length % WRAP.length]!(JSON.stringify({ memories })) };
  });
  const extractor = new AnthropicExtractor({ apiKey: 'test-key', baseURL: stub.url, model: 'claude-test' });
  for (const conv of conversations) {
    results.set(conv.id, await extractor.extract(conv.turns.map((t) => ({ id: t.id, role: t.role, content: t.content, ...(t.role === 'tool' ? { toolName: 'search' } : {}), at: new Date() }))));
  }
}, 120_000);
afterAll(async () => {
  await stub?.close();
});

describe('Claude extractor on the extraction suite (oracle stub: plumbing, not model quality)', () => {
  test('turn ids are unique across the suite, so the oracle reads each turn once', () => {
    expect(turns.size).toBe(conversations.reduce((n, c) => n + c.turns.length, 0));
  });

  test('one request per conversation, carrying the system prompt and every event with its id, role and exact content', () => {
    expect(stub.requests).toHaveLength(conversations.length);
    for (const [i, conv] of conversations.entries()) {
      expect(stub.requests[i]!.body.system).toBe(EXTRACT_SYSTEM);
      expect(stub.requests[i]!.body.model).toBe('claude-test');
      expect(sent[i]).toEqual(conv.turns.map((t) => ({ id: t.id, role: t.role, ...(t.role === 'tool' ? { toolName: 'search' } : {}), content: t.content })));
    }
  });

  test('every labelled memory comes back in every phrasing family: recall and precision 1, no negative stored', () => {
    for (const split of ['tune', 'heldOut', 'dev'] as const) {
      const convs = conversations.filter((c) => c.split === split);
      const r = scoreNotes(convs, convs.flatMap((c) => results.get(c.id)!));
      expect({ split, recall: r.recall, precision: r.precision, leaked: Object.values(r.negatives).reduce((n, x) => n + x.leaked, 0) }).toEqual({ split, recall: 1, precision: 1, leaked: 0 });
      expect(r.memories).toBeGreaterThan(100);
      for (const [family, t] of Object.entries(r.families)) expect({ family, fn: t.fn, fp: t.fp }).toEqual({ family, fn: 0, fp: 0 });
    }
    const families = new Set(conversations.map((c) => c.family));
    expect(families.size).toBeGreaterThanOrEqual(12);
  });

  test('evidence ids, slot keys and confidence come back as sent', () => {
    for (const conv of conversations) {
      const got = results.get(conv.id)!;
      const want = conv.turns.flatMap((t) => t.expect.map((x) => ({ id: t.id, kind: x.kind, note: x.note })));
      expect(got.map((c) => c.eventIds)).toEqual(want.map((w) => [w.id]));
      expect(got.map((c) => c.deletionKey)).toEqual(want.map((w) => SLOT[w.kind]));
      expect(got.every((c) => c.confidence === 'asserted' && c.rule === 'anthropic:claude-test')).toBe(true);
    }
  });

  test('the prompt names every slot key the deterministic reader gives, and no other', async () => {
    const deterministic = new DeterministicExtractor();
    const keys = new Set<string>();
    for (const conv of conversations) {
      for (const c of await deterministic.extract(conv.turns.map((t) => ({ id: t.id, role: t.role, content: t.content, at: new Date() })))) {
        if (c.deletionKey) keys.add(c.deletionKey);
      }
    }
    const named = new Set([...EXTRACT_SYSTEM.matchAll(/"(profile\/[a-z-]+)"/g)].map((m) => m[1]!));
    expect([...named].sort()).toEqual([...keys].sort());
    expect([...new Set(Object.values(SLOT))].sort()).toEqual([...keys].sort());
  });
});
