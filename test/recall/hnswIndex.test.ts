/**
 * The HNSW index holds established notes only (drizzle/0003_hnsw_established.sql) and
 * recall's HNSW statement can still use it: its `status = 'active'` matches the index's
 * predicate. Both drivers.
 */
import { sql } from 'drizzle-orm';
import { rows } from '../../src/db/database.js';
import { hnswSql, matchConditions } from '../../src/recall/candidates.js';
import { describe, expect, test } from '../support/fixtures.js';
import { pipelineServices, write } from '../pipeline/support.js';

describe('HNSW index on established notes', () => {
  test('is partial on status = active, and the HNSW path is planned on it', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    try {
      const d = db.db;
      const [def] = await rows<{ indexdef: string }>(d, sql`select indexdef from pg_indexes where indexname = 'notes_embedding_hnsw_idx'`);
      expect(def!.indexdef).toMatch(/USING hnsw \(embedding vector_cosine_ops\) WHERE \(status = 'active'::text\)/);

      for (const c of ['User likes green tea.', 'User plays chess on Sundays.', 'User is allergic to cats.'])
        await write(services, tenant, { content: c, userId: 'u1', agentId: 'a1' });
      const vec = `[${Array.from({ length: 384 }, (_, i) => ((i * 7) % 11) / 11).join(',')}]`;
      await d.execute(sql`update notes set status = 'active', embedding = ${vec}::vector, embedding_model = 'm' where tenant_id = ${tenant}`);

      const match = matchConditions({ tenantId: tenant, agentId: 'a1', userId: 'u1' }, new Date());
      const query = { vector: Array.from({ length: 384 }, (_, i) => (i % 5) / 5), model: 'm' };
      const plan = await d.transaction(async (tx) => {
        // A three-note table is cheaper to scan: make every other way expensive so the plan shows whether the index qualifies.
        await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true)`);
        return rows<Record<string, string>>(tx, sql`explain ${hnswSql(match, query, 10)}`);
      });
      expect(plan.map((r) => Object.values(r)[0]).join('\n')).toContain('notes_embedding_hnsw_idx');
      const hits = await d.transaction(async (tx) => rows<{ id: string }>(tx, hnswSql(match, query, 10)));
      expect(hits).toHaveLength(3);
    } finally {
      await services.close();
    }
  });
});
