import fc from 'fast-check';
import { test, expect } from '../support/fixtures.js';
import { Http, agentWrite } from './http.js';

/** Hostile input to the recall and lifecycle routes: never a 5xx, errors are problem documents. */
test('context, correction, erasure, review and agent routes never answer 5xx to hostile input', async ({ services, tenant }) => {
  const http = await Http.start(services);
  try {
    const op = await http.key(tenant, 'operator');
    const ag = await http.key(tenant, 'agent', ['a1']);
    const w = await http.req('POST', '/v1/memories', ag, agentWrite('User likes tea.', { runId: 'r1', agentId: 'a1', userId: 'u1' }));
    const id = w.body.note.id as string;
    const hostileString = fc.oneof(
      fc.string(),
      fc.constantFrom('', ' ', '\u0000', '../../etc', '%00', '%', "' or 1=1 --", 'a'.repeat(5000), '💥', '00000000-0000-0000-0000-000000000000'),
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          agentId: hostileString, userId: hostileString, threadId: hostileString, runId: hostileString, query: hostileString,
          limit: fc.oneof(fc.integer(), fc.double(), hostileString),
          content: hostileString, reason: hostileString, decision: fc.oneof(hostileString, fc.constantFrom('approve', 'reject')),
          deletionKey: hostileString, allowMemoryWrite: fc.anything(), maxWritesPerRun: fc.anything(),
        },
        { requiredKeys: [] },
      ),
    );
    const route = fc.constantFrom(
      ['POST', '/v1/context'],
      ['PATCH', `/v1/memories/${id}`],
      ['POST', '/v1/erasure'],
      ['POST', `/v1/reviews/${id}`],
      ['PUT', '/v1/agents/a1'],
    );
    await fc.assert(
      fc.asyncProperty(route, body, fc.boolean(), async ([method, path], b, asOperator) => {
        // Erasure with a valid body would really erase; keep the fixture note alive.
        if (path === '/v1/erasure' && b && typeof b === 'object' && !Array.isArray(b) && ('userId' in b || 'deletionKey' in b)) return;
        const r = await http.req(method!, path!, asOperator ? op : ag, b);
        expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
        if (r.status >= 400) expect(r.contentType).toContain('application/problem+json');
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(hostileString, fc.constantFrom('GET', 'DELETE', 'PATCH'), async (raw, method) => {
        const p = `/v1/memories/${encodeURIComponent(raw)}${method === 'GET' ? '/history' : ''}`;
        const r = await http.req(method, p, op, method === 'PATCH' ? { content: 'x', reason: 'y' } : undefined);
        expect(r.status).toBeLessThan(500);
        const a = await http.req('GET', `/v1/agents/${encodeURIComponent(raw)}`, op);
        expect(a.status).toBeLessThan(500);
        const q = await http.req('GET', `/v1/reviews?cursor=${encodeURIComponent(raw)}&limit=${encodeURIComponent(raw)}`, op);
        expect(q.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  } finally {
    await http.close();
  }
});
