/**
 * POST /v1/events (docs/design.md#background-lane): validation, idempotency, tenant
 * isolation, the agent rule, retention pruning and erasure of a user's events.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, test } from '../support/fixtures.js';
import { rows } from '../../src/db/database.js';
import { memwrightFor } from '../../src/memwright.js';
import { runMaintenance } from '../../workers/maintenance.js';
import { createPipelineContext } from '../../src/pipeline/context.js';
import { TestServer } from '../support/http.js';
import { operator } from '../recall/helpers.js';
import type { Services } from '../../src/ports.js';

const run = (over: Record<string, unknown> = {}) => ({ runId: 'run-1', agentId: 'a1', userId: 'u1', threadId: 'th-1', ...over });
const turn = (id: string, content: string, role: 'user' | 'assistant' | 'tool' = 'user') => ({ id, role, content });

async function stored(s: Services, tenantId: string) {
  return rows<{ event_id: string; user_id: string; role: string; content: string }>(
    s.database.db,
    sql`select event_id, user_id, role, content from conversation_events where tenant_id = ${tenantId} order by seq`,
  );
}

describe('POST /v1/events', () => {
  test('202 with the stored ids; re-sending is idempotent on (run, event id); events are not notes', async ({ services, tenant }) => {
    const http = await TestServer.start(services);
    try {
      const key = await http.key(tenant, 'agent', ['a1']);
      const body = { run: run(), events: [turn('e1', 'I prefer window seats.'), turn('e2', 'Noted!', 'assistant')] };
      const r = await http.post('/v1/events', key, body);
      expect(r.status).toBe(202);
      expect(r.body).toMatchObject({ runId: 'run-1', stored: ['e1', 'e2'], inserted: 2, duplicates: [], extraction: { trigger: 'on_session_end', queued: false } });

      const again = await http.post('/v1/events', key, { ...body, events: [...body.events, turn('e3', 'Also aisle is fine on short hops.')] });
      expect(again.status).toBe(202);
      expect(again.body).toMatchObject({ stored: ['e1', 'e2', 'e3'], inserted: 1, duplicates: ['e1', 'e2'] });
      expect((await stored(services, tenant)).map((e) => e.event_id)).toEqual(['e1', 'e2', 'e3']);

      // The event log is never a memory: nothing listed, nothing injected.
      const op = await http.key(tenant, 'operator');
      expect((await http.get('/v1/memories', op)).body.items).toEqual([]);
      const ctx = await http.post('/v1/context', key, { agentId: 'a1', userId: 'u1', query: 'seats' });
      expect(ctx.body.notes).toEqual([]);
      expect(ctx.body.text).not.toContain('window');
    } finally {
      await http.close();
    }
  });

  test('bad input is a problem document naming the field, never a 500', async ({ services, tenant }) => {
    const http = await TestServer.start(services);
    try {
      const key = await http.key(tenant, 'agent', ['a1']);
      const cases: Array<[unknown, number, string, string?]> = [
        [{ run: run(), events: [] }, 400, 'validation_error', 'events'],
        [{ run: run(), events: [turn('e1', 'a'), turn('e1', 'b')] }, 400, 'validation_error', 'events.1.id'],
        [{ run: run({ userId: undefined }), events: [turn('e1', 'x')] }, 400, 'validation_error', 'run.userId'],
        [{ run: run(), events: [{ id: 'e1', role: 'system', content: 'x' }] }, 400, 'validation_error', 'events.0.role'],
        [{ run: run(), events: [turn('e1', '   ')] }, 400, 'validation_error', 'events.0.content'],
        [{ run: run(), events: [turn('e1', 'x'.repeat(8001))] }, 400, 'validation_error', 'events.0.content'],
        [{ run: run(), events: [{ ...turn('e1', 'x'), toolName: 'search' }] }, 400, 'validation_error', 'events.0.toolName'],
        [{ run: run(), events: [{ ...turn('e1', 'x'), at: '2999-01-01T00:00:00Z' }] }, 400, 'validation_error', 'events.0.at'],
        [{ run: run(), events: [turn('e\u200b1', 'x')] }, 400, 'validation_error', 'events.0.id'],
        [{ run: run(), events: [turn('e1', 'x')], extra: 1 }, 400, 'validation_error'],
        [{ run: run(), events: Array.from({ length: 101 }, (_, i) => turn(`e${i}`, 'x')) }, 400, 'validation_error', 'events'],
        [{ run: run({ agentId: 'other' }), events: [turn('e1', 'x')] }, 403, 'agent_not_allowed'],
      ];
      for (const [body, status, code, field] of cases) {
        const r = await http.post('/v1/events', key, body);
        expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(status);
        expect(r.contentType).toContain('application/problem+json');
        expect(r.body.code).toBe(code);
        if (field) expect(JSON.stringify(r.body.errors)).toContain(field);
      }
      const big = await http.req('POST', '/v1/events', { key, raw: JSON.stringify({ run: run(), events: [turn('e1', 'x'.repeat(1100 * 1024))] }), headers: { 'content-type': 'application/json' } });
      expect(big.status).toBe(413);
      expect((await http.post('/v1/events', null, { run: run(), events: [turn('e1', 'x')] })).status).toBe(401);
      // A run belongs to one user: another user's batch for it is refused.
      expect((await http.post('/v1/events', key, { run: run(), events: [turn('e1', 'x')] })).status).toBe(202);
      const other = await http.post('/v1/events', key, { run: run({ userId: 'u2' }), events: [turn('e9', 'x')] });
      expect([other.status, other.body.code]).toEqual([409, 'run_user_mismatch']);
      expect(await stored(services, tenant)).toHaveLength(1);
    } finally {
      await http.close();
    }
  });

  test('tenants are isolated: the same run and event ids in another tenant are other events', async ({ services, tenant }) => {
    const http = await TestServer.start(services);
    try {
      const other = `${tenant}-b`;
      const ka = await http.key(tenant, 'agent', ['a1']);
      const kb = await http.key(other, 'agent', ['a1']);
      await http.post('/v1/events', ka, { run: run(), events: [turn('e1', 'I live in Oslo.')] });
      const r = await http.post('/v1/events', kb, { run: run({ userId: 'someone-else' }), events: [turn('e1', 'I live in Lima.')] });
      expect(r.body).toMatchObject({ inserted: 1, duplicates: [] });
      expect((await stored(services, tenant)).map((e) => e.content)).toEqual(['I live in Oslo.']);
      expect((await stored(services, other)).map((e) => e.content)).toEqual(['I live in Lima.']);
      // An operator key records for any agent of its tenant.
      const op = await http.key(tenant, 'operator');
      expect((await http.post('/v1/events', op, { run: run({ agentId: 'a2', runId: 'r9' }), events: [turn('e1', 'x')] })).status).toBe(202);
    } finally {
      await http.close();
    }
  });

  test('retention: events-prune deletes events older than MEMWRIGHT_EVENT_RETENTION_DAYS, keeps the rest', async ({ services, tenant }) => {
    const mw = memwrightFor(services, { tenantId: tenant, role: 'operator' });
    await mw.recordEvents({ run: run(), events: [turn('old', 'I like tea.'), turn('new', 'I like coffee.')] });
    await services.database.db.execute(
      sql`update conversation_events set received_at = now() - interval '31 days' where tenant_id = ${tenant} and event_id = 'old'`,
    );
    const ctx = createPipelineContext(services);
    const report = await runMaintenance({ ctx, producer: services.producer!, maintenance: services.config.maintenance, events: services.config.events }, 'events-prune', { tenantId: tenant });
    expect(report).toEqual({ job: 'events-prune', deleted: 1 });
    expect((await stored(services, tenant)).map((e) => e.event_id)).toEqual(['new']);
    expect(services.config.events.retentionDays).toBe(30);
  });

  test('erasing a user deletes their events (and only theirs)', async ({ services, tenant }) => {
    const mw = memwrightFor(services, { tenantId: tenant, role: 'operator' });
    await mw.recordEvents({ run: run(), events: [turn('e1', 'My name is Ada.')] });
    await mw.recordEvents({ run: run({ runId: 'run-2', userId: 'u2' }), events: [turn('e1', 'My name is Bo.')] });
    const r = await mw.erase({ userId: 'u1' }, { as: operator(tenant), awaitScrub: true });
    expect(r.erased).toMatchObject({ notes: 0, events: 1 });
    expect(r.scrub.status).toBe('complete');
    expect((await stored(services, tenant)).map((e) => e.user_id)).toEqual(['u2']);
  });
});
