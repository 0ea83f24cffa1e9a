/**
 * The stored slot (`notes.slot_key`): written with the content on insert, in-run rewrite
 * and correction, shown in the note DTO, and the index the contradiction stage finds a
 * note's same-slot candidates by — however many newer notes the scope holds — while a
 * note written before the column existed (`slot_key` null) is still read from content.
 * On both drivers.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { rowToDto } from '../../src/db/notes.js';
import { notes } from '../../src/db/schema.js';
import { neighbours } from '../../src/pipeline/noteAccess.js';
import { memwrightFor } from '../../src/memwright.js';
import { describe, expect, test } from '../support/fixtures.js';
import { note, pipelineServices, write } from './support.js';

describe('stored slot key', () => {
  test('filled on write, on an in-run rewrite and on a correction; a deletion key stands in when the content reads no slot', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    try {
      const berlin = await write(services, tenant, { content: 'User lives in Berlin.', runId: 'run-slot' });
      expect((await note(services, tenant, berlin)).slotKey).toBe('user|residence');
      expect(rowToDto(await note(services, tenant, berlin)).slotKey).toBe('user|residence');
      const keyed = await write(services, tenant, { content: 'User likes the window open.', deletionKey: 'profile/window' });
      expect((await note(services, tenant, keyed)).slotKey).toBe('key:profile/window');
      const none = await write(services, tenant, { content: 'User likes the window open at night.' });
      expect((await note(services, tenant, none)).slotKey).toBeNull();

      // An in-run rewrite of one deletion key: the slot follows the new content, else falls back to the row's key.
      const own = await write(services, tenant, { content: 'User lives in Madrid.', deletionKey: 'profile/home', runId: 'run-own' });
      expect((await note(services, tenant, own)).slotKey).toBe('user|residence');
      expect(await write(services, tenant, { content: 'User likes quiet evenings at home.', deletionKey: 'profile/home', runId: 'run-own' })).toBe(own);
      expect((await note(services, tenant, own)).slotKey).toBe('key:profile/home');
      expect(await write(services, tenant, { content: "User's timezone is UTC+1.", deletionKey: 'profile/home', runId: 'run-own' })).toBe(own);
      expect((await note(services, tenant, own)).slotKey).toBe('user|timezone');

      const operator = memwrightFor(services, { tenantId: tenant, role: 'operator' });
      const corrected = await operator.correct(berlin, { content: "User's timezone is UTC+2.", reason: 'test' });
      expect(corrected.slotKey).toBe('user|timezone');
      expect((await note(services, tenant, corrected.id)).slotKey).toBe('user|timezone');
    } finally {
      await services.close();
    }
  });

  test('same-slot candidates come by index beyond the newest 500 notes; a note without a stored key is read from content', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    try {
      const d = db.db;
      const berlin = await write(services, tenant, { content: 'User lives in Berlin.' });
      const rome = await write(services, tenant, { content: 'User is based in Rome.' });
      const stranger = await write(services, tenant, { content: 'Anna lives in Oslo.' });
      // 520 newer notes of the same scope, none of the slot: the oldest notes fall out of any newest-500 read.
      const { id: _id, contentTsv: _tsv, content: _c, contentHash: _h, createdAt: _at, slotKey: _k, ...rest } = getTableColumns(notes);
      const cols = Object.values(rest).map((c) => sql.identifier(c.name));
      await d.execute(
        sql`insert into notes (id, content, content_hash, created_at, slot_key, ${sql.join(cols, sql`, `)})
            select gen_random_uuid(), 'User read chapter ' || g || ' today.', md5(g::text), now() + g * interval '1 second', null, ${sql.join(cols, sql`, `)}
              from notes, generate_series(1, 520) g where id = ${stranger}`,
      );
      // Rome as written before the column existed.
      await d.update(notes).set({ slotKey: null, createdAt: sql`now() + interval '1 hour'` }).where(eq(notes.id, rome));
      const paris = await write(services, tenant, { content: 'User moved to Paris.' });
      const found = await neighbours(d, await note(services, tenant, paris), { minSimilarity: 2, limit: 5, includeAttributeSlot: true });
      expect(found.filter((n) => n.attributeSlot).map((n) => n.id).sort()).toEqual([berlin, rome].sort());
    } finally {
      await services.close();
    }
  });
});
