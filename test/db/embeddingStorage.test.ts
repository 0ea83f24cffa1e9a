/**
 * A note's embedding stays in its row (drizzle/0004_embedding_inline.sql,
 * docs/design.md#embedding-inline): storing one adds nothing to the TOAST table, where
 * pgvector's default (EXTERNAL) put it once the row passed 2 kB. Both drivers.
 */
import { eq, sql } from 'drizzle-orm';
import { rows, type Tx } from '../../src/db/database.js';
import { notes } from '../../src/db/schema.js';
import { describe, expect, test } from '../support/fixtures.js';
import { pipelineServices, write } from '../pipeline/support.js';

class Rollback extends Error {}

describe('embedding storage', () => {
  test('the column is MAIN with a 4 kB TOAST target, and storing a vector writes no TOAST chunk (EXTERNAL, the control, does)', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    try {
      const d = db.db;
      const [col] = await rows<{ attstorage: string }>(d, sql`select attstorage from pg_attribute where attrelid = 'notes'::regclass and attname = 'embedding'`);
      expect(col!.attstorage).toBe('m');
      const [rel] = await rows<{ options: string[] | null }>(d, sql`select reloptions as options from pg_class where relname = 'notes'`);
      expect(rel!.options).toContain('toast_tuple_target=4080');

      const id = await write(services, tenant, { content: 'User keeps a sourdough starter named Clint in the fridge.' });
      const [toast] = await rows<{ name: string }>(d, sql`select reltoastrelid::regclass::text as name from pg_class where relname = 'notes'`);
      const chunks = async (tx: Tx) => Number((await rows<{ n: number | string }>(tx, sql`select count(*) as n from ${sql.raw(toast!.name)}`))[0]!.n);
      const store = async (tx: Tx, seed: number) => {
        const vec = `[${Array.from({ length: 384 }, (_, i) => Math.sin(i * seed) / 20).join(',')}]`;
        await tx.update(notes).set({ embedding: sql`${vec}::vector`, embeddingModel: 'm' }).where(eq(notes.id, id));
      };

      const seen: number[] = [];
      await d
        .transaction(async (tx) => {
          // One snapshot for the whole check: other tests' rows committing meanwhile do not count.
          await tx.execute(sql`set transaction isolation level repeatable read`);
          const before = await chunks(tx);
          await store(tx, 1);
          seen.push((await chunks(tx)) - before);
          // Control: with pgvector's default storage and the default target the same row's vector goes to TOAST.
          await tx.execute(sql`alter table notes alter column embedding set storage external`);
          await tx.execute(sql`alter table notes reset (toast_tuple_target)`);
          await store(tx, 2);
          seen.push((await chunks(tx)) - before);
          throw new Rollback();
        })
        .catch((e: unknown) => {
          if (!(e instanceof Rollback)) throw e;
        });
      expect(seen[0]).toBe(0);
      expect(seen[1]).toBeGreaterThan(0);
      // The control was rolled back.
      const [after] = await rows<{ attstorage: string }>(d, sql`select attstorage from pg_attribute where attrelid = 'notes'::regclass and attname = 'embedding'`);
      expect(after!.attstorage).toBe('m');
    } finally {
      await services.close();
    }
  });
});
