/**
 * The Claude extractor on the extraction suite (bench/extract: the templated tune and
 * held-out halves, every phrasing family, and the hand-written dev set) through the real
 * @anthropic-ai/sdk against the local Messages stub (test/judge/support/anthropicStub.ts).
 *
 * The stub cannot read language: it is an ORACLE (bench/extract/oracle.ts) that answers
 * each request from the suite's labels of the events it was sent (the labelled note, its
 * kind's slot key, the turn id). So this tests the plumbing — the prompt carries every
 * event of every family with its id and role, the answer is parsed (plain, fenced or with
 * prose around it), evidence ids and slot keys come back unchanged, the notes read as the
 * labels' subject, attribute and value, and score as the labels — not the quality of any
 * model. The blind sets (fresh, fresh2) are left out: their labels are not for reading.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildDev } from '../../bench/extract/dev.js';
import { labelOracle, SLOT } from '../../bench/extract/oracle.js';
import { scoreNotes } from '../../bench/extract/score.js';
import { buildSuite } from '../../bench/extract/suite.js';
import { AnthropicExtractor, EXTRACT_SYSTEM } from '../../src/extract/anthropic.js';
import { DeterministicExtractor } from '../../src/extract/deterministic.js';
import type { Candidate } from '../../src/extract/types.js';
import { slotOf } from '../../src/language/slots.js';
import { AnthropicStub } from '../judge/support/anthropicStub.js';

const conversations = [...buildSuite(), ...buildDev()];
const oracle = labelOracle(conversations);
const { turns, sent } = oracle;

let stub: AnthropicStub;
const results = new Map<string, Candidate[]>();

beforeAll(async () => {
  stub = await AnthropicStub.start();
  stub.respondWith(oracle.respond);
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

  test('each note reads as its label’s subject, attribute and value (the hardening’s slot reader), in every family', () => {
    const families = new Map<string, { labels: number; same: number }>();
    for (const conv of conversations) {
      const got = results.get(conv.id)!;
      const want = conv.turns.flatMap((t) => t.expect.map((x) => x.note));
      const f = families.get(conv.family) ?? { labels: 0, same: 0 };
      families.set(conv.family, f);
      for (const [i, note] of want.entries()) {
        const label = slotOf(note);
        f.labels++;
        const read = slotOf(got[i]!.content);
        expect({ note, read: read && { subject: read.subject, attribute: read.attribute, value: read.value } }).toEqual({ note, read: label && { subject: label.subject, attribute: label.attribute, value: label.value } });
        if (label && read) f.same++;
      }
    }
    // The check compares slots, not nulls: most labels read as a slot in every family.
    for (const [family, f] of families) expect({ family, slotted: f.same / f.labels > 0.5 }).toEqual({ family, slotted: true });
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
