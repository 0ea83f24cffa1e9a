/**
 * Explainable retirements and their undo (issue 9, docs/design.md#precision, #restore) through the real pipeline
 * and real HTTP: the history of a retired note names the rule, the grounds and the
 * winner; an operator restores it with `POST /v1/memories/:id/restore`; erasing the
 * winner strips the grounds (they quote the notes) and keeps the codes.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { notes } from '../../src/db/schema.js';
import { startPipeline } from '../../workers/pipeline.js';
import { describe, expect, test } from '../support/fixtures.js';
import { note, pipelineServices, settled, write } from './support.js';
import { TestServer } from '../support/http.js';

describe('restore and explain a pipeline retirement', () => {
  test('revoked by a newer slot value: history explains it, restore puts it back, a second restore is refused', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    const pipeline = await startPipeline(services, { schedulers: false });
    const http = await TestServer.start(services);
    try {
      const op = await http.key(tenant, 'operator');
      const agent = await http.key(tenant, 'agent', ['a1']);
      const bar = await write(services, tenant, { content: 'User prefers bar charts.', deletionKey: 'pref/charts', runId: 'r1' });
      await settled(services, tenant);
      const pie = await write(services, tenant, { content: 'User prefers pie charts.', deletionKey: 'pref/charts', runId: 'r2' });
      await settled(services, tenant);
      expect((await note(services, tenant, bar)).status).toBe('revoked');

      const h = await http.req('GET', `/v1/memories/${bar}/history`, op);
      const revoked = h.body.items.find((e: { type: string }) => e.type === 'revoked');
      expect(revoked).toMatchObject({ actor: 'pipeline:contradiction', detail: { judgeRule: 'slot_new_value', winner: pie, judge: 'heuristic' } });
      expect(revoked.detail.explanation).toMatch(/slot pref\/charts/);

      // Operators only; a bad id is a 400, an unknown one a 404 — never a 500.
      expect((await http.req('POST', `/v1/memories/${bar}/restore`, agent, {})).status).toBe(403);
      expect((await http.req('POST', '/v1/memories/not-a-uuid/restore', op, {})).body).toMatchObject({ status: 400, code: 'validation_error' });
      expect((await http.req('POST', '/v1/memories/00000000-0000-4000-8000-000000000000/restore', op, {})).status).toBe(404);
      expect((await http.req('POST', `/v1/memories/${bar}/restore`, op, { reason: 'x'.repeat(501) })).status).toBe(400);

      const r = await http.req('POST', `/v1/memories/${bar}/restore`, op, { reason: 'both charts are fine' });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ id: bar, status: 'active', supersededById: null });
      const after = await http.req('GET', `/v1/memories/${bar}/history`, op);
      expect(after.body.items.at(-1)).toMatchObject({
        type: 'restored',
        reason: 'both charts are fine',
        detail: { from: 'revoked', to: 'active', retiredBy: 'pipeline:contradiction', winner: pie },
      });
      // Without a body too; but a note that is not retired (any more) is refused with a stable code.
      const again = await http.req('POST', `/v1/memories/${bar}/restore`, op);
      expect(again).toMatchObject({ status: 409, body: { code: 'note_not_restorable' } });
      expect((await http.req('POST', `/v1/memories/${pie}/restore`, op, {})).body).toMatchObject({ code: 'note_not_restorable' });
    } finally {
      await http.close();
      await pipeline.close();
      await services.close();
    }
  });

  test('restoring an older value of a single-valued slot retires its current holder, or waits in review beside one a person stands behind', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    const pipeline = await startPipeline(services, { schedulers: false });
    const http = await TestServer.start(services);
    try {
      const op = await http.key(tenant, 'operator');
      // A chain: Berlin → Paris → Rome. The winner Berlin lost to (Paris) is retired already; Rome holds the slot now.
      const berlin = await write(services, tenant, { content: 'User lives in Berlin.', userId: 'u-chain' });
      await settled(services, tenant);
      const paris = await write(services, tenant, { content: 'User moved to Paris.', userId: 'u-chain' });
      await settled(services, tenant);
      const rome = await write(services, tenant, { content: 'User moved to Rome.', userId: 'u-chain' });
      await settled(services, tenant);
      expect([(await note(services, tenant, berlin)).status, (await note(services, tenant, paris)).status, (await note(services, tenant, rome)).status]).toEqual(['revoked', 'revoked', 'active']);
      const oslo = await write(services, tenant, { content: 'User lives in Oslo.', userId: 'u-other' });
      await settled(services, tenant);
      const r = await http.req('POST', `/v1/memories/${berlin}/restore`, op, { reason: 'the move fell through' });
      expect(r.status, r.text).toBe(200);
      expect(r.body).toMatchObject({ id: berlin, status: 'active', slotKey: 'user|residence', displacedBy: { id: paris, kept: true, reason: 'not_injectable' } });
      expect(await note(services, tenant, rome)).toMatchObject({ status: 'superseded', supersededById: berlin });
      const romeHistory = await http.req('GET', `/v1/memories/${rome}/history`, op);
      expect(romeHistory.body.items.at(-1)).toMatchObject({ type: 'superseded', reason: 'slot_value_restored', detail: { slotKey: 'user|residence', supersededById: berlin } });
      const berlinHistory = await http.req('GET', `/v1/memories/${berlin}/history`, op);
      expect(berlinHistory.body.items.at(-1)).toMatchObject({ type: 'restored', detail: { slotKey: 'user|residence', slotRetired: [rome], slotHeldBy: [] } });

      // The current holder is an operator's correction (protected): the restored value waits in review instead.
      const madrid = await write(services, tenant, { content: 'User lives in Madrid.', userId: 'u-held' });
      await settled(services, tenant);
      const lisbon = await write(services, tenant, { content: 'User moved to Lisbon.', userId: 'u-held' });
      await settled(services, tenant);
      expect((await note(services, tenant, madrid)).status).toBe('revoked');
      const fixed = await http.req('PATCH', `/v1/memories/${lisbon}`, op, { content: 'User lives in Porto.', reason: 'the user said so' });
      expect(fixed.status, fixed.text).toBe(200);
      const porto = fixed.body.id as string;
      const held = await http.req('POST', `/v1/memories/${madrid}/restore`, op, {});
      expect(held.status, held.text).toBe(200);
      expect(held.body).toMatchObject({ id: madrid, status: 'pending_review', reviewReason: 'contradicts_protected' });
      expect((await note(services, tenant, porto)).status).toBe('active');
      const madridHistory = await http.req('GET', `/v1/memories/${madrid}/history`, op);
      expect(madridHistory.body.items.at(-1)).toMatchObject({ type: 'queued_for_review', reason: 'contradicts_protected', detail: { slotKey: 'user|residence', contradicts: [porto] } });

      // The winner itself was promoted to protected after it won: it is kept, and the restored value waits in review beside it.
      const tokyo = await write(services, tenant, { content: 'User lives in Tokyo.', userId: 'u-promoted' });
      await settled(services, tenant);
      const kyoto = await write(services, tenant, { content: 'User moved to Kyoto.', userId: 'u-promoted' });
      await settled(services, tenant);
      expect(await note(services, tenant, tokyo)).toMatchObject({ status: 'revoked', supersededById: kyoto });
      await services.database.db.update(notes).set({ protectionTier: 'protected' }).where(eq(notes.id, kyoto));
      const beside = await http.req('POST', `/v1/memories/${tokyo}/restore`, op, {});
      expect(beside.status, beside.text).toBe(200);
      expect(beside.body).toMatchObject({ id: tokyo, status: 'pending_review', reviewReason: 'contradicts_protected', displacedBy: { id: kyoto, kept: true, reason: 'protected' } });
      expect((await note(services, tenant, kyoto)).status).toBe('active');
      const tokyoHistory = await http.req('GET', `/v1/memories/${tokyo}/history`, op);
      expect(tokyoHistory.body.items.at(-1)).toMatchObject({ type: 'queued_for_review', reason: 'contradicts_protected', detail: { slotKey: 'user|residence', contradicts: [kyoto] } });
      // Never two values of the slot injectable in silence.
      const injectable = await services.database.db
        .select({ id: notes.id })
        .from(notes)
        .where(and(eq(notes.tenantId, tenant), eq(notes.userId, 'u-promoted'), inArray(notes.status, ['provisional', 'active'])));
      expect(injectable.map((n) => n.id)).toEqual([kyoto]);

      // Another user's value of the same attribute lives in another scope: untouched by either restore.
      expect((await note(services, tenant, oslo)).status).toBe('active');
    } finally {
      await http.close();
      await pipeline.close();
      await services.close();
    }
  });

  test('erasing the winner strips the quoted grounds from the loser’s history, keeping rule and ids', async ({ db, redis, tenant }) => {
    const services = await pipelineServices(db, redis);
    const pipeline = await startPipeline(services, { schedulers: false });
    const http = await TestServer.start(services);
    try {
      const op = await http.key(tenant, 'operator');
      const tea = await write(services, tenant, { content: 'User drinks green tea.', deletionKey: 'pref/drink', runId: 'r1' });
      await settled(services, tenant);
      const coffee = await write(services, tenant, { content: 'User drinks black coffee.', deletionKey: 'pref/drink', runId: 'r2' });
      await settled(services, tenant);
      expect((await http.req('DELETE', `/v1/memories/${coffee}`, op)).status).toBe(200);
      const h = await http.req('GET', `/v1/memories/${tea}/history`, op);
      const revoked = h.body.items.find((e: { type: string }) => e.type === 'revoked');
      expect(revoked.detail).toMatchObject({ judgeRule: 'slot_new_value', winner: coffee });
      expect(revoked.detail.explanation).toBeUndefined();
      // A revoked note whose winner is gone can still be restored.
      expect((await http.req('POST', `/v1/memories/${tea}/restore`, op, {})).body).toMatchObject({ status: 'active' });
    } finally {
      await http.close();
      await pipeline.close();
      await services.close();
    }
  });
});
