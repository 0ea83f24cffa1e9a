/**
 * The stages' compare-and-set with its events in one statement (src/pipeline/noteAccess.ts
 * `advanceNoteRecorded`): the events land only when the move does, in the given order,
 * on both drivers.
 */
import { eq } from 'drizzle-orm';
import { listEvents } from '../../src/db/events.js';
import { findNote } from '../../src/db/notes.js';
import { notes } from '../../src/db/schema.js';
import { advanceNoteRecorded } from '../../src/pipeline/noteAccess.js';
import { describe, expect, test } from '../support/fixtures.js';
import { pipelineServices, write } from './support.js';

describe('advanceNoteRecorded', () => {
  test('moves the note and appends its events only when the compare-and-set matches', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    try {
      const id = await write(services, tenant, { content: 'User prefers window seats on long flights.' });
      const d = db.db;
      const note = (await findNote(d, tenant, id))!;
      expect(note.pipelineStage).toBe('embed');
      const before = (await listEvents(d, tenant, id)).length;
      const at = new Date('2026-06-10T12:00:00.000Z');
      const events = [
        { tenantId: tenant, noteId: id, type: 'embedded' as const, actor: 'pipeline:embed', detail: { model: 'm', quote: "it's \"quoted\"" }, at },
        { tenantId: tenant, noteId: id, type: 'promoted' as const, actor: 'pipeline:embed', reason: 'why', evidence: { messageId: 'x' } },
      ];
      const vector = Array.from({ length: 384 }, (_, i) => (i % 7) / 7);

      expect(await advanceNoteRecorded(d, note, 'embed', 'dedup', at, { embedding: vector, embeddingModel: 'm' }, events)).toBe(true);
      const moved = (await findNote(d, tenant, id))!;
      expect(moved.pipelineStage).toBe('dedup');
      expect(moved.embeddingModel).toBe('m');
      const [row] = await d.select({ embedding: notes.embedding }).from(notes).where(eq(notes.id, id));
      expect(row!.embedding![6]).toBeCloseTo(6 / 7, 5);
      const trail = (await listEvents(d, tenant, id)).slice(before);
      expect(trail.map((e) => [e.type, e.actor, e.reason, e.evidence, e.detail])).toEqual([
        ['embedded', 'pipeline:embed', null, null, { model: 'm', quote: "it's \"quoted\"" }],
        ['promoted', 'pipeline:embed', 'why', { messageId: 'x' }, null],
      ]);
      expect(trail[0]!.createdAt.toISOString()).toBe(at.toISOString());

      // A duplicate delivery (still thinks the note is at embed), a stale version: nothing changes, nothing is recorded.
      expect(await advanceNoteRecorded(d, note, 'embed', 'dedup', at, { embeddingModel: 'other' }, events)).toBe(false);
      expect(await advanceNoteRecorded(d, { ...note, version: note.version + 1 }, 'dedup', 'contradiction', at, {}, events)).toBe(false);
      expect((await findNote(d, tenant, id))!).toMatchObject({ pipelineStage: 'dedup', embeddingModel: 'm' });
      expect((await listEvents(d, tenant, id)).length).toBe(before + 2);
    } finally {
      await services.close();
    }
  });
});
