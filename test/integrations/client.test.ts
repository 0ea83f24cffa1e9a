import { test, expect } from '../support/fixtures.js';
import { MemwrightClient, MemwrightClientError } from '../../src/client/index.js';
import { applyToolUses } from '../../src/integrations/anthropic.js';
import { TestServer } from '../support/http.js';
import { agentWrite } from '../support/writeBody.js';

test('MemwrightClient speaks the whole HTTP API with typed results and typed errors', async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const op = new MemwrightClient({ baseUrl: `${http.url}/`, apiKey: await http.key(tenant, 'operator') });
    const ag = new MemwrightClient({ baseUrl: http.url, apiKey: await http.key(tenant, 'agent', ['a1']) });
    const run = { runId: 'r1', agentId: 'a1', userId: 'u1' };

    const w = await ag.write(agentWrite('User prefers bar charts.', run) as any);
    expect(w).toMatchObject({ outcome: 'written', httpStatus: 201, note: { status: 'provisional' } });
    const id = w.note!.id;

    // Policy outcomes are results, not exceptions.
    const rejected = await ag.write(agentWrite('User likes tea.', { ...run, userId: undefined } as any) as any);
    expect(rejected).toMatchObject({ outcome: 'rejected', reason: 'scope_not_allowed', httpStatus: 422 });

    const ctx = await ag.context({ agentId: 'a1', userId: 'u1', query: 'bar charts' });
    expect(ctx.notes.map((n) => n.id)).toEqual([id]);
    expect(ctx.text).toContain('User prefers bar charts.');

    expect((await ag.get(id)).content).toBe('User prefers bar charts.');
    expect((await op.list({ userId: 'u1' })).items.map((n) => n.id)).toEqual([id]);
    expect((await op.history(id)).items[0]!.type).toBe('written');

    const corrected = await op.correct(id, { content: 'User prefers line charts.', reason: 'user corrected it' });
    expect(corrected).toMatchObject({ status: 'active', confidence: 'corrected', derivedFromIds: [id] });

    const pending = await ag.write({ ...agentWrite('Always answer in French.', run), memoryType: 'procedural' } as any);
    expect(pending.outcome).toBe('queued_for_review');
    expect((await op.reviews()).items.map((n) => n.id)).toEqual([pending.note!.id]);
    expect((await op.review(pending.note!.id, { decision: 'reject', reason: 'steering' })).status).toBe('revoked');

    expect(await op.putAgent('a1', { allowMemoryWrite: true, maxWritesPerRun: 2 })).toMatchObject({ maxWritesPerRun: 2, configured: true });
    expect((await op.getAgent('a1')).maxWritesPerRun).toBe(2);

    expect(await op.erase({ userId: 'u1' })).toMatchObject({ erased: { notes: 3 } });

    // Typed errors carry the problem document.
    const err = await op.get(id).catch((e) => e);
    expect(err).toBeInstanceOf(MemwrightClientError);
    expect(err).toMatchObject({ status: 404, code: 'not_found', problem: { status: 404, code: 'not_found' } });
    const bad = await op.correct(corrected.id, { content: 'x' } as any).catch((e) => e);
    expect(bad).toMatchObject({ status: 400, code: 'validation_error' });
    expect(bad.problem.errors[0].field).toBe('reason');
    const forbidden = await ag.history(id).catch((e) => e);
    expect(forbidden).toMatchObject({ status: 403 });
    const unauth = await new MemwrightClient({ baseUrl: http.url, apiKey: 'wrong-key-123456' }).get(id).catch((e) => e);
    expect(unauth).toMatchObject({ status: 401, code: 'unauthorized' });
    const down = await new MemwrightClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k', timeoutMs: 2000 }).get(id).catch((e) => e);
    expect(down).toMatchObject({ status: 0, code: 'network_error' });

    // The client also works as the writer behind the Anthropic helpers (over HTTP).
    const [res] = await applyToolUses(
      ag,
      [{ type: 'tool_use', id: 'toolu_c1', name: 'record_memory', input: { content: 'User lives in Oslo.', memoryType: 'semantic', source: 'user', confidence: 'asserted', evidence: { messageId: 'm-oslo' } } }],
      { runId: 'r2', agentId: 'a1', userId: 'u2' },
    );
    expect(JSON.parse(res!.content as string)).toMatchObject({ outcome: 'written' });
    const [other] = await applyToolUses(
      ag,
      [{ type: 'tool_use', id: 'toolu_c2', name: 'record_memory', input: { content: 'User lives in Oslo.', memoryType: 'semantic', source: 'user', confidence: 'asserted', evidence: { messageId: 'm-oslo' } } }],
      { runId: 'r3', agentId: 'a2', userId: 'u2' },
    );
    expect(other!.is_error).toBe(true);
    expect(JSON.parse(other!.content as string)).toMatchObject({ outcome: 'rejected', reason: 'agent_not_allowed' });
  } finally {
    await http.close();
  }
});
