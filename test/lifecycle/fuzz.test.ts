import fc from 'fast-check';
import { ADMIN_KEY, test, expect } from '../support/fixtures.js';
import { extremeLimitString, extremeNumber, farCursor, farIsoDate, pctAll, spikedString } from '../support/extremes.js';
import { TestServer } from '../support/http.js';
import { agentWrite } from '../support/writeBody.js';

/** Hostile input to the recall and lifecycle routes: never a 5xx, errors are problem documents. */
test('context, correction, erasure, review and agent routes never answer 5xx to hostile input', async ({ services, tenant }) => {
  const http = await TestServer.start(services);
  try {
    const op = await http.key(tenant, 'operator');
    const ag = await http.key(tenant, 'agent', ['a1']);
    const w = await http.req('POST', '/v1/memories', ag, agentWrite('User likes tea.', { runId: 'r1', agentId: 'a1', userId: 'u1' }));
    const id = w.body.note.id as string;
    const hostileString = fc.oneof(
      fc.string(),
      // schema-valid extremes: ordinary values with NUL, lone surrogates, controls, zero-width or bidi characters spliced in
      spikedString,
      fc.constantFrom('', ' ', '\u0000', '../../etc', '%00', '%', "' or 1=1 --", 'a'.repeat(5000), '💥', '00000000-0000-0000-0000-000000000000'),
    );
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          agentId: hostileString, userId: hostileString, threadId: hostileString, runId: hostileString, query: hostileString,
          limit: fc.oneof(fc.integer(), fc.double(), extremeNumber, hostileString),
          content: hostileString, reason: hostileString, decision: fc.oneof(hostileString, fc.constantFrom('approve', 'reject')),
          deletionKey: hostileString, allowMemoryWrite: fc.anything(), maxWritesPerRun: fc.oneof(extremeNumber, fc.anything()),
          evidence: fc.record({ messageId: hostileString, documentUri: hostileString, traceId: hostileString }, { requiredKeys: [] }),
          tenantId: fc.oneof(hostileString, fc.constant('t-fuzz')), role: fc.constantFrom('agent', 'operator', 'admin', 'x'),
          agentIds: fc.array(hostileString, { maxLength: 3 }), expiresAt: fc.oneof(farIsoDate, extremeNumber, hostileString),
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
      ['POST', '/v1/admin/keys'],
    );
    await fc.assert(
      fc.asyncProperty(route, body, fc.boolean(), async ([method, path], b, asOperator) => {
        // Erasure with a valid body would really erase; keep the fixture note alive.
        if (path === '/v1/erasure' && b && typeof b === 'object' && !Array.isArray(b) && ('userId' in b || 'deletionKey' in b)) return;
        // key creation is the admin's: ask as one so the body is really parsed
        const r = await http.req(method!, path!, path === '/v1/admin/keys' ? ADMIN_KEY : asOperator ? op : ag, b);
        expect(r.status, JSON.stringify(r.body)).toBeLessThan(500);
        if (r.status >= 400) {
          expect(r.contentType).toContain('application/problem+json');
          expect(typeof r.body.code, JSON.stringify(r.body)).toBe('string');
        }
      }),
      { numRuns: 300 },
    );
    await fc.assert(
      fc.asyncProperty(hostileString, fc.constantFrom('GET', 'DELETE', 'PATCH'), async (raw, method) => {
        const p = `/v1/memories/${pctAll(raw)}${method === 'GET' ? '/history' : ''}`;
        const r = await http.req(method, p, op, method === 'PATCH' ? { content: 'x', reason: 'y' } : undefined);
        expect(r.status).toBeLessThan(500);
        const a = await http.req('GET', `/v1/agents/${pctAll(raw)}`, op);
        expect(a.status).toBeLessThan(500);
        const q = await http.req('GET', `/v1/reviews?cursor=${pctAll(raw)}&limit=${pctAll(raw)}`, op);
        expect(q.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    // Cursors naming dates Postgres cannot hold, odd numerals for limit, invisible characters in filters.
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/v1/reviews', '/v1/memories'),
        fc.oneof(
          farCursor.map((c) => `cursor=${c}`),
          extremeLimitString.map((l) => `limit=${pctAll(l)}`),
          spikedString.map((v) => `userId=${pctAll(v)}`),
          spikedString.map((v) => `agentId=${pctAll(v)}`),
        ),
        async (path, query) => {
          const r = await http.req('GET', `${path}?${query}`, op);
          expect(r.status, `${path}?${query} → ${JSON.stringify(r.body)}`).toBeLessThan(500);
          if (r.status >= 400) expect(typeof r.body.code).toBe('string');
        },
      ),
      { numRuns: 200 },
    );
  } finally {
    await http.close();
  }
});
