/**
 * Bounded lexical recall (src/recall/lexical.ts): a scope within the sample is scored
 * whole; a larger one sends only the terms (and pairs) that can reach the fusion's BM25
 * floor to the index, so a word every note carries is never a match to score. Both drivers.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { scopeKey } from '../../src/contract/scope.js';
import { matchConditions } from '../../src/recall/candidates.js';
import { discriminating, LEXICAL_BOUNDS, lexicalFirst, lexicalMatches } from '../../src/recall/lexical.js';
import { WEIGHTS } from '../../src/recall/rank.js';
import { describe, expect, test } from '../support/fixtures.js';
import type { Database } from '../../src/db/database.js';

describe('which terms reach the index in a scope larger than the sample', () => {
  const n = 501;
  test('a rare term alone; two middling ones as a pair; a word most notes carry never', () => {
    // idf = ln(1 + (n − df + 0.5) / (df + 0.5)): df 1 → 6.0 (alone), df 60 → 2.1 (a pair reaches 4), df 480 → 0.04.
    const ops = discriminating([['zanzibar', 1], ['tea', 60], ['green', 60], ['user', 480]], n);
    expect(ops).toEqual(["'zanzibar'", "'green' & 'tea'"]);
    expect(ops.join(' ')).not.toContain('user');
    // Two terms in a fifth of the notes each (idf 1.6) cannot reach the floor together: nothing to search.
    expect(discriminating([['tea', 100], ['green', 100]], n)).toEqual([]);
    expect(WEIGHTS.lexicalFloor).toBe(4);
  });

  test('heaviest first (a pair weighs the sum of its terms), at most maxOperands, lexemes quoted as written', () => {
    const terms: [string, number][] = Array.from({ length: 20 }, (_, i) => [`t${String(i).padStart(2, '0')}`, 10 + i]);
    const ops = discriminating(terms, n);
    expect(ops).toHaveLength(LEXICAL_BOUNDS.maxOperands);
    expect(ops[0]).toBe("'t00' & 't01'");
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
  test('a scope larger than the sample: the note with the rare word first, common words not searched', async ({ db, tenant }) => {
    const filler = Array.from({ length: LEXICAL_BOUNDS.sample + 100 }, (_, i) => `User likes tea number ${i % 7}.`);
    const [rare] = await insertNotes(db, tenant, ['User likes zanzibar tea.']);
    await insertNotes(db, tenant, filler);
    const match = matchConditions({ tenantId: tenant, agentId: 'a1', userId: 'u1' }, new Date());

    const first = await lexicalFirst(db.db, match, { text: 'does the user like zanzibar tea?' }, 50);
    expect(first.bounded).toBeTruthy();
    const hits = await lexicalMatches(db.db, match, { text: 'does the user like zanzibar tea?' }, 50);
    expect(hits[0]!.id).toBe(rare);
    expect(hits[0]!.lexical).toBeGreaterThan(WEIGHTS.lexicalFloor);
    // Only the rare word reached the index ('user', 'like', 'tea' are in every note): one hit, not 601.
    expect(hits).toHaveLength(1);
    // Only common words: nothing can reach the floor, so no search at all.
    expect((await lexicalFirst(db.db, match, { text: 'user likes tea' }, 50)).bounded).toBeNull();
    expect(await lexicalMatches(db.db, match, { text: 'user likes tea' }, 50)).toEqual([]);
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
