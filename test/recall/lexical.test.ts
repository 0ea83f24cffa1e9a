/**
 * Bounded lexical recall (src/recall/lexical.ts): a scope within the sample is scored
 * whole; of a larger one a sample is scored and only the terms that reach the fusion's
 * BM25 floor alone go to the index, so a word every note carries is never searched. Both drivers.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { scopeKey } from '../../src/contract/scope.js';
import { HashEmbedder } from '../../src/embed/hash.js';
import { matchConditions, nearestEstablished, scopeOf } from '../../src/recall/candidates.js';
import { ScopeMemory } from '../../src/recall/scopeMemory.js';
import { discriminating, LEXICAL_BOUNDS, lexicalFirst, lexicalMatches } from '../../src/recall/lexical.js';
import { WEIGHTS } from '../../src/recall/rank.js';
import { describe, expect, test } from '../support/fixtures.js';
import type { Database } from '../../src/db/database.js';

describe('which terms reach the index in a scope larger than the sample', () => {
  const n = 501;
  test('only a term whose idf reaches the BM25 floor alone; heaviest first; quoted as written', () => {
    // idf = ln(1 + (n − df + 0.5) / (df + 0.5)): df 1 → 6.0, df 8 → 4.1 (both reach 4), df 60 → 2.1, df 480 → 0.04.
    expect(discriminating([['tea', 60], ['zanzibar', 1], ['user', 480], ['oolong', 8]], n)).toEqual(["'zanzibar'", "'oolong'"]);
    expect(discriminating([['tea', 60], ['green', 60], ['user', 480]], n)).toEqual([]);
    expect(WEIGHTS.lexicalFloor).toBe(4);
    expect(discriminating([["o'brien\\x", 0]], n)).toEqual(["'o''brien\\\\x'"]);
  });
});

async function insertNotes(db: Database, tenant: string, contents: string[]): Promise<string[]> {
  const key = scopeKey({ agentId: 'a1', userId: 'u1', threadId: null });
  const ids = contents.map(() => randomUUID());
  await db.db.execute(sql`
    insert into notes (id, tenant_id, agent_id, user_id, scope_level, scope_key, content, content_hash, memory_type, category, status,
                       author_type, source, confidence, evidence, visibility, conflict_policy, pipeline_stage)
    select id, ${tenant}, 'a1', 'u1', 'user', ${key}, c, md5(c || id::text), 'semantic', 'preference', 'active', 'agent', 'user', 'asserted',
           '{"messageId":"m"}'::jsonb, 'immediate', 'append', 'done'
      from unnest(${`{${ids.join(',')}}`}::uuid[], ${`{${contents.map((c) => `"${c}"`).join(',')}}`}::text[]) as t(id, c)`);
  return ids;
}

describe('lexical matches', () => {
  test('a scope larger than the sample: a note outside the notes read is found by its rare word; common words are not searched', async ({ db, tenant }) => {
    await insertNotes(db, tenant, Array.from({ length: LEXICAL_BOUNDS.sample + 100 }, (_, i) => `User likes tea number ${i % 7}.`));
    // Written last, so it is not among the notes the first statement reads (the scan's first ones).
    const [rare] = await insertNotes(db, tenant, ['User likes zanzibar tea.']);
    const match = matchConditions({ tenantId: tenant, agentId: 'a1', userId: 'u1' }, new Date());
    const text = 'does the user like zanzibar tea?';

    const first = await lexicalFirst(db.db, match, { text }, 50);
    expect(first.hits.map((h) => h.id)).not.toContain(rare);
    expect(first.bounded).toBeTruthy();
    // Nothing remembered: the sample's hits and the rare word's.
    const hits = await lexicalMatches(db.db, match, { text }, 50, null);
    expect(hits[0]!.id).toBe(rare);
    expect(hits[0]!.lexical).toBeGreaterThan(WEIGHTS.lexicalFloor);
    expect(hits).toHaveLength(50);
    // Only common words: no index search; the hits are among the notes read.
    const common = await lexicalFirst(db.db, match, { text: 'user likes tea' }, 50);
    expect(common.bounded).toBeNull();
    expect((await lexicalMatches(db.db, match, { text: 'user likes tea' }, 50, null)).map((h) => h.id)).not.toContain(rare);
  });

  test('a large scope\'s statistics are remembered: only its discriminating terms are searched, from the first query on', async ({ db, tenant }) => {
    await insertNotes(db, tenant, Array.from({ length: LEXICAL_BOUNDS.sample + 100 }, (_, i) => `User likes tea number ${i % 7}.`));
    const [rare] = await insertNotes(db, tenant, ['User likes zanzibar tea.']);
    const match = matchConditions({ tenantId: tenant, agentId: 'a1', userId: 'u1' }, new Date());
    const memory = new ScopeMemory();
    const first = await lexicalMatches(db.db, match, { text: 'does the user like zanzibar tea?' }, 50, memory);
    expect(first.map((h) => h.id)).toEqual([rare]);
    const stats = memory.stats(scopeOf(match)!.id)!;
    // The stored key holding them all is remembered too, for every scope that holds it (a thread of the user).
    const thread = matchConditions({ tenantId: tenant, agentId: 'a1', userId: 'u1', threadId: 't1' }, new Date());
    expect(memory.stats(scopeOf(thread)!.id)).toBeUndefined();
    expect(await lexicalMatches(db.db, thread, { text: 'does the user like zanzibar tea?' }, 50, memory)).toHaveLength(1);
    expect(memory.stats(scopeOf(thread)!.id)).toBeUndefined();
    expect(stats.n).toBe(LEXICAL_BOUNDS.sample + 1);
    expect(stats.df.get('tea')).toBe(LEXICAL_BOUNDS.sample + 1);
    // A note written after the statistics were read is found by its rare word (the search covers the whole scope) and scored like the first.
    const [later] = await insertNotes(db, tenant, ['User likes oolong tea.']);
    const again = await lexicalMatches(db.db, match, { text: 'zanzibar or oolong tea?' }, 50, memory);
    expect(again.map((h) => h.id).sort()).toEqual([rare, later].sort());
    expect(again[0]!.lexical).toBeCloseTo(again[1]!.lexical!, 6);
    // Only common words: nothing to search.
    expect(await lexicalMatches(db.db, match, { text: 'user likes tea' }, 50, memory)).toEqual([]);
  });

  test('statistics expire: a large scope that shrank is read whole again', async ({ db, tenant }) => {
    const ids = await insertNotes(db, tenant, Array.from({ length: LEXICAL_BOUNDS.sample + 10 }, (_, i) => `User likes tea number ${i % 7}.`));
    const match = matchConditions({ tenantId: tenant, agentId: 'a1', userId: 'u1' }, new Date());
    let now = 0;
    const memory = new ScopeMemory({ ttlMs: 1000, now: () => now });
    expect(await lexicalMatches(db.db, match, { text: 'user likes tea' }, 50, memory)).toEqual([]);
    await db.db.execute(sql`delete from notes where id in (${sql.join(ids.slice(0, 20).map((id) => sql`${id}::uuid`), sql`, `)})`);
    expect(await lexicalMatches(db.db, match, { text: 'number 3' }, 50, memory)).toEqual([]);
    now = 1000;
    const hits = await lexicalMatches(db.db, match, { text: 'number 3' }, 500, memory);
    expect(hits.length).toBeGreaterThan(50);
    expect(memory.stats(scopeOf(match)!.id)).toBeUndefined();
  });

  test('a scope within the sample is scored whole: common words still score', async ({ db, tenant }) => {
    const [rare] = await insertNotes(db, tenant, ['User likes zanzibar tea.']);
    await insertNotes(db, tenant, Array.from({ length: 40 }, (_, i) => `User likes tea number ${i % 7}.`));
    const match = matchConditions({ tenantId: tenant, agentId: 'a1', userId: 'u1' }, new Date());
    expect((await lexicalFirst(db.db, match, { text: 'user likes tea' }, 100)).bounded).toBeUndefined();
    const hits = await lexicalMatches(db.db, match, { text: 'does the user like zanzibar tea?' }, 100);
    expect(hits).toHaveLength(41);
    expect(hits[0]!.id).toBe(rare);
  });
});

describe('a scope remembered as too large for the exact path', () => {
  test('goes to the HNSW walk without counting its notes again, until the memory expires', async ({ db, tenant }) => {
    const ids = await insertNotes(db, tenant, Array.from({ length: 10 }, (_, i) => `User likes tea number ${i}.`));
    const match = matchConditions({ tenantId: tenant, agentId: 'a1', userId: 'u1' }, new Date());
    let now = 0;
    const memory = new ScopeMemory({ ttlMs: 1000, now: () => now });
    const near = (m: ScopeMemory | null) =>
      nearestEstablished(db.db, match, { vector: new HashEmbedder().embedOne('tea'), model: 'hash-v1' }, { candidateLimit: 10, efSearch: 40, exactThreshold: 5, memory: m });
    expect((await near(memory)).path).toBe('hnsw');
    expect(memory.isLarge(scopeOf(match)!.id)).toBe(true);
    // Another scope holding the same large stored key (here: a thread of that user) is known large too.
    const thread = matchConditions({ tenantId: tenant, agentId: 'a1', userId: 'u1', threadId: 't1' }, new Date());
    expect(memory.isLarge(scopeOf(thread)!.id)).toBe(false);
    expect((await nearestEstablished(db.db, thread, { vector: new HashEmbedder().embedOne('tea'), model: 'hash-v1' }, { candidateLimit: 10, efSearch: 40, exactThreshold: 5, memory })).path).toBe('hnsw');
    expect(memory.isLarge(scopeOf(thread)!.id)).toBe(false);
    await db.db.execute(sql`delete from notes where id in (${sql.join(ids.slice(0, 8).map((id) => sql`${id}::uuid`), sql`, `)})`);
    expect((await near(memory)).path).toBe('hnsw');
    expect((await near(null)).path).toBe('exact');
    now = 1000;
    expect((await near(memory)).path).toBe('exact');
  });
});

describe('a word most notes of the scope carry', () => {
  test('weighs nothing: a note sharing only it is no lexical match, so it cannot pass the similarity floor by it', async ({ db, tenant }) => {
    const [tz, food] = await insertNotes(db, tenant, ['User timezone is UTC+2.', 'User eats sushi on Fridays.', 'User plays chess.', 'User drives a Volvo.']);
    const match = matchConditions({ tenantId: tenant, agentId: 'a1', userId: 'u1' }, new Date());
    const hits = await lexicalMatches(db.db, match, { text: 'What does the user like to eat?' }, 10);
    const score = new Map(hits.map((h) => [h.id, h.lexical ?? 0]));
    // "user" is in all four notes (df 4 of 4): no weight; "eat" in one.
    expect(score.get(tz!) ?? 0).toBe(0);
    expect(score.get(food!)).toBeGreaterThan(0);
    expect([...score.values()].filter((x) => x > 0)).toHaveLength(1);
  });

  test('still counts in a scope too small for statistics, and a word only half the notes carry still counts', async ({ db, tenant }) => {
    const [one, two] = await insertNotes(db, tenant, ['User timezone is UTC+2.', 'User plays chess.']);
    const match = matchConditions({ tenantId: tenant, agentId: 'a1', userId: 'u1' }, new Date());
    const small = await lexicalMatches(db.db, match, { text: 'user' }, 10);
    expect(small.map((h) => h.id).sort()).toEqual([one, two].sort());
    expect(small.every((h) => (h.lexical ?? 0) > 0)).toBe(true);
    await insertNotes(db, tenant, ['Maria plays the piano.', 'Maria lives in Oslo.']);
    const half = await lexicalMatches(db.db, match, { text: 'user' }, 10);
    expect(half.map((h) => h.id).sort()).toEqual([one, two].sort());
    expect(half.every((h) => (h.lexical ?? 0) > 0)).toBe(true);
  });
});
