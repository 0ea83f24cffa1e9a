/**
 * Redis down at write time: the write still succeeds, the note is durable,
 * provisional, listed and marked as awaiting its pipeline; Redis coming back
 * (empty) loses nothing.
 */
import { eq } from 'drizzle-orm';
import { notes } from '../../src/db/schema.js';
import { memwrightFor } from '../../src/memwright.js';
import { describe, expect, test } from '../support/fixtures.js';
import { agentOf, embedJob, eventRows, noteRows, write } from './helpers.js';
import { waitFor } from '../support/waitFor.js';
import { writeBody } from '../support/writeBody.js';

describe('Redis outage at write time', () => {
  test('writes succeed, are durable, provisional, listed and marked; nothing is lost when Redis returns', async ({ services, tenant, redis }) => {
    const before = await write(services, agentOf(tenant), writeBody({ content: 'Written while Redis is up.' }));
    expect(await embedJob(services, before.result.note!.id)).toBeDefined();
    const failuresBefore = (await services.metrics.enqueueFailures.get()).values[0]?.value ?? 0;

    await redis.stop();
    try {
      const during = await write(services, agentOf(tenant), writeBody({ content: 'Written while Redis is down.' }));
      const rewrite = await write(services, agentOf(tenant), writeBody({ content: 'Written while Redis is down!!' }));
      expect([during.httpStatus, during.result.outcome, during.result.note?.status]).toEqual([201, 'written', 'provisional']);
      expect([rewrite.httpStatus, rewrite.result.outcome]).toEqual([200, 'superseded_own']);

      const row = (await services.database.db.select().from(notes).where(eq(notes.id, during.result.note!.id)))[0]!;
      expect(row.status).toBe('provisional');
      expect(row.version).toBe(2);
      expect(row.pipelineStage).toBe('embed');
      expect(row.pipelineError).toMatch(/^enqueue_failed: /);
      expect((await eventRows(services, tenant, row.id)).map((e) => e.type)).toEqual(['written', 'superseded_own']);

      // injectable right away: listed through the library like any other note
      const listed = await memwrightFor(services, { tenantId: tenant }).list({ status: 'provisional' });
      expect(listed.items.map((n) => n.id).sort()).toEqual([before.result.note!.id, row.id].sort());
      expect((await services.metrics.enqueueFailures.get()).values[0]?.value).toBeGreaterThanOrEqual(failuresBefore + 2);
    } finally {
      await redis.start();
    }

    // Redis came back empty (no persistence): the note is still there, still marked for the sweep.
    await waitFor(() => services.producer!.connection.status === 'ready');
    const rows = await noteRows(services, tenant);
    expect(rows).toHaveLength(2);
    const marked = rows.filter((r) => r.pipelineError?.startsWith('enqueue_failed'));
    expect(marked.map((r) => r.content)).toEqual(['Written while Redis is down!!']);
    expect(marked[0]!.status).toBe('provisional');

    // and the hot path enqueues again
    const after = await write(services, agentOf(tenant), writeBody({ content: 'Written after Redis returned.', run: { runId: 'r2', agentId: 'a1', userId: 'u1' } }));
    expect(after.result.outcome).toBe('written');
    expect(await embedJob(services, after.result.note!.id)).toBeDefined();
    expect((await noteRows(services, tenant)).find((r) => r.id === after.result.note!.id)?.pipelineError).toBeNull();
  });

  test('a write with no queue configured is marked the same way', async ({ services, tenant }) => {
    const r = await write(services, agentOf(tenant), writeBody(), { producer: null });
    expect(r.httpStatus).toBe(201);
    const [row] = await noteRows(services, tenant);
    expect(row!.pipelineError).toMatch(/^enqueue_failed: /);
  });
});
