/**
 * The HNSW walk's session settings (src/db/hnswSession.ts): a driver marks a handle only
 * when its connections hold them, and the walk that relies on them (one statement, no
 * transaction) answers exactly what the walk under `SET LOCAL` answers. Both drivers.
 */
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/database.js';
import { HNSW_SESSION, holdsHnswSession } from '../../src/db/hnswSession.js';
import { matchConditions, nearestEstablished } from '../../src/recall/candidates.js';
import { mulberry32 } from '../../bench/lib/random.js';
import { describe, expect, test } from '../support/fixtures.js';
import { pipelineServices, write } from '../pipeline/support.js';

describe('HNSW session settings', () => {
  test('a marked handle holds them; another ef_search never takes the fast path', async ({ db }) => {
    expect(holdsHnswSession(db.db, HNSW_SESSION.efSearch)).toBe(true);
    expect(holdsHnswSession(db.db, HNSW_SESSION.efSearch + 1)).toBe(false);
    const [s] = await rows<{ ef: string; scan: string }>(
      db.db,
      sql`select current_setting('hnsw.ef_search') as ef, current_setting('hnsw.iterative_scan') as scan`,
    );
    expect(s).toEqual({ ef: String(HNSW_SESSION.efSearch), scan: HNSW_SESSION.iterativeScan });
    // A transaction's handle is not the marked one: it sets what it needs itself.
    await db.db.transaction(async (tx) => expect(holdsHnswSession(tx, HNSW_SESSION.efSearch)).toBe(false));
  });

  test('the walk on the session settings answers what the walk under SET LOCAL answers', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    try {
      const rnd = mulberry32(7);
      const vec = () => Array.from({ length: 384 }, () => rnd() - 0.5);
      for (let i = 0; i < 40; i++) await write(services, tenant, { content: `User keeps note number ${i} about topic ${i * 13}.`, userId: 'u1', agentId: 'a1' });
      const ids = await rows<{ id: string }>(db.db, sql`select id from notes where tenant_id = ${tenant} order by id`);
      for (const { id } of ids) {
        await db.db.execute(sql`update notes set status = 'active', embedding = ${`[${vec().join(',')}]`}::vector, embedding_model = 'm' where id = ${id}`);
      }
      const match = matchConditions({ tenantId: tenant, agentId: 'a1', userId: 'u1' }, new Date());
      const opts = { candidateLimit: 10, hnswCandidateLimit: 10, efSearch: HNSW_SESSION.efSearch, force: 'hnsw' as const, memory: null };
      for (let q = 0; q < 5; q++) {
        const query = { vector: vec(), model: 'm' };
        const fast = await nearestEstablished(db.db, match, query, opts);
        const local = await db.db.transaction((tx) => nearestEstablished(tx, match, query, opts));
        expect(fast.path).toBe('hnsw');
        expect(fast.candidates.length).toBe(10);
        expect(fast.candidates.map((c) => c.id)).toEqual(local.candidates.map((c) => c.id));
      }
    } finally {
      await services.close();
    }
  });
});
